import {
  DEFAULT_SURVEY_OPTIONS,
  MEDIA_TEXT,
  type TCompany,
  type TMemo,
  type TMemoMedia,
} from '@teamline/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import { abilitiesFor } from '../../../layouts/company/test-company';
import { renderRoutes } from '../../../layouts/company/test-render';
import { toastStore } from '../../../stores/toasts';
import { SPEC_DEFAULTS } from './compose-form';
import { MediaAttachments } from './MediaAttachments';
import { ComposeForm } from './MemoComposePage';
import { type SaveCallbacks, useMemoMedia } from './use-memo-media';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/http')>()),
  api: mocks.api,
}));

const media = (over: Partial<TMemoMedia>): TMemoMedia => ({
  id: 1,
  name: 'Shelf',
  original_filename: 'shelf.jpg',
  mime: 'image/jpeg',
  size: 48_000,
  type: 'jpg',
  type_category: 'image',
  url: '/api/media/signature?company_id=5&file_path=memo-media%2F5%2F9%2Fa.jpg',
  thumb_url: '/api/media/signature?company_id=5&file_path=memo-media%2F5%2F9%2Fa.thumb.webp',
  creator: { id: 2, name: 'Maya Manager' },
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const memo = (over: Partial<TMemo>) =>
  ({ id: 9, kind: 'message', title: 'Menu', media: [], ...over }) as TMemo;
const pdf = media({
  id: 2,
  name: 'Menu',
  original_filename: 'menu.pdf',
  mime: 'application/pdf',
  type: 'pdf',
  type_category: 'document',
  size: 2_400_000,
  thumb_url: null,
});

let save: ((body: { title: string; publish: boolean }, cb: SaveCallbacks) => Promise<void>) | null = null;
function Harness({ initial }: { initial: TMemo | null }) {
  const state = useMemoMedia(5, 'message', initial);
  save = (body, cb) => state.saveNew(body as never, cb);
  return <MediaAttachments media={state} editable />;
}
const render = (initial: TMemo | null) =>
  renderRoutes(
    [
      { path: '/:companyId/memos/new', element: <Harness initial={initial} /> },
      { path: '/:companyId/memo/:id/edit', element: <p>Edit page</p> },
    ],
    '/5/memos/new',
  );
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files to attach'), { target: { files } });
const file = (name: string, type: string) => new File(['%PDF-1.4'], name, { type });
const sentForm = (call: unknown[] | undefined) => call?.[1] as FormData;

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
});

describe('Attachments on a new memo', () => {
  it('keeps chosen files until the memo is saved; refuses what is not an image, video, audio or PDF', async () => {
    render(null);
    choose(file('menu.pdf', 'application/pdf'), file('shelf.png', 'image/png'));
    expect(await screen.findByText('menu.pdf')).toBeTruthy();
    expect(screen.getAllByText('Attaches when you save')).toHaveLength(2);
    expect(mocks.api.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove shelf.png' }));
    expect(screen.queryByText('shelf.png')).toBeNull();

    choose(file('tool.exe', 'application/x-msdownload'));
    expect((await screen.findByRole('alert')).textContent).toContain(`tool.exe: ${MEDIA_TEXT.fileType}`);
    expect(screen.getByText('menu.pdf')).toBeTruthy();
  });

  it('saves the memo as a draft, attaches the files to it, then publishes it', async () => {
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    mocks.api.post.mockImplementation(async (path: string) =>
      path === 'memos/create' ? memo({ id: 77, status: 'draft' }) : memo({ id: 77, media: [pdf] }),
    );
    mocks.api.put.mockResolvedValue(memo({ id: 77, status: 'published', media: [pdf] }));
    render(null);
    choose(file('menu.pdf', 'application/pdf'));
    await screen.findByText('menu.pdf');
    await act(() => save?.({ title: 'Menu', publish: true }, { onSuccess, onError: vi.fn(), onSettled }));

    expect(mocks.api.post.mock.calls.map((c) => c[0])).toEqual(['memos/create', 'message/media']);
    expect(mocks.api.post.mock.calls[0]?.[1]).toMatchObject({
      company_id: 5,
      kind: 'message',
      publish: false,
    });
    const form = sentForm(mocks.api.post.mock.calls[1]);
    expect([form.get('company_id'), form.get('memo_id'), (form.get('file') as File).name]).toEqual([
      '5',
      '77',
      'menu.pdf',
    ]);
    expect(mocks.api.put).toHaveBeenCalledWith('memos/update', { company_id: 5, id: 77, publish: true });
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 77, status: 'published' }));
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('when a file is refused, keeps the draft unpublished and opens it for editing', async () => {
    const onSuccess = vi.fn();
    mocks.api.post.mockImplementation(async (path: string) => {
      if (path === 'memos/create') return memo({ id: 77, status: 'draft' });
      throw new ApiError(422, MEDIA_TEXT.fileType, { file: [MEDIA_TEXT.fileType] });
    });
    const { router } = render(null);
    choose(file('fake.pdf', 'application/pdf'));
    await screen.findByText('fake.pdf');
    await act(() =>
      save?.({ title: 'Menu', publish: true }, { onSuccess, onError: vi.fn(), onSettled: vi.fn() }),
    );

    expect(mocks.api.put).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo/77/edit'));
    expect(toastStore.get()[0]?.messages).toEqual([
      '“Menu” is saved as a draft, but not every file could be attached: add them here, then publish.',
      `fake.pdf: ${MEDIA_TEXT.fileType}`,
    ]);
  });
});

