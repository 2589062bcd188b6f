// Files users send: profile images (checked by their bytes, at most 5 MB)
// and support attachments (any kind, at most 10 MB each), stored in R2 under
// unguessable keys and served at /media/<key>.
import { fileClassOf, MAX_ATTACHMENT_BYTES, MAX_PROFILE_IMAGE_BYTES, type FileClass } from "~/lib/schemas/account";
import { lastCharacters } from "~/lib/text-length";

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

const extensions: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** The image type its first bytes show (JPEG FF D8 FF, PNG 89 50 4E 47, WebP RIFF....WEBP), or null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return "image/png";
  }
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.slice(start, end));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

export type ImageCheck = { ok: true; bytes: Uint8Array; type: ImageType } | { ok: false; error: "tooLarge" | "notImage" };

export async function readImage(file: File, maxBytes = MAX_PROFILE_IMAGE_BYTES): Promise<ImageCheck> {
  if (file.size > maxBytes) return { ok: false, error: "tooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > maxBytes) return { ok: false, error: "tooLarge" };
  const type = detectImageType(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, error: "notImage" };
}

/** Stores a checked profile image; returns its key. */
export async function storeProfileImage({ bucket }: { bucket: R2Bucket }, userId: number, image: { bytes: Uint8Array; type: ImageType }): Promise<string> {
  const key = `users/${userId}/${crypto.randomUUID()}.${extensions[image.type]}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type, cacheControl: "public, max-age=31536000, immutable" } });
  return key;
}

export async function deleteStored({ bucket }: { bucket: R2Bucket }, key: string | null): Promise<void> {
  if (key && !key.startsWith("seed/")) await bucket.delete(key);
}

export interface StoredAttachment {
  name: string;
  fileClass: FileClass;
  size: number;
  path: string;
}

/** A file name safe for a key and a header: no path, no control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are removed from file names
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim();
  return lastCharacters(cleaned || "file", 120);
}

/**
 * Splits chosen files into those kept and those skipped for size (over
 * 10 MB); empty inputs are ignored. At most `max` files are kept.
 */
export function sortAttachments(files: File[], max: number): { kept: File[]; skipped: string[] } {
  const kept: File[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    if (file.size === 0 && file.name === "") continue;
    if (file.size > MAX_ATTACHMENT_BYTES || kept.length >= max) skipped.push(safeFileName(file.name));
    else kept.push(file);
  }
  return { kept, skipped };
}

export async function storeAttachment({ bucket }: { bucket: R2Bucket }, prefix: string, file: File): Promise<StoredAttachment> {
  const name = safeFileName(file.name);
  const fileClass = fileClassOf(file.type, name);
  const path = `${prefix}/${crypto.randomUUID()}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Only raster images proven by their bytes keep an image type; everything
  // else is stored as a download, never rendered in the site's origin.
  const contentType = detectImageType(bytes) ?? "application/octet-stream";
  await bucket.put(path, bytes, {
    httpMetadata: { contentType, contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  });
  return { name, fileClass, size: file.size, path };
}
