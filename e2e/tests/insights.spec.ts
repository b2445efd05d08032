import { authHeader, clubId, expect, logIn, riversideDay, screenshot, test } from './support';

// Insights (issue 16): a manager opens the court bookings report on the demo's ten weeks of
// Riverside bookings, changes the range, narrows it to one court group and exports a table; the
// coaches and membership reports; screenshots of each at desktop width and at 390 px.

test.describe('insights', () => {
  test('court bookings report: range, court-group filter and export', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=court-bookings`);
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    // The report draws ten weeks of bookings in charts, a heatmap and tables: on a machine shared by
    // two browser-test workers and their servers that render alone took over 10 s (the answer
    // itself under 1 s), so the report's first draw is given the test's own time, not 10 s.
    await expect(page.getByRole('heading', { name: 'When courts are busy' })).toBeVisible({ timeout: 45_000 });
    const bookings = page.getByText('Bookings', { exact: true }).first();
    await expect(bookings).toBeVisible();
    await expect(page.getByRole('table', { name: /Share of open court hours booked/ })).toBeVisible();

    // The last 90 days: the address keeps the range.
    await page.getByRole('button', { name: /Last 30 Days/ }).click();
    await page.getByRole('menuitem', { name: 'Last 90 Days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
    await expect(page.getByRole('button', { name: /Last 90 Days/ })).toBeVisible();

    // One court group: only its courts are left in the court table.
    const courtTable = page.getByRole('region', { name: 'By court', exact: true });
    const allCourts = await courtTable.getByRole('row').count();
    await page.getByRole('combobox', { name: 'Court groups' }).click();
    const firstGroup = page.getByRole('option').first();
    const groupName = (await firstGroup.textContent())!.trim();
    await firstGroup.click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/groups=\d+/);
    await expect.poll(async () => courtTable.getByRole('row').count()).toBeLessThan(allCourts);
    await expect(page.getByRole('region', { name: 'By court group', exact: true })).toContainText(groupName);
    await page.mouse.move(0, 0);
    await screenshot(page, 'insights-bookings-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).first().click();
    expect((await download).suggestedFilename()).toMatch(
      /^rally_insights_court_groups_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await expect(page.getByText('Data successfully exported to CSV file')).toBeVisible();
  });

  test('coaches and membership reports, and the phone layout', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=coaches`);
    await expect(page.getByRole('heading', { name: 'Hours by coach' })).toBeVisible();
    const coaches = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Students' }) });
    await expect(coaches.getByRole('row', { name: /Carlos/ })).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, 'insights-coaches-desktop');

    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { name: 'Joined and lapsed by month' })).toBeVisible();
    await expect(page.getByText('Active members')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=court-bookings`);
    await expect(page.getByRole('heading', { name: 'When courts are busy' })).toBeVisible();
    // The heatmap scrolls in its own box, its caption above it: the page does not scroll sideways
    // (issue 27: 448 px wide, the grid's hidden labels escaping its box, the caption cut).
    await expect(page.getByRole('table', { name: /Share of open court hours booked/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'insights-bookings-phone');
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=coaches`);
    await expect(page.getByRole('heading', { name: 'Hours by coach' })).toBeVisible();
    await screenshot(page, 'insights-coaches-phone');
  });

  test('revenue by source, by week and by month, with its export', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=revenue`);
    // The demo's payments of the last weeks: court hire among the sources, week by week.
    await expect(page.getByRole('heading', { name: /Net revenue by week and source/ })).toBeVisible();
    await expect(page.getByText('Net revenue', { exact: true })).toBeVisible();
    const sources = page.getByRole('region', { name: 'By source', exact: true });
    await expect(sources.getByRole('row', { name: /Court hire/ })).toBeVisible();
    await page.getByText('By month', { exact: true }).click();
    await expect(page.getByRole('heading', { name: /Net revenue by month and source/ })).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, 'insights-revenue-desktop');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).first().click();
    expect((await download).suggestedFilename()).toMatch(
      /^rally_insights_revenue_by_source_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=revenue`);
    await expect(page.getByRole('heading', { name: /Net revenue by week and source/ })).toBeVisible();
    // The largest source's name breaks between words only ('Memberships' broke mid-word at 390 px).
    const largest = page.getByText('Largest source', { exact: true }).locator('xpath=following-sibling::p[1]');
    const split = await largest.evaluate((el) => {
      const text = el.firstChild!;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      return words
        .filter((w) => {
          const range = document.createRange();
          range.setStart(text, w.index);
          range.setEnd(text, w.index + w[0].length);
          return range.getClientRects().length > 1;
        })
        .map((w) => w[0]);
    });
    expect(split, 'words of the largest source broken across lines').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'insights-revenue-phone');
  });

  test('the court bookings report adds up, or says why not', async ({ page }) => {
    // Issue 27: 179 bookings, yet the court groups added up to 196 and the types to 164, with no
    // note, and "Members / guests 142 / 0" counted people on live bookings, not bookings.
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const [from, to] = [riversideDay(-29), riversideDay(0)];
    const answer = await page.request.get(`/api/reports/bookings/?club=${riverside}&datefrom=${from}&dateto=${to}`, {
      headers: await authHeader(page),
    });
    const r = await answer.json();
    const sum = (rows: { bookings: number }[]) => rows.reduce((n, x) => n + x.bookings, 0);
    const live = r.completed + r.upcoming;
    expect(r.members + r.guests + r.unnamed).toBe(r.total);
    expect(sum(r.booking_types)).toBe(live);
    // A booking counts on each court it took (two or more): the courts add up to more.
    expect(sum(r.by_courtgroup)).toBe(sum(r.by_court));
    expect(sum(r.by_courtgroup)).toBeGreaterThanOrEqual(live + r.multi_court);

    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=court-bookings&from=${from}&to=${to}`);
    await expect(page.getByRole('heading', { name: 'When courts are busy' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(`Of all ${r.total} bookings; ${r.unnamed} name no one`)).toBeVisible();
    const groups = page.getByRole('region', { name: 'By court group', exact: true }).locator('..');
    await expect(groups).toContainText(
      `${r.multi_court} of the ${live} live bookings took more than one court, so the groups add up to ${sum(r.by_courtgroup)}.`,
    );
    await expect(groups).toContainText(`The ${r.cancelled} cancelled bookings are not counted here.`);
    const types = page.getByRole('region', { name: 'By booking type', exact: true }).locator('..');
    await expect(types).toContainText(
      `The ${live} live bookings by type; the ${r.cancelled} cancelled are in no type.`,
    );
    await types.scrollIntoViewIfNeeded();
    await screenshot(page, 'insights-bookings-add-up');
  });

  test('the tab row fits at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/insights?clubId=${riverside}&tab=membership`);
    await expect(page.getByRole('heading', { name: 'Joined and lapsed by month' })).toBeVisible();
    const tabs = page.getByRole('tablist');
    // Nothing to scroll: every tab is inside the row and the page.
    const overflow = await tabs.evaluate((el) => {
      const row = el.closest('.mantine-ScrollArea-viewport')!;
      return row.scrollWidth - row.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Court bookings', 'Coaches', 'Membership', 'Revenue']) {
      const box = (await tabs.getByRole('tab', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole('button', { name: /^Scroll Insights tabs/ })).toHaveCount(0);
    await screenshot(page, 'insights-tabs-phone');
  });
});
