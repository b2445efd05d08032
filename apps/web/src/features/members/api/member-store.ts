import type { z } from 'zod';
import {
  fieldErrorsOf,
  membersContract,
  memberRefusals,
  memberSchema,
  membershipFields,
  membershipSchema,
  membershipTypeSchema,
  type BulkErrorRow,
  type bulkResultSchema,
  type ClubMember,
  type importResultSchema,
  type FieldErrors,
  type MemberInput,
  type MembershipInput,
  type MembershipTypeInput,
} from '@rally/domain';
import { ApiError } from '../../../lib/api';
import { call } from '../../../lib/endpoint';

// The members store (spec 2 §5, §8): it refuses to send what fails the entity's own rules, with
// the catalogue's message ('Invalid member details', 'Invalid membership details', 'Invalid
// membership type details', 'Not enough data'), and turns a refused bulk add into the text of its
// first error row. Forms show the field messages before it is ever reached; this is the last line.

/** A refusal: the sentence to show, and the field messages when there are some. */
export class MemberStoreError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly errorRows: BulkErrorRow[] = [],
  ) {
    super(message);
    this.name = 'MemberStoreError';
  }
}

type BulkResult = z.input<typeof bulkResultSchema>;

/** A refused bulk call's first error row becomes the error (spec 2 §8); other API errors pass unchanged. */
function bulkRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const rows = (error.body as Partial<BulkResult> | null)?.error_rows;
  if (!rows?.length) return error;
  return new MemberStoreError(rows[0].error, rows[0].errors, rows);
}

type BulkRows =
  | { method: 'POST'; rows: MemberInput[]; flush?: boolean }
  | { method: 'PATCH'; rows: ({ id: number } & Partial<MemberInput>)[] };

/**
 * POST /api/cmember/bulk/ adds (an import's 201, whose answer is the import result, not the
 * preview's 200 the contract's type names first) or PATCH changes.
 */
async function bulk(clubId: number, batch: BulkRows): Promise<ClubMember[]> {
  try {
    if (batch.method === 'PATCH')
      return (await call(membersContract.updateMembers, { query: { club: clubId }, body: batch.rows })).members;
    const answer: unknown = await call(membersContract.importMembers, {
      query: { club: clubId, flush: batch.flush ? 'True' : undefined },
      body: batch.rows,
    });
    return (answer as z.input<typeof importResultSchema>).members;
  } catch (error) {
    throw bulkRefusal(error);
  }
}

/** POST /api/cmember/bulk/?club (optionally flush=True): all rows or none. */
export async function bulkAddMembers(
  clubId: number | null,
  rows: MemberInput[],
  { flush = false } = {},
): Promise<ClubMember[]> {
  if (!clubId || !rows.length) throw new MemberStoreError(memberRefusals.notEnoughData);
  return bulk(clubId, { method: 'POST', rows, flush });
}

/** The member's details without its membership (which changes through its own call). */
const detailsOf = (member: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(member).filter(([key]) => !(key in membershipFields)));

/**
 * Adds one member with its membership (a bulk add of one), or changes one member's details (a
 * bulk change of one, by id; the membership is left to {@link updateMembership}).
 */
export async function saveMember(clubId: number | null, values: MemberInput, id?: number): Promise<ClubMember> {
  if (!clubId) throw new MemberStoreError(memberRefusals.notEnoughData);
  const parsed = memberSchema.safeParse(values);
  if (!parsed.success) throw new MemberStoreError(memberRefusals.member, fieldErrorsOf(parsed.error.issues));
  try {
    const [member] =
      id === undefined
        ? await bulk(clubId, { method: 'POST', rows: [parsed.data] })
        : await bulk(clubId, { method: 'PATCH', rows: [{ id, ...detailsOf(parsed.data) }] });
    return member;
  } catch (error) {
    throw oneMemberRefusal(error);
  }
}

/**
 * A refused one-member save says 'Invalid member details' (the form shows the field messages);
 * a refusal about the row itself ('Member not found') keeps its words, without 'Row 1:'.
 */
function oneMemberRefusal(error: unknown): unknown {
  if (!(error instanceof MemberStoreError) || !error.errorRows.length) return error;
  const { non_field_errors: general, ...fields } = error.fieldErrors;
  return new MemberStoreError(
    Object.keys(fields).length || !general?.length ? memberRefusals.member : general[0],
    error.fieldErrors,
  );
}

/** PATCH /api/clubmember/{id}/membership/: the member's type, cycle, expiry, status and group. */
export async function updateMembership(memberId: number | undefined, values: MembershipInput): Promise<ClubMember> {
  if (!memberId) throw new MemberStoreError(memberRefusals.notEnoughData);
  const parsed = membershipSchema.safeParse(values);
  if (!parsed.success) throw new MemberStoreError(memberRefusals.membership, fieldErrorsOf(parsed.error.issues));
  return call(membersContract.updateMembership, { params: { id: memberId }, body: parsed.data });
}

/** POST /api/clubmembershiptype/, or PATCH with the id in the body (spec 2 §7). */
export async function saveMembershipType(clubId: number | null, values: MembershipTypeInput, id?: number) {
  if (!clubId) throw new MemberStoreError(memberRefusals.notEnoughData);
  const parsed = membershipTypeSchema.safeParse(values);
  if (!parsed.success) throw new MemberStoreError(memberRefusals.membershipType, fieldErrorsOf(parsed.error.issues));
  const body = { club: clubId, ...parsed.data };
  return id === undefined
    ? call(membersContract.createType, { body })
    : call(membersContract.updateTypeById, { body: { id, ...body } });
}

/** The field messages of a refusal, from the store or the server. */
export const fieldErrorsOfError = (error: unknown): FieldErrors =>
  error instanceof MemberStoreError ? error.fieldErrors : error instanceof ApiError ? error.fieldErrors : {};
