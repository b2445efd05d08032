import type { Locator, Page } from '@playwright/test';
import { expect, logIn, screenshot, test } from './support';

// Tournaments and leagues (issue 15): an organiser creates a round-robin-plus-knockout league of
// 6 teams through the wizard, adds its players and teams, makes the draw and publishes it; see
// docs/tournaments.md.

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day `days` ahead of today (UTC), YYYY-MM-DD: the start may not be in the past. */
function dayAhead(days: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const NAME = 'E2E Winter Pennant';

test.describe('tournaments', () => {
  test('an organiser creates a round robin plus knockout league of 6 teams with the wizard', async ({ page }) => {
    test.setTimeout(240_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    await page.goto('/tour');
    await expect(page.getByRole('heading', { name: 'Competitions', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create a competition' }).first().click();
    await expect(page).toHaveURL(/\/tournament\/add/);

    // Definition
    await page.getByLabel(/^Name/).fill(NAME);
    await page.getByLabel(/^Description/).fill('Tuesday nights between Riverside and Harbour');
    await page.getByLabel(/^Start/).fill(dayAhead(10));
    await page.getByLabel(/^Start/).press('Tab');
    await page.getByLabel(/^Finish/).fill(dayAhead(120));
    await page.getByLabel(/^Finish/).press('Tab');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Add at least one club.')).toBeVisible();
    await page.getByRole('combobox', { name: /^Clubs/ }).click();
    await page.getByRole('option', { name: 'Riverside Tennis Club' }).click();
    await page.getByRole('option', { name: 'Harbour Tennis Centre' }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'tournaments-wizard-definition');
    await page.getByRole('button', { name: 'Next' }).click();

    // Playing format: round robin plus knockout, 6 teams, 3 fixtures a round
    const main = page.locator('main');
    await choose(page, main, /^Type/, 'Round robin plus knockout');
    await page.getByLabel(/^Knockout teams/).fill('4');
    await page.getByLabel(/^Number of teams/).fill('5');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Number of teams must be at least twice the number of matches per round.')).toBeVisible();
    await page.getByLabel(/^Number of teams/).fill('6');
    // Three fixtures a night of two matches each, all at Riverside's six courts.
    await page.getByLabel(/^Number of courts/).fill('6');
    await screenshot(page, 'tournaments-wizard-format');
    await page.getByRole('button', { name: 'Next' }).click();

    // Rules, then the competition is made
    await expect(page.getByRole('combobox', { name: /^Points per win/ })).toHaveValue('2');
    await page.getByRole('button', { name: 'Create competition' }).click();
    await expect(page.getByText('Competition created')).toBeVisible();

    // Players: the organiser is listed; add Carlos by e-mail
    await expect(page.getByRole('cell', { name: 'Pat Player Organiser' })).toBeVisible();
    await page.getByLabel("Player's e-mail").fill('coach@example.com');
    await page.getByRole('button', { name: 'Add player' }).click();
    await expect(page.getByRole('cell', { name: 'Carlos Coach', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next: team set-up' }).click();

    // Team set-up: six teams, three a club
    for (const [club, name] of [['Riverside Tennis Club', 'Riverside Aces'], ['Riverside Tennis Club', 'Riverside Volleys'], ['Riverside Tennis Club', 'Riverside Lobs'], ['Riverside Tennis Club', 'Riverside Slices'], ['Riverside Tennis Club', 'Riverside Smashes'], ['Riverside Tennis Club', 'Riverside Drops']]) {
      await choose(page, main, /^Club/, club);
      await page.getByLabel(/^Team name/).fill(name);
      await page.getByRole('button', { name: 'Add team' }).click();
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('6 of 6 teams')).toBeVisible();
    await screenshot(page, 'tournaments-team-setup');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/tournament\/manageplayers\?id=\d+/);

    // The draw: five rounds of three fixtures, dated and on courts.
    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(`/tournament/draw?id=${id}`);
    await expect(page.getByText('No draw yet')).toBeVisible();
    await page.getByRole('button', { name: 'Make the draw' }).click();
    await expect(page.getByText('The draw is made')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Round 5 ·/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ' v ' })).toHaveCount(15);
    await expect(page.getByRole('listitem').first()).toContainText('Court');
    await screenshot(page, 'tournaments-fixtures');

    // Results: a score that is not real tennis is refused; real ones update the ladder.
    const first = page.getByRole('listitem').filter({ hasText: ' v ' }).first();
    const home = (await first.getByRole('heading').innerText()).split(' v ')[0];
    await first.getByRole('button', { name: /^Score of Doubles 1/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Score' }).fill('6-5 6-0');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(dialog.getByText(/6-5/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Score' }).fill('6-4 7-6(5)');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(page.getByText('Score saved')).toBeVisible();
    await first.getByRole('button', { name: /^Score of Doubles 2/ }).click();
    await dialog.getByRole('textbox', { name: 'Score' }).fill('6-2 6-1');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(first.getByText('2–0')).toBeVisible();
    const leader = page.getByRole('region', { name: 'Team ladder' }).getByRole('row').nth(1);
    await expect(leader).toContainText(home);
    await screenshot(page, 'tournaments-ladder');
    await page.getByRole('button', { name: 'Publish fixtures' }).click();
    await expect(page.getByText('Fixtures published to the players')).toBeVisible();

    await page.goto('/tour?tab=organise');
    await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tournaments-tour-phone');
  });
});
