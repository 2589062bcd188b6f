import { beforeAll, describe, expect, it } from "vitest";
import { seedDataStatements } from "~/db/seed";
import { assessAd, keepAssessment, type Assessment, type RiskAsk } from "~/features/risk/assess.server";
import { textSignature } from "~/features/risk/signals";
import { addForbidden, deleteForbidden, listForbidden, saveRiskSettings } from "~/features/risk/queries.server";
import { createTestEnv } from "./helpers/db";
import type { SeedAdRow } from "./helpers/risk-world";

// The risk check measured on a labelled set: the seed's live ads as the
// honest ones (each checked as if posted now, against all the others), and
// crafted risky ones written as people type them (copies under another
// account, the seller's own reposts, the same photo, bait prices, numbers and
// links in the text, deposits by wallet, items not allowed, a new account's
// burst of dear ads). It prints precision and recall of the holds and the
// share of honest ads published at once, and fails under its floors: the
// figures last measured less a small margin (96.3 % of the risky ads held or
// refused, 0.6 % of honest ads held; the targets are at least 90 % and at
// most 2 %). The check's own CPU is the bench's (`npm run bench -- --risk`),
// never a timed test's.
const FLOORS = { recall: 0.95, honestHeldAtMost: 0.01 };

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
const now = new Date("2026-11-23T12:00:00Z");

let live: SeedAdRow[] = [];
/** A seeded trader that posts the crafted ads: established, so only the signals can hold them. */
let poster = 0;
const deps = () => ({ db: env.DB });

/** A 64-bit hash from a number, as 16 hex digits (distinct photos: distinct hashes). */
function fakeHash(seed: number): string {
  let x = (seed * 2654435761) >>> 0;
  let hex = "";
  for (let i = 0; i < 4; i++) {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x297a2d39) >>> 0;
    hex += (x & 0xffff).toString(16).padStart(4, "0");
  }
  return hex;
}

/** The hash with `bits` low bits of its last digits flipped (a re-saved, resized copy). */
function nearHash(hash: string, bits: number): string {
  const value = BigInt(`0x${hash}`) ^ ((1n << BigInt(bits)) - 1n);
  return value.toString(16).padStart(16, "0");
}

beforeAll(async () => {
  ({ env } = await createTestEnv());
  const sql = await seedDataStatements(now);
  await env.DB.batch(sql.map((text) => env.DB.prepare(text)));
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, name, description, note, price, category_id, subcategory_id, brand_country_id, third_branch_id FROM ads WHERE status = 'approved' ORDER BY id",
  ).all<SeedAdRow>();
  live = results;
  const trader = await env.DB.prepare(
    "SELECT u.id FROM users u WHERE u.is_trader = 1 AND EXISTS (SELECT 1 FROM ads WHERE user_id = u.id AND status = 'approved') ORDER BY u.id LIMIT 1",
  ).first<{ id: number }>();
  poster = trader!.id;
  // The live ads' fingerprints, as their posts would have kept them: text bands, and one photo each.
  for (const ad of live) {
    const signature = textSignature(`${ad.name}\n${ad.description}`);
    const assessment: Assessment = { decision: "publish", score: 0, reasons: [], fingerprints: { signature, photos: [] } };
    await keepAssessment(deps(), { adId: ad.id, userId: ad.user_id }, assessment, [{ hash: fakeHash(ad.id), imagePath: `ads/${ad.id}.jpg` }]);
  }
}, 120_000);

type Labelled = { label: "honest" | "risky"; kind: string; ask: RiskAsk };

const of = (ad: SeedAdRow, overrides: Partial<RiskAsk> = {}): RiskAsk => ({
  userId: ad.user_id,
  adId: ad.id,
  name: ad.name,
  description: ad.description,
  note: ad.note,
  price: ad.price,
  categoryId: ad.category_id,
  brandCountryId: ad.brand_country_id,
  subcategoryId: ad.subcategory_id,
  thirdBranchId: ad.third_branch_id,
  photos: [{ hash: fakeHash(ad.id) }],
  now,
  ...overrides,
});

