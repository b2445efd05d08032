import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterRecipient, NewsletterRecord } from '@rally/domain';
import { clubMembers, clubs, newsletterRecipients, newsletters, outbox } from '../../db/schema';
import type { Mailer, OutboxMail } from '../../integrations/mail/mailer';
import { queueMail } from '../../integrations/mail/mailer';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { hashKey } from '../../http/auth';
import { xssVectors } from '../../../test/fixtures/xss-vectors';
import { newsletterText, sanitizeNewsletterHtml } from './newsletter-html';
import * as clock from '../../clock';

// Newsletters through the API: drafts sanitised on save, sending through the jobs queue in
// batches with each recipient's status, a refusing SMTP server retried, unsubscribes skipped.

type Caller = 'agent' | 'comms' | 'fees' | 'player' | 'other';
const emails: Record<Caller, string> = {
  agent: 'agent@example.com',
  comms: 'comms@example.com',
  fees: 'fees@example.com',
  player: 'player@example.com',
  other: 'other-agent@example.com',
};

/** A mailer that records what it is handed, and refuses the addresses in `refuse` (each refusal used once). */
const delivered: OutboxMail[] = [];
const refuse = new Map<string, number>();
const mailer: Mailer = {
  queue: queueMail,
  async deliver(mail) {
    const left = refuse.get(mail.to) ?? 0;
    if (left > 0) {
      refuse.set(mail.to, left - 1);
      throw new Error('451 4.3.0 Mailbox temporarily unavailable');
    }
    delivered.push(mail);
    return 'sent';
  },
};

let t: TestApp;
let riverside = 0;
const tokens = {} as Record<Caller, string>;
const call = (who: Caller | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: tokens[who] } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp({}, { mailer });
  [{ id: riverside }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  for (const [who, email] of Object.entries(emails) as [Caller, string][]) tokens[who] = await login(t.app, email);
});
afterAll(() => t.close());

async function members(n: number, tag: string): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    first_name: `N${i}`,
    last_name: tag,
    email_set: [`${tag.toLowerCase()}${i}@news.example`],
  }));
  const res = await call('agent', 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().members.map((m: { id: number }) => m.id);
}

