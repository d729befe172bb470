import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loginViaApi, signedInWithTeam, signUpViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { waitForLink } from '../support/outbox';
import { DEMO, newPerson } from '../support/people';
import { samplePdf, samplePng } from '../support/sample-files';

/**
 * Issue 14, the media loop: a manager uploads a PDF and an image targeted to one location; an
 * employee there sees both on Files and opens them in the browser (and downloads one); the manager
 * sees who opened them; an employee elsewhere sees neither and gets 404 for their bytes.
 */

interface MediaFile {
  id: number;
  name: string;
  filepath: string;
  filepath_thumb: string | null;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data: object,
): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    method === 'get'
      ? await request.get(`/api/${path}`, {
          headers,
          params: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(`/api/${path}`, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

/** media/create as the Media page sends it: multipart, targeted to one location, viewable. */
async function upload(
  request: APIRequestContext,
  token: string,
  fields: { company_id: number; name: string; location_id: number },
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<MediaFile> {
  const res = await request.post('/api/media/create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      company_id: String(fields.company_id),
      name: fields.name,
      location_ids: String(fields.location_id),
      viewable: 'true',
      file,
    },
  });
  expect(res.ok(), `media/create: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { content: { media: MediaFile } } }).data.content.media;
}

/** A signed-in browser of its own for one person. */
async function browserOf(context: BrowserContext, token: string): Promise<Page> {
  await useToken(context, token);
  return context.newPage();
}

/** The page fits the screen's width: nothing runs off to the side. */
async function expectNoSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('a PDF and an image shared with Airport: an employee there opens both, the manager sees who did, Downtown sees nothing', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await loginViaApi(request, DEMO.admin.email, DEMO.password);
  const eli = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, admin)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo admin does not belong to the demo company');
  const company_id = demo.id;
  await call(request, admin, 'post', 'settings/flags', {
    company_id,
    flags: [{ key: 'files', enabled: true }],
  });
  const locations = await call<{ id: number; name: string }[]>(request, admin, 'get', 'locations-list', {
    company_id,
  });
  // Airport, not Downtown: other specs count Downtown's people while this one runs beside them,
  // and the demo employee (Downtown) is the one the files are not for. The demo manager keeps
  // Downtown: Airport gets a manager and an employee of its own.
  const airport = locations.find((l) => l.name === 'Airport');
  if (!airport) throw new Error('the demo company has no Airport');
  const join = async (label: string, role: 'manager' | 'employee') => {
    const person = newPerson(label);
    const since = new Date();
    const invited = await call<{ id: number }>(request, admin, 'post', 'employees/invite', {
      company_id,
      name: person.name,
      email: person.email,
    });
    const link = await waitForLink(person.email, since, 'mail');
    const token = await signUpViaApi(request, person);
    await call(request, token, 'post', 'accept-invite', { token: new URL(link).searchParams.get('token') });
    await call(request, admin, 'post', 'company/employee', {
      company_id,
      id: invited.id,
      role,
      location_ids: [airport.id],
    });
    return { person, token };
  };
  const { token: manager } = await join('files-manager', 'manager');
  const { person, token: employee } = await join('files', 'employee');

  // The manager uploads the two files for Airport.
  const stamp = person.name.split(' ').at(-1) ?? '';
  expect(stamp).not.toBe('');
  const pdf = await upload(
    request,
    manager,
    { company_id, name: `Spring menu ${stamp}`, location_id: airport.id },
    { name: 'spring-menu.pdf', mimeType: 'application/pdf', buffer: samplePdf(`Spring menu ${stamp}`) },
  );
  const image = await upload(
    request,
    manager,
    { company_id, name: `Shelf layout ${stamp}`, location_id: airport.id },
    { name: 'shelf-layout.png', mimeType: 'image/png', buffer: samplePng() },
  );
  expect(image.filepath_thumb).not.toBeNull();
  // The PDF's first page is its thumbnail (pdfjs-dist on the server).
  expect(pdf.filepath_thumb).not.toBeNull();

  // The employee at Airport: Files is in the navigation; both files are there.
  await useToken(page.context(), employee);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/${company_id}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Files' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search files' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`terms=${stamp}`));
  const grid = page.getByRole('list', { name: 'Files' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  for (const name of [`Open Shelf layout ${stamp}`, `Open Spring menu ${stamp}`]) {
    const thumb = grid.getByRole('button', { name }).locator('img');
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(grid.getByText('New', { exact: true })).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('files-1366-en.png'), fullPage: true });

  // The PDF opens in the viewer: the browser fetches it from media/signature.
  const pdfAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/media/signature') && r.request().resourceType() === 'document',
  );
  await grid.getByRole('button', { name: `Open Spring menu ${stamp}` }).click();
  const pdfViewer = page.getByRole('dialog', { name: `Spring menu ${stamp}` });
  await expect(pdfViewer.getByTitle(`Spring menu ${stamp} (PDF)`)).toHaveAttribute('src', pdf.filepath);
  const answered = await pdfAnswer;
  expect([answered.status(), answered.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await page.screenshot({ path: testInfo.outputPath('files-viewer-pdf-1366-en.png') });
  // Its bytes come in ranges too, as a video player asks for them.
  const part = await request.get(pdf.filepath, {
    headers: { authorization: `Bearer ${employee}`, range: 'bytes=0-7' },
  });
  expect([part.status(), (await part.body()).toString('latin1')]).toEqual([206, '%PDF-1.4']);
  // Download saves it under its own name.
  const saving = page.waitForEvent('download');
  await pdfViewer.getByRole('link', { name: 'Download' }).click();
  expect((await saving).suggestedFilename()).toBe('spring-menu.pdf');
  await pdfViewer.getByRole('button', { name: 'Close' }).click();

  // The image opens in the viewer, drawn.
  await grid.getByRole('button', { name: `Open Shelf layout ${stamp}` }).click();
  const imageViewer = page.getByRole('dialog', { name: `Shelf layout ${stamp}` });
  const picture = imageViewer.getByRole('img', { name: `Shelf layout ${stamp}` });
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('files-viewer-image-1366-en.png') });
  await imageViewer.getByRole('button', { name: 'Close' }).click();
  // Both opened: neither is new any more.
  await expect(grid.getByText('New', { exact: true })).toHaveCount(0);

  // On a phone: two columns, nothing runs off the side; the viewer fills the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('files-390-en.png'), fullPage: true });
  await grid.getByRole('button', { name: `Open Spring menu ${stamp}` }).click();
  const phoneViewer = page.getByRole('dialog', { name: `Spring menu ${stamp}` });
  await expect(phoneViewer.getByText('PDFs open in your phone’s own viewer.')).toBeVisible();
  await expect(phoneViewer.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
    'href',
    pdf.filepath,
  );
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('files-viewer-390-en.png') });

  // The same in Spanish.
  await call(request, employee, 'post', 'user/locale', { default_locale: 'es' });
  await page.goto(`/${company_id}/files?terms=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Archivos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Archivos' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('files-390-es.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('files-1366-es.png'), fullPage: true });
  await page.getByRole('button', { name: `Abrir Shelf layout ${stamp}` }).click();
  await expect(page.getByRole('dialog', { name: `Shelf layout ${stamp}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('files-viewer-1366-es.png') });

  // The manager sees who opened the image, and when.
  const managerContext = await browser.newContext();
  try {
    const managerPage = await browserOf(managerContext, manager);
    await managerPage.setViewportSize({ width: 1366, height: 900 });
    await managerPage.goto(`/${company_id}/files?terms=${stamp}`);
    // A first visit on a busy machine loads the page's code before anything else.
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible({
      timeout: 40_000,
    });
    const managed = managerPage.getByRole('list', { name: 'Files' });
    await expect(managed.getByText('For Airport')).toHaveCount(2);
    await expect(managed.getByText('Opened by 1 person')).toHaveCount(2);
    expect.soft(await seriousViolations(managerPage)).toEqual([]);
    await managerPage.screenshot({ path: testInfo.outputPath('files-manager-1366-en.png'), fullPage: true });
    await managerPage.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(managerPage);
    await managerPage.screenshot({ path: testInfo.outputPath('files-manager-390-en.png'), fullPage: true });
    await managerPage.setViewportSize({ width: 1366, height: 900 });
    await managed.getByRole('button', { name: `Open Shelf layout ${stamp}` }).click();
    const viewedBy = managerPage
      .getByRole('dialog', { name: `Shelf layout ${stamp}` })
      .getByRole('region', { name: 'Viewed by' });
    // The employee, and now the manager, who has just opened it too.
    await expect(viewedBy.getByText('2 people have opened this file.')).toBeVisible();
    await expect(viewedBy.getByRole('cell', { name: person.name })).toBeVisible();
    expect.soft(await seriousViolations(managerPage)).toEqual([]);
    await managerPage.screenshot({ path: testInfo.outputPath('files-viewed-by-1366-en.png') });
  } finally {
    await managerContext.close();
  }

  // The demo employee works Downtown: neither file is theirs, on screen or by address.
  const eliContext = await browser.newContext();
  try {
    const eliPage = await browserOf(eliContext, eli);
    await eliPage.goto(`/${company_id}/files?terms=${stamp}`);
    await expect(eliPage.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible({ timeout: 40_000 });
    await expect(eliPage.getByText('No file matches this search.')).toBeVisible();
    await eliPage.goto(`/${company_id}/files?file=${pdf.id}`);
    await expect(
      eliPage.getByText('This file is not there any more, or it is not shared with you.'),
    ).toBeVisible();
  } finally {
    await eliContext.close();
  }
  for (const file of [pdf, image]) {
    for (const url of [file.filepath, file.filepath_thumb]) {
      if (!url) continue;
      const res = await request.get(url, { headers: { authorization: `Bearer ${eli}` } });
      expect(res.status(), url).toBe(404);
    }
    const res = await request.get('/api/media/get', {
      headers: { authorization: `Bearer ${eli}` },
      params: { company_id: String(company_id), id: String(file.id) },
    });
    expect(res.status()).toBe(404);
  }
});

test('typing the Files address while the flag is off gives a plain page, not a crash', async ({
  page,
  request,
}) => {
  const person = newPerson('nofiles');
  const { companyId } = await signedInWithTeam(
    request,
    page.context(),
    person,
    `No Files ${person.name.slice(-5)}`,
  );
  await page.goto(`/${companyId}`);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Files' })).toHaveCount(0);
  await page.goto(`/${companyId}/files`);
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  await expect(page.getByText('Files are turned off for this team')).toBeVisible();
  // The team's creator is its admin: told where to turn Files on.
  await page.getByRole('link', { name: 'Go to Flags' }).click();
  await expect(page).toHaveURL(new RegExp(`/${companyId}/settings/flags$`));
  await page.getByRole('switch', { name: 'Files' }).check();
  await page.getByRole('button', { name: 'Save flags' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Files' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Files' }).click();
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
});