function crafted(): Labelled[] {
  const set: Labelled[] = [];
  const others = live.filter((ad) => ad.user_id !== poster);
  const pick = (index: number) => others[(index * 37) % others.length];
  const risky = (kind: string, ask: RiskAsk) => set.push({ label: "risky", kind, ask });
  const asNew = (ad: SeedAdRow, overrides: Partial<RiskAsk>) =>
    of(ad, { adId: null, userId: poster, photos: [{ hash: fakeHash(100_000 + ad.id) }], ...overrides });

  // Another account copies a live ad's text, with the edits people make.
  const copyEdits: Array<(ad: SeedAdRow) => Partial<RiskAsk>> = [
    () => ({}),
    (ad) => ({ price: Math.round(ad.price * 0.9) }),
    (ad) => ({ name: `${ad.name} للبيع` }),
    (ad) => ({ name: ad.name.replace(/ /g, "  "), description: `${ad.description} !!` }),
    (ad) => ({ description: ad.description.replace(/ة/g, "ه").replace(/أ/g, "ا") }),
    (ad) => ({ description: `${ad.description}\nالسعر قابل للتفاوض` }),
    (ad) => ({ name: `عرض خاص ${ad.name}`, price: Math.round(ad.price * 0.95) }),
    (ad) => ({ description: ad.description.slice(0, Math.max(40, Math.floor(ad.description.length * 0.85))) }),
    (ad) => ({ name: ad.name.toUpperCase(), description: ad.description.toLowerCase() }),
    (ad) => ({ description: `${ad.description} للجادين فقط` }),
    (ad) => ({ name: `${ad.name} - فرصة`, description: ad.description }),
    (ad) => ({ price: ad.price + 5000 }),
  ];
  copyEdits.forEach((edit, index) => risky("copy", asNew(pick(index), edit(pick(index)))));

  // The seller's own reposts of a live ad of theirs.
  for (let index = 0; index < 12; index++) {
    const ad = live[(index * 23 + 5) % live.length];
    const tweaks: Partial<RiskAsk>[] = [{}, { price: ad.price - 1000 }, { name: `${ad.name} ✅` }, { description: `${ad.description}\nمتاح` }];
    risky("repost", of(ad, { adId: null, photos: [{ hash: fakeHash(200_000 + ad.id) }], ...tweaks[index % tweaks.length] }));
  }

  // The same photo as another account's live ad (re-saved: a few bits apart), with new words.
  const newTexts = [
    ["عربية نضيفة جدا للبيع", "العربية حالتها ممتازة ومفيش اي خدش، صيانات منتظمة والرخصة سارية. المعاينة في أي وقت."],
    ["Clean car for sale", "Car in very good shape, regular service, licence valid. Viewing any time, serious buyers only."],
    ["موبايل حالته كويسة", "الموبايل استعمال خفيف والبطارية كويسة جدا ومعاه العلبة والشاحن الأصلي."],
    ["Phone like new", "Barely used phone, battery health great, comes with box and original charger."],
    ["شقة للبيع استلام فوري", "شقة تشطيب سوبر لوكس، دور متكرر، قريبة من الخدمات والمواصلات."],
    ["ثلاجة بحالة جيدة", "ثلاجة شغالة كويس جدا، مستعملة سنتين بس، السبب السفر."],
    ["Sofa set good condition", "Three seat sofa and two chairs, clean, no tears, pick up only."],
    ["لابتوب للبيع", "لابتوب شغال تمام، الرامات والهارد مغيرين جديد، الشاشة سليمة."],
    ["مكنة خياطة صناعي", "مكنة شغالة ومتصانة، مناسبة لورشة صغيرة، المعاينة في الورشة."],
    ["Apartment for rent", "Furnished flat, two rooms, near the metro, available from next month."],
    ["تكييف سبليت", "تكييف بارد ساخن، شغال بكفاءة، متفك بمعرفة فني."],
    ["دراجة نارية للبيع", "موتوسيكل حالته جيدة، الأوراق سليمة، مطلوب كاش."],
  ];
  newTexts.forEach(([name, description], index) => {
    const ad = pick(index + 40);
    risky("samePhoto", asNew(ad, { name, description, photos: [{ hash: nearHash(fakeHash(ad.id), index % 4) }] }));
  });

  // Bait prices: an honest-looking ad at a small share of what its make sells for.
  const shares = [0.05, 0.1, 0.15, 0.2, 0.25, 0.12, 0.08, 0.22, 0.18, 0.06, 0.14, 0.2];
  const baitTexts = [
    ["فرصة مش هتتكرر", "للبيع بسعر لقطة بسبب السفر، الحالة ممتازة جدا، اللي يلحق."],
    ["Urgent sale, travelling", "Selling quickly because I am travelling abroad, excellent condition."],
    ["بيع سريع لظروف خاصة", "مطلوب بيعها النهارده، كل حاجة أصلي والحالة زي الجديدة."],
  ];
  shares.forEach((share, index) => {
    const ad = pick(index + 80);
    const [name, description] = baitTexts[index % baitTexts.length];
    risky("bait", asNew(ad, { name: `${name} ${index + 1}`, description, price: Math.max(1, Math.round(ad.price * share)) }));
  });

  // Numbers, wallets and links in the text, the ways people write them.
  const contactTexts = [
    ["عربية للبيع كلمني", "للتواصل 01012345678 واتساب بس"],
    ["Car for sale", "call me on 0100 123 4567 anytime"],
    ["موبايل للبيع", "رقمي ٠١١٢٣٤٥٦٧٨٩ كلمني على الواتس"],
    ["شقة للايجار", "كلمني على صفر واحد واحد اتنين تلاته اربعه خمسه سته سبعه تمانيه تسعه"],
    ["Laptop for sale", "whatsapp zero one two two three four five six seven eight nine"],
    ["ثلاجة بحالة ممتازة", "اتصل +20 122 345 6789 بعد العصر"],
    ["للبيع فورا", "ابعت على 0155-123-4567"],
    ["تكييف للبيع", "فودافون كاش 01098765432 والباقي عند الاستلام"],
    ["Phone cheap", "Contact 01234567890 or 01112223334"],
    ["عربية نضيفة", "كلمني ٠١٠.٢٣٤.٥٦٧.٨٩ ضروري"],
    ["For sale", "my number: 0 1 0 9 8 7 6 5 4 3 2"],
    ["ركنة جديدة", "للاستفسار صفر ١٠٠ ١٢٣ ٤٥٦٧"],
    ["عربية للبيع", "شوف الصور كاملة على https://bit.ly/car-photos"],
    ["Car for sale", "more pictures on www.mycars-egypt.com"],
    ["موبايل للبيع", "كلمني واتس wa.me/201012345678"],
    ["شقة فاخرة", "التفاصيل على موقعنا souqhomes.net"],
    ["Laptop deal", "email me at seller123@gmail.com for details"],
    ["أثاث للبيع", "تابعنا على t.me/furniture_deals"],
    ["جهاز للبيع", "الطلب من خلال http://fast-shipping-eg.shop/pay"],
    ["ساعة أصلية", "اطلبها من instagram.com/watches.eg"],
  ];
  contactTexts.forEach(([name, description], index) => {
    const ad = pick(index + 120);
    risky("contact", asNew(ad, { name, description }));
  });

  // Deposits and transfers outside Souq, without a number.
  const payTexts = [
    ["عربية بسعر لقطة", "لازم عربون قبل المعاينة عشان كتير بيحجزوا ومبيجوش"],
    ["Phone for sale", "send a deposit by vodafone cash to reserve it, shipping to all Egypt"],
    ["شقة للإيجار", "الحجز بتحويل المبلغ على انستاباي والمفتاح يوصلك"],
    ["PS5 for sale", "pay in advance through instapay and I ship same day"],
    ["لابتوب جديد", "الدفع مقدم فودافون كاش والشحن لحد البيت"],
    ["Furniture sale", "western union accepted, deposit required before delivery"],
  ];
  payTexts.forEach(([name, description], index) => risky("payment", asNew(pick(index + 160), { name, description })));

  // Items not allowed.
  const forbiddenTexts = [
    ["مسدس صوت للبيع", "مسدس حالته ممتازة مع علبته"],
    ["Gun for sale", "gun in good condition, serious buyers"],
    ["خرطوش صيد", "خرطوش بكميات للصيادين"],
    ["ترامادول", "متوفر ترامادول بكميات"],
    ["تحف من العاج", "قطع عاج أصلي قديمة"],
    ["Hashish", "hashish available, delivery"],
    ["طبنجة", "طبنجة ٩ مللي بالرخصة"],
    ["عملة مزورة", "عملة مزورة درجة أولى"],
  ];
  forbiddenTexts.forEach(([name, description], index) => risky("forbidden", asNew(pick(index + 200), { name, description })));

  return set;
}

