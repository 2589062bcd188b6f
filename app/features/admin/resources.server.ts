// The admin's content records (categories and their three lower levels,
// governorates and regions, banners, safety tips, bundles, blog posts,
// services, links, documents): listed, created, changed and deleted through
// the shared specs in lib/admin-resources.ts, which name the only
// tables and columns written here. Images are checked by their bytes and
// stored in R2 under new keys. Every change is recorded in the audit log in
// the same transaction. The SQL is in queries.server.ts (with listRecords and
// getRecord).
import type { Database } from "~/server/db-session.server";
import { resources, type FieldSpec, type ResourceKey } from "~/lib/admin-resources";
import { sqlTime } from "~/server/sql.server";
import { forgetPlacesCache } from "~/features/catalog/places.server";
import { deleteStored, readImage, type ImageType } from "~/server/uploads.server";
import { MAX_ADMIN_IMAGE_BYTES } from "~/lib/admin-resources";
import { deleteRecordRow, getRecord, insertRecord, pageUrls, updateRecord, type Value } from "~/features/admin/queries.server";

export { getRecord, listRecords, type Row } from "~/features/admin/queries.server";

type Db = { db: Database };
type Deps = { db: Database; bucket: R2Bucket };

export interface Actor {
  id: number;
}

const extensions: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** The chain of parents of a record of a lower level, nearest last (for the page's breadcrumbs). */
export async function parentChain(deps: Db, key: ResourceKey, parentId: number | null): Promise<Array<{ key: ResourceKey; id: number; title: string }>> {
  const chain: Array<{ key: ResourceKey; id: number; title: string }> = [];
  let spec = resources[key];
  let id = parentId;
  while (spec.parent && id) {
    const parentSpec = resources[spec.parent.resource];
    const row = await getRecord(deps, parentSpec.key, id);
    if (!row) break;
    chain.unshift({ key: parentSpec.key, id: row.id, title: String(row[parentSpec.titleField] ?? row.id) });
    id = parentSpec.parent ? Number(row[parentSpec.parent.column]) : null;
    spec = parentSpec;
  }
  return chain;
}

export type SaveResult = { ok: true; id: number } | { ok: false; fieldErrors?: Record<string, string[]>; formErrors?: string[] };

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** "2026-11-23T10:00" (as typed, UTC) → "2026-11-23 10:00:00". */
function fromInputDateTime(value: string): string {
  const [date, time] = value.split("T");
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

function isConstraint(error: unknown, kind: "UNIQUE" | "FOREIGN KEY"): boolean {
  return String(error instanceof Error ? error.message : error).includes(`${kind} constraint failed`);
}

/** A column's value from a parsed form value. */
function columnValue(field: FieldSpec, value: unknown): Value {
  switch (field.kind) {
    case "bool":
      return value === true ? 1 : 0;
    case "int":
    case "decimal":
      return typeof value === "number" ? value : field.required ? null : (field.empty ?? 0);
    case "datetime":
      return typeof value === "string" && value ? fromInputDateTime(value) : null;
    default:
      return typeof value === "string" && value !== "" ? value : null;
  }
}

/**
 * Creates (id null) or changes a record from parsed form values. New images
 * are checked and stored first; a record's previous image is deleted once
 * the change is saved.
 */
export async function saveRecord(
  deps: Deps,
  actor: Actor,
  key: ResourceKey,
  id: number | null,
  values: Record<string, unknown>,
  options: { parentId?: number | null; now?: Date } = {},
): Promise<SaveResult> {
  const spec = resources[key];
  const now = options.now ?? new Date();
  const creating = id === null;
  const existing = creating ? null : await getRecord(deps, key, id);
  if (!creating && !existing) return { ok: false, formErrors: ["admin:errors.notFound"] };
  if (creating && spec.parent) {
    const parent = options.parentId ? await getRecord(deps, spec.parent.resource, options.parentId) : null;
    if (!parent) return { ok: false, formErrors: ["admin:errors.notFound"] };
  }

  const fieldErrors: Record<string, string[]> = {};
  const row: Record<string, Value> = {};
  const stored: string[] = [];
  const replaced: string[] = [];
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.kind === "image") {
      if (value instanceof File && value.size > 0) {
        const checked = await readImage(value, MAX_ADMIN_IMAGE_BYTES);
        if (!checked.ok) {
          fieldErrors[field.name] = [checked.error === "tooLarge" ? "admin:errors.imageTooLarge" : "admin:errors.imageType"];
          continue;
        }
        const objectKey = `admin/${spec.table}/${crypto.randomUUID()}.${extensions[checked.type]}`;
        await deps.bucket.put(objectKey, checked.bytes, { httpMetadata: { contentType: checked.type, cacheControl: "public, max-age=31536000, immutable" } });
        stored.push(objectKey);
        row[field.name] = objectKey;
        if (existing?.[field.name]) replaced.push(String(existing[field.name]));
      } else if (creating && field.requiredOnCreate) {
        fieldErrors[field.name] = ["admin:errors.imageRequired"];
      }
      continue;
    }
    row[field.name] = columnValue(field, value);
  }

  // Blog posts: a readable address from the English title when none is given,
  // and "now" when no publication time is given.
  if (key === "blog") {
    if (!row.slug)
      row.slug = creating || !existing?.slug ? `${slugify(String(row.title_en ?? "")) || "post"}-${now.getTime().toString(36)}` : String(existing.slug);
    if (!row.published_at) row.published_at = creating || !existing?.published_at ? sqlTime(now) : String(existing.published_at);
  }

  if (Object.keys(fieldErrors).length > 0) {
    await Promise.all(stored.map((objectKey) => deleteStored(deps, objectKey)));
    return { ok: false, fieldErrors };
  }

  try {
    if (creating) {
      const details = spec.parent ? { ...row, [spec.parent.column]: options.parentId } : row;
      const newId = await insertRecord(deps, spec, row, options.parentId ?? null, { actorId: actor.id, details }, now);
      if (spec.places) forgetPlacesCache();
      return { ok: true, id: newId };
    }
    await updateRecord(deps, spec, id, row, { actorId: actor.id, action: "update", entity: spec.table, entityId: id, details: row }, now);
  } catch (error) {
    // A constraint refused the write: nothing was saved, the new images go. Any other error may have come
    // after the write committed: the images stay, and the hourly job deletes them if no row names them.
    if (!isConstraint(error, "UNIQUE")) throw error;
    await Promise.all(stored.map((objectKey) => deleteStored(deps, objectKey)));
    return { ok: false, fieldErrors: { slug: ["admin:errors.slugTaken"] } };
  }
  await Promise.all(replaced.map((objectKey) => deleteStored(deps, objectKey)));
  if (spec.places) forgetPlacesCache();
  return { ok: true, id: id! };
}

