// Documents' SQL on D1: a document's page images (pdf_imgs, the table the
// hosted backend has too) and its title. Typed rows in, typed rows out; which
// source is read, what counts as an image address and what a failure reads
// as are documents.server.ts's.
import type { Database } from "~/server/db-session.server";

type Db = { db: Database };

/** The file_url of each of document `id`'s pages, by page number (index pdf_imgs_by_document). */
export async function pageFileUrls({ db }: Db, id: number): Promise<string[]> {
  const { results } = await db.prepare("SELECT file_url FROM pdf_imgs WHERE pdf_id = ? ORDER BY page, id").bind(id).all<{ file_url: string }>();
  return results.map((row) => row.file_url);
}

/** Document `id`'s titles in both languages, or null when D1 does not know it. */
export async function documentTitleRow({ db }: Db, id: number): Promise<{ title: string; title_en: string } | null> {
  return db.prepare("SELECT title, title_en FROM documents WHERE id = ?").bind(id).first<{ title: string; title_en: string }>();
}
