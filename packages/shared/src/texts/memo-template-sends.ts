/**
 * The memo template sends texts (and the limits they name), apart from the schemas of
 * schemas/memo-template-sends.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const TEMPLATE_SEND_MEMOS_MAX = 20;

export const SEND_TEXT = {
  notDraft: 'Only a draft send can be changed this way',
  noMemos: 'Add at least one memo',
  tooManyMemos: `A send has at most ${TEMPLATE_SEND_MEMOS_MAX} memos`,
  archived: 'This send is archived: unarchive it first',
  alreadyArchived: 'This send is already archived',
  notArchived: 'This send is not archived',
  notPublished: 'Only a published send can be archived',
  memoNotInSend: 'This memo is not in this send',
  memoOrTemplate: 'Name the memo to edit (memo_id) or the template to add (template_id)',
  endPassed: 'The end must be in the future',
  targetsFixed: 'The recipients of a published send cannot change',
} as const;
