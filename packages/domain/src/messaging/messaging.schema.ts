import { z } from 'zod';
import { requiredTextField } from '../members/member-fields';

// Messages (spec 2 §3, §4, §7): message groups, threads started by a message to groups, comments
// (replies), and each player's read position in a thread.

/** Message group types (spec 2 §3): P custom (hand-picked members), M membership types, D all members, C clinic. */
export const messageGroupTypes = ['P', 'M', 'D', 'C'] as const;
export type MessageGroupType = (typeof messageGroupTypes)[number];
export const messageGroupTypeLabels: Record<MessageGroupType, string> = {
  P: 'Custom',
  M: 'Membership types',
  D: 'All members',
  C: 'Clinic',
};

export const messagingMessages = {
  groupNotFound: 'Message group not found.',
  threadNotFound: 'Message not found.',
  playerThreadNotFound: 'Message not found.',
  ttype: 'Choose who the group is for',
  chooseClinic: 'Choose a clinic',
  clinicOfClub: 'This clinic is not a clinic of this club.',
  chooseTypes: 'Choose at least one membership type',
  typesOfClub: 'Some of these membership types are not types of this club.',
  membersOfClub: 'Some of these members are not members of this club.',
  customOnly: 'Only a custom group takes hand-picked members.',
  chooseGroups: 'Choose at least one group',
  groupsOfClub: 'Some of these groups are not groups of this club.',
  noReplies: 'Replies are turned off for this message.',
  notYourself: 'You can only post as yourself.',
  text: 'Write a message',
  subject: 'Subject is required',
} as const;

const ids = (message: string) =>
  z.array(z.number({ error: message }).int(message).positive(message), { error: message }).max(100_000);

export const messageGroupFields = {
  name: requiredTextField('Name', 100),
  ttype: z.enum(messageGroupTypes, { error: messagingMessages.ttype }).default('D'),
  allow_response: z.boolean({ error: 'Must be true or false' }).default(true),
  /** Membership types of an M group. */
  membership_type_set: ids(messagingMessages.typesOfClub).default([]),
  /** Club member ids of a P group. */
  player_set: ids(messagingMessages.membersOfClub).default([]),
  /** The clinic (event id) of a C group: its participants are the group. */
  clinic: z
    .number({ error: messagingMessages.chooseClinic })
    .int(messagingMessages.chooseClinic)
    .positive(messagingMessages.chooseClinic)
    .max(2_147_483_647)
    .nullable()
    .default(null),
};

/** A message group as saved (spec 2 §5: name required); M needs a type, C a clinic. */
export const messageGroupSchema = z.object(messageGroupFields).superRefine((g, ctx) => {
  if (g.ttype === 'M' && g.membership_type_set.length === 0)
    ctx.addIssue({ code: 'custom', path: ['membership_type_set'], message: messagingMessages.chooseTypes });
  if (g.ttype === 'C' && g.clinic === null)
    ctx.addIssue({ code: 'custom', path: ['clinic'], message: messagingMessages.chooseClinic });
});
export type MessageGroupInput = z.input<typeof messageGroupSchema>;
export type MessageGroupValues = z.output<typeof messageGroupSchema>;

/** PATCH: only the fields sent change. */
export const messageGroupChangesSchema = z
  .object({
    name: messageGroupFields.name,
    ttype: z.enum(messageGroupTypes, { error: messagingMessages.ttype }),
    allow_response: z.boolean({ error: 'Must be true or false' }),
    membership_type_set: ids(messagingMessages.typesOfClub),
    player_set: ids(messagingMessages.membersOfClub),
    clinic: z
      .number({ error: messagingMessages.chooseClinic })
      .int(messagingMessages.chooseClinic)
      .positive(messagingMessages.chooseClinic)
      .max(2_147_483_647)
      .nullable(),
  })
  .partial();

/** POST /messagegroup/{id}/group_club_members/: club members added to a custom group. */
export const groupClubMembersSchema = z.object({
  members: ids(messagingMessages.membersOfClub).min(1, 'Choose at least one member'),
});

