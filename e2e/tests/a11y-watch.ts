import axe from 'axe-core';
import type { Frame, Locator, Page, Request, TestInfo } from '@playwright/test';

// axe-core on every page a browser test reaches (the page fixture of support.ts watches each page
// a test opens): critical and serious violations fail the test at its end.

export type AxeFinding = { url: string; rule: string; impact: string; help: string; targets: string[] };

// The accessibility check of each page, by page: run at every screenshot, before the test's first
// action on each page it reaches (by goto, by a click on a link, or by the app changing the URL),
// before every goto, reload or history step (on the state being left) and when the test ends.
const axeChecks = new WeakMap<Page, () => Promise<void>>();
// What a page does before the test acts on it: checks a page reached since the last check.
const beforeActions = new WeakMap<Page, () => Promise<void>>();

/** Runs axe-core on the page as it is now; critical and serious violations fail the test at its end. */
export async function checkA11y(page: Page) {
  await axeChecks.get(page)?.();
}

// The actions through which a test acts on a page. A navigation (the main frame's URL changed:
// Playwright's `framenavigated` fires for history.pushState/replaceState too) marks the page as
// reached; the next of these actions first checks the page the test has reached, so every page a
// test visits is checked while it stands still, never while the test's own action runs.
const locatorActions = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'drop',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
const keyboardActions = ['down', 'insertText', 'press', 'type', 'up'] as const;
const mouseActions = ['click', 'dblclick', 'down', 'move', 'up', 'wheel'] as const;
let locatorsPatched = false;

/** Called through a wrapper, the runner names an action 'locator.apply': its error says which it was. */
function named(error: unknown, name: string) {
  if (error instanceof Error) {
    error.message = error.message.replace(/\b(locator|keyboard|mouse)\.apply\b/g, `$1.${name}`);
    error.stack = error.stack?.replace(/\b(locator|keyboard|mouse)\.apply\b/g, `$1.${name}`);
  }
  return error;
}

function patchLocators(page: Page) {
  if (locatorsPatched) return;
  locatorsPatched = true;
  const proto = Object.getPrototypeOf(page.locator('body')) as Record<string, unknown>;
  for (const name of locatorActions) {
    const original = proto[name];
    if (typeof original !== 'function') continue;
    proto[name] = async function (this: Locator, ...args: unknown[]) {
      await beforeActions.get(this.page())?.();
      try {
        return await original.apply(this, args);
      } catch (error) {
        throw named(error, name);
      }
    };
  }
}

function patchInput(target: object, names: readonly string[], before: () => Promise<void>) {
  const object = target as Record<string, unknown>;
  for (const name of names) {
    const original = object[name];
    if (typeof original !== 'function') continue;
    object[name] = async (...args: unknown[]) => {
      await before();
      try {
        return await original.apply(target, args);
      } catch (error) {
        throw named(error, name);
      }
    };
  }
}

/** Resolves when the page has settled: no request in flight for a moment, no loading skeleton, no finite animation running (each wait capped). */
async function settle(page: Page, inFlight: () => number) {
  // A prerendered page is inert until the app has taken it over.
  await page
    .locator('#root:not([inert])')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => {});
  // Network idle, capped: the page's data has arrived (300 ms without a request in flight).
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && !page.isClosed()) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Loading skeletons and busy regions are gone (capped: a region may be busy for long).
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root[data-visible]'),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => {});
  // A menu section still sliding open measures its links a few pixels tall (target-size fails at
  // random): wait for finite animations and transitions to end. Endless ones (loaders) are left.
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getTiming().iterations === Infinity ||
            // A toast's progress bar runs for its seconds; toasts are hidden while axe runs (runAxe).
            ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.Toastify') != null,
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
}

async function axeFindings(page: Page, inFlight: () => number): Promise<AxeFinding[]> {
  // A page that navigates while axe runs (a redirect of its own) is checked again once settled.
  for (let attempt = 1; ; attempt++) {
    if (page.isClosed() || !page.url().startsWith('http')) return [];
    await settle(page, inFlight);
    if (page.isClosed()) return [];
    const url = page.url();
    try {
      return await runAxe(page, url);
    } catch (error) {
      if (page.isClosed()) return [];
      if (attempt === 2) throw new Error(`axe-core could not check ${url}: ${(error as Error).message}`);
    }
  }
}

/** The WCAG 2.x A and AA rules axe-core checks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in a frame, once per document: the app is one document across its client-side
 * navigations, so a test's pages share one copy (1.5 MB of script, injected twice per check by
 * @axe-core/playwright, which also finished each run in a new blank page: half of each check's
 * time). The app's frames are all its own (same origin), so axe.run reaches them from the top.
 */
