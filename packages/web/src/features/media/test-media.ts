import type { TMediaFile, TMediaPage } from '@teamline/shared';

/** Files and pages as media/list and company/media answer them, for the page tests. */
export function buildFile(over: Partial<TMediaFile> = {}): TMediaFile {
  return {
    id: 31,
    company_id: 5,
    name: 'Store map',
    title: null,
    content: 'Where everything is',
    filename: 'a1.jpg',
    filename_min: 'a1.min.webp',
    filename_thumb: 'a1.thumb.webp',
    filepath: '/api/media/signature?company_id=5&file_path=media%2F5%2Fa1.jpg',
    filepath_min: '/api/media/signature?company_id=5&file_path=media%2F5%2Fa1.min.webp',
    filepath_thumb: '/api/media/signature?company_id=5&file_path=media%2F5%2Fa1.thumb.webp',
    original_filename: 'store-map.jpg',
    type: 'jpg',
    type_category: 'image',
    mime: 'image/jpeg',
    size: 240_000,
    mode: 'segments',
    location_ids: [3],
    locations: [{ id: 3, name: 'Downtown' }],
    audience_ids: [],
    audiences: [],
    recipient_ids: [],
    recipients: [],
    marked_viewable_at: '2026-03-10T15:30:00.000Z',
    creator: { id: 2, name: 'Maya Manager' },
    updater: null,
    created_at: '2026-03-10T15:30:00.000Z',
    updated_at: '2026-03-10T15:30:00.000Z',
    deleted_at: null,
    view_count: 0,
    viewed_at: null,
    ...over,
  };
}

export const buildPdf = (over: Partial<TMediaFile> = {}) =>
  buildFile({
    id: 32,
    name: 'Safety manual',
    content: null,
    filename: 'b2.pdf',
    filename_min: null,
    filename_thumb: null,
    filepath: '/api/media/signature?company_id=5&file_path=media%2F5%2Fb2.pdf',
    filepath_min: null,
    filepath_thumb: null,
    original_filename: 'safety.pdf',
    type: 'pdf',
    type_category: 'document',
    mime: 'application/pdf',
    size: 2_400_000,
    location_ids: [],
    locations: [],
    audience_ids: [4],
    audiences: [{ id: 4, name: 'Baristas' }],
    marked_viewable_at: null,
    ...over,
  });

export function buildMediaPage(media: TMediaFile[], over: Partial<TMediaPage> = {}): TMediaPage {
  return {
    media,
    current_page: 1,
    total_pages: 1,
    total: media.length,
    per_page: 24,
    sort_by: 'created_at',
    sort_direction: 'desc',
    terms: '',
    filters: { audiences: [], locations: [], type_category: [] },
    ...over,
  };
}

/**
 * XMLHttpRequest as the browser gives it, driven by the test: the upload's progress, an answer, a
 * dropped connection. The page's uploads go through it (api/upload.ts).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
  drop() {
    this.onerror?.();
  }
}
