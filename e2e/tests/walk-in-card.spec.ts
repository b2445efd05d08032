import {
  authHeader,
  clubId,
  expect,
  freeTimes,
  logIn,
  patHeader,
  riversideDay,
  screenshot,
  test,
  unique,
} from './support';

// A walk-in booked at the desk and paid by a card read out (issue 30; spec 2 §3 a series' club
// customer and card details), on a phone: staff take the card in the booking's payment panel (a bad
// number refused in the dialog), the booking shows the kept card and the Payments list the payment.
// The refund when the club cancels is booking-walk-in.test.ts's (the demo's groups do not refund).

test("staff book a walk-in and take their card at the desk; the payment is the club's, at 390 px", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'agent@example.com');
  const staff = await authHeader(page);
  const riverside = await clubId(page, 'Riverside');
  const pat = await patHeader(page);

  // A free hour eleven days ahead, booked for Wendy, who is not a player.
  const date = riversideDay(11);
  const free = await freeTimes(page, riverside, date, pat);
  const court = free.courts.find((c) => c.free.some(Boolean))!;
  const slot = free.groups[court.group].times[court.free.indexOf(true)];
  const name = `Wendy Walk-in ${unique()}`;
  const booked = await page.request.post(`/api/courtbookingseries/?club=${riverside}`, {
    headers: staff,
    data: {
      name,
      ttype: 'C',
      recurrence: 'N',
      court_set: [court.id],
      start_date: `${date}T${slot.start}`,
      end_date: `${date}T${slot.end}`,
      booked_person_set: [{ full_name: name, email: 'wendy@example.com', paying: true, primary: true }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The booking's panel: "Pay by card" asks for the card, which is charged and kept.
  await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${date}`);
  await page
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const payment = page.getByTestId('booking-payment');
  await expect(payment).toContainText('Not paid');
  await payment.getByRole('button', { name: 'Pay by card' }).click();
  const dialog = page.getByRole('dialog', { name: `Take ${name}'s card` });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill('2034');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Charge \d+\.\d{2} AUD$/ }).click();
  await expect(dialog.getByLabel('Card number')).toHaveAccessibleDescription(/valid card number/i);
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await screenshot(page, 'walk-in-card-dialog');
  await dialog.getByRole('button', { name: /^Charge \d+\.\d{2} AUD$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(payment.getByTestId('walk-in-card')).toContainText(`Card taken at the desk: ${name} ending 4242`);
  const payments = payment.getByRole('table', { name: 'Payments of this booking' }).getByRole('row');
  await expect(payments.filter({ hasText: '4242' })).toHaveCount(1);
  await payment.scrollIntoViewIfNeeded();
  await screenshot(page, 'walk-in-card-paid');

  // The payment is the club's like any other: in its Payments list, paid by the walk-in's card.
  const listed = (await (
    await page.request.get(`/api/transaction/?dest_club=${riverside}&kind=B`, { headers: staff })
  ).json()) as { results: { payer_name: string; card_last4: string | null; status: string }[] };
  expect(listed.results.filter((t) => t.payer_name === name)).toEqual([
    expect.objectContaining({ card_last4: '4242', status: 'P' }),
  ]);
});
