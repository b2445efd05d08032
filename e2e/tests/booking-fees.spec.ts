import { authHeader, bookingSettings, clubId, expect, logIn, riversideDay, screenshot, test } from './support';

// The no-show and late-cancellation fees (issue 29), on a phone: Riverside asks a late-cancellation
// fee (with the longest cut-off, so any booking of this week is late); Pat, who has withdrawn his
// consent to be charged, cancels a booking and owes the fee: My bookings shows it with Pay. Staff
// waive it from Bookings › Settings with a reason. The settings and Pat's consent are put back.

test.describe('booking fees', () => {
  test('a player sees an owed late-cancellation fee and staff waive it at 390 px', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'player@example.com');
    const pat = await authHeader(page);
    await logIn(page, 'agent@example.com');
    const staff = await authHeader(page);
    const riverside = await clubId(page, 'Riverside');
    const setParams = await bookingSettings(page, riverside, staff);
    const consents = (await (await page.request.get('/api/cardconsent/', { headers: pat })).json()) as {
      club: number;
      consent: { id: number } | null;
    }[];
    const consent = consents.find((c) => c.club === riverside)?.consent;
    expect((await setParams({ LateCancelFee: 9.5, LateCancelHours: 336 })).ok()).toBe(true);
    try {
      if (consent) await page.request.delete(`/api/cardconsent/${consent.id}/`, { headers: pat });
      const date = riversideDay(2);
      const free = (await (
        await page.request.get(`/api/club/${riverside}/availability/?date=${date}&duration=60`, { headers: pat })
      ).json()) as {
        groups: { times: { start: string; end: string }[] }[];
        courts: { id: number; group: number; free: boolean[] }[];
      };
      const court = free.courts.find((c) => c.free.some(Boolean))!;
      const slot = free.groups[court.group].times[court.free.indexOf(true)];
      const booked = await page.request.post(`/api/club/${riverside}/book/`, {
        headers: pat,
        data: { start: `${date}T${slot.start}`, end: `${date}T${slot.end}`, court: court.id },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const cancelled = await page.request.post(
        `/api/mybooking/${((await booked.json()) as { id: number }).id}/cancel/`,
        {
          headers: pat,
        },
      );
      expect(cancelled.status(), await cancelled.text()).toBe(200);

      await logIn(page, 'player@example.com');
      await page.goto('/mybookings');
      const owed = page.getByRole('alert').filter({ hasText: 'Fees you owe' });
      await expect(owed).toBeVisible();
      await expect(owed.getByText('Late cancellation fee · 9.50 AUD', { exact: false })).toBeVisible();
      await expect(owed.getByRole('button', { name: 'Pay 9.50 AUD' })).toBeVisible();
      await screenshot(page, 'booking-fees-owed');

      await logIn(page, 'agent@example.com');
      await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=settings`);
      const fees = page.getByRole('region', { name: 'Fees' });
      const card = fees.getByLabel('Pat Player: Late cancellation fee').first();
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Waive…' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('waiving it cancels it', { exact: false })).toBeVisible();
      await dialog.getByRole('button', { name: 'Waive 9.50 AUD' }).click();
      await expect(dialog.getByText('Give a reason for waiving the fee.')).toBeVisible();
      await dialog.getByLabel('Reason').fill('First late cancel this year');
      await screenshot(page, 'booking-fees-waive');
      await dialog.getByRole('button', { name: 'Waive 9.50 AUD' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByText('First late cancel this year', { exact: false })).toBeVisible();
      await expect(card.getByText('Waived', { exact: true })).toBeVisible();
      await screenshot(page, 'booking-fees-waived');
    } finally {
      await setParams({ LateCancelFee: 0, LateCancelHours: 24 });
      if (consent) await page.request.post('/api/cardconsent/', { headers: pat, data: { club: riverside } });
    }
  });
});
