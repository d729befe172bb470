import type { TMemo, TMemoMedia, TMemoTemplate } from '@teamline/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildTemplate } from '../memo-templates/test-templates';
import { useTemplateMedia } from '../memo-templates/use-template-media';
import { MediaAttachments } from '../memos/compose/MediaAttachments';
import { type SaveCallbacks, useMemoMedia } from '../memos/compose/use-memo-media';
import { buildFile, buildMediaPage, buildPdf } from './test-media';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

/** What the memo calls answer once a library file is copied to the memo. */
const copied = (over: Partial<TMemoMedia> = {}): TMemoMedia => ({
  id: 70,
  name: 'Store map',
  original_filename: 'store-map.jpg',
  mime: 'image/jpeg',
  size: 240_000,
  type: 'jpg',
  type_category: 'image',
  url: '/api/media/signature?company_id=5&file_path=memo-media%2F5%2F9%2Fc.jpg',
  thumb_url: null,
  creator: null,
  created_at: '2026-03-11T10:00:00.000Z',
  ...over,
});
const memo = (over: Partial<TMemo>) =>
  ({ id: 9, kind: 'message', title: 'Menu', media: [], ...over }) as TMemo;
const library = buildMediaPage([buildFile(), buildPdf()], { total: 30, total_pages: 2 });

let save: ((body: { title: string; publish: boolean }, cb: SaveCallbacks) => Promise<void>) | null = null;
function MemoHarness({ initial, picks = true }: { initial: TMemo | null; picks?: boolean }) {
  const state = useMemoMedia(5, 'message', initial);
  save = (body, cb) => state.saveNew(body as never, cb);
  return <MediaAttachments media={state} editable libraryOf={picks ? 5 : undefined} />;
}
function TemplateHarness({ template }: { template: TMemoTemplate }) {
  const state = useTemplateMedia(5, template);
  return <MediaAttachments media={state} editable libraryOf={5} />;
}
const render = (element: React.ReactElement) =>
  renderRoutes(
    [
      { path: '/:companyId/memos/new', element },
      { path: '/:companyId/memo/:id/edit', element: <p>Edit page</p> },
    ],
    '/5/memos/new',
  );
const pickerCalls = () => mocks.api.get.mock.calls.filter((c) => c[0] === 'company/media').map((c) => c[1]);
const sentForm = (call: unknown[] | undefined) => call?.[1] as FormData;
const fields = (form: FormData) => Object.fromEntries(form.entries());

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
  return screen.findByRole('dialog', { name: 'Choose from the library' });
}

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockImplementation(async (path: string) => (path === 'company/media' ? library : null));
});

describe('Choose from library', { timeout: 15_000 }, () => {
  it('is offered only where the library may be read', () => {
    render(<MemoHarness initial={null} picks={false} />);
    expect(screen.queryByRole('button', { name: 'Choose from library' })).toBeNull();
  });

  it('lists the library with search and pages; the chosen file attaches to the memo by its id', async () => {
    mocks.api.post.mockResolvedValue(memo({ media: [copied()] }));
    render(<MemoHarness initial={memo({})} />);
    const dialog = await openPicker();
    await within(dialog).findByText('Store map');
    expect(pickerCalls().at(-1)).toEqual({ company_id: 5, page: 1, terms: '' });
    expect(within(dialog).getByText('PDF · 2.3 MB')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pickerCalls().at(-1)).toEqual({ company_id: 5, page: 2, terms: '' }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search files' }), {
      target: { value: 'map' },
    });
    await waitFor(() => expect(pickerCalls().at(-1)).toEqual({ company_id: 5, page: 1, terms: 'map' }));

    const attach = within(dialog).getByRole('button', { name: 'Attach 0 files' });
    expect(attach.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Choose Store map' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attach 1 file' }));

    await waitFor(() => expect(mocks.api.post).toHaveBeenCalledOnce());
    expect(mocks.api.post.mock.calls[0]?.[0]).toBe('message/media');
    expect(fields(sentForm(mocks.api.post.mock.calls[0]))).toEqual({
      company_id: '5',
      memo_id: '9',
      media_id: '31',
    });
    expect(await screen.findByRole('link', { name: 'Store map' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes only as many as the memo still has room for', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => copied({ id: i + 1, name: `Photo ${i + 1}` }));
    render(<MemoHarness initial={memo({ media: nine })} />);
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Choose Store map' }));
    expect(within(dialog).getByText('You can attach 1 more file here.')).toBeTruthy();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Choose Safety manual' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('on a new memo the chosen file waits, then attaches by its id once the draft is saved', async () => {
    mocks.api.post.mockImplementation(async (path: string) =>
      path === 'memos/create' ? memo({ id: 77, status: 'draft' }) : memo({ id: 77, media: [copied()] }),
    );
    render(<MemoHarness initial={null} />);
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Choose Safety manual' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attach 1 file' }));
    expect(await screen.findByText('Safety manual')).toBeTruthy();
    expect(screen.getByText('Attaches when you save')).toBeTruthy();
    expect(mocks.api.post).not.toHaveBeenCalled();

    const onSuccess = vi.fn();
    await act(() =>
      save?.({ title: 'Menu', publish: false }, { onSuccess, onError: vi.fn(), onSettled: vi.fn() }),
    );
    expect(mocks.api.post.mock.calls.map((c) => c[0])).toEqual(['memos/create', 'message/media']);
    expect(fields(sentForm(mocks.api.post.mock.calls[1]))).toEqual({
      company_id: '5',
      memo_id: '77',
      media_id: '32',
    });
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }));
  });

  it('in a template, the chosen files attach to it (PUT memo-templates/media with media_id)', async () => {
    const { creator: _creator, ...templateFile } = copied();
    mocks.api.put.mockResolvedValue(buildTemplate({ media: [templateFile] }));
    render(<TemplateHarness template={buildTemplate()} />);
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Choose Store map' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Choose Safety manual' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attach 2 files' }));
    await waitFor(() => expect(mocks.api.put).toHaveBeenCalledTimes(2));
    expect(mocks.api.put.mock.calls.map((c) => [c[0], fields(c[1] as FormData)])).toEqual([
      ['memo-templates/media', { company_id: '5', id: '11', media_id: '31' }],
      ['memo-templates/media', { company_id: '5', id: '11', media_id: '32' }],
    ]);
  });
});
