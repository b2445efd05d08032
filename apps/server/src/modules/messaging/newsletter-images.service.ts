import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEWSLETTER_IMAGE_MAX_BYTES, newsletterImageSrc, newsletterMessages as N } from '@rally/domain';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { imageTypeOf } from '../../http/image-bytes';
import { newsletterImages } from './newsletters.tables';
import type { Ctx } from './newsletter-records';

// Newsletter images (issue 12): uploaded by the club's staff, served publicly by an unguessable key.

/** POST /api/newsletterimage/: stores an image for the club's newsletters; answers its address. */
export async function uploadImage({ ctx, input }: { ctx: Ctx; input: { club: number; name: string; data: string } }) {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > NEWSLETTER_IMAGE_MAX_BYTES) throw invalid(N.imageSize, { data: [N.imageSize] });
  const type = imageTypeOf(bytes);
  if (!type) throw invalid(N.imageType, { data: [N.imageType] });
  const key = randomBytes(18).toString('base64url');
  await ctx.db.insert(newsletterImages).values({
    club_id: input.club,
    key,
    name: input.name.slice(0, 200),
    content_type: type,
    size: bytes.length,
    bytes,
    uploaded_by: ctx.actor!.playerId,
  });
  return {
    src: newsletterImageSrc(key),
    url: `${ctx.config.publicUrl}${newsletterImageSrc(key)}`,
    content_type: type,
    size: bytes.length,
  };
}

/** GET /api/newsletterimage/{key}/: the image (public: mail clients load it without a login). */
export async function readImage(db: Db, key: string) {
  const [row] = await db
    .select({ content_type: newsletterImages.content_type, bytes: newsletterImages.bytes })
    .from(newsletterImages)
    .where(eq(newsletterImages.key, key));
  if (!row) throw notFound(N.imageNotFound);
  return row;
}
