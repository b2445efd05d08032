import type { Page } from '@playwright/test';
import { clubId, DEMO_PASSWORD, expect, logIn, screenshot, test, unique } from './support';

// Messages: Riverside's COMMUNCIATIONS administrator makes a custom group with Pat Player in it
// and sends it a message; Pat reads it in the inbox (unread count), replies; the administrator
// sees the reply arrive. Screenshots: messages-groups, messages-staff, messages-inbox (and -390).

async function logOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe('Messages', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a message to a group, answered by a member from the inbox, with unread counts', async ({ page, request }) => {
    test.setTimeout(150_000);
    const subject = `Ball machine fixed ${Date.now() % 100000}`;
    await logIn(page, 'comms@example.com');
    const riverside = await clubId(page, 'Riverside');

    // Manage groups: a custom group with one member picked by name.
    await page.goto(`/clubs/dashboard/messages?clubId=${riverside}&tab=manage-groups`);
    await expect(page.getByRole('cell', { name: 'All members' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add message group' }).click();
    const form = page.getByRole('dialog', { name: 'Add a message group' });
    await form.getByLabel('Name').fill('Ball machine users');
    await form.getByRole('combobox', { name: /Who it reaches/ }).click();
    await page.getByRole('option', { name: 'Custom', exact: true }).click();
    // Two members of one name are told apart by membership number and e-mail, as in every picker
    // (personOptionLabel, issue 27). Riverside's AGENT adds them (COMMUNCIATIONS may not).
    const id = unique();
    const twin = `Robin Twin-${id}`;
    const agent = await request.post('/api/login/', {
      data: { username: 'agent@example.com', password: DEMO_PASSWORD },
    });
    const made = await request.post(`/api/cmember/bulk/?club=${riverside}`, {
      headers: { authorization: `Token ${(await agent.json()).token}` },
      data: [1, 2].map((n) => ({
        first_name: 'Robin',
        last_name: `Twin-${id}`,
        membership_number: `T${n}-${id}`,
        email_set: [`robin.${n}.${id}@example.com`],
      })),
    });
    expect(made.status(), await made.text()).toBe(201);
    await form.getByLabel('Members', { exact: true }).fill(`Twin-${id}`);
    await expect(page.getByRole('option', { name: new RegExp(`^${twin} \\(`) })).toHaveCount(2);
    for (const n of [1, 2])
      await expect(
        page.getByRole('option', { name: `${twin} (T${n}-${id}, robin.${n}.${id}@example.com)`, exact: true }),
      ).toBeVisible();
    await screenshot(page, 'messages-picker-same-name');
    await form.getByLabel('Members', { exact: true }).fill('Pat Pla');
    await page.getByRole('option', { name: /Pat Player/ }).click();
    await form.getByRole('button', { name: 'Add group' }).click();
    await expect(page.getByText('Ball machine users added')).toBeVisible();
    const row = page.getByRole('row', { name: /Ball machine users/ });
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    // A clinic group: the participants of a clinic chosen from the club's clinics.
    await page.getByRole('button', { name: 'Add message group' }).click();
    await form.getByLabel('Name').fill('Tuesday squad players');
    await form.getByRole('combobox', { name: /Who it reaches/ }).click();
    await page.getByRole('option', { name: 'Clinic', exact: true }).click();
    await form.getByRole('combobox', { name: /^Clinic/ }).click();
    await page.getByRole('option', { name: /^Tuesday adult squad/ }).click();
    await form.getByRole('button', { name: 'Add group' }).click();
    await expect(page.getByText('Tuesday squad players added')).toBeVisible();
    await expect(page.getByRole('row', { name: /Tuesday squad players/ })).toBeVisible();
    await screenshot(page, 'messages-groups');

    // Messages: send to the group; the thread opens.
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByRole('button', { name: 'New message' }).click();
    const compose = page.getByRole('dialog', { name: 'New message' });
    await compose.getByLabel(/^To/).click();
    await page.getByRole('option', { name: 'Ball machine users (1)' }).click();
    await compose.getByLabel(/^Subject/).fill(subject);
    await compose.getByLabel(/^Message/).fill('The ball machine is back in the shed. Book it with Court 2.');
    await compose.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^Riverside Tennis Club/ }).last()).toContainText(
      'The ball machine is back',
    );

    // Pat reads it in the inbox: an unread count, then none once opened; Pat replies.
    await logOut(page);
    await logIn(page, 'player@example.com');
    await page.getByRole('link', { name: 'Inbox' }).click();
    const line = page.getByRole('button', { name: new RegExp(subject) });
    await expect(line).toBeVisible();
    await expect(line.getByLabel('1 unread')).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, 'messages-inbox');
    await line.click();
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(line.getByLabel('1 unread')).toBeHidden();
    await page.getByLabel('Your reply').fill('Great, I will book it for Saturday.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('listitem', { name: /^Pat Player/ })).toContainText('I will book it for Saturday');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'messages-inbox-390');
    await page.setViewportSize({ width: 1280, height: 860 });

    // The administrator sees the reply as unread, and it is there when the thread is opened.
    await logOut(page);
    await logIn(page, 'comms@example.com');
    await page.goto(`/clubs/dashboard/messages?clubId=${riverside}&tab=messages`);
    const staffLine = page.getByRole('button', { name: new RegExp(subject) });
    await expect(staffLine.getByLabel('1 unread')).toBeVisible();
    await staffLine.click();
    await expect(page.getByRole('listitem', { name: /^Pat Player/ })).toContainText('I will book it for Saturday');
    await screenshot(page, 'messages-staff');
  });
});
