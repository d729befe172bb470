import type { ApiErrorBody, Envelope } from '@teamline/shared';
import { ApiError, apiFailure, authHeaders, IDEMPOTENT_RETRY_MS, newIdempotencyKey } from './http';

/** How far one upload has come, in bytes sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** Bytes sent so far; starts again at 0 when a lost attempt is retried. */
  onProgress?: (progress: UploadProgress) => void;
  /** Called before each retry of a lost attempt (1 for the first retry). */
  onRetry?: (attempt: number) => void;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of this upload. A retry — automatic, or the person pressing Retry after
   * the automatic ones gave up — must bring the same key, so the server makes one file, not two.
   */
  idempotencyKey?: string;
}

/** The answer's JSON, or {} when there is none (a proxy's page, an empty body). */
function parsed(text: string): Partial<ApiErrorBody> & Partial<Envelope<unknown>> {
  try {
    return JSON.parse(text) as Partial<ApiErrorBody> & Partial<Envelope<unknown>>;
  } catch {
    return {};
  }
}

/**
 * One multipart POST through XMLHttpRequest, whose upload reports its progress (fetch's does not):
 * the same bearer, XSRF echo and Idempotency-Key as every other call (http.ts).
 */
function sendForm<T>(path: string, form: FormData, key: string, opts: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = authHeaders();
    xhr.open('POST', `/api/${path.replace(/^\//, '')}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('idempotency-key', key);
    const abort = () => xhr.abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      done();
      const data = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data.data?.content as T);
      else reject(apiFailure(xhr.status, data, headers.authorization));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'Network Error'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new ApiError(0, 'request aborted'));
    };
    if (opts.signal?.aborted) xhr.abort();
    else xhr.send(form);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth sending again with the same key: the connection dropped, or the first attempt still runs. */
export const isLostUpload = (err: unknown): boolean =>
  err instanceof ApiError &&
  ((err.status === 0 && err.message === 'Network Error') || err.code === 'idempotency_in_progress');

/**
 * Uploads a multipart form with its progress, retried with the same Idempotency-Key while the
 * connection drops (the waits of http.ts, about 12 s in all); answers data.content.
 */
export async function uploadForm<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  const key = opts.idempotencyKey ?? newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendForm<T>(path, form, key, opts);
    } catch (err) {
      const wait = IDEMPOTENT_RETRY_MS[attempt];
      if (wait === undefined || !isLostUpload(err) || opts.signal?.aborted) throw err;
      await sleep(wait);
      opts.onRetry?.(attempt + 1);
      opts.onProgress?.({ loaded: 0, total: 0 });
    }
  }
}
