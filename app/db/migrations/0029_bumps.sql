-- Bump to top: a seller pays to put an approved ad back on
-- top of its category's date order, once now or as a pack run by the cron
-- one a day (features/bumps).
--
-- 1. Orders of more than one kind. bundle_orders keeps every order (one
--    callback path, one id space for the providers); `kind` says what was
--    bought ('bundle' for every order before this one). A bump order names no
--    bundle, so bundle_id becomes nullable: the table is rebuilt as in 0011
--    (its trigger on ads is dropped first and made again after). `bumps` is
--    how many bumps a bump order bought; `item_name`/`item_name_en` the
--    order's name as the payer saw it, for orders without a bundle.
PRAGMA defer_foreign_keys = on;
DROP TRIGGER ads_keep_records;
CREATE TABLE bundle_orders_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL,   -- NULL once the ad is deleted
  bundle_id INTEGER REFERENCES bundles(id),              -- NULL for an order that is not a bundle
  days INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EGP',
  payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'wallet')),
  provider TEXT NOT NULL,
  provider_order_id TEXT,
  transaction_id TEXT UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'abandoned')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  paid_at TEXT,
  featured_until TEXT,
  failure_reason TEXT,
  deleted_ad_id INTEGER,
  deleted_ad_name TEXT,
  submit_key TEXT,
  checkout_url TEXT,
  submit_digest TEXT,
  kind TEXT NOT NULL DEFAULT 'bundle',
  bumps INTEGER,
  item_name TEXT,
  item_name_en TEXT
);
INSERT INTO bundle_orders_new (id, user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, provider_order_id,
  transaction_id, status, created_at, paid_at, featured_until, failure_reason, deleted_ad_id, deleted_ad_name, submit_key, checkout_url, submit_digest)
  SELECT id, user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, provider_order_id,
    transaction_id, status, created_at, paid_at, featured_until, failure_reason, deleted_ad_id, deleted_ad_name, submit_key, checkout_url, submit_digest
  FROM bundle_orders;
DROP TABLE bundle_orders;
ALTER TABLE bundle_orders_new RENAME TO bundle_orders;
CREATE INDEX bundle_orders_by_user ON bundle_orders(user_id, created_at DESC);
CREATE INDEX bundle_orders_by_status ON bundle_orders(status, paid_at);
CREATE INDEX bundle_orders_by_provider_order ON bundle_orders(provider, provider_order_id);
CREATE INDEX bundle_orders_by_ad ON bundle_orders(ad_id, created_at);
CREATE UNIQUE INDEX bundle_orders_by_submit_key ON bundle_orders(user_id, submit_key) WHERE submit_key IS NOT NULL;
CREATE TRIGGER ads_keep_records BEFORE DELETE ON ads
BEGIN
  UPDATE bundle_orders SET deleted_ad_id = OLD.id, deleted_ad_name = OLD.name WHERE ad_id = OLD.id;
  UPDATE moderation_log SET deleted_ad_id = OLD.id, deleted_ad_name = OLD.name WHERE ad_id = OLD.id;
  UPDATE reports SET deleted_ad_id = OLD.id, deleted_ad_name = OLD.name,
    resolved_at = CASE WHEN status = 'open' THEN datetime('now') ELSE resolved_at END, status = 'resolved'
  WHERE ad_id = OLD.id;
END;

-- 2. The date order. `bumped_at` is the ad's last bump; `listed_at` is the
--    date the listing sorts by: the last bump, else the ad's own date, kept
--    by the two triggers below whatever writes an ad (a plain column, not a
--    generated one: SQLite reads a virtual column back from the row, so the
--    listing's walks would lose their covering index). The card's age still
--    reads created_at. The public indexes sort by listed_at where they
--    sorted by created_at, under the same names.
ALTER TABLE ads ADD COLUMN bumped_at TEXT;
ALTER TABLE ads ADD COLUMN listed_at TEXT;
UPDATE ads SET listed_at = COALESCE(bumped_at, created_at);
CREATE TRIGGER ads_listed_at_insert AFTER INSERT ON ads
BEGIN UPDATE ads SET listed_at = COALESCE(NEW.bumped_at, NEW.created_at) WHERE id = NEW.id; END;
CREATE TRIGGER ads_listed_at_update AFTER UPDATE OF created_at, bumped_at ON ads
BEGIN UPDATE ads SET listed_at = COALESCE(NEW.bumped_at, NEW.created_at) WHERE id = NEW.id; END;
DROP INDEX ads_public_by_category;
DROP INDEX ads_public_by_subcategory;
DROP INDEX ads_public_by_governorate;
DROP INDEX ads_public_newest;
DROP INDEX ads_public_by_owner;
CREATE INDEX ads_public_by_category ON ads(status, hidden, category_id, is_featured DESC, listed_at DESC, expires_at);
CREATE INDEX ads_public_by_subcategory ON ads(status, hidden, subcategory_id, is_featured DESC, listed_at DESC, expires_at);
CREATE INDEX ads_public_by_governorate ON ads(status, hidden, governorate_id, region_id, is_featured DESC, listed_at DESC, expires_at);
CREATE INDEX ads_public_newest ON ads(status, hidden, is_featured DESC, listed_at DESC, expires_at);
CREATE INDEX ads_public_by_owner ON ads(user_id, status, hidden, is_featured DESC, listed_at DESC, expires_at);
-- A bump changes the listings: the edge cache's content version moves (0013).
CREATE TRIGGER content_version_ads_bumped AFTER UPDATE OF bumped_at ON ads WHEN NEW.status = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

-- 3. Prices per category: each row one option (1 bump now, or a pack of
--    `bumps`, one a day), in whole EGP, set in the admin.
CREATE TABLE bump_prices (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  bumps INTEGER NOT NULL CHECK (bumps BETWEEN 1 AND 30),
  price INTEGER NOT NULL CHECK (price > 0),
  PRIMARY KEY (category_id, bumps)
) WITHOUT ROWID;
INSERT INTO bump_prices (category_id, bumps, price) SELECT id, 1, 25 FROM categories;
INSERT INTO bump_prices (category_id, bumps, price) SELECT id, 3, 60 FROM categories;
INSERT INTO bump_prices (category_id, bumps, price) SELECT id, 7, 120 FROM categories;

-- 4. A pack's later bumps, one a day: the cron bumps an ad whose row is due
--    (done_at set once it ran; a bump waits while its ad is not public).
CREATE TABLE ad_bumps (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES bundle_orders(id),
  due_at TEXT NOT NULL,
  done_at TEXT
);
CREATE INDEX ad_bumps_due ON ad_bumps(due_at) WHERE done_at IS NULL;
CREATE INDEX ad_bumps_by_ad ON ad_bumps(ad_id, due_at);
