// Ad photos: checked by their bytes (JPEG, PNG, WebP; at most 5 MB each),
// measured from their headers, and stored in R2 with a card variant.
//
// The card variant (at most 480 px wide, WebP) is made on the server from the
// stored original by Cloudflare's Images binding (IMAGES; locally wrangler
// runs the same binding with sharp), so what a card shows is always the photo
// the moderators review. A variant sent by the browser (the old
// `images_small` field) is never trusted: it is ignored. A photo no wider than
// a card, or any failure of the binding (absent, over its quota), makes the
// photo its own card image. (A WASM resizer inside the Worker does not work
// with the classic Remix compiler: it loads .wasm files as asset URLs, and
// workerd refuses to compile WebAssembly from bytes at run time.)
//
//   checkPhotos(photos, { alreadyKept })     → { ok, photos: CheckedPhoto[] } | { ok: false, problems }
//   storePhotos({ bucket, images }, checked) → StoredPhoto[] (R2 keys + size)
//   cardVariant(images, photo)               → the server-made card image, or null
//   deletePhotoObjects({ bucket }, keys)     → removes keys (never the seed's)
import { detectImageType, type ImageType } from "~/server/uploads.server";
import { MAX_AD_PHOTO_BYTES, MAX_AD_PHOTOS, SMALL_PHOTO_WIDTH } from "~/lib/schemas/ad";
import { shortName } from "~/lib/text-length";

/**
 * A photo as the domain takes it: the file, or the file beside a
 * browser-made card variant (`small`), which is ignored: variants are made
 * here, from the original.
 */
export type PhotoUpload = File | { file: File; small?: File | null };

/** What makes card variants: Cloudflare's Images binding (only its transformer is used). */
export type VariantMaker = Pick<ImagesBinding, "input">;

export interface CheckedImage {
  bytes: Uint8Array;
  type: ImageType;
  width: number;
  height: number;
}

export interface CheckedPhoto {
  name: string;
  full: CheckedImage;
}

export type PhotoError = "tooLarge" | "notImage" | "tooMany";
export interface PhotoProblem {
  index: number;
  name: string;
  error: PhotoError;
}

export interface StoredPhoto {
  imagePath: string;
  smallPath: string;
  width: number;
  height: number;
}

const extensions: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** Width and height from an image's header, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  if (type === "image/png") {
    if (bytes.length < 24) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return positive(view.getUint32(16), view.getUint32(20));
  }
  if (type === "image/webp") return webpSize(bytes);
  return jpegSize(bytes);
}

function positive(width: number, height: number) {
  return width > 0 && height > 0 && width < 100_000 && height < 100_000 ? { width, height } : null;
}

function webpSize(bytes: Uint8Array) {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  if (chunk === "VP8 ") {
    // Lossy: the key frame's 14-bit sizes after the start code 9D 01 2A.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return positive((bytes[26] | (bytes[27] << 8)) & 0x3fff, (bytes[28] | (bytes[29] << 8)) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    return positive(1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)), 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)));
  }
  return null;
}

/** JPEG: the first start-of-frame marker, with width and height swapped when EXIF says the photo is turned a quarter. */
function jpegSize(bytes: Uint8Array) {
  const scanned = scanJpeg(bytes);
  if (!scanned) return null;
  const { width, height, orientation } = scanned;
  return orientation >= 5 && orientation <= 8 ? positive(height, width) : positive(width, height);
}

/** A JPEG's EXIF orientation (1 = as stored, 2 to 8 = mirrored or turned), 1 when it has none. */
export function jpegOrientation(bytes: Uint8Array): number {
  return scanJpeg(bytes)?.orientation ?? 1;
}

/** The JPEG's frame size as stored and its EXIF orientation, read from the markers before the first frame. */
function scanJpeg(bytes: Uint8Array): { width: number; height: number; orientation: number } | null {
  let offset = 2;
  let orientation = 1;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(bytes, offset + 4, length - 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = (bytes[offset + 5] << 8) | bytes[offset + 6];
      const width = (bytes[offset + 7] << 8) | bytes[offset + 8];
      return { width, height, orientation };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** An APP1 Exif block's orientation (tag 0x0112), 1 to 8; 1 when absent or unreadable. */
function exifOrientation(bytes: Uint8Array, start: number, length: number): number {
  if (length < 14 || String.fromCharCode(...bytes.slice(start, start + 4)) !== "Exif") return 1;
  const tiff = start + 6;
  const little = bytes[tiff] === 0x49;
  const end = Math.min(bytes.length, start + length);
  const u16 = (at: number) => (at + 1 < end ? (little ? bytes[at] | (bytes[at + 1] << 8) : (bytes[at] << 8) | bytes[at + 1]) : 0);
  const u32 = (at: number) => (at + 3 < end ? (little ? (u16(at) | (u16(at + 2) << 16)) >>> 0 : ((u16(at) << 16) | u16(at + 2)) >>> 0) : 0);
  const ifd = tiff + u32(tiff + 4);
  const entries = u16(ifd);
  for (let i = 0; i < entries && i < 64; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) {
      const orientation = u16(entry + 8);
      return orientation >= 1 && orientation <= 8 ? orientation : 1;
    }
  }
  return 1;
}

async function checkImage(file: File): Promise<CheckedImage | PhotoError> {
  if (file.size > MAX_AD_PHOTO_BYTES) return "tooLarge";
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_AD_PHOTO_BYTES) return "tooLarge";
  const type = detectImageType(bytes);
  if (!type) return "notImage";
  const size = imageSize(bytes, type);
  if (!size) return "notImage";
  return { bytes, type, ...size };
}

