/**
 * The followups texts, apart from the schemas of
 * schemas/followups.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const FOLLOWUP_TEXT = {
  checkinsOff: 'Check-ins are turned off for this company',
  handAlreadyRaised: 'Your hand is already raised',
  handClosed: 'This raised hand is already closed',
  unknownTopic: 'Choose one of the check-in topics',
  checkinNotOpen: 'This check-in is not open yet',
  checkinAnswered: 'This check-in has already been answered',
  checkinClosed: 'This check-in is closed',
  notAwaitingManager: 'This follow-up is not waiting for a manager',
  notAwaitingEmployee: 'Only an answered follow-up can be closed',
  employeeRequired: 'Choose an employee',
} as const;
