import { type APIRequestContext, expect, test } from '@playwright/test';
import { signedInWithTeam } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPerson } from '../support/people';

/**
 * Issue 11, items 3 and 13: a Spanish speaker sees Spanish everywhere (titles, headings, the 404
 * page, the login page after logging out), and every date shows in the company's zone, named
 * when the browser's own clock is elsewhere.
 */

async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const res = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { content: T } }).data.content;
}

test('a Spanish speaker gets Spanish titles and headings, the 404 page, and the login page after logout', async ({
  page,
  request,
  context,
}) => {
  const person = newPerson('hablante');
  const { token, companyId } = await signedInWithTeam(request, context, person, 'Cafetería Dos');
  await call(request, token, 'user/locale', { default_locale: 'es' });

  await page.goto(`/${companyId}/employees`);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expect(page).toHaveTitle('Teamline | Equipo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto(`/${companyId}/settings/team-invitations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitaciones al equipo' })).toBeVisible();
  await expect(page).toHaveTitle('Teamline | Configuración: invitaciones al equipo');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a tus equipos' })).toBeVisible();
  await expect(page).toHaveTitle('Teamline | Página no encontrada');

  await page.goto(`/${companyId}`);
  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión en Teamline' })).toBeVisible();
  await expect(page.getByText('Has cerrado la sesión.')).toBeVisible();
  await expect(page).toHaveTitle('Teamline | Iniciar sesión');
  expect(await seriousViolations(page)).toEqual([]);

  // A new visit on this browser starts in Spanish too, before anyone signs in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inicia sesión en Teamline' })).toBeVisible();
});

test.describe('in a browser whose clock is in Madrid', () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  test("dates show in the company's zone (its first location's), named, for the manager and in the inbox", async ({
    page,
    request,
    context,
  }) => {
    const person = newPerson('zona');
    const { token, companyId } = await signedInWithTeam(request, context, person, 'Zona Café');
    await call(request, token, 'company/location', {
      company_id: companyId,
      name: 'Boulder',
      timezone: 'America/Denver',
    });
    const me = await (
      await request.get(`/api/app/company/get-employee/${companyId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    // 18:00 UTC on 15 January 2030 is 11:00 AM in Denver (MST), 7:00 PM in Madrid.
    const memo = await call<{ id: number }>(request, token, 'message/new', {
      company_id: companyId,
      title: 'Inventory day',
      content: '<p>Count the beans.</p>',
      recipient_ids: [me.data.content.id],
      due_at: '2030-01-15T18:00:00.000Z',
      publish: true,
    });

    await page.goto(`/${companyId}/memo/${memo.id}`);
    await expect(page.getByText('1/15/30, 11:00 AM MST', { exact: true })).toBeVisible();
    await page.goto(`/${companyId}?memo=${memo.id}`);
    await expect(page.getByRole('heading', { name: 'Inventory day' })).toBeVisible();
    await expect(page.getByText('Due 1/15/30, 11:00 AM MST')).toBeVisible();
  });
});
