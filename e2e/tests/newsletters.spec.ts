import type { Page } from '@playwright/test';
import { xssVectors } from '../../apps/server/test/fixtures/xss-vectors';
import { expectCellsOnScreen, PHONE } from './phone-width';
import { authHeader, clubId, expect, logIn, screenshot, test } from './support';

// Newsletters as Riverside's COMMUNCIATIONS administrator: write one with a heading, a link, an
// image (one by https address, one uploaded) and a button, preview it at desktop and phone widths, send it to a group and watch the
// statuses. And the XSS corpus: stored through the API, rendered raw and in the app, runs nothing.
// Then a member reads it in their inbox's Newsletters tab.
// Screenshots: newsletter-editor, newsletter-preview-phone, newsletter-statuses, newsletter-member.

/** A 48×24 PNG (a checked pattern) to upload into the newsletter. */
const COURTS_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAAPklEQVR4nGP4cEIDK5KrsMGKaK2eYdRBow4addCIc9BAWYxL/aiDRh006qCR56CBshiX+lEHjTpo1EEjzkEAmyMQ2+PZP0oAAAAASUVORK5CYII=';

/** Counts script executions: alert/confirm/prompt and window.__xss, on every page of the context. */
async function countExecutions(page: Page) {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs += 1;
    await d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number };
    w.__xss = 0;
    window.alert = () => {
      w.__xss += 1;
    };
    window.confirm = () => {
      w.__xss += 1;
      return false;
    };
    window.prompt = () => {
      w.__xss += 1;
      return null;
    };
  });
  return async () => dialogs + (await page.evaluate(() => (window as unknown as { __xss: number }).__xss));
}

test.describe('Newsletters', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('write with a heading, a link and an image, preview, send to a group and see the statuses', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page, 'comms@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/newsletters?clubId=${riverside}`);
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.getByLabel(/^Subject/).fill('Spring at Riverside');
    await page.getByRole('combobox', { name: 'To groups' }).click();
    await page.getByRole('option', { name: /^All members/ }).click();
    await page.keyboard.press('Escape');
    const editor = page.getByRole('textbox', { name: 'Newsletter content' });
    await editor.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Spring season opens');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Courts are resurfaced. Read the plan on our site.');
    // A link on the last word.
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'site.'.length; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('textbox', { name: 'Enter URL' }).fill('https://riverside-tennis.example/plan');
    await page.keyboard.press('Enter');
    await editor.press('End');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await page.getByLabel('Image address (https)').fill('https://riverside-tennis.example/court.png');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    // That address does not load: the editor shows a placeholder instead of nothing.
    await expect(editor.locator('img[src="https://riverside-tennis.example/court.png"]')).toHaveAttribute(
      'data-broken',
      'Image could not be loaded',
    );
    // And one uploaded from the computer: stored by the server, inserted by its path.
    await editor.press('End');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'courts.png', mimeType: 'image/png', buffer: Buffer.from(COURTS_PNG, 'base64') });
    await expect(editor.locator('img[src^="/api/newsletterimage/"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Insert button' }).click();
    await page.getByLabel('Button text').fill('Book a court');
    await page.getByLabel('Button link (https)').fill('https://riverside-tennis.example/book');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/newsletter=\d+/);
    await screenshot(page, 'newsletter-editor');

    // Preview: desktop, then phone width.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('newsletter-preview');
    await expect(preview.getByRole('heading', { name: 'Spring season opens' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'site.' })).toHaveAttribute(
      'href',
      'https://riverside-tennis.example/plan',
    );
    await expect(preview.locator('img').first()).toHaveAttribute('src', 'https://riverside-tennis.example/court.png');
    await expect(preview.locator('img').first()).toHaveAttribute('data-broken', 'Image could not be loaded');
    // The uploaded image survived both sanitisers and loads.
    const uploaded = preview.locator('img[src^="/api/newsletterimage/"]');
    await expect(uploaded).toHaveCount(1);
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await expect(uploaded).not.toHaveAttribute('data-broken');
    await screenshot(page, 'newsletter-preview');
    await page.getByText('Phone').click();
    await screenshot(page, 'newsletter-preview-phone');
    await page.keyboard.press('Escape');

    // Send now to the group; the statuses fill in.
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Newsletter is being sent')).toBeVisible();
    await expect(page.getByText('Delivered')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('cell', { name: 'sent' }).first()).toBeVisible();
    await screenshot(page, 'newsletter-statuses');
    // On a phone each recipient's name and status stay on the screen (stacked rows).
    const desktop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    await expectCellsOnScreen(page.locator('table').filter({ has: page.getByRole('cell', { name: 'sent' }) }), [
      'Name',
      'Status',
    ]);
    await screenshot(page, 'newsletter-statuses-390');
    await page.setViewportSize(desktop);

    // A member reads it in the app: the Newsletters tab of the inbox.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'player@example.com');
    await page.goto('/inbox?view=newsletters');
    await expect(page.getByRole('tab', { name: 'Newsletters', selected: true })).toBeVisible();
    await page.getByRole('button', { name: /Spring at Riverside/ }).click();
    await expect(page.getByRole('heading', { name: 'Spring season opens' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a court' })).toHaveAttribute(
      'href',
      'https://riverside-tennis.example/book',
    );
    await screenshot(page, 'newsletter-member');
  });

  test('the OWASP XSS vectors, saved through the API and rendered, execute nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const executions = await countExecutions(page);
    await logIn(page, 'comms@example.com');
    const riverside = await clubId(page, 'Riverside');
    const res = await page.request.post('/api/newsletter/', {
      headers: await authHeader(page),
      data: { club: riverside, subject: 'XSS corpus', html: xssVectors.join('\n<p>-</p>\n'), all_members: true },
    });
    expect(res.status()).toBe(201);
    const stored = await res.json();
    // The stored HTML, rendered raw in Chromium (the server's sanitiser alone).
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Stored newsletter HTML</title></head><body><main><script>window.__xss = 0; window.alert = window.confirm = window.prompt = () => { window.__xss += 1; };</script>${stored.html}</main></body></html>`,
    );
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 200);
    await page.waitForTimeout(1500);
    expect(await executions()).toBe(0);
    // And in the app: the editor and the preview (sanitised again by DOMPurify).
    await page.goto(`/clubs/dashboard/newsletters?clubId=${riverside}&newsletter=${stored.id}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('newsletter-preview')).toBeVisible();
    await page.mouse.move(300, 300);
    await page.waitForTimeout(1500);
    expect(await executions()).toBe(0);
  });
});
