/**
 * The media texts, apart from the schemas of
 * schemas/media.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const MEDIA_TEXT = {
  fileRequired: 'Choose a file to attach',
  fileType: 'Attach an image, a video, an audio file or a PDF',
  fileTooLarge: 'The file is too large',
  tooMany: 'A memo can have at most 10 attachments',
  notAttached: 'This file is not attached to this memo',
} as const;
