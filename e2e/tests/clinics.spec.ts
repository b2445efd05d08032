import type { Page } from '@playwright/test';
import { expectCellsOnScreen, PHONE } from './phone-width';
import { appNow, authHeader, clubId, expect, logIn, screenshot, switchTo, test, unique } from './support';

// Clinics (issue 13): Riverside's AGENT creates a weekly clinic over 8 weeks on two courts (the
// form's session preview shows the 8 sessions), books its courts and publishes it; the demo player
// follows Riverside, joins two sessions, pays by card and withdraws from one; the clinic's coach
// sees the participant list. Screenshots: clinics-form, clinics-preview, clinics-detail,
// clinics-settings (with the default clinic terms), clinics-join (the terms shown before joining),
// clinics-calendar (Add to calendar), clinics-player, clinics-coach, clinics-terms-form (the clinic's
// own terms), clinics-withdraw-player and clinics-withdraw-staff (the refund before confirming),
// and some at 390 px.

/** A Wednesday at least five weeks ahead (clear of the demo's bookings), as YYYY-MM-DD. */
function startDay() {
  const d = appNow();
  d.setUTCDate(d.getUTCDate() + 35);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A published weekly clinic made through the API by the page's (staff) login: `fields` override. */
async function publishedClinic(page: Page, club: number, fields: Record<string, unknown>) {
  const headers = await authHeader(page);
  const start = startDay();
  const made = await page.request.post('/api/event/', {
    headers,
    data: {
      club,
      name: `Clinic ${unique()}`,
      desc: 'Drills and match play',
      ttype: 'C',
      start_date: start,
      num_sessions: 2,
      recurrence: 'W',
      days_of_week: [{ day: 2, start_time: '18:00', end_time: '19:00' }],
      member_price: 80,
      nonmember_price: 120,
      ...fields,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, name } = (await made.json()) as { id: number; name: string };
  expect((await page.request.post(`/api/event/${id}/create_sessions/`, { headers })).status()).toBe(200);
  expect((await page.request.post(`/api/event/${id}/publish/`, { headers })).status()).toBe(200);
  return { id, name };
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('Clinics', () => {
  test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 20_000 });

  test('a weekly clinic over 8 weeks on two courts, joined by a player who pays and withdraws, seen by its coach', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const name = `Wednesday squad ${unique()}`;
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/clinics?clubId=${riverside}`);
    await expect(page.getByRole('table', { name: 'Clinics' })).toBeVisible();
    await page.getByRole('button', { name: 'New clinic' }).first().click();

    const form = page.getByRole('form', { name: 'New clinic' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Drills, serve practice and match play for intermediate players.');
    await form.getByRole('textbox', { name: /^Start date/ }).fill(startDay());
    await form.getByRole('textbox', { name: /^Start date/ }).blur();
    await form.getByLabel('Number of sessions').fill('8');
    await form.getByLabel('Default start time').fill('20:00');
    await form.getByRole('button', { name: 'Add a day' }).click();
    await form.getByLabel('Wednesday start').fill('20:00');
    await form.getByLabel('Wednesday end').fill('21:00');
    const preview = form.getByRole('region', { name: 'Session preview' });
    await expect(preview).toContainText('8 sessions');
    await expect(preview.getByRole('row')).toHaveCount(8);
    await screenshot(page, 'clinics-preview');

    await form.getByRole('combobox', { name: 'Courts' }).click();
    const courtOptions = page.getByRole('option');
    await courtOptions.nth(0).click();
    await courtOptions.nth(1).click();
    await page.keyboard.press('Escape');
    await choose(page, 'Coaches', /Carlos/);
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'Places per session', exact: true }).fill('6');
    await form.getByRole('textbox', { name: 'Members, whole clinic', exact: true }).fill('160');
    await form.getByRole('textbox', { name: 'Non-members, whole clinic', exact: true }).fill('200');
    await form.getByRole('textbox', { name: 'Members, one session', exact: true }).fill('22');
    await form.getByRole('textbox', { name: 'Non-members, one session', exact: true }).fill('28');
    await screenshot(page, 'clinics-form');
    await page.getByRole('button', { name: 'Create clinic' }).click();
    await expect(page.getByText(`${name} created with 8 sessions`)).toBeVisible();

    // The clinic page: book the courts, publish.
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(9);
    await page.getByRole('button', { name: 'Book courts' }).click();
    await expect(page.getByText('Courts booked')).toBeVisible();
    await expect(sessions.getByText('Booked', { exact: true })).toHaveCount(8);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`${name} published`)).toBeVisible();
    // A membership type's own prices (a rate), and one session moved half an hour later.
    await page.getByRole('button', { name: 'Add rate' }).click();
    const rateForm = page.getByRole('form', { name: 'Membership type rate' });
    await choose(page, 'Who', 'Junior');
    await rateForm.getByRole('textbox', { name: /^Whole clinic/ }).fill('120');
    await rateForm.getByRole('textbox', { name: /^One session/ }).fill('15');
    await rateForm.getByRole('switch', { name: 'May join single sessions' }).check();
    // Juniors at this price get no refund when they withdraw (the club cancelling still refunds).
    await rateForm.getByRole('switch', { name: 'Refund when they withdraw (per the terms)' }).uncheck();
    await rateForm.getByRole('button', { name: 'Save rate' }).click();
    const rates = page.getByRole('table', { name: 'Membership type rates' });
    await expect(rates.getByRole('row', { name: /Junior/ })).toContainText('120.00 AUD');
    await expect(rates.getByRole('row', { name: /Junior/ })).toContainText('None on withdrawing');
    // The clinic's own terms: a day's notice, refunds to the card.
    await page.getByRole('button', { name: 'Change terms' }).click();
    const termsForm = page.getByRole('form', { name: "Clinic's terms" });
    await termsForm.getByRole('radio', { name: "This clinic's own terms" }).check();
    await termsForm.getByRole('textbox', { name: 'Participants may cancel up to (days before)' }).fill('1');
    await choose(page, 'When a participant cancels in time', 'Refund');
    await termsForm.getByLabel('Terms', { exact: true }).fill('Wednesday squad terms: a day’s notice for a refund.');
    await screenshot(page, 'clinics-terms-form');
    await termsForm.getByRole('button', { name: 'Save terms' }).click();
    await expect(page.getByText(`${name} has its own terms`)).toBeVisible();
    const termsPanel = page.getByRole('region', { name: 'Terms', exact: true });
    await expect(termsPanel).toContainText("This clinic's own terms");
    await expect(termsPanel).toContainText(
      'Withdraw from a session at least 1 day before it starts and your share of the price is refunded to your card',
    );
    await page.getByRole('button', { name: 'Edit session 8' }).click();
    const sessionForm = page.getByRole('form', { name: 'Edit session' });
    const end = sessionForm.getByLabel('End');
    await end.fill((await end.inputValue()).replace('T21:00', 'T21:30'));
    await sessionForm.getByRole('button', { name: 'Save session' }).click();
    await expect(page.getByText('Session saved')).toBeVisible();
    await expect(sessions.getByRole('row').nth(8)).toContainText('20:00–21:30');
    await screenshot(page, 'clinics-detail');
    await page.setViewportSize(PHONE);
    // On a phone each rate's prices and each session's court booking stay on the screen (stacked rows).
    await expectCellsOnScreen(rates, ['Who', 'Whole clinic', 'One session'], 3);
    await expectCellsOnScreen(sessions, ['When', 'Places taken', 'Court booking'], 3);
    await screenshot(page, 'clinics-detail-390');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Edit clinic' })).toBeVisible();
    await screenshot(page, 'clinics-form-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();

    // Settings: the clinic parameters and the club's default clinic terms, which players agree to.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/clubs/dashboard/clinics?clubId=${riverside}&tab=settings`);
    const terms = page.getByRole('form', { name: 'Clinic terms' });
    await expect(terms.getByLabel('Participants may cancel up to (days before)')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Clinic settings' })).toBeVisible();
    await screenshot(page, 'clinics-settings');

    // The player follows Riverside, joins two sessions and pays by card (the demo Visa 4242).
    const player = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await logIn(player, 'player@example.com');
    await player.goto(`/clubs/details?clubId=${riverside}`);
    await expect(player.getByRole('button', { name: /^(Follow|Unfollow) Riverside/ })).toBeVisible();
    const follow = player.getByRole('button', { name: /^Follow Riverside/ });
    if (await follow.isVisible()) {
      await follow.click();
      await expect(player.getByRole('button', { name: /^Unfollow Riverside/ })).toBeVisible();
    }
    await player.goto(`/clubs/clinics?clubId=${riverside}`);
    const card = player.getByRole('article', { name });
    await card.getByRole('button', { name: 'Join' }).click();
    const dialog = player.getByRole('dialog', { name: `Join ${name}` });
    await dialog.getByRole('radio', { name: 'Chosen sessions' }).check();
    const boxes = dialog.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(dialog.getByText(/Price: 44\.00 AUD/)).toBeVisible();
    // The clinic's terms (the club's default) are shown before joining and agreed to.
    await expect(dialog.getByRole('region', { name: 'Clinic terms' })).toContainText(
      'Withdraw from a session at least 1 day before it starts',
    );
    await expect(dialog.getByRole('region', { name: 'Clinic terms' })).toContainText('Wednesday squad terms');
    await dialog.getByRole('checkbox', { name: 'I agree to these terms' }).check();
    await screenshot(player, 'clinics-join');
    await dialog.getByRole('button', { name: /^Join and pay/ }).click();
    await expect(dialog.getByText(/Paid 44\.00 AUD/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const mine = player.getByRole('region', { name: 'Your clinics' });
    await expect(mine.getByText(name)).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Withdraw' })).toHaveCount(2);
    // Add to calendar: the private feed that carries the clinic sessions. Its links are given
    // only when it is made (the server keeps the token's hash): one made before is made anew.
    await mine.getByRole('button', { name: 'Add to calendar' }).click();
    const google = player.getByRole('menuitem', { name: 'Google Calendar' });
    const newLink = player.getByRole('menuitem', { name: 'Make a new calendar link' });
    await expect(google.or(newLink)).toBeVisible();
    if (await newLink.isVisible()) await newLink.click();
    await expect(player.getByRole('menuitem', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    );
    await expect(player.getByRole('menuitem', { name: 'Apple Calendar' })).toHaveAttribute('href', /^webcal:/);
    await screenshot(player, 'clinics-calendar');
    await player.keyboard.press('Escape');
    await screenshot(player, 'clinics-player');
    await mine.getByRole('button', { name: 'Withdraw' }).first().click();
    // The refund is said before confirming.
    const leaving = player.getByRole('dialog', { name: /Withdraw from/ });
    await expect(leaving).toContainText('22.00 AUD is refunded to the card.');
    await screenshot(player, 'clinics-withdraw-player');
    await leaving.getByRole('button', { name: 'Withdraw' }).click();
    await expect(player.getByText(/^Withdrawn/).first()).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Withdraw' })).toHaveCount(1);
    await player.setViewportSize({ width: 390, height: 844 });
    await screenshot(player, 'clinics-player-390');
    await player.close();

    // Staff edit the participant's details.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goBack();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Pat Player' }).click();
    const personForm = page.getByRole('form', { name: 'Edit participant' });
    await personForm.getByLabel('Notes').fill('Left-handed; working on the kick serve.');
    await personForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pat Player saved')).toBeVisible();

    // The coach of the clinic sees its participants.
    const coach = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await logIn(coach, 'coach@example.com');
    await coach.goto(`/clubs/clinics?clubId=${riverside}`);
    const coaching = coach.getByRole('region', { name: 'Clinics you coach' });
    await coaching.getByRole('button', { name: new RegExp(name) }).click();
    const list = coach.getByRole('table', { name: `Participants of ${name}` });
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list).toContainText('Paid');
    await screenshot(coach, 'clinics-coach');
    await coach.close();

    // Staff withdraw Pat from chosen sessions (the one left), the refund shown before confirming.
    await page.getByRole('button', { name: 'Withdraw Pat Player' }).click();
    const withdrawing = page.getByRole('dialog', { name: 'Withdraw Pat Player' });
    await withdrawing.getByRole('region', { name: 'Their sessions' }).getByRole('checkbox').first().check();
    await expect(withdrawing).toContainText('22.00 AUD is refunded to the card.');
    await screenshot(page, 'clinics-withdraw-staff');
    await withdrawing.getByRole('button', { name: 'Withdraw from 1 session' }).click();
    await expect(page.getByText('Pat Player withdrawn from 1 session: 22.00 AUD refunded')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Participants' }).getByRole('row', { name: /Pat Player/ }),
    ).toContainText('Nothing to pay');
  });

  // Issue 27: a full clinic showed Join, then its price, terms and card, and refused at the end;
  // its waiting list was reachable only through the API.
  test('a full clinic says so in the list and offers its waiting list before any price or terms', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const { id, name } = await publishedClinic(page, riverside, {
      max_participant_session: 1,
      can_join_single_session: false,
    });
    const added = await page.request.post(`/api/event/${id}/join/`, {
      headers: await authHeader(page),
      data: { name: 'Fiona Full', email: 'fiona.full@example.com' },
    });
    expect(added.status()).toBe(200);
    await page.goto(`/clubs/dashboard/clinics?clubId=${riverside}`);
    await expect(
      page.getByRole('table', { name: 'Clinics' }).getByRole('row', { name: new RegExp(name) }),
    ).toContainText('Full');

    // Paula coaches at Riverside (a player of the club) and wants a place.
    await switchTo(page, 'coach2@example.com');
    await page.goto(`/clubs/clinics?clubId=${riverside}`);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Full', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    const dialog = page.getByRole('dialog', { name: `Join ${name}` });
    await expect(dialog.getByText('This clinic is full')).toBeVisible();
    await expect(dialog.getByText(/^Price/)).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: 'I agree to these terms' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(page.getByText("You're on the waiting list of 2 sessions")).toBeVisible();
    await expect(dialog.getByText('Waiting list #1')).toHaveCount(2);
    await screenshot(page, 'clinics-full-waiting-list');
  });

  // Issue 27: staff could only type a name and e-mail, so every participant showed as a non-member.
  test('staff add a participant by picking a member of the register, or a non-member by name', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const headers = await authHeader(page);
    const types = await (await page.request.get(`/api/clubmembershiptype/?club=${riverside}`, { headers })).json();
    const adult = (types.results ?? types).find((t: { name: string }) => t.name === 'Adult');
    const imported = await page.request.post(`/api/cmember/bulk/?club=${riverside}`, {
      headers,
      data: [
        {
          first_name: 'Regina',
          last_name: 'Registerova',
          membership_number: 'E2E-27',
          email_set: ['regina.registerova@example.com'],
          membership_type: adult.id,
          billing_cycle: 'A',
          expires: '2099-06-30',
          sub_status: 'C',
        },
      ],
    });
    expect(imported.status(), await imported.text()).toBe(201);
    const { id, name } = await publishedClinic(page, riverside, {});
    await page.goto(`/clubs/dashboard/clinics?clubId=${riverside}&event=${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Add participant' }).click();
    const form = page.getByRole('form', { name: 'Add participant' });
    await form.getByRole('combobox', { name: /^Member/ }).fill('Registerova');
    await page.getByRole('option', { name: /Regina Registerova \(E2E-27, regina\.registerova@example\.com\)/ }).click();
    await expect(form.getByRole('group', { name: 'Member' })).toContainText('Regina Registerova (E2E-27');
    await screenshot(page, 'clinics-add-member');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Regina Registerova added')).toBeVisible();
    const participants = page.getByRole('table', { name: 'Participants' });
    await expect(participants.getByRole('row', { name: /Regina Registerova/ })).toContainText('Member');

    await page.getByRole('button', { name: 'Add participant' }).click();
    await form.getByText('Someone else', { exact: true }).click();
    await form.getByLabel('Name').fill('Nico Nonmember');
    await form.getByLabel('Email').fill('nico.nonmember@example.com');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(participants.getByRole('row', { name: /Nico Nonmember/ })).toContainText('Non-member');
    await screenshot(page, 'clinics-add-member-list');
  });

  // Issue 27: advance_join_days was not in the form and not enforced (a player joined 36 days ahead with 1).
  test('the sign-up opening is set in the clinic form and holds players off until then', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const { id, name } = await publishedClinic(page, riverside, { advance_join_days: 1 });
    await page.goto(`/clubs/dashboard/clinics?clubId=${riverside}&event=${id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit clinic' });
    const opening = form.getByRole('textbox', { name: 'Sign-up opens (days before)' });
    await opening.scrollIntoViewIfNeeded();
    await expect(opening).toHaveValue('1');
    await screenshot(page, 'clinics-signup-opening-form');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();

    await switchTo(page, 'coach2@example.com');
    await page.goto(`/clubs/clinics?clubId=${riverside}`);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(/You can't join: Sign-up for this event opens on .+, 1 day before it starts\./);
    await expect(card.getByRole('button', { name: 'Join' })).toBeDisabled();
    await screenshot(page, 'clinics-signup-opening-player');
  });
});
