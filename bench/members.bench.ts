// The member register at scale, on the embedded database (PGlite, in memory) and on PostgreSQL
// (BENCH_DATABASE_URL's server or a throw-away one, lib/databases.ts):
// - a 10,000-member bulk import through the API (POST /api/cmember/bulk/, one request);
// - a filtered, paged list (search + gender + age window, page 50) over 100,000 members, with
//   the plan PostgreSQL chose for the searched query (is the trigram index used?).
// Run: npm run bench -- members   (BENCH_DATABASES=pglite or postgres for one; BENCH_IMPORT_RUNS=0
// skips the import)
import { eq, sql, type SQL } from 'drizzle-orm';
import { ageWindow, memberSchema } from '@rally/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { seedReference } from '../apps/server/src/db/seed/reference.seed';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.seed';
import { clubs } from '../apps/server/src/db/schema';
import { insertMembers, memberWrite } from '../apps/server/src/modules/members/member-writes';
import { memberWhere } from '../apps/server/src/modules/members/members.service';
import { getClubFacts } from '../apps/server/src/modules/members/member-records';
import { clubMembers } from '../apps/server/src/modules/members/members.tables';
import { onEachDatabase } from './lib/databases';

const IMPORT_ROWS = 10_000;
const LIST_MEMBERS = 100_000;
const RUNS = 5;
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? RUNS);

const firstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Jack',
  'Mia',
  'Leo',
  'Isla',
  'Oscar',
  'Grace',
  'Henry',
  'Chloe',
  'Lucas',
  'Zoe',
  'Max',
  'Ruby',
  'Ethan',
  'Lily',
  'Sam',
];
const lastNames = [
  'Nguyen',
  'Smith',
  'Williams',
  'Brown',
  'Jones',
  'Taylor',
  'Wilson',
  'Chen',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Anderson',
  'Thompson',
  'Harris',
];

/** A plausible member: names and dates spread so that the list filters each keep part of the club. */
const memberRow = (i: number) => ({
  membership_number: `B${100000 + i}`,
  first_name: firstNames[i % firstNames.length],
  last_name: `${lastNames[(i * 7) % lastNames.length]}`,
  email_set: [`member${i}@bench.example`],
  street_addr: `${1 + (i % 200)} Baseline Road`,
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone_number: `04${String(10_000_000 + i).slice(-8)}`,
  gender: ['M', 'F', 'U'][i % 3],
  dob: `${1940 + (i % 80)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  billing_cycle: null,
});

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchOn(label: string, database: Database) {
  console.log(`\n-- ${label}`);
  let t = performance.now();
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  console.log(`setup (migrate + reference + demo seed): ${ms(t)}`);

  const config = loadConfig(
    {},
    {
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      webDist: '/nonexistent',
      authRateLimit: 1000,
      twoFactorExempt: true,
    },
  );
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const { token } = (
    await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'fees@example.com', password: DEMO_PASSWORD },
    })
  ).json();
  const headers = { authorization: `Token ${token}` };
  const [riverside] = await database.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, 'Riverside Tennis Club'));

  // 1. Bulk import through the API: JSON in, checks, one transaction, members out.
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => memberRow(i));
  const payload = JSON.stringify(rows);
  const importTimes: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run++) {
    t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/cmember/bulk/?club=${riverside.id}&flush=True`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    importTimes.push(performance.now() - t);
    if (res.statusCode !== 201) throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  if (IMPORT_RUNS)
    console.log(
      `import ${IMPORT_ROWS.toLocaleString('en')} members (POST /api/cmember/bulk/?flush=True, ${(payload.length / 1e6).toFixed(1)} MB): median ${median(importTimes).toFixed(0)} ms, runs ${importTimes.map((v) => v.toFixed(0)).join(' / ')} ms`,
    );

  // 2. 100,000 members written directly in batches, then the list query.
  t = performance.now();
  const first = IMPORT_RUNS ? IMPORT_ROWS : 0;
  const writes = Array.from({ length: LIST_MEMBERS - first }, (_, k) => {
    const i = first + k;
    return memberWrite(memberSchema.parse(memberRow(i)), {
      club_id: riverside.id,
      player_id: null,
      date_joined: '2024-01-01',
    });
  });
  await database.db.transaction(async (tx) => {
    await insertMembers(tx, writes);
  });
  console.log(`insert ${(LIST_MEMBERS - first).toLocaleString('en')} more members directly (batched): ${ms(t)}`);
  // Fresh statistics, as autovacuum would have them by the time a register this size is searched.
  await database.db.execute(sql`analyze club_members`);

  const queries: [string, Record<string, string | number>][] = [
    ['search + gender + age window, page 50', { search: 'son', gender: 'F', ...ageWindow(30), page: 50 }],
    ['search alone, page 50', { search: 'son', page: 50 }],
    ['no filter, page 50', { page: 50 }],
    ['no filter, last page', { page: LIST_MEMBERS / 10 }],
    ['expired or no membership, page 1', { no_membership: 'True', page: 1 }],
  ];
  for (const [name, query] of queries) {
    const url = `/api/clubmember/?${new URLSearchParams(Object.entries({ club: riverside.id, page_size: 10, ...query }).map(([k, v]): [string, string] => [k, String(v)]))}`;
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run++) {
      t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      count = res.json().count;
    }
    console.log(
      `list over ${LIST_MEMBERS.toLocaleString('en')}: ${name} (${count.toLocaleString('en')} match): median ${median(times).toFixed(0)} ms, best ${Math.min(...times).toFixed(0)} ms`,
    );
  }
  if (database.kind === 'postgres') await explainSearch(database, riverside.id);
  await app.close();
}

/** PostgreSQL's plans for the searched pages: an index (trigram, or gender and dob), never every member. */
async function explainSearch(database: Database, clubId: number) {
  const club = await getClubFacts(database.db, clubId);
  const filtered = memberWhere({ search: 'son', gender: 'F', ...ageWindow(30) }, club);
  const searched = memberWhere({ search: 'son' }, club);
  const page = (where: SQL) =>
    sql`select id from club_members where ${where} order by lower(${clubMembers.last_name}), lower(${clubMembers.first_name}), id limit 10 offset 490`;
  for (const [name, query] of [
    ['search + gender + age window, count', sql`select count(*) from club_members where ${filtered}`],
    ['search + gender + age window, page 50', page(filtered)],
    ['search alone, page 50', page(searched)],
  ] as const) {
    const plan = (await database.db.execute(
      sql`explain (analyze, costs off, timing off, summary on) ${query}`,
    )) as unknown as { rows: Record<string, string>[] };
    console.log(`plan of ${name}:\n${plan.rows.map((r) => `  ${Object.values(r)[0]}`).join('\n')}`);
  }
}

await onEachDatabase(benchOn, { poolSize: 5 });
