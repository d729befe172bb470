/**
 * The calls that take an Idempotency-Key (docs/security.md, Operations): the server answers a
 * repeat of the same key with the first answer. The server declares them on its routes
 * (`config.idempotent`) and a server test holds this list equal to what it declares; the web
 * client keys every call named here and retries it with the same key when its answer is lost.
 * Method and path under /api.
 */
export const IDEMPOTENT_CALLS: readonly string[] = [
  'POST employees/invite',
  'POST company/location',
  'POST company/audience',
  'POST tags/create',
  'POST employee/new',
  'POST company/employees/upload',
  'POST company/employees/upload/confirm',
  'POST company/employees/manager-upload',
  'POST company/employees/upload/manager-confirm',
  'POST company/message',
  'POST message/new',
  'POST company/survey',
  'POST survey/new',
  'POST memos/create',
  'PUT memos/update',
  'POST memo-templates/create',
  'POST memo-templates/use',
  'PUT memo-templates/media',
  'POST memo-templates/share',
  'POST memo-templates/share/use',
  'POST memo-template-sends/create',
  'POST memo-template-sends/publish',
  'PUT memo-template-sends/media',
  'POST memo-template-sends/memo/media',
  'POST memo-template-packages/create',
  'POST memo-template-packages/use',
  'POST scheduled-sends/create',
  'POST employee-message/acknowledge',
  'POST company/celebration',
  'POST company/celebration/new',
  'POST message/media',
  'POST media/create',
  'POST company/upload',
  'POST media/upload/signature',
  'POST company/survey/media',
  'POST company/celebration/media',
  'POST forms/create',
  'POST forms/createTemplate',
  'POST forms/createResponse',
  'POST forms/uploadFile',
  'POST forms/emailResponse',
  'POST chat/groups',
  'POST chat/groups/private',
];

const keyed = new Set(IDEMPOTENT_CALLS);

/** Whether a call (method, path under /api with or without the leading slash) takes a key. */
export const takesIdempotencyKey = (method: string, path: string): boolean =>
  keyed.has(`${method.toUpperCase()} ${path.replace(/^\/+/, '').replace(/^api\//, '')}`);
