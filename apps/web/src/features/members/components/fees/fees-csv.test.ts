import type { MemberFee } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { feesCsv } from './fees-csv';

const fee = (over: Partial<MemberFee>): MemberFee => ({
  member: 1,
  name: 'Plain Name',
  email: 'a@example.com',
  membership_number: '7',
  membership_type: 1,
  membership_type_name: 'Adult',
  billing_cycle: 'A',
  expires: '2026-06-30',
  sub_status: 'C',
  state: 'paid',
  amount: '300.00',
  currency: 'aud',
  days_overdue: 0,
  last_paid: null,
  ...over,
});

describe('feesCsv', () => {
  it('escapes a name that looks like a formula (the shared CSV helper) and starts with a BOM', () => {
    const csv = feesCsv([fee({ name: '=HYPERLINK("http://x")', email: '+61@example.com' }), fee({ name: '\0Nul' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Name,Email,Membership number,Membership type,Billing cycle,Expires,State,Days overdue,Amount,Currency,Last paid',
    );
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/x""\)","'\+61@example\.com",7,Adult,Yearly,2026-06-30,Paid,0,300\.00,AUD,$/,
    );
    expect(lines[2].startsWith(`"'\0Nul"`)).toBe(true);
  });
});
