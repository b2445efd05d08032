import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';

export { expect };

type AxeFinding = { url: string; rule: string; impact: string; help: string; targets: string[] };

// The accessibility check of each page, by page: run at every screenshot, before every goto or
// reload (on the state being left) and when the test ends.
const axeChecks = new WeakMap<Page, () => Promise<void>>();

/** Runs axe-core on the page as it is now; critical and serious violations fail the test at its end. */
export async function checkA11y(page: Page) {
  await axeChecks.get(page)?.();
}

async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (page.isClosed() || !page.url().startsWith('http')) return [];
  // A prerendered page is inert until the app has taken it over.
  await page.locator('#root:not([inert])').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
  // A menu section still sliding open measures its links a few pixels tall (target-size fails at
  // random): wait for finite animations and transitions to end. Endless ones (loaders) are left.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 3_000 })
    .catch(() => {});
  // Toasts are left out: one caught mid-fade (react-toastify's first toast is the element with id
  // "1") reads as low contrast at random. Settled, they are the library's light theme (#757575 on
  // white, 4.6:1). Ending animations early is no way out: a toast closes when its progress
  // bar's animation ends.
  // A toast also lies over what is under it for its few seconds (a panel's close button at the top
  // right measured too small a target): it is hidden while axe runs.
  const hideToasts = await page.addStyleTag({ content: '.Toastify { display: none !important; }' }).catch(() => null);
  const results = await new AxeBuilder({ page })
    .exclude('.Toastify')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => hideToasts?.evaluate((style) => (style as Element).remove()).catch(() => {}));
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ url: page.url(), rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Every spec imports `test` from here: its page waits for the app to take over a prerendered page
 * after goto and reload, and axe-core checks each page the test visits.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    // axe-core takes a second or more a page on a busy machine.
    testInfo.setTimeout(testInfo.timeout + 60_000);
    const findings: AxeFinding[] = [];
    const seen = new Set<string>();
    const checkedUrls = new Set<string>();
    // Before leaving a page and at the end: once a URL (screenshots check every state they show).
    const checkOnce = async () => {
      if (checkedUrls.has(page.url())) return;
      checkedUrls.add(page.url());
      await check();
    };
    const check = async () => {
      for (const finding of await axeFindings(page)) {
        const key = `${finding.url} ${finding.rule} ${finding.targets.join(',')}`;
        if (!seen.has(key)) findings.push(finding);
        seen.add(key);
      }
    };
    axeChecks.set(page, check);
    // A prerendered public page starts its app when the reader first reaches for it (main.tsx);
    // a test asks for it at once ('rally:start') and waits until the app has taken the page over.
    const waitForApp = () =>
      page.waitForFunction(() => {
        window.dispatchEvent(new Event('rally:start'));
        return document.querySelector('#root[data-app]') !== null;
      });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      await checkOnce();
      const response = await goto(url, options);
      await waitForApp();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      await checkOnce();
      const response = await reload(options);
      await waitForApp();
      return response;
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) await checkOnce();
    if (findings.length) {
      await testInfo.attach('axe-violations.json', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
      const lines = findings.map((f) => `${f.impact} ${f.rule} (${f.help}) at ${f.url}: ${f.targets.slice(0, 5).join(' | ')}`);
      expect(findings, `axe-core found critical or serious violations:\n${lines.join('\n')}`).toEqual([]);
    }
  },
});

export const DEMO_PASSWORD = 'tennis-demo';
const shots = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a full-page screenshot under e2e/screenshots/ (kept by CI for people to look at), and checks the page with axe-core. */
export async function screenshot(page: Page, name: string) {
  await checkA11y(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Logs in through the /signup page's log-in form and waits for where it lands: a player on /clubs, a manager or coach in their club's dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signup');
  // A page not made by the fixture (browser.newPage()) does not start the app after goto: ask for
  // it here too, so the click below is the app's and not one the early-input replay must carry
  // (that replay can lose a click: see the fixme in load-speed.spec.ts).
  await page.waitForFunction(() => {
    window.dispatchEvent(new Event('rally:start'));
    return document.querySelector('#root[data-app]') !== null;
  });
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: false }).first().fill(password);
  await form.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/clubs(\/dashboard\/[\w-]+\?.*clubId=\d+.*)?$/);
}

/** The id of a demo club by name, through the public API. */
export async function clubId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/club/?search=${encodeURIComponent(name)}`);
  const body = await res.json();
  return body.results[0].id;
}
