import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  accountMessages,
  twoFactorMessages,
  twoFactorRequired,
  type ConfirmTwoFactor,
  type DisableTwoFactor,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@rally/domain';
import { activeAdminRoles } from '../../access/admin-roles';
import { requireActor, type ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import { forgetUserTokens } from '../../http/token-cache';
import * as clock from '../../clock';
import { users } from './auth.tables';
import { isCurrentPassword } from './sessions.service';
import { acceptCode, acceptTotp, clearTwoFactor, newRecoveryCodes, newTotpSecret } from './two-factor-codes';
import { isOperator } from './operators.service';
import { recoveryCodes, rememberedDevices, userTwoFactor } from './two-factor.tables';

// Turning two-step sign-in on and off from the account's security page (docs/two-factor.md).

const wrongCode = () => invalid(twoFactorMessages.wrongCode, { code: [twoFactorMessages.wrongCode] });

/** GET /api/user/two-factor/ */
export async function twoFactorStatus({ ctx }: { ctx: ServiceContext }): Promise<TwoFactorStatus> {
  const { userId, playerId } = requireActor(ctx);
  const required =
    !ctx.config.twoFactorExempt &&
    twoFactorRequired({ operator: await isOperator(ctx.db, userId) }, await activeAdminRoles(ctx.db, playerId));
  const [user] = await ctx.db.select({ on: users.two_factor_enabled }).from(users).where(eq(users.id, userId));
  const [codes] = await ctx.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  const [devices] = await ctx.db
    .select({ n: count() })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.user_id, userId), gt(rememberedDevices.expires_at, clock.now())));
  return {
    enabled: Boolean(user?.on),
    required,
    recovery_codes_left: user?.on ? codes.n : 0,
    remembered_devices: user?.on ? devices.n : 0,
  };
}

/**
 * POST /api/user/two-factor/setup/: a new secret, waiting for its first code. Answered this once:
 * no call reads it again (a new set-up makes a new one).
 */
export async function startTwoFactor({ ctx }: { ctx: ServiceContext }): Promise<TwoFactorSetup> {
  const { userId } = requireActor(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (user.two_factor_enabled) throw invalid(twoFactorMessages.alreadyOn);
  const { secret, otpauthUrl } = newTotpSecret(user.email);
  await ctx.db
    .insert(userTwoFactor)
    .values({ user_id: userId, secret })
    .onConflictDoUpdate({ target: userTwoFactor.user_id, set: { secret, enabled_at: null, last_step: 0 } });
  return { secret, otpauth_url: otpauthUrl };
}

/** POST /api/user/two-factor/confirm/: the first code turns it on; the 10 recovery codes are answered, this once. */
export async function confirmTwoFactor({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: ConfirmTwoFactor;
}): Promise<RecoveryCodes> {
  const { userId } = requireActor(ctx);
  const codes = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.user_id, userId)).for('update');
    if (!pending) throw invalid(twoFactorMessages.notStarted);
    if (pending.enabled_at) throw invalid(twoFactorMessages.alreadyOn);
    if (!(await acceptTotp(tx, userId, input.code))) throw wrongCode();
    await tx.update(userTwoFactor).set({ enabled_at: clock.now() }).where(eq(userTwoFactor.user_id, userId));
    await tx.update(users).set({ two_factor_enabled: true }).where(eq(users.id, userId));
    return newRecoveryCodes(tx, userId);
  });
  // The token lookup keeps whether it is on (the club guard reads it): read it afresh.
  forgetUserTokens(ctx.db, userId);
  return { recovery_codes: codes };
}

/** POST /api/user/two-factor/disable/: the password and a code (or a recovery code) turn it off. */
export async function disableTwoFactor({ ctx, input }: { ctx: ServiceContext; input: DisableTwoFactor }) {
  const { userId } = requireActor(ctx);
  if (!(await isCurrentPassword(ctx.db, userId, input.password)))
    throw invalid(accountMessages.wrongPassword, { password: [accountMessages.wrongPassword] });
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user.two_factor_enabled) throw invalid(twoFactorMessages.notOn);
    if (!(await acceptCode(tx, userId, input.code))) throw wrongCode();
    await clearTwoFactor(tx, userId);
  });
  forgetUserTokens(ctx.db, userId);
}

/** DELETE /api/user/two-factor/devices/: every remembered device asks for a code again. */
export async function forgetDevices({ ctx }: { ctx: ServiceContext }) {
  const { userId } = requireActor(ctx);
  await ctx.db.delete(rememberedDevices).where(eq(rememberedDevices.user_id, userId));
}
