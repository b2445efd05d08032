// The load-speed budget (npm run budget; a step of .ci/run): the size of the code every page
// starts with, from the build's manifest, and Lighthouse's mobile figures for four public pages,
// three dashboard pages signed in as the demo club's AGENT and two player's pages signed in as
// its Pat Player (the player's home, /clubs, and /mybookings), against the built app on a fresh
// embedded database, in the system Chromium. Prints the figures and exits non-zero when one breaks
// its budget. Needs `npm run build` first (it builds when the build is missing).
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.BUDGET_PORT ?? process.env.E2E_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BUDGET_RUNS ?? 1);
// The server's clock starts at the browser tests' instant (e2e/playwright.config.ts): the demo
// data is seeded relative to it, so the dashboard pages show the same day and rows on every run.
const clockStart = '2030-01-07T09:00:00+11:00';
// BUDGET_PAGES=members,/signup measures only the pages whose path holds one of the words (while working on one;
// BUDGET_PAGES=player measures the player's pages, /clubs and /mybookings, alone);
// BUDGET_REPORTS=<folder> keeps each run's Lighthouse report there (open it in the Lighthouse viewer).
const only = (process.env.BUDGET_PAGES ?? '').split(',').filter(Boolean);
const reports = process.env.BUDGET_REPORTS;
let reportCount = 0;

/**
 * Lighthouse mobile (simulated slow 4G, 4× CPU), the best of `runs` runs on every page below, and
 * up to `extraRuns` more for a page whose best run is short of the budget. The budget is issue 8's
 * target itself. A public page runs no app code while it loads, so a run's blocking time that
 * misses the target is another process's work on a shared machine: more runs find the page's own
 * figure, while a real regression (code that blocks, an image that shifts) fails every run. So a
 * page that meets the budget in its first run is done (each run is 10-20 s of CI), and one that
 * misses gets up to four more.
 */
const extraRuns = Number(process.env.BUDGET_EXTRA_RUNS ?? 4);
const budget = { performance: 0.95, accessibility: 1, lcpMs: 1500, cls: 0.05, startJsGzipKb: 120 };
/**
 * The staff dashboard's pages, signed in (issue 26's target): they run the app to draw their
 * data, so their budget is Lighthouse's "good" rather than the prerendered public pages' 0.95,
 * with the script they load and the requests made before their content shows held too.
 */
const dashboardBudget = { performance: 0.9, lcpMs: 2500, tbtMs: 200, cls: 0.05, scriptGzipKb: 200, requests: 30 };
/**
 * The dashboard does not meet issue 26's target yet (README, "The dashboard, signed in"), so the
 * step fails on a regression guard instead, printed beside the target: what the pages reached,
 * the deterministic figures (script, requests before the content) just above the reached value
 * (the server draws these pages with the reader's data, so their content shows before any of the
 * app's code but the entry's 5 KB has loaded, after 10-12 requests: the HTML, its stylesheets and fonts),
 * Lighthouse's score, LCP and TBT with the margin a CI machine needs (LCP + 1 s; a quiet CI run
 * spread one page's score over 0.62-0.75 and its TBT over 274-983 ms in five runs). Lower each figure here as the pages improve; when a page meets
 * the target, its guard is the target. Keyed by the section (the word its path holds).
 */
const dashboardGuard = {
  members: { performance: 0.7, lcpMs: 3000, tbtMs: 800, cls: 0.05, scriptGzipKb: 10, requests: 15 },
  'court-bookings': { performance: 0.7, lcpMs: 3000, tbtMs: 800, cls: 0.05, scriptGzipKb: 10, requests: 15 },
  transactions: { performance: 0.7, lcpMs: 3000, tbtMs: 800, cls: 0.05, scriptGzipKb: 10, requests: 15 },
};
/**
 * Lighthouse's simulated timings scale the main thread's observed tasks: on a machine whose load
 * average is many times its cores, the dashboard's blocking time is seconds of other processes'
 * work (TBT 1.6–17 s at load 15–40 on 2 cores, 130–180 ms at load 1–3). Above this load per core
 * the guard's timings (performance, LCP, TBT) are printed, not judged; the script, the requests,
 * the layout shift and the content shown are judged at any load.
 */
