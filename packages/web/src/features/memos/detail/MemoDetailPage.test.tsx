import type { TMemoDetail, TMemoReminders } from '@teamline/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n, { switchLocale } from '../../../i18n';
import { buildCompany } from '../../../layouts/company/test-company';
import { renderRoutes } from '../../../layouts/company/test-render';

const detail = {
  id: 9,
  kind: 'survey',
  status: 'published',
  title: 'Coffee survey',
  content: '<p>Tell us <strong>honestly</strong></p>',
  category: 'Feedback',
  priority: 'normal',
  type: 'standard',
  options: [{ question: 'Like it?', options_key: 'yes-no', options: ['Yes', 'No'] }],
  display_start_at: '2026-03-10T15:30:00.000Z',
  due_at: '2026-03-11T15:30:00.000Z',
  end_at: null,
  reveal_at: null,
  is_past_due: true,
  can_expire: true,
  can_archive: false,
  template_id: null,
  template_send_id: null,
  template: null,
  template_send: null,
  locations: [{ id: 3, name: 'Downtown' }],
  audiences: [],
  recipients: [],
  media: [],
  stats: {
    recipient_count: 3,
    received: 3,
    read: 2,
    acknowledged: 0,
    answered: 2,
    flagged: 0,
    response_rate: 2 / 3,
    past_due_by_location: [
      { location_id: 3, location_name: 'Downtown', count: 1, employees: [{ id: 7, name: 'Ana Torres' }] },
    ],
    survey_results: [],
    recipients: [
      {
        employee_id: 7,
        employee: { id: 7, name: 'Ana Torres' },
        read_at: null,
        acknowledged_at: null,
        flagged_at: null,
        is_urgent: false,
        answered: false,
        is_past_due: true,
        location_ids: [3],
        acknowledgement_note: null,
        acknowledgement_photo_url: null,
      },
    ],
    current_page: 1,
    total_pages: 1,
    per_page: 50,
  },
} as unknown as TMemoDetail;

let current: TMemoDetail = detail;
const update = vi.fn();
const remove = vi.fn();
vi.mock('../../../api/memos', () => ({
  useMemoDetail: () => ({ data: current, isError: false }),
  useCompanyTimeZone: () => 'America/Chicago',
  useMemoActions: () => {
    const idle = { mutate: vi.fn(), isPending: false };
    return {
      update: { mutate: update, isPending: false },
      expire: idle,
      archive: idle,
      remove: { mutate: remove, isPending: false },
      recipients: idle,
    };
  },
  usePicker: () => ({ data: [] }),
  useRecipientPreview: () => ({ data: undefined }),
  memosApi: { surveyCsv: vi.fn() },
}));
const history: TMemoReminders = {
  memo_id: 9,
  due_at: '2026-03-11T15:30:00.000Z',
  reminder_steps: [-24, 0, 24],
  escalate_after_hours: 24,
  steps: [
    {
      step_hours: -24,
      scheduled_at: '2026-03-10T15:30:00.000Z',
      sent_at: '2026-03-10T15:31:00.000Z',
      reminded_count: 3,
      sms_count: 2,
      mail_count: 0,
    },
    {
      step_hours: 0,
      scheduled_at: '2026-03-11T15:30:00.000Z',
      sent_at: '2026-03-11T15:31:00.000Z',
      reminded_count: 1,
      sms_count: 0,
      mail_count: 1,
    },
    {
      step_hours: 24,
      scheduled_at: '2099-03-12T15:30:00.000Z',
      sent_at: null,
      reminded_count: 0,
      sms_count: 0,
      mail_count: 0,
    },
  ],
  escalations: [
    {
      level: 'managers',
      manager: { id: 4, name: 'Morgan Manager' },
      sent_at: '2026-03-12T15:31:00.000Z',
      by_mail: true,
      lines: [{ location_id: 3, location: 'Downtown', late: 1, total: 3, late_names: ['Ana Torres'] }],
    },
  ],
};
vi.mock('../../../api/memo-reminders', () => ({
  useMemoReminders: () => ({ data: history, isError: false }),
}));

vi.mock('../../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany('manager', { id: 5 }),
}));

const { default: MemoDetailPage } = await import('./MemoDetailPage');

