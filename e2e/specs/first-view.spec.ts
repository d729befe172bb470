import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginViaApi, signedInWithTeam, userCompaniesViaApi, useToken } from '../support/api';
import { BASE_URL } from '../support/env';
import { DEMO, newPerson } from '../support/people';

/**
 * The first views rendered by the server (docs/architecture.md, "The first view"), the login
 * page's and a signed-in company Home's: painted from the HTML before any script has run, then
 * hydrated by the app without a mismatch, and inert until then so nothing typed or clicked is lost.
 */

/** React's hydration failures and any other error the page reports. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The API paths the page asks for from now on, in order. */
function apiPathsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  return asked;
}

/** Holds the page's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

test('the login page arrives painted, and the app takes it over without a mismatch', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<div id="root" inert>');
  expect(html).toContain('Log in to Teamline');

  const errors = collectErrors(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email / Password' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(errors).toEqual([]);
});

test('it is rendered in the language this browser last used', async ({ page, context, request }) => {
  const html = await (await request.get('/login', { headers: { cookie: 'teamline_locale=es' } })).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Inicia sesión en Teamline');

  await context.addCookies([{ name: 'teamline_locale', value: 'es', url: BASE_URL }]);
  const errors = collectErrors(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Correo / Contraseña' }).click();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('nothing typed before the scripts have run is lost: the page waits for them', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  // Painted from the HTML alone, and not yet to be typed into.
  await expect(page.locator('h1')).toHaveText('Log in to Teamline');
  await expect(page.locator('#root')).toHaveAttribute('inert');

  release();
  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await phone.fill('5550100003');
  await expect(phone).toHaveValue('(555)-010-0003');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});

test('a company Home arrives painted with its data, which the app takes over without asking again', async ({
  page,
  request,
}) => {
  const person = newPerson('firstview');
  const team = `First View Café ${Date.now()}`;
  const { companyId } = await signedInWithTeam(request, page.context(), person, team);
  const asked = apiPathsAsked(page);
  const release = await holdScripts(page);
  const errors = collectErrors(page);
  await page.goto(`/${companyId}`, { waitUntil: 'commit' });
  // Painted from the HTML alone: the greeting, the team, the dashboard.
  await expect(page.locator('h1')).toHaveText(`Welcome, ${person.name}`);
  await expect(page.getByText(`Your team: ${team}`)).toBeVisible();
  await expect(page.getByText('People reached by recent memos')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('tab', { name: /My inbox/ })).toBeVisible();
  await page.getByRole('tab', { name: /My inbox/ }).click();
  await expect(page).toHaveURL(/tab=inbox/);
  // The user, the company and GET home came with the page: the app asked for none of them again.
  expect(asked).not.toContain('/api/user/details');
  expect(asked).not.toContain('/api/company/details');
  expect(asked).not.toContain('/api/home');
  expect(errors).toEqual([]);
});

/**
 * A memo from the demo manager to Downtown, where the demo employee works; answers the demo
 * company's id and the employee's token.
 */
async function memoToTheDemoEmployee(request: APIRequestContext, title: string) {
  const manager = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const employee = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const company = (await userCompaniesViaApi(request, employee)).find((c) => c.name === DEMO.company);
  if (!company) throw new Error('the demo employee does not belong to the demo company');
  const headers = { authorization: `Bearer ${manager}` };
  const places = await request.get('/api/locations-list', {
    headers,
    params: { company_id: String(company.id) },
  });
  const { data } = (await places.json()) as { data: { content: Array<{ id: number; name: string }> } };
  const downtown = data.content.find((l) => l.name === 'Downtown');
  if (!downtown) throw new Error('the demo company has no Downtown');
  const sent = await request.post('/api/message/new', {
    headers,
    data: {
      company_id: company.id,
      title,
      content: '<p>The walk-in cooler is fixed.</p>',
      type: 'standard',
      location_ids: [downtown.id],
      publish: true,
    },
  });
  expect(sent.ok()).toBe(true);
  return { companyId: company.id, employee };
}

