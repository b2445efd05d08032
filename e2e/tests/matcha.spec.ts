import { choose, clubId, expect, logIn, riversideDay, screenshot, switchTo, test } from './support';

// Find-a-hit end to end (issue 14): Pat posts a hit at Riverside, Carlos responds, Pat accepts and
// books a court; the MATCHA volunteer sees it among the club's hit requests.

/** The day `days` from today in Sydney (Riverside's zone), as YYYY-MM-DD. */
const sydneyDay = (days: number) => riversideDay(days);

const COMMENT = 'E2E: forehand cross-courts, then points';

/** The English weekday of a YYYY-MM-DD day. */
const weekdayName = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test.describe('find-a-hit', () => {
  test('a player posts a hit, another responds, the first accepts and books a court', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    // Find a hit is in the player's menu under its own name (issue 27: it hid as a tab of My Matches).
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Find a hit' }).click();
    await expect(page).toHaveURL(/\/matches\?tab=hits$/);
    await expect(menu.getByRole('link', { name: 'Find a hit' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'My Matches' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^Find a hit · /);
    await expect(page.getByRole('tab', { name: 'Find a hit', selected: true })).toBeVisible();
    // The demo board: Carlos' early hit and his private one for Pat.
    await expect(page.getByText('Early hit before work', { exact: false })).toBeVisible();
    await expect(page.getByText('Pat, fancy a rematch?')).toBeVisible();

    await page.getByRole('button', { name: 'Post a hit request' }).first().click();
    const form = page.getByRole('form', { name: 'Post a hit request' });
    await expect(form.getByRole('combobox', { name: /^Club/ })).toHaveValue('Riverside Tennis Club');
    await form.getByLabel(/^Day/).fill(sydneyDay(2));
    await form.getByLabel(/^Day/).press('Tab');
    await choose(page, form, /^From/, '13:00');
    await choose(page, form, /^To/, '15:00');
    await form.getByLabel('Comments').fill(COMMENT);
    await form.getByLabel('Cost per player').fill('6');
    await page.getByRole('button', { name: 'Post hit request', exact: true }).click();
    await expect(page.getByText('Your hit request is posted')).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: COMMENT });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Pending (1)')).toBeVisible();
    // The cost each is shown, and the open place is a numbered placeholder (spec 3 §9).
    await expect(mine.getByText(/6\.00.* each/)).toBeVisible();
    await expect(mine.getByText('Players: Pat Player · Player 2')).toBeVisible();
    await expect(mine.getByText('No responses yet.')).toBeVisible();
    await screenshot(page, 'matcha-hit-board');

    // Carlos (a member and coach) responds from his board.
    await switchTo(page, 'coach@example.com');
    await page.goto('/matches?tab=hits');
    const hit = page.getByRole('listitem').filter({ hasText: COMMENT });
    await hit.getByRole('button', { name: 'Respond' }).click();
    const respond = page.getByRole('form', { name: 'Respond to the hit' });
    await choose(page, respond, /^I can start at/, '13:30');
    await respond.getByLabel('Comments').fill('Happy to, see you at the gate');
    await page.getByRole('button', { name: 'Send response' }).click();
    await expect(hit.getByText('Waiting for an answer')).toBeVisible();

    // Pat accepts and books a court: the club's booking rules decide.
    await switchTo(page, 'player@example.com');
    await page.goto('/matches?tab=hits');
    const posted = page.getByRole('listitem').filter({ hasText: COMMENT });
    await expect(posted.getByText('Carlos Coach · from 13:30')).toBeVisible();
    await screenshot(page, 'matcha-response');
    await posted.getByRole('button', { name: 'Accept Carlos Coach' }).click();
    await expect(page.getByText('Carlos Coach is in')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Which hits' }).getByText('Confirmed', { exact: true }).click();
    const confirmed = page.getByRole('listitem').filter({ hasText: COMMENT });
    await expect(confirmed.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(confirmed.getByText('Starting at 13:30')).toBeVisible();
    await expect(confirmed.getByText('Players: Pat Player · Carlos Coach')).toBeVisible();
    await confirmed.getByRole('button', { name: 'Book a court' }).click();
    const book = page.getByRole('form', { name: 'Book a court for the hit' });
    // The demo calendar is busy: take the first court the club lets Pat book at that time.
    const courts = ['Court 1', 'Court 2', 'Court 3', 'Court 4', 'Court 5', 'Court 6'];
    for (const court of courts) {
      await choose(page, book, /^Court/, court);
      await page.getByRole('button', { name: 'Book court', exact: true }).click();
      const outcome = await Promise.race([
        book.waitFor({ state: 'detached', timeout: 10_000 }).then(() => 'booked' as const),
        book
          .getByRole('alert')
          .waitFor({ timeout: 10_000 })
          .then(() => 'refused' as const),
      ]);
      if (outcome === 'booked') break;
      await expect(book.getByText('The court could not be booked')).toBeVisible();
    }
    await expect(confirmed.getByText(/Starting at 13:30 on Court \d/)).toBeVisible();
    await screenshot(page, 'matcha-confirmed');

    // The club's MATCHA volunteer sees it among Riverside's hit requests.
    await switchTo(page, 'matcha@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/matcha?clubId=${riverside}&tab=hit-requests`);
    const club = page.getByRole('listitem').filter({ hasText: COMMENT });
    await expect(club.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(club.getByText('Carlos Coach · from 13:30')).toBeVisible();
    await screenshot(page, 'matcha-dashboard');
  });

  test('a player sets the times they can play and sees the requests that fit them', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Carlos posts two hits at Riverside on two days in a row, well after the demo's and the other
    // tests' hits: an early one, and an evening one on the day Pat will say she can play.
    const [earlyDay, eveningDay] = [sydneyDay(11), sydneyDay(12)];
    const [EARLY, EVENING] = ['E2E availability: early hit', 'E2E availability: evening hit'];
    await logIn(page, 'coach@example.com');
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'rally_token')!.value);
    const riverside = await clubId(page, 'Riverside');
    for (const [day, from, to, comments] of [
      [earlyDay, '07:00', '09:00', EARLY],
      [eveningDay, '18:00', '20:00', EVENING],
    ]) {
      const res = await page.request.post('/api/matchahitrequest/', {
        headers: { Authorization: `Token ${token}` },
        data: { club: riverside, start_time: `${day}T${from}`, end_time: `${day}T${to}`, comments },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await switchTo(page, 'player@example.com');
    await page.goto('/matches');
    const times = page.getByRole('region', { name: 'When you can play' });
    await expect(times.getByText('Not set: every time fits')).toBeVisible();
    const early = page.getByRole('listitem').filter({ hasText: EARLY });
    const evening = page.getByRole('listitem').filter({ hasText: EVENING });
    await expect(early).toBeVisible();
    await expect(evening).toBeVisible();

    // Pat can play on the evening hit's weekday, 17:00 to 21:00.
    const dayName = weekdayName(eveningDay);
    await times.getByRole('button', { name: 'Set my times' }).click();
    const form = page.getByRole('form', { name: 'When you can play' });
    await form.getByRole('button', { name: `Add a time on ${dayName}` }).click();
    await choose(page, form, `${dayName} from`, '17:00');
    await choose(page, form, `${dayName} to`, '21:00');
    await screenshot(page, 'matcha-availability-form');
    await page.getByRole('button', { name: 'Save times', exact: true }).click();
    await expect(page.getByText('Your times are saved')).toBeVisible();
    await expect(times.getByText(`${dayName.slice(0, 3)} 17:00–21:00`, { exact: false })).toBeVisible();
    await expect(evening).toBeVisible();
    await expect(early).toHaveCount(0);
    await screenshot(page, 'matcha-availability-board');

    // The switch shows every open request; the early one says why it does not fit.
    await page.getByRole('switch', { name: /Show all open requests/ }).check();
    await expect(early.getByText('Not a fit for you: Outside the times you are usually free')).toBeVisible();
    await expect(early.getByRole('button', { name: 'Respond' })).toBeEnabled();
    await expect(evening.getByTestId('hit-misfits')).toHaveCount(0);
    await screenshot(page, 'matcha-availability-all');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(early.getByTestId('hit-misfits')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'matcha-availability-phone');

    // Clearing the times makes every time fit again (the other tests see Pat's board as before).
    await page.setViewportSize({ width: 1280, height: 900 });
    await times.getByRole('button', { name: 'Change times' }).click();
    await form.getByRole('button', { name: 'Clear all times' }).click();
    await page.getByRole('button', { name: 'Save times', exact: true }).click();
    await expect(times.getByText('Not set: every time fits')).toBeVisible();
  });

  test('a player records a match, the opponent approves it, both see their levels', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    await page.goto('/matches?tab=diary');
    const level = page.getByRole('region', { name: 'Your level' });
    await expect(level.getByText('No level yet').first()).toBeVisible();
    await page.getByRole('button', { name: 'Record a match' }).first().click();
    const form = page.getByRole('form', { name: 'Record a match' });
    await form.getByLabel(/^Opponent’s e-mail/).fill('coach@example.com');
    await form.getByLabel(/^Score/).fill('6-5 6-4');
    await page.getByRole('button', { name: 'Record match', exact: true }).click();
    await expect(form.getByText('Set 1: 6-5 is not a finished set (6-0 to 6-4, 7-5 or 7-6)')).toBeVisible();
    await form.getByLabel(/^Score/).fill('6-3 7-6(7-4)');
    await page.getByRole('button', { name: 'Record match', exact: true }).click();
    await expect(page.getByText('Match recorded: the other players are asked to approve it')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'You v Carlos Coach' });
    await expect(card.getByText('Won 6-3 7-6(7-4)')).toBeVisible();
    await expect(card.getByText('Waiting for Carlos Coach to approve.')).toBeVisible();

    await switchTo(page, 'coach@example.com');
    await page.goto('/matches?tab=diary');
    const theirs = page.getByRole('listitem').filter({ hasText: 'You v Pat Player' });
    await expect(theirs.getByText('Lost 3-6 6-7(4-7)')).toBeVisible();
    await theirs.getByRole('button', { name: 'Approve' }).click();
    await expect(theirs.getByText('Approved by every player: it counts for your level.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your level' }).getByText('Level 4 · Club social')).toBeVisible();
    await screenshot(page, 'matcha-diary');

    await switchTo(page, 'player@example.com');
    await page.goto('/matches?tab=diary');
    const mine = page.getByRole('region', { name: 'Your level' });
    await expect(mine.getByText('Level 6 · Competitive')).toBeVisible();
    await expect(mine.getByText('Record 1–0')).toBeVisible();
    await screenshot(page, 'matcha-profile');
  });

  test('the MATCHA volunteer invites players; an invited player follows the club from the e-mailed link', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'matcha@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/matcha?clubId=${riverside}&tab=invite-players`);
    const add = page.getByRole('form', { name: 'Add a player to invite' });
    // Olivia (Harbour's AGENT) is on Rally and no other spec makes her follow Riverside (Pat follows
    // it once the clinics spec has run).
    await add.getByLabel(/^First name/).fill('Olivia');
    await add.getByLabel(/^Last name/).fill('Other');
    await add.getByLabel(/^Email/).fill('not-an-email');
    await add.getByRole('button', { name: 'Add to the list' }).click();
    await expect(add.getByText('Please provide a valid email address')).toBeVisible();
    await add.getByLabel(/^Email/).fill('other-agent@example.com');
    await choose(page, add, 'Gender', 'Female');
    await add.getByRole('button', { name: 'Add to the list' }).click();
    await expect(page.getByTestId('invite-row')).toHaveCount(1);

    // A CSV file's rows join the list; a bad one is marked and blocks sending until it is removed.
    const csv =
      'First name,Surname,E-mail,Mobile,Gender\nErin,Invitee,e2e.invitee@example.org,0400 123 456,F\nNo,,nolast@example.org,,M\n';
    await add
      .locator('input[type="file"]')
      .setInputFiles({ name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('invite-row')).toHaveCount(3);
    await expect(page.getByTestId('invite-row').nth(2).getByText('Last name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send 3 invitations' })).toBeDisabled();
    await screenshot(page, 'matcha-invite-players');
    await page.getByRole('button', { name: 'Remove row 3 from the list' }).click();
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '2 invitations sent' }).first()).toBeVisible();
    const sent = page.getByTestId('sent-invitation');
    await expect(sent.filter({ hasText: 'e2e.invitee@example.org' }).getByText('Waiting')).toBeVisible();
    await expect(
      sent.filter({ hasText: 'other-agent@example.com' }).getByText('on Rally', { exact: false }),
    ).toBeVisible();

    // Taking one back asks first.
    await sent.filter({ hasText: 'e2e.invitee@example.org' }).getByRole('button', { name: 'Take back' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Take back invitation' }).click();
    await expect(sent.filter({ hasText: 'e2e.invitee@example.org' }).getByText('Taken back')).toBeVisible();
    await screenshot(page, 'matcha-invitations-sent');

    // Olivia opens the link of the e-mail, logged in, and follows Riverside.
    const mails = (await (await page.request.get('/api/dev/outbox/?to=other-agent%40example.com')).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.subject === 'Rally: Riverside Tennis Club invites you to follow the club')!;
    const link = new URL(mail.text.match(/http\S+\/matches\?invite=[0-9a-f]+/)![0]);
    await switchTo(page, 'other-agent@example.com');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('A club invites you to follow it')).toBeVisible();
    await page.getByRole('button', { name: 'Follow the club' }).click();
    await expect(page.getByText('You now follow Riverside Tennis Club.')).toBeVisible();
    await screenshot(page, 'matcha-invite-followed');
  });

  test('the hit board at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'player@example.com');
    await page.goto('/matches');
    await expect(page.getByText('Pat, fancy a rematch?')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'matcha-phone');
  });
});
