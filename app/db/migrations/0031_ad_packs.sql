-- Packs of extra ads and drafts past the free limit (features/packs, features/ad-limits).
--
-- 1. A pack is an order of kind 'pack' in bundle_orders (one callback path,
--    one id space for the providers): it names no ad and no bundle, but the
--    category its ads are for and how many it buys. Paid, its ads are added
--    to ad_pack_credits (migration 0030) once.
ALTER TABLE bundle_orders ADD COLUMN category_id INTEGER REFERENCES categories(id);
ALTER TABLE bundle_orders ADD COLUMN pack_ads INTEGER;

-- 2. Prices per category: each row one option (a pack of `ads` extra ads), in
--    whole EGP, set in the admin (/admin/pack-prices). Vehicles and real
--    estate, whose free ads are fewer, cost more.
CREATE TABLE pack_prices (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  ads INTEGER NOT NULL CHECK (ads BETWEEN 1 AND 100),
  price INTEGER NOT NULL CHECK (price > 0),
  PRIMARY KEY (category_id, ads)
) WITHOUT ROWID;
INSERT INTO pack_prices (category_id, ads, price)
  SELECT id, 1, CASE WHEN slug IN ('vehicles', 'real-estate') THEN 50 ELSE 10 END FROM categories;
INSERT INTO pack_prices (category_id, ads, price)
  SELECT id, 3, CASE WHEN slug IN ('vehicles', 'real-estate') THEN 120 ELSE 25 END FROM categories;
INSERT INTO pack_prices (category_id, ads, price)
  SELECT id, 10, CASE WHEN slug IN ('vehicles', 'real-estate') THEN 350 ELSE 70 END FROM categories;

-- 3. The ad a seller sent past the category's free ads with no credit left:
--    kept here, nothing typed lost, until they buy a pack and post it (or
--    send another). One per account: the form's values by name, as JSON
--    (the photos must be chosen again, as after any refused post).
CREATE TABLE ad_drafts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  form_values TEXT NOT NULL,
  created_at TEXT NOT NULL
);
