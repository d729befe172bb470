import { DEFAULT_SURVEY_OPTIONS, MEMO_TEXT, MSG, type TCompany, type TMemo } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import { abilitiesFor } from '../../../layouts/company/test-company';
import { renderAt } from '../../../layouts/company/test-render';
import { zoneInputToIso } from '../format';
import { SPEC_DEFAULTS } from './compose-form';

const create = vi.fn();
const update = vi.fn();
const translate = vi.fn();
const preview = vi.fn();

vi.mock('../../../api/memos', () => ({
  useMemoActions: () => ({
    create: { mutate: create, isPending: false },
    update: { mutate: update, isPending: false },
  }),
  usePicker: (_: number, what: string) => ({
    data:
      what === 'locations'
        ? [{ id: 3, name: 'Downtown' }]
        : what === 'employees'
          ? [
              { id: 8, name: 'Bo Chen' },
              { id: 9, name: 'Ana Lopez' },
            ]
          : [],
  }),
  useRecipientPreview: (_: number, t: { location_ids: number[] }) => preview(t),
  memosApi: { translate: (...args: unknown[]) => translate(...args) },
}));

const { ComposeForm } = await import('./MemoComposePage');

const company = {
  id: 5,
  pivot: { role: 'manager' },
  abilities: abilitiesFor('manager'),
  message_categories: ['General', 'Safety'],
  survey_categories: ['Feedback'],
  celebration_categories: ['Default', 'Birthday'],
  default_survey_options: DEFAULT_SURVEY_OPTIONS,
} as unknown as TCompany;

const draft = {
  id: 41,
  kind: 'survey',
  status: 'draft',
  title: 'Coffee survey',
  content: '<p>Tell us</p>',
  category: 'Feedback',
  priority: 'high',
  signature: false,
  type: 'standard',
  options: [{ question: 'Do you like it?', options_key: 'yes-no', options: ['Yes', 'No'] }],
  location_ids: [3],
  audience_ids: [],
  recipient_ids: [],
  start_at: null,
  reveal_at: null,
  due_at: null,
  end_at: null,
  reminder_steps: [-24, 0],
  escalate_after_hours: null,
  translations: [],
  media: [],
} as unknown as TMemo;

describe('ComposeForm', () => {
  beforeEach(() => {
    for (const fn of [create, update, translate, preview]) fn.mockReset();
    preview.mockReturnValue({ data: { recipient_count: 6 }, isError: false });
  });

  it('shows the validation texts and sends nothing when a new message is incomplete', async () => {
    renderAt(
      <ComposeForm
        company={company}
        kind="message"
        memo={null}
        zone="America/Chicago"
        defaults={SPEC_DEFAULTS}
      />,
    );
    expect(screen.getByDisplayValue('Non-flaggable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(screen.getByText(MEMO_TEXT.noRecipients)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  }, 20_000);

  it('publishes an edited draft with its targeting, and shows the recipient count first', async () => {
    renderAt(
      <ComposeForm
        company={company}
        kind="survey"
        memo={draft}
        zone="America/Chicago"
        defaults={SPEC_DEFAULTS}
      />,
    );
    expect(screen.getByText('Reaches 6 people')).toBeTruthy();
    expect(preview).toHaveBeenLastCalledWith({ location_ids: [3], audience_ids: [], recipient_ids: [] });
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Coffee survey 2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update.mock.calls[0]?.[0]?.kind).toBe('survey');
    expect(update.mock.calls[0]?.[0]?.body).toMatchObject({
      id: 41,
      title: 'Coffee survey 2',
      content: '<p>Tell us</p>',
      category: 'Feedback',
      priority: 'high',
      type: 'standard',
      location_ids: [3],
      options: [{ question: 'Do you like it?', options_key: 'yes-no', options: ['Yes', 'No'] }],
      translations: [],
      publish: true,
    });
  }, 20_000);

  it("shows the server's 422 texts on their fields and keeps what was typed", async () => {
    update.mockImplementation((_body, callbacks: { onError: (e: Error) => void }) =>
      callbacks.onError(
        new ApiError(422, 'Invalid', { title: ['Too similar'], location_ids: [MEMO_TEXT.outsideScope] }),
      ),
    );
    renderAt(
      <ComposeForm
        company={company}
        kind="survey"
        memo={draft}
        zone="America/Chicago"
        defaults={SPEC_DEFAULTS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Too similar')).toBeTruthy();
    expect(screen.getByText(MEMO_TEXT.outsideScope)).toBeTruthy();
    expect(update.mock.calls[0]?.[0]?.body).toMatchObject({ publish: false });
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Coffee survey');
  }, 20_000);

  it('keeps the form usable when translation is not configured', async () => {
    translate.mockRejectedValue(new ApiError(503, MEMO_TEXT.translationOff));
    renderAt(
      <ComposeForm
        company={company}
        kind="message"
        memo={null}
        zone="America/Chicago"
        defaults={SPEC_DEFAULTS}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Spanish translation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText(MEMO_TEXT.translationOff)).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Title (Spanish)' });
    fireEvent.change(title, { target: { value: 'Hola' } });
    expect((title as HTMLInputElement).value).toBe('Hola');
  }, 20_000);

  it('writes a celebration from the upcoming list: person, reason and day preset, a title suggested, no recipients needed', async () => {
    // Days ahead of today, so the start is always in the future (Schedule, not Publish).
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const next = new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10);
    renderAt(
      <ComposeForm
        company={company}
        kind="celebration"
        memo={null}
        zone="America/Chicago"
        defaults={SPEC_DEFAULTS}
        preset={{
          celebrated_employee_id: '8',
          celebration_type: 'anniversary',
          celebration_date: day,
          start_at: `${day}T09:00`,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Celebration' })).toBeTruthy();
    expect((screen.getByLabelText('Celebration date') as HTMLInputElement).value).toBe(day);
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe(`${day}T09:00`);
    expect(screen.queryByText(MEMO_TEXT.noRecipients)).toBeNull();
    // Choosing the person suggests a title while none is typed.
    const who = screen.getByRole('combobox', { name: /Who is celebrated/ });
    expect((who as HTMLInputElement).value).toBe('Bo Chen');
    fireEvent.click(who);
    const listbox = screen.getByRole('listbox', { name: /Who is celebrated/, hidden: true });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Ana Lopez', hidden: true }));
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Happy work anniversary, Ana!',
    );
    // Moving the day moves the start with it.
    fireEvent.change(screen.getByLabelText('Celebration date'), { target: { value: next } });
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe(`${next}T09:00`);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      kind: 'celebration',
      body: {
        title: 'Happy work anniversary, Ana!',
        celebrated_employee_id: 9,
        celebration_type: 'anniversary',
        celebration_date: next,
        start_at: zoneInputToIso(`${next}T09:00`, 'America/Chicago'),
        location_ids: [],
        publish: true,
      },
    });
  }, 20_000);

  it('edits a survey that is out: no Publish, the start and the questions stay, Save sends neither', async () => {
    renderAt(
      <ComposeForm
        company={company}
        kind="survey"
        memo={{ ...draft, status: 'published', start_at: '2026-03-01T15:00:00.000Z' }}
        zone="America/Chicago"
        defaults={SPEC_DEFAULTS}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect((screen.getByLabelText('Start') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('The questions of a survey that is out can no longer change.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Coffee survey (fixed)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    const body = update.mock.calls[0]?.[0]?.body;
    expect(body).toMatchObject({ id: 41, title: 'Coffee survey (fixed)', publish: false });
    expect(body).not.toHaveProperty('options');
    expect(body).not.toHaveProperty('start_at');
  }, 20_000);
});
