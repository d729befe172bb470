import type { APIRequestContext } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi } from './api';

import { DEMO } from './people';
import { samplePdf, samplePng } from './sample-files';

type Role = 'admin' | 'manager' | 'employee';

/** The demo company seen by its three members, with one of everything a page can show. */
export interface DemoScene {
  companyId: number;
  tokens: Record<Role, string>;
  locationId: number;
  audienceId: number;
  /** The demo employee's own record. */
  employeeId: number;
  /** A published survey the employee answered, and a flaggable message they flagged. */
  surveyId: number;
  messageId: number;
  /** A published celebration of the employee's colleague, which the employee sees. */
  celebrationId: number;
  /** Template sends of the manager's to Downtown: a draft, and a published one (issue 12). */
  draftSendId: number;
  sendId: number;
  /** The manager's package of one template (Memos › Packages). */
  packageId: number;
  /** A form of the manager's to Downtown, and the employee's response to it (Forms). */
  formId: number;
  formResponseId: number;

  /** Media library files of the manager's for Downtown, viewable (issue 14): an image and a PDF. */
  imageId: number;
  pdfId: number;

  /** An image of the library shared with Downtown (Files; the 'files' flag is on). */
  fileId: number;
  stamp: string;
}

async function as<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    method === 'get'
      ? await request.get(`/api/${path}`, {
          headers,
          params: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(`/api/${path}`, { headers, data });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

/**
 * Signs the demo admin, manager and employee in through the API; the manager sends a survey and a
 * flaggable message to Downtown (theirs, where the employee works: the admin sees them too); the
 * employee answers the one and flags the other, so the detail has results and Follow-ups has
 * something to acknowledge.
 */
export async function demoScene(request: APIRequestContext): Promise<DemoScene> {
  const tokens = {
    admin: await loginViaApi(request, DEMO.admin.email, DEMO.password),
    manager: await loginViaApi(request, DEMO.manager.email, DEMO.password),
    employee: await loginViaApi(request, DEMO.employee.email, DEMO.password),
  };
  const demo = (await userCompaniesViaApi(request, tokens.admin)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo admin does not belong to the demo company');
  const company_id = demo.id;
  const admin = (method: 'get' | 'post', path: string, data: Record<string, unknown> = {}) =>
    as<unknown>(request, tokens.admin, method, path, { company_id, ...data });
  const locations = (await admin('get', 'locations-list')) as Array<{ id: number; name: string }>;
  const audiences = (await admin('get', 'audiences-list')) as Array<{ id: number; name: string }>;
  const downtown = locations.find((l) => l.name === 'Downtown') ?? locations[0];
  if (!downtown || !audiences[0]) throw new Error('the demo company has no places');
  const stamp = Date.now().toString(36);
  const manager = (path: string, data: Record<string, unknown>) =>
    as<{ id: number }>(request, tokens.manager, 'post', path, { company_id, ...data });
  const survey = await manager('survey/new', {
    title: `Axe survey ${stamp}`,
    content: '<p>Is the new roast good?</p>',
    options: [{ question: 'Do you like the new roast?', options_key: 'yes-no', options: ['Yes', 'No'] }],
    location_ids: [downtown.id],
    publish: true,
  });
  const message = await manager('message/new', {
    title: `Axe message ${stamp}`,
    content: '<p>The menu board changes on Monday.</p>',
    type: 'standard',
    location_ids: [downtown.id],
    publish: true,
  });
  const people = (await as<Array<{ id: number; name: string }>>(
    request,
    tokens.manager,
    'get',
    'employees-list',
    {
      company_id,
    },
  )) as Array<{ id: number; name: string }>;
  const colleague = people.find((p) => p.name === 'Ana Torres');
  if (!colleague) throw new Error('the demo company has no Ana Torres');
  const celebration = await manager('company/celebration/new', {
    title: `Axe cheers ${stamp}`,
    celebrated_employee_id: colleague.id,
    celebration_type: 'birthday',
    publish: true,
  });
  const template = await manager('memo-templates/create', {
    kind: 'message',
    title: `Axe template ${stamp}`,
    content: '<p>Lights, till, doors.</p>',
  });
  const sendOf = (name: string) =>
    manager('memo-template-sends/create', { name, template_ids: [template.id], location_ids: [downtown.id] });
  const draftSend = await sendOf(`Axe draft send ${stamp}`);
  const send = await sendOf(`Axe send ${stamp}`);
  await manager('memo-template-sends/publish', { id: send.id });
  const employee = (method: 'get' | 'post', path: string, data: Record<string, unknown> = {}) =>
    as<unknown>(request, tokens.employee, method, path, { company_id, ...data });
  await employee('post', 'employee-survey', { id: survey.id, answers: [{ question: 0, answer: 'Yes' }] });
  await employee('post', 'employee-message/flag', {
    id: message.id,
    note: 'Which menu board do you mean: the one by the door or the one behind the counter?',
    is_urgent: true,
  });
  const me = (await as<{ id: number }>(
    request,
    tokens.employee,
    'get',
    `app/company/get-employee/${company_id}`,
    {},
  )) as { id: number };
  const welcome = await manager('memo-templates/create', {
    kind: 'message',
    title: `Axe welcome ${stamp}`,
    content: '<p>Welcome to the team.</p>',
  });
  const pkg = await manager('memo-template-packages/create', {
    name: `Axe first week ${stamp}`,
    steps: [{ template_id: welcome.id, day_offset: 0 }],
  });
  const form = await manager('forms/create', {
    name: `Axe form ${stamp}`,
    description: 'Checked at opening.',
    fields: [
      { key: 'where', type: 'text', label: 'Where?', required: true },
      { key: 'size', type: 'single_choice', label: 'How big?', options: ['Small', 'Large'] },
      { key: 'done', type: 'checkbox', label: 'Cleaned up' },
      { key: 'sign', type: 'signature', label: 'Signature' },
    ],
    location_ids: [downtown.id],
  });
  const formResponse = (await employee('post', 'forms/createResponse', {
    form_id: form.id,
    response: { where: 'Aisle 2', size: 'Small', done: true },
  })) as { id: number };

  const upload = async (name: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const res = await request.post('/api/media/create', {
      headers: { authorization: `Bearer ${tokens.manager}` },
      multipart: {
        company_id: String(company_id),
        name,
        location_ids: String(downtown.id),
        viewable: 'true',
        file,
      },
    });
    if (!res.ok()) throw new Error(`media/create answered ${res.status()}: ${await res.text()}`);
    return ((await res.json()) as { data: { content: { media: { id: number } } } }).data.content.media;
  };
  const image = await upload(`Axe image ${stamp}`, {
    name: 'map.png',
    mimeType: 'image/png',
    buffer: samplePng(24, 16),
  });
  const pdf = await upload(`Axe PDF ${stamp}`, {
    name: 'manual.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Axe'),
  });

  // Files: the flag on, and an image the manager shares with Downtown (the employee's).
  await admin('post', 'settings/flags', { flags: [{ key: 'files', enabled: true }] });
  const shared = await request.post('/api/media/create', {
    headers: { authorization: `Bearer ${tokens.manager}` },
    multipart: {
      company_id: String(company_id),
      name: `Axe picture ${stamp}`,
      content: 'The new shelf layout, from the front door.',
      location_ids: String(downtown.id),
      viewable: 'true',
      file: { name: 'shelf.png', mimeType: 'image/png', buffer: samplePng(160, 120) },
    },
  });
  if (!shared.ok()) throw new Error(`media/create answered ${shared.status()}: ${await shared.text()}`);
  const picture = ((await shared.json()) as { data: { content: { media: { id: number } } } }).data.content
    .media;
  return {
    companyId: company_id,
    tokens,
    locationId: downtown.id,
    audienceId: audiences[0].id,
    employeeId: me.id,
    surveyId: survey.id,
    messageId: message.id,
    celebrationId: celebration.id,
    draftSendId: draftSend.id,
    sendId: send.id,
    packageId: pkg.id,
    formId: form.id,
    formResponseId: formResponse.id,

    imageId: image.id,
    pdfId: pdf.id,

    fileId: picture.id,
    stamp,
  };
}
