import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginViaApi, userCompaniesViaApi, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/people';
import { samplePdf, samplePng } from '../support/sample-files';

/**
 * Issue 14, the media library on the web: the demo manager uploads a PDF and an image at once,
 * targeted to one location (Downtown, the demo manager's) and viewable; sees them listed with their thumbnails
 * (the PDF's first page); opens the image (served by media/signature); edits the PDF; deletes both.
 */

test.setTimeout(240_000);

/**
 * Picks an option of a Mantine multiselect by its label (its dropdown is in a portal), then closes
 * the dropdown by clicking `away` (Escape would close a dialog around it too).
 */
async function pick(page: Page, scope: Locator, label: string, option: string, away: Locator) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await away.click();
  await expect(page.getByRole('option', { name: option, exact: true })).toBeHidden();
}

test('a manager uploads a PDF and an image for one location, sees them listed, edits, opens and deletes them', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const pdfName = `safety-${stamp}.pdf`;
  const pngName = `store-map-${stamp}.png`;
  const token = await loginViaApi(request, DEMO.manager.email, DEMO.password);
  const demo = (await userCompaniesViaApi(request, token)).find((c) => c.name === DEMO.company);
  if (!demo) throw new Error('the demo manager does not belong to the demo company');
  await useToken(page.context(), token);

  // Media is in the manager's navigation.
  await page.goto(`/${demo.id}`);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Media' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${demo.id}/media$`));

  // Upload both at once: named, described, for Downtown, viewable.
  await page.getByRole('button', { name: 'Upload files' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload files' });
  await dialog.getByLabel('Choose files to upload').setInputFiles([
    { name: pdfName, mimeType: 'application/pdf', buffer: samplePdf(`Safety ${stamp}`) },
    { name: pngName, mimeType: 'image/png', buffer: samplePng(24, 16) },
  ]);
  await dialog.getByRole('textbox', { name: `Name of ${pdfName}` }).fill(`Safety manual ${stamp}`);
  await dialog
    .getByRole('textbox', { name: `Description of ${pdfName}` })
    .fill('Read before your first shift');
  await dialog.getByRole('textbox', { name: `Name of ${pngName}` }).fill(`Store map ${stamp}`);
  await pick(
    page,
    dialog,
    'Locations',
    'Downtown',
    dialog.getByRole('heading', { name: 'Who they are for' }),
  );
  await dialog.getByRole('checkbox', { name: /Viewable in Files/ }).check();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(dialog.getByText('In the library')).toHaveCount(2, { timeout: 40_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // Listed, newest first, each for Downtown; the image and the PDF (its first page) with a thumbnail.
  await page.getByRole('searchbox', { name: 'Search files' }).fill(stamp);
  await expect(page.getByText('2 files')).toBeVisible();
  const rows = page.getByRole('row');
  const pdfRow = rows.filter({ hasText: `Safety manual ${stamp}` });
  const pngRow = rows.filter({ hasText: `Store map ${stamp}` });
  await expect(pdfRow).toContainText('Downtown');
  await expect(pdfRow).toContainText('Read before your first shift');
  await expect(pdfRow).toContainText('Viewable');
  await expect(pngRow).toContainText('Downtown');
  for (const row of [pngRow, pdfRow]) {
    const thumb = row.locator('img');
    await expect(thumb).toHaveAttribute('src', /media\/signature/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect.soft(await seriousViolations(page)).toEqual([]);

  // The location filter finds them; another location does not.
  const heading = page.getByRole('heading', { level: 1, name: 'Media' });
  await pick(page, page.getByRole('main'), 'Locations', 'Downtown', heading);
  await expect(page.getByText('2 files')).toBeVisible();
  await page.goto(`/${demo.id}/media?terms=${stamp}&type=document`);
  await expect(page.getByText('1 file', { exact: true })).toBeVisible();
  await page.goto(`/${demo.id}/media?terms=${stamp}`);

  // Open the image: served to the manager, at its medium size.
  await page.getByRole('button', { name: `Store map ${stamp}`, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: `Store map ${stamp}` });
  const image = viewer.getByRole('img', { name: `Store map ${stamp}` });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Edit the PDF.
  await page.getByRole('button', { name: `Edit Safety manual ${stamp}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Safety manual ${stamp}` });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`Safety manual ${stamp} v2`);
  await edit.getByRole('checkbox', { name: /Viewable in Files/ }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Safety manual ${stamp} v2 is saved.`)).toBeVisible();
  const edited = rows.filter({ hasText: `Safety manual ${stamp} v2` });
  await expect(edited).toContainText('Not viewable');

  // Delete both, each after a confirmation.
  for (const name of [`Store map ${stamp}`, `Safety manual ${stamp} v2`]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  }
  await expect(page.getByText('No file matches these filters.')).toBeVisible();
});
