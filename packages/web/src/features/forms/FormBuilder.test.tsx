import type { TForm } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EditFormPage from './EditFormPage';
import NewFormPage from './NewFormPage';
import { buildField, buildForm, COMPANY_ID, page, renderAs, stubServer } from './test-forms';

const routes = [
  { path: '/:companyId/forms/new', element: <NewFormPage /> },
  { path: '/:companyId/form/:id/edit', element: <EditFormPage /> },
  { path: '/:companyId/form/:id', element: <p>form page</p> },
];
const labelInputs = () => screen.getAllByRole('textbox', { name: /Question or label/ }) as HTMLInputElement[];

const builtin = {
  id: null,
  key: 'incident_report',
  source: 'builtin' as const,
  company_id: null,
  name: 'Incident report',
  description: 'What happened, where and when.',
  fields: [
    buildField({ key: 'what', label: 'What happened?', type: 'long_text', required: true, order: 0 }),
    buildField({ key: 'photo', label: 'Photo', type: 'file', order: 1 }),
  ],
  mode: 'segments',
  location_ids: [],
  audience_ids: [],
  recipient_ids: [],
  locations: [],
  audiences: [],
  recipients: [],
  creator: null,
  updater: null,
  created_at: null,
  updated_at: null,
  deleted_at: null,
};

describe('the form builder', { timeout: 30_000 }, () => {
  it('lists the starter set and the company’s templates (paged), and starts a form from one', async () => {
    const server = stubServer({
      'GET forms/listTemplates': page('form_templates', [builtin], { total_pages: 2 }),
      'GET locations-list': [{ id: 1, name: 'Downtown' }],
    });
    renderAs('manager', routes, `/${COMPANY_ID}/forms/new`);
    expect(await screen.findByText('Incident report')).toBeTruthy();
    expect(screen.getByText('Starter')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Blank form' })).toBeTruthy();
    expect(server.of('GET', 'forms/listTemplates')[0]?.query.get('page')).toBe('1');
    // The second page of templates.
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.of('GET', 'forms/listTemplates').at(-1)?.query.get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Use Incident report' }));
    expect(await screen.findByText('From the template Incident report')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Incident report',
    );
    expect(labelInputs().map((i) => i.value)).toEqual(['What happened?', 'Photo']);
  });

  it('adds fields, says what is missing with the shared texts, and sends nothing until it is right', async () => {
    const server = stubServer({ 'GET forms/listTemplates': page('form_templates', []) });
    renderAs('manager', routes, `/${COMPANY_ID}/forms/new`);
    fireEvent.click(await screen.findByRole('button', { name: 'Blank form' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Add at least one field')).toBeTruthy();
    expect(screen.getByText('Choose at least one location, audience or employee')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBe(1); // the name

    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const field = await screen.findByRole('listitem', { name: 'Field 1' });
    // A choice needs two options.
    const type = within(field).getByLabelText('Type');
    fireEvent.click(type);
    const listbox = await waitFor(() => {
      const box = document.getElementById(type.getAttribute('aria-controls') ?? '');
      if (!box) throw new Error('the type list is not open');
      return box;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Single choice', hidden: true }));
    expect(within(field).getAllByRole('textbox', { name: /^Option \d of field 1$/ }).length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await within(field).findByText('Add at least two options')).toBeTruthy();
    expect(within(field).getByText('This field is required')).toBeTruthy(); // its label
    expect(server.of('POST', 'forms/create')).toEqual([]);
  });

  it('moves fields up and down by buttons (focus follows), removes one, and saves them in that order with their flags', async () => {
    const form: TForm = buildForm({
      fields: [
        buildField({ key: 'a', label: 'Arrived on time?', type: 'checkbox', order: 0 }),
        buildField({ key: 'b', label: 'Boxes', type: 'number', order: 1 }),
        buildField({ key: 'c', label: 'Comments', type: 'long_text', order: 2 }),
      ],
    });
    const server = stubServer({
      'GET forms/get': form,
      'PUT forms/update': (c: { body: unknown }) => ({ ...form, ...(c.body as object) }),
      'GET locations-list': [{ id: 1, name: 'Downtown' }],
    });
    const { router } = renderAs('manager', routes, `/${COMPANY_ID}/form/40/edit`);
    await screen.findByRole('listitem', { name: 'Field 3' });
    expect(labelInputs().map((i) => i.value)).toEqual(['Arrived on time?', 'Boxes', 'Comments']);
    expect((screen.getByRole('button', { name: 'Move field 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move field 3 up' }));
    expect(labelInputs().map((i) => i.value)).toEqual(['Arrived on time?', 'Comments', 'Boxes']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move field 2 up'));
    expect(screen.getByText('Field moved to position 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move field 1 down' }));
    expect(labelInputs().map((i) => i.value)).toEqual(['Comments', 'Arrived on time?', 'Boxes']);

    const second = screen.getByRole('listitem', { name: 'Field 2' });
    fireEvent.click(within(second).getByRole('switch', { name: 'Required' }));
    fireEvent.change(within(second).getByRole('textbox', { name: 'Help text' }), {
      target: { value: 'Tick when it came before 9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 3' }));
    expect(labelInputs().map((i) => i.value)).toEqual(['Comments', 'Arrived on time?']);

    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/form/40`));
    const body = server.of('PUT', 'forms/update')[0]?.body as { fields: unknown[] };
    expect(body).toMatchObject({ company_id: COMPANY_ID, id: 40, name: 'Deliveries', location_ids: [1] });
    expect(body.fields).toEqual([
      {
        key: 'c',
        type: 'long_text',
        label: 'Comments',
        required: false,
        help_text: null,
        options: [],
        order: 0,
      },
      {
        key: 'a',
        type: 'checkbox',
        label: 'Arrived on time?',
        required: true,
        help_text: 'Tick when it came before 9',
        options: [],
        order: 1,
      },
    ]);
  });

  it('saves the build as a template of the company’s own', async () => {
    const server = stubServer({
      'GET forms/listTemplates': page('form_templates', [builtin]),
      'POST forms/createTemplate': (c: { body: unknown }) => ({
        ...builtin,
        id: 9,
        source: 'company',
        ...(c.body as object),
      }),
    });
    renderAs('manager', routes, `/${COMPANY_ID}/forms/new`);
    fireEvent.click(await screen.findByRole('button', { name: 'Use Incident report' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Spill report' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    await waitFor(() => expect(server.of('POST', 'forms/createTemplate').length).toBe(1));
    expect(server.of('POST', 'forms/createTemplate')[0]?.body).toMatchObject({
      company_id: COMPANY_ID,
      name: 'Spill report',
      description: 'What happened, where and when.',
      fields: [
        { key: 'what', type: 'long_text', required: true, order: 0 },
        { key: 'photo', type: 'file', order: 1 },
      ],
    });
  });

  it('tells an employee the page is not for them', () => {
    stubServer({});
    renderAs('employee', routes, `/${COMPANY_ID}/forms/new`);
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
  });
});
