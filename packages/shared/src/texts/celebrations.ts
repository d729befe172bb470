/**
 * The celebrations texts, apart from the schemas of
 * schemas/celebrations.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const CELEBRATION_TEXT = {
  employeeRequired: 'Choose the employee to celebrate',
  optionNotOffered: 'Choose one of the celebration options',
  notACelebration: 'This memo is not a celebration',
  celebratedCannotCelebrate: 'You cannot celebrate your own celebration',
} as const;
