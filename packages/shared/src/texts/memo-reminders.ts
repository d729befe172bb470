/**
 * The memo reminders texts (and the limits they name), apart from the schemas of
 * schemas/memo-reminders.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const REMINDER_STEP_MAX = 14 * 24;

export const REMINDER_STEPS_MAX_COUNT = 8;

export const REMINDER_TEXT = {
  stepRange: `Choose steps within ${REMINDER_STEP_MAX / 24} days of the due date`,
  tooManySteps: `At most ${REMINDER_STEPS_MAX_COUNT} steps`,
  escalationRange: `Choose a delay between 1 and ${REMINDER_STEP_MAX} hours`,
  stepTwice: 'Choose each step once',
} as const;