const timingsMaxLoadPerCore = Number(process.env.BUDGET_MAX_LOAD_PER_CORE ?? 2);
const loadPerCore = () => Math.round((os.loadavg()[0] / os.availableParallelism()) * 10) / 10;
const publicPages = ['/', '/pricing', '/signup', '/tennis_court_bookings'];
/**
 * The player's own pages, signed in as the demo's Pat Player (issue 28's target): their home (the
 * clubs they follow, where the log-in leads a player) and My bookings, each with the content that
 * shows it drawn. They do not meet the target's performance yet (the app draws them after its code
 * has loaded; the server draws only the dashboard's sections), so, as for the dashboard, the step
 * fails on a regression guard (the first runs reached 0.58 and 0.63 at load 4 a core, hence the
 * margin) printed beside the target, its timing not judged on a loaded machine; accessibility is
 * the target's.
 */
const playerBudget = { performance: 0.9, accessibility: 1 };
const playerGuard = { performance: 0.4 };
const playerPages = [
  {
    path: '/clubs',
    content: 'the clubs the player follows',
    selector: 'main section[aria-labelledby="followed-title"] a',
  },
  { path: '/mybookings', content: "the player's bookings", selector: 'main article' },
];

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'OVER BUDGET';
};

// --- Code size, from the manifest ------------------------------------------------------------
if (!existsSync(path.join(dist, '.vite/manifest.json'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
};
/** A built file's size with gzip at level 9, in bytes. */
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (keys) => {
  const files = new Set([...keys].map((key) => manifest[key].file));
  return { files: files.size, kb: kb([...files].reduce((sum, file) => sum + gzipBytes(file), 0)) };
};
const union = (...keys) => keys.reduce((all, key) => closure(key, all), new Set());

const entry = gzipKb(closure('index.html'));
// What every page runs before it draws: the entry and the app's start (React, the router, Mantine's provider).
const start = gzipKb(union('index.html', 'src/app/start.tsx'));
const firstVisit = (...sources) =>
  gzipKb(union('index.html', 'src/app/start.tsx', 'src/app/query-layout.tsx', ...sources));
console.log('JavaScript (gzip), from the build manifest:');
console.log(`  entry script (what the HTML loads)        ${entry.kb} KB in ${entry.files} file(s)`);
console.log(
  `  app start (every page, before it draws)   ${start.kb} KB in ${start.files} files  budget ${budget.startJsGzipKb} KB: ${check(start.kb <= budget.startJsGzipKb, `app start ${start.kb} KB > ${budget.startJsGzipKb} KB`)}`,
);
for (const [name, sources] of [
  ['/ (after the page is drawn)', ['src/features/site/site-layout.tsx', 'src/features/site/home-page.tsx']],
  ['/signup', ['src/features/site/site-layout.tsx', 'src/features/auth/signup-page.tsx']],
]) {
  const size = firstVisit(...sources);
  console.log(`  first visit of ${name.padEnd(27)} ${size.kb} KB in ${size.files} files`);
}

// --- Lighthouse -------------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-budget-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    CLOCK_START: clockStart,
    // The dashboard is measured as the demo AGENT, who opens the club without two-step sign-in
    // here as in the browser tests (docs/two-factor.md); else every dashboard page is the set-up.
    TWO_FACTOR_EXEMPT: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
const stop = () => {
  chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/sport/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 4 minutes');
}

/** The API's answer as JSON, or an error naming the call. */
async function apiJson(apiPath, init = {}) {
  const response = await fetch(`${base}/api/${apiPath}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api/${apiPath} answered ${response.status}`);
  return response.json();
}

/**
 * The dashboard pages as the demo club's AGENT sees them: a token from the API (the cookie the web
 * app reads, lib/auth-token.ts, is set in the browser before Lighthouse loads the page), the club
 * and its today from the server (the browser's own clock is the machine's, so the day and range a
 * page shows by default are given in the URL, as the page's own filters write them).
 */
/** A demo account's token. */
async function tokenOf(username) {
  const { token } = await apiJson('login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'tennis-demo' }),
  });
  return token;
}

async function dashboardPages() {
  const token = await tokenOf('agent@example.com');
  const auth = { headers: { authorization: `Token ${token}` } };
  const user = await apiJson('user/', auth);
  const club = user.results[0].player_set[0].club_admin_set.find((a) => a.club_name === 'Riverside Tennis Club').club;
  const { time_zone: zone } = await apiJson(`club/${club}/`, auth);
  const { time } = await apiJson('health/');
  const dayIn = (instant) => new Date(instant).toLocaleDateString('en-CA', { timeZone: zone }); // YYYY-MM-DD
  const today = dayIn(time);
  const monthAgo = dayIn(Date.parse(`${today}T12:00:00Z`) - 29 * 86_400_000); // "Last 30 Days", the list's default
  const dashboard = (section, query = '') => `/clubs/dashboard/${section}?clubId=${club}${query}`;
  return {
    token,
    pages: [
      { path: dashboard('members'), content: 'the members table with rows', selector: 'main table tbody tr' },
      {
        path: dashboard('court-bookings', `&date=${today}`),
        content: "the day's bookings",
        selector: 'main [data-booking]',
      },
      {
        path: dashboard('transactions', `&from=${monthAgo}&to=${today}`),
        content: 'the payments list with rows',
        selector: 'main table tbody tr',
      },
    ],
  };
}

/**
 * Runs in the measured page from its first script on: notes when the content first shows (an
 * element of `selector` with text), in the page's own time, as Lighthouse's request times are.
 */
function watchContent(selector) {
  const shown = () => [...document.querySelectorAll(selector)].filter((e) => e.textContent.trim()).length;
  // Watched from the document itself, so content in the page's HTML (a page the server drew)
  // counts as it arrives, as well as content the app draws; it shows at the next frame (which
  // waits for the stylesheets), not when it is parsed.
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__rallyContentShown = { at: performance.now() }));
  });
  observer.observe(document, { childList: true, subtree: true });
  window.__rallyShown = shown;
}

