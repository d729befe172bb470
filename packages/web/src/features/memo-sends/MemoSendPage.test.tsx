import type { TTemplateSendDetail } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import { buildSendDetail, buildSendMemo } from './test-sends';

const calls = vi.fn();
let send: TTemplateSendDetail = buildSendDetail();
let publishFailure: Error | null = null;
let putFailure: Error | null = null;
vi.mock('../../api/http', async (original) => {
  const real = await original<typeof import('../../api/http')>();
  return {
    ...real,
    api: {
      get: async (path: string, query: unknown) => {
        calls('GET', path, query);
        if (path === 'memo-template-sends/get') return send;
        if (path === 'locations-list') return [{ id: 3, name: 'Downtown' }];
        if (path === 'memo-templates/list')
          return {
            memo_templates: [{ id: 40, title: 'Menu change', source: 'company' }],
            current_page: 1,
            total_pages: 1,
            total: 1,
          };
        return [];
      },
      post: async (path: string, body: unknown, headers?: Record<string, string>) => {
        calls('POST', path, body, headers);
        if (path === 'memo-template-sends/publish') {
          if (publishFailure) throw publishFailure;
          return { ...send, status: 'published' };
        }
        if (path === 'memo-templates/list')
          return {
            memo_templates: [{ id: 40, title: 'Menu change', source: 'company' }],
            current_page: 1,
            total_pages: 1,
            total: 1,
          };
        if (path === 'memos/recipients') return { recipient_count: 6 };
        return send;
      },
      put: async (path: string, body: unknown) => {
        calls('PUT', path, body);
        if (putFailure) throw putFailure;
        return send;
      },
      delete: async (path: string, body: unknown) => {
        calls('DELETE', path, body);
        return path === 'memo-template-sends/delete' ? null : send;
      },
    },
  };
});
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany('manager', { id: 5 }),
}));

const { ApiError } = await import('../../api/http');
const { default: MemoSendPage } = await import('./MemoSendPage');

const renderSend = () =>
  renderRoutes(
    [
      { path: '/:companyId/memo-send/:id', element: <MemoSendPage /> },
      { path: '/:companyId/memo-sends', element: <p>sends list</p> },
    ],
    '/5/memo-send/1',
  );
const sent = (method: string, path: string) =>
  calls.mock.calls.filter((c) => c[0] === method && c[1] === path);

