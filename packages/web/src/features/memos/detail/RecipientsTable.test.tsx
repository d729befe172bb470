import type { TMemoStats } from '@teamline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../layouts/company/test-render';
import '../i18n';
import { RecipientsTable } from './RecipientsTable';

const photo = '/api/media/signature?company_id=5&file_path=acknowledgements%2F5%2Fa.png';
const stats = {
  recipients: [
    {
      employee_id: 7,
      employee: { id: 7, name: 'Ana Torres' },
      read_at: '2026-03-01T15:00:00.000Z',
      acknowledged_at: '2026-03-01T15:05:00.000Z',
      flagged_at: null,
      is_urgent: false,
      answered: false,
      is_past_due: false,
      location_ids: [3],
      acknowledgement_note: 'Shelf restocked',
      acknowledgement_photo_url: photo,
    },
  ],
  current_page: 1,
  total_pages: 1,
  per_page: 50,
} as unknown as TMemoStats;

describe('RecipientsTable', () => {
  it('shows what an employee acknowledged with: their note and their photo, full size a click away', () => {
    renderAt(<RecipientsTable stats={stats} kind="message" zone="America/Chicago" onPage={() => {}} />);
    expect(screen.getByText('“Shelf restocked”')).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Photo Ana Torres acknowledged with (opens full size)' });
    expect(img.getAttribute('src')).toBe(photo);
    expect(img.closest('a')?.getAttribute('href')).toBe(photo);
  });

  it('shows a flag’s note, its place in the lifecycle and the manager’s answer', () => {
    const row = (stats.recipients[0] ?? {}) as TMemoStats['recipients'][number];
    const flagged = {
      ...stats,
      recipients: [
        {
          ...row,
          flagged_at: '2026-03-01T16:00:00.000Z',
          flag_state: 'answered',
          flag_note: 'The price is wrong',
          manager_note: 'Fixed, thanks',
        },
        {
          ...row,
          employee_id: 8,
          employee: { id: 8, name: 'Ben Ruiz' },
          flagged_at: '2026-03-01T16:30:00.000Z',
          flag_state: 'open',
          flag_note: null,
          manager_note: null,
          is_urgent: true,
        },
      ],
    } as TMemoStats;
    renderAt(<RecipientsTable stats={flagged} kind="message" zone="America/Chicago" onPage={() => {}} />);
    expect(screen.getByText('“The price is wrong”')).toBeTruthy();
    expect(screen.getByText('Answer: “Fixed, thanks”')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText('Awaiting a manager')).toBeTruthy();
    expect(screen.getByText(/· urgent$/)).toBeTruthy();
  });

  it("says when each person answered a survey, never a bare 'Yes' beside a Yes/No question", () => {
    const answered = stats.recipients[0];
    if (!answered) throw new Error('no recipient');
    const survey = {
      ...stats,
      recipients: [
        { ...answered, answered: true, acknowledgement_note: null, acknowledgement_photo_url: null },
        {
          ...answered,
          employee_id: 8,
          employee: { id: 8, name: 'Bo Chen' },
          answered: false,
          acknowledged_at: null,
          acknowledgement_note: null,
          acknowledgement_photo_url: null,
        },
      ],
    } as TMemoStats;
    renderAt(<RecipientsTable stats={survey} kind="survey" zone="America/Chicago" onPage={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Answered' })).toBeTruthy();
    const [ana, bo] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!ana || !bo) throw new Error('two rows expected');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Company time, named: the test's clock runs in UTC (vitest config), the company in Chicago.
    expect(cells(ana)[2]).toBe('3/1/26, 9:05 AM CST');
    expect(cells(bo)[2]).toBe('—');
    expect(screen.queryByText('Yes')).toBeNull();
  });
});
