import type { Page } from '@playwright/test';
import { clubId, expect, logIn, screenshot, test } from './support';

// The shared form pieces (issue 8): changes are never dropped silently, inputs refuse nonsense
// instead of rewriting it, and dates can be typed. Screenshots: unsaved-member-prompt,
// negative-price-refused, unsaved-hours-prompt.

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

test.describe('forms keep what people type', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an edited member survives Esc with a prompt; a typed date is read or refused', async ({ page }) => {
    await logIn(page, 'fees@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/members?clubId=${riverside}`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const editor = page.getByRole('dialog', { name: /^Edit / });
    const city = editor.getByLabel('City');
    await city.fill('Somewhere New');

    // Dates are typed in the club's (AU) format as well as picked; a non-date stays, with the reason.
    const dob = editor.getByRole('textbox', { name: 'Date of birth' });
    await dob.fill('31/02/1990');
    await dob.blur();
    await expect(editor.getByText('Invalid Date', { exact: true })).toBeVisible();
    await expect(dob).toHaveValue('31/02/1990');
    await dob.fill('14/07/1990');
    await dob.blur();
    await expect(dob).toHaveValue('Jul 14 1990');

    // Esc asks first; Keep editing keeps every change.
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Keep editing' })).toBeVisible();
    await screenshot(page, 'unsaved-member-prompt');
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(prompt(page)).toBeHidden();
    await expect(editor).toBeVisible();
    await expect(city).toHaveValue('Somewhere New');

    // Cancel asks too; Discard closes and throws the changes away.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await prompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(editor).toBeHidden();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Edit / }).getByLabel('City')).not.toHaveValue('Somewhere New');
    // Without changes, Esc closes at once.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeHidden();
    await expect(prompt(page)).toBeHidden();
  });

  test('a negative price or days ahead is refused with its message, and text is not turned into 0', async ({
    page,
  }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=courts`);
    const outdoor = page.getByRole('region', { name: 'Outdoor courts' });
    await outdoor.getByRole('button', { name: 'Add rate to Outdoor courts' }).click();
    const rateForm = page.getByRole('form', { name: 'Add rate' });
    const members = rateForm.getByLabel(/^Members price/);
    await members.fill('-5');
    await members.blur();
    await expect(members).toHaveValue('-5');
    await expect(rateForm.getByText('Must be a positive number')).toBeVisible();
    const visitors = rateForm.getByLabel(/^Visitors price/);
    await visitors.fill('abc');
    await visitors.blur();
    await expect(visitors).toHaveValue('abc');
    await expect(rateForm.getByText('Enter a number')).toBeVisible();
    await page.getByRole('button', { name: 'Add rate', exact: true }).click();
    await expect(rateForm).toBeVisible(); // refused: nothing was sent
    await screenshot(page, 'negative-price-refused');
    await page.keyboard.press('Escape');
    await prompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(rateForm).toBeHidden();

    await outdoor
      .getByRole('button', { name: /^Edit Outdoor courts/ })
      .first()
      .click();
    const groupForm = page.getByRole('form', { name: /court group/i });
    const days = groupForm.getByLabel('Days ahead a court can be booked');
    await days.fill('-3');
    await days.blur();
    await expect(days).toHaveValue('-3');
    await expect(groupForm.getByText('Must be a positive number')).toBeVisible();
  });

  test('changed opening hours prompt on a tab switch', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/club-info?clubId=${riverside}&tab=hours`);
    const hours = page.getByRole('form', { name: 'Opening hours' });
    await hours.getByRole('combobox', { name: 'Tuesday closes', exact: true }).click();
    await page.getByRole('option', { name: '20:00', exact: true }).click();
    await page.getByRole('tab', { name: 'Facilities' }).click();
    await expect(prompt(page)).toBeVisible();
    await screenshot(page, 'unsaved-hours-prompt');
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('tab', { name: 'Hours', selected: true })).toBeVisible();
    await expect(hours.getByRole('combobox', { name: 'Tuesday closes', exact: true })).toHaveValue('20:00');

    await page.getByRole('tab', { name: 'Facilities' }).click();
    await prompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('tab', { name: 'Facilities', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/tab=facilities/);
    // Nothing was saved.
    const club = await (await page.request.get(`/api/club/${riverside}/`)).json();
    expect(club.opening_hours.find((h: { weekday: number }) => h.weekday === 1)?.close).not.toBe('20:00');
  });
});
