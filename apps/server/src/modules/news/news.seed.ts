import type { Tx } from '../../db/client';
import { newsletterImages } from '../messaging/newsletters.tables';
import { newsPosts } from './news.tables';
import { clayCourtPng, floodlitCourtPng, juniorsCourtPng } from './news-thumbs.seed';

// The demo's news posts at Riverside (issue 27): three published, each with a thumbnail drawn
// here and stored as the club's uploaded image (as the post form uploads one), and one draft
// without a picture, so both lists have a shape. Stamps are days before the clock's today.

const thumbs = [
  { key: 'demo-riverside-clay-court', name: 'clay-court.png', png: clayCourtPng },
  { key: 'demo-riverside-floodlights', name: 'floodlights.png', png: floodlitCourtPng },
  { key: 'demo-riverside-junior-coaching', name: 'junior-coaching.png', png: juniorsCourtPng },
] as const;

export async function seedDemoNewsPosts(
  tx: Tx,
  input: { club: number; author: number; daysAgo: (days: number, hour?: number) => Date },
) {
  await tx.insert(newsletterImages).values(
    thumbs.map((t) => {
      const bytes = t.png();
      return {
        club_id: input.club,
        key: t.key,
        name: t.name,
        content_type: 'image/png',
        size: bytes.length,
        bytes,
        uploaded_by: input.author,
        created: input.daysAgo(20),
      };
    }),
  );
  const src = (i: number) => `/api/newsletterimage/${thumbs[i].key}/`;
  const post = { club_id: input.club, author_id: input.author } as const;
  await tx.insert(newsPosts).values([
    {
      ...post,
      headline: 'Court 3 reopens in red clay',
      text: [
        'Court 3 is back, resurfaced in red clay, and open for bookings now.',
        'Clay is slower and kinder on the knees: rallies run longer and the ball sits up after the bounce. Wear clay or all-court shoes (no running shoes, they tear the surface), and brush the court with the drag mat at the end of your hour; the mats hang by the gate.',
        'For its first two weeks Court 3 is at off-peak rates all day, so everyone can give it a try.',
      ].join('\n\n'),
      readmore: '/clubs/book',
      thumb: src(0),
      status: 'P',
      stamp: input.daysAgo(2, 10),
      created: input.daysAgo(3),
    },
    {
      ...post,
      headline: 'Floodlights on every court from Monday',
      text: [
        'The new LED floodlights are in: from Monday every court can be booked until 10 pm.',
        'Lights switch on by themselves with an evening booking and go off 15 minutes after the last one ends. Evening hours after 6 pm are at the peak rate; members book them up to two weeks ahead.',
      ].join('\n\n'),
      readmore: null,
      thumb: src(1),
      status: 'P',
      stamp: input.daysAgo(9, 17),
      created: input.daysAgo(10),
    },
    {
      ...post,
      headline: 'Junior coaching: next term’s groups are open',
      text: [
        'Hot Shots (ages 5 to 8) and Junior Development (9 to 14) start again in two weeks, after school on Tuesdays and Thursdays.',
        'Groups are small, six players to a coach, and sorted by level after a free first session. Racquets and balls are provided for the youngest.',
        'Places go in the order parents sign up; a full group takes a waiting list.',
      ].join('\n\n'),
      readmore: '/clubs/clinics',
      thumb: src(2),
      status: 'P',
      stamp: input.daysAgo(16, 8),
      created: input.daysAgo(16),
    },
    {
      ...post,
      headline: 'Annual general meeting: nominations for the committee',
      text: 'The AGM is in the clubhouse next month. Nominations for president, treasurer and two committee places close a week before.\n\nThe agenda and last year’s accounts will be on the noticeboard.',
      status: 'D',
      created: input.daysAgo(1),
    },
  ]);
}
