import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { startsLikeFormula, type ClubMember, type MemberFee, type TransactionRecord } from '@rally/domain';
import type { Participant } from './features/clinics/api/events.api';
import * as clinicExport from './features/clinics/clinic-export';
import * as reportFormat from './features/insights/report-format';
import * as feesCsv from './features/members/components/fees/fees-csv';
import * as memberExport from './features/members/components/member-export';
import * as paymentsFormat from './features/payments/payments-format';
import * as accountingCsv from './features/payments/accounting-csv';
import * as creditExport from './features/payments/credit-export';

// Every CSV export the product writes (they are all built in the browser: the server sends JSON),
// run with people, items and clinics named like formulas: no cell may start with a formula lead
// (= + - @, tab, carriage return, NUL: @rally/domain FORMULA_LEADS). The list below is checked
// against the sources, so an export added without a line here (or written without the one
// writer, lib/download.ts toCsv) fails this file. It lives at the top of src/, not in lib/,
// because it imports every feature's export and lib/ may import no feature.

const HOSTILE = ['=HYPERLINK("http://x","y")', '+1', '-1', '@SUM(A1)', '\tTab', '\rReturn', '\0=NUL', '\uFF1D1+1'];
const ZONE = 'Australia/Sydney';

const member = (name: string): ClubMember =>
  ({
    id: 1,
    club: 1,
    player: null,
    is_user: false,
    membership_number: name,
    date_joined: null,
    first_name: name,
    last_name: name,
    email_set: [name, name],
    street_addr: name,
    city: name,
    state: name,
    postcode: name,
    phone_number: name,
    gender: 'U',
    dob: null,
    ntrp_level: null,
    membership_type: 1,
    expires: null,
    billing_cycle: 'A',
    group: 1,
    sub_status: null,
    is_expired: false,
    stripe_customer: null,
  }) as ClubMember;

const fee = (name: string): MemberFee => ({
  member: 1,
  name,
  email: name,
  membership_number: name,
  membership_type: 1,
  membership_type_name: name,
  billing_cycle: 'A',
  expires: '2026-06-30',
  sub_status: 'C',
  state: 'paid',
  amount: '300.00',
  currency: 'aud',
  days_overdue: 0,
  last_paid: '2026-01-02',
});

const transaction = (name: string): TransactionRecord => ({
  id: 7,
  club: 1,
  kind: 'S',
  desc: name,
  status: 'F',
  created: '2026-01-15T23:30:00.000Z',
  amount: '12.50',
  paid: '0',
  refunded: '0',
  refundable: '0',
  currency: 'AUD',
  failure_code: 'card_declined',
  failure_reason: name,
  failure_detail: null,
  refund_set: [],
  player: 1,
  club_customer: null,
  payment_method: 'C',
  payer_name: name,
  payer_email: name,
  item_name: name,
  item_ref: null,
  quantity: 1,
  membership_type: null,
  receiver_account: null,
  destination_amount: null,
  card_brand: null,
  card_last4: null,
  receipt_number: null,
});

const participant = (name: string): Participant => ({
  id: 1,
  event: 1,
  player: null,
  created_by: null,
  member: true,
  agreed_terms: false,
  name,
  email: name,
  number: name,
  dob: null,
  gender: 'U',
  price: '25.00',
  paying: true,
  payment_status: 'U',
  all_sessions: true,
  notes: name,
  session_set: [1, 2],
  withdrawn_session_set: [],
});

type Row = { name: string; hours: number };

