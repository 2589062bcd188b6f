import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adAttributes, adValues } from "~/features/attributes/queries.server";
import { createTestEnv } from "./helpers/db";
import { countingDb } from "./helpers/rows-read";
import { vehiclesSellerAndBuyer } from "./helpers/rows";

// An ad's attribute values as the API's page of ads and the ad page read them:
// a several-of field's choices in the order they were written, read from the
// index without a second sort of every row.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const AD_COUNT = 20;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    ...vehiclesSellerAndBuyer(db),
    db.prepare(
      "INSERT INTO attribute_fields (id, category_id, key, kind, label, label_en, position) VALUES (1, 1, 'year', 'number', 'السنة', 'Year', 1), (2, 1, 'extras', 'several_of', 'إضافات', 'Extras', 2), (3, 1, 'note', 'text', 'ملاحظة', 'Note', 3)",
    ),
    db.prepare(
      "INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES (30, 2, 'sunroof', 'فتحة سقف', 'Sunroof', 1), (20, 2, 'leather', 'جلد', 'Leather', 2), (10, 2, 'gps', 'ملاحة', 'GPS', 3)",
    ),
  ]);
  const ads = Array.from({ length: AD_COUNT }, (_, index) => `(${index + 1}, 1, 'ad', 'd', 1000, 1, 'approved', '2099-01-01 00:00:00', 30, 31, 'a')`).join(
    ", ",
  );
  await db
    .prepare(`INSERT INTO ads (id, user_id, name, description, price, category_id, status, expires_at, latitude, longitude, address) VALUES ${ads}`)
    .run();
  // Each ad: a year, three extras written in the options' order (not their ids'), and a note: five values.
  for (let id = 1; id <= AD_COUNT; id++) {
    await db
      .prepare(
        `INSERT INTO ad_attributes (ad_id, field_id, value_number, value_text) VALUES (?1, 3, NULL, 'clean'), (?1, 2, 30, NULL), (?1, 2, 20, NULL), (?1, 2, 10, NULL), (?1, 1, 2015, NULL)`,
      )
      .bind(id)
      .run();
  }
});

afterAll(async () => {
  await dispose?.();
});

describe("an ad's attribute values", () => {
  const expected = [
    { fieldId: 1, numbers: [2015], text: null },
    { fieldId: 2, numbers: [30, 20, 10], text: null },
    { fieldId: 3, numbers: [], text: "clean" },
  ];

  it("a page of ads: each ad's values by field, a several-of field's choices as written, reading each value once", async () => {
    const counting = countingDb(env.DB);
    const ids = Array.from({ length: AD_COUNT }, (_, index) => AD_COUNT - index);
    const values = await adValues({ db: counting.db }, ids);
    expect(values.size).toBe(AD_COUNT);
    for (const id of ids) expect(values.get(id), `ad ${id}`).toEqual(expected);
    // 100 values: an index row each and the seeks' own; a sort of them all would count each again (some 240).
    expect(counting.read()).toBeLessThanOrEqual(5 * AD_COUNT + 2 * AD_COUNT);
  });

  it("one ad's page: the same values, in the same order", async () => {
    const { values } = await adAttributes({ db: env.DB }, { id: 7, category_id: 1, subcategory_id: null });
    expect(values).toEqual(expected);
  });
});
