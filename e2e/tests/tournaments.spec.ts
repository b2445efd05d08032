import { choose, expect, logIn, screenshot, switchTo, test } from './support';
import { createLeague, dayAhead } from './tournament-leagues';

// Tournaments and leagues (issue 15): an organiser creates a round-robin-plus-knockout league of
// 6 teams through the wizard, adds its players and teams, makes the draw and publishes it; see
// docs/competitions.md.

const NAME = 'E2E Winter Pennant';

test.describe('tournaments', () => {
  test('an organiser creates a round robin plus knockout league of 6 teams with the wizard', async ({ page }) => {
    test.setTimeout(420_000); // a long walk through every screen; slow on a loaded machine
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
    await expect(
      page.getByText('Number of teams must be at least twice the number of matches per round.'),
    ).toBeVisible();
    await page.getByLabel(/^Number of teams/).fill('6');
    // Three fixtures a night of two matches each, all at Riverside's six courts.
    await page.getByLabel(/^Number of courts/).fill('6');
    await screenshot(page, 'tournaments-wizard-format');
    await page.getByRole('button', { name: 'Next' }).click();

    // Rules, then the competition is made
    await expect(page.getByRole('combobox', { name: /^Points per win/ })).toHaveValue('2');
    await page.getByRole('button', { name: 'Create competition' }).click();
    await expect(page.getByText('Competition created')).toBeVisible();

    // Players: the organiser is listed; add Carlos by name and e-mail (his account's address: no invitation)
    await expect(page.getByRole('cell', { name: 'Pat Player Organiser' })).toBeVisible();
    const add = page.getByRole('form', { name: 'Add a player' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Carlos Coach');
    await add.getByRole('textbox', { name: 'Email' }).fill('coach@example.com');
    await add.getByRole('button', { name: 'Add and invite' }).click();
    await expect(page.getByRole('cell', { name: 'Carlos Coach', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next: team set-up' }).click();

    // Team set-up: six teams, three a club
    for (const [club, name] of [
      ['Riverside Tennis Club', 'Riverside Aces'],
      ['Riverside Tennis Club', 'Riverside Volleys'],
      ['Riverside Tennis Club', 'Riverside Lobs'],
      ['Riverside Tennis Club', 'Riverside Slices'],
      ['Riverside Tennis Club', 'Riverside Smashes'],
      ['Riverside Tennis Club', 'Riverside Drops'],
    ]) {
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
    await first.getByRole('button', { name: /score of Doubles 1/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Score' }).fill('6-5 6-0');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(dialog.getByText(/6-5/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Score' }).fill('6-4 7-6(5)');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(page.getByText('Score saved')).toBeVisible();
    await first.getByRole('button', { name: /score of Doubles 2/ }).click();
    await dialog.getByRole('textbox', { name: 'Score' }).fill('6-2 6-1');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(first.getByText('2–0')).toBeVisible();
    const leader = page.getByRole('region', { name: 'Ladder', exact: true }).getByRole('row').nth(1);
    await expect(leader).toContainText(home);
    await screenshot(page, 'tournaments-ladder');
    await page.getByRole('button', { name: 'Publish fixtures' }).click();
    await expect(page.getByText('Fixtures published to the players')).toBeVisible();

    // The knockout: the top 4 of the ladder, 1 v 4 and 2 v 3, then the final.
    await page.getByRole('link', { name: 'Create the knockout' }).click();
    await expect(page).toHaveURL(/\/tournament\/createknockoutround\?id=\d+/);
    await expect(page.getByRole('heading', { name: 'Seeds' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Semi-finals' })).toBeVisible();
    await expect(page.getByText(/round robin matches have no result yet/)).toBeVisible();
    await screenshot(page, 'tournaments-create-knockout');
    await page.getByRole('button', { name: 'Create the knockout' }).click();
    await expect(page.getByText('The knockout is made', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/tournament\/draw\?id=\d+/);
    const bracket = page.getByRole('region', { name: 'Knockout bracket' });
    await expect(page.getByRole('heading', { name: 'Knockout bracket' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^To be decided v to be decided$/ })).toBeVisible();

    /** Enters 6-1 6-1 (home wins) for every match of every fixture of a knockout round. */
    const playRound = async (heading: RegExp) => {
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
      const cards = section.getByRole('listitem').filter({ hasText: ' v ' });
      for (let i = 0; i < (await cards.count()); i += 1) {
        for (const match of ['Doubles 1', 'Doubles 2']) {
          await cards
            .nth(i)
            .getByRole('button', { name: new RegExp(`score of ${match}`) })
            .click();
          await dialog.getByRole('textbox', { name: 'Score' }).fill('6-1 6-1');
          await dialog.getByRole('button', { name: 'Save score' }).click();
          await expect(dialog).toBeHidden();
        }
        await expect(cards.nth(i).getByText('2–0')).toBeVisible();
      }
    };
    await playRound(/^Knockout round 1 ·/);
    await expect(page.getByRole('group', { name: /^To be decided/ })).toHaveCount(0);
    await playRound(/^Knockout round 2 ·/);
    await expect(bracket.getByText('Won')).toHaveCount(3);
    await expect(bracket.getByText(/^Champions: Riverside /)).toBeVisible();
    await bracket.scrollIntoViewIfNeeded();
    await screenshot(page, 'tournaments-bracket');
    await page.setViewportSize({ width: 390, height: 844 });
    await bracket.scrollIntoViewIfNeeded();
    // The bracket scrolls sideways in its own focusable region: the final is reachable.
    const rounds = bracket.getByRole('region', { name: 'Every round of the bracket (scrolls sideways)' });
    await expect.poll(() => rounds.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await rounds.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(bracket.getByText(/^Champions: Riverside /)).toBeInViewport();
    await expect(page.getByText('∞')).toHaveCount(0);
    await screenshot(page, 'tournaments-bracket-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/tour?tab=organise');
    await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tournaments-tour-phone');
  });

  test('an organiser places the teams by hand (manual draw); the players see their next fixtures', async ({ page }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const { t, teams, headers } = await createLeague(page, {
      name: 'E2E Manual League',
      desc: 'Placed by hand',
      start: 14,
      finish: 90,
      teams: ['Manual Aces', 'Manual Lobs', 'Manual Volleys', 'Manual Drops'],
      params: {
        TimePlayed: '18:30',
        DaysOfWeek: [2],
        NumberOfRounds: 1,
        match_sets: [{ name: 'Singles', format: 'S', number_of_sets: 3 }],
      },
    });
    // Pat, the organiser, plays for Manual Aces.
    await page.request.patch(`/api/member/${t.member_set[0].id}/`, { headers, data: { team: teams[0] } });

    await page.goto(`/tournament/draw?id=${t.id}`);
    await page.getByRole('link', { name: 'Manual draw' }).click();
    await expect(page.getByRole('heading', { name: 'Round 1', level: 2 })).toBeVisible();
    const main = page.locator('main');
    await choose(page, main, 'Round 1, fixture 1: home', 'Manual Aces');
    await choose(page, main, 'Round 1, fixture 1: away', 'Manual Lobs');
    await choose(page, main, 'Round 1, fixture 2: home', 'Manual Aces');
    await choose(page, main, 'Round 1, fixture 2: away', 'Manual Volleys');
    await page.getByRole('button', { name: 'Save the draw' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Round 1: Manual Aces plays twice' })).toBeVisible();
    await screenshot(page, 'tournaments-manual-draw');
    await choose(page, main, 'Round 1, fixture 2: home', 'Manual Drops');
    await page.getByRole('button', { name: 'Save the draw' }).click();
    await expect(page.getByText('The manual draw is saved')).toBeVisible();
    await expect(page).toHaveURL(/\/tournament\/draw\?id=\d+/);
    await expect(page.getByRole('listitem').filter({ hasText: ' v ' })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Manual Drops v Manual Volleys' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish fixtures' }).click();
    await expect(page.getByText('Fixtures published to the players')).toBeVisible();

    await page.goto('/tour');
    const next = page.getByRole('region', { name: 'Your next fixtures' });
    await expect(next.getByText('Manual Aces v Manual Lobs')).toBeVisible();
    await expect(next.getByText(/E2E Manual League · Round 1/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tournaments-next-fixtures-phone');
  });

  test('the draw asks before going ahead with teams missing', async ({ page }) => {
    // Issue 27: a league of 6 teams drew with the 2 set up, silently.
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const { t } = await createLeague(page, {
      name: 'E2E Short League',
      desc: 'Two of six teams',
      start: 150,
      finish: 240,
      teams: ['Short Aces', 'Short Lobs'],
      params: {
        TimePlayed: '20:00',
        DaysOfWeek: [3],
        NumberOfTeams: 6,
        match_sets: [{ name: 'Singles', format: 'S', number_of_sets: 3 }],
      },
    });
    await page.goto(`/tournament/draw?id=${t.id}`);
    await page.getByRole('button', { name: 'Make the draw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draw with 2 of the 6 teams?' });
    await expect(dialog).toContainText('Only 2 of the 6 teams are set up.');
    await screenshot(page, 'tournaments-draw-missing-teams');
    await dialog.getByRole('button', { name: 'Add teams first' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No draw yet')).toBeVisible();

    await page.getByRole('button', { name: 'Make the draw' }).click();
    await dialog.getByRole('button', { name: 'Draw with 2 teams' }).click();
    await expect(page.getByText('The draw is made')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Short Aces' }).first()).toBeVisible();
  });
});

test.describe("tournaments: a league's player ladder", () => {
  test('an organiser enters a match with its players (a fill-in of the same rank); the player ladder shows them', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    // Sunday mornings three weeks on: no other spec's league plays then, so the courts are free.
    const { t, teams, headers } = await createLeague(page, {
      name: 'E2E Players League',
      desc: 'Singles and doubles, fill-ins allowed',
      start: 21,
      finish: 90,
      teams: ['Ladder Aces', 'Ladder Volleys', 'Ladder Lobs', 'Ladder Drops'],
      params: {
        TimePlayed: '10:00',
        DaysOfWeek: [6],
        FillinSameRank: true,
        NumPlayerPointsSinglesMatch: 2,
        NumPlayerPointsDoublesMatch: 1,
        match_sets: [
          { name: 'Singles 1', format: 'S', number_of_sets: 3 },
          { name: 'Doubles 1', format: 'D', number_of_sets: 3 },
        ],
      },
    });
    // Pat (rank 1) and Carlos (rank 2) play for the Aces, Andy and Alex for the Volleys; Ben (rank 2) for the Lobs.
    expect(
      (
        await page.request.patch(`/api/member/${t.member_set[0].id}/`, { headers, data: { team: teams[0], rank: 1 } })
      ).status(),
    ).toBe(200);
    for (const [email, team, rank] of [
      ['coach@example.com', teams[0], 2],
      ['applicant@example.com', teams[1], 1],
      ['agent@example.com', teams[1], 2],
      ['bookings@example.com', teams[2], 2],
    ] as const) {
      expect(
        (await page.request.post('/api/member/', { headers, data: { tournament: t.id, email, team, rank } })).status(),
      ).toBe(201);
    }
    expect((await page.request.post(`/api/tournament/${t.id}/draw/`, { headers })).status()).toBe(200);

    await page.goto(`/tournament/draw?id=${t.id}`);
    const fixture = page.getByRole('listitem').filter({ hasText: 'Ladder Aces' }).filter({ hasText: 'Ladder Volleys' });
    const acesHome = (await fixture.getByRole('heading').innerText()).startsWith('Ladder Aces');
    const score = (aces: string) =>
      acesHome
        ? aces
        : aces
            .split(' ')
            .map((set) => set.split('-').reverse().join('-'))
            .join(' ');
    const dialog = page.getByRole('dialog');

    // Singles: Pat beats Andy.
    await fixture.getByRole('button', { name: /score of Singles 1/ }).click();
    await dialog.getByRole('textbox', { name: 'Score' }).fill(score('6-3 6-2'));
    await choose(page, dialog, 'Ladder Aces player', 'Pat Player (rank 1)');
    await choose(page, dialog, 'Ladder Volleys player', 'Andy Applicant (rank 1)');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(page.getByText('Score saved')).toBeVisible();
    await expect(
      fixture.getByText(acesHome ? 'Pat Player v Andy Applicant' : 'Andy Applicant v Pat Player'),
    ).toBeVisible();

    // Doubles: Ben of the Lobs cannot stand in for a rank 2 player while Carlos (the rank 2) plays …
    await fixture.getByRole('button', { name: /score of Doubles 1/ }).click();
    await dialog.getByRole('textbox', { name: 'Score' }).fill(score('6-4 6-4'));
    await choose(page, dialog, 'Ladder Aces player 1', 'Carlos Coach (rank 2)');
    await choose(page, dialog, 'Ladder Aces player 2', 'Ben Bookings (rank 2, Ladder Lobs)');
    await choose(page, dialog, 'Ladder Volleys player 1', 'Andy Applicant (rank 1)');
    await choose(page, dialog, 'Ladder Volleys player 2', 'Alex Agent (rank 2)');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(
      dialog.getByText(
        'Ben Bookings can fill in for Ladder Aces only for a rank 2 player of the team who is not playing this match.',
      ),
    ).toBeVisible();
    await screenshot(page, 'tournaments-match-players-refused');
    // … but stands in for Carlos beside Pat.
    await choose(page, dialog, 'Ladder Aces player 1', 'Pat Player (rank 1)');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(dialog).toBeHidden();

    // The player ladder: Pat first (a singles won, 2 points, and a doubles won, 1), Ben a fill-in.
    const ladder = page.getByRole('region', { name: 'Ladder', exact: true });
    await ladder.getByRole('tab', { name: 'Players' }).click();
    const rows = ladder.getByRole('row');
    await expect(rows.nth(1)).toContainText('Pat Player');
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('3');
    await expect(ladder.getByRole('row').filter({ hasText: 'Ben Bookings' })).toContainText('Fill-in ×1');
    await expect(rows).toHaveCount(6);
    await ladder.scrollIntoViewIfNeeded();
    await screenshot(page, 'tournaments-player-ladder-league');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows.nth(1)).toContainText('Pat Player');
    await screenshot(page, 'tournaments-player-ladder-league-phone');
  });
});

test.describe('tournaments: court bookings', () => {
  test("an organiser who is the host club's staff books a fixture's courts; they move with a washed-out round; the players see them", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Riverside's AGENT organises: the host club's staff may book its courts (a block booking).
    // Four months ahead on Wednesdays at 18:30: past the demo's bookings (three weeks ahead) and the
    // clinics spec's eight Wednesday evenings (from six weeks ahead), which it would clash with.
    await logIn(page, 'agent@example.com');
    const { t, teams, headers, riverside } = await createLeague(page, {
      name: 'E2E Booked League',
      desc: 'League nights on the calendar',
      start: 120,
      finish: 210,
      teams: ['Booked Aces', 'Booked Lobs', 'Booked Volleys', 'Booked Drops'],
      params: {
        TimePlayed: '18:30',
        DaysOfWeek: [2],
        match_sets: [{ name: 'Singles', format: 'S', number_of_sets: 3 }],
      },
    });
    expect(
      (
        await page.request.post('/api/member/', {
          headers,
          data: { tournament: t.id, email: 'player@example.com', team: teams[0] },
        })
      ).status(),
    ).toBe(201);
    expect((await page.request.post(`/api/tournament/${t.id}/draw/`, { headers })).status()).toBe(200);
    expect((await page.request.post(`/api/tournament/${t.id}/publish/`, { headers })).status()).toBe(200);

    await page.goto(`/tournament/draw?id=${t.id}`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Booked Aces v / }) })
      .first();
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: `Book courts for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Book courts for the fixture' });
    await expect(dialog.getByText(/as a block booking on the club's calendar/)).toBeVisible();
    await screenshot(page, 'tournaments-fixture-book-dialog');
    await dialog.getByRole('button', { name: 'Book courts' }).click();
    await expect(card.getByText(/^Courts booked 18:30–20:30: Court \d$/)).toBeVisible();
    await screenshot(page, 'tournaments-fixture-booked');

    // On the club's calendar: one block booking named after the fixture.
    const booked = await page.request.get(
      `/api/courtbookinginstance/future/?club=${riverside}&booking_type=B&name=${encodeURIComponent(title)}`,
      { headers },
    );
    expect((await booked.json()).count).toBe(1);

    // Washed out: the round moves a week, and its courts with it.
    const round1 = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Round 1 ·/ }) });
    const before = await round1.getByRole('heading', { name: /^Round 1 ·/ }).innerText();
    await round1.getByRole('button', { name: 'Washed out: move from here' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move rounds' }).click();
    await expect(page.getByText('Round 1 and the later rounds moved')).toBeVisible();
    await expect(round1.getByRole('heading', { name: /^Round 1 ·/ })).not.toHaveText(before);
    await expect(card.getByText(/^Courts booked 18:30–20:30/)).toBeVisible();

    // Pat plays for Booked Aces and sees the booked courts on the fixtures.
    await switchTo(page, 'player@example.com');
    await page.goto(`/tournament/draw?id=${t.id}`);
    await expect(card.getByText(/^Courts booked 18:30–20:30: Court \d$/)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Book courts/ })).toHaveCount(0);

    // The organiser cancels the booking: confirmed in words, the courts are free again.
    await switchTo(page, 'agent@example.com');
    await page.goto(`/tournament/draw?id=${t.id}`);
    await card.getByRole('button', { name: `Cancel booking of the courts for ${title}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(/become free for other bookings/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('The courts are free again')).toBeVisible();
    await expect(card.getByText(/^Courts booked/)).toHaveCount(0);
  });
});