describe('Attachments on an existing memo', () => {
  it('lists what is attached, uploads a chosen file at once and removes one', async () => {
    const photo = media({});
    mocks.api.post.mockImplementation(async (path: string) =>
      path === 'message/media' ? memo({ media: [photo, pdf] }) : memo({ media: [pdf] }),
    );
    render(memo({ media: [photo] }));
    const link = screen.getByRole('link', { name: 'Shelf' });
    expect(link.getAttribute('href')).toBe(photo.url);
    expect(link.closest('li')?.querySelector('img')?.getAttribute('src')).toBe(photo.thumb_url);

    choose(file('menu.pdf', 'application/pdf'));
    const pdfLink = await screen.findByRole('link', { name: 'Menu' });
    expect(pdfLink.closest('li')?.textContent).toContain('PDF · 2.3 MB');
    expect(sentForm(mocks.api.post.mock.calls[0]).get('memo_id')).toBe('9');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Shelf' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Shelf' })).toBeNull());
    expect(mocks.api.post).toHaveBeenLastCalledWith('message/media/detach', {
      company_id: 5,
      memo_id: 9,
      media_id: 1,
    });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses an eleventh file with the server text', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => media({ id: i + 1, name: `Photo ${i + 1}` }));
    mocks.api.post.mockResolvedValue(memo({ media: ten }));
    render(memo({ media: ten.slice(0, 9) }));
    choose(file('a.png', 'image/png'), file('b.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toContain(MEDIA_TEXT.tooMany);
    expect(mocks.api.post).toHaveBeenCalledOnce();
  });
});

describe('Compose with attachments', () => {
  it('Save draft on a new memo with a file: the draft is created, the file attached, the memo opened', async () => {
    mocks.api.get.mockResolvedValue([]);
    mocks.api.post.mockImplementation(async (path: string) =>
      path === 'memos/create'
        ? memo({ id: 77, title: 'Menu', status: 'draft' })
        : memo({ id: 77, media: [pdf] }),
    );
    const company = {
      id: 5,
      abilities: abilitiesFor('manager'),
      message_categories: [],
      survey_categories: [],
      default_survey_options: DEFAULT_SURVEY_OPTIONS,
    } as unknown as TCompany;
    const { router } = renderRoutes(
      [
        {
          path: '/:companyId/memos/new',
          element: (
            <ComposeForm
              company={company}
              kind="message"
              memo={null}
              zone="America/Chicago"
              defaults={SPEC_DEFAULTS}
            />
          ),
        },
        { path: '/:companyId/memo/:id', element: <p>Memo page</p> },
      ],
      '/5/memos/new',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Menu' } });
    choose(file('menu.pdf', 'application/pdf'));
    await screen.findByText('Attaches when you save');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo/77'));
    expect(mocks.api.post.mock.calls.map((c) => c[0])).toEqual(['memos/create', 'message/media']);
    expect(mocks.api.post.mock.calls[0]?.[1]).toMatchObject({ title: 'Menu', publish: false });
    expect(mocks.api.put).not.toHaveBeenCalled();
  }, 20_000);
});
