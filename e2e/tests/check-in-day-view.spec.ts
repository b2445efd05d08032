import {
  authHeader,
  bookingSettings,
  clubId,
  freeTimes,
  patHeader,
  expect,
  logIn,
  riversideDay,
  screenshot,
  test,
} from './support';

// Check-ins and held courts in the staff day view (issue 29), on a phone at 390 px: a player's
// booking today waits for check-in and staff tick it in the day view; a court held for the
// waiting list is drawn as held. The test makes its own bookings and entry on the server's clock
// (the demo's dates play no part).

test('staff tick a check-in in the day view and see a held court, at 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'agent@example.com');
  const staff = await authHeader(page);
  const riverside = await clubId(page, 'Riverside');
  const setParams = await bookingSettings(page, riverside, staff);
  expect((await setParams({ CheckInRequired: true, CheckInMinutesBefore: 60 })).ok()).toBe(true);
  try {
    const pat = await patHeader(page);
    // Pat's booking at the first free time today: its window is open now.
    const today = riversideDay(0);
    const free = await freeTimes(page, riverside, today, pat);
    const first = Math.min(...free.courts.map((c) => c.free.indexOf(true)).filter((i) => i >= 0));
    const court = free.courts.find((c) => c.free[first])!;
    const slot = free.groups[court.group].times[first];
    const booked = await page.request.post(`/api/club/${riverside}/book/`, {
      headers: pat,
      data: { start: `${today}T${slot.start}`, end: `${today}T${slot.end}`, court: court.id },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const instance = ((await booked.json()) as { id: number }).id;

    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${today}`);
    const row = page.getByTestId(`check-in-row-${instance}`);
    await expect(row).toBeVisible();
    await expect(page.locator(`[data-booking="${instance}"]`)).toHaveAttribute('data-check-in', 'Waiting for check-in');
    await screenshot(page, 'day-view-check-in-waiting');
    await row.getByRole('button', { name: /^Check in/ }).click();
    await expect(row).toHaveCount(0);
    await expect(page.locator(`[data-booking="${instance}"]`)).toHaveAttribute(
      'data-check-in',
      /^Checked in \d\d:\d\d$/,
    );
    await screenshot(page, 'day-view-checked-in');

    // The board's own check-in state is court-board.test.ts's (its link is the club's one link,
    // which court-board.spec makes and turns: a second spec holding it would race that one).

    // A court held for the waiting list: staff take a time four days ahead, Pat waits, staff cancel.
    const date = riversideDay(4);
    const later = await freeTimes(page, riverside, date, pat);
    const heldCourt = later.courts.find((c) => c.free.some(Boolean))!;
    const heldSlot = later.groups[heldCourt.group].times[heldCourt.free.indexOf(true)];
    const taken = await page.request.post(`/api/courtbookingseries/?club=${riverside}`, {
      headers: staff,
      data: {
        name: 'Taken for the hold',
        start_date: `${date}T${heldSlot.start}`,
        end_date: `${date}T${heldSlot.end}`,
        court_set: [heldCourt.id],
      },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    const joined = await page.request.post(`/api/club/${riverside}/court_waitlist/`, {
      headers: pat,
      data: { start: `${date}T${heldSlot.start}`, end: `${date}T${heldSlot.end}`, court: heldCourt.id },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${date}`);
    await expect(page.getByTestId('day-view-live')).toHaveText('Live');
    const cancelled = await page.request.post(
      `/api/courtbookingseries/${((await taken.json()) as { id: number }).id}/cancel/`,
      { headers: staff },
    );
    expect(cancelled.status()).toBe(200);
    // The job holds it within seconds; the live day view draws it without a reload.
    const held = page.getByTestId('held-court');
    await expect(held).toContainText('Held for Pat', { timeout: 30_000 });
    await expect(page.getByText(`${heldCourt.name} ${heldSlot.start}–${heldSlot.end} held for Pat`)).toBeVisible();
    await held.scrollIntoViewIfNeeded();
    await screenshot(page, 'day-view-held-court');
  } finally {
    await setParams({ CheckInRequired: false, CheckInMinutesBefore: 15 });
  }
});
