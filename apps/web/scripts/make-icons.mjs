#!/usr/bin/env node
// Writes the maskable app icons (public/icon-maskable-{192,512}.png) from the
// logo of public/favicon.svg, once; the PNGs are committed (decision 310).
// A maskable icon is cropped by the launcher to any shape inside its square:
// the background fills the whole square and the logo stays inside the
// central circle of 80 % of the width (the safe zone), here at 75 % scale
// around the logo's own centre (its drawing spans 13.5–56.5 × 7.5–50.5 of
// the 64-unit box, so it reaches 22.8 units from the centre, under 25.6).
// Run: node apps/web/scripts/make-icons.mjs (sharp is a server dependency).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The logo's strokes and ball: everything after the rounded background square.
const drawing = favicon.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f7a5f"/><g transform="translate(32 32) scale(0.75) translate(-35 -29)">${drawing}</g></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(maskable), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, `icon-maskable-${size}.png`));
}
