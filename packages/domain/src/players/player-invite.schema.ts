import { z } from 'zod';
import { requiredTextField, textField } from '../members/member-fields';
import { genderCodes } from '../members/member-codes';
import { emailField, withPhoneRule } from '../validation/rules';
import { formatNumber } from '../format/money-format';

// Player invitations (spec 3 §3 "Player invite", §5, §7 POST /player/bulk/): a club invites
// people to join Rally and follow it, from JSON rows or an uploaded CSV file. Every bad row is
// answered at once (as the member import does) and nothing is sent until the batch is clean.

/** Most rows one POST /api/player/bulk/ takes. */
export const MAX_PLAYER_INVITES = 1000;

export const playerInviteMessages = {
  gender: 'Gender must be M (male) or F (female)',
  genderCode: 'Gender must be M, F or U',
  twice: 'This e-mail address is in the list twice',
  noRows: 'Add at least one player to invite',
  tooMany: `Send at most ${formatNumber(MAX_PLAYER_INVITES)} players at a time`,
  notArray: 'Send the players as a JSON array or a CSV file',
  sent: (n: number) => (n === 1 ? '1 invitation sent' : `${n} invitations sent`),
} as const;

const genderOf = (v: unknown) => {
  if (typeof v !== 'string') return v ?? 'U';
  const t = v.trim().toUpperCase();
  return t === '' ? 'U' : t === 'MALE' ? 'M' : t === 'FEMALE' ? 'F' : t;
};

/**
 * One invitee (spec 3 §3: first_name, last_name, email, mobile, gender). Gender U (unknown) is
 * refused unless the club exempts it (`playerInviteRowSchema(true)`).
 */
export const playerInviteRowSchema = (genderExempt = false) =>
  z.object({
    first_name: requiredTextField('First name', 100),
    last_name: requiredTextField('Last name', 100),
    email: emailField('Email'),
    mobile: withPhoneRule(textField(30)),
    gender: z.preprocess(
      genderOf,
      z
        .enum(genderCodes, { error: playerInviteMessages.genderCode })
        .refine((g) => genderExempt || g !== 'U', playerInviteMessages.gender),
    ),
  });
export type PlayerInviteRow = z.infer<ReturnType<typeof playerInviteRowSchema>>;
export type PlayerInviteRowInput = z.input<ReturnType<typeof playerInviteRowSchema>>;

/** What became of one good row: a new invitation, or a registered player linked (no second account). */
export const playerInviteResultSchema = z.object({
  row: z.number().describe('1-based position of the row'),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** True when the address belongs to a Rally player already: the invitation is linked to them. */
  linked: z.boolean(),
  /** 'invited', or why nothing was sent: 'already invited', 'already follows the club'. */
  outcome: z.enum(['invited', 'already invited', 'already follows the club']),
});
export type PlayerInviteResult = z.infer<typeof playerInviteResultSchema>;

/** The CSV columns POST /api/player/bulk/ understands, with the header spellings each is known by. */
export const playerInviteColumns: { field: keyof PlayerInviteRowInput; aliases: string[] }[] = [
  { field: 'first_name', aliases: ['first name', 'first', 'firstname', 'given name', 'forename'] },
  { field: 'last_name', aliases: ['last name', 'last', 'lastname', 'surname', 'family name'] },
  { field: 'email', aliases: ['e-mail', 'email address', 'e-mail address', 'mail'] },
  { field: 'mobile', aliases: ['phone', 'mobile phone', 'mobile number', 'phone number', 'cell'] },
  { field: 'gender', aliases: ['sex'] },
];

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** The invite field a CSV header names, or null (unknown columns are ignored). */
export function playerInviteFieldOf(header: string): keyof PlayerInviteRowInput | null {
  const h = norm(header);
  return playerInviteColumns.find((c) => norm(c.field) === h || c.aliases.includes(h))?.field ?? null;
}

/** A player invitation as the club sees it: GET /api/playerinvitation/?club. Status E: open but past `expires`. */
export const playerInvitationSchema = z.object({
  id: z.number(),
  club: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  gender: z.enum(genderCodes),
  linked: z.boolean(),
  status: z.enum(['P', 'A', 'D', 'C', 'E']),
  created: z.string(),
  expires: z.string(),
});
export type PlayerInvitation = z.infer<typeof playerInvitationSchema>;

/** The answer of POST /api/player/bulk/: 201 with every row's outcome, or 400 with every bad row (reason: the first's text). */
export const playerInviteAnswerSchema = z.object({
  invited: z.array(playerInviteResultSchema),
  error_rows: z.array(
    z.object({
      row: z.number(),
      error: z.string(),
      errors: z.record(z.string(), z.array(z.string())),
      data: z.unknown(),
    }),
  ),
});
export type PlayerInviteAnswer = z.infer<typeof playerInviteAnswerSchema>;
