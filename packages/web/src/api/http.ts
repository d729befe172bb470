import { isCancelledError } from '@tanstack/react-query';
import {
  type ApiErrorBody,
  AUTH_COOKIE,
  type Envelope,
  type ErrorCode,
  takesIdempotencyKey,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@teamline/shared';
import { readCookie } from './cookies';

/**
 * A failed call: status, the server's message, its stable code and its texts per field (spec §8
 * error list). What kind of failure it is comes from the code; the status only stands in when the
 * answer carried none (a proxy's page, the network).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly code?: ErrorCode,
    /** Maintenance answers also say `mode: 'maintenance'`; it is accepted alone too. */
    readonly mode?: 'maintenance',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The API is in maintenance (503 `maintenance`). */
  get isMaintenance(): boolean {
    return this.code === 'maintenance' || this.mode === 'maintenance';
  }

  /** The session is missing or over (401 `unauthenticated`). */
  get isUnauthenticated(): boolean {
    return this.code === undefined ? this.status === 401 : this.code === 'unauthenticated';
  }

  /** The caller may not do this, or see this record (403 `forbidden`). */
  get isForbidden(): boolean {
    return this.code === undefined ? this.status === 403 : this.code === 'forbidden';
  }

  /** The input was refused, with texts per field (422 `validation_failed`). */
  get isValidation(): boolean {
    return this.code === undefined ? this.status === 422 : this.code === 'validation_failed';
  }

  /**
   * No answer came: the request was aborted (a page navigating away, a cancelled query) or the
   * network failed. It says nothing about the session, so it never signs anyone out.
   */
  get isNoAnswer(): boolean {
    return this.status === 0;
  }

  /** Every message of the failure, flattened, for a toast. */
  get messages(): string[] {
    const fieldTexts = Object.values(this.errors).flat();
    return fieldTexts.length > 0 ? fieldTexts : [this.message];
  }
}

/**
 * A failure that is not one: the request was aborted or cancelled (TanStack's CancelledError
 * when a query is cancelled or reset), or got no answer at all. Only an answer, like a 401,
 * tells something about the session.
 */
export function isNoAnswer(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return error instanceof ApiError && error.isNoAnswer;
}

type Handler = (error: ApiError) => void;
const handlers: { unauthorized: Handler | null; maintenance: Handler | null } = {
  unauthorized: null,
  maintenance: null,
};

/** The app wires these once: 401 on a signed-in session logs out; maintenance goes to /maintenance. */
export function onUnauthorized(handler: Handler): void {
  handlers.unauthorized = handler;
}
export function onMaintenance(handler: Handler): void {
  handlers.maintenance = handler;
}

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

function toSearch(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A call's path under /api/ with its query string: `home?company_id=4`. */
export function apiPath(path: string, query?: Query): string {
  return `${path.replace(/^\//, '')}${toSearch(query)}`;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
  /**
   * Sent as Idempotency-Key (docs/security.md): the server answers a repeat with the first
   * answer, so the call is retried with the same key when the connection drops or the first
   * attempt is still running, and nothing is made twice. `request` gives every call of
   * @teamline/shared IDEMPOTENT_CALLS a fresh one unless the caller brings its own (here or as
   * an Idempotency-Key header: a dialog keeps one key until its action succeeds).
   */
  idempotencyKey?: string;
}

/** Waits before each retry of a keyed call whose answer was lost (about 12 s in all). */
export const IDEMPOTENT_RETRY_MS = [500, 1500, 4000, 6000] as const;

const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A fresh Idempotency-Key: 128 random bits in hex. getRandomValues works outside secure
 * contexts too (a server reached over plain HTTP on a shop's network), where randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bearer from the auth cookie and the XSRF echo that every call sends (spec §7, §9). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readCookie(AUTH_COOKIE);
  if (token) headers.authorization = `Bearer ${token}`;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/**
 * A failed answer as an ApiError; maintenance and a 401 of a signed-in session are handled once,
 * here. `sentAuthorization` is the authorization header the call carried: a 401 ends that session
 * only while it is still the browser's. The calls of one page that meet the same dead session
 * (the first page asks for the user and the company at once) end it once, and a late 401 of a
 * session since replaced by a new sign-in ends nothing.
 */
export function apiFailure(
  status: number,
  data: Partial<ApiErrorBody>,
  sentAuthorization: string | undefined,
): ApiError {
  const error = new ApiError(
    status,
    data.message ?? `Request failed with status code ${status}`,
    data.errors ?? {},
    data.code,
    data.mode,
  );
  if (error.isMaintenance) handlers.maintenance?.(error);
  else if (
    error.isUnauthenticated &&
    sentAuthorization !== undefined &&
    sentAuthorization === authHeaders().authorization
  )
    handlers.unauthorized?.(error);
  return error;
}

async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers = { ...authHeaders(), ...opts.headers };
  const token = headers.authorization;
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api/${apiPath(path, opts.query)}`, {
      method,
      headers,
      body,
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw new ApiError(0, 'request aborted');
    throw new ApiError(0, 'Network Error');
  }
  if (!res.ok) {
    let data: Partial<ApiErrorBody> = {};
    try {
      data = (await res.json()) as ApiErrorBody;
    } catch {
      data = {};
    }
    throw apiFailure(res.status, data, token);
  }
  return res;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth repeating with the same key: the answer never came, or the first attempt still runs. */
const lostOrRunning = (err: unknown) =>
  err instanceof ApiError &&
  ((err.status === 0 && err.message === 'Network Error') || err.code === 'idempotency_in_progress');

/** A call that takes a key gets a fresh one, unless the caller brought its own. */
function keyed(method: string, path: string, opts: RequestOptions = {}): RequestOptions {
  const headers = { ...opts.headers };
  const named = Object.keys(headers).find((name) => name.toLowerCase() === IDEMPOTENCY_HEADER);
  const brought = opts.idempotencyKey ?? (named ? headers[named] : undefined);
  if (named) delete headers[named];
  const idempotencyKey = brought ?? (takesIdempotencyKey(method, path) ? newIdempotencyKey() : undefined);
  return { ...opts, headers, idempotencyKey };
}

/** send, retried with the same Idempotency-Key while the answer is lost (never without a key). */
async function sendOnce(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(method, path, opts);
    } catch (err) {
      const wait = IDEMPOTENT_RETRY_MS[attempt];
      if (!opts.idempotencyKey || wait === undefined || !lostOrRunning(err)) throw err;
      await sleep(wait);
    }
  }
}

/** Calls the API and unwraps data.content. */
export async function request<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  const res = await sendOnce(method, path, keyed(method, path, opts));
  const json = (await res.json()) as Envelope<T>;
  return json.data.content;
}

/** Like request, keeping the successes list that some calls send beside the content. */
export async function requestWithSuccesses<T>(
  method: string,
  path: string,
  opts?: RequestOptions,
): Promise<{ content: T; successes: string[] }> {
  const res = await sendOnce(method, path, keyed(method, path, opts));
  const json = (await res.json()) as Envelope<T>;
  return { content: json.data.content, successes: json.data.successes ?? [] };
}

/** A file download: the name comes from content-disposition, else the given fallback (spec §7). */
export async function download(method: string, path: string, fallbackName: string, opts?: RequestOptions) {
  const res = await send(method, path, opts);
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = match?.[1] ? decodeURIComponent(match[1]) : fallbackName;
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, { body, headers }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
};
