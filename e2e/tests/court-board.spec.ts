import type { Page } from '@playwright/test';
import { authHeader, clubId, expect, logIn, riversideDay, screenshot, test } from './support';

// The live court board (issue 29): staff make the board's secret link from the day view (a phone
// at 390 px), the board opens without a login on a TV (1920 px) and on a phone, and it changes
// within moments when staff book, as does a second desk's day view, with no reload.

type Board = { courts: { id: number; name: string; now: unknown; next: unknown }[] };

/**
 * Books a block booking this evening, as the logged-in staff page, on a court the board shows with
 * nothing more today (so the booking becomes its "next"); returns the court's name.
 */
async function bookToday(page: Page, boardPath: string, club: number, name: string): Promise<string> {
  const headers = await authHeader(page);
  const token = boardPath.split('/').pop();
  const board = (await (await page.request.get(`/api/courtboard/${token}/`)).json()) as Board;
  const today = riversideDay(0);
  for (const court of board.courts.filter((c) => !c.now && !c.next))
    for (const hour of [20, 19, 18]) {
      const res = await page.request.post(`/api/courtbookingseries/?club=${club}`, {
        headers,
        data: {
          name,
          ttype: 'B',
          recurrence: 'N',
          start_date: `${today}T${hour}:00`,
          end_date: `${today}T${hour}:30`,
          court_set: [court.id],
        },
      });
      if (res.status() === 201) return court.name;
    }
  throw new Error('no Riverside court was free for the rest of the day');
}

test('staff make the board link, and the board on a TV and a phone changes when staff book', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'agent@example.com');
  const riverside = await clubId(page, 'Riverside');
  await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}`);
  await expect(page.getByTestId('day-view-live')).toHaveText('Live');

  await page.getByRole('button', { name: 'Court board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Court board for the clubhouse' });
  await expect(dialog.getByText('The club has no board link yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Make a link' }).click();
  const linkBox = dialog.getByRole('textbox', { name: 'Board link' });
  await expect(linkBox).toHaveValue(/\/board\/[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'court-board-link-390');
  const boardPath = new URL(await linkBox.inputValue()).pathname;
  await page.keyboard.press('Escape');

  // The clubhouse TV, and a phone, with no login.
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await tv.goto(boardPath);
  await expect(tv.getByRole('heading', { name: 'Riverside Tennis Club' })).toBeVisible();
  await expect(tv.getByTestId('board-live')).toHaveText('Live');
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(boardPath);
  await expect(phone.getByTestId('board-live')).toHaveText('Live');
  await expect(tv.getByText('Board test block')).toHaveCount(0);
  await screenshot(tv, 'court-board-tv-before');

  // A second desk: the same day view in another staff session.
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logIn(desk, 'agent@example.com');
  await desk.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}`);
  await expect(desk.getByTestId('day-view-live')).toHaveText('Live');

  const court = await bookToday(page, boardPath, riverside, 'Board test block');
  const card = tv.getByTestId('board-court').filter({ has: tv.getByText(court, { exact: true }) });
  await expect(card).toContainText('Next', { timeout: 5_000 });
  await expect(card).toContainText('Board test block', { timeout: 5_000 });
  await expect(phone.getByText(/Board test block/).first()).toBeVisible({ timeout: 5_000 });
  await expect(desk.getByRole('button', { name: /Board test block/ }).first()).toBeVisible({ timeout: 5_000 });
  await screenshot(tv, 'court-board-tv-after');
  await screenshot(phone, 'court-board-390');

  // Turned off: the board says so.
  await page.getByRole('button', { name: 'Court board' }).click();
  await page.getByRole('button', { name: 'Turn link off' }).click();
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('The court board link is off.')).toBeVisible();
  await tv.reload();
  await expect(tv.getByText('This court board is not available')).toBeVisible();
  for (const other of [tv, phone, desk]) await other.close();
});
