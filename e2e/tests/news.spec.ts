import { clubId, expect, logIn, screenshot, switchTo, test, unique } from './support';

// Club news (issue 14): the club's COMMUNCIATIONS volunteer writes an item with a preview,
// publishes it, players read it on /news (all their clubs, or one), and it is deleted after a question.
// News posts (issue 27, spec 3 §3 "News post"): a story with a picture, written in the dashboard,
// read whole on /news.

// A 2 × 1 PNG (a green and a yellow pixel): the picture a post uploads.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGPQ6HF7dkcDAAldAuW3PDRCAAAAAElFTkSuQmCC',
  'base64',
);

const TITLE = 'E2E: floodlights on court 3 from Monday';

test.describe('club news', () => {
  test('staff write, preview and publish an item; a player reads it; staff delete it', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'comms@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/news?clubId=${riverside}`);
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(page.getByText('Club Night League: fixtures, results and the ladder')).toBeVisible();

    await page.getByRole('button', { name: 'Write a news item' }).click();
    const form = page.getByRole('form', { name: 'Write a news item' });
    await form.getByLabel(/^Title/).fill(TITLE);
    await form.getByLabel(/^Summary/).fill('Book evening hits on court 3 until 10 pm.');
    await form.getByLabel(/^Link/).fill('ftp://example.org/lights');
    await form.getByText('Now (published)').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      form.getByText('Enter a link that starts with http:// or https://, or a path on this site that starts with /'),
    ).toBeVisible();
    await form.getByLabel(/^Link/).fill('/clubs/book');
    await expect(form.getByRole('region', { name: 'Preview' }).getByText(TITLE)).toBeVisible();
    await screenshot(page, 'news-write');
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('News item published')).toBeVisible();
    const item = page.getByTestId('club-news-item').filter({ hasText: TITLE });
    await expect(item.getByText('Published')).toBeVisible();
    await screenshot(page, 'news-staff');

    // Pat (on Riverside's register) reads it among all news, and in Riverside's alone.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'player@example.com');
    await page.goto('/news');
    await expect(page.getByText(TITLE)).toBeVisible();
    await screenshot(page, 'news-player');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'comms@example.com');
    await page.goto(`/clubs/dashboard/news?clubId=${riverside}`);
    await page.getByTestId('club-news-item').filter({ hasText: TITLE }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete news item' }).click();
    await expect(page.getByText('News item deleted')).toBeVisible();
    await expect(page.getByTestId('club-news-item').filter({ hasText: TITLE })).toHaveCount(0);
  });

  test("the club's news item about its competition opens the competition's page", async ({ page }) => {
    // Issue 27: it announced championships that do not exist and linked to /clubs/details with no club.
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    await page.goto('/news');
    await page.getByRole('link', { name: 'Club Night League: fixtures, results and the ladder' }).click();
    await expect(page).toHaveURL(/\/tournament\/draw\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Riverside Club Night League: draw', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ' v ' }).first()).toBeVisible();
    await screenshot(page, 'news-competition-link');
  });

  test('the news screen at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'comms@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/news?clubId=${riverside}`);
    await expect(page.getByText('Club Night League: fixtures, results and the ladder')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'news-phone');
  });

  test('staff write a post with a picture; a player reads its first line, then the whole text, at 390 px', async ({
    page,
  }) => {
    const headline = `E2E: the clubhouse reopens ${unique()}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'comms@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/news?clubId=${riverside}`);
    // The demo's draft goes, after a question.
    const draft = page.getByTestId('club-news-post').filter({ hasText: 'Annual general meeting' });
    await draft.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(draft).toHaveCount(0);

    await page.getByRole('button', { name: 'Write a post' }).click();
    const form = page.getByRole('form', { name: 'Write a post' });
    await form.getByLabel(/^Headline/).fill(headline);
    await form
      .getByLabel(/^Text/)
      .fill('The clubhouse is open again after its new roof.\n\nThe kitchen reopens on Saturday for the club day.');
    await form.getByLabel(/^Picture/).fill('http://example.org/roof.png');
    await form.getByText('Now (published)').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      form.getByText('The picture must be an uploaded image or an address that starts with https://'),
    ).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(form.getByLabel(/^Picture/)).toHaveValue(/^\/api\/newsletterimage\/[\w-]+\/$/);
    await form.getByLabel(/^Read-more link/).fill('/clubs/book');
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: headline })).toBeVisible();
    // The thumbnail is decorative (alt=""): found as an img element, loaded.
    await expect(preview.locator('img')).toHaveJSProperty('complete', true);
    await expect(preview.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
    await screenshot(page, 'news-post-write');
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Post published')).toBeVisible();
    await expect(page.getByTestId('club-news-post').filter({ hasText: headline }).getByText('Published')).toBeVisible();

    // Pat, on a phone: the list shows the picture, headline and first line; Read more opens the rest.
    await page.setViewportSize({ width: 390, height: 844 });
    await switchTo(page, 'player@example.com');
    await page.goto('/news');
    const post = page.getByTestId('news-post').filter({ hasText: headline });
    await expect(post.getByText('The clubhouse is open again after its new roof.')).toBeVisible();
    await expect(post.locator('img')).toBeVisible();
    await expect(post.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
    await expect(post.getByText('The kitchen reopens')).toHaveCount(0);
    await expect(page.getByTestId('news-post').filter({ hasText: 'Court 3 reopens in red clay' })).toBeVisible();
    await post.getByRole('button', { name: /Read more/ }).click();
    await expect(post.getByText('The kitchen reopens on Saturday for the club day.')).toBeVisible();
    await expect(post.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/clubs/book');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'news-post-phone');
  });
});