describe("the risk check on a labelled set of ads", () => {
  it("holds or refuses the risky ads and publishes the honest ones at once", async () => {
    const honest: Labelled[] = live.map((ad) => ({ label: "honest", kind: "seed", ask: of(ad) }));
    const set = [...honest, ...crafted()];
    expect(set.length).toBeGreaterThanOrEqual(200);
    const outcomes: Array<{ item: Labelled; result: Assessment }> = [];
    for (const item of set) outcomes.push({ item, result: await assessAd(deps(), item.ask) });

    const caught = (o: { result: Assessment }) => o.result.decision !== "publish";
    const risky = outcomes.filter((o) => o.item.label === "risky");
    const honestOutcomes = outcomes.filter((o) => o.item.label === "honest");
    const truePositives = risky.filter(caught).length;
    const falsePositives = honestOutcomes.filter(caught).length;
    const recall = truePositives / risky.length;
    const precision = truePositives / Math.max(1, truePositives + falsePositives);
    const honestHeld = falsePositives / honestOutcomes.length;
    const byKind = new Map<string, { caught: number; total: number }>();
    for (const o of risky) {
      const entry = byKind.get(o.item.kind) ?? { caught: 0, total: 0 };
      entry.total++;
      if (caught(o)) entry.caught++;
      byKind.set(o.item.kind, entry);
    }
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log(
      [
        `risk check on ${set.length} labelled ads (${honestOutcomes.length} honest, ${risky.length} risky):`,
        `  recall (risky held or refused): ${percent(recall)} (target ≥ 90 %, floor ${percent(FLOORS.recall)})`,
        `  precision of holds: ${percent(precision)}`,
        `  honest ads held: ${percent(honestHeld)} (target ≤ 2 %, floor ${percent(FLOORS.honestHeldAtMost)}); published at once: ${percent(1 - honestHeld)}`,
        `  by kind: ${[...byKind].map(([kind, { caught, total }]) => `${kind} ${caught}/${total}`).join(", ")}`,
        `  refused: ${risky.filter((o) => o.result.decision === "refuse").length} risky, ${honestOutcomes.filter((o) => o.result.decision === "refuse").length} honest`,
      ].join("\n"),
    );
    const missed = risky.filter((o) => !caught(o)).map((o) => `${o.item.kind}: ${o.item.ask.name} | ${o.item.ask.description.slice(0, 60)}`);
    const held = honestOutcomes.filter(caught).map((o) => `${o.item.ask.adId} ${o.result.reasons.map((r) => r.code).join(",")}: ${o.item.ask.name}`);
    if (missed.length) console.log(`  missed:\n    ${missed.join("\n    ")}`);
    if (held.length) console.log(`  honest held:\n    ${held.join("\n    ")}`);
    expect(recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(honestHeld).toBeLessThanOrEqual(FLOORS.honestHeldAtMost);
  }, 120_000);
});

describe("the admin's settings", () => {
  it("decide: a term added to the list refuses an ad naming it, and the thresholds move holds", async () => {
    const ad = live.find((row) => row.user_id !== poster)!;
    const honest = of(ad, {
      adId: null,
      userId: poster,
      photos: [],
      name: "جهاز قديم للبيع بحالة جيدة",
      description: "جهاز شغال ومتصان، المعاينة في أي وقت قبل الشراء.",
    });
    expect((await assessAd(deps(), honest)).reasons).toEqual([]);
    await addForbidden(deps(), { categoryId: ad.category_id, term: "جهاز قديم" });
    const refused = await assessAd(deps(), honest);
    expect(refused).toMatchObject({ decision: "refuse", reasons: [{ code: "forbidden", term: "جهاز قديم" }] });
    const [item] = (await listForbidden(deps())).filter((row) => row.term === "جهاز قديم");
    expect(await deleteForbidden(deps(), item.id)).toBe(true);
    // A copy of another account's ad is held at the default thresholds, published when the admin raises them.
    const copy = of(ad, { adId: null, userId: poster, photos: [] });
    expect((await assessAd(deps(), copy)).decision).toBe("hold");
    await saveRiskSettings(deps(), { hold_at: 500, refuse_at: 600 }, now);
    expect((await assessAd(deps(), copy)).decision).toBe("publish");
    await saveRiskSettings(deps(), { hold_at: 40, refuse_at: 100 }, now);
  });
});

describe("prices", () => {
  it("compares a dear model's price with the make its title names, not with the cheap makes chosen, and leaves its case alone", async () => {
    const cheap = await env.DB.prepare(
      "SELECT tb.id, tb.brand_country_id FROM third_branches tb JOIN brand_countries bc ON bc.id = tb.brand_country_id WHERE bc.subcategory_id = ?1 AND tb.name_en = 'Xiaomi'",
    )
      .bind(301)
      .first<{ id: number; brand_country_id: number }>();
    const phone = live.find((row) => row.subcategory_id === 301)!;
    const ask = (name: string, price: number) =>
      of(phone, {
        adId: null,
        userId: poster,
        photos: [],
        name,
        description: "الضمان ساري والكرتونة موجودة.",
        price,
        thirdBranchId: cheap!.id,
        brandCountryId: cheap!.brand_country_id,
      });
    expect((await assessAd(deps(), ask("ايفون 15 برو ماكس جديد متبرشم", 7_000))).reasons).toMatchObject([{ code: "lowPrice" }]);
    expect((await assessAd(deps(), ask("ايفون 15 برو ماكس جديد متبرشم", 52_000))).reasons).toEqual([]);
    expect((await assessAd(deps(), ask("جراب ايفون 15 برو ماكس جلد", 300))).reasons).toEqual([]);
  });
});
