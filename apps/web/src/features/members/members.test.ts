import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClubMember, ExportLookup } from '@rally/domain';
import { bulkAddMembers, saveMember, saveMembershipType, updateMembership } from './api/member-store';
import { membersCsv } from './components/member-export';
import { clubToday } from '../../lib/format';

const member = (change: Partial<ClubMember>): ClubMember => ({
  id: 1,
  club: 1,
  player: null,
  is_user: false,
  membership_number: '',
  date_joined: null,
  first_name: 'Emma',
  last_name: 'Nguyen',
  email_set: [],
  street_addr: '',
  city: '',
  state: '',
  postcode: '',
  phone_number: '',
  gender: 'U',
  dob: null,
  ntrp_level: null,
  membership_type: null,
  expires: null,
  billing_cycle: null,
  group: null,
  sub_status: null,
  is_expired: false,
  stripe_customer: null,
  has_club_matcha: false,
  ...change,
});
const lookup: ExportLookup = { types: new Map(), groups: new Map(), currency: 'aud', today: '2026-11-22' };

/** The cells of a CSV line as written (quotes kept), splitting on commas outside quotes. */
const cellsOf = (line: string) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));

describe('membersCsv', () => {
  it('writes the header and escapes formula leads, NUL included, so a spreadsheet never runs them', () => {
    const leads = ['=1+1', '+61 400', '-2', '@SUM(A1)', '\tTab', '\rCR', '\0=NUL'];
    const csv = membersCsv(
      leads.map((first_name, i) => member({ id: i, first_name, last_name: 'Plain' })),
      lookup,
    ).replace(/^\uFEFF/, '');
    const lines = csv.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Membership number,First name,Last name,Email,/);
    const firstNames = csv
      .split(/\n(?=,)/)
      .slice(1)
      .map((line) => cellsOf(line)[1]);
    // Quoted, the apostrophe inside (OWASP).
    expect(firstNames).toEqual([
      '"\'=1+1"',
      '"\'+61 400"',
      '"\'-2"',
      '"\'@SUM(A1)"',
      '"\'\tTab"',
      '"\'\rCR"',
      '"\'\0=NUL"',
    ]);
    expect(csv).toContain(',Plain,');
  });

  it('starts with a byte order mark so spreadsheets read UTF-8 names', () => {
    expect(membersCsv([member({ first_name: 'Zoë' })], lookup).startsWith('\uFEFF')).toBe(true);
  });
});

describe('the members store refusals (spec 2 §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses what fails the rules before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(saveMember(1, { first_name: '', last_name: 'X' })).rejects.toMatchObject({
      message: 'Invalid member details',
      fieldErrors: { first_name: ['First name is required'] },
    });
    await expect(updateMembership(5, { billing_cycle: 'Q' })).rejects.toThrow('Invalid membership details');
    await expect(saveMembershipType(1, { name: 'Free', annual_price: 0, monthly_price: 0 })).rejects.toThrow(
      'Invalid membership type details',
    );
    await expect(saveMember(null, { first_name: 'A', last_name: 'B' })).rejects.toThrow('Not enough data');
    await expect(updateMembership(undefined, {})).rejects.toThrow('Not enough data');
    await expect(bulkAddMembers(1, [])).rejects.toThrow('Not enough data');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a refused bulk add into the text of its first error row', async () => {
    const body = {
      reason: 'Row 2: First name is required',
      members: [],
      error_rows: [
        {
          row: 2,
          error: 'Row 2: First name is required',
          errors: { first_name: ['First name is required'] },
          data: {},
        },
        { row: 3, error: 'Row 3: Email: Please provide a valid email address', errors: {}, data: {} },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    const refusal = bulkAddMembers(1, [
      { first_name: 'A', last_name: 'B' },
      { last_name: 'C' },
      { first_name: 'D', last_name: 'E' },
    ]);
    await expect(refusal).rejects.toMatchObject({
      message: 'Row 2: First name is required',
      errorRows: body.error_rows,
    });
  });
});

describe('one-member saves', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("say 'Invalid member details' with the server's field messages", async () => {
    const row = {
      row: 1,
      error: 'Row 1: Membership type: The membership type Junior is full (at most 120 members)',
      errors: { membership_type: ['The membership type Junior is full (at most 120 members)'] },
      data: {},
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ reason: row.error, members: [], error_rows: [row] }), { status: 400 }),
      ),
    );
    await expect(saveMember(1, { first_name: 'A', last_name: 'B', membership_type: 3 })).rejects.toMatchObject({
      message: 'Invalid member details',
      fieldErrors: row.errors,
    });
  });

  it('keep the words of a refusal about the row itself', async () => {
    const row = {
      row: 1,
      error: 'Row 1: Member not found',
      errors: { non_field_errors: ['Member not found'] },
      data: {},
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ reason: row.error, members: [], error_rows: [row] }), { status: 400 }),
      ),
    );
    await expect(saveMember(1, { first_name: 'A', last_name: 'B' }, 99)).rejects.toThrow(/^Member not found$/);
  });
});

describe('clubToday', () => {
  it("is the date in the club's time zone", () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    expect(clubToday({ time_zone: 'Australia/Sydney' }, instant)).toBe('2026-11-22');
    expect(clubToday({ time_zone: 'America/New_York' }, instant)).toBe('2026-11-21');
  });
});
