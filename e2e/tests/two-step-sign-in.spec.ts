import { Secret, TOTP } from 'otpauth';
import { PHONE } from './phone-width';
import { appNow, expect, NEW_PASSWORD, screenshot, signUp, test, unique } from './support';

// Two-step sign-in (issue 31, docs/two-factor.md) at 390 px: a new player turns it on from the
// security page (the QR code and the key, the first code, the recovery codes shown once), logs
// out, logs in with a code the test computes from the key shown, and signs out their other
// session from the list. Screenshots: two-step-off, two-step-setup, two-step-codes, two-step-code,
// two-step-sessions.

/** The code an authenticator app shows for `key` (the key as the page shows it), `offsetMs` from the app's now. */
const codeFor = (key: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({
    timestamp: appNow().getTime() + offsetMs,
  });

test.describe('Two-step sign-in', () => {
  test.use({ viewport: PHONE, actionTimeout: 20_000 });

  test('turn it on, log out, log in with a code, and see the signed-in sessions', async ({ page, request }) => {
    const email = `tess-${unique()}@example.org`;
    await page.goto('/signup');
    await signUp(page, { fullName: 'Tess Okonkwo', email });
    await expect(page).toHaveURL(/\/clubs/);

    // From the Me page to its security page.
    await page.goto('/me');
    await page.getByRole('link', { name: 'Two-step sign-in and sessions' }).click();
    await expect(page).toHaveURL(/\/me\/security$/);
    const panel = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(panel.getByText('Off', { exact: true })).toBeVisible();
    await screenshot(page, 'two-step-off');

    await panel.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await panel.getByTestId('two-step-secret').textContent()) ?? '';
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-step-setup');
    const confirm = panel.getByRole('form', { name: 'Confirm two-step sign-in' });
    await confirm.getByLabel('Code from the app').fill('000000');
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await expect(confirm.getByText('That code is not right')).toBeVisible();
    await confirm.getByLabel('Code from the app').fill(codeFor(key));
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    const codes = panel.getByTestId('recovery-codes');
    await expect(codes).toBeVisible();
    expect((await codes.textContent())?.trim().split('\n')).toHaveLength(10);
    const recoveryCodes = ((await codes.textContent()) ?? '').trim().split('\n');
    await screenshot(page, 'two-step-codes');
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByText('On', { exact: true })).toBeVisible();
    await expect(panel.getByText('Recovery codes left: 10 of 10')).toBeVisible();

    // Log out, then log in: the password, then a code (the next step's: the set-up spent this one).
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto('/signup');
    const logIn = page.getByRole('form', { name: 'Log in' });
    await logIn.getByLabel('Email').fill(email);
    await logIn.getByLabel('Password', { exact: false }).first().fill(NEW_PASSWORD);
    await logIn.getByRole('button', { name: /log in/i }).click();
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    await expect(step.getByLabel('Code')).toBeVisible();
    await step.getByLabel('Code').fill(codeFor(key, 30_000));
    await step.getByLabel('Remember this device for 30 days').check();
    await screenshot(page, 'two-step-code');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/clubs/);

    // A second session elsewhere (another browser, through the API, with a recovery code), then
    // the list: this device marked; the other signed out from here.
    const firefox = {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    };
    const password = await request.post('/api/login/', {
      data: { username: email, password: NEW_PASSWORD },
      headers: firefox,
    });
    const { challenge } = (await password.json()) as { challenge: string };
    const second = await request.post('/api/login/two-factor/', {
      data: { challenge, code: recoveryCodes[0], remember_device: false },
      headers: firefox,
    });
    expect(second.status()).toBe(200);

    await page.goto('/me/security');
    const sessions = page.getByRole('region', { name: 'Signed-in sessions' });
    const here = sessions.getByRole('article').filter({ hasText: 'This device' });
    await expect(here).toHaveCount(1);
    const elsewhere = sessions.getByRole('article', { name: 'Firefox on Windows' });
    await expect(elsewhere).toBeVisible();
    await expect(page.getByText('Recovery codes left: 9 of 10')).toBeVisible();
    await expect(page.getByText('Devices that skip the code: 1')).toBeVisible();
    await screenshot(page, 'two-step-sessions');
    await elsewhere.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(elsewhere).toHaveCount(0);
    await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();
  });
});
