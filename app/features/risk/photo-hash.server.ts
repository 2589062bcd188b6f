// A photo's perceptual hash (dHash, 64 bits) for the same-photo signal. The
// small grey image is made by Cloudflare's Images binding (IMAGES; locally
// wrangler runs the same binding with sharp, so no remote is needed): the
// photo squeezed to 9×8 and sent back as a PNG, which is decoded here (the
// binding's raw "rgb" output does not exist in local mode). Its work runs in
// the Images service, not on the Worker's CPU; the decode of 72 pixels is
// negligible. No binding, or a failure: no hash, and the signal is skipped for
// that photo (said in the log).
//
//   photoHash(images, bytes)        → 16 hex digits, or null
//   photoHashOrThrow(images, bytes) → the same, throwing when the binding fails
import { bitsApart, differenceHash, type PhotoHash } from "~/features/risk/signals";

/** A hash with fewer bits set than this is a near-flat image: not compared. */
const MIN_STRUCTURE_BITS = 6;

export type Transformer = Pick<ImagesBinding, "input">;

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** The grey levels (0..255) of a small 8-bit PNG, row by row; null when it is not one this reads. */
export async function pngGrey(png: Uint8Array): Promise<{ width: number; height: number; grey: number[] } | null> {
  if (png.length < 33 || png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = png[24];
  const channels = channelsOf[png[25]];
  if (depth !== 8 || !channels || png[28] !== 0 || width * height > 4096) return null;
  const parts: Uint8Array[] = [];
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(png[offset + 4], png[offset + 5], png[offset + 6], png[offset + 7]);
    if (type === "IDAT") parts.push(png.subarray(offset + 8, offset + 8 + length));
    if (type === "IEND") break;
    offset += 12 + length;
  }
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  const raw = await inflate(joined);
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) return null;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const corner = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - corner;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - corner);
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      }
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const grey: number[] = [];
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    grey.push(channels >= 3 ? (pixels[p] * 299 + pixels[p + 1] * 587 + pixels[p + 2] * 114) / 1000 : pixels[p]);
  }
  return { width, height, grey };
}

/**
 * The dHash of a photo's bytes through the Images binding: null for a photo
 * with almost no structure or one the small image cannot be read of; throws
 * when the binding fails (the cron's catching up tries such a photo again).
 */
export async function photoHashOrThrow(images: Transformer, bytes: Uint8Array): Promise<PhotoHash | null> {
  const result = await images
    .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
    .transform({ width: 9, height: 8, fit: "squeeze" })
    .output({ format: "image/png" });
  const small = await pngGrey(new Uint8Array(await result.response().arrayBuffer()));
  if (!small || small.width !== 9 || small.height !== 8) return null;
  const hash = differenceHash(small.grey);
  // A photo with almost no structure (a flat colour: every bit 0) says nothing about being a copy.
  return bitsApart(hash, "0000000000000000") < MIN_STRUCTURE_BITS ? null : hash;
}

/** The dHash of a photo's bytes, through the Images binding; null without one or when it fails. */
export async function photoHash(images: Transformer | undefined, bytes: Uint8Array): Promise<PhotoHash | null> {
  if (!images) return null;
  try {
    return await photoHashOrThrow(images, bytes);
  } catch (error) {
    console.error(`[souq] photo hash failed, the same-photo check skips it: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
