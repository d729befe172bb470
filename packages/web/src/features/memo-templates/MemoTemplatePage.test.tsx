import type { Role, TAbilities, TMemoTemplate } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildTemplate } from './test-templates';

const calls = vi.fn();
const PICTURE = {
  id: 31,
  name: 'poster.png',
  original_filename: 'poster.png',
  mime: 'image/png',
  size: 2048,
  type: 'png',
  type_category: 'image',
  url: '/api/memo-templates/media?id=11&media_id=31',
  thumb_url: null,
  created_at: '2026-03-10T15:30:00.000Z',
} as const;
let template: TMemoTemplate = buildTemplate();
const answer = (path: string, body: unknown) => {
  calls(path, body);
  if (path === 'settings/memos')
    return {
      default_type: 'nonflaggable',
      default_priority: 'normal',
      signature: false,
      reminder_steps: [-24, 0, 24],
      escalate_after_hours: 24,
    };
  if (path === 'memo-templates/get') return template;
  if (path === 'tags/list')
    return [
      { id: 2, title: 'Holidays' },
      { id: 3, title: 'Kitchen' },
    ];
  if (path === 'memo-templates/update') return { ...template, ...(body as object) };
  if (path === 'memo-templates/media') {
    // The server keeps the file: the template read again has it.
    template = { ...template, media: body instanceof FormData ? [PICTURE] : [] };
    return { ...template, id: body instanceof FormData ? Number(body.get('id')) : template.id };
  }
  if (path === 'memo-templates/create')
    return { ...template, id: 77, title: (body as { title: string }).title };
  if (path === 'memo-templates/share')
    return {
      ...template,
      share: {
        id: 1,
        description: null,
        category: null,
        language: 'es',
        published: true,
        hidden: false,
        use_count: 0,
        published_at: template.updated_at,
      },
    };
  return null;
};
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => answer(path, query),
    post: async (path: string, body: unknown) => answer(path, body),
    put: async (path: string, body: unknown) => answer(path, body),
    delete: async (path: string, body: unknown) => answer(path, body),
  },
}));
const viewer: { role: Role; abilities: Partial<TAbilities> } = { role: 'manager', abilities: {} };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () =>
    buildCompany(viewer.role, {
      id: 5,
      abilities: viewer.abilities,
      default_survey_options: [{ key: 'yes_no', label: 'Yes / No', options: ['Yes', 'No'] }],
    }),
}));
// The rich text editor is compose's own (tested there); a textarea stands in for it here.
vi.mock('../memos/compose/RichTextField', () => ({
  RichTextField: ({
    label,
    value,
    onChange,
  }: {
    label: string;
    value: string;
    onChange: (v: string) => void;
  }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />,
}));

const { default: MemoTemplatePage } = await import('./MemoTemplatePage');

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: '/:companyId/memo-template/:id', element: <MemoTemplatePage /> },
      { path: '/:companyId/memo-templates', element: <p>the list</p> },
    ],
    path,
  );
const called = (path: string) => calls.mock.calls.filter((c) => c[0] === path).map((c) => c[1]);

describe('MemoTemplatePage', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.role = 'manager';
    viewer.abilities = {};
    template = buildTemplate();
  });

  it('tells an employee plainly the page is not for them', () => {
    viewer.role = 'employee';
    renderPage('/5/memo-template/11');
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('writes a new template: the title is required, then it is created with its kind and opened', async () => {
    const { router } = renderPage('/5/memo-template/new?kind=survey');
    expect(await screen.findByRole('heading', { level: 1, name: 'New template' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(called('memo-templates/create')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Shift check' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: /^Question 1/ })[0] as HTMLElement, {
      target: { value: 'How was it?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo-template/77'));
    expect(called('memo-templates/create')[0]).toMatchObject({
      company_id: 5,
      kind: 'survey',
      title: 'Shift check',
      type: 'standard',
      options: [expect.objectContaining({ question: 'How was it?' })],
    });
  });

  it('shares a template with a description and a language, from a dialog', async () => {
    renderPage('/5/memo-template/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Share to the community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to the community' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Our holiday notice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(called('memo-templates/share')).toHaveLength(1));
    expect(called('memo-templates/share')[0]).toEqual({
      company_id: 5,
      id: 11,
      description: 'Our holiday notice',
      category: 'Operations',
      language: 'en',
    });
  });

  it('offers sharing by the template’s can_share and the ability; says when only admins may share', async () => {
    template = buildTemplate({ can_share: false });
    renderPage('/5/memo-template/11');
    expect(await screen.findByText('Only admins may share templates in this company.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share to the community' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use' })).toBeTruthy();
  });

  it('archives, and deletes after a confirmation', async () => {
    const { router } = renderPage('/5/memo-template/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(called('memo-templates/archive')).toEqual([{ company_id: 5, id: 11 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    expect(called('memo-templates/delete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo-templates'));
    expect(called('memo-templates/delete')).toEqual([{ company_id: 5, id: 11 }]);
  });

  it('a template someone else wrote is read-only for a manager: no Save, no Delete', async () => {
    template = buildTemplate({ can_edit: false, can_share: false });
    renderPage('/5/memo-template/11');
    expect(
      await screen.findByText('Only the manager who created this template, or an admin, can change it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('tags a template from the company’s tags, shows them, and saves their ids', async () => {
    template = buildTemplate({ tags: [{ id: 2, title: 'Holidays' }] });
    renderPage('/5/memo-template/11');
    const shown = await screen.findByRole('list', { name: 'Tags' });
    expect(within(shown).getByText('Holidays')).toBeTruthy();
    const field = screen.getByRole('combobox', { name: /^Tags/ });
    fireEvent.click(field);
    const listbox = await screen.findByRole('listbox', { name: /^Tags/, hidden: true });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Kitchen', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(called('memo-templates/update')).toHaveLength(1));
    expect(called('memo-templates/update')[0]).toMatchObject({ company_id: 5, id: 11, tag_ids: [2, 3] });
  });

  it('attaches a file to a saved template at once, and to a new one once it is created', async () => {
    const saved = renderPage('/5/memo-template/11');
    const input = (await screen.findByLabelText('Choose files to attach')) as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(called('memo-templates/media')).toHaveLength(1));
    const sent = called('memo-templates/media')[0] as FormData;
    expect([sent.get('company_id'), sent.get('id')]).toEqual(['5', '11']);
    expect(await screen.findByText('poster.png')).toBeTruthy();
    saved.unmount();

    calls.mockReset();
    const { router } = renderPage('/5/memo-template/new');
    await screen.findByRole('heading', { level: 1, name: 'New template' });
    fireEvent.change(screen.getByLabelText('Choose files to attach'), { target: { files: [file] } });
    expect(await screen.findByText('poster.png')).toBeTruthy();
    expect(called('memo-templates/media')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Poster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo-template/77'));
    expect((called('memo-templates/media')[0] as FormData).get('id')).toBe('77');
  });
});