/**
 * How far the server's clock (CLOCK_START) is ahead of this machine's, asked once. The measured
 * page runs on the server's time, as a reader's browser and the server agree on today: on the
 * machine's own (years before CLOCK_START), what a page computes from "now" (a member's age)
 * differed from what the server drew, React threw the drawn page away and drew it anew, and the
 * dashboard's blocking time measured that, not the page (the browser tests' clock does the same).
 */
let clockOffset;
const serverClockOffset = async () => (clockOffset ??= Date.parse((await apiJson('health/')).time) - Date.now());

/** Runs in the measured page from its first script on: `Date` reads the server's time. */
function followServerClock(offsetMs) {
  const Real = Date;
  function ServerDate(...args) {
    if (!new.target) return new Real(Real.now() + offsetMs).toString();
    return args.length ? new Real(...args) : new Real(Real.now() + offsetMs);
  }
  ServerDate.prototype = Real.prototype;
  ServerDate.now = () => Real.now() + offsetMs;
  ServerDate.parse = Real.parse;
  ServerDate.UTC = Real.UTC;
  globalThis.Date = ServerDate;
}

/** The built file a script URL of the app names, or undefined (another origin, a data URL). */
const distFileOf = (url) => {
  const { origin, pathname } = new URL(url);
  return origin === base && pathname.startsWith('/assets/') ? pathname.slice(1) : undefined;
};

/**
 * One Lighthouse run in a fresh Chromium; a run whose trace failed (NO_NAVSTART and the like) is
 * tried again. With a `token`, the page loads signed in, and `selector` names its content: the run
 * notes when it first showed and how many of its items show at the end.
 */
