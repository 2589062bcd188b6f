// A document's page images for the flipbook (table pdf_imgs: file_url,
// pdf_id, page): uploaded in order, moved up or down, deleted. Images are
// checked by their bytes and stored in R2; file_url is their /media/ address.
// The SQL is in queries.server.ts (with listPages).
import type { Database } from "~/server/db-session.server";
import { deleteStored, readImage, safeFileName, type ImageType } from "~/server/uploads.server";
import { MAX_ADMIN_IMAGE_BYTES } from "~/lib/admin-resources";
import type { Actor } from "./resources.server";
import { appendPages, deletePageRow, getPage, listPages, renumberPages } from "~/features/admin/queries.server";

export { listPages, type DocumentPage } from "~/features/admin/queries.server";

type Deps = { db: Database; bucket: R2Bucket };

export const MAX_PAGES_PER_UPLOAD = 40;

const extensions: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * Adds page images after the last page, in the order given. Files that are
 * not JPEG, PNG or WebP images (by their bytes) or are over 5 MB are skipped
 * and named in the answer.
 */
export async function addPages(deps: Deps, actor: Actor, documentId: number, files: File[], now = new Date()): Promise<{ added: number; skipped: string[] }> {
  const skipped: string[] = [];
  const keys: string[] = [];
  for (const file of files) {
    if (file.size === 0 && file.name === "") continue;
    if (keys.length >= MAX_PAGES_PER_UPLOAD) {
      skipped.push(safeFileName(file.name));
      continue;
    }
    const checked = await readImage(file, MAX_ADMIN_IMAGE_BYTES);
    if (!checked.ok) {
      skipped.push(safeFileName(file.name));
      continue;
    }
    const key = `documents/${documentId}/${crypto.randomUUID()}.${extensions[checked.type]}`;
    await deps.bucket.put(key, checked.bytes, { httpMetadata: { contentType: checked.type, cacheControl: "public, max-age=31536000, immutable" } });
    keys.push(key);
  }
  if (keys.length === 0) return { added: 0, skipped };
  await appendPages(
    deps,
    documentId,
    keys.map((key) => `/media/${key}`),
    { actorId: actor.id, action: "pages.add", entity: "documents", entityId: documentId, details: { pages: keys.length, skipped: skipped.length } },
    now,
  );
  return { added: keys.length, skipped };
}

/** Moves a page one place up or down; pages are renumbered 1…n on the way. */
export async function movePage(deps: Deps, actor: Actor, documentId: number, pageId: number, direction: "up" | "down", now = new Date()): Promise<boolean> {
  const pages = await listPages(deps, documentId);
  const index = pages.findIndex((page) => page.id === pageId);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= pages.length) return false;
  const order = pages.map((page) => page.id);
  [order[index], order[target]] = [order[target], order[index]];
  await renumberPages(
    deps,
    documentId,
    order,
    { actorId: actor.id, action: `pages.move-${direction}`, entity: "documents", entityId: documentId, details: { page: pageId } },
    now,
  );
  return true;
}

export async function deletePage(deps: Deps, actor: Actor, documentId: number, pageId: number, now = new Date()): Promise<boolean> {
  const page = await getPage(deps, documentId, pageId);
  if (!page) return false;
  await deletePageRow(deps, pageId, { actorId: actor.id, action: "pages.delete", entity: "documents", entityId: documentId, details: { page: pageId } }, now);
  if (page.file_url.startsWith("/media/")) await deleteStored(deps, page.file_url.slice("/media/".length));
  return true;
}
