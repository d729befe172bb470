import type { Role, TFlag, TMediaPage, TMediaViewersPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { switchLocale } from '../../i18n/index';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildFile, buildFilePage, imageFile, signed } from './test-files';

const calls = vi.fn();
const answers: { list: TMediaPage; viewers: TMediaViewersPage; get: unknown } = {
  list: buildFilePage([]),
  viewers: { viewers: [], current_page: 1, total_pages: 1, total: 0, per_page: 20 },
  get: null,
};
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => {
      calls('GET', path, query);
      if (path === 'media/viewers') return answers.viewers;
      if (path === 'media/get') {
        if (answers.get instanceof Error) throw answers.get;
        return { media: answers.get };
      }
      return null;
    },
    post: async (path: string, body: { id?: number }) => {
      calls('POST', path, body);
      if (path === 'media/list') return answers.list;
      if (path === 'media/view') return { media: buildFile(body.id ?? 0) };
      return null;
    },
    put: async (path: string, body: unknown) => calls('PUT', path, body),
    delete: async (path: string, body: unknown) => calls('DELETE', path, body),
  },
}));
const FILES_ON: TFlag[] = [{ key: 'files', enabled: true }];
const viewer: { role: Role; flags: TFlag[] } = { role: 'employee', flags: FILES_ON };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () =>
    buildCompany(viewer.role, {
      id: 5,
      flags: viewer.flags,
      locations: [
        { id: 3, name: 'Downtown' },
        { id: 6, name: 'Airport' },
      ],
      audiences: [{ id: 4, name: 'Baristas' }],
    }),
}));

const { default: FilesPage } = await import('./FilesPage');

const renderFiles = (path = '/5/files') =>
  renderRoutes([{ path: '/:companyId/files', element: <FilesPage /> }], path);
const bodies = (path: string) => calls.mock.calls.filter((c) => c[1] === path).map((c) => c[2]);
const grid = () => screen.findByRole('list', { name: 'Files' });
const cardOf = (name: string) =>
  screen.getByRole('button', { name: `Open ${name}` }).closest('li') as HTMLElement;

const pdf = buildFile(11, { name: 'Menu', original_filename: 'menu-spring.pdf' });
const image = imageFile(12, { viewed_at: '2026-03-02T09:00:00.000Z' });
const video = buildFile(13, {
  name: 'Safety training',
  filepath: signed('media/5/13.mp4'),
  original_filename: 'safety.mp4',
  type: 'mp4',
  type_category: 'video',
  mime: 'video/mp4',
  size: 20_000_000,
});
const audio = buildFile(14, {
  name: 'Welcome message',
  filepath: signed('media/5/14.mp3'),
  original_filename: 'welcome.mp3',
  type: 'mp3',
  type_category: 'audio',
  mime: 'audio/mpeg',
});

beforeEach(() => {
  calls.mockReset();
  viewer.role = 'employee';
  viewer.flags = FILES_ON;
  answers.list = buildFilePage([pdf, image, video, audio]);
  answers.viewers = { viewers: [], current_page: 1, total_pages: 1, total: 0, per_page: 20 };
  answers.get = null;
});

