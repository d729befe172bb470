import { CELEBRATION_TEXT, DEFAULT_SURVEY_OPTIONS, MEMO_TEXT, MSG } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import {
  applyOptionSet,
  composeToBody,
  defaultCelebrationDate,
  emptyCompose,
  isScheduled,
  SPEC_DEFAULTS,
  toFormPath,
  validateCompose,
} from './compose-form';

const zone = 'America/Chicago';

describe('compose form', () => {
  it('starts from the memo defaults: non-flaggable, normal priority', () => {
    const v = emptyCompose('message', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS);
    expect(v).toMatchObject({ type: 'nonflaggable', priority: 'normal', signature: false, options: [] });
    const survey = emptyCompose('survey', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS);
    expect(survey.type).toBe('standard');
    expect(survey.options).toEqual([{ question: '', options_key: 'yes-no', options: ['Yes', 'No'] }]);
  });

  it("starts from the company's reminder defaults, sends them for memos and never for celebrations", () => {
    const defaults = { ...SPEC_DEFAULTS, reminder_steps: [-2, 0], escalate_after_hours: null };
    const v = emptyCompose('message', defaults, DEFAULT_SURVEY_OPTIONS);
    expect(v).toMatchObject({ reminder_steps: [-2, 0], escalate_after_hours: null });
    expect(composeToBody({ ...v, title: 'T' }, 'message', zone, false)).toMatchObject({
      reminder_steps: [-2, 0],
      escalate_after_hours: null,
    });
    const cheers = composeToBody(emptyCompose('celebration', defaults, []), 'celebration', zone, false);
    expect('reminder_steps' in cheers || 'escalate_after_hours' in cheers).toBe(false);
    const twice = validateCompose({ ...v, title: 'T', reminder_steps: [0, 0] }, 'message', zone, false);
    expect(twice).toEqual({ reminder_steps: 'Choose each step once' });
  });

  it("picking 'Custom' gives two empty answers to type", () => {
    const q = { question: 'Q', options_key: 'yes-no', options: ['Yes', 'No'] };
    expect(applyOptionSet(q, 'custom', DEFAULT_SURVEY_OPTIONS).options).toEqual(['', '']);
    expect(applyOptionSet(q, 'rating-5', DEFAULT_SURVEY_OPTIONS).options).toEqual(['1', '2', '3', '4', '5']);
  });

  it('builds the payload: ids as numbers, dates from the company zone, the es translation', () => {
    const v = {
      ...emptyCompose('survey', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS),
      title: 'Shift survey',
      content: '<p>Hi</p>',
      category: 'Feedback',
      location_ids: ['3'],
      recipient_ids: ['9', '10'],
      start_at: '2030-01-02T09:00',
      options: [{ question: 'Happy?', options_key: 'yes-no', options: ['Yes', 'No'] }],
      translation: {
        title: 'Encuesta',
        content: '<p></p>',
        options: [{ question: '¿Feliz?', options: ['Sí', 'No'] }],
      },
    };
    expect(composeToBody(v, 'survey', zone, true)).toEqual({
      title: 'Shift survey',
      content: '<p>Hi</p>',
      category: 'Feedback',
      priority: 'normal',
      signature: false,
      type: 'standard',
      location_ids: [3],
      audience_ids: [],
      recipient_ids: [9, 10],
      start_at: '2030-01-02T15:00:00.000Z',
      reveal_at: null,
      due_at: null,
      end_at: null,
      options: [{ question: 'Happy?', options_key: 'yes-no', options: ['Yes', 'No'] }],
      reminder_steps: [-24, 0, 24],
      escalate_after_hours: 24,
      translations: [
        {
          locale_code: 'es',
          title: 'Encuesta',
          content: null,
          options: [{ question: '¿Feliz?', options: ['Sí', 'No'] }],
        },
      ],
      publish: true,
    });
    const message = composeToBody({ ...v, options: [], type: 'nonflaggable' }, 'message', zone, false);
    expect(message).not.toHaveProperty('options');
    expect(message.type).toBe('nonflaggable');
  });

  it("shows the shared schema's texts and the publish rules", () => {
    const v = { ...emptyCompose('survey', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS), options: [] };
    expect(validateCompose(v, 'survey', zone, false)).toEqual({ title: MSG.required });
    expect(validateCompose(v, 'survey', zone, true)).toEqual({
      title: MSG.required,
      options: MEMO_TEXT.surveyNeedsQuestion,
      location_ids: MEMO_TEXT.noRecipients,
    });
    const custom = {
      ...v,
      title: 'T',
      location_ids: ['1'],
      options: [{ question: 'Q', options_key: 'custom', options: ['only one', ''] }],
      start_at: '2030-01-02T09:00',
      end_at: '2030-01-01T09:00',
      due_at: '2030-01-02T09:00',
    };
    expect(validateCompose(custom, 'survey', zone, true)).toEqual({
      'options.0.options': MEMO_TEXT.questionNeedsOptions,
      end_at: MEMO_TEXT.endBeforeStart,
      due_at: MEMO_TEXT.dueBeforeStart,
    });
  });

  it('checks the date order with the shared rule: reveal not before the start, celebrations too', () => {
    const v = {
      ...emptyCompose('message', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS),
      title: 'T',
      start_at: '2030-01-02T09:00',
      reveal_at: '2030-01-02T08:59',
    };
    expect(validateCompose(v, 'message', zone, false)).toEqual({ reveal_at: MEMO_TEXT.revealBeforeStart });
    expect(validateCompose({ ...v, reveal_at: '2030-01-02T09:00' }, 'message', zone, false)).toEqual({});
    const party = {
      ...emptyCompose('celebration', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS, zone),
      title: 'Yay',
      celebrated_employee_id: '5',
      start_at: '2030-01-02T09:00',
      end_at: '2030-01-02T09:00',
    };
    expect(validateCompose(party, 'celebration', zone, false)).toEqual({ end_at: MEMO_TEXT.endBeforeStart });
  });

  it('maps server paths onto the form and tells Publish from Schedule', () => {
    expect(toFormPath('translations.0.title')).toBe('translation.title');
    expect(toFormPath('options.1.question')).toBe('options.1.question');
    const now = new Date('2030-01-02T14:00:00.000Z');
    expect(isScheduled('2030-01-02T09:00', zone, now)).toBe(true);
    expect(isScheduled('2030-01-02T07:00', zone, now)).toBe(false);
    expect(isScheduled('', zone, now)).toBe(false);
  });

  describe('celebrations', () => {
    it('the date helper starts one day ahead in the company zone, sending at 09:00 that day', () => {
      // 23:30 on 1 March in Chicago is already 2 March in UTC: tomorrow is still the 2nd there.
      expect(defaultCelebrationDate(zone, new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-02');
      expect(defaultCelebrationDate('Pacific/Honolulu', new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-02');
      expect(defaultCelebrationDate('America/New_York', new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-03');
      const v = emptyCompose('celebration', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS, zone);
      expect(v.celebration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(v.start_at).toBe(`${v.celebration_date}T09:00`);
      expect(v).toMatchObject({ celebration_type: 'other', celebrated_employee_id: '', options: [] });
    });

    it('needs the person celebrated, but no recipients (they default to that person’s locations)', () => {
      const v = { ...emptyCompose('celebration', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS, zone), title: 'Yay' };
      expect(validateCompose(v, 'celebration', zone, true)).toEqual({
        celebrated_employee_id: CELEBRATION_TEXT.employeeRequired,
      });
      expect(validateCompose({ ...v, celebrated_employee_id: '5' }, 'celebration', zone, true)).toEqual({});
      // A message still needs its recipients.
      expect(validateCompose({ ...v, celebrated_employee_id: '5' }, 'message', zone, true)).toMatchObject({
        location_ids: MEMO_TEXT.noRecipients,
      });
    });

    it('sends the celebration fields and no message type', () => {
      const v = {
        ...emptyCompose('celebration', SPEC_DEFAULTS, DEFAULT_SURVEY_OPTIONS, zone),
        title: 'Happy birthday, Ana!',
        celebrated_employee_id: '5',
        celebration_type: 'birthday' as const,
        celebration_date: '2026-03-02',
        start_at: '2026-03-02T09:00',
      };
      const body = composeToBody(v, 'celebration', zone, true);
      expect(body).toMatchObject({
        celebrated_employee_id: 5,
        celebration_type: 'birthday',
        celebration_date: '2026-03-02',
        start_at: '2026-03-02T15:00:00.000Z',
        publish: true,
      });
      expect(body).not.toHaveProperty('type');
      expect(body).not.toHaveProperty('options');
    });
  });
});
