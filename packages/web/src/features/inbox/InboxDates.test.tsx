import type { TInboxMemo } from '@teamline/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DateZone } from '../../i18n/dates';
import { renderRoutes } from '../../layouts/company/test-render';
import { InboxPage } from './InboxPage';
import { buildInbox, buildMemo } from './test-memos';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

function serve(memos: TInboxMemo[]) {
  mocks.api.post.mockImplementation(async (path: string, body: { memo_id?: number }) => {
    if (path !== 'app/employee-messages') throw new Error(`unexpected ${path}`);
    const memo = memos.find((m) => m.id === body.memo_id);
    return buildInbox(memo ? [{ ...memo, is_read: true }] : memos);
  });
}

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
});

describe("the employee's dates (spec §9)", () => {
  it("show in the company's zone and short format, named, while the browser's clock is UTC", async () => {
    // 23:00 UTC is 4:00 PM in Denver; the due date, 06:00 UTC on 2 December, is still 1 December there.
    serve([
      buildMemo(
        {
          id: 5,
          title: 'Holiday hours',
          display_start_at: '2026-11-25T23:00:00.000Z',
          due_at: '2026-12-02T06:00:00.000Z',
        },
        { acknowledged_at: '2026-11-26T01:30:00.000Z' },
      ),
    ]);
    renderRoutes(
      [
        {
          path: '/:companyId',
          element: (
            <DateZone value="America/Denver">
              <InboxPage companyId={7} />
            </DateZone>
          ),
        },
      ],
      '/7',
    );
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('From Maya Manager · 11/25/26, 4:00 PM MST')).toBeTruthy();
    expect(within(item).getByText('Due 12/1/26, 11:00 PM MST')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: /Holiday hours/ }));
    expect(await screen.findByRole('heading', { name: 'Holiday hours' })).toBeTruthy();
    expect(screen.getByText(/Sent 11\/25\/26, 4:00 PM MST/)).toBeTruthy();
    expect(screen.getByText(/You acknowledged this on 11\/25\/26, 6:30 PM MST/)).toBeTruthy();
  });
});
