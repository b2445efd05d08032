import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from './member-fields';
import { memberSchema } from './member.schema';
import {
  createMembershipTypeSchema,
  defaultBillingCycle,
  memberGroupSchema,
  membershipSchema,
  membershipTypeSchema,
  offersCycle,
} from './membership.schema';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
};

const valid = { first_name: 'Emma', last_name: 'Nguyen' };

describe('memberSchema (spec 2 §5)', () => {
  it('accepts a minimal member and fills the defaults', () => {
    expect(memberSchema.parse(valid)).toMatchObject({
      first_name: 'Emma',
      last_name: 'Nguyen',
      membership_number: '',
      email_set: [],
      gender: 'U',
      dob: null,
      membership_type: null,
      billing_cycle: null,
      has_club_matcha: false,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['first name required', { first_name: ' ' }, 'first_name', 'First name is required'],
    ['last name required', { last_name: null }, 'last_name', 'Last name is required'],
    [
      'membership number ≤ 50',
      { membership_number: 'x'.repeat(51) },
      'membership_number',
      'Please enter no more than 50 characters',
    ],
    ['street ≤ 200', { street_addr: 'x'.repeat(201) }, 'street_addr', 'Please enter no more than 200 characters'],
    ['city ≤ 50', { city: 'x'.repeat(51) }, 'city', 'Please enter no more than 50 characters'],
    ['state ≤ 50', { state: 'x'.repeat(51) }, 'state', 'Please enter no more than 50 characters'],
    ['postcode ≤ 20', { postcode: 'x'.repeat(21) }, 'postcode', 'Please enter no more than 20 characters'],
    ['first e-mail valid', { email_set: ['not-an-email'] }, 'email_set.0', 'Please provide a valid email address'],
    [
      'other e-mails valid too',
      { email_set: ['a@b.example', 'nope'] },
      'email_set.1',
      'Please provide a valid email address',
    ],
    ['gender code', { gender: 'X' }, 'gender', 'Gender must be M, F or U'],
    ['date of birth format', { dob: '31/12/1990' }, 'dob', 'Date format must be YYYY-MM-DD'],
    ['real date', { expires: '2025-02-30' }, 'expires', 'Date format must be YYYY-MM-DD'],
    ['billing cycle', { billing_cycle: 'Q' }, 'billing_cycle', 'Billing cycle must be A (yearly) or M (monthly)'],
    ['subscription status', { sub_status: 'X' }, 'sub_status', 'Subscription status must be C, O, U or P'],
    ['NTRP range', { ntrp_level: 8 }, 'ntrp_level', 'Must be less than or equal to 7'],
    ['NTRP steps', { ntrp_level: '3.3' }, 'ntrp_level', 'NTRP level goes in steps of 0.5'],
  ])('%s', (_, change, field, message) => {
    expect(errorsOf(memberSchema, { ...valid, ...change })[field]).toEqual([message]);
  });

  it('keeps the limits inclusive', () => {
    const ok = {
      ...valid,
      membership_number: 'x'.repeat(50),
      street_addr: 'x'.repeat(200),
      city: 'x'.repeat(50),
      state: 'x'.repeat(50),
      postcode: 'x'.repeat(20),
    };
    expect(memberSchema.safeParse(ok).success).toBe(true);
  });

  it('reads e-mails from a list or text, drops blanks and lower-cases them', () => {
    expect(memberSchema.parse({ ...valid, email_set: ['  Emma@Example.COM ', ''] }).email_set).toEqual([
      'emma@example.com',
    ]);
    expect(memberSchema.parse({ ...valid, email_set: 'a@x.example; b@x.example' }).email_set).toEqual([
      'a@x.example',
      'b@x.example',
    ]);
  });

  it('keeps text storable: NUL dropped, broken UTF-16 halves replaced', () => {
    const m = memberSchema.parse({ first_name: 'Em\u0000ma', last_name: 'Ng\ud800uyen', city: '\udfffX' });
    expect(m).toMatchObject({ first_name: 'Emma', last_name: 'Ng\ufffduyen', city: '\ufffdX' });
    expect(memberSchema.parse({ ...valid, street_addr: '🎾 Court' }).street_addr).toBe('🎾 Court');
  });

  it('reads numbers and codes as forms and CSV rows send them', () => {
    const m = memberSchema.parse({
      ...valid,
      gender: 'f',
      billing_cycle: 'm',
      membership_type: '4',
      ntrp_level: '3.5',
      postcode: 2000,
      group: '',
    });
    expect(m).toMatchObject({
      gender: 'F',
      billing_cycle: 'M',
      membership_type: 4,
      ntrp_level: 3.5,
      postcode: '2000',
      group: null,
    });
  });
});

describe('membershipSchema', () => {
  it('clears cycle, expiry and status when there is no type', () => {
    expect(
      membershipSchema.parse({ membership_type: null, billing_cycle: 'A', expires: '2030-01-01', sub_status: 'C' }),
    ).toEqual({
      membership_type: null,
      billing_cycle: null,
      expires: null,
      sub_status: null,
      group: null,
    });
  });

  it('keeps a membership with a type', () => {
    expect(
      membershipSchema.parse({ membership_type: 3, billing_cycle: 'M', expires: '2030-01-01', sub_status: 'u' }),
    ).toMatchObject({ membership_type: 3, billing_cycle: 'M', sub_status: 'U' });
  });
});

describe('membershipTypeSchema (spec 2 §5)', () => {
  const type = { name: 'Adult', annual_price: 300, monthly_price: 30 };

  it('accepts numeric text and treats blank prices as 0', () => {
    expect(membershipTypeSchema.parse({ name: 'Junior', annual_price: '120.50', monthly_price: '' })).toMatchObject({
      annual_price: 120.5,
      monthly_price: 0,
      max_number: null,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['name required', { name: '' }, 'name', 'Name is required'],
    ['price numeric', { annual_price: 'abc' }, 'annual_price', 'Must be a positive number'],
    ['price not negative', { monthly_price: -1 }, 'monthly_price', 'Must be a positive number'],
    ['max_number positive', { max_number: 0 }, 'max_number', 'Must be a number greater than 0'],
  ])('%s', (_, change, field, message) => {
    expect(errorsOf(membershipTypeSchema, { ...type, ...change })[field]).toEqual([message]);
  });

  it('refuses both prices zero, on both fields', () => {
    const errors = errorsOf(membershipTypeSchema, { name: 'Free', annual_price: 0, monthly_price: '0' });
    expect(errors.annual_price).toEqual(['At least one of Annual price and Monthly price must be greater than 0']);
    expect(errors.monthly_price).toEqual(errors.annual_price);
  });

  it('counts prices that round to 0.00 as zero', () => {
    expect(membershipTypeSchema.safeParse({ name: 'Tiny', annual_price: 0.004, monthly_price: 4.4e-323 }).success).toBe(
      false,
    );
    expect(membershipTypeSchema.safeParse({ name: 'Cheap', annual_price: 0.005, monthly_price: 0 }).success).toBe(true);
  });

  it('needs the club when creating', () => {
    expect(createMembershipTypeSchema.safeParse(type).success).toBe(false);
    expect(createMembershipTypeSchema.safeParse({ ...type, club: 1 }).success).toBe(true);
  });

  it('offers the billing cycles that have a price', () => {
    const annualOnly = { annual_price: '300.00', monthly_price: '0.00' };
    expect(offersCycle(annualOnly, 'A', 'aud')).toBe(true);
    expect(offersCycle(annualOnly, 'M', 'aud')).toBe(false);
    expect(defaultBillingCycle(annualOnly, 'aud')).toBe('A');
    expect(defaultBillingCycle({ annual_price: '0', monthly_price: '25' }, 'aud')).toBe('M');
  });
});

// The server checks a body with the route's schema, then the service merges it with the stored
// record and reads the result again: a value read once must read the same the second time.
describe('values read twice', () => {
  it.each<[string, z.ZodType, Record<string, unknown>]>([
    [
      'membership',
      membershipSchema,
      { membership_type: '3', billing_cycle: ' m ', expires: '2030-01-01 ', sub_status: 'u', group: '' },
    ],
    [
      'membership type',
      membershipTypeSchema,
      { name: ' Adult ', comments: null, group: 7, max_number: '40', annual_price: '120.005', monthly_price: '' },
    ],
    ['member group', memberGroupSchema, { name: ' Ladder ', membership_type: '', members: [3, 4] }],
  ])('%s', (_, schema, sent) => {
    const once = schema.parse(sent);
    expect(schema.parse(once)).toEqual(once);
  });
});
