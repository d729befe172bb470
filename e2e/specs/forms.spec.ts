import { expect, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { waitForMessage } from '../support/outbox';
import { DEMO } from '../support/people';

/**
 * Issue 14, forms on the web: the demo manager builds a form from scratch targeted to Downtown;
 * Eli, who works there, fills it in on a phone with a photo; the manager sees the response,
 * exports it as CSV and e-mails it (the mail is in the outbox with the response's PDF attached).
 */

/** A real 8×8 PNG (the server decodes and re-encodes every image). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQqDiBFTEMLQkAAtVaAdp8aMgAAAAASUVORK5CYII=',
  'base64',
);

test.setTimeout(240_000);

test('a manager builds a form, an employee fills it on a phone with a photo, the manager exports and e-mails the response', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Spill check ${stamp}`;
  const managerToken = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, managerToken)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  const base = `/${demo.id}`;
  await useToken(page.context(), managerToken);

  // The manager: Forms › New form › Blank form, two fields, targeted to Downtown.
  await page.goto(base);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Forms' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await page.getByRole('link', { name: 'New form' }).first().click();
  await expect(page.getByRole('heading', { name: 'Start from a template' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Incident report' })).toBeVisible();
  await page.getByRole('button', { name: 'Blank form' }).click();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Add a field' }).click();
  const first = page.getByRole('listitem', { name: 'Field 1' });
  await first.getByRole('textbox', { name: 'Question or label' }).fill('Where is it?');
  await first.getByRole('switch', { name: 'Required' }).check();
  await page.getByRole('combobox', { name: 'Type of the new field' }).click();
  await page.getByRole('option', { name: 'Photo or file' }).click();
  await page.getByRole('button', { name: 'Add a field' }).click();
  const second = page.getByRole('listitem', { name: 'Field 2' });
  await second.getByRole('textbox', { name: 'Question or label' }).fill('Photo of the floor');
  await second.getByRole('switch', { name: 'Required' }).check();
  await page.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: 'Downtown' }).click();
  await page.keyboard.press('Escape');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/form/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const formUrl = new URL(page.url()).pathname;
  await expect(page.getByText('No responses yet.')).toBeVisible();

  // The employee, on a phone: Home lists the form; a photo from the camera input; send.
  const employeeToken = await loginViaApi(request, DEMO.employee.email, DEMO.password);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await useToken(phone, employeeToken);
  const eli = await phone.newPage();
  await eli.goto(base);
  const card = eli.getByRole('region', { name: 'Forms to fill in' });
  await expect(card.getByRole('link', { name: `Fill in: ${name}` })).toBeVisible();
  // The new form is in their tray too; the notice opens the fill page.
  await eli.getByRole('button', { name: /^Notifications/ }).click();
  const notice = eli.getByRole('listitem').filter({ hasText: name });
  await notice.getByRole('link', { name: 'New form to fill in' }).click();
  await expect(eli.getByRole('heading', { level: 1, name })).toBeVisible();
  // Nothing filled: the spec's text under each required field, nothing sent.
  await eli.getByRole('button', { name: 'Send' }).click();
  await expect(eli.getByText('This field is required')).toHaveCount(2);
  await eli.getByRole('textbox', { name: 'Where is it?' }).fill('Aisle 4, by the milk');
  const camera = eli.getByLabel('Take a photo — Photo of the floor');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'floor.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(eli.getByRole('link', { name: 'Attached: floor.png' })).toBeVisible();
  expect.soft(await seriousViolations(eli)).toEqual([]);
  await eli.getByRole('button', { name: 'Send' }).click();
  await expect(eli.getByRole('status').filter({ hasText: 'Your response was sent.' })).toBeVisible();
  // Sent: it is theirs to edit now.
  await expect(eli.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await phone.close();

  // The manager sees the response, exports it, opens it and e-mails it.
  await page.goto(formUrl);
  const row = page.getByRole('row').filter({ hasText: 'Eli Employee' });
  await expect(row).toContainText('Downtown');
  await expect(row).toContainText('Aisle 4, by the milk');
  await expect(row).toContainText('floor.png');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text).toContain('Aisle 4, by the milk');
  expect(text).toContain('Eli Employee');

  await page.getByRole('button', { name: 'Open the response of Eli Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Response of Eli Employee' });
  await expect(dialog.getByText('Aisle 4, by the milk')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open floor.png' })).toBeVisible();
  const to = `owner-${stamp}@e2e.teamline.test`;
  await dialog.getByRole('textbox', { name: /E-mail address/ }).fill('owner@');
  await dialog.getByRole('button', { name: 'E-mail response' }).click();
  await expect(dialog.getByText('Please use a valid e-mail address')).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-mail address/ }).fill(to);
  const since = new Date();
  await page.waitForTimeout(300);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'E-mail response' }).click();
  await expect(dialog.getByText(`The response was e-mailed to ${to}.`)).toBeVisible();

  const mail = await waitForMessage(to, { since, channel: 'mail' });
  expect(mail.subject).toContain(name);
  const pdf = mail.attachments?.find((a) => a.content_type === 'application/pdf');
  expect(pdf?.filename).toMatch(/\.pdf$/);
  expect(
    Buffer.from(pdf?.content_base64 ?? '', 'base64')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
