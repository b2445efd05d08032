import path from 'node:path';
import { PHONE } from './phone-width';
import {
  appNow,
  authHeader,
  choose,
  clubId,
  expect,
  logIn,
  NEW_PASSWORD,
  screenshot,
  signUp,
  test,
  unique,
} from './support';

// The Me page (issue 28): a new player at 390 px is refused a women-only clinic until she says
// who she is; she saves her profile (gender F, date of birth, NTRP level with the self-rating
// guide, phone) and then joins the clinic on her own. Another adds a photo, downloads her data and
// deletes her account. Screenshots: player-profile-me, player-profile-guide, player-profile-refused,
// player-profile-joined, player-profile-photo, player-profile-delete.

test.describe('Me: the player profile', () => {
  test.use({ viewport: PHONE, actionTimeout: 20_000 });

  test('the profile saved (gender F) is what a women-only clinic reads: she joins it on her own', async ({
    page,
    browser,
  }) => {
    // Riverside's AGENT publishes a free women-only clinic five weeks ahead.
    const staff = await browser.newPage();
    await logIn(staff, 'agent@example.com');
    const riverside = await clubId(staff, 'Riverside');
    const start = appNow();
    start.setUTCDate(start.getUTCDate() + 35);
    const name = `Women's clinic ${unique()}`;
    const headers = await authHeader(staff);
    const made = await staff.request.post('/api/event/', {
      headers,
      data: {
        club: riverside,
        name,
        desc: 'Drills for women',
        ttype: 'C',
        allowed_gender: 'F',
        start_date: start.toISOString().slice(0, 10),
        num_sessions: 1,
        recurrence: 'W',
        days_of_week: [{ day: (start.getUTCDay() + 6) % 7, start_time: '07:00', end_time: '08:00' }],
        member_price: 0,
        nonmember_price: 0,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await staff.request.post(`/api/event/${id}/create_sessions/`, { headers })).status()).toBe(200);
    expect((await staff.request.post(`/api/event/${id}/publish/`, { headers })).status()).toBe(200);
    await staff.close();

    // A new player signs up; her gender is not said yet, so the clinic tells her where to say it.
    await page.goto('/signup');
    await signUp(page, { fullName: 'Maya Lindqvist', email: `maya-${unique()}@example.org` });
    await expect(page).toHaveURL(/\/clubs/);
    await page.goto(`/clubs/details?clubId=${riverside}`);
    await page.getByRole('button', { name: /^Follow Riverside/ }).click();
    await expect(page.getByRole('button', { name: /^Unfollow Riverside/ })).toBeVisible();
    await page.goto(`/clubs/clinics?clubId=${riverside}`);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(
      "You can't join: This event is for female players only. Set your gender on your Me page.",
    );
    await screenshot(page, 'player-profile-refused');

    // Me, from the player's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page).toHaveURL(/\/me$/);
    const form = page.getByRole('form', { name: 'Your profile' });
    await expect(form.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
    await choose(page, form, 'Gender', 'Female');
    await form.getByRole('textbox', { name: 'Date of birth' }).fill('1991-04-12');
    await form.getByRole('textbox', { name: 'Date of birth' }).blur();
    await choose(page, form, 'NTRP level', '3.5');
    await form.getByLabel('Phone').fill('12');
    await form.getByLabel('Phone').blur();
    await expect(form.getByText('Enter a phone number of 6 to 15 digits')).toBeVisible();
    await form.getByLabel('Phone').fill('+61 400 555 019');
    await form.getByRole('button', { name: 'Which NTRP level am I?' }).click();
    await expect(form.getByText(/Dependable strokes with direction and depth/)).toBeVisible();
    await screenshot(page, 'player-profile-guide');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    await screenshot(page, 'player-profile-me');

    // Saved on the server: a reload shows it.
    await page.reload();
    await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    await expect(form.getByRole('combobox', { name: 'NTRP level' })).toHaveValue('3.5');
    await expect(form.getByLabel('Phone')).toHaveValue('+61 400 555 019');

    // The women-only clinic now takes her.
    await page.goto(`/clubs/clinics?clubId=${riverside}`);
    await expect(card).not.toContainText("You can't join");
    await card.getByRole('button', { name: 'Join' }).click();
    const dialog = page.getByRole('dialog', { name: `Join ${name}` });
    // The club's clinic terms are agreed before joining.
    await expect(dialog.getByRole('region', { name: 'Clinic terms' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I agree to these terms' }).check();
    await dialog.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(dialog.getByText("You're in")).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: 'Your clinics' }).getByText(name)).toBeVisible();
    await screenshot(page, 'player-profile-joined');
  });

  test('download my data, then delete my account with the words typed: the login is gone', async ({ page }) => {
    const email = `leaving-${unique()}@example.org`;
    await page.goto('/signup');
    await signUp(page, { fullName: 'Noor Leaving', email });
    await expect(page).toHaveURL(/\/clubs/);
    await page.goto('/me');
    // A photo from the device (the app's 512 px icon), made a small square: on the Me page and in the account menu.
    const photo = page.getByRole('region', { name: 'Photo' });
    await photo
      .locator('input[type=file]')
      .setInputFiles(path.resolve(import.meta.dirname, '../../apps/web/public/icons/icon-512.png'));
    const shown = photo.getByRole('img', { name: 'Photo of Noor Leaving' });
    await expect(shown).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Change photo' })).toBeVisible();
    const address = (await shown.getAttribute('src'))!;
    expect(address).toMatch(/^\/api\/player\/\d+\/photo\/[\w-]+\/$/);
    const image = await page.request.get(address);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    await expect(page.getByRole('banner').locator(`img[src="${address}"]`)).toBeAttached();
    await screenshot(page, 'player-profile-photo');

    const data = page.getByRole('region', { name: 'Your data' });
    const download = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^rally-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

    await data.getByLabel('Current password').fill(NEW_PASSWORD);
    await data.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('delete my account');
    await screenshot(page, 'player-profile-delete');
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    const login = await page.request.post('/api/login/', { data: { username: email, password: NEW_PASSWORD } });
    expect(login.status()).toBe(400);
    // The photo went with the account.
    expect((await page.request.get(address)).status()).toBe(404);
  });
});
