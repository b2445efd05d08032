import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clubId, expect, logIn, screenshot, test } from './support';

// Rally as an installable app (issue 28, docs/pwa.md): Chromium's install criteria (the manifest,
// its icons, a service worker in charge of the page), the iOS home-screen tags, and a player's
// My bookings read offline from the copy the worker saved, marked with its time. The only spec
// that lets the service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

type Icon = { src: string; sizes: string; type: string; purpose?: string };

test.describe('the installable app', () => {
  test('Chromium finds nothing missing to install Rally', async ({ playwright, baseURL }, testInfo) => {
    // A test's context is incognito, where Chromium installs nothing ('in-incognito'): this check
    // runs in a browser profile of its own, as a reader's browser is.
    const profile = mkdtempSync(path.join(tmpdir(), 'rally-pwa-'));
    const browser = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const appManifest = await cdp.send('Page.getAppManifest');
      expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(appManifest.errors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('its manifest and icons, and a player reads My bookings offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');

    // The manifest every page links: name, colours, standalone, start_url in scope, the three icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await page.request.get(href!);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: Icon[] };
    expect(manifest).toMatchObject({
      short_name: 'Rally',
      display: 'standalone',
      theme_color: '#1f7a4d',
      background_color: '#ffffff',
    });
    expect(manifest.name).toMatch(/^Rally/);
    const base = page.url();
    const scope = new URL(String(manifest.scope), base).href;
    expect(new URL(String(manifest.start_url), base).href.startsWith(scope)).toBe(true);
    for (const [side, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === `${side}x${side}` && (i.purpose ?? 'any') === purpose);
      expect(icon, `a ${side} px ${purpose} icon`).toBeTruthy();
      const png = await (await page.request.get(icon!.src)).body();
      // A PNG's header: its width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([side, side]);
    }
    // iOS "Add to Home Screen".
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Rally');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f7a4d');

    // The service worker takes the page over once it has installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });

    // A drawn public page, loaded through the worker, is adopted by the app as before.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|23)/i.test(text))).toEqual([]);

    // A player opens their clinics, their competitions and My bookings online: live, so nothing says "Saved at".
    await logIn(page, 'player@example.com');
    const riverside = await clubId(page, 'Riverside');
    const saved = page.getByRole('status').filter({ hasText: /^Saved at / });
    await page.goto(`/clubs/clinics?clubId=${riverside}`);
    await expect(page.getByRole('heading', { name: 'Open for joining' })).toBeVisible();
    await page.goto('/tour');
    await expect(page.getByRole('heading', { name: 'Your next fixtures' })).toBeVisible();
    await expect(saved).toHaveCount(0);
    await page.goto('/mybookings');
    const bookings = page.getByRole('article');
    await expect(bookings.first()).toBeVisible();
    const count = await bookings.count();
    const first = (await bookings.first().getAttribute('aria-label'))!;
    await expect(saved).toHaveCount(0);
    // The page arrived drawn with its reads: the app asks for them again through the worker, which saves them.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('rally-saved-reads')).keys()).some((r) => r.url.includes('/api/mybooking/')),
        ),
      )
      .toBe(true);

    // Offline, the page opens from the worker's shell and shows the saved bookings, marked as saved.
    await context.setOffline(true);
    await page.reload();
    await expect(saved).toBeVisible();
    await expect(page.getByRole('article', { name: first })).toBeVisible();
    await expect(bookings).toHaveCount(count);
    // Paying and cancelling need the server: a saved copy offers neither.
    await expect(page.getByRole('button', { name: /^(Cancel booking|Pay)/ })).toHaveCount(0);
    await screenshot(page, 'pwa-my-bookings-offline');
    // So do the player's fixtures and their clinics at the club.
    await page.goto('/tour');
    await expect(
      page
        .getByRole('region', { name: 'Your next fixtures' })
        .getByRole('status')
        .filter({ hasText: /^Saved at / }),
    ).toBeVisible();
    await page.goto(`/clubs/clinics?clubId=${riverside}`);
    await expect(saved).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open for joining' })).toBeVisible();
    await screenshot(page, 'pwa-clinics-offline');
    await page.goto('/mybookings');

    // Back online the page is live again; logging out deletes every saved read.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('article', { name: first })).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Cancel booking|Pay)/ }).first()).toBeVisible();
    await page.goto('/clubs');
    await page
      .getByRole('button', { name: /account|user menu|pat/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => caches.has('rally-saved-reads'))).toBe(false);
  });

  test('the site says how to install Rally, and a new release waits for the reader to reload', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The footer's badges say how Rally installs (no store) and open the FAQ's answer with the steps.
    await page.getByRole('link', { name: 'On iPhone Add to Home Screen' }).click();
    await expect(page).toHaveURL(/\/faq#app$/);
    await expect(page.getByText('tap Share, then Add to Home Screen', { exact: false })).toBeVisible();
    await expect(page.getByText('choose Install in the address bar', { exact: false })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });

    // A new release installs beside the one running, and waits until the reader says so. (The
    // same worker under another address stands in for it: the browser installs it as a new one.)
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' }));
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Rally is ready.' });
    await expect(prompt).toBeVisible();
    await screenshot(page, 'pwa-update-prompt');
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
    expect(await waiting()).toBe(true);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(prompt).toHaveCount(0);
    await expect.poll(waiting).toBe(false);
  });

  test("a dashboard section the server draws is adopted under the worker, which keeps none of staff's reads", async ({
    page,
  }) => {
    // At desktop width: at 390 px with a desktop browser's user agent the server draws the wide
    // layout and React reports the difference (#418), worker or not (docs/pwa.md).
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Drawn by the server with the reader's rows, through the worker; the app takes the same rows over.
    await page.goto(`/clubs/dashboard/members?clubId=${id}`);
    const firstRow = page.locator('main table tbody tr').first();
    await expect(firstRow).toContainText('Applicant, Andy');
    expect(errors).toEqual([]);
    await firstRow.getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Staff pages' reads (the reader, the club, its members) are never saved.
    expect(await page.evaluate(() => caches.keys())).not.toContain('rally-saved-reads');
  });
});
