import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { twoFactorMessages, type PageQuery, type Session } from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import { hashKey } from '../../http/auth';
import { notFound } from '../../http/errors';
import { forgetUserTokens } from '../../http/token-cache';
import * as clock from '../../clock';
import { authTokens } from './auth.tables';
import { sessionActivity } from './two-factor.tables';
import { describeUserAgent } from './user-agent';
import { endSessions } from './sessions.service';

// The account page's list of signed-in sessions (issue 31): each token of the caller that has not
// expired, where it signed in from and when it was last used; sign out one, or all but this one.

const lastSeen = sql<Date>`coalesce(${sessionActivity.last_seen_at}, ${authTokens.created_at})`;

/** GET /api/user/sessions/: the most recently used first; `current` marks the session asking. */
export async function listSessions({
  ctx,
  token,
  query,
}: {
  ctx: ServiceContext;
  token: string;
  query: PageQuery;
}): Promise<{ count: number; rows: Session[] }> {
  const { userId } = requireActor(ctx);
  const mine = and(eq(authTokens.user_id, userId), gt(authTokens.expires_at, clock.now()));
  const [{ n }] = await ctx.db.select({ n: count() }).from(authTokens).where(mine);
  const rows = await ctx.db
    .select({
      id: authTokens.id,
      keyHash: authTokens.key_hash,
      userAgent: authTokens.user_agent,
      ip: authTokens.ip,
      createdAt: authTokens.created_at,
      lastSeen,
    })
    .from(authTokens)
    .leftJoin(sessionActivity, eq(sessionActivity.token_id, authTokens.id))
    .where(mine)
    .orderBy(desc(lastSeen), desc(authTokens.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const current = hashKey(token);
  return {
    count: n,
    rows: rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_seen_at: new Date(row.lastSeen).toISOString(),
      current: row.keyHash === current,
    })),
  };
}

/** DELETE /api/user/sessions/{id}/: another person's session is "not found", as a missing one. */
export async function endSession({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<void> {
  const { userId } = requireActor(ctx);
  const gone = await ctx.db
    .delete(authTokens)
    .where(and(eq(authTokens.id, id), eq(authTokens.user_id, userId)))
    .returning({ id: authTokens.id });
  if (!gone.length) throw notFound(twoFactorMessages.sessionNotFound);
  forgetUserTokens(ctx.db, userId);
}

/** POST /api/user/sessions/end-others/: every session of the caller but this one ends. */
export async function endOtherSessions({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<void> {
  const { userId } = requireActor(ctx);
  await endSessions(ctx.db, userId, token);
  forgetUserTokens(ctx.db, userId);
}
