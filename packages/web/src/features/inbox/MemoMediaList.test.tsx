import type { TMemoMedia } from '@teamline/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { InboxPage } from './InboxPage';
import { buildInbox, buildMemo } from './test-memos';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const url = (key: string) => `/api/media/signature?company_id=7&file_path=${encodeURIComponent(key)}`;
const item = (id: number, over: Partial<TMemoMedia>): TMemoMedia => ({
  id,
  name: `File ${id}`,
  original_filename: `file-${id}`,
  mime: 'application/octet-stream',
  size: 1000,
  type: 'bin',
  type_category: 'document',
  url: url(`memo-media/7/3/${id}`),
  thumb_url: null,
  creator: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const media: TMemoMedia[] = [
  item(1, {
    name: 'New shelf layout',
    type: 'jpg',
    type_category: 'image',
    mime: 'image/jpeg',
    thumb_url: url('memo-media/7/3/1.thumb.webp'),
  }),
  item(2, { name: 'Safety training', type: 'mp4', type_category: 'video', mime: 'video/mp4' }),
  item(3, { name: 'Welcome message', type: 'mp3', type_category: 'audio', mime: 'audio/mpeg' }),
  item(4, {
    name: 'Menu',
    original_filename: 'menu.pdf',
    type: 'pdf',
    mime: 'application/pdf',
    size: 250_000,
  }),
];

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
});

describe("An opened memo's attachments", () => {
  it('shows images inline (thumbnail, full size on tap), players for video and audio, PDFs to download', async () => {
    const memo = buildMemo({ id: 3, title: 'Spring changes', media });
    mocks.api.post.mockResolvedValue(buildInbox([{ ...memo, is_read: true }]));
    renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], '/7?memo=3');
    const section = await screen.findByRole('region', { name: 'Attachments' });

    const open = within(section).getByRole('link', { name: 'Open New shelf layout full size' });
    expect(open.getAttribute('href')).toBe(media[0]?.url);
    expect(within(open).getByRole('img', { name: 'New shelf layout' }).getAttribute('src')).toBe(
      media[0]?.thumb_url,
    );

    const video = section.querySelector('video');
    expect([
      video?.getAttribute('src'),
      video?.hasAttribute('controls'),
      video?.getAttribute('aria-label'),
    ]).toEqual([media[1]?.url, true, 'Safety training']);
    const audio = section.querySelector('audio');
    expect([audio?.getAttribute('src'), audio?.hasAttribute('controls')]).toEqual([media[2]?.url, true]);

    const pdf = within(section).getByRole('link', { name: 'Download Menu' });
    expect([pdf.getAttribute('href'), pdf.getAttribute('download')]).toEqual([media[3]?.url, 'menu.pdf']);
    expect(within(section).getByText('PDF · 244 KB')).toBeTruthy();
  });

  it('shows nothing for a memo without attachments', async () => {
    mocks.api.post.mockResolvedValue(buildInbox([buildMemo({ id: 4, title: 'Plain', is_read: true })]));
    renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], '/7?memo=4');
    await screen.findByRole('heading', { name: 'Plain' });
    expect(screen.queryByRole('region', { name: 'Attachments' })).toBeNull();
  });
});