export type DeleteResult = { ok: true } | { ok: false; error: "notFound" | "inUse" };

/** Deletes a record (its lower levels go with it); one still used by ads, users or orders stays. */
export async function deleteRecord(deps: Deps, actor: Actor, key: ResourceKey, id: number, now = new Date()): Promise<DeleteResult> {
  const spec = resources[key];
  const existing = await getRecord(deps, key, id);
  if (!existing) return { ok: false, error: "notFound" };
  const images = spec.fields
    .filter((field) => field.kind === "image")
    .map((field) => existing[field.name])
    .filter((value): value is string => typeof value === "string");
  const documentPages = key === "documents" ? await pageUrls(deps, id) : [];
  try {
    await deleteRecordRow(
      deps,
      spec,
      id,
      { actorId: actor.id, action: "delete", entity: spec.table, entityId: id, details: { [spec.titleField]: existing[spec.titleField] } },
      now,
    );
  } catch (error) {
    if (isConstraint(error, "FOREIGN KEY")) return { ok: false, error: "inUse" };
    throw error;
  }
  await Promise.all(images.map((objectKey) => deleteStored(deps, objectKey)));
  await Promise.all(documentPages.filter((url) => url.startsWith("/media/")).map((url) => deleteStored(deps, url.slice("/media/".length))));
  if (spec.places) forgetPlacesCache();
  return { ok: true };
}
