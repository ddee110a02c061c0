/**
 * Writes public/favicon.ico (16, 32 and 48 px PNG images in one ICO container) from the logo mark.
 * Run after changing the mark: `npx tsx scripts/generate-favicon.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b5cad"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">GW</text></svg>`;
const SIZES = [16, 32, 48];

const images = await Promise.all(
  SIZES.map((size) =>
    sharp(Buffer.from(MARK), { density: 72 * (size / 64) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes) per image, then the PNG data.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const size = SIZES[i] ?? 0;
  const at = 6 + 16 * i;
  header.writeUInt8(size % 256, at);
  header.writeUInt8(size % 256, at + 1);
  header.writeUInt8(0, at + 2);
  header.writeUInt8(0, at + 3);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
const ico = Buffer.concat([header, ...images]);
const file = path.resolve(import.meta.dirname, '..', 'public', 'favicon.ico');
fs.writeFileSync(file, ico);
console.log(`favicon.ico: ${ico.length} Bytes`);
