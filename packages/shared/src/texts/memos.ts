/**
 * The memos texts, apart from the schemas of
 * schemas/memos.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const MEMO_TEXT = {
  surveyNeedsQuestion: 'Add at least one question',
  questionNeedsOptions: 'Add at least two answers',
  endBeforeStart: 'The end must be after the start',
  dueBeforeStart: 'The due date must be after the start',
  revealBeforeStart: 'The reveal date must not be before the start',
  noRecipients: 'Choose at least one location, audience or employee',
  outsideScope: 'You may only send to employees you manage',
  notEditable: 'This memo can no longer be edited',
  notPublishable: 'Only a draft can be published',
  heldBySend: 'This memo is part of a draft send: publish the send to send it',
  cannotExpire: 'Only a scheduled or published memo can be expired',
  cannotArchive: 'Only a published or expired message can be archived',
  notPublished: 'Recipients can be changed on a draft, scheduled or published memo only',
  notFlaggable: 'This message cannot be flagged',
  notFlagged: 'This message is not flagged',
  answerEveryQuestion: 'Answer every question',
  answerTheSurvey: 'A survey is answered, not acknowledged',
  notASurvey: 'This memo is not a survey',
  answerNotAnOption: 'Choose one of the answers',
  translationOff: 'Translation is not configured',
  translationFailed: 'The translation service did not answer',
  photoType: 'The photo must be a JPEG, PNG, WebP or GIF image',
  photoUnreadable: 'The photo could not be read, or is larger than 60 megapixels',
  tooManyPhotos: 'Too many photos sent: try again later',
} as const;