async function draft(body: Record<string, unknown>): Promise<NewsletterRecord> {
  const res = await call('comms', 'POST', '/api/newsletter/', {
    club: riverside,
    subject: 'Spring news',
    html: '<h2>Hello</h2>',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Runs the due jobs until none is left, moving the clock past retries. */
async function drain(rounds = 8) {
  let now = clock.nowMs();
  for (let i = 0; i < rounds; i += 1) {
    await t.runJobs(new Date(now));
    now += 10 * 60_000;
  }
}

/** What must never be left in stored newsletter HTML: a tag that runs or loads code, a handler, a script URL, a style. */
function expectHarmless(clean: string) {
  expect(clean).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|meta|link|base|form|input|body|frameset|frame|template|noscript|textarea)/i,
  );
  expect(clean).not.toMatch(/\son\w+\s*=/i);
  expect(clean).not.toMatch(/(href|src)\s*=\s*["'`]?\s*\W*(javascript|vbscript|data):/i);
  expect(clean).not.toMatch(/\sstyle\s*=/i);
}

describe('the sanitiser (issue 12: OWASP XSS filter evasion vectors)', () => {
  it.each(xssVectors.map((v, i) => [i, v] as const))('vector %i keeps nothing that runs', (_, vector) => {
    expectHarmless(sanitizeNewsletterHtml(vector));
  });

  it('through the API: every vector saved by POST and by PATCH is stored and answered harmless', async () => {
    const first = await draft({ subject: 'XSS corpus', html: '<p>start</p>' });
    for (const vector of xssVectors) {
      const created = await call('comms', 'POST', '/api/newsletter/', {
        club: riverside,
        subject: 'XSS',
        html: vector,
      });
      expect(created.statusCode, created.body).toBe(201);
      expectHarmless(created.json().html);
      const patched = await call('comms', 'PATCH', `/api/newsletter/${first.id}/`, {
        html: `<p>before</p>${vector}<p>after</p>`,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expectHarmless(patched.json().html);
    }
    // The whole corpus at once, read back by the list a member's browser reads.
    const all = await call('comms', 'POST', '/api/newsletter/', {
      club: riverside,
      subject: 'XSS all',
      html: xssVectors.join('\n'),
    });
    expectHarmless(all.json().html);
    const [stored] = await t.db.select().from(newsletters).where(eq(newsletters.id, all.json().id));
    expectHarmless(stored.html);
  });

  it('keeps what the editor makes: headings, bold, lists, links, https images and the button', () => {
    const html =
      '<h1>Title</h1><p><strong>Bold</strong> <em>it</em> <a href="https://club.example/x">link</a></p><ul><li>one</li></ul><img src="https://img.example/a.png" alt="Court"><a class="newsletter-button" href="https://club.example/book">Book now</a>';
    expect(sanitizeNewsletterHtml(html)).toBe(
      '<h1>Title</h1><p><strong>Bold</strong> <em>it</em> <a href="https://club.example/x" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul><img src="https://img.example/a.png" alt="Court" /><a class="newsletter-button" href="https://club.example/book" target="_blank" rel="noopener noreferrer">Book now</a>',
    );
    expect(sanitizeNewsletterHtml('<img src="http://img.example/a.png">')).toBe('');
    expect(newsletterText(html)).toBe(
      'Title\nBold it link (https://club.example/x)\n- one\nBook now (https://club.example/book)',
    );
  });
});

describe('newsletters', () => {
  it('saves a draft sanitised; PATCH changes it; COMMUNCIATIONS may, MEMBERSHIP_FEES 403, another club 404', async () => {
    const n = await draft({
      html: '<h2 onclick="x()">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      all_members: true,
    });
    expect(n).toMatchObject({
      status: 'D',
      html: '<h2>Hi</h2><a target="_blank" rel="noopener noreferrer">x</a>',
      all_members: true,
      progress: { total: 0 },
    });
    const patched = await call('comms', 'PATCH', `/api/newsletter/${n.id}/`, { subject: 'Autumn news' });
    expect(patched.json()).toMatchObject({ subject: 'Autumn news', html: n.html });
    expect((await call('fees', 'GET', `/api/newsletter/?club=${riverside}`)).statusCode).toBe(403);
    expect((await call('fees', 'PATCH', `/api/newsletter/${n.id}/`, { subject: 'x' })).statusCode).toBe(403);
    expect((await call('other', 'GET', `/api/newsletter/${n.id}/`)).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/newsletter/${n.id}/`)).statusCode).toBe(404);
    // A member sees no draft.
    expect((await call('player', 'GET', `/api/newsletter/${n.id}/`)).statusCode).toBe(404);
    expect((await call('comms', 'DELETE', `/api/newsletter/${n.id}/`)).statusCode).toBe(204);
  });

  it(
    'sends to a group in batches through the queue: each once, a refusing server retried, unsubscribed skipped, statuses and progress',
    { timeout: 120_000 },
    async () => {
      const ids = await members(240, 'Batch');
      const group = (
        await call('comms', 'POST', '/api/messagegroup/', {
          club: riverside,
          name: 'Batch',
          ttype: 'P',
          player_set: ids,
        })
      ).json();
      // The same address on two members: it gets one newsletter.
      await t.db
        .update(clubMembers)
        .set({ email_set: ['batch0@news.example'] })
        .where(eq(clubMembers.id, ids[1]));
      refuse.set('batch5@news.example', 2); // refused twice, then accepted
      refuse.set('batch6@news.example', 99); // refused every time
      const first = await draft({ subject: 'First', html: '<p>One</p>', group_set: [group.id] });
      expect((await call('comms', 'POST', `/api/newsletter/${first.id}/send/`, {})).json().status).toBe('S');
      await drain();
      const firstDone: NewsletterRecord = (await call('comms', 'GET', `/api/newsletter/${first.id}/`)).json();
      expect(firstDone).toMatchObject({
        status: 'T',
        progress: { total: 239, sent: 238, failed: 1, skipped: 0, queued: 0 },
      });
      const sentFirst = delivered.filter((m) => m.subject === 'First');
      expect(sentFirst).toHaveLength(238);
      expect(new Set(sentFirst.map((m) => m.to)).size).toBe(238);
      const failed = (await call('comms', 'GET', `/api/newsletter/${first.id}/recipients/?status=failed`)).json();
      expect(failed.results).toEqual([
        expect.objectContaining({
          email: 'batch6@news.example',
          status: 'failed',
          reason: '451 4.3.0 Mailbox temporarily unavailable',
        }),
      ]);
      // Every e-mail: plain text beside HTML, an unsubscribe link and one-click headers.
      const mail = sentFirst[0];
      expect(mail.text).toContain('One');
      expect(mail.html).toContain('Unsubscribe</a>');
      expect(mail.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/newsletter\/unsubscribe\/\?token=[\w-]+>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The link's secret is only in the mail: the database keeps its SHA-256 (issue 25). A copy
      // refused and sent again got a link of its own each try (batch5: three tries).
      const tokenIn = (m: (typeof sentFirst)[number]) => /\?token=([\w-]+)>/.exec(m.headers!['List-Unsubscribe'])![1];
      const sevenMail = sentFirst.find((m) => m.to === 'batch7@news.example')!;
      const [seven] = await t.db
        .select()
        .from(newsletterRecipients)
        .where(
          and(eq(newsletterRecipients.newsletter_id, first.id), eq(newsletterRecipients.email, 'batch7@news.example')),
        );
      expect(seven.unsubscribe_hashes).toEqual([hashKey(tokenIn(sevenMail))]);
      expect(JSON.stringify(seven)).not.toContain(tokenIn(sevenMail));
      const [five] = await t.db
        .select()
        .from(newsletterRecipients)
        .where(
          and(eq(newsletterRecipients.newsletter_id, first.id), eq(newsletterRecipients.email, 'batch5@news.example')),
        );
      expect(five.unsubscribe_hashes).toHaveLength(3);
      expect(five.unsubscribe_hashes.at(-1)).toBe(
        hashKey(tokenIn(sentFirst.find((m) => m.to === 'batch5@news.example')!)),
      );
      // One click unsubscribes batch7; the next newsletter skips and shows them.
      const click = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe/?token=${tokenIn(sevenMail)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(click.statusCode, click.body).toBe(200);
      expect(click.json().detail).toBe(
        'batch7@news.example will no longer receive newsletters from Riverside Tennis Club.',
      );
      const second = await draft({ subject: 'Second', html: '<p>Two</p>', group_set: [group.id] });
      await call('comms', 'POST', `/api/newsletter/${second.id}/send/`, {});
      await drain();
      expect((await call('comms', 'GET', `/api/newsletter/${second.id}/`)).json().progress).toMatchObject({
        total: 239,
        skipped: 1,
        failed: 1,
        sent: 237,
      });
      const skipped = (await call('comms', 'GET', `/api/newsletter/${second.id}/recipients/?status=skipped`)).json()
        .results as NewsletterRecipient[];
      expect(skipped).toEqual([expect.objectContaining({ email: 'batch7@news.example', reason: 'Unsubscribed' })]);
      expect(delivered.filter((m) => m.subject === 'Second' && m.to === 'batch7@news.example')).toHaveLength(0);

      // Sent newsletters stay readable by members; a sent one can no longer change.
      const list = (await call('player', 'GET', `/api/newsletter/?club=${riverside}`)).json();
      expect(list.results.map((r: NewsletterRecord) => r.subject)).toEqual(expect.arrayContaining(['First', 'Second']));
      expect(list.results.every((r: NewsletterRecord) => r.status === 'T')).toBe(true);
      expect((await call('comms', 'PATCH', `/api/newsletter/${first.id}/`, { subject: 'x' })).statusCode).toBe(409);
    },
  );

  it('schedules for later and sends a test to the caller', async () => {
    const n = await draft({ subject: 'Later', all_members: true });
    const at = new Date(clock.nowMs() + 3_600_000).toISOString();
    const scheduled = (await call('comms', 'POST', `/api/newsletter/${n.id}/send/`, { send_at: at })).json();
    expect(scheduled).toMatchObject({ status: 'S', send_at: at });
    await t.runJobs();
    expect((await call('comms', 'GET', `/api/newsletter/${n.id}/`)).json().status).toBe('S');
    const test = await call('comms', 'POST', `/api/newsletter/${n.id}/test/`);
    expect(test.json().detail).toBe('A test was sent to comms@example.com.');
    const none = await draft({ subject: 'Nobody' });
    expect((await call('comms', 'POST', `/api/newsletter/${none.id}/send/`, {})).json().reason).toBe(
      'Choose groups or all members',
    );
  });

  it('uploads an image (type by its bytes, at most 2 MB), keeps it through the sanitiser, serves it publicly and puts its absolute address in the e-mail', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const up = await call('comms', 'POST', '/api/newsletterimage/', {
      club: riverside,
      name: 'court.png',
      data: png.toString('base64'),
    });
    expect(up.statusCode, up.body).toBe(201);
    const image = up.json();
    expect(image).toMatchObject({
      content_type: 'image/png',
      size: png.length,
      src: expect.stringMatching(/^\/api\/newsletterimage\/[\w-]+\/$/),
      url: `http://localhost:3000${image.src}`,
    });
    // Served to anyone (a mail client has no login), as it was uploaded, cached as immutable.
    const served = await t.app.inject({ method: 'GET', url: image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletterimage/not-a-real-key-at-all/' })).statusCode).toBe(
      404,
    );
    // Refused: a file that is not one of the image types whatever its name, one over 2 MB, a role without Messages, another club.
    expect(
      (
        await call('comms', 'POST', '/api/newsletterimage/', {
          club: riverside,
          name: 'x.png',
          data: Buffer.from('<svg onload=alert(1)>').toString('base64'),
        })
      ).json().reason,
    ).toBe('Choose a PNG, JPEG, GIF or WebP image');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expect(
      (await call('comms', 'POST', '/api/newsletterimage/', { club: riverside, name: 'big.png', data: big })).json()
        .reason,
    ).toBe('The image is larger than 2 MB');
    expect(
      (await call('fees', 'POST', '/api/newsletterimage/', { club: riverside, data: png.toString('base64') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('other', 'POST', '/api/newsletterimage/', { club: riverside, data: png.toString('base64') }))
        .statusCode,
    ).toBe(404);
    // The uploaded path survives the sanitiser; another relative path does not.
    const n = await draft({
      subject: 'With a picture',
      html: `<p>Look</p><img src="${image.src}" alt="Court 1"><img src="/api/user/">`,
      all_members: true,
    });
    expect(n.html).toBe(`<p>Look</p><img src="${image.src}" alt="Court 1" />`);
    await call('comms', 'POST', `/api/newsletter/${n.id}/test/`);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.subject, '[Test] With a picture'));
    expect(mail.html).toContain(`<img src="http://localhost:3000${image.src}" alt="Court 1" />`);
  });
});