/** Each export's file (under src/), and the export run with one hostile name in every text it writes. */
const EXPORTS: Record<string, { module: object; run: (name: string) => string }> = {
  'features/members/components/member-export.ts': {
    module: memberExport,
    run: (name) =>
      memberExport.membersCsv([member(name)], {
        types: new Map([[1, { name, annual_price: '300.00', monthly_price: '30.00' }]]),
        groups: new Map([[1, { name }]]),
        currency: 'aud',
        today: '2026-11-22',
      }),
  },
  'features/members/components/fees/fees-csv.ts': { module: feesCsv, run: (name) => feesCsv.feesCsv([fee(name)]) },
  'features/payments/payments-format.ts': {
    module: paymentsFormat,
    run: (name) => paymentsFormat.transactionsCsv([transaction(name)], ZONE),
  },
  // Account credit (issue 30): the club's balances.
  'features/payments/credit-export.ts': {
    module: creditExport,
    run: (name) =>
      creditExport.creditBalancesCsv(
        {
          currency: 'AUD',
          limit: '0.00',
          totals: { accounts: 1, balance: '5.00', credit: '5.00', owed: '0.00' },
          results: [{ player: 1, name, email: name, balance: '5.00', entries: 1, last_entry: '2026-03-01T10:00:00Z' }],
        },
        ZONE,
      ),
  },
  'features/clinics/clinic-export.ts': {
    module: clinicExport,
    run: (name) => clinicExport.participantsCsv([participant(name)]),
  },
  // Issue 30: the accounting export (a Xero manual journal); its credits are negative numbers, written as numbers.
  'features/payments/accounting-csv.ts': {
    module: accountingCsv,
    run: (name) =>
      accountingCsv.accountingCsv([
        {
          narration: name,
          date: '06/04/2027',
          description: name,
          account_code: '612',
          tax_rate: name,
          amount: '25.00',
        },
      ]),
  },
  // Every insights table (bookings, coaches, membership, revenue) exports through reportCsv.
  'features/insights/report-format.ts': {
    module: reportFormat,
    run: (name) =>
      reportFormat.reportCsv<Row>(
        [
          { label: 'Name', csv: (r) => r.name },
          { label: 'Hours', csv: (r) => r.hours },
        ],
        [{ name, hours: 2 }],
      ),
  },
};

/** The cells of a CSV text as a spreadsheet reads them (the BOM dropped). */
const cellsOf = (csv: string): string[][] =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

// The product's sources, as text (tests left out).
const sources = Object.entries(
  import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => ({ file: file.replace(/^\.\//, ''), text }));

describe('every CSV export', () => {
  it('is in the list above, and writes through the one writer', () => {
    const writers = sources.filter((s) => /\btoCsv\(/.test(s.text) && s.file !== 'lib/download.ts').map((s) => s.file);
    expect(writers.sort()).toEqual(Object.keys(EXPORTS).sort());
    // No CSV made another way: by hand into a Blob, or by another library.
    const elsewhere = sources
      .filter((s) => s.file !== 'lib/download.ts' && /new Blob\(|\bunparse\(|csv-stringify/.test(s.text))
      .map((s) => s.file);
    expect(elsewhere).toEqual([]);
    // What is downloaded is the text of a listed export.
    const exported = new Set(Object.values(EXPORTS).flatMap((e) => Object.keys(e.module)));
    const downloads = sources.flatMap((s) =>
      [...s.text.matchAll(/downloadText\(\s*([A-Za-z_$][\w$]*)\(/g)].map((m) => ({ file: s.file, writer: m[1] })),
    );
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.filter((d) => !exported.has(d.writer) && d.writer !== 'reportCsv')).toEqual([]);
    expect(
      sources
        .filter((s) => /downloadText\(\s*(?![A-Za-z_$][\w$]*\()/.test(s.text) && s.file !== 'lib/download.ts')
        .map((s) => s.file),
    ).toEqual([]);
  });

  for (const [file, { run }] of Object.entries(EXPORTS)) {
    it(`${file}: no cell starts with a formula lead, whatever the names`, () => {
      for (const name of HOSTILE) {
        const cells = cellsOf(run(name)).flat();
        expect(
          cells.filter((cell) => startsLikeFormula(cell)),
          JSON.stringify(name),
        ).toEqual([]);
        expect(cells, JSON.stringify(name)).toContain(`'${name}`);
      }
    });
  }

  it('writes an escaped cell quoted, the OWASP way, and numbers as they are', () => {
    const csv = reportFormat.reportCsv<Row>(
      [
        { label: 'Name', csv: (r) => r.name },
        { label: 'Hours', csv: (r) => r.hours },
      ],
      [{ name: '+1', hours: -1 }],
    );
    expect(csv).toBe('\uFEFFName,Hours\n"\'+1",-1\n');
  });

  it("writes the accounting export in Xero's manual journal layout: its header, dd/mm/yyyy dates, credits as negative numbers", () => {
    const csv = accountingCsv.accountingCsv([
      {
        narration: 'Takings',
        date: '06/04/2027',
        description: 'Racquet',
        account_code: '202',
        tax_rate: 'BAS Excluded',
        amount: '-100.00',
      },
    ]);
    expect(csv).toBe(
      '\uFEFF*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2\n' +
        'Takings,06/04/2027,Racquet,202,BAS Excluded,-100,,,,\n',
    );
  });

  it("writes the transactions' times in the club's zone, the zone named in the header", () => {
    const [header, row] = cellsOf(paymentsFormat.transactionsCsv([transaction('Sam')], ZONE));
    expect(header[1]).toBe('Date (Australia/Sydney)');
    expect(row[1]).toBe('2026-01-16 10:30');
  });
});