export const messageGroupRecordSchema = z.object({
  id: z.number(),
  created: z.string(),
  modified: z.string(),
  name: z.string(),
  club: z.number(),
  ttype: z.enum(messageGroupTypes),
  num_players: z.number(),
  allow_response: z.boolean(),
  /** The group's latest thread, if any. */
  thread: z.number().nullable(),
  membership_type_set: z.array(z.number()),
  player_set: z.array(z.number()),
  /** The clinic of a C group (null otherwise). */
  clinic: z.number().nullable(),
});
export type MessageGroupRecord = z.infer<typeof messageGroupRecordSchema>;

const textField = z
  .string({ error: messagingMessages.text })
  .trim()
  .min(1, messagingMessages.text)
  .max(10_000, 'At most 10000 characters');

/** POST /thread/: a message to one or more groups starts a thread. */
export const newThreadSchema = z.object({
  subject: z
    .string({ error: messagingMessages.subject })
    .trim()
    .min(1, messagingMessages.subject)
    .max(200, 'At most 200 characters'),
  text: textField,
  group_set: ids(messagingMessages.groupsOfClub).min(1, messagingMessages.chooseGroups),
});
export type NewThreadInput = z.input<typeof newThreadSchema>;

/** POST /comment/ (spec 2 §7: thread, player, text); player, when sent, must be the caller. */
export const newCommentSchema = z.object({
  thread: z.number({ error: 'thread is required' }).int().positive(),
  player: z.number().int().positive().nullable().optional(),
  text: textField,
});
export type NewCommentInput = z.input<typeof newCommentSchema>;

/** PATCH /playerthread/{id}/: read up to this comment id (it never moves back). */
export const playerThreadChangesSchema = z.object({
  read_up_to: z.number({ error: 'read_up_to must be a comment id' }).int().min(0),
});

export const commentRecordSchema = z.object({
  id: z.number(),
  thread: z.number(),
  player: z.number().nullable(),
  /** The author's name, or the club's name when from the club. */
  author: z.string(),
  /** Posted by an administrator of the club: shown as from the club (spec 2 §3). */
  from_club: z.boolean(),
  text: z.string(),
  stamp: z.string(),
});
export type CommentRecord = z.infer<typeof commentRecordSchema>;

export const playerThreadRecordSchema = z.object({
  id: z.number(),
  player: z.number(),
  thread: z.number(),
  read_up_to: z.number(),
});
export type PlayerThreadRecord = z.infer<typeof playerThreadRecordSchema>;

export const threadRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  player: z.number().nullable(),
  subject: z.string(),
  stamp: z.string(),
  last_activity: z.string(),
  group_set: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Whether members may reply (every group of the thread allows responses). */
  allow_response: z.boolean(),
  num_comments: z.number(),
  /** The latest comment, for the inbox line. */
  last_comment: commentRecordSchema.nullable(),
  /** The caller's read position (null until they open the thread). */
  player_thread: playerThreadRecordSchema.nullable(),
  /** Comments by others after the caller's read_up_to. */
  unread: z.number(),
});
export type ThreadRecord = z.infer<typeof threadRecordSchema>;

export const threadDetailSchema = threadRecordSchema.extend({
  comment_set: z.array(commentRecordSchema),
  player_thread: playerThreadRecordSchema,
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** A club member to pick for a custom group (GET /messagegroup/members/). */
export const pickableMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** Tells two members of the same name apart in the picker ('' when the register has none). */
  membership_number: z.string(),
});
export type PickableMember = z.infer<typeof pickableMemberSchema>;

/** A clinic a clinic group may be for (GET /messagegroup/clinics/). */
export const groupClinicSchema = z.object({
  id: z.number(),
  name: z.string(),
  ttype: z.string(),
  start_date: z.string().nullable(),
});
export type GroupClinic = z.infer<typeof groupClinicSchema>;

/** A club in the member inbox (GET /inbox/): its unread messages. */
export const inboxClubSchema = z.object({ club: z.number(), club_name: z.string(), unread: z.number() });
export type InboxClub = z.infer<typeof inboxClubSchema>;
