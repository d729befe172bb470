import type { TInboxMemo } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import { InboxPage } from './InboxPage';
import { buildBundle, buildInbox, buildMemo } from './test-memos';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

/** The server: the inbox list, one opened memo, and the bundle an action answers. */
function serve(memos: TInboxMemo[], after: (path: string, body: unknown) => TInboxMemo[] = () => memos) {
  mocks.api.post.mockImplementation(async (path: string, body: { memo_id?: number }) => {
    if (path === 'app/employee-messages') {
      if (body.memo_id) {
        const memo = memos.find((m) => m.id === body.memo_id) as TInboxMemo;
        return buildInbox([{ ...memo, is_read: true }]);
      }
      return buildInbox(memos);
    }
    return buildBundle(after(path, body));
  });
}

const renderInbox = (path = '/7') =>
  renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], path);

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
});

describe('Employee inbox', () => {
  it('lists memos unread first as the server orders them, marks past due ones and counts the unread', async () => {
    serve([
      buildMemo({ id: 3, title: 'Safety briefing', is_past_due: true, due_at: '2026-03-02T10:00:00.000Z' }),
      buildMemo({ id: 2, title: 'Holiday hours', kind: 'survey' }),
      buildMemo({ id: 1, title: 'Welcome', is_read: true }, { acknowledged_at: '2026-03-01T11:00:00.000Z' }),
    ]);
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Unread: Safety briefing'),
      expect.stringContaining('Unread: Holiday hours'),
      expect.not.stringContaining('Unread'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Past due')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Past due')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Survey')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Acknowledged')).toBeTruthy();
    expect(screen.getByText('2 unread')).toBeTruthy();
  });

  it('opening a memo shows it, marks it read, and acknowledging with a note sends the multipart form', async () => {
    const memo = buildMemo({
      id: 4,
      title: 'New uniform policy',
      content: '<p>Wear the <b>blue</b> shirt.</p>',
    });
    serve([memo], () => [
      {
        ...memo,
        is_read: true,
        employee_response: {
          ...memo.employee_response,
          acknowledged_at: '2026-03-03T09:00:00.000Z',
          acknowledgement: 'Got it',
        },
      },
    ]);
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: /New uniform policy/ }));
    expect(await screen.findByRole('heading', { name: 'New uniform policy' })).toBeTruthy();
    expect(screen.getByText('blue').tagName).toBe('B');
    expect(mocks.api.post).toHaveBeenCalledWith('app/employee-messages', { company_id: 7, memo_id: 4 });

    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Got it ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await screen.findByText(/You acknowledged this on/);
    expect(screen.getByText('Your note: Got it')).toBeTruthy();
    const [path, form] = mocks.api.post.mock.calls.at(-1) as [string, FormData];
    expect(path).toBe('employee-message/acknowledge');
    expect([...form.entries()]).toEqual([
      ['company_id', '7'],
      ['id', '4'],
      ['acknowledgement', 'Got it'],
    ]);
    expect(toastStore.get().map((t) => t.messages[0])).toContain('Acknowledged.');

    fireEvent.click(screen.getAllByRole('button', { name: 'Back to inbox' })[0] as HTMLElement);
    const item = await screen.findByRole('button', { name: /New uniform policy/ });
    expect(item.textContent).not.toContain('Unread');
    expect(screen.getByText('All caught up')).toBeTruthy();
  });

  it('sends a photo with the acknowledgement when one is chosen', async () => {
    const memo = buildMemo({ id: 5 });
    serve([memo]);
    renderInbox('/7?memo=5');
    await screen.findByRole('heading', { name: 'Memo 5' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shelf.jpg', { type: 'image/jpeg' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('employee-message/acknowledge', expect.any(FormData)),
    );
    const form = mocks.api.post.mock.calls.at(-1)?.[1] as FormData;
    expect(form.get('file')).toBe(photo);
    expect(form.get('acknowledgement')).toBeNull();
  });
});
