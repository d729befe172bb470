import type { Role, TMediaPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import { buildFile, buildMediaPage, buildPdf, FakeXhr } from './test-media';

const calls = vi.fn();
let listAnswer: TMediaPage = buildMediaPage([]);
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => {
      calls('GET', path, query);
      if (path === 'locations-list') return [{ id: 3, name: 'Downtown' }];
      if (path === 'audiences-list') return [{ id: 4, name: 'Baristas' }];
      if (path === 'employees-list') return [{ id: 9, name: 'Eli Employee' }];
      return null;
    },
    post: async (path: string, body: unknown) => {
      calls('POST', path, body);
      if (path === 'media/list') return listAnswer;
      return null;
    },
    put: async (path: string, body: { name: string }) => {
      calls('PUT', path, body);
      return { media: buildFile({ name: body.name }) };
    },
    delete: async (path: string, body: { id: number }) => {
      calls('DELETE', path, body);
      return { id: body.id };
    },
  },
}));
const viewer: { role: Role } = { role: 'manager' };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5 }),
}));
vi.stubGlobal('XMLHttpRequest', FakeXhr);
afterAll(() => {
  vi.unstubAllGlobals();
});

const { default: MediaLibraryPage } = await import('./MediaLibraryPage');

const renderPage = (path = '/5/media') =>
  renderRoutes([{ path: '/:companyId/media', element: <MediaLibraryPage /> }], path);
const listBodies = () => calls.mock.calls.filter((c) => c[1] === 'media/list').map((c) => c[2]);
const file = (name: string, type: string, size = 8) => new File(['x'.repeat(size)], name, { type });
/**
 * Picks `option` of a Mantine select or multiselect found by its label. Its dropdown sits in a
 * portal (beside a modal, which hides the rest from assistive tech): found by the input's listbox.
 */
const pick = async (label: string | RegExp, option: string, root: HTMLElement = document.body) => {
  const input = within(root)
    .getAllByLabelText(label)
    .find((el) => el instanceof HTMLInputElement);
  if (!input) throw new Error(`no picker ${label}`);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
};
const uploaded = (over: Parameters<typeof buildFile>[0]) => ({
  data: { content: { media: buildFile(over) } },
});

beforeEach(() => {
  calls.mockReset();
  viewer.role = 'manager';
  listAnswer = buildMediaPage([]);
  FakeXhr.sent = [];
  toastStore.set([]);
});

describe('MediaLibraryPage: the list', { timeout: 15_000 }, () => {
  it('tells an employee plainly the page is not for them, and asks nothing', () => {
    viewer.role = 'employee';
    renderPage();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('an empty library says what to do, with the Upload button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Upload files' }).length).toBe(2);
  });

  it('lists files with a thumbnail or type icon, type, targets and date; reads paging, sort and filters from the address', async () => {
    listAnswer = buildMediaPage([buildFile(), buildPdf()], { total: 30, total_pages: 2, current_page: 2 });
    const { router } = renderPage('/5/media?page=2&terms=map&sort=name&dir=asc&type=image&loc=3&aud=4');
    await screen.findByRole('button', { name: 'Store map' });
    expect(listBodies().at(-1)).toEqual({
      company_id: 5,
      page: 2,
      terms: 'map',
      sort_by: 'name',
      sort_direction: 'asc',
      filters: { locations: [3], audiences: [4], type_category: ['image'] },
    });
    const rows = screen.getAllByRole('row').slice(1);
    const image = within(rows[0] as HTMLElement);
    expect(image.getByText('Image · JPG · 234 KB')).toBeTruthy();
    expect(image.getByText('Where everything is')).toBeTruthy();
    expect(image.getByText('Downtown')).toBeTruthy();
    expect(image.getByText('Viewable')).toBeTruthy();
    expect(image.getByText('3/10/26, 10:30 AM CDT')).toBeTruthy();
    expect((rows[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toContain('a1.thumb.webp');
    const pdf = within(rows[1] as HTMLElement);
    expect(pdf.getByText('PDF · 2.3 MB')).toBeTruthy();
    expect(pdf.getByText('Baristas')).toBeTruthy();
    expect(pdf.getByText('Not viewable')).toBeTruthy();
    expect((rows[1] as HTMLElement).querySelector('img')).toBeNull();
    expect(screen.getByText('30 files')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Added' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({ sort_by: 'created_at', sort_direction: 'asc' }),
    );
  });

  it('searching and filtering by type go to the address and ask again from page 1', async () => {
    listAnswer = buildMediaPage([buildFile()]);
    const { router } = renderPage('/5/media?page=3');
    await screen.findByRole('button', { name: 'Store map' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files' }), {
      target: { value: 'safety' },
    });
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ terms: 'safety', page: 1 }));
    expect(router.state.location.search).toBe('?terms=safety');
    await pick('Type', 'PDF');
    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({
        terms: 'safety',
        filters: { locations: [], audiences: [], type_category: ['document'] },
      }),
    );
  });
});

