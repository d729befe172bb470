import { expect, type Page, test } from '@playwright/test';
import { createTeamViaApi, signedInWithTeam, useToken } from '../support/api';
import { checkDialog, expectAccessible, seriousViolations, settled } from '../support/axe';
import { newPerson } from '../support/people';
import { type DemoScene, demoScene } from '../support/scene';

/**
 * Axe on every page of the app, for admin, manager and employee, with the avatar menu, the
 * notification tray, the phone navigation and the dialogs open: no serious or critical violation.
 */

type Role = 'admin' | 'manager' | 'employee';

/** Every route of the company area (spec §2), with records of the scene where a route needs one. */
const companyPages = (s: DemoScene): string[] => [
  '',
  'settings',
  'settings/flags',
  'settings/reports',
  'settings/subscription',
  'settings/memos',
  'settings/integration',
  'settings/team-invitations',
  'settings/checkins',
  'settings/locations',
  'settings/new-location',
  `settings/location/${s.locationId}`,
  'settings/devices',
  'settings/audiences',
  'settings/new-audience',
  `settings/audience/${s.audienceId}`,
  'settings/tags',
  'media',
  'files',
  'flags',
  'memo-sends',
  'memo-sends?kind=celebration',
  'memo-sends?kind=survey&status=expired&terms=nothing-matches',
  'memo-sends?view=sends',
  'memo-sends?view=sends&status=archived',
  'memos/new?kind=message',
  'memos/new?kind=survey',
  'memos/new?kind=celebration',
  `memo/${s.surveyId}`,
  `memo/${s.messageId}`,
  `memo/${s.messageId}/edit`,
  `memo/${s.celebrationId}`,
  // A memo that is not there: the page says so (in a readable red).
  'memo/999999',
  'memo-templates',
  'memo-template/1',
  `memo-send/${s.draftSendId}`,
  `memo-send/${s.sendId}`,
  // A send that is not there: the page says so.
  'memo-send/999999',
  'memo-packages',
  `memo-package/${s.packageId}`,
  // A package that is not there: the page says so.
  'memo-package/999999',
  'memo-scheduler',
  'memo-scheduler?view=week',
  'memo-scheduler?view=list',
  'community',
  'community/1',
  'employees',
  'employees/bulk-edit',
  'employees/employee-import',
  'employees/employee-manager-import',
  'employees/new',
  `employee/${s.employeeId}`,
  `employee/${s.employeeId}/edit`,
  'payment/success',
  `?memo=${s.surveyId}`,
  `?memo=${s.messageId}`,
];

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** Home's top bar: the avatar menu and the tray open, each checked, then closed. */
async function checkTopBar(page: Page, role: Role, width: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.waitForTimeout(300);
  await expectAccessible(page, `${role} ${width}: avatar menu open`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.waitForTimeout(300);
  await expectAccessible(page, `${role} ${width}: notification tray open`);
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
}

async function checkPages(page: Page, scene: DemoScene, role: Role, paths: string[]): Promise<void> {
  await useToken(page.context(), scene.tokens[role]);
  for (const path of paths) {
    await visit(page, `/${scene.companyId}/${path}`);
    await expectAccessible(page, `${role}: /${path}`);
  }
}

/** Home's menus at desktop and phone sizes, and the phone navigation. */
async function checkMenus(page: Page, scene: DemoScene, role: Role): Promise<void> {
  const base = `/${scene.companyId}`;
  await useToken(page.context(), scene.tokens[role]);
  await visit(page, base);
  await checkTopBar(page, role, 'desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, base);
  await expectAccessible(page, `${role} phone: Home`);
  await checkTopBar(page, role, 'phone');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Axe measures colours as they are: let the drawer's transition end first.
  await page.waitForTimeout(400);
  await expectAccessible(page, `${role} phone: navigation open`);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The management dialogs: memo delete and recipients, follow-up answer, a send's publish and the new-send dialog; an admin's deletes too. */
async function checkManagementDialogs(page: Page, scene: DemoScene, role: Role): Promise<void> {
  const base = `/${scene.companyId}`;
  await visit(page, `${base}/memo-send/${scene.draftSendId}`);
  await checkDialog(page, page.getByRole('button', { name: 'Publish' }), `${role}: send publish dialog`);
  await visit(page, `${base}/memo-templates?terms=${encodeURIComponent(`Axe template ${scene.stamp}`)}`);
  await page.getByRole('checkbox', { name: `Select Axe template ${scene.stamp}` }).check();
  await checkDialog(page, page.getByRole('button', { name: 'Send 1 template' }), `${role}: new send dialog`);

  await visit(page, `${base}/memo/${scene.messageId}`);
  await checkDialog(page, page.getByRole('button', { name: 'Delete' }), `${role}: memo delete dialog`);
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Edit recipients' }),
    `${role}: recipients dialog`,
  );

  await visit(page, `${base}/memo-package/${scene.packageId}`);
  await checkDialog(page, page.getByRole('button', { name: 'Use package' }), `${role}: use package dialog`);
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Add a template' }),
    `${role}: add template dialog`,
  );
  await checkDialog(page, page.getByRole('button', { name: 'Delete' }), `${role}: package delete dialog`);

  await visit(page, `${base}/flags`);
  const flag = page
    .getByRole('listitem')
    .filter({ hasText: `Axe message ${scene.stamp}` })
    .getByRole('button', { name: /^Acknowledge/ });
  await checkDialog(page, flag, `${role}: follow-up acknowledge dialog`);

  await visit(page, `${base}/memo-scheduler`);
  await checkDialog(page, page.getByRole('button', { name: 'Schedule a send' }), `${role}: schedule dialog`);
  if (role !== 'admin') return;

  await visit(page, `${base}/settings/location/${scene.locationId}`);
  await checkDialog(page, page.getByRole('button', { name: 'Delete' }), 'admin: location delete dialog');
  await visit(page, `${base}/employee/${scene.employeeId}`);
  await checkDialog(page, page.getByRole('button', { name: 'Delete' }), 'admin: employee delete dialog');
  await visit(page, `${base}/settings/tags`);
  await page.getByRole('textbox', { name: 'New tag' }).fill(`Axe tag ${scene.stamp}`);
  await page.getByRole('button', { name: 'Add tag' }).click();
  const deleteTag = page.getByRole('button', { name: `Delete the tag Axe tag ${scene.stamp}` });
  await checkDialog(page, deleteTag, 'admin: tag delete dialog');
  await visit(page, `${base}/settings/team-invitations`);
  await page.getByRole('textbox', { name: 'Name' }).fill(`Axe Invitee ${scene.stamp}`);
  await page.getByText('E-mail', { exact: true }).click();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(`axe-${scene.stamp}@e2e.teamline.test`);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  const revoke = page.getByRole('button', { name: `Revoke the invitation to Axe Invitee ${scene.stamp}` });
  await checkDialog(page, revoke, 'admin: revoke invitation dialog');
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  // The three roles' walks are long: two workers share them.
  test.describe.configure({ mode: 'parallel' });

  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Phone' })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Email / Password' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);
  });

  test('the other pages signed out', async ({ page }) => {
    for (const path of [
      '/signup',
      '/request-password-reset',
      '/reset-password?email=a%40b.test&token=nope',
      '/maintenance',
      '/no-such-page',
    ]) {
      await visit(page, path);
      await expectAccessible(page, path);
    }
  });

  test('team selection, Home and the pages outside a team', async ({ page, request }) => {
    const person = newPerson('axe');
    const team = `Axe Team ${person.name.slice(-5)}`;
    const { token } = await signedInWithTeam(request, page.context(), person, team);
    await createTeamViaApi(request, token, `${team} Two`);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Select a Team' })).toBeVisible();
    await expect(page.getByText('No pending team invitations')).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('button')
      .filter({ has: page.getByText(team, { exact: true }) })
      .click();
    await expect(page.getByText(`Logged in for ${team}`, { exact: true })).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);

    for (const path of ['/create-team', '/join-team', '/profile']) {
      await visit(page, path);
      await expectAccessible(page, path);
    }
  });

  // The pages in three groups, so each test stays well within its time on a busy machine.
  const groups: Array<[string, (path: string) => boolean]> = [
    ['settings', (path) => path.startsWith('settings')],
    ['memo', (path) => path.startsWith('memo')],
    ['other', (path) => !path.startsWith('settings') && !path.startsWith('memo')],
  ];
  for (const role of ['admin', 'manager', 'employee'] as const) {
    for (const [group, inGroup] of groups) {
      test(`every ${group} page as the ${role}`, async ({ page, request }) => {
        test.setTimeout(360_000);
        const scene = await demoScene(request);
        await checkPages(page, scene, role, companyPages(scene).filter(inGroup));
      });
    }

    test(`the menus and dialogs as the ${role}`, async ({ page, request }) => {
      test.setTimeout(360_000);
      const scene = await demoScene(request);
      await checkMenus(page, scene, role);
      if (role !== 'employee') await checkManagementDialogs(page, scene, role);
    });
  }
});
