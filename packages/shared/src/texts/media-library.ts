/**
 * The media library texts, apart from the schemas of
 * schemas/media-library.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const MEDIA_LIBRARY_TEXT = {
  fileRequired: 'Choose a file to upload',
  fileType: 'Upload an image, a video, an audio file or a PDF',
  fileTooLarge: 'The file is too large',
  imageUnreadable: 'This image could not be read',
  notFound: 'File not found',
  oneMemo: 'Attach it to one message, survey or celebration',
} as const;
