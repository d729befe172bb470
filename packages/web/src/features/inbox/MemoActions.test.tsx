import type { TInboxMemo } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

/** Serves one memo; each action answers the bundle with the memo as `next` makes it. */
function serve(memo: TInboxMemo, next: (path: string) => TInboxMemo) {
  mocks.api.post.mockImplementation(async (path: string) =>
    path === 'app/employee-messages' ? buildInbox([{ ...memo, is_read: true }]) : buildBundle([next(path)]),
  );
}
const open = (id: number) =>
  renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], `/7?memo=${id}`);

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
});

describe('Survey answer form', () => {
  const survey = buildMemo({
    id: 8,
    kind: 'survey',
    title: 'Shift survey',
    options: [
      { question: 'Which shift suits you?', options: ['Morning', 'Evening'] },
      { question: 'Would you cover weekends?', options: ['Yes', 'No', 'Sometimes'] },
    ],
  });

  it('asks for every answer, then sends them by question position and shows them as answered', async () => {
    serve(survey, () => ({
      ...survey,
      is_read: true,
      employee_response: {
        ...survey.employee_response,
        acknowledged_at: '2026-03-03T09:00:00.000Z',
        survey_data: [
          { question: 0, answer: 'Evening' },
          { question: 1, answer: 'Sometimes' },
        ],
      },
    }));
    open(8);
    await screen.findByRole('radiogroup', { name: /Which shift suits you\?/ });
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Evening' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Answer every question')).toBeTruthy();
    expect(mocks.api.post).not.toHaveBeenCalledWith('employee-survey', expect.anything());

    fireEvent.click(screen.getByRole('radio', { name: 'Sometimes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText(/You answered this survey on/);
    expect(mocks.api.post).toHaveBeenCalledWith('employee-survey', {
      company_id: 7,
      id: 8,
      answers: [
        { question: 0, answer: 'Evening' },
        { question: 1, answer: 'Sometimes' },
      ],
    });
    expect((screen.getByRole('radio', { name: 'Sometimes' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send answers' })).toBeNull();
  });
});

describe('Flagging a message', () => {
  const message = buildMemo({ id: 9, title: 'Price change', type: 'standard', can_flag: true });

  it('flags with a note, then removes the flag', async () => {
    serve(message, (path) => ({
      ...message,
      is_read: true,
      employee_response: {
        ...message.employee_response,
        flagged_at: '2026-03-03T09:30:00.000Z',
        flag_data: { note: 'The new price is wrong' },
        flag_state: path.endsWith('/flag') ? 'open' : 'closed',
        flag_closed_at: path.endsWith('/flag') ? null : '2026-03-03T09:40:00.000Z',
      },
    }));
    open(9);
    fireEvent.change(await screen.findByLabelText('What should your manager know? (optional)'), {
      target: { value: 'The new price is wrong' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Flag message' }));
    await screen.findByText(/You flagged this on/);
    expect(mocks.api.post).toHaveBeenCalledWith('employee-message/flag', {
      company_id: 7,
      id: 9,
      note: 'The new price is wrong',
    });
    expect(screen.getByText('“The new price is wrong”')).toBeTruthy();
    expect(screen.getByText('Flagged')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove flag' }));
    await screen.findByRole('button', { name: 'Flag message' });
    expect(mocks.api.post).toHaveBeenCalledWith('employee-message/flag-remove', { company_id: 7, id: 9 });
    await waitFor(() => expect(toastStore.get().map((t) => t.messages[0])).toContain('Flag removed.'));
  });

  it('once a manager answered: their answer, no "Flagged" nor "Remove flag", and Close', async () => {
    const answered = buildMemo(
      { id: 11, title: 'Rota', type: 'standard', can_flag: true, is_read: true },
      {
        flagged_at: '2026-03-03T09:30:00.000Z',
        flag_data: { note: 'Wrong day' },
        flag_state: 'answered',
        is_awaiting_employee: true,
        manager: { id: 9, name: 'Maya Manager' },
        manager_acknowledged_at: '2026-03-03T11:00:00.000Z',
        manager_note: 'Fixed, it is Tuesday',
      },
    );
    serve(answered, () => ({
      ...answered,
      employee_response: { ...answered.employee_response, flag_state: 'closed', is_awaiting_employee: false },
    }));
    open(11);
    expect(await screen.findByText('Fixed, it is Tuesday')).toBeTruthy();
    expect(screen.getByText('Flag answered')).toBeTruthy();
    expect(screen.queryByText('Flagged')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove flag' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close flag' }));
    await screen.findByRole('button', { name: 'Flag message' });
    expect(mocks.api.post).toHaveBeenCalledWith('employee-message/flag-remove', { company_id: 7, id: 11 });
    await waitFor(() => expect(toastStore.get().map((t) => t.messages[0])).toContain('Flag closed.'));
  });

  it('offers no flag on a non-flaggable message', async () => {
    serve(buildMemo({ id: 10, title: 'Parking' }), () => buildMemo({ id: 10 }));
    open(10);
    await screen.findByRole('heading', { name: 'Parking' });
    expect(screen.queryByRole('button', { name: 'Flag message' })).toBeNull();
  });
});
