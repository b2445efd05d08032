import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as M } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { imageSizeOf } from '../../http/image-bytes';

// The Me page's photo (docs/account.md): PUT /api/user/photo/ checks the bytes (a JPEG or PNG, no
// bigger than 1024 px a side), the player's record names it by an address with a new key each time,
// the address answers without a token and only with its key, DELETE takes it away.

let t: TestApp;
let auth: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = await login(t.app, 'player@example.com');
});
afterAll(() => t.close());

/** The header of a PNG of this size (what the server reads; the pixels are not). */
function png(width: number, height: number) {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2, 0, 0, 0], 24);
  return header;
}

/** The start of a JPEG of this size: SOI, a JFIF segment, then the frame's header. */
function jpeg(width: number, height: number) {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.alloc(19);
  frame.set([0xff, 0xc0, 0x00, 0x11, 8]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame]);
}

const put = (bytes: Buffer, authorization: string | undefined = auth) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/photo/',
    headers: authorization ? { authorization } : {},
    payload: { data: bytes.toString('base64') },
  });
const get = (url: string) => t.app.inject({ url });

describe('the photo on the Me page', () => {
  it('reads the size of a PNG and a JPEG from their headers', () => {
    expect(imageSizeOf(png(256, 200))).toEqual({ width: 256, height: 200 });
    expect(imageSizeOf(jpeg(320, 240))).toEqual({ width: 320, height: 240 });
    expect(imageSizeOf(Buffer.from('not an image'))).toBeNull();
  });

  it('keeps a resized photo, serves it at its address without a token, and a new one gets a new address', async () => {
    const first = await put(png(256, 256));
    expect(first.statusCode, first.body).toBe(200);
    const address: string = first.json().photo;
    expect(address).toMatch(/^\/api\/player\/\d+\/photo\/[A-Za-z0-9_-]{16,64}\/$/);
    const user = await t.app.inject({ url: '/api/user/', headers: { authorization: auth } });
    expect(user.json().results[0].player_set[0].photo).toBe(address);

    const image = await get(address);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png(256, 256))).toBe(true);
    // Only with its key: another key, or none, finds nothing.
    expect((await get(address.replace(/photo\/[^/]+\//, 'photo/AAAAAAAAAAAAAAAAAAAAAAAA/'))).statusCode).toBe(404);

    const second = await put(jpeg(256, 256));
    expect(second.statusCode).toBe(200);
    expect(second.json().photo).not.toBe(address);
    expect((await get(second.json().photo)).headers['content-type']).toBe('image/jpeg');
    expect((await get(address)).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG or PNG, a photo that was not resized, and no login; keeps the photo it had', async () => {
    const before = (await put(png(256, 256))).json().photo;
    for (const [bytes, message] of [
      [Buffer.from('GIF89a not wanted'), M.photoType],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), M.photoType],
      [png(2000, 1500), M.photoSize],
      [jpeg(1025, 800), M.photoSize],
    ] as const) {
      const res = await put(bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ data: [message] });
    }
    expect((await put(png(64, 64), '')).statusCode).toBe(401);
    expect((await get(before)).statusCode).toBe(200);
  });

  it('takes the photo away', async () => {
    const address = (await put(png(128, 128))).json().photo;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/photo/', headers: { authorization: auth } });
    expect(res.statusCode).toBe(200);
    expect(res.json().photo).toBeNull();
    expect((await get(address)).statusCode).toBe(404);
  });
});