const fileOf = (photo: PhotoUpload) => (photo instanceof File ? photo : photo.file);

/**
 * Checks every photo (each one, not only the first). `alreadyKept`
 * is how many photos the ad keeps, so the total stays at most 10.
 */
export async function checkPhotos(
  photos: PhotoUpload[],
  { alreadyKept = 0 } = {},
): Promise<{ ok: true; photos: CheckedPhoto[] } | { ok: false; problems: PhotoProblem[] }> {
  const problems: PhotoProblem[] = [];
  const checked: CheckedPhoto[] = [];
  const uploads = photos.map(fileOf).filter((file) => !(file.size === 0 && file.name === ""));
  for (const [index, file] of uploads.entries()) {
    // Shown in the refusal: shortened, so a name of any length stays a line of text.
    const name = shortName(file.name) || `#${index + 1}`;
    if (alreadyKept + index >= MAX_AD_PHOTOS) {
      problems.push({ index, name, error: "tooMany" });
      continue;
    }
    const full = await checkImage(file);
    if (typeof full === "string") {
      problems.push({ index, name, error: full });
      continue;
    }
    checked.push({ name, full });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, photos: checked };
}

/**
 * The card variant of a photo, made from its original bytes: at most 480 px
 * wide, WebP, checked like any image. Null when the photo is already no wider
 * than a card, when it is a JPEG that EXIF says to turn or mirror (a camera's
 * photo sent without JavaScript: the transform would lose that and show it
 * sideways, while browsers show the original upright), or when no variant
 * could be made. Then the photo is its own card image.
 */
export async function cardVariant(images: VariantMaker | undefined, full: CheckedImage): Promise<CheckedImage | null> {
  if (!images || full.width <= SMALL_PHOTO_WIDTH) return null;
  if (full.type === "image/jpeg" && jpegOrientation(full.bytes) !== 1) return null;
  try {
    const result = await images
      .input(new Blob([full.bytes as Uint8Array<ArrayBuffer>]).stream())
      .transform({ width: SMALL_PHOTO_WIDTH, fit: "scale-down" })
      .output({ format: "image/webp", quality: 75 });
    const bytes = new Uint8Array(await result.response().arrayBuffer());
    const type = detectImageType(bytes);
    const size = type ? imageSize(bytes, type) : null;
    if (!type || !size || size.width > SMALL_PHOTO_WIDTH) return null;
    return { bytes, type, ...size };
  } catch (error) {
    console.error(`[souq] card variant failed, the photo is its own card image: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const immutable = "public, max-age=31536000, immutable";

/** Stores checked photos under new, unguessable keys, each with a card variant made here (or the photo itself). */
export async function storePhotos({ bucket, images }: { bucket: R2Bucket; images?: VariantMaker }, photos: CheckedPhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of photos) {
      const id = crypto.randomUUID();
      const imagePath = `ads/${id}.${extensions[photo.full.type]}`;
      await bucket.put(imagePath, photo.full.bytes, { httpMetadata: { contentType: photo.full.type, cacheControl: immutable } });
      let smallPath = imagePath;
      const small = await cardVariant(images, photo.full);
      if (small) {
        smallPath = `ads/${id}-small.${extensions[small.type]}`;
        await bucket.put(smallPath, small.bytes, { httpMetadata: { contentType: small.type, cacheControl: immutable } });
      }
      stored.push({ imagePath, smallPath, width: photo.full.width, height: photo.full.height });
    }
  } catch (error) {
    await deletePhotoObjects(
      { bucket },
      stored.flatMap((photo) => [photo.imagePath, photo.smallPath]),
    );
    throw error;
  }
  return stored;
}

/** Deletes stored photo objects; the seed's shared images (seed/…) are never deleted. */
export async function deletePhotoObjects({ bucket }: { bucket: R2Bucket }, keys: string[]): Promise<void> {
  const own = [...new Set(keys.filter((key) => key && !key.startsWith("seed/")))];
  if (own.length > 0) await bucket.delete(own);
}
