// What an uploaded image is, read from its bytes (the name and the sender's claim are not
// trusted): its type (newsletter images, player photos) and its size in pixels (player photos).

/** The type of an image from its first bytes (PNG, JPEG, GIF, WebP), or null: the name and the sender's claim are not trusted. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The width and height of a PNG or JPEG from its header, or null when they cannot be read. */
export function imageSizeOf(bytes: Buffer): { width: number; height: number } | null {
  const type = imageTypeOf(bytes);
  if (type === 'image/png' && bytes.length >= 24 && bytes.subarray(12, 16).toString('latin1') === 'IHDR')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (type !== 'image/jpeg') return null;
  // A JPEG's segments after SOI: each 0xFF, a marker, a 2-byte length; a start-of-frame (C0–CF but
  // C4 Huffman, C8 reserved, CC arithmetic) holds the height, then the width.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}
