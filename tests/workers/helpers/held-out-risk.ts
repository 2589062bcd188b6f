// What the held-out risk sets share: the whole measure (the honest and crafted
// risky ads posted by an established seeded trader, reposts of seeded ads made
// from the seed, a new account's burst of dear ads each stored before the next
// is checked, and messages sent as new buyers' first questions) and the
// printed report of shares per category and kind with every miss. Each set's
// test keeps its own floors and only picks which seeded trader, ads and
// conversations it uses, so two sets do not repeat the same reposts.
import { beforeAll, describe, expect, it } from "vitest";
import { assessAd, type RiskAsk } from "~/features/risk/assess.server";
import { sqlTime } from "~/server/sql.server";
import { firstQuestionFlags, photoHash, seedRiskWorld, type SeedAdRow } from "./risk-world";
import type { HeldOutAd, HeldOutMessage, HeldOutRiskyAd } from "./held-out-items";

export { ordinary, scam, type HeldOutAd, type HeldOutMessage, type HeldOutRiskyAd } from "./held-out-items";

export interface HeldOutRiskSet {
  honest: HeldOutAd[];
  risky: HeldOutRiskyAd[];
  /** A new account's burst: six dear ads, three for each of two accounts. */
  burst: HeldOutAd[];
  messages: HeldOutMessage[];
}

/** Which parts of the seed a set uses. */
export interface HeldOutPicks {
  /** The poster: the seeded trader with live ads at this offset, by id. */
  posterOffset: number;
  /** The reposted seeded ads: `(index * step + start) % count` for ten indexes. */
  repostStep: number;
  repostStart: number;
  /** The 40 newest live ads messaged, after skipping this many. */
  targetOffset: number;
  /** The burst accounts' usernames begin with this. */
  burstName: string;
}

export type AdOutcome = { label: "honest" | "risky"; kind: string; name: string; decision: string; reasons: unknown[] };
export type MessageOutcome = { message: HeldOutMessage; flag: string | null };

interface Make {
  id: number;
  name_en: string;
  brand_country_id: number;
  subcategory_id: number;
  category_id: number;
}

/** The seed's categories, by the first digit of their subcategories' ids. */
const CATEGORY_NAMES = ["", "vehicles", "estate", "electronics", "home", "industry"];

const toArabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);
const slips = (text: string) => text.replace(/ة/g, "ه").replace(/ى/g, "ي").replace(/[أإ]/g, "ا");

/** Copies and reposts of seeded ads, the edits people make when they post an ad again. */
const REPOSTS: Array<{ kind: string; own: boolean; samePhoto: boolean; edit: (ad: SeedAdRow) => Partial<RiskAsk> }> = [
  {
    kind: "copy",
    own: false,
    samePhoto: false,
    edit: (ad) => ({ name: `${ad.name} - فرصة`, description: slips(ad.description), price: Math.round(ad.price * 0.95) }),
  },
  {
    kind: "copy-photo",
    own: false,
    samePhoto: true,
    edit: (ad) => ({ name: "للبيع بحالة ممتازة", description: `${ad.description.split(/[.،]/)[0]}. السعر قابل للتفاوض` }),
  },
  { kind: "copy", own: false, samePhoto: false, edit: (ad) => ({ name: toArabicDigits(ad.name), description: `${ad.description}\nللجادين فقط` }) },
  { kind: "repost-own", own: true, samePhoto: false, edit: (ad) => ({ description: `${ad.description} متاح للمعاينة`, price: ad.price - 1000 }) },
  { kind: "repost-own", own: true, samePhoto: true, edit: () => ({}) },
];

