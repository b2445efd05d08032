import { authHeader, choose, clubId, expect, logIn, screenshot, switchTo, test, unique } from './support';
import { createLeague } from './tournament-leagues';

// Competitions run from the club's dashboard (issue 27): its Competitions section, and the team
// editor's places for the club's members and for people without a Rally account, claimed by
// e-mailed link; docs/competitions.md.

test.describe("tournaments: the club's dashboard", () => {
  test("the club's competitions are run from its dashboard's Competitions section, its team editor takes members and invited people", async ({
    page,
  }) => {
    // Issue 27: competitions were run from the player area only. Riverside's COURT_BOOKINGS
    // administrator (no organiser of the demo league) opens the section and runs the league.
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'bookings@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /^Competitions/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/clubs/dashboard/competitions\\?clubId=${riverside}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
    const league = page.getByRole('listitem').filter({ hasText: 'Riverside Club Night League' });
    await expect(league.getByText('Organiser')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New competition' }).first()).toHaveAttribute(
      'href',
      `/tournament/add?club=${riverside}`,
    );
    await screenshot(page, 'tournaments-club-section');
    await league.getByRole('link', { name: 'Fixtures and ladder' }).click();
    await expect(page.getByRole('heading', { name: 'Riverside Club Night League: draw', level: 1 })).toBeVisible();
    // Run as an organiser: the scores can be entered.
    await expect(page.getByRole('button', { name: /^Enter score of/ }).first()).toBeVisible();

    // Issue 27: teams take the club's members and people without a Rally account. The team editor
    // of a new league: a member picked from the register (three Amelia Smiths, told apart by number
    // and e-mail), and someone without an account by name and e-mail, shown as Invited.
    const { t, teams } = await createLeague(page, {
      name: `E2E Places ${unique()}`,
      desc: 'Places for people without an account',
      start: 150,
      finish: 240,
      teams: ['Places Aces'],
      params: {
        TimePlayed: '19:00',
        DaysOfWeek: [2],
        match_sets: [{ name: 'Singles', format: 'S', number_of_sets: 3 }],
      },
    });
    await page.goto(`/tournament/edit/players?id=${t.id}`);
    const add = page.getByRole('form', { name: 'Add a player' });
    await add.getByRole('combobox', { name: /^Member/ }).fill('Amelia Smith');
    await page.getByRole('option', { name: /^Amelia Smith \(RTC1137, / }).click();
    await add.getByRole('button', { name: 'Add member' }).click();
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await expect(row('Amelia Smith').getByText('Invited')).toBeVisible();
    const email = `nadia.${unique()}@example.org`;
    await add.getByText('Add someone without an account', { exact: true }).click();
    await add.getByRole('textbox', { name: 'Name' }).fill('Nadia Newcomer');
    await add.getByRole('textbox', { name: 'Email' }).fill(email);
    await add.getByRole('button', { name: 'Add and invite' }).click();
    await expect(row('Nadia Newcomer').getByText('Invited')).toBeVisible();
    await choose(page, row('Nadia Newcomer'), 'Team of Nadia Newcomer', 'Places Aces');
    // The same address twice is refused, in words.
    await add.getByRole('textbox', { name: 'Name' }).fill('Nadia Again');
    await add.getByRole('textbox', { name: 'Email' }).fill(email);
    await add.getByRole('button', { name: 'Add and invite' }).click();
    await expect(add.getByText(`${email} is already invited to this competition.`)).toBeVisible();
    await screenshot(page, 'tournaments-invited-places');

    // Andy opens the e-mailed link, signed in, and claims the place: it is his, in its team.
    const mails = (await (await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    const link = new URL(mails[0].text.match(/http\S+\/tournament\/claim\?key=[0-9a-f]+/)![0]);
    await switchTo(page, 'applicant@example.com');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('is held for Nadia Newcomer')).toBeVisible();
    await page.getByRole('button', { name: 'Claim the place' }).click();
    await expect(page.getByText('The place is yours')).toBeVisible();
    await screenshot(page, 'tournaments-place-claimed');
    const members = (await (
      await page.request.get(`/api/member/?tournament=${t.id}`, { headers: await authHeader(page) })
    ).json()) as { name: string; team: number | null; invited: boolean }[];
    expect(members).toContainEqual(expect.objectContaining({ name: 'Andy Applicant', team: teams[0], invited: false }));

    // The MATCHA administrator: the section is in the menu, but not theirs, and the API says so.
    await switchTo(page, 'matcha@example.com');
    const answer = await page.request.get(`/api/club/${riverside}/tournaments/`, { headers: await authHeader(page) });
    expect(answer.status()).toBe(403);
  });
});