async function ensureAxe(frame: Frame) {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true);
  if (!present)
    await frame.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`).catch(() => {});
}

async function runAxe(page: Page, url: string): Promise<AxeFinding[]> {
  // Toasts are left out: one caught mid-fade (react-toastify's first toast is the element with id
  // "1") reads as low contrast at random. Settled, they are the library's light theme (#757575 on
  // white, 4.6:1). Ending animations early is no way out: a toast closes when its progress
  // bar's animation ends.
  // A toast also lies over what is under it for its few seconds (a panel's close button at the top
  // right measured too small a target): it is hidden while axe runs.
  const hideToasts = await page.addStyleTag({ content: '.Toastify { display: none !important; }' }).catch(() => null);
  try {
    for (const frame of page.frames()) await ensureAxe(frame);
    const violations = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // Only the violations in full: passes and the rest would be measured and then thrown away.
      const results = await axe.run(
        { exclude: [['.Toastify']] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    }, AXE_TAGS);
    return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => ({ url, ...v }));
  } finally {
    await hideToasts?.evaluate((style) => (style as Element).remove()).catch(() => {});
  }
}

// The pages checked with no one logged in (no cookie), in this worker: a page shows a visitor the
// same whatever test it is in (every logIn passes /signup), so it is checked once a worker.
const checkedForVisitors = new Set<string>();
// The pages checked signed in, in this worker: a later test's visit to the same address shows the
// same screen. A state a test shows on purpose is checked by its screenshot (checkA11y) all the same.
const checkedSignedIn = new Set<string>();

/** The URL a page is checked under: a change of the fragment alone is no new page. */
const pageKey = (url: string) => url.split('#')[0];

/**
 * Checks `page` with axe-core at every page it reaches (see above), adding what it finds to
 * `findings`. Returns the check to run when the test ends.
 */
export function watchPage(
  page: Page,
  findings: AxeFinding[],
  seen: Set<string>,
  testInfo: TestInfo,
  test: { over: boolean },
) {
  patchLocators(page);
  const checkedUrls = new Set<string>();
  let reached = false;
  let running: Promise<void> | null = null;
  const requests = new Set<Request>();
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType())) requests.add(request);
  });
  // A stream of events read with fetch (the calendar's live updates) never finishes: not a load.
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) requests.delete(response.request());
  });
  const done = (request: Request) => requests.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !checkedUrls.has(pageKey(frame.url()))) reached = true;
  });
  const check = () => {
    // One check at a time (actions started together wait for the same check).
    running ??= (async () => {
      const started = Date.now();
      try {
        for (const finding of await axeFindings(page, () => requests.size)) {
          const key = `${finding.url} ${finding.rule} ${finding.targets.join(',')}`;
          if (!seen.has(key)) findings.push(finding);
          seen.add(key);
        }
      } finally {
        if (process.env.E2E_AXE_LOG) console.log(`axe ${Date.now() - started} ms ${page.url()}`);
        // The time axe takes is not the test's: it does not count against the test's timeout.
        testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
        running = null;
      }
    })();
    return running;
  };
  // Once a URL (screenshots check every state they show).
  const checkOnce = async () => {
    reached = false;
    if (test.over || page.isClosed() || checkedUrls.has(pageKey(page.url()))) return;
    const key = pageKey(page.url());
    checkedUrls.add(key);
    const visitor =
      (
        await page
          .context()
          .cookies(key)
          .catch(() => [])
      ).length === 0;
    const checkedInWorker = visitor ? checkedForVisitors : checkedSignedIn;
    if (checkedInWorker.has(key)) return;
    await check();
    checkedInWorker.add(key);
  };
  const beforeAction = async () => {
    if (test.over) return;
    if (running) return running;
    if (reached) await checkOnce();
  };
  // A screenshot's check (checkA11y) is the check of the page it stands on: the next action, a
  // goto or the test's end does not check that page again unless the URL changes.
  const checkHere = async () => {
    const key = pageKey(page.url());
    await check();
    if (!page.isClosed() && pageKey(page.url()) === key) {
      checkedUrls.add(key);
      reached = false;
    }
  };
  axeChecks.set(page, checkHere);
  beforeActions.set(page, beforeAction);
  patchInput(page.keyboard, keyboardActions, beforeAction);
  patchInput(page.mouse, mouseActions, beforeAction);
  // Before leaving a page by goto, reload or a history step, or closing it.
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'close'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await checkOnce();
      return original(...args);
    };
  }
  return checkOnce;
}
