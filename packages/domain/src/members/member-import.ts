import type { z } from 'zod';
import { parseRegionDate } from '../validation/date-parse';
import { messages } from '../validation/messages';
import { fieldErrorsOf, isBlank } from './member-fields';
import { memberFieldLabels, memberSchema, type Member, type MemberInput } from './member.schema';

// Bulk import (spec 2 §5, §8): a batch with any bad row is refused whole, and the screen shows
// the first bad row's text. The server and the browser's CSV preview word row errors the same
// way, through rowErrorText.

export type FieldErrors = Record<string, string[]>;

/** Most members one bulk call takes (a 20,000-member file is about 5 MB of JSON). */
export const MAX_IMPORT_ROWS = 20_000;

/** A refused row of a bulk call: its 1-based position, the text people see, the field errors and what was sent. */
export type BulkErrorRow = { row: number; error: string; errors: FieldErrors; data: unknown };

/** The label of a field path ('email_set.1' → 'Email'). */
export const fieldLabelOf = (path: string): string =>
  memberFieldLabels[path.split('.')[0] as keyof typeof memberFieldLabels] ?? path.split('.')[0].replace(/_/g, ' ');

/** One field's problem in words: 'Email: Please provide a valid email address', or the message alone when it names the field. */
function problemText(field: string, message: string): string {
  if (field === 'non_field_errors') return message;
  const label = fieldLabelOf(field);
  return message.startsWith(label) ? message : `${label}: ${message}`;
}

/** Every problem of a row, each as people read it ('Email: Please provide a valid email address'), in field order. */
export function rowProblems(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([field, list]) =>
    list.map((message) => {
      if (field === 'non_field_errors') return message;
      const label = fieldLabelOf(field);
      return message.startsWith(label) ? message : `${label}: ${message}`;
    }),
  );
}

/**
 * 'Row 3: Date of birth 31/02/1990 is not a real date; Membership type "Platinum" does not exist' —
 * every problem of a row at once, so one pass over the file fixes it.
 */
export function rowErrorText(row: number, errors: FieldErrors): string {
  const problems = Object.entries(errors).flatMap(([field, list]) =>
    list.map((message) => problemText(field, message)),
  );
  const unique = [...new Set(problems)];
  return `Row ${row}: ${unique.length ? unique.join('; ') : 'Invalid member details'}`;
}

/** The errors of two checks of one row together (a field keeps every message of both). */
export function mergeFieldErrors(a: FieldErrors, b: FieldErrors): FieldErrors {
  const merged: FieldErrors = { ...a };
  for (const [field, list] of Object.entries(b)) merged[field] = [...new Set([...(merged[field] ?? []), ...list])];
  return merged;
}

/** How a date is to be written in a region, for messages ('DD/MM/YYYY'). */
const dateShapes: Record<string, string> = { AU: 'DD/MM/YYYY', US: 'MM/DD/YYYY' };

/** Checks one bulk row against the member rules: the member, or its field errors. */
export function checkMemberRow(input: unknown): { ok: true; member: Member } | { ok: false; errors: FieldErrors } {
  const result = memberSchema.safeParse(input);
  return result.success
    ? { ok: true, member: result.data }
    : { ok: false, errors: fieldErrorsOf((result.error as z.ZodError).issues) };
}

// ---------- CSV import in the browser ----------

/** A CSV column the import understands; `email2` is a second address, names stand for type and group. */
export type ImportField = Exclude<keyof typeof memberFieldLabels, 'email_set' | 'has_club_matcha'> | 'email' | 'email2';

