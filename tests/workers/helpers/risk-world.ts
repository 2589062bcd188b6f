// What the tests measuring the ad check and the message check share: the seed
// loaded, its live ads' fingerprints kept as their posts would have kept them
// (text signature and one photo each), photo hashes made from numbers, and
// first questions sent by new buyers with the flag their receiver sees.
import { seedDataStatements } from "~/db/seed";
import { askAboutAd, readConversation } from "~/features/messaging/conversations.server";
import { keepAssessment, type Assessment } from "~/features/risk/assess.server";
import { textSignature } from "~/features/risk/signals";

export interface SeedAdRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  note: string;
  price: number;
  category_id: number;
  brand_country_id: number;
  subcategory_id: number;
  third_branch_id: number;
}

/** A 64-bit photo hash from a number, as 16 hex digits (distinct numbers, distinct photos). */
export function photoHash(seed: number): string {
  let x = (seed * 2246822519) >>> 0;
  let hex = "";
  for (let i = 0; i < 4; i++) {
    x = (Math.imul(x ^ (x >>> 13), 0x5bd1e995) + 0x1b873593) >>> 0;
    hex += (x & 0xffff).toString(16).padStart(4, "0");
  }
  return hex;
}

/** Loads the seed and keeps every live ad's fingerprints (its photo: `photoHash(id)`); returns the live ads. */
export async function seedRiskWorld(db: D1Database, now: Date): Promise<SeedAdRow[]> {
  const sql = await seedDataStatements(now);
  await db.batch(sql.map((text) => db.prepare(text)));
  const live = (
    await db
      .prepare(
        "SELECT id, user_id, name, description, note, price, category_id, subcategory_id, brand_country_id, third_branch_id FROM ads WHERE status = 'approved' ORDER BY id",
      )
      .all<SeedAdRow>()
  ).results;
  for (const ad of live) {
    const assessment: Assessment = {
      decision: "publish",
      score: 0,
      reasons: [],
      fingerprints: { signature: textSignature(`${ad.name}\n${ad.description}`), photos: [] },
    };
    await keepAssessment({ db }, { adId: ad.id, userId: ad.user_id }, assessment, [{ hash: photoHash(ad.id), imagePath: `ads/${ad.id}.jpg` }]);
  }
  return live;
}

/**
 * Sends each text as a new buyer's first question (one verified account each,
 * ids from `firstId`, from an address of its own) on the ads in turn, through
 * the messaging use-case, and reads back the flag the conversation shows.
 */
export async function firstQuestionFlags(db: D1Database, texts: string[], adIds: number[], firstId: number, at: Date): Promise<Array<string | null>> {
  await db.batch(
    texts.map((_, index) =>
      db
        .prepare("INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (?1, ?2, 'H', 'O', ?3, ?4, 'x')")
        .bind(firstId + index, `buyer${firstId + index}`, `buyer${firstId + index}@example.com`, `+2010${String(70_000_000 + index).padStart(8, "0")}`),
    ),
  );
  const flags: Array<string | null> = [];
  for (const [index, text] of texts.entries()) {
    const sender = { id: firstId + index, verified: true };
    const context = { db, clientAddress: `198.51.${Math.floor(index / 250)}.${index % 250}`, config: { APP_ENV: "test" } as never };
    const sent = await askAboutAd(context, sender, adIds[index % adIds.length], text, at);
    if (!sent.ok) throw new Error(`not sent: ${text} ${JSON.stringify(sent)}`);
    const view = await readConversation(context, sender, sent.conversationId, at);
    flags.push(view?.messages.at(-1)?.flag ?? null);
  }
  return flags;
}
