// Draws the app's PNG icons (public/icons/) from the logo of public/favicon.svg: a court-green ball
// with two light seams. Run by hand when the logo changes (`node apps/web/scripts/draw-icons.mjs`);
// the files are committed, so the build needs no image tool. Each pixel is sampled 4×4 times.
// - icon-<size>.png: the ball on a transparent background (the manifest's "any" icons);
// - maskable-512.png: the ball inside the maskable safe zone (the inner 80% circle) on a full green
//   square, which Android crops to its own shape;
// - apple-touch-icon.png (180): a full square, as iOS rounds the corners itself and shows
//   transparency as black.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

const GREEN = [0x1f, 0x7a, 0x4d];
const SEAM = [0xd9, 0xf9, 0x9d];
const out = path.resolve(import.meta.dirname, '../public/icons');

// The favicon's seams (64-unit box): quadratic curves M10 20 q22 12 44 0 and M10 44 q22 -12 44 0, 4 wide.
const seams = [
  [
    [10, 20],
    [32, 32],
    [54, 20],
  ],
  [
    [10, 44],
    [32, 32],
    [54, 44],
  ],
].map(([a, c, b]) =>
  Array.from({ length: 65 }, (_, i) => {
    const t = i / 64;
    const u = 1 - t;
    return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
  }),
);

const segmentDistance = (px, py, [ax, ay], [bx, by]) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const onSeam = (x, y) => seams.some((line) => line.some((p, i) => i > 0 && segmentDistance(x, y, line[i - 1], p) <= 2));

/** The logo's colour at (x, y) of its 64-unit box, or null outside the ball. */
function logoAt(x, y) {
  if (Math.hypot(x - 32, y - 32) > 30) return null;
  return onSeam(x, y) ? SEAM : GREEN;
}

/** A `size` px PNG: the logo scaled to `scale` of the side, centred, on `background` (or transparent). */
function draw(size, scale, background) {
  const png = new PNG({ width: size, height: size });
  const logoSide = size * scale;
  const offset = (size - logoSide) / 2;
  const N = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const x = ((px + (sx + 0.5) / N - offset) / logoSide) * 64;
          const y = ((py + (sy + 0.5) / N - offset) / logoSide) * 64;
          const colour = logoAt(x, y) ?? background;
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      png.data[i] = a ? Math.round(r / a) : 0;
      png.data[i + 1] = a ? Math.round(g / a) : 0;
      png.data[i + 2] = a ? Math.round(b / a) : 0;
      png.data[i + 3] = Math.round((a / (N * N)) * 255);
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'icon-192.png'), draw(192, 1, null));
writeFileSync(path.join(out, 'icon-512.png'), draw(512, 1, null));
// The ball's edge blends into the same green: the seams are what shows inside the safe zone.
writeFileSync(path.join(out, 'maskable-512.png'), draw(512, 0.7, GREEN));
writeFileSync(path.join(out, 'apple-touch-icon.png'), draw(180, 0.86, GREEN));
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
