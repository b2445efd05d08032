import { deflateSync } from 'node:zlib';

// The demo posts' thumbnails, drawn here (nothing downloaded): a tennis court seen from above in
// a surface's colours, with an accent (floodlights, balls), as 480 × 270 PNG images.

type Rgb = readonly [number, number, number];
const WIDTH = 480;
const HEIGHT = 270;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A PNG of WIDTH × HEIGHT whose pixel at (x, y) is `paint(x, y)`. */
function png(paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < WIDTH; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE: Rgb = [250, 250, 247];
const BALL: Rgb = [214, 232, 52];

/** True on a line of a doubles court (23.77 × 10.97 m at 15 px a metre) centred in the image. */
function onCourtLine(x: number, y: number) {
  const m = 15;
  const [cx, cy] = [WIDTH / 2, HEIGHT / 2];
  const dx = (x - cx) / m;
  const dy = (y - cy) / m;
  const w = 1.2 / m; // a line is about 2 px
  const [halfLength, halfWidth, singles, service] = [23.77 / 2, 10.97 / 2, 8.23 / 2, 6.4];
  if (Math.abs(dx) > halfLength + w || Math.abs(dy) > halfWidth + w) return false;
  const near = (a: number, b: number) => Math.abs(a - b) <= w;
  return (
    near(Math.abs(dx), halfLength) ||
    near(Math.abs(dy), halfWidth) ||
    near(Math.abs(dy), singles) ||
    (near(Math.abs(dx), service) && Math.abs(dy) <= singles) ||
    (near(dy, 0) && Math.abs(dx) <= service) ||
    near(dx, 0)
  );
}
const inCourt = (x: number, y: number) => Math.abs(x - WIDTH / 2) <= 190 && Math.abs(y - HEIGHT / 2) <= 88;
const inCircle = (x: number, y: number, [cx, cy, r]: readonly [number, number, number]) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as never;

/** Court 3 in red clay. */
export const clayCourtPng = () =>
  png((x, y) => {
    if (onCourtLine(x, y)) return WHITE;
    const grain = ((x * 7 + y * 13) % 11) / 60; // a little texture
    return inCourt(x, y) ? mix([196, 98, 60], [180, 86, 52], grain) : mix([168, 80, 48], [150, 70, 42], grain);
  });

/** A hard court at night under four floodlights. */
export const floodlitCourtPng = () => {
  const lights = [
    [40, 30, 16],
    [440, 30, 16],
    [40, 240, 16],
    [440, 240, 16],
  ] as const;
  return png((x, y) => {
    if (lights.some((l) => inCircle(x, y, l))) return [255, 244, 196];
    const glow = Math.max(...lights.map(([lx, ly]) => 1 - Math.min(1, Math.hypot(x - lx, y - ly) / 220)));
    if (onCourtLine(x, y)) return mix([200, 204, 210], WHITE, glow);
    const base: Rgb = inCourt(x, y) ? [34, 78, 140] : [22, 70, 58];
    return mix(mix(base, [8, 14, 28], 0.45), base, glow);
  });
};

/** A grass court with a coach's basket of balls spilled at the net. */
export const juniorsCourtPng = () => {
  const balls = [
    [236, 120, 7],
    [252, 150, 7],
    [222, 160, 7],
    [270, 128, 7],
    [300, 176, 7],
    [190, 100, 7],
    [330, 96, 7],
  ] as const;
  return png((x, y) => {
    if (balls.some((b) => inCircle(x, y, b))) return BALL;
    if (onCourtLine(x, y)) return WHITE;
    const stripe = Math.floor(x / 32) % 2 ? 0 : 0.12;
    return inCourt(x, y) ? mix([92, 150, 70], [78, 134, 58], stripe) : mix([70, 120, 54], [62, 108, 48], stripe);
  });
};