async function lighthouseRun(url, { token, selector } = {}, tries = 3) {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    // Lighthouse clears the origin's caches and service workers before it loads the page, not its cookies.
    if (token)
      await browser.setCookie({
        name: 'rally_token',
        value: encodeURIComponent(token),
        domain: '127.0.0.1',
        path: '/',
      });
    await page.evaluateOnNewDocument(followServerClock, await serverClockOffset());
    if (selector) await page.evaluateOnNewDocument(watchContent, selector);
    const { lhr } = await lighthouse(
      url,
      { onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' },
      undefined,
      page,
    );
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${++reportCount}-${new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'home'}.json`;
      writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    if (!lhr.runtimeError) {
      if (!selector) return { lhr };
      const [shown, contentAt] = await page.evaluate(() => [
        window.__rallyShown?.() ?? 0,
        window.__rallyContentShown?.at,
      ]);
      return { lhr, shown, contentAt };
    }
    if (tries <= 1) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  } finally {
    await browser?.disconnect();
    chrome.kill();
    chrome = undefined;
  }
  return lighthouseRun(url, { token, selector }, tries - 1);
}

/**
 * A run's figures: Lighthouse's, and what the page loaded (script gzip, requests) before its
 * content showed (`contentAt`, the page's time; the largest paint's when no content is watched)
 * and in all.
 */
function figuresOf({ lhr, shown, contentAt }) {
  const metric = (audit) => lhr.audits[audit].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  // Both in the run as it happened (not as simulated): the request times count from the page's start.
  const shownAt = contentAt ?? lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const before = requests.filter((r) => r.networkRequestTime <= shownAt);
  const scriptKb = (list) =>
    kb(
      [...new Set(list.filter((r) => r.resourceType === 'Script').map((r) => distFileOf(r.url) ?? r.url))].reduce(
        (sum, file) => sum + (existsSync(path.join(dist, file)) ? gzipBytes(file) : 0),
        0,
      ),
    );
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    requests: requests.length,
    requestsBeforeContent: before.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    scriptGzipKb: scriptKb(before),
    allScriptGzipKb: scriptKb(requests),
    contentAt: shownAt,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    shown,
    failedAccessibility: Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
    ),
  };
}

/** Measures one page (runs as described above) and prints its figures and verdicts. */
async function measure(pagePath, { onBudget, verdicts, extra = () => '', ...options }) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(figuresOf(await lighthouseRun(`${base}${pagePath}`, options)));
  for (let i = 0; i < extraRuns && !results.some(onBudget); i++)
    results.push(figuresOf(await lighthouseRun(`${base}${pagePath}`, options)));
  // The best run: what the page does when the machine lets it (a run on budget first, then the
  // highest score). A shared CI machine's other work lands in some runs' blocking time (the
  // app's own work is the same in each run).
  const rank = (f) => (onBudget(f) ? 1 : 0) + f.performance / 2;
  const best = results.reduce((a, b) => (rank(b) > rank(a) ? b : a));
  const marks = verdicts(best);
  console.log(
    `  ${pagePath.padEnd(24)} performance ${best.performance.toFixed(2)}  accessibility ${best.accessibility.toFixed(2)}  FCP ${Math.round(best.fcp)} ms  LCP ${Math.round(best.lcp)} ms  TBT ${Math.round(best.tbt)} ms  CLS ${best.cls.toFixed(3)}${extra(best)}  ${marks.every((v) => v === 'ok') ? 'ok' : 'OVER BUDGET'} (${results.length} runs)`,
  );
  console.log(
    `      every run: performance ${results.map((f) => f.performance.toFixed(2)).join(', ')}; LCP ${results.map((f) => Math.round(f.lcp)).join(', ')} ms; TBT ${results.map((f) => Math.round(f.tbt)).join(', ')} ms`,
  );
  for (const audit of best.failedAccessibility) console.log(`      accessibility: ${audit.id}: ${audit.title}`);
  return best;
}

try {
  await waitForServer();
  // Warms the server's file cache, so the first run does not measure the disk.
  for (const pagePath of publicPages) await (await fetch(`${base}${pagePath}`)).text();

  // "/" names the home page alone (every path holds it).
  const measured = (pagePath) =>
    !only.length || only.some((word) => word === pagePath || (word !== '/' && pagePath.includes(word)));
  console.log(
    `\nLighthouse mobile, the best of ${runs} runs (up to ${runs + extraRuns} when short; budget = issue 8's target: performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, LCP ≤ ${budget.lcpMs} ms, CLS ≤ ${budget.cls}):`,
  );
  for (const pagePath of publicPages.filter(measured)) {
    await measure(pagePath, {
      onBudget: (f) => f.performance >= budget.performance && f.lcp <= budget.lcpMs,
      verdicts: (f) => [
        check(f.performance >= budget.performance, `${pagePath} performance ${f.performance}`),
        check(f.accessibility >= budget.accessibility, `${pagePath} accessibility ${f.accessibility}`),
        check(f.lcp <= budget.lcpMs, `${pagePath} LCP ${Math.round(f.lcp)} ms`),
        check(f.cls <= budget.cls, `${pagePath} CLS ${f.cls.toFixed(3)}`),
      ],
    });
  }

  const dashboard = await dashboardPages();
  const b = dashboardBudget;
  console.log(
    `\nThe dashboard as the demo club's AGENT (target = issue 26's: performance ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, script ≤ ${b.scriptGzipKb} KB gzip, ≤ ${b.requests} requests before the content shows, the content shown; the step fails on each page's regression guard, printed beside it, until the page meets the target):`,
  );
  for (const { path: pagePath, content, selector } of dashboard.pages.filter((p) => measured(p.path))) {
    const section = Object.keys(dashboardGuard).find((name) => pagePath.includes(`/${name}?`));
    const g = { ...b, ...dashboardGuard[section] };
    let loaded = loadPerCore() > timingsMaxLoadPerCore;
    const timed = (ok) => ok || loaded;
    const within = (f, limit) =>
      timed(f.performance >= limit.performance && f.lcp <= limit.lcpMs && f.tbt <= limit.tbtMs) &&
      f.cls <= limit.cls &&
      f.scriptGzipKb <= limit.scriptGzipKb &&
      f.requestsBeforeContent <= limit.requests;
    console.log(
      `    regression guard: performance ≥ ${g.performance}, LCP ≤ ${g.lcpMs} ms, TBT ≤ ${g.tbtMs} ms, CLS ≤ ${g.cls}, script ≤ ${g.scriptGzipKb} KB gzip, ≤ ${g.requests} requests before the content`,
    );
    const best = await measure(pagePath, {
      token: dashboard.token,
      selector,
      // More runs only while no run is within the guard (a loaded machine's noise), not to chase the target.
      onBudget: (f) => within(f, g),
      verdicts: (f) => {
        // Loaded at the start and the end of the runs: they measured other processes' work.
        loaded = loaded && loadPerCore() > timingsMaxLoadPerCore;
        return [
          check(
            timed(f.performance >= g.performance),
            `${pagePath} performance ${f.performance} < guard ${g.performance}`,
          ),
          check(timed(f.lcp <= g.lcpMs), `${pagePath} LCP ${Math.round(f.lcp)} ms > guard ${g.lcpMs} ms`),
          check(timed(f.tbt <= g.tbtMs), `${pagePath} TBT ${Math.round(f.tbt)} ms > guard ${g.tbtMs} ms`),
          check(f.cls <= g.cls, `${pagePath} CLS ${f.cls.toFixed(3)} > guard ${g.cls}`),
          check(
            f.scriptGzipKb <= g.scriptGzipKb,
            `${pagePath} script before the content ${f.scriptGzipKb} KB gzip > guard ${g.scriptGzipKb} KB`,
          ),
          check(
            f.requestsBeforeContent <= g.requests,
            `${pagePath} ${f.requestsBeforeContent} requests before the content > guard ${g.requests}`,
          ),
          check(f.shown > 0, `${pagePath} showed no ${content}`),
        ];
      },
      extra: (f) =>
        `  before the content (${Math.round(f.contentAt)} ms into the run): ${f.requestsBeforeContent} requests, script ${f.scriptGzipKb} KB gzip; in all ${f.requests} requests, ${f.scripts} scripts, ${f.allScriptGzipKb} KB gzip`,
    });
    const short = [
      best.performance < b.performance && `performance ${best.performance.toFixed(2)} < ${b.performance}`,
      best.lcp > b.lcpMs && `LCP ${Math.round(best.lcp)} ms > ${b.lcpMs} ms`,
      best.tbt > b.tbtMs && `TBT ${Math.round(best.tbt)} ms > ${b.tbtMs} ms`,
      best.cls > b.cls && `CLS ${best.cls.toFixed(3)} > ${b.cls}`,
      best.scriptGzipKb > b.scriptGzipKb && `script ${best.scriptGzipKb} KB > ${b.scriptGzipKb} KB`,
      best.requestsBeforeContent > b.requests && `${best.requestsBeforeContent} requests > ${b.requests}`,
    ].filter(Boolean);
    if (loaded)
      console.log(
        `      the guard's timings not judged: load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores (over ${timingsMaxLoadPerCore} a core, BUDGET_MAX_LOAD_PER_CORE)`,
      );
    console.log(`      ${content}: ${best.shown} shown; the largest paint: ${best.lcpElement ?? '(none)'}`);
    console.log(
      `      issue 26's target: ${short.length ? `NOT MET (${short.join(', ')}); within the regression guard: ${within(best, g) ? 'yes' : 'no'}` : 'met'}`,
    );
  }

  const playerToken = await tokenOf('player@example.com');
  const p = playerBudget;
  console.log(
    `\nThe player's pages as the demo's Pat Player (target = issue 28's: performance ≥ ${p.performance}, accessibility ${p.accessibility}, the content shown; the step fails on the regression guard, performance ≥ ${playerGuard.performance}, until the pages meet the target):`,
  );
  for (const { path: pagePath, content, selector } of playerPages.filter(
    (page) => !only.length || only.includes('player') || measured(page.path),
  )) {
    let loaded = loadPerCore() > timingsMaxLoadPerCore;
    const best = await measure(pagePath, {
      token: playerToken,
      selector,
      onBudget: (f) => (loaded || f.performance >= playerGuard.performance) && f.accessibility >= p.accessibility,
      verdicts: (f) => {
        loaded = loaded && loadPerCore() > timingsMaxLoadPerCore;
        return [
          check(
            loaded || f.performance >= playerGuard.performance,
            `${pagePath} performance ${f.performance} < guard ${playerGuard.performance}`,
          ),
          check(f.accessibility >= p.accessibility, `${pagePath} accessibility ${f.accessibility}`),
          check(f.shown > 0, `${pagePath} showed no ${content}`),
        ];
      },
      extra: (f) =>
        `  before the content (${Math.round(f.contentAt)} ms into the run): ${f.requestsBeforeContent} requests, script ${f.scriptGzipKb} KB gzip; in all ${f.requests} requests, ${f.allScriptGzipKb} KB gzip`,
    });
    if (loaded)
      console.log(
        `      performance not judged: load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores (over ${timingsMaxLoadPerCore} a core)`,
      );
    console.log(`      ${content}: ${best.shown} shown; the largest paint: ${best.lcpElement ?? '(none)'}`);
    console.log(
      `      issue 28's target: ${best.performance >= p.performance && best.accessibility >= p.accessibility ? 'met' : `NOT MET (performance ${best.performance.toFixed(2)} < ${p.performance})`}`,
    );
  }
} finally {
  stop();
}

if (failures.length) {
  console.log(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nEvery figure is within its budget.');