/** The importable columns in display order, with the header spellings each is recognised by. */
export const importColumns: { field: ImportField; label: string; aliases: string[] }[] = [
  {
    field: 'membership_number',
    label: 'Membership number',
    aliases: ['member number', 'membership no', 'member no', 'member id', 'number'],
  },
  { field: 'first_name', label: 'First name', aliases: ['first', 'given name', 'firstname', 'forename'] },
  { field: 'last_name', label: 'Last name', aliases: ['last', 'surname', 'family name', 'lastname'] },
  { field: 'email', label: 'Email', aliases: ['e-mail', 'email address', 'primary email'] },
  { field: 'email2', label: 'Second email', aliases: ['other email', 'other emails', 'email 2', 'secondary email'] },
  { field: 'phone_number', label: 'Phone', aliases: ['phone number', 'mobile', 'telephone', 'mobile phone'] },
  { field: 'street_addr', label: 'Street', aliases: ['street address', 'address', 'address line 1'] },
  { field: 'city', label: 'City', aliases: ['suburb', 'town'] },
  { field: 'state', label: 'State', aliases: ['region', 'province'] },
  { field: 'postcode', label: 'Postcode', aliases: ['post code', 'postal code', 'zip', 'zip code'] },
  { field: 'gender', label: 'Gender', aliases: ['sex'] },
  { field: 'dob', label: 'Date of birth', aliases: ['dob', 'birth date', 'birthday', 'birthdate'] },
  { field: 'date_joined', label: 'Date joined', aliases: ['joined', 'join date', 'member since'] },
  { field: 'ntrp_level', label: 'NTRP level', aliases: ['ntrp', 'rating'] },
  { field: 'membership_type', label: 'Membership type', aliases: ['membership', 'type', 'category'] },
  { field: 'billing_cycle', label: 'Billing cycle', aliases: ['cycle', 'billing', 'payment cycle'] },
  { field: 'expires', label: 'Expires', aliases: ['expiry', 'expiry date', 'expires on', 'renewal date'] },
  { field: 'sub_status', label: 'Subscription status', aliases: ['subscription', 'status'] },
  { field: 'group', label: 'Group', aliases: ['member group'] },
];

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Which CSV header feeds each field, guessed from the header names (first match wins). */
export function guessColumnMapping(headers: string[]): Partial<Record<ImportField, string>> {
  const mapping: Partial<Record<ImportField, string>> = {};
  const taken = new Set<string>();
  for (const column of importColumns) {
    const names = new Set([column.label, column.field, ...column.aliases].map(normalise));
    const header = headers.find((h) => !taken.has(h) && names.has(normalise(h)));
    if (header !== undefined) {
      mapping[column.field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

const genderWords: Record<string, string> = {
  male: 'M',
  m: 'M',
  man: 'M',
  female: 'F',
  f: 'F',
  woman: 'F',
  unspecified: 'U',
  u: 'U',
  other: 'U',
  'prefer not to say': 'U',
};
const cycleWords: Record<string, string> = {
  a: 'A',
  annual: 'A',
  annually: 'A',
  yearly: 'A',
  year: 'A',
  y: 'A',
  m: 'M',
  monthly: 'M',
  month: 'M',
};
const statusWords: Record<string, string> = {
  c: 'C',
  current: 'C',
  o: 'O',
  overdue: 'O',
  u: 'U',
  unsubscribed: 'U',
  p: 'P',
  pending: 'P',
  'pending authorisation': 'P',
  'pending authorization': 'P',
};

const word = (words: Record<string, string>, text: string) => words[text.trim().toLowerCase()] ?? text;

/** What the import needs to know about the club: its types and groups by name, and how it writes dates. */
export type ImportLookup = {
  types: { id: number; name: string }[];
  groups: { id: number; name: string }[];
  /** 'AU' reads 05/03/2024 as 5 March, 'US' as May 3; YYYY-MM-DD is always read. */
  dateRegion: string | null;
};

/** A CSV row turned into a bulk-import member, with what could not be read (before the member rules run). */
export function csvRecordToMember(
  record: Record<string, string>,
  mapping: Partial<Record<ImportField, string>>,
  lookup: ImportLookup,
) {
  const cell = (field: ImportField) => {
    const header = mapping[field];
    return header === undefined ? '' : (record[header] ?? '').trim();
  };
  const errors: FieldErrors = {};
  const byName = (list: { id: number; name: string }[], field: 'membership_type' | 'group', what: string) => {
    const name = cell(field);
    if (!name) return null;
    const found = list.find((item) => item.name.trim().toLowerCase() === name.toLowerCase());
    if (!found) errors[field] = [`${what} "${name}" does not exist`];
    return found?.id ?? null;
  };
  const date = (field: 'dob' | 'date_joined' | 'expires') => {
    const text = cell(field);
    if (!text) return null;
    const parsed = parseRegionDate(text, lookup.dateRegion);
    if (!parsed.ok) {
      const label = memberFieldLabels[field];
      const shape = dateShapes[lookup.dateRegion ?? ''];
      // parseRegionDate tells a date that cannot exist (31/02) from text that is no date at all.
      errors[field] = [
        /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(text) && parsed.error === messages.invalidDate
          ? `${label} ${text} is not a real date`
          : `${label} "${text}" is not a date: write it as ${shape ? `${shape} or ` : ''}YYYY-MM-DD`,
      ];
    }
    return parsed.ok ? parsed.value : null;
  };
  const input: MemberInput = {
    membership_number: cell('membership_number'),
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    email_set: [cell('email'), ...cell('email2').split(/[,;]/)].map((e) => e.trim()).filter((e) => e !== ''),
    phone_number: cell('phone_number'),
    street_addr: cell('street_addr'),
    city: cell('city'),
    state: cell('state'),
    postcode: cell('postcode'),
    gender: word(genderWords, cell('gender')),
    dob: date('dob'),
    date_joined: date('date_joined'),
    ntrp_level: cell('ntrp_level') || null,
    membership_type: byName(lookup.types, 'membership_type', 'Membership type'),
    billing_cycle: word(cycleWords, cell('billing_cycle')) || null,
    expires: date('expires'),
    sub_status: word(statusWords, cell('sub_status')) || null,
    group: byName(lookup.groups, 'group', 'Member group'),
  };
  return { input, errors };
}

/** One row of the import preview: what will be sent, or why it will fail. */
export type ImportPreviewRow = { row: number; input: MemberInput; errors: FieldErrors; error: string | null };

/** Checks every CSV row the way the server will, so the preview shows the rows that will fail and why. */
export function previewImport(
  records: Record<string, string>[],
  mapping: Partial<Record<ImportField, string>>,
  lookup: ImportLookup,
): ImportPreviewRow[] {
  return records.map((record, i) => {
    const { input, errors: readErrors } = csvRecordToMember(record, mapping, lookup);
    const checked = checkMemberRow(input);
    // What could not be read is the better message for its field (the schema then only says it is missing).
    const schemaErrors = checked.ok
      ? {}
      : Object.fromEntries(Object.entries(checked.errors).filter(([field]) => !readErrors[field]));
    const errors = mergeFieldErrors(readErrors, schemaErrors);
    const hasErrors = Object.keys(errors).length > 0;
    return { row: i + 1, input, errors, error: hasErrors ? rowErrorText(i + 1, errors) : null };
  });
}

/** True when a CSV record has nothing in any cell (spreadsheets often end with such rows). */
export const isEmptyRecord = (record: Record<string, string>): boolean =>
  Object.values(record).every((v) => isBlank(v));
