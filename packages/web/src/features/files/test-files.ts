import type { TMediaFile, TMediaPage } from '@teamline/shared';

/** A media/signature url of company 5, as the server answers it. */
export const signed = (key: string) =>
  `/api/media/signature?company_id=5&file_path=${encodeURIComponent(key)}`;

/** A file of the library as media/list answers it (company 5), with `over` on top. */
export function buildFile(id: number, over: Partial<TMediaFile> = {}): TMediaFile {
  return {
    id,
    company_id: 5,
    name: `File ${id}`,
    title: null,
    content: null,
    filename: `${id}.pdf`,
    filename_min: null,
    filename_thumb: null,
    filepath: signed(`media/5/${id}.pdf`),
    filepath_min: null,
    filepath_thumb: null,
    original_filename: `file-${id}.pdf`,
    type: 'pdf',
    type_category: 'document',
    mime: 'application/pdf',
    size: 250_000,
    mode: 'segments',
    location_ids: [],
    locations: [],
    audience_ids: [],
    audiences: [],
    recipient_ids: [],
    recipients: [],
    marked_viewable_at: '2026-03-01T10:00:00.000Z',
    creator: { id: 2, name: 'Morgan Manager' },
    updater: null,
    // 03:30 UTC on 2 March is the evening of 1 March in Chicago.
    created_at: '2026-03-02T03:30:00.000Z',
    updated_at: '2026-03-02T03:30:00.000Z',
    deleted_at: null,
    view_count: null,
    viewed_at: null,
    ...over,
  };
}

/** An image with its WebP medium and thumbnail. */
export const imageFile = (id: number, over: Partial<TMediaFile> = {}) =>
  buildFile(id, {
    name: 'New shelf layout',
    filename: `${id}.jpg`,
    filename_min: `${id}.min.webp`,
    filename_thumb: `${id}.thumb.webp`,
    filepath: signed(`media/5/${id}.jpg`),
    filepath_min: signed(`media/5/${id}.min.webp`),
    filepath_thumb: signed(`media/5/${id}.thumb.webp`),
    original_filename: 'shelf.jpg',
    type: 'jpg',
    type_category: 'image',
    mime: 'image/jpeg',
    size: 1_300_000,
    ...over,
  });

export function buildFilePage(media: TMediaFile[], over: Partial<TMediaPage> = {}): TMediaPage {
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
