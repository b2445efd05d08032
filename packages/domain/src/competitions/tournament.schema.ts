import { z } from 'zod';
import { recordId } from '../validation/ids';
import { tournamentMessages } from './tournament-messages';
import { dateString, paramsRuleIssues, tournamentParamsObject, type Issue } from './tournament-params.schema';

// Tournaments and leagues (spec 3 §3 "Tournament", "Tournament params", "Other tournament entities";
// §5 "Tournament", "Tournament params"; §9 the options). One schema per payload, shared by the
// creation wizard and the routes. Every rule of §5 refuses with its own sentence naming the rule
// (tournamentMessages), reported under the param it is about. docs/competitions.md.
const definitionFields = {
  name: z
    .string({ error: tournamentMessages.nameRequired })
    .trim()
    .min(1, tournamentMessages.nameRequired)
    .max(120, 'Please enter no more than 120 characters'),
  desc: z
    .string({ error: tournamentMessages.descRequired })
    .trim()
    .min(1, tournamentMessages.descRequired)
    .max(4000, 'Please enter no more than 4000 characters'),
  start: dateString(tournamentMessages.startRequired),
  finish: dateString(tournamentMessages.finishRequired),
  sport: recordId('A valid sport is required').nullable().optional(),
  rules: z.string().trim().max(10000, 'Please enter no more than 10000 characters').default(''),
  club_set: z.array(recordId('A valid club is required'), { error: tournamentMessages.clubRequired }).max(50),
};

/** The definition rules of §5 (finish not before start; at least one club); the past is the service's (it knows today). */
function definitionIssues(v: { start: string; finish: string; club_set: number[] }): Issue[] {
  const out: Issue[] = [];
  if (v.finish < v.start) out.push({ path: 'finish', message: tournamentMessages.finishBeforeStart });
  if (v.club_set.length === 0) out.push({ path: 'club_set', message: tournamentMessages.clubRequired });
  return out;
}

/** POST /api/tournament/ and PUT /api/tournament/{id}/: the whole tournament. */
export const tournamentSchema = z
  .object({ ...definitionFields, params: tournamentParamsObject })
  .superRefine((v, ctx) => {
    for (const issue of definitionIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    for (const issue of paramsRuleIssues(v.params))
      ctx.addIssue({ code: 'custom', path: ['params', issue.path], message: issue.message });
  });
export type TournamentInput = z.input<typeof tournamentSchema>;
export type TournamentBody = z.infer<typeof tournamentSchema>;

/** PATCH /api/tournament/{id}/: any fields; merged with the stored tournament and read again by tournamentSchema. */
export const tournamentPatchSchema = z.object({
  name: definitionFields.name.optional(),
  desc: definitionFields.desc.optional(),
  start: definitionFields.start.optional(),
  finish: definitionFields.finish.optional(),
  sport: definitionFields.sport,
  rules: z.string().trim().max(10000).optional(),
  club_set: definitionFields.club_set.optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  ready_to_draw: z.boolean().optional(),
  draw_complete: z.literal(true, { error: 'draw_complete can only be set to true' }).optional(),
});
export type TournamentPatch = z.infer<typeof tournamentPatchSchema>;

/** True when `start` lies before today (YYYY-MM-DD strings compare as dates). */
export const startIsInPast = (start: string, today: string) => start < today;