describe('MediaLibraryPage: upload', { timeout: 15_000 }, () => {
  it('several files at once, each named and with its own progress bar; targets and viewable go with each; the list loads again', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'No files yet' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload files' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    fireEvent.change(within(dialog).getByLabelText('Choose files to upload'), {
      target: { files: [file('menu.pdf', 'application/pdf', 400), file('shelf.png', 'image/png', 100)] },
    });
    const name = await within(dialog).findByRole('textbox', { name: 'Name of menu.pdf' });
    expect((name as HTMLInputElement).value).toBe('menu');
    fireEvent.change(name, { target: { value: 'Spring menu' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description of menu.pdf' }), {
      target: { value: 'Prices from March' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Viewable in Files/ }));
    await pick('Locations', 'Downtown', dialog);
    const listsBefore = listBodies().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [menu, shelf] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(menu.method).toBe('POST');
    expect(menu.url).toBe('/api/media/create');
    expect(menu.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(shelf.headers['idempotency-key']).not.toBe(menu.headers['idempotency-key']);
    const form = menu.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      company_id: '5',
      name: 'Spring menu',
      content: 'Prices from March',
      location_ids: '3',
      audience_ids: '',
      recipient_ids: '',
      viewable: 'true',
    });
    expect((form.get('file') as File).name).toBe('menu.pdf');
    expect((shelf.body as FormData).get('name')).toBe('shelf');

    menu.progress(200, 400);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading menu.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(dialog).getByText('50% sent')).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Name of menu.pdf' }) as HTMLInputElement).disabled,
    ).toBe(true);

    menu.respond(200, uploaded({ id: 40, name: 'Spring menu' }));
    shelf.respond(200, uploaded({ id: 41, name: 'shelf' }));
    await waitFor(() => expect(within(dialog).getAllByText('In the library')).toHaveLength(2));
    await waitFor(() => expect(listBodies().length).toBeGreaterThan(listsBefore));
  });

  it('a dropped connection is sent again with the same key; a refusal shows its reason and Retry', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'No files yet' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload files' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    fireEvent.change(within(dialog).getByLabelText('Choose files to upload'), {
      target: { files: [file('menu.pdf', 'application/pdf')] },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0] as FakeXhr;
    first.progress(4, 8);
    first.drop();
    expect(await within(dialog).findByText('The connection dropped: trying again…')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2), { timeout: 3_000 });
    const second = FakeXhr.sent[1] as FakeXhr;
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);

    // The server refuses it: its reason, and Retry sends it again under a new key.
    second.respond(413, { message: 'The file is too large', code: 'payload_too_large' });
    expect(await within(dialog).findByText('The file is too large')).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Name of menu.pdf' }) as HTMLInputElement).disabled,
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    const third = FakeXhr.sent[2] as FakeXhr;
    expect(third.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    third.respond(200, uploaded({ id: 40, name: 'menu' }));
    expect(await within(dialog).findByText('In the library')).toBeTruthy();
  });

  it('refuses a file that is not an image, video, audio or PDF with the server text', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'No files yet' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload files' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    fireEvent.change(within(dialog).getByLabelText('Choose files to upload'), {
      target: { files: [file('notes.txt', 'text/plain')] },
    });
    expect(
      await within(dialog).findByText('notes.txt: Upload an image, a video, an audio file or a PDF'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload 0 files' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('MediaLibraryPage: open, edit, delete', { timeout: 15_000 }, () => {
  it('opens a PDF in the page and an image at its medium size', async () => {
    listAnswer = buildMediaPage([buildFile(), buildPdf()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Safety manual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Safety manual' });
    expect(within(dialog).getByTitle('The PDF Safety manual').getAttribute('src')).toContain('b2.pdf');
    expect(
      within(dialog)
        .getByRole('link', { name: /Open in a new tab/ })
        .getAttribute('href'),
    ).toContain('b2.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Store map' }));
    const image = await screen.findByRole('dialog', { name: 'Store map' });
    expect(within(image).getByRole('img', { name: 'Where everything is' }).getAttribute('src')).toContain(
      'a1.min.webp',
    );
  });

  it('edits name, description, targets and viewable (PUT media/update)', async () => {
    listAnswer = buildMediaPage([buildPdf()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Safety manual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Safety manual' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Safety manual 2026' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Read before your first shift' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Viewable in Files/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('PUT', 'media/update', {
        company_id: 5,
        id: 32,
        name: 'Safety manual 2026',
        content: 'Read before your first shift',
        location_ids: [],
        audience_ids: [4],
        recipient_ids: [],
        viewable: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastStore.get().map((t) => t.messages)).toContainEqual(['Safety manual 2026 is saved.']);
  });

  it('deletes after asking (DELETE media/delete)', async () => {
    listAnswer = buildMediaPage([buildPdf()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Safety manual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(within(dialog).getByText(/“Safety manual” leaves the library and Files/)).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith('DELETE', expect.anything(), expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('DELETE', 'media/delete', { company_id: 5, id: 32 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