describe('MemoDetailPage', () => {
  it('shows the memo as sent, its stats with a whole-percent rate, and who is past due', () => {
    const from = encodeURIComponent(JSON.stringify({ path: '/5/memo-sends?page=2' }));
    renderRoutes([{ path: '/:companyId/memo/:id', element: <MemoDetailPage /> }], `/5/memo/9?from=${from}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Coffee survey' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/5/memo-sends?page=2');
    // Made by hand: no send, no template named.
    expect(screen.queryByText('Part of send')).toBeNull();
    expect(screen.queryByText('From template')).toBeNull();
    expect(screen.getByText('honestly').tagName).toBe('STRONG');
    expect(screen.getByTestId('stat-recipients').textContent).toBe('3');
    expect(screen.getByTestId('stat-answered').textContent).toBe('2');
    expect(screen.getByTestId('stat-responseRate').textContent).toBe('67%');
    expect(screen.getByRole('heading', { name: 'Past due, by location' })).toBeTruthy();
    expect(screen.getAllByText('Ana Torres').length).toBe(2);
    // The reminder and escalation history, step by step.
    const reminders = screen.getByRole('region', { name: 'Reminders and escalation' });
    expect(within(reminders).getByText('1 day before')).toBeTruthy();
    expect(within(reminders).getByText('3 people reminded')).toBeTruthy();
    expect(within(reminders).getByText('2 by SMS')).toBeTruthy();
    expect(within(reminders).getByText('1 by e-mail')).toBeTruthy();
    expect(within(reminders).getByText(/^Planned for /)).toBeTruthy();
    expect(within(reminders).getByText('Their managers')).toBeTruthy();
    expect(within(reminders).getByText(/^Digest to Morgan Manager, .* · also by e-mail$/)).toBeTruthy();
    expect(within(reminders).getByText('Downtown: 1 of 3 has not responded — Ana Torres')).toBeTruthy();
    for (const name of ['Expire', 'Edit recipients', 'Download summary', 'Download responses', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    // A survey is always Flaggable: no 'Type' to show.
    expect(screen.getByText('Category')).toBeTruthy();
    expect(screen.queryByText('Type')).toBeNull();
    expect(screen.queryByText('Flaggable')).toBeNull();
    // A published memo can still be edited (its title, content, dates but the start).
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/5/memo/9/edit');
    // A published memo still takes attachments, but its detail lists them compactly: the drop
    // area shows only once the manager asks to add files.
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    expect(within(attachments).getByText('No attachments.')).toBeTruthy();
    expect(within(attachments).queryByLabelText('Choose files to attach')).toBeNull();
    fireEvent.click(within(attachments).getByRole('button', { name: 'Add files' }));
    expect(within(attachments).getByLabelText('Choose files to attach')).toBeTruthy();
    fireEvent.click(within(attachments).getByRole('button', { name: 'Done' }));
    expect(within(attachments).queryByLabelText('Choose files to attach')).toBeNull();
  });

  it('publishes a draft and deletes after a confirmation, going back where it came from', async () => {
    current = {
      ...detail,
      kind: 'message',
      status: 'draft',
      can_expire: false,
      is_past_due: false,
    } as TMemoDetail;
    const { router } = renderRoutes(
      [
        { path: '/:companyId/memo/:id', element: <MemoDetailPage /> },
        { path: '/:companyId/memo-sends', element: <p>Sent list</p> },
      ],
      '/5/memo/9',
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/5/memo/9/edit');
    expect(screen.queryByRole('button', { name: 'Download summary' })).toBeNull();
    // A message's type is its own choice, so it shows.
    expect(screen.getByText('Type')).toBeTruthy();
    expect(screen.getByText('Flaggable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(update.mock.calls[0]?.[0]).toEqual({ kind: 'message', body: { id: 9, publish: true } });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this memo?' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove.mock.calls[0]?.[0]).toEqual({ kind: 'message', id: 9 });
    const callbacks = remove.mock.calls[0]?.[1] as { onSuccess: () => void } | undefined;
    if (!callbacks) throw new Error('remove was not called with callbacks');
    act(() => callbacks.onSuccess());
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo-sends'));
  });

  it('a draft of a draft send is not offered Publish alone: the send publishes its memos together', () => {
    current = {
      ...detail,
      kind: 'message',
      status: 'draft',
      can_expire: false,
      template_send_id: 12,
      template_send: { id: 12, name: 'Holiday week' },
    } as TMemoDetail;
    renderRoutes([{ path: '/:companyId/memo/:id', element: <MemoDetailPage /> }], '/5/memo/9');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Holiday week' }).getAttribute('href')).toBe('/5/memo-send/12');
  });

  it('says which send it is part of and which template it came from, each a link (English and Spanish)', async () => {
    current = {
      ...detail,
      template_id: 4,
      template_send_id: 12,
      template: { id: 4, title: 'Holiday hours' },
      template_send: { id: 12, name: 'Holiday week' },
    } as TMemoDetail;
    const page = () =>
      renderRoutes([{ path: '/:companyId/memo/:id', element: <MemoDetailPage /> }], '/5/memo/9');
    const first = page();
    expect(screen.getByText('Part of send')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Holiday week' }).getAttribute('href')).toBe('/5/memo-send/12');
    expect(screen.getByText('From template')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Holiday hours' }).getAttribute('href')).toBe(
      '/5/memo-template/4',
    );
    first.unmount();
    await act(() => switchLocale('es'));
    try {
      page();
      expect(screen.getByText('Parte del envío')).toBeTruthy();
      expect(screen.getByText('De la plantilla')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