describe('MemoSendPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    calls.mockReset();
    send = buildSendDetail();
    publishFailure = null;
    putFailure = null;
  });

  it('a draft: its name, recipients and memos in order, each editable; a memo’s edit is saved on its own', async () => {
    renderSend();
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday week' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByTestId('send-reach').textContent).toBe('6');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Holiday week');
    const regions = ['Holiday hours', 'Deep clean'].map((name) => screen.getByRole('region', { name }));
    expect(within(regions[0] as HTMLElement).getByText('Memo 1 of 2')).toBeTruthy();
    const first = within(regions[0] as HTMLElement);
    fireEvent.change(first.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Holiday hours 2026' },
    });
    fireEvent.change(first.getByLabelText('Due'), { target: { value: '2026-12-20T09:00' } });
    fireEvent.click(first.getByRole('button', { name: 'Save memo' }));
    await waitFor(() => expect(sent('PUT', 'memo-template-sends/memo').length).toBe(1));
    expect(sent('PUT', 'memo-template-sends/memo')[0]?.[2]).toEqual({
      company_id: 5,
      id: 1,
      memo_id: 21,
      title: 'Holiday hours 2026',
      content: '<p>We close at 3 pm.</p>',
      start_at: null,
      reveal_at: null,
      // 9:00 in Chicago (company zone) in December is 15:00 UTC.
      due_at: '2026-12-20T15:00:00.000Z',
      end_at: null,
      translations: [],
    });
  });

  it('checks a memo’s dates before saving, with the shared texts', async () => {
    renderSend();
    const first = within(await screen.findByRole('region', { name: 'Holiday hours' }));
    fireEvent.change(first.getByLabelText('Due'), { target: { value: '2026-12-20T09:00' } });
    fireEvent.change(first.getByLabelText('Start'), { target: { value: '2026-12-21T09:00' } });
    fireEvent.click(first.getByRole('button', { name: 'Save memo' }));
    await waitFor(() => expect(first.getAllByText(/must be/i).length).toBeGreaterThan(0));
    expect(sent('PUT', 'memo-template-sends/memo')).toEqual([]);
  });

  it('publishes after a confirmation naming the reach, with an Idempotency-Key', async () => {
    renderSend();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish "Holiday week"?' });
    expect(dialog.textContent).toContain('Publishing sends 2 memos to 6 people');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('POST', 'memo-template-sends/publish').length).toBe(1));
    const [, , body, headers] = sent('POST', 'memo-template-sends/publish')[0] ?? [];
    expect(body).toEqual({ company_id: 5, id: 1 });
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('holds Publish back while a memo has unsaved changes', async () => {
    renderSend();
    const first = within(await screen.findByRole('region', { name: 'Holiday hours' }));
    fireEvent.change(first.getByRole('textbox', { name: 'Title' }), { target: { value: 'Changed' } });
    expect(first.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('POST', 'memo-template-sends/publish')).toEqual([]);
  });

  it('a refused publish says nothing went out and marks the memo’s field', async () => {
    publishFailure = new ApiError(422, 'The end must be in the future', {
      'memos.1.end_at': ['The end must be in the future'],
    });
    renderSend();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish "Holiday week"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was published.');
    expect(alert.textContent).toContain('Deep clean: The end must be in the future');
    const second = within(screen.getByRole('region', { name: 'Deep clean' }));
    expect(second.getByText('The end must be in the future')).toBeTruthy();
  });

  it('adds one file to every memo of a draft (PUT media), and says a refusal with the server’s text', async () => {
    renderSend();
    const button = await screen.findByRole('button', { name: 'Add a file to every memo' });
    const input = button.parentElement?.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'allergens.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() => expect(sent('PUT', 'memo-template-sends/media').length).toBe(1));
    const form = sent('PUT', 'memo-template-sends/media')[0]?.[2] as FormData;
    expect([form.get('company_id'), form.get('id'), (form.get('file') as File).name]).toEqual([
      '5',
      '1',
      'allergens.pdf',
    ]);
    await waitFor(() =>
      expect(toastStore.get().flatMap((x) => x.messages)).toContain(
        '"allergens.pdf" is attached to every memo.',
      ),
    );

    putFailure = new ApiError(422, 'A memo can have at most 10 attachments', {
      file: ['A memo can have at most 10 attachments'],
    });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'allergens.pdf was not attached: A memo can have at most 10 attachments',
    );
  });

  it('adds a memo from a template', async () => {
    renderSend();
    await screen.findByRole('region', { name: 'Holiday hours' });
    const picker = screen.getAllByLabelText('Template to add').find((el) => el instanceof HTMLInputElement);
    if (!picker) throw new Error('no template picker');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Menu change', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add memo' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('PUT', 'memo-template-sends/memo', {
        company_id: 5,
        id: 1,
        template_id: 40,
      }),
    );
  });

  it('a published send: each memo with its figures, linking to the memo; archive and delete, no editing', async () => {
    send = buildSendDetail(
      { status: 'published', published_at: '2026-03-11T15:30:00.000Z', response_rate: 0.5 },
      [
        buildSendMemo({ status: 'published' }),
        buildSendMemo({ id: 22, title: 'Deep clean', status: 'published' }),
      ],
    );
    renderSend();
    const first = within(await screen.findByRole('region', { name: 'Holiday hours' }));
    expect(first.getByTestId('stat-recipients').textContent).toBe('6');
    expect(first.getByTestId('stat-read').textContent).toBe('3');
    expect(first.getByTestId('stat-responseRate').textContent).toBe('33%');
    expect(first.getByRole('link', { name: 'Open memo: Holiday hours' }).getAttribute('href')).toMatch(
      /^\/5\/memo\/21\?from=/,
    );
    expect(screen.getByTestId('send-response_rate').textContent).toBe('50%');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save memo' })).toBeNull();
    expect(screen.getByText('The recipients of a published send cannot change.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('PUT', 'memo-template-sends/archive', { company_id: 5, id: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Holiday week"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('sends list')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('DELETE', 'memo-template-sends/delete', { company_id: 5, id: 1 });
  });

  it('another manager’s send reads as read-only: no actions are offered', async () => {
    send = buildSendDetail({ can_edit: false });
    renderSend();
    expect(
      await screen.findByText('Only the manager who created this send, or an admin, can change it.'),
    ).toBeTruthy();
    for (const name of ['Publish', 'Delete', 'Save memo', 'Save draft'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