describe('Files while the flag is off', () => {
  it('tells an employee plainly that Files are off, asks nothing, and offers Home', () => {
    viewer.flags = [{ key: 'files', enabled: false }];
    renderFiles();
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeTruthy();
    expect(screen.getByText('Files are turned off for this team')).toBeTruthy();
    expect(screen.getByText('An admin of your team can turn Files on.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/5');
    expect(screen.queryByRole('link', { name: 'Go to Flags' })).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows an admin where to turn them on', () => {
    viewer.role = 'admin';
    viewer.flags = [];
    renderFiles();
    expect(screen.getByRole('link', { name: 'Go to Flags' }).getAttribute('href')).toBe('/5/settings/flags');
  });
});

describe('the Files grid', () => {
  it("shows an employee's files: thumbnail or type icon, name, type and size, the day added, New until opened", async () => {
    renderFiles();
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const menu = cardOf('Menu');
    expect(within(menu).getByText('Menu')).toBeTruthy();
    expect(within(menu).getByText('PDF · 244 KB')).toBeTruthy();
    // Added the evening of 1 March, company (Chicago) time.
    expect(within(menu).getByText('Added Mar 1, 2026')).toBeTruthy();
    expect(within(menu).getByText('New')).toBeTruthy();
    expect(menu.querySelector('img')).toBeNull();
    const download = within(menu).getByRole('link', { name: 'Download Menu' });
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual([
      pdf.filepath,
      'menu-spring.pdf',
    ]);

    const shelf = cardOf('New shelf layout');
    expect(shelf.querySelector('img')?.getAttribute('src')).toBe(image.filepath_thumb);
    expect(within(shelf).getByText('JPG · 1.2 MB')).toBeTruthy();
    expect(within(shelf).queryByText('New')).toBeNull();
    // What only management sees.
    expect(screen.queryByText(/^Opened by/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Media library' })).toBeNull();
    expect(screen.getByText('4 files')).toBeTruthy();
    expect(bodies('media/list')[0]).toEqual({
      company_id: 5,
      page: 1,
      per_page: 24,
      terms: '',
      sort_by: 'created_at',
      sort_direction: 'desc',
      filters: { audiences: [], locations: [], type_category: [] },
    });
  });

  it('reads search, type, order and page from the address, and pages', async () => {
    answers.list = buildFilePage([pdf], { total: 30, total_pages: 2, current_page: 2 });
    const { router } = renderFiles('/5/files?terms=menu&type=document&sort=name&page=2');
    await grid();
    expect(bodies('media/list')[0]).toMatchObject({
      page: 2,
      terms: 'menu',
      sort_by: 'name',
      sort_direction: 'asc',
      filters: { type_category: ['document'] },
    });
    expect((screen.getByRole('radio', { name: 'Documents' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Search files' }) as HTMLInputElement).value).toBe('menu');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?terms=menu&type=document&sort=name'));
  });

  it('searches (debounced into the address) and filters by type; says when nothing matches', async () => {
    const { router } = renderFiles();
    await grid();
    answers.list = buildFilePage([]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files' }), { target: { value: 'menu' } });
    await waitFor(() => expect(bodies('media/list').at(-1)).toMatchObject({ terms: 'menu', page: 1 }), {
      timeout: 2000,
    });
    expect(await screen.findByText('No file matches this search.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Videos' }));
    await waitFor(() =>
      expect(bodies('media/list').at(-1)).toMatchObject({
        terms: 'menu',
        filters: { type_category: ['video'] },
      }),
    );
    expect(router.state.location.search).toBe('?terms=menu&type=video');
    fireEvent.click(screen.getByRole('radio', { name: 'All types' }));
    await waitFor(() => expect(router.state.location.search).toBe('?terms=menu'));
  });

  it('says there are no files yet when the caller has none', async () => {
    answers.list = buildFilePage([]);
    renderFiles();
    expect(await screen.findByRole('heading', { name: 'No files for you yet' })).toBeTruthy();
  });
});

describe('the viewer', () => {
  it('opens a PDF in a frame and records the view once; Download keeps the original name', async () => {
    const { router } = renderFiles();
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Open Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(router.state.location.search).toBe('?file=11');
    const frame = within(dialog).getByTitle('Menu (PDF)');
    expect([frame.tagName, frame.getAttribute('src')]).toEqual(['IFRAME', pdf.filepath]);
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual([
      pdf.filepath,
      'menu-spring.pdf',
    ]);
    expect(within(dialog).getByText('Document · PDF · 244 KB · Added 3/1/26, 9:30 PM CST')).toBeTruthy();
    await waitFor(() => expect(bodies('media/view')).toEqual([{ company_id: 5, id: 11 }]));
    fireEvent.click(download);
    expect(bodies('media/view')).toHaveLength(1);
    // An employee is never shown who else opened it.
    expect(within(dialog).queryByText('Viewed by')).toBeNull();
    expect(calls.mock.calls.some((c) => c[1] === 'media/viewers')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an image at its medium size, video and audio with controls; an opened file is not recorded again', async () => {
    renderFiles('/5/files?file=12');
    const dialog = await screen.findByRole('dialog', { name: 'New shelf layout' });
    expect(within(dialog).getByRole('img', { name: 'New shelf layout' }).getAttribute('src')).toBe(
      image.filepath_min,
    );
    expect(bodies('media/view')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open Safety training' }));
    const player = (await screen.findByRole('dialog', { name: 'Safety training' })).querySelector('video');
    expect([player?.getAttribute('src'), player?.hasAttribute('controls')]).toEqual([video.filepath, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open Welcome message' }));
    const sound = (await screen.findByRole('dialog', { name: 'Welcome message' })).querySelector('audio');
    expect([sound?.getAttribute('src'), sound?.hasAttribute('controls')]).toEqual([audio.filepath, true]);
  });

  it('on a phone, offers a PDF to the phone’s own viewer first instead of a frame', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: query === '(max-width: 48em)',
    })) as typeof window.matchMedia;
    try {
      renderFiles('/5/files?file=11');
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      expect(await within(dialog).findByText('PDFs open in your phone’s own viewer.')).toBeTruthy();
      expect(dialog.querySelector('iframe')).toBeNull();
      const actions = within(dialog)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);
      expect(actions).toEqual([
        ['Open in a new tab', pdf.filepath, '_blank'],
        ['Download', pdf.filepath, null],
      ]);
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('opens a file named in the address that is not on the page (media/get)', async () => {
    answers.get = buildFile(40, { name: 'Old price list' });
    // Recorded as opened: media/view answers the file with its viewed_at.
    renderFiles('/5/files?file=40');
    expect(await screen.findByRole('dialog', { name: 'Old price list' })).toBeTruthy();
    expect(bodies('media/get')).toEqual([{ company_id: 5, id: 40 }]);
  });

  it('says plainly when the file in the address is not the caller’s (404)', async () => {
    answers.get = new ApiError(404, 'File not found');
    renderFiles('/5/files?file=41');
    const dialog = await screen.findByRole('dialog', { name: 'Files' });
    expect(
      await within(dialog).findByText('This file is not there any more, or it is not shared with you.'),
    ).toBeTruthy();
    expect(bodies('media/get')).toHaveLength(1);
  });

  it('says when the file could not be loaded, after one more try', async () => {
    answers.get = new ApiError(500, 'Server error');
    renderFiles('/5/files?file=42');
    const dialog = await screen.findByRole('dialog', { name: 'Loading the file' });
    expect(
      await within(dialog).findByText('This file could not be loaded. Close it and try again.', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
    expect(bodies('media/get')).toHaveLength(2);
  });
});

describe('Files for management', () => {
  it('shows whether each file is shared, whom it is for, how many opened it, and the library', async () => {
    viewer.role = 'manager';
    answers.list = buildFilePage([
      buildFile(11, {
        name: 'Menu',
        view_count: 2,
        locations: [{ id: 3, name: 'Downtown' }],
        audiences: [{ id: 4, name: 'Baristas' }],
      }),
      buildFile(15, { name: 'Draft rota', marked_viewable_at: null, view_count: 0 }),
    ]);
    renderFiles();
    await grid();
    const menu = cardOf('Menu');
    expect(within(menu).getByText('For Downtown, Baristas')).toBeTruthy();
    expect(within(menu).getByText('Opened by 2 people')).toBeTruthy();
    expect(within(menu).queryByText('Not shared yet')).toBeNull();
    expect(within(menu).queryByText('New')).toBeNull();
    const draft = cardOf('Draft rota');
    expect(within(draft).getByText('Not shared yet')).toBeTruthy();
    expect(within(draft).getByText('Not targeted to anyone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Media library' }).getAttribute('href')).toBe('/5/media');
  });

  it('filters by one location or audience, in the address; employees are not offered these filters', async () => {
    viewer.role = 'manager';
    const { router } = renderFiles('/5/files?location=6');
    await grid();
    expect(bodies('media/list')[0]).toMatchObject({ filters: { locations: [6], audiences: [] } });
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe('Airport');
    fireEvent.click(screen.getByRole('combobox', { name: 'Audience' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Baristas', hidden: true }));
    await waitFor(() =>
      expect(bodies('media/list').at(-1)).toMatchObject({ filters: { locations: [6], audiences: [4] } }),
    );
    expect(router.state.location.search).toBe('?location=6&audience=4');

    viewer.role = 'employee';
    renderFiles('/5/files');
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Files' })).toHaveLength(2));
    expect(screen.getAllByRole('combobox', { name: 'Location' })).toHaveLength(1);
  });

  it('lists who viewed a file and when, in company time; their own opening counts too', async () => {
    viewer.role = 'manager';
    answers.viewers = {
      viewers: [
        { employee: { id: 8, name: 'Eli Employee' }, viewed_at: '2026-03-02T15:05:00.000Z' },
        { employee: { id: 9, name: 'Ana Torres' }, viewed_at: '2026-03-02T03:30:00.000Z' },
      ],
      current_page: 1,
      total_pages: 1,
      total: 2,
      per_page: 20,
    };
    renderFiles('/5/files?file=11');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const section = await within(dialog).findByRole('region', { name: 'Viewed by' });
    expect(await within(section).findByText('2 people have opened this file.')).toBeTruthy();
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Eli Employee', '3/2/26, 9:05 AM CST'],
      ['Ana Torres', '3/1/26, 9:30 PM CST'],
    ]);
    expect(bodies('media/viewers')[0]).toEqual({ company_id: 5, id: 11, page: 1, per_page: 20 });
    // Opened by the manager: recorded, and Viewed by asked again.
    await waitFor(() => expect(bodies('media/view')).toEqual([{ company_id: 5, id: 11 }]));
    await waitFor(() => expect(bodies('media/viewers')).toHaveLength(2));
  });

  it('says so when nobody has opened the file yet', async () => {
    viewer.role = 'admin';
    renderFiles('/5/files?file=11');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByText('Nobody has opened this file yet.')).toBeTruthy();
  });
});

describe('Files in Spanish', () => {
  it('speaks Spanish, with dates in the company zone', async () => {
    await switchLocale('es');
    try {
      viewer.role = 'manager';
      answers.list = buildFilePage([buildFile(11, { name: 'Menú', view_count: 1 })]);
      renderFiles();
      expect(await screen.findByRole('heading', { level: 1, name: 'Archivos' })).toBeTruthy();
      await screen.findByRole('list', { name: 'Archivos' });
      const card = screen.getByRole('button', { name: 'Abrir Menú' }).closest('li') as HTMLElement;
      expect(within(card).getByText('Agregado el 1 mar 2026')).toBeTruthy();
      expect(within(card).getByText('Abierto por 1 persona')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Documentos' })).toBeTruthy();
    } finally {
      await switchLocale('en');
    }
  });
});