/** Runs a set through the ad check and the message check against a freshly seeded database, as of `now`. */
export async function measureHeldOutRisk(
  db: D1Database,
  now: Date,
  set: HeldOutRiskSet,
  picks: HeldOutPicks,
): Promise<{ ads: AdOutcome[]; messages: MessageOutcome[] }> {
  const deps = { db };
  const live = await seedRiskWorld(db, now);
  const poster = (await db
    .prepare(
      "SELECT u.id FROM users u WHERE u.is_trader = 1 AND EXISTS (SELECT 1 FROM ads WHERE user_id = u.id AND status = 'approved') ORDER BY u.id LIMIT 1 OFFSET ?1",
    )
    .bind(picks.posterOffset)
    .first<{ id: number }>())!.id;
  const makes = (
    await db
      .prepare(
        `SELECT t.id, t.name_en, b.id AS brand_country_id, b.subcategory_id, s.category_id
       FROM third_branches t JOIN brand_countries b ON b.id = t.brand_country_id JOIN subcategories s ON s.id = b.subcategory_id ORDER BY t.id`,
      )
      .all<Make>()
  ).results;
  let photo = 700_000;
  const ask = (userId: number, [sub, makeName, name, description, price]: HeldOutAd): RiskAsk => {
    const make = makes.find((row) => row.subcategory_id === sub && (!makeName || row.name_en === makeName));
    if (!make) throw new Error(`no make ${makeName} in ${sub}`);
    return {
      userId,
      adId: null,
      name,
      description,
      note: "",
      price,
      categoryId: make.category_id,
      brandCountryId: make.brand_country_id,
      subcategoryId: sub,
      thirdBranchId: make.id,
      photos: [{ hash: photoHash(photo++) }],
      now,
    };
  };
  const ads: AdOutcome[] = [];
  const assess = async (label: AdOutcome["label"], kind: string, item: RiskAsk) => {
    const result = await assessAd(deps, item);
    ads.push({ label, kind, name: item.name, decision: result.decision, reasons: result.reasons });
  };
  for (const ad of set.honest) await assess("honest", `honest ${CATEGORY_NAMES[Math.floor(ad[0] / 100)]}`, ask(poster, ad));
  for (const [kind, ...ad] of set.risky) await assess("risky", kind, ask(poster, ad));
  const others = live.filter((ad) => ad.user_id !== poster && ad.description.length > 40);
  for (let index = 0; index < 10; index++) {
    const ad = others[(index * picks.repostStep + picks.repostStart) % others.length];
    const { kind, own, samePhoto, edit } = REPOSTS[index % REPOSTS.length];
    await assess("risky", kind, {
      userId: own ? ad.user_id : poster,
      adId: null,
      name: ad.name,
      description: ad.description,
      note: "",
      price: ad.price,
      categoryId: ad.category_id,
      brandCountryId: ad.brand_country_id,
      subcategoryId: ad.subcategory_id,
      thirdBranchId: ad.third_branch_id,
      photos: [{ hash: samePhoto ? photoHash(ad.id) : photoHash(photo++) }],
      now,
      ...edit(ad),
    });
  }
  // Two accounts two days old, each posting three dear ads in an afternoon; each ad is stored (under review) before the next.
  const columns = (await db.prepare("SELECT name FROM pragma_table_info('ads') WHERE name NOT IN ('id')").all<{ name: string }>()).results.map(
    (row) => row.name,
  );
  const copied: Record<string, string> = {
    user_id: "?2",
    name: "?3",
    price: "?4",
    status: "'pending'",
    created_at: "?5",
    updated_at: "?5",
    approved_at: "NULL",
    submit_key: "NULL",
  };
  const joined = sqlTime(new Date(now.getTime() - 2 * 86_400_000));
  for (let account = 0; account < 2; account++) {
    const userId = 990_000 + account;
    const username = `${picks.burstName}${account}`;
    await db
      .prepare(
        "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at, created_at) VALUES (?1, ?2, 'New', 'Seller', ?3, ?4, 'x', ?5, ?5)",
      )
      .bind(userId, username, `${username}@example.com`, `+20109${String(9_000_000 + account).padStart(7, "0")}`, joined)
      .run();
    for (let index = 0; index < 3; index++) {
      const item = ask(userId, set.burst[account * 3 + index]);
      await assess("risky", "burst", item);
      const like = live.find((ad) => ad.subcategory_id === item.subcategoryId)!;
      await db
        .prepare(`INSERT INTO ads (${columns.join(", ")}) SELECT ${columns.map((name) => copied[name] ?? name).join(", ")} FROM ads WHERE id = ?1`)
        .bind(like.id, userId, item.name, item.price, sqlTime(new Date(now.getTime() - (3 - index) * 3_600_000)))
        .run();
    }
  }

  // Messages: each from a new buyer of its own, on one of 40 seeded ads.
  const targets = (
    await db
      .prepare("SELECT id FROM ads WHERE status = 'approved' AND hidden = 0 ORDER BY id DESC LIMIT 40 OFFSET ?1")
      .bind(picks.targetOffset)
      .all<{ id: number }>()
  ).results;
  const flags = await firstQuestionFlags(
    db,
    set.messages.map((message) => message[0]),
    targets.map((ad) => ad.id),
    980_000,
    new Date(now.getTime() + 86_400_000),
  );
  return { ads, messages: set.messages.map((message, index) => ({ message, flag: flags[index] })) };
}

const percent = (part: number, of: number) => `${((part / Math.max(1, of)) * 100).toFixed(1)} %`;

