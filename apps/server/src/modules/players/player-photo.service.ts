import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accountMessages as M, PHOTO_MAX_SIDE, type UploadPhoto } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { invalid, notFound, unauthorized } from '../../http/errors';
import { imageSizeOf, imageTypeOf } from '../../http/image-bytes';
import { getPlayerView } from './player-view.service';
import { playerPhotos } from './players.tables';
import * as clock from '../../clock';

// A player's photo (the Me page; issue 28). The browser draws the chosen picture into a small
// square and sends that; here its bytes must be a JPEG or PNG whose header gives a size no bigger
// than PHOTO_MAX_SIDE, so a photo that was not resized (or is not an image) is refused. Kept in the
// database under a new unguessable key each time; the player's record (read only by signed-in
// people) names it by an address with that key, and the address answers without a token (an
// <img> sends none) only with the right key.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

const ACCEPTED = new Set(['image/jpeg', 'image/png']);

function me(ctx: Ctx) {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.playerId;
}

/** PUT /api/user/photo/: the caller's photo, replacing any before it; answers their player. */
export async function uploadPhoto({ ctx, input }: { ctx: Ctx; input: UploadPhoto }) {
  const playerId = me(ctx);
  const bytes = Buffer.from(input.data, 'base64');
  const type = imageTypeOf(bytes);
  if (!type || !ACCEPTED.has(type)) throw invalid(M.photoType, { data: [M.photoType] });
  const size = imageSizeOf(bytes);
  if (!size) throw invalid(M.photoType, { data: [M.photoType] });
  if (size.width > PHOTO_MAX_SIDE || size.height > PHOTO_MAX_SIDE) throw invalid(M.photoSize, { data: [M.photoSize] });
  const values = { key: randomBytes(18).toString('base64url'), content_type: type, bytes, updated_at: clock.now() };
  await ctx.db
    .insert(playerPhotos)
    .values({ player_id: playerId, ...values })
    .onConflictDoUpdate({ target: playerPhotos.player_id, set: values });
  return getPlayerView(ctx.db, playerId);
}

/** DELETE /api/user/photo/: no photo any more; answers the player. */
export async function deletePhoto({ ctx }: { ctx: Ctx }) {
  const playerId = me(ctx);
  await ctx.db.delete(playerPhotos).where(eq(playerPhotos.player_id, playerId));
  return getPlayerView(ctx.db, playerId);
}

/** GET /api/player/{id}/photo/{key}/: the image, for whoever has its address (404 otherwise). */
export async function readPhoto(db: Db, playerId: number, key: string) {
  const [row] = await db
    .select({ content_type: playerPhotos.content_type, bytes: playerPhotos.bytes })
    .from(playerPhotos)
    .where(and(eq(playerPhotos.player_id, playerId), eq(playerPhotos.key, key)));
  if (!row) throw notFound(M.photoNotFound);
  return row;
}
