import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FormPage from './FormPage';
import { buildField, buildForm, buildResponse, COMPANY_ID, page, renderAs, stubServer } from './test-forms';

const form = buildForm({
  fields: [
    buildField({ key: 'notes', label: 'Notes', order: 0 }),
    buildField({ key: 'ok', label: 'All there', type: 'checkbox', order: 1 }),
    buildField({ key: 'phone', label: 'Driver phone', type: 'phone', order: 2 }),
  ],
  response_count: 2,
});
const responses = [
  buildResponse({ response: { notes: 'All boxes in', ok: true, phone: '15551234567' } }),
  buildResponse({
    id: 71,
    employee: { id: 4, name: 'Ana Torres' },
    locations: [{ id: 2, name: 'Airport' }],
    response: { notes: 'One box short' },
  }),
];
const routes = [{ path: '/:companyId/form/:id', element: <FormPage /> }];

function server() {
  return stubServer({
    'GET forms/get': form,
    'GET forms/listResponses': page('form_responses', responses, { total_pages: 3, total: 45 }),
    'GET locations-list': [
      { id: 1, name: 'Downtown' },
      { id: 2, name: 'Airport' },
    ],
    'POST forms/emailResponse': null,
  });
}

describe("a form's responses (managers)", { timeout: 30_000 }, () => {
  it('lists them with employee, location, day and the first answers; filters by location and day; pages', async () => {
    const s = server();
    const { router } = renderAs('manager', routes, `/${COMPANY_ID}/form/40`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.length).toBe(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Open the response of Eli Employee' })).toBeTruthy();
    expect(first.getByText('Downtown')).toBeTruthy();
    expect(first.getByText('All boxes in')).toBeTruthy();
    expect(first.getByText('Yes')).toBeTruthy();
    expect(first.getByText('(555) 123-4567')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getAllByText('No answer').length).toBe(2);
    expect(screen.getByText('45 responses')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(s.of('GET', 'forms/listResponses').at(-1)?.query.get('from')).toBe('2026-03-01'),
    );
    const location = screen.getAllByLabelText('Location').find((e) => e.tagName === 'INPUT') as HTMLElement;
    fireEvent.click(location);
    fireEvent.click(await screen.findByRole('option', { name: 'Airport', hidden: true }));
    await waitFor(() =>
      expect(s.of('GET', 'forms/listResponses').at(-1)?.query.get('location_id')).toBe('2'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(s.of('GET', 'forms/listResponses').at(-1)?.query.get('page')).toBe('2'));
    const last = s.of('GET', 'forms/listResponses').at(-1)?.query;
    expect(last?.get('form_id')).toBe('40');
    expect(last?.get('company_id')).toBe(String(COMPANY_ID));
    expect(router.state.location.search).toBe('?from=2026-03-01&location=2&rpage=2');
  });

  it('exports the filtered responses as CSV and XLSX downloads', async () => {
    const s = server();
    const createObjectURL = vi.fn(() => 'blob:responses');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderAs('manager', routes, `/${COMPANY_ID}/form/40?location=1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = s.of('GET', 'forms/exportResponses')[0]?.query;
    expect(csv?.get('format')).toBe('csv');
    expect(csv?.get('location_id')).toBe('1');
    expect(csv?.get('form_id')).toBe('40');
    expect(csv?.has('page')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() =>
      expect(s.of('GET', 'forms/exportResponses').at(-1)?.query.get('format')).toBe('xlsx'),
    );
  });

  it('opens one response and e-mails it to a checked address, saying how it went', async () => {
    const s = server();
    renderAs('manager', routes, `/${COMPANY_ID}/form/40`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the response of Eli Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Response of Eli Employee' });
    expect(within(dialog).getByText('All boxes in')).toBeTruthy();
    expect(within(dialog).getByText('Driver phone')).toBeTruthy();

    const email = within(dialog).getByRole('textbox', { name: /E-mail address/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail response' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'owner@example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail response' }));
    expect(await within(dialog).findByText('Please use a valid e-mail address')).toBeTruthy();
    expect(s.of('POST', 'forms/emailResponse')).toEqual([]);

    fireEvent.change(email, { target: { value: 'owner@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail response' }));
    expect(await within(dialog).findByText('The response was e-mailed to owner@example.com.')).toBeTruthy();
    expect(s.of('POST', 'forms/emailResponse')[0]?.body).toEqual({
      company_id: COMPANY_ID,
      form_response_id: 70,
      email: 'owner@example.com',
    });
  });

  it('says when a form is not there (or not for the caller)', async () => {
    stubServer({}, { 'GET forms/get': { status: 404, body: { message: 'Not found', code: 'not_found' } } });
    renderAs('manager', routes, `/${COMPANY_ID}/form/999`);
    expect(await screen.findByText('This form is not there, or it is not for you.')).toBeTruthy();
  });
});