/** Prints the ads' shares overall and per kind with every miss; returns the share of risky ads held and of honest ads held. */
export function reportAds(title: string, ads: AdOutcome[]): { riskyHeld: number; honestHeld: number } {
  const held = (entry: AdOutcome) => entry.decision !== "publish";
  const risky = ads.filter((entry) => entry.label === "risky");
  const honest = ads.filter((entry) => entry.label === "honest");
  const kinds = [...new Set(ads.map((entry) => entry.kind))];
  console.log(
    [
      `${title}: ${ads.length} ads (${honest.length} honest, ${risky.length} risky)`,
      `  risky held or refused ${percent(risky.filter(held).length, risky.length)} (refused ${risky.filter((entry) => entry.decision === "refuse").length})`,
      `  honest held ${percent(honest.filter(held).length, honest.length)}, published without waiting ${percent(honest.length - honest.filter(held).length, honest.length)}`,
      ...kinds.map((kind) => {
        const of = ads.filter((entry) => entry.kind === kind);
        return `  ${kind.padEnd(20)} held ${of.filter(held).length}/${of.length}`;
      }),
      "  misses (risky published, honest held):",
      ...ads
        .filter((entry) => held(entry) !== (entry.label === "risky"))
        .map((entry) => `    [${entry.kind}] ${entry.decision} ${entry.name} ${JSON.stringify(entry.reasons)}`),
    ].join("\n"),
  );
  return { riskyHeld: risky.filter(held).length / risky.length, honestHeld: honest.filter(held).length / honest.length };
}

/** Prints the messages' shares overall and per kind with every miss; returns the share of scams and of ordinary messages flagged. */
export function reportMessages(title: string, messages: MessageOutcome[]): { scamsFlagged: number; ordinaryFlagged: number } {
  const flagged = (label: string) => messages.filter((entry) => entry.message[1] === label && entry.flag).length;
  const count = (label: string) => messages.filter((entry) => entry.message[1] === label).length;
  const kinds = [...new Set(messages.map((entry) => entry.message[2]))];
  console.log(
    [
      `${title}: ${messages.length} messages`,
      `  scams flagged ${percent(flagged("scam"), count("scam"))}  ordinary flagged ${percent(flagged("ordinary"), count("ordinary"))}`,
      ...kinds.map((kind) => {
        const of = messages.filter((entry) => entry.message[2] === kind);
        return `  ${kind.padEnd(14)} flagged ${of.filter((entry) => entry.flag).length}/${of.length}`;
      }),
      "  misses (scam not flagged, ordinary flagged):",
      ...messages
        .filter((entry) => Boolean(entry.flag) !== (entry.message[1] === "scam"))
        .map((entry) => `    [${entry.message[2]}] ${entry.flag ?? "-"} ${entry.message[0]}`),
    ].join("\n"),
  );
  return { scamsFlagged: flagged("scam") / count("scam"), ordinaryFlagged: flagged("ordinary") / count("ordinary") };
}

/** What a set's test fails under: shares a little under what was measured. */
export interface HeldOutFloors {
  riskyHeld: number;
  honestHeldAtMost: number;
  scamsFlagged: number;
  ordinaryFlaggedAtMost: number;
}

/**
 * A held-out set's tests: measures the set once, checks it has at least the
 * given number of ads and messages of each label, prints the report and fails
 * under the floors.
 */
export function heldOutRiskTests(
  title: string,
  /** A freshly migrated database (the test's `createTestEnv`, which each project resolves to its own). */
  open: () => Promise<D1Database>,
  set: HeldOutRiskSet,
  picks: HeldOutPicks,
  floors: HeldOutFloors,
  least: { honest: number; risky: number; ordinary: number; scam: number },
) {
  let ads: AdOutcome[] = [];
  let messages: MessageOutcome[] = [];
  const count = (label: string) => [...ads.map((entry) => entry.label), ...messages.map((entry) => entry.message[1])].filter((of) => of === label).length;

  beforeAll(async () => {
    ({ ads, messages } = await measureHeldOutRisk(await open(), new Date("2026-11-23T12:00:00Z"), set, picks));
  }, 120_000);

  describe(`the ad check on the ${title} held-out set`, () => {
    it(`has at least ${least.honest} honest and ${least.risky} risky ads`, () => {
      expect(count("honest")).toBeGreaterThanOrEqual(least.honest);
      expect(count("risky")).toBeGreaterThanOrEqual(least.risky);
    });

    it("holds or refuses the risky ads and publishes the honest ones at once, above its floors", () => {
      const shares = reportAds(`risk ${title} hold-out`, ads);
      expect(shares.riskyHeld).toBeGreaterThanOrEqual(floors.riskyHeld);
      expect(shares.honestHeld).toBeLessThanOrEqual(floors.honestHeldAtMost);
    });
  });

  describe(`the message check on the ${title} held-out set`, () => {
    it(`has at least ${least.ordinary} ordinary and ${least.scam} scam messages`, () => {
      expect(count("ordinary")).toBeGreaterThanOrEqual(least.ordinary);
      expect(count("scam")).toBeGreaterThanOrEqual(least.scam);
    });

    it("flags the scams and leaves ordinary messages alone, above its floors", () => {
      const shares = reportMessages(`message ${title} hold-out`, messages);
      expect(shares.scamsFlagged).toBeGreaterThanOrEqual(floors.scamsFlagged);
      expect(shares.ordinaryFlagged).toBeLessThanOrEqual(floors.ordinaryFlaggedAtMost);
    });
  });
}
