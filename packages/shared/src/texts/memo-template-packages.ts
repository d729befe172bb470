/**
 * The memo template packages texts (and the limits they name), apart from the schemas of
 * schemas/memo-template-packages.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

/** A package holds at most this many steps (a template send's memo limit). */
export const PACKAGE_STEPS_MAX = 20;

/** A use makes at most this many memos (steps × the recipients' distinct time zones). */
export const PACKAGE_USE_MEMOS_MAX = 100;

export const PACKAGE_TEXT = {
  tooManySteps: `A package has at most ${PACKAGE_STEPS_MAX} templates`,
  noSteps: 'Add at least one template to the package',
  stepNotFound: 'This template is not in this package',
  archivedTemplate: 'A template of this package is archived: unarchive it or remove it first',
  startPassed: 'The start date cannot be in the past',
  tooManyMemos: `This would make more than ${PACKAGE_USE_MEMOS_MAX} memos: choose fewer recipients or templates`,
  nobodyReached: 'These recipients reach nobody',
  time: 'Use a time like 09:00',
  date: 'Use a date like 2026-12-01',
} as const;