test.describe('an employee', () => {
  test('their Home arrives with their inbox, which the app takes over without asking again', async ({
    page,
    request,
  }) => {
    const title = `First view memo ${Date.now().toString(36)}`;
    const { companyId, employee } = await memoToTheDemoEmployee(request, title);
    await useToken(page.context(), employee);
    const asked = apiPathsAsked(page);
    const release = await holdScripts(page);
    const errors = collectErrors(page);
    await page.goto(`/${companyId}`, { waitUntil: 'commit' });
    // Painted from the HTML alone: the greeting and the inbox with the new memo in it.
    await expect(page.locator('h1')).toHaveText(`Welcome, ${DEMO.employee.name}`);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert');

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The tray asks for its notifications once the layout has mounted; by then the inbox would
    // have been asked for too, had the page not brought it.
    await expect.poll(() => asked.includes('/api/notifications')).toBe(true);
    expect(asked).not.toContain('/api/app/employee-messages');
    // The Home's code (the employee's part, not the dashboard) came with the page's scripts, so
    // the app, importing it, added no tags of its own for it.
    const template = /<template id="teamline-scripts">(.*?)<\/template>/s.exec(
      await (await page.request.get(`/${companyId}`)).text(),
    )?.[1];
    expect(template).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/CompanyArea-[^"]+\.js">/);
    expect(template).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/EmployeeHome-[^"]+\.js">/,
    );
    expect(template).not.toContain('ManagementHome');
    for (const code of ['AuthGuard', 'CompanyArea', 'HomePage', 'EmployeeHome'])
      await expect(page.locator(`head link[href*="/assets/${code}-"]`)).toHaveCount(1);
    await page.getByText(title).click();
    await expect(page.getByText('The walk-in cooler is fixed.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('an employee whose browser last showed Spanish, with English as their own language', () => {
  test('their Home arrives in English, as the app shows it, and stays so without a mismatch', async ({
    page,
    request,
  }) => {
    const title = `Own language memo ${Date.now().toString(36)}`;
    const { companyId, employee } = await memoToTheDemoEmployee(request, title);
    await useToken(page.context(), employee);
    // Spanish was this browser's last language (a shared phone): its cookie and its storage.
    await page.context().addCookies([{ name: 'teamline_locale', value: 'es', url: BASE_URL }]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('teamline.locale', 'es');
        sessionStorage.setItem('seeded', 'yes');
      }
    });
    const html = await (await page.request.get(`/${companyId}`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`Welcome, ${DEMO.employee.name}`);

    const errors = collectErrors(page);
    await page.goto(`/${companyId}`);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('h1')).toHaveText(`Welcome, ${DEMO.employee.name}`);
    await expect(page.getByText(title)).toBeVisible();
    // The language shown is the one remembered for the next page (the login page after a logout).
    expect(await page.evaluate(() => localStorage.getItem('teamline.locale'))).toBe('en');
    expect(errors).toEqual([]);
  });
});

test.describe('an employee whose phone is in the company’s zone (America/Chicago)', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('the server writes their Home’s dates for the clock their browser reported', async ({
    page,
    request,
  }) => {
    const title = `Zoned memo ${Date.now().toString(36)}`;
    const { companyId, employee } = await memoToTheDemoEmployee(request, title);
    await useToken(page.context(), employee);
    // A first visit: the server does not know this browser's zone yet (its HTML is in the
    // server's own); the app notes it as soon as it shows a date-time.
    await page.goto(`/${companyId}`);
    await expect(page.getByText(title)).toBeVisible();
    await expect
      .poll(async () => {
        const cookie = (await page.context().cookies()).find((c) => c.name === 'teamline_zone');
        return cookie && decodeURIComponent(cookie.value);
      })
      .toBe('America/Chicago');

    const html = await (await page.request.get(`/${companyId}`)).text();
    const errors = collectErrors(page);
    await page.goto(`/${companyId}`);
    // The company's own clock: no date-time names its zone, in the HTML (the server's own zone
    // is another) as in the browser, so the app takes the page over without a mismatch.
    const item = html.slice(html.indexOf(title), html.indexOf(title) + 1500);
    expect(item).toMatch(/[AP]M/);
    expect(item).not.toMatch(/CST|CDT/);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText(title)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a Home stays inert until its last part has hydrated, so an early click is not lost', async ({
  page,
  request,
}) => {
  const { companyId } = await signedInWithTeam(request, page.context(), newPerson('firstview'), 'Inert Café');
  // The Home's own part (the dashboard's code) held back; the rest of the app loads.
  let release = () => {};
  const partHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ManagementHome-[^/]*\.js$/, async (route) => {
    await partHeld;
    await route.continue();
  });
  const errors = collectErrors(page);
  await page.goto(`/${companyId}`, { waitUntil: 'commit' });
  // The app has hydrated its outer parts (the title is set once it has)...
  await expect(page).toHaveTitle('Teamline | Home');
  await page.waitForTimeout(500);
  // ...but the dashboard is not hydrated yet: the page waits.
  await expect(page.locator('#root')).toHaveAttribute('inert');

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('tab', { name: /My inbox/ }).click();
  await expect(page).toHaveURL(/tab=inbox/);
  expect(errors).toEqual([]);
});
