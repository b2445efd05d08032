import type { Page } from '@playwright/test';
import { choose, clubId, expect, logIn, riversideDay, screenshot, signUp, test } from './support';

// The players' side of issue 14 around the hit board and the diary: a club's invitation opened
// logged out survives signing up, a club's page shows its news, and another player's profile.

async function logOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

async function switchTo(page: Page, email: string) {
  await logOut(page);
  await logIn(page, email);
}

/** The day `days` from today in Sydney (Riverside's zone), as YYYY-MM-DD. */
const sydneyDay = (days: number) => riversideDay(days);

const ASK = 'E2E: a private hit from your profile';

test.describe('players', () => {
  test('an invitation opened logged out survives signing up: the new player follows the club', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'matcha@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/matcha?clubId=${riverside}&tab=invite-players`);
    const email = `e2e.newcomer.${Date.now()}@example.org`;
    const add = page.getByRole('form', { name: 'Add a player to invite' });
    await add.getByLabel(/^First name/).fill('Nina');
    await add.getByLabel(/^Last name/).fill('Newcomer');
    await add.getByLabel(/^Email/).fill(email);
    await choose(page, add, 'Gender', 'Female');
    await add.getByRole('button', { name: 'Add to the list' }).click();
    await page.getByRole('button', { name: 'Send 1 invitation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '1 invitation sent' }).first()).toBeVisible();

    const mails = (await (await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.subject === 'Rally: Riverside Tennis Club invites you to follow the club')!;
    expect(mail.text).toContain('Open this link to sign up to Rally');
    const link = new URL(mail.text.match(/http\S+\/matches\?invite=[0-9a-f]+/)![0]);

    // Nina has no account: the link sends her to sign up, and carries the invitation along.
    await logOut(page);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/signup\?next=%2Fmatches%3Finvite%3D[0-9a-f]+$/);
    await expect(page.getByText('A club has invited you to follow it on Rally.', { exact: false })).toBeVisible();
    await signUp(page, { fullName: 'Nina Newcomer', email });
    await expect(page).toHaveURL(/\/matches\?invite=[0-9a-f]+$/);
    await expect(page.getByText('A club invites you to follow it')).toBeVisible();
    await screenshot(page, 'players-invite-after-signup');
    await page.getByRole('button', { name: 'Follow the club' }).click();
    await expect(page.getByText('You now follow Riverside Tennis Club.')).toBeVisible();
    await page.goto('/clubs');
    await expect(page.getByText('Riverside Tennis Club').first()).toBeVisible();
  });

  test("a club's page shows its latest news, or says it has none", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/details?clubId=${riverside}`);
    const news = page.getByRole('list', { name: 'News from Riverside Tennis Club' });
    await expect(
      news.getByRole('heading', { name: /Club Night League: fixtures, results and the ladder/ }),
    ).toBeVisible();
    await screenshot(page, 'players-club-news');

    const harbour = await clubId(page, 'Harbour');
    await page.goto(`/clubs/details?clubId=${harbour}`);
    await expect(
      page.getByText('Harbour Tennis Centre has not published any news yet.', { exact: false }),
    ).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/clubs/details?clubId=${riverside}`);
    await expect(
      news.getByRole('heading', { name: /Club Night League: fixtures, results and the ladder/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'players-club-news-390');
  });

  test("a player finds a coach who teaches them by the coaches' student settings", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/details?clubId=${riverside}`);
    const finder = page.getByRole('region', { name: 'Find a coach' });
    const coaches = finder.getByRole('list', { name: 'Coaches' });
    await expect(coaches.getByRole('listitem')).toHaveCount(2);
    // Paula Pro teaches Advanced and Professional players from 12; Carlos Coach beginners of any age.
    await choose(page, finder, 'Level', 'Advanced');
    await expect(coaches.getByRole('listitem')).toHaveCount(1);
    await expect(coaches.getByText('Paula Pro')).toBeVisible();
    await finder.getByRole('textbox', { name: 'Age' }).fill('9');
    await expect(finder.getByText('No coach here teaches that student.', { exact: false })).toBeVisible();
    await choose(page, finder, 'Level', 'Beginner');
    await expect(coaches.getByText('Carlos Coach')).toBeVisible();
    await expect(coaches.getByText(/Ages 4–99 · NTRP 1–5\.5 · Beginner, Intermediate/)).toBeVisible();
    await screenshot(page, 'players-find-a-coach');
  });

  test("another player's profile: level, clubs in common, approved matches; ask them for a hit", async ({ page }) => {
    test.setTimeout(200_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Pat records a win over Carlos; Carlos approves it in his diary.
    await logIn(page, 'player@example.com');
    await page.goto('/matches?tab=diary');
    await page.getByRole('button', { name: 'Record a match' }).first().click();
    const form = page.getByRole('form', { name: 'Record a match' });
    await form.getByLabel(/^Opponent’s e-mail/).fill('coach@example.com');
    await form.getByLabel(/^Score/).fill('6-2 6-1');
    await page.getByRole('button', { name: 'Record match', exact: true }).click();
    await expect(page.getByText('Match recorded: the other players are asked to approve it')).toBeVisible();

    await switchTo(page, 'coach@example.com');
    await page.goto('/matches?tab=diary');
    const card = page.getByRole('listitem').filter({ hasText: 'Lost 2-6 1-6' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Approved by every player: it counts for your level.')).toBeVisible();

    // The opponent's name in the diary opens Pat's profile: no e-mail, the clubs both play at, the match.
    await card.getByRole('link', { name: 'Pat Player' }).click();
    await expect(page).toHaveURL(/\/matches\/player\?playerId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Pat Player', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Pat’s level' })
        .getByText(/^Level \d+ · /)
        .first(),
    ).toBeVisible();
    // The record shows once, in the level panel (not again under the name).
    await expect(page.getByText(/Record \d+–\d+/)).toHaveCount(1);
    await expect(
      page
        .getByRole('region', { name: 'Clubs in common' })
        .getByRole('link', { name: 'Riverside Tennis Club', exact: true }),
    ).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent matches' });
    await expect(
      recent.getByRole('listitem').filter({ hasText: 'Won 6-2 6-1' }).getByText('Pat Player v Carlos Coach'),
    ).toBeVisible();
    await expect(page.getByText('player@example.com')).toHaveCount(0);
    await screenshot(page, 'players-profile');

    // Carlos asks Pat for a hit from there: a private request only Pat sees.
    await page.getByRole('button', { name: 'Ask for a hit' }).click();
    const ask = page.getByRole('form', { name: 'Post a hit request' });
    await expect(page.getByText('Ask Pat Player for a hit')).toBeVisible();
    await expect(ask.getByText('A private hit request: only Pat Player sees it and can respond.')).toBeVisible();
    await ask.getByLabel(/^Day/).fill(sydneyDay(3));
    await ask.getByLabel(/^Day/).press('Tab');
    await choose(page, ask, /^From/, '10:00');
    await choose(page, ask, /^To/, '12:00');
    await ask.getByLabel('Comments').fill(ASK);
    await page.getByRole('button', { name: 'Send hit request', exact: true }).click();
    await expect(page.getByText('Your hit request is sent to Pat Player')).toBeVisible();

    await switchTo(page, 'player@example.com');
    await page.goto('/matches?tab=hits');
    const hit = page.getByRole('listitem').filter({ hasText: ASK });
    await expect(hit.getByText('Private', { exact: true })).toBeVisible();
    // The creator's name opens Carlos' profile.
    await hit.getByRole('link', { name: 'Carlos Coach' }).click();
    await expect(page.getByRole('heading', { name: 'Carlos Coach', level: 1 })).toBeVisible();
    // The matcha spec, run before this one in the full suite, records another match between them.
    await expect(
      page.getByRole('region', { name: 'Recent matches' }).getByText('Carlos Coach v Pat Player').first(),
    ).toBeVisible();

    // A player who is not there (or shares nothing with Pat) is not shown.
    await page.goto('/matches/player?playerId=999999');
    await expect(page.getByText("We couldn't find that player")).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/matches?tab=diary');
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page.getByRole('heading', { name: 'Pat Player', level: 1 })).toBeVisible();
    await expect(page.getByText('Your profile, as other players see it.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'players-profile-390');
  });
});
