import { choose, expect, logIn, screenshot, switchTo, test } from './support';

// Player ladders (issue 15), a competition of their own beside leagues: an organiser makes one and
// adds players; a player challenges one above, the result is entered, and the places change.
// See docs/competitions.md.

test.describe('player ladders', () => {
  test('a player ladder: the organiser makes it and adds players; a player challenges up and takes the place', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    await page.goto('/tour?tab=ladders');
    await page.getByRole('button', { name: 'New ladder' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New player ladder' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E Singles Ladder');
    await dialog.getByRole('combobox', { name: /^Club/ }).fill('Riverside');
    await page.getByRole('option', { name: 'Riverside Tennis Club' }).click();
    await choose(page, dialog, /^Players may challenge up to/, '2 places up');
    await screenshot(page, 'tournaments-ladder-new');
    await dialog.getByRole('button', { name: 'Create ladder' }).click();
    await expect(page).toHaveURL(/\/tournament\/ladder\?id=\d+/);
    await expect(page.getByRole('heading', { name: 'E2E Singles Ladder', level: 1 })).toBeVisible();
    for (const email of ['coach@example.com', 'applicant@example.com', 'agent@example.com']) {
      await page.getByRole('textbox', { name: 'Add a player by e-mail' }).fill(email);
      await page.getByRole('button', { name: 'Add to the bottom' }).click();
      await expect(page.getByRole('textbox', { name: 'Add a player by e-mail' })).toHaveValue('');
    }
    const rows = page.getByRole('region', { name: /^Ladder positions/ }).getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(4)).toContainText('4');
    await screenshot(page, 'tournaments-player-ladder');
    const url = page.url();

    // The agent, 4th, may challenge the 2nd and 3rd, not the 1st; challenges Andy (3rd) and wins.
    await switchTo(page, 'agent@example.com');
    await page.goto(url);
    const ladder = page.getByRole('region', { name: /^Ladder positions/ });
    await expect(ladder.getByRole('button', { name: /^Challenge / })).toHaveCount(2);
    const andy = (await ladder.getByRole('row').nth(3).getByRole('cell').nth(1).innerText()).trim();
    await ladder.getByRole('button', { name: `Challenge ${andy}` }).click();
    await expect(page.getByRole('dialog').getByText(/you take place 3/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Challenge' }).click();
    await expect(page.getByText(`You challenged ${andy}`)).toBeVisible();
    const open = page.getByRole('region', { name: 'Open challenges' });
    await expect(open.getByRole('listitem')).toHaveCount(1);
    await open.getByRole('button', { name: 'Enter result' }).click();
    const result = page.getByRole('dialog');
    await result.getByRole('textbox', { name: 'Score' }).fill('6-5 6-0');
    await result.getByRole('button', { name: 'Save result' }).click();
    await expect(result.getByText(/6-5/)).toBeVisible();
    await result.getByRole('textbox', { name: 'Score' }).fill('6-4 6-3');
    await result.getByRole('button', { name: 'Save result' }).click();
    await expect(page.getByText(/won: the ladder is updated/)).toBeVisible();
    await expect(ladder.getByRole('row').nth(3)).toContainText('You');
    await expect(ladder.getByRole('row').nth(4)).toContainText(andy);
    await expect(
      page.getByRole('region', { name: 'Recent results' }).getByText(/beat .* 6-4 6-3 · up from 4 to 3/),
    ).toBeVisible();
    await screenshot(page, 'tournaments-player-ladder-after');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tournaments-player-ladder-phone');
  });
});
