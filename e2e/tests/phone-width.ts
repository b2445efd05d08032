import type { Locator } from '@playwright/test';
import { expect } from './support';

/** A phone's screen (DESIGN.md's 390 px). */
export const PHONE = { width: 390, height: 844 };

/**
 * A table's first rows (at most `rows`) show the cells of these columns (their `data-label`,
 * components/stacked-table.tsx) whole inside the page's width: the content of each cell, not only
 * its box, so a table that scrolls sideways, or a badge wider than its cell, fails. Issue 27: at
 * 390 px the amounts and statuses of Payments and the fees sat off screen to the right.
 */
export async function expectCellsOnScreen(table: Locator, labels: string[], rows = 5) {
  const width = table.page().viewportSize()!.width;
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Asked again until it holds (10 s at most): a test that has just narrowed the window measures
  // while the page may still be laying itself out for the new width (on a busy machine, a while).
  await expect(async () => {
    const cells = await table.evaluate(
      (t, { labels, rows }) =>
        Array.from(t.querySelectorAll('tbody tr'))
          .slice(0, rows)
          .flatMap((tr, row) =>
            labels.map((label) => {
              const td = tr.querySelector(`td[data-label="${label}"]`);
              if (!td) return { row, label, left: -1, right: Infinity, text: '(no cell)' };
              const range = document.createRange();
              range.selectNodeContents(td);
              const box = range.getBoundingClientRect();
              return {
                row,
                label,
                left: Math.round(box.left),
                right: Math.round(box.right),
                text: td.textContent ?? '',
              };
            }),
          ),
      { labels, rows },
    );
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(cell.text.trim(), `${cell.label} of row ${cell.row + 1}`).not.toBe('');
      expect(cell.left, `${cell.label} of row ${cell.row + 1} (${cell.text})`).toBeGreaterThanOrEqual(0);
      expect(cell.right, `${cell.label} of row ${cell.row + 1} (${cell.text})`).toBeLessThanOrEqual(width);
    }
  }).toPass({ timeout: 10_000 });
}
