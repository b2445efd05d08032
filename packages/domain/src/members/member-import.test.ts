import { describe, expect, it } from 'vitest';
import { memberExportHeader, memberExportRow, membersExportFileName } from './member-export';
import {
  guessColumnMapping,
  importColumns,
  isEmptyRecord,
  previewImport,
  rowErrorText,
  rowProblems,
} from './member-import';
import type { ClubMember } from './member.schema';

describe('rowErrorText', () => {
  it('names the row and the field unless the message already does', () => {
    expect(rowErrorText(3, { email_set: ['Please provide a valid email address'] })).toBe(
      'Row 3: Email: Please provide a valid email address',
    );
    expect(rowErrorText(7, { first_name: ['First name is required'] })).toBe('Row 7: First name is required');
    expect(rowErrorText(1, { non_field_errors: ['Member not found'] })).toBe('Row 1: Member not found');
  });

  it('lists every problem of the row at once', () => {
    expect(
      rowErrorText(2, {
        'email_set.1': ['Please provide a valid email address'],
        city: ['Please enter no more than 100 characters'],
        first_name: ['First name is required'],
      }),
    ).toBe(
      'Row 2: Email: Please provide a valid email address; City: Please enter no more than 100 characters; First name is required',
    );
  });
});

describe('guessColumnMapping', () => {
  it('recognises common spreadsheet headers, each header once', () => {
    const mapping = guessColumnMapping([
      'Member No',
      'First Name',
      'Surname',
      'E-mail',
      'Mobile',
      'DOB',
      'Membership',
      'Expiry',
      'Notes',
      'Sex',
    ]);
    expect(mapping).toEqual({
      membership_number: 'Member No',
      first_name: 'First Name',
      last_name: 'Surname',
      email: 'E-mail',
      phone_number: 'Mobile',
      dob: 'DOB',
      membership_type: 'Membership',
      expires: 'Expiry',
      gender: 'Sex',
    });
  });

  it('maps every header of an export back to its field', () => {
    const mapping = guessColumnMapping([...memberExportHeader]);
    for (const column of importColumns) expect(mapping[column.field]).toBe(column.label);
  });
});

describe('previewImport', () => {
  const lookup = { types: [{ id: 5, name: 'Adult' }], groups: [{ id: 9, name: 'Juniors squad' }], dateRegion: 'AU' };
  const headers = [
    'First name',
    'Last name',
    'Email',
    'Date of birth',
    'Membership type',
    'Billing cycle',
    'Gender',
    'Group',
  ];
  const mapping = guessColumnMapping(headers);
  const record = (values: string[]) => Object.fromEntries(headers.map((h, i) => [h, values[i] ?? '']));

  it('turns good rows into members: AU dates, names of types and groups, words for codes', () => {
    const [row] = previewImport(
      [record(['Emma', 'Nguyen', 'Emma@Example.com', '05/03/1990', 'adult', 'Monthly', 'female', 'Juniors squad'])],
      mapping,
      lookup,
    );
    expect(row.error).toBeNull();
    expect(row.input).toMatchObject({
      first_name: 'Emma',
      dob: '1990-03-05',
      membership_type: 5,
      billing_cycle: 'M',
      gender: 'F',
      group: 9,
    });
  });

  it('shows why a row will fail, with the row number', () => {
    const rows = previewImport(
      [
        record(['Liam', 'Smith', 'liam@example.com']),
        record(['', 'Brown', 'x']),
        record(['Ava', 'Jones', 'ava@example.com', '31/02/1990', 'Gold']),
      ],
      mapping,
      lookup,
    );
    expect(rows.map((r) => r.error)).toEqual([
      null,
      'Row 2: First name is required; Email: Please provide a valid email address',
      'Row 3: Date of birth 31/02/1990 is not a real date; Membership type "Gold" does not exist',
    ]);
    expect(rows[1].errors).toMatchObject({
      first_name: ['First name is required'],
      'email_set.0': ['Please provide a valid email address'],
    });
    expect(rows[2].errors.membership_type).toEqual(['Membership type "Gold" does not exist']);
    // Every problem at once, not only the first.
    expect(rowProblems(rows[2].errors)).toEqual([
      'Date of birth 31/02/1990 is not a real date',
      'Membership type "Gold" does not exist',
    ]);
  });

  it('says how to write a date that is no date, and names a group that does not exist', () => {
    const [row] = previewImport(
      [record(['Mia', 'Lee', 'mia@example.com', 'last spring', '', '', '', 'Seniors'])],
      mapping,
      lookup,
    );
    expect(row.errors.dob).toEqual(['Date of birth "last spring" is not a date: write it as DD/MM/YYYY or YYYY-MM-DD']);
    expect(row.errors.group).toEqual(['Member group "Seniors" does not exist']);
  });

  it('spots empty records', () => {
    expect(isEmptyRecord({ a: '', b: '  ' })).toBe(true);
    expect(isEmptyRecord({ a: 'x' })).toBe(false);
  });
});

describe('member export', () => {
  const member: ClubMember = {
    id: 1,
    club: 1,
    player: null,
    is_user: true,
    membership_number: '=HYPERLINK("x")',
    date_joined: '2020-02-01',
    first_name: 'Emma',
    last_name: 'Nguyen',
    email_set: ['emma@example.com', 'e2@example.com'],
    street_addr: '',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone_number: '+61 400 000 000',
    gender: 'F',
    dob: '1990-06-15',
    ntrp_level: 3.5,
    membership_type: 5,
    expires: '2026-01-31',
    billing_cycle: 'M',
    group: 9,
    sub_status: 'C',
    is_expired: true,
    stripe_customer: null,
    has_club_matcha: false,
  };
  const lookup = {
    types: new Map([[5, { name: 'Adult', annual_price: '300.00', monthly_price: '27.5' }]]),
    groups: new Map([[9, { name: 'Squad' }]]),
    currency: 'aud',
    today: '2026-11-21',
  };

  it('writes one row per member with money in two decimals', () => {
    const row = memberExportRow(member, lookup);
    expect(row).toHaveLength(memberExportHeader.length);
    const cell = (name: (typeof memberExportHeader)[number]) => row[memberExportHeader.indexOf(name)];
    expect(cell('Fee')).toBe('27.50');
    expect(cell('Currency')).toBe('AUD');
    expect(cell('Age')).toBe('36');
    expect(cell('Expired')).toBe('Yes');
    expect(cell('Billing cycle')).toBe('Monthly');
    expect(cell('Group')).toBe('Squad');
    expect(cell('Second email')).toBe('e2@example.com');
  });

  it('names the file with the product prefix', () => {
    expect(membersExportFileName('2026-11-21')).toBe('rally_members_2026-11-21.csv');
  });
});
