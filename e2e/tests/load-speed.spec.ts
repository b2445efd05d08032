/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clubId, expect, logIn, screenshot, test } from './support';

// What a first visit loads: a public page arrives drawn (prerendered HTML), a signed-in dashboard
// section arrives drawn with the reader's data (drawn by the server at request time), a dashboard
// area loads its own chunk and no other area's, and a chunk a new deployment removed shows the
// chunk error.

type ManifestEntry = { file: string; src?: string };
const manifest: Record<string, ManifestEntry> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
);
const chunkOf = (source: string) => `/${manifest[source].file}`;
const areaPages = {
  members: 'src/features/members/members-page.tsx',
  'club-info': 'src/features/club-settings/club-settings-page.tsx',
  'court-bookings': 'src/features/courts/court-bookings-page.tsx',
};

test.describe('load speed', () => {
  test('a public page arrives drawn and titled before its script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tennis_court_bookings');
    await expect(page).toHaveTitle('Court bookings · Rally');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  // FIXME (issue 8): on a quiet machine (the final CI run of stop 20) the Enter pressed in the
  // password field before the app runs was not done again once it ran: the page stayed on /signup.
  // It passed under load. Until app/early-input.ts replays a keyboard submit reliably, this is open.
  test('a public page works before its app runs, and what the reader does meanwhile is not lost', async ({
    browser,
  }) => {
    // A plain page (not the fixture's, which starts the app after each goto).
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signup');
    await page.waitForLoadState('networkidle');
    // Drawn, usable, and the app not run: its code was at most fetched (prefetch), not started.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('data-app');
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              /\/assets\/start-[^/]+\.js$/.test(entry.name) &&
              (entry as PerformanceResourceTiming).initiatorType === 'script',
          ),
      ),
    ).toBe(false);
    // The reader logs in straight away: the typing reaches the app and the click is done again once it runs.
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill('agent@example.com');
    await form.getByLabel('Password', { exact: false }).first().fill('tennis-demo');
    // Enter in the field presses the form's Log in button (the keyboard: the button may still move
    // a little when the app's stylesheets and a late web font apply).
    await form.getByLabel('Password', { exact: false }).first().press('Enter');
    await expect(page).toHaveURL(/\/clubs\/dashboard\/[\w-]+\?.*clubId=\d+/, { timeout: 20_000 });
    await expect(page.locator('#root')).toHaveAttribute('data-app', '');
    await context.close();
  });

  test('when the app’s own start cannot be loaded (a new deployment removed it), the page says so with a reload button', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`**${chunkOf('src/app/start.tsx')}`, (route) =>
      route.fulfill({ status: 404, body: 'Not found.' }),
    );
    // A public page: drawn from HTML, its app started by the reader.
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1 }).hover();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await screenshot(page, 'start-error');
    // Any other page: the same sentence, and reloading fetches the app again (here it is back).
    await page.goto('/reset-password');
    await expect(alert).toBeVisible();
    await page.unroute(`**${chunkOf('src/app/start.tsx')}`);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-app', '');
    await expect(alert).toBeHidden();
    await context.close();
  });

  test('each dashboard area loads its own chunk and no other area’s', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    for (const [section, source] of Object.entries(areaPages)) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // A fresh load, so the browser asks for every chunk the area needs.
      await page.goto(`/clubs/dashboard/${section}?clubId=${id}`);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scripts).toContain(chunkOf(source));
      for (const [other, otherSource] of Object.entries(areaPages)) {
        if (other !== section) expect(scripts, `${section} loads ${other}'s chunk`).not.toContain(chunkOf(otherSource));
      }
      page.removeAllListeners('request');
    }
    await expect(page).toHaveTitle(/· Riverside Tennis Club · Rally$/);
  });

  test('a signed-in dashboard section arrives drawn with the reader’s data, and the app takes it over from the same data', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    const url = `/clubs/dashboard/members?clubId=${id}`;
    // Without any script: the server drew the reader's list (http/signed-in-pages.ts).
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const bare = await noScript.newPage();
    await bare.goto(url);
    await expect(bare).toHaveTitle(/^List · Members · Riverside Tennis Club · Rally$/);
    await expect(bare.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(bare.getByTestId('member-count')).toHaveText('300 members');
    await expect(bare.locator('main table tbody tr').first()).toContainText('Applicant, Andy');
    await screenshot(bare, 'members-drawn-by-the-server');
    await noScript.close();

    // With its script held back, the page shows the same rows; once the script runs, the app draws
    // them from the queries the page came with (asking the API for none of them again), and they
    // work. (A plain page: the fixture's goto waits for the app, which is held here.)
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const reader = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await reader.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    reader.on('pageerror', (error) => errors.push(error.message));
    await reader.goto(url, { waitUntil: 'commit' });
    const firstRow = reader.locator('main table tbody tr').first();
    await expect(firstRow).toContainText('Applicant, Andy');
    const asked: string[] = [];
    reader.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    release();
    await expect(reader.locator('#root[data-app]')).toBeAttached();
    await expect(firstRow).toContainText('Applicant, Andy');
    expect(errors).toEqual([]);
    expect(asked.filter((url) => /\/api\/(user|club\/\d+|clubmember)\//.test(url))).toEqual([]);
    await firstRow.getByRole('button', { name: /^Edit / }).click();
    await expect(reader.getByRole('dialog')).toBeVisible();
    await screenshot(reader, 'members-taken-over-by-the-app');
    await context.close();
  });

  test('a page chunk that a new deployment removed shows the chunk error with a reload button', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const id = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/club-info?clubId=${id}`);
    await expect(page.getByRole('main')).toBeVisible();
    // The members chunk of the build this tab started with is gone from the server.
    await page.route(`**${chunkOf(areaPages.members)}`, (route) => route.fulfill({ status: 404, body: 'Not found.' }));
    // Open Members inside the running app (as its menu does), not by loading the page anew.
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/clubs/dashboard/members?clubId=${id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await screenshot(page, 'chunk-error');
    // Reloading fetches the page again (here the chunk is back).
    await page.unroute(`**${chunkOf(areaPages.members)}`);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page).toHaveURL(/\/clubs\/dashboard\/members/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
