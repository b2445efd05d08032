import { authHeader, clubId, expect, logIn, riversideDay, screenshot, test } from './support';
import { PHONE } from './phone-width';

// The notification centre at 390 px (issue 28): a court booked by Pat Player shows on the bell's
// unread count; opening it from the drawer goes to My bookings and clears the count. The booking is
// made through the API (the booking screens have their own spec) at a free time two days ahead.

type Availability = {
  date: string;
  groups: { times: { start: string; end: string }[] }[];
  courts: { id: number; group: number; free: boolean[] }[];
};

test('the bell counts a new booking and reading it clears the count', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await logIn(page, 'player@example.com');
  const headers = await authHeader(page);
  // Earlier specs on this server may have notified Pat: start from none unread.
  expect((await page.request.post('/api/notification/read_all/', { headers })).ok()).toBe(true);
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible();

  const riverside = await clubId(page, 'Riverside');
  const date = riversideDay(2);
  const free = (await (
    await page.request.get(`/api/club/${riverside}/availability/?date=${date}`, { headers })
  ).json()) as Availability;
  const slot = free.courts
    .flatMap((court) => free.groups[court.group].times.map((time, i) => ({ court, time, free: court.free[i] })))
    .find((s) => s.free)!;
  const booked = await page.request.post(`/api/club/${riverside}/book/`, {
    headers,
    data: { start: `${date}T${slot.time.start}`, end: `${date}T${slot.time.end}`, court: slot.court.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.reload();
  const unread = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(unread).toBeVisible();
  await screenshot(page, 'notifications-bell');
  await unread.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('button', { name: /^Booked: .* at Riverside Tennis Club.* New$/ });
  await expect(item).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  await screenshot(page, 'notifications-drawer');

  await item.click();
  await expect(page).toHaveURL(/\/mybookings$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The settings, from the drawer: in-app always, push and e-mail per kind.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Booking made by e-mail' })).toBeChecked();
  await screenshot(page, 'notifications-settings');
});
