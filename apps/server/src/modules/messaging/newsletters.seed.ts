import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hashKey } from '../../http/auth';
import { clubMembers } from '../members/members.tables';
import { newsletterGroups, newsletterRecipients, newsletters } from './newsletters.tables';
import { sanitizeNewsletterHtml } from './newsletter-html';
import * as clock from '../../clock';

// Demo newsletters: two sent to all members (with their deliveries) and a draft to a group, so
// the Newsletters screen and a member's Newsletters tab look lived in.

const daysAgo = (d: number) => new Date(clock.nowMs() - d * 86_400_000);

const sent = [
  {
    subject: 'Riverside news: winter league and new floodlights',
    at: 24,
    html: `<h2>Winter league starts next month</h2>
<p>Teams of four, one evening a week, all standards welcome. Put your name on the sheet in the clubhouse or reply to the club on Rally by the end of the month.</p>
<h3>Floodlights on courts 1 and 2</h3>
<p>The new LED floodlights are in: both courts can now be booked until <strong>10 pm</strong>, all year.</p>
<ul><li>Light is included in the court fee</li><li>Switch off with the key switch when you leave</li></ul>
<p><a class="newsletter-button" href="https://riverside-tennis.example/book">Book a court</a></p>`,
  },
  {
    subject: 'Spring open day: bring a friend',
    at: 6,
    html: `<h2>Open day on Saturday 10 am – 2 pm</h2>
<p>Free coaching taster sessions with our coaches, a round-robin for members and a barbecue on the terrace. Bring a friend who has always wanted to play: rackets and balls are provided.</p>
<ol><li>10 am: junior tasters</li><li>11:30 am: adult tasters</li><li>1 pm: members' round-robin</li></ol>
<p>Read the <a href="https://riverside-tennis.example/open-day">full programme</a>.</p>`,
  },
];

export async function seedDemoNewsletters(tx: Tx, club: number, author: number, draftGroup: number) {
  const members = await tx
    .select({
      id: clubMembers.id,
      first: clubMembers.first_name,
      last: clubMembers.last_name,
      emails: clubMembers.email_set,
    })
    .from(clubMembers)
    .where(eq(clubMembers.club_id, club))
    .orderBy(asc(clubMembers.id));
  for (const n of sent) {
    const [row] = await tx
      .insert(newsletters)
      .values({
        club_id: club,
        subject: n.subject,
        html: sanitizeNewsletterHtml(n.html),
        status: 'T',
        all_members: true,
        send_at: daysAgo(n.at),
        sent_at: daysAgo(n.at),
        author_id: author,
        created: daysAgo(n.at + 1),
        modified: daysAgo(n.at),
      })
      .returning();
    const seen = new Set<string>();
    const rows = [];
    for (const m of members) {
      const email = (m.emails[0] ?? '').trim().toLowerCase();
      if (!email || seen.has(email)) continue;
      seen.add(email);
      rows.push({
        club_id: club,
        newsletter_id: row.id,
        member_id: m.id,
        name: `${m.first} ${m.last}`,
        email,
        status: 'sent' as const,
        attempts: 1,
        unsubscribe_hashes: [hashKey(randomBytes(18).toString('base64url'))],
        sent_at: daysAgo(n.at),
      });
    }
    if (rows.length) await tx.insert(newsletterRecipients).values(rows);
  }
  const [draft] = await tx
    .insert(newsletters)
    .values({
      club_id: club,
      subject: 'Committee: AGM papers',
      html: sanitizeNewsletterHtml(
        '<h2>Annual general meeting</h2><p>The accounts and the proposals for next year are attached to the notice in the clubhouse. Please read them before the meeting.</p>',
      ),
      status: 'D',
      all_members: false,
      author_id: author,
      created: daysAgo(1),
      modified: daysAgo(1),
    })
    .returning();
  await tx.insert(newsletterGroups).values({ club_id: club, newsletter_id: draft.id, group_id: draftGroup });
}
