import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FormPage from './FormPage';
import { buildField, buildForm, buildResponse, COMPANY_ID, renderAs, stubServer } from './test-forms';

const form = buildForm({
  name: 'Spill report',
  fields: [
    buildField({ key: 'where', label: 'Where?', type: 'text', required: true, order: 0 }),
    buildField({ key: 'contact', label: 'Your e-mail', type: 'email', order: 1 }),
    buildField({ key: 'phone', label: 'Call-back number', type: 'phone', order: 2 }),
    buildField({ key: 'mopped', label: 'Mopped up', type: 'checkbox', required: true, order: 3 }),
    buildField({ key: 'size', label: 'Size', type: 'single_choice', options: ['Small', 'Large'], order: 4 }),
    buildField({
      key: 'photo',
      label: 'Photo',
      type: 'file',
      required: true,
      help_text: 'Show the floor',
      order: 5,
    }),
  ],
});
const uploaded = {
  id: 91,
  form_id: 40,
  form_response_id: null,
  name: 'spill.jpg',
  original_filename: 'spill.jpg',
  mime: 'image/jpeg',
  size: 2048,
  type_category: 'image' as const,
  url: '/api/forms/file?id=91',
  thumb_url: '/api/forms/file?id=91&size=thumb',
  created_at: '2026-03-11T14:00:00Z',
};
const routes = [{ path: '/:companyId/form/:id', element: <FormPage /> }];
const open = () => renderAs('employee', routes, `/${COMPANY_ID}/form/40`);

describe('an employee fills a form in', { timeout: 30_000 }, () => {
  it('says what is wrong with the spec’s texts under each field, and sends nothing', async () => {
    const server = stubServer({ 'GET forms/get': form, 'GET forms/myResponses': { form_responses: [] } });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your e-mail' }), {
      target: { value: 'eli@' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Call-back number' }), {
      target: { value: '555123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please use a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Phone numbers must be 14 digits long')).toBeTruthy();
    // Where?, Mopped up and Photo are required.
    expect(screen.getAllByText('This field is required').length).toBe(3);
    const photo = screen.getByRole('group', { name: 'Photo' });
    expect(within(photo).getByText('This field is required')).toBeTruthy();
    expect(server.of('POST', 'forms/createResponse')).toEqual([]);

    // A letter in the phone is refused as it is typed, with its own text.
    fireEvent.change(screen.getByRole('textbox', { name: 'Call-back number' }), {
      target: { value: '555123a' },
    });
    expect(await screen.findByText('Please use only numbers for this field')).toBeTruthy();
  });

  it('takes a photo from the camera, uploads it through forms/uploadFile, and sends the response with it', async () => {
    const server = stubServer({
      'GET forms/get': form,
      'GET forms/myResponses': { form_responses: [] },
      'POST forms/uploadFile': uploaded,
      'POST forms/createResponse': buildResponse({ id: 71, can_edit: true }),
    });
    open();
    const camera = (await screen.findByLabelText('Take a photo — Photo')) as HTMLInputElement;
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.hasAttribute('capture')).toBe(true);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'spill.jpg', { type: 'image/jpeg' });
    fireEvent.change(camera, { target: { files: [file] } });

    expect(await screen.findByRole('link', { name: 'Attached: spill.jpg' })).toBeTruthy();
    const upload = server.of('POST', 'forms/uploadFile')[0]?.body as FormData;
    expect(upload.get('company_id')).toBe(String(COMPANY_ID));
    expect(upload.get('id')).toBe('40');
    expect((upload.get('file') as File).name).toBe('spill.jpg');

    fireEvent.change(screen.getByRole('textbox', { name: 'Where?' }), { target: { value: 'Aisle 4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mopped up' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Call-back number' }), {
      target: { value: '5551234567' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.of('POST', 'forms/createResponse').length).toBe(1));
    expect(server.of('POST', 'forms/createResponse')[0]?.body).toEqual({
      company_id: COMPANY_ID,
      form_id: 40,
      response: {
        where: 'Aisle 4',
        contact: '',
        phone: '(555)-123-4567',
        mopped: true,
        size: 'Large',
        photo: [91],
      },
    });
    expect(await screen.findByText('Your response was sent.')).toBeTruthy();
  });

  it('shows the server’s refusal of an upload under its field', async () => {
    stubServer(
      { 'GET forms/get': form, 'GET forms/myResponses': { form_responses: [] } },
      {
        'POST forms/uploadFile': {
          status: 422,
          body: {
            message: 'Invalid',
            code: 'validation_failed',
            errors: { file: ['Attach an image, a PDF or a document'] },
          },
        },
      },
    );
    open();
    const files = (await screen.findByLabelText('Choose a file — Photo')) as HTMLInputElement;
    fireEvent.change(files, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    const photo = screen.getByRole('group', { name: 'Photo' });
    expect(await within(photo).findByText('Attach an image, a PDF or a document')).toBeTruthy();
  });

  it('edits and deletes their own response while the form is open; a closed form says so', async () => {
    const mine = buildResponse({
      id: 72,
      can_edit: true,
      response: { where: 'Back door', mopped: true, photo: [91], phone: '15551234567' },
      files: [uploaded],
    });
    const server = stubServer({
      'GET forms/get': form,
      'GET forms/myResponses': { form_responses: [mine] },
      'PUT forms/updateResponse': mine,
      'DELETE forms/deleteResponse': null,
    });
    const { unmount } = open();
    const where = (await screen.findByRole('textbox', { name: 'Where?' })) as HTMLInputElement;
    expect(where.value).toBe('Back door');
    expect((screen.getByRole('textbox', { name: 'Call-back number' }) as HTMLInputElement).value).toBe(
      '(555)-123-4567',
    );
    expect(screen.getByRole('link', { name: 'Attached: spill.jpg' })).toBeTruthy();
    fireEvent.change(where, { target: { value: 'Front door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.of('PUT', 'forms/updateResponse').length).toBe(1));
    expect(server.of('PUT', 'forms/updateResponse')[0]?.body).toMatchObject({
      id: 72,
      response: { where: 'Front door', photo: [91] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete my response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my response' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.of('DELETE', 'forms/deleteResponse').length).toBe(1));
    expect(server.of('DELETE', 'forms/deleteResponse')[0]?.body).toEqual({ company_id: COMPANY_ID, id: 72 });
    unmount();

    stubServer({
      'GET forms/get': { ...form, closed_at: '2026-03-12T00:00:00Z' },
      'GET forms/myResponses': { form_responses: [{ ...mine, can_edit: false }] },
    });
    open();
    expect(await screen.findByText('This form is closed; your response can no longer change.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
