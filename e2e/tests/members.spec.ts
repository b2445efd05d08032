import type { Locator, Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNow, authHeader, clubId, expect, logIn, screenshot, test } from './support';

// Members as Riverside's MEMBERSHIP_FEES administrator: import a spreadsheet of 50 members with
// two bad rows, see them in the preview with the reasons, fix them, import, filter, edit one
// member, export. Screenshots: members-import-preview, members-list (and members-list-390).

const TAG = 'Csvimport';
const firstNames = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jai'];
const types = ['Adult', 'Adult', 'Senior', 'Junior', 'Social'];

/** A CSV as a club exports it from a spreadsheet: AU dates, type names, words for codes; rows 17 and 33 are bad. */
function membersCsv(): string {
  const expiry = `30/06/${appNow().getUTCFullYear() + 1}`; // next year's end of season, by the app's clock
  const header = 'Member No,First Name,Surname,E-mail,Mobile,DOB,Membership,Billing cycle,Expiry,Sex';
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = i + 1;
    const first = `${firstNames[i % firstNames.length]}${n}`;
    const type = types[i % types.length];
    const born = type === 'Junior' ? 2012 : type === 'Senior' ? 1955 : 1980 + (i % 20);
    const email = n === 17 ? 'kim.at.example.org' : `${first.toLowerCase()}@csv.example`;
    return [
      `CSV${1000 + n}`,
      n === 33 ? '' : first,
      TAG,
      email,
      `0400 000 ${String(n).padStart(3, '0')}`,
      `${String(1 + (i % 28)).padStart(2, '0')}/0${1 + (i % 9)}/${born}`,
      type,
      'Yearly',
      expiry,
      i % 2 ? 'Male' : 'Female',
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const choose = async (scope: Page | Locator, page: Page, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.describe('Members', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('import a CSV with two bad rows, fix them, filter, edit a member and export', async ({ page }) => {
    test.setTimeout(120_000);
    await blockImportPreview(page);
    await logIn(page, 'fees@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/members?clubId=${riverside}`);
    await expect(page.getByRole('tab', { name: 'List', selected: true })).toBeVisible();
    await expect(page.getByText(/^\d+ members$/)).toBeVisible();

    // Import: the preview shows the two rows that will fail and why.
    const dir = mkdtempSync(path.join(tmpdir(), 'rally-members-'));
    const file = path.join(dir, 'riverside-members.csv');
    writeFileSync(file, membersCsv());
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = dialog(page, 'Import members from a CSV file');
    await importer.locator('input[type="file"]').setInputFiles(file);
    rmSync(dir, { recursive: true, force: true });
    await expect(importer.getByText('2 rows will fail')).toBeVisible();
    const preview = importer.getByRole('table');
    await expect(preview.getByRole('row', { name: /^17 .*Email: Please provide a valid email address/ })).toBeVisible();
    await expect(preview.getByRole('row', { name: /^33 .*First name is required/ })).toBeVisible();
    await expect(importer.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await page.mouse.move(0, 0);
    await screenshot(page, 'members-import-preview');

    // Fix both rows in the preview.
    await importer.getByRole('button', { name: 'Fix row 17' }).click();
    const fix17 = dialog(page, 'Fix row 17');
    await expect(fix17.getByLabel('Email')).toHaveValue('kim.at.example.org');
    await fix17.getByLabel('Email').fill('kim17@csv.example');
    await fix17.getByRole('button', { name: 'Save row' }).click();
    await importer.getByRole('button', { name: 'Fix row 33' }).click();
    const fix33 = dialog(page, 'Fix row 33');
    await fix33.getByLabel('First name').fill('Gia33');
    await fix33.getByRole('button', { name: 'Save row' }).click();
    await expect(importer.getByText('50 members ready to import')).toBeVisible();
    await importer.getByRole('button', { name: 'Import 50 members' }).click();
    await expect(page.getByText('50 members imported')).toBeVisible();
    await expect(importer).toBeHidden();

    // Filter: the search finds the 50, paged ten at a time; a new filter goes back to page 1.
    await page.getByRole('searchbox', { name: 'Search members' }).fill(TAG);
    await expect(page.getByText('50 members match')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('11–20 of 50 members')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.getByRole('combobox', { name: 'Membership type', exact: true }).click();
    await page.getByRole('option', { name: 'Junior', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText('10 members match')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]page=/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Junior' })).toHaveCount(10);

    // Edit one member in the slide-in panel: a new city and a new membership.
    await page.getByRole('button', { name: `Edit Dev4 ${TAG}` }).click();
    const editor = dialog(page, `Edit Dev4 ${TAG}`);
    await expect(editor.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('dev4@csv.example');
    // The form checks the member rules as it goes, with the spec's messages.
    const lastName = editor.getByRole('textbox', { name: 'Last name (required)' });
    await lastName.fill('');
    await lastName.blur();
    await expect(editor.getByText('Last name is required')).toBeVisible();
    await lastName.fill(TAG);
    await editor.getByLabel('City').fill('Balmain');
    await choose(editor, page, 'Membership type', 'Adult');
    await expect(editor.getByRole('combobox', { name: 'Billing cycle', exact: true })).toHaveValue(
      'Yearly · 420.00 AUD',
    );
    await screenshot(page, 'members-edit');
    await editor.getByRole('button', { name: 'Save member' }).click();
    await expect(page.getByText(`Dev4 ${TAG} saved`)).toBeVisible();
    await expect(page.getByText('9 members match')).toBeVisible();
    const member = (
      await (
        await page.request.get(`/api/clubmember/?club=${riverside}&search=dev4@csv`, {
          headers: await authHeader(page),
        })
      ).json()
    ).results[0];
    expect(member).toMatchObject({ city: 'Balmain', billing_cycle: 'A', membership_number: 'CSV1004' });

    // Export the current filter.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rally_members_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'Membership number,First name,Last name,Email,Second email,Phone,Street,City,State,Postcode,Gender,Date of birth,Age,Date joined,NTRP level,Membership type,Billing cycle,Fee,Currency,Expires,Expired,Subscription status,Group,Registered player',
    );
    expect(lines).toHaveLength(9);
    expect(lines[0]).toContain(`,180.00,AUD,${appNow().getUTCFullYear() + 1}-06-30,`);
    await expect(page.getByText('Data successfully exported to CSV file')).toBeVisible();

    // The register, for people to look at.
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await expect(page.getByText(/^\d{3} members$/)).toBeVisible();
    await expect(page.getByText('Data successfully exported to CSV file')).toBeHidden();
    await page.mouse.move(0, 0);
    await page.mouse.wheel(0, -2000);
    await screenshot(page, 'members-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByText(/^\d{3} members$/)).toBeVisible();
    await screenshot(page, 'members-list-390');

    // Settings: the membership types with their prices and member counts, and the groups.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('cell', { name: '420.00 AUD', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Pennant squad', exact: true })).toBeVisible();
    await screenshot(page, 'members-settings');
  });
});

/**
 * The import screen asks the server for a dry run (POST /api/cmember/bulk/?preview=True, built by
 * the "security" branch of issue 7). A server without it ignores the flag and imports, so these
 * tests refuse that one request and the screen shows its no-preview form; drop this once the
 * preview is on the server.
 */
async function blockImportPreview(page: Page) {
  await page.route(/\/api\/cmember\/bulk\/\?(.*&)?preview=True/, (route) => route.abort());
}
