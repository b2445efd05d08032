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

// The waiting list that holds the court (issue 29), on a phone: a player waits for a taken hour;
// staff cancel the booking, the server's job holds the court for the player, who claims it from
// the club's booking page. The test makes its own booking and entry (the demo's only give the club).

test.describe('the waiting list for courts', () => {
  test('a player claims a court held for them at 390 px', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'agent@example.com');
    const staff = await authHeader(page);
    const riverside = await clubId(page, 'Riverside');
    const pat = await patHeader(page);

    // A time Pat could book three days ahead: staff take it, Pat waits for it.
    const date = riversideDay(3);
    const free = await freeTimes(page, riverside, date, pat);
    const court = free.courts.find((c) => c.free.some(Boolean))!;
    const slot = free.groups[court.group].times[court.free.lastIndexOf(true)];
    const taken = await page.request.post(`/api/courtbookingseries/?club=${riverside}`, {
      headers: staff,
      data: {
        name: 'Taken for the test',
        start_date: `${date}T${slot.start}`,
        end_date: `${date}T${slot.end}`,
        court_set: [court.id],
      },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    const joined = await page.request.post(`/api/club/${riverside}/court_waitlist/`, {
      headers: pat,
      data: { start: `${date}T${slot.start}`, end: `${date}T${slot.end}`, court: court.id },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const entry = (await joined.json()) as { id: number };
    const cancelled = await page.request.post(
      `/api/courtbookingseries/${((await taken.json()) as { id: number }).id}/cancel/`,
      {
        headers: staff,
      },
    );
    expect(cancelled.status()).toBe(200);
    // The server's job worker offers it within a few seconds.
    await expect
      .poll(
        async () => {
          // This entry's offer: Pat may hold another court from another spec.
          const mine = (await (
            await page.request.get(`/api/courtwaitlist/mine/?club=${riverside}`, { headers: pat })
          ).json()) as { id: number; offer: unknown }[];
          return mine.some((e) => e.id === entry.id && e.offer);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Staff cannot book the held court.
    const sneak = await page.request.post(`/api/courtbookingseries/?club=${riverside}`, {
      headers: staff,
      data: {
        name: 'Sneaking in',
        start_date: `${date}T${slot.start}`,
        end_date: `${date}T${slot.end}`,
        court_set: [court.id],
      },
    });
    expect(sneak.status()).toBe(409);

    await logIn(page, 'player@example.com');
    await page.goto(`/clubs/book?clubId=${riverside}&date=${date}`);
    // This entry's hold: Pat may hold another court from another spec, shown as another alert.
    const held = page
      .getByRole('alert')
      .filter({ hasText: 'A court is held for you' })
      .filter({ hasText: `${court.name}, ` })
      .filter({ hasText: `${slot.start}–${slot.end}` });
    await expect(held).toBeVisible();
    await screenshot(page, 'court-waitlist-held');
    await held.getByRole('button', { name: `Claim ${court.name}` }).click();
    await expect(page.getByText(`Booked: ${court.name}`, { exact: false })).toBeVisible();
    await expect(held).toHaveCount(0);
    await screenshot(page, 'court-waitlist-claimed');

    await page.goto('/mybookings');
    await expect(
      page.getByRole('article').filter({ hasText: `${slot.start}–${slot.end} · ${court.name}` }),
    ).toBeVisible();
  });

  test("a player checks in by typing the court's code, and by its QR link with the code, at 390 px", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'agent@example.com');
    const staff = await authHeader(page);
    const riverside = await clubId(page, 'Riverside');
    const setParams = await bookingSettings(page, riverside, staff);
    // Check-in from an hour before the start, so the next free time today is open for it.
    expect((await setParams({ CheckInRequired: true, CheckInMinutesBefore: 60 })).ok()).toBe(true);
    try {
      const pat = await patHeader(page);
      const date = riversideDay(0);
      const free = await freeTimes(page, riverside, date, pat);
      const first = Math.min(...free.courts.map((c) => c.free.indexOf(true)).filter((i) => i >= 0));
      const court = free.courts.find((c) => c.free[first])!;
      const slot = free.groups[court.group].times[first];
      const booked = await page.request.post(`/api/club/${riverside}/book/`, {
        headers: pat,
        data: { start: `${date}T${slot.start}`, end: `${date}T${slot.end}`, court: court.id },
      });
      expect(booked.status(), await booked.text()).toBe(201);

      // Staff print each court's code from Courts: the QR code, and the code under it.
      await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=courts`);
      await page.getByRole('button', { name: 'Check-in QR codes' }).click();
      const sheet = page.getByRole('dialog', { name: 'Check-in QR codes' });
      await expect(sheet.getByRole('img', { name: `Check-in QR code for ${court.name}` })).toBeVisible();
      const code = (await sheet.getByTestId(`check-in-code-${court.id}`).textContent())!.trim();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      await screenshot(page, 'court-check-in-codes');
      await sheet.getByRole('button', { name: 'Close' }).click();

      // Without a camera: My bookings' "Check in", then the code typed (a wrong one first).
      await logIn(page, 'player@example.com');
      await page.goto('/mybookings');
      const card = page.getByRole('article').filter({ hasText: `${slot.start}–${slot.end} · ${court.name}` });
      await card.getByRole('link', { name: 'Check in' }).click();
      const box = page.getByLabel("Court's check-in code");
      await box.fill('ZZZZZZ');
      await page.getByRole('button', { name: 'Check in' }).click();
      await expect(page.getByText("That is not this court's check-in code", { exact: false })).toBeVisible();
      await box.fill(code.toLowerCase());
      await screenshot(page, 'court-check-in-typed');
      await page.getByRole('button', { name: 'Check in' }).click();
      const done = page.getByRole('alert').filter({ hasText: "You're checked in" });
      await expect(done).toBeVisible();
      await expect(done.getByText(`${court.name}, `, { exact: false })).toBeVisible();
      await screenshot(page, 'court-check-in');
      await page.goto('/mybookings');
      await expect(card.getByText('Checked in')).toBeVisible();

      // The QR code's link carries the code: scanning again is the same check-in.
      await page.goto(`/clubs/check-in?clubId=${riverside}&court=${court.id}&code=${code}`);
      await expect(page.getByRole('alert').filter({ hasText: "You're checked in" })).toBeVisible();
    } finally {
      await setParams({ CheckInRequired: false, CheckInMinutesBefore: 15 });
    }
  });
});
