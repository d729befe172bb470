import { MSG } from '../messages.js';

/**
 * The forms texts (and the limits they name), apart from the schemas of
 * schemas/forms.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const FORM_LIMITS = {
  fields: 100,
  options: 50,
  label: 300,
  helpText: 1000,
  option: 200,
  name: 200,
  description: 5000,
  text: 1000,
  longText: 20_000,
  /** Files in one file field (a signature is one file). */
  filesPerField: 10,
  /** Bytes of one uploaded file (images are re-encoded after). */
  fileBytes: 20 * 1024 * 1024,
} as const;

/** The texts forms show beyond spec §5's (MSG): the same on both sides. */
export const FORM_TEXT = {
  needsField: 'Add at least one field',
  needsOptions: 'Add at least two options',
  duplicateKey: 'Two fields have the same key',
  duplicateOption: 'Two options are the same',
  notAnOption: 'Choose one of the options',
  number: MSG.phoneDigits,
  date: 'Use a date (YYYY-MM-DD)',
  time: 'Use a time (HH:MM)',
  tooLong: 'This answer is too long',
  tooManyFiles: `Attach at most ${FORM_LIMITS.filesPerField} files`,
  oneSignature: 'Sign once',
  unknownFile: 'This file was not uploaded to this form by you',
  closed: 'This form is closed',
  notClosed: 'This form is not closed',
  notYours: 'Only the person who sent a response can change it',
  fileRequired: 'Choose a file to attach',
  fileType: 'Attach an image, a PDF or a document',
  fileTooLarge: 'The file is too large',
  noRecipients: 'Choose at least one location, audience or employee',
  noTemplate: 'No such template',
  emailSent: 'The response was sent',
} as const;
