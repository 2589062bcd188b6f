-- Nothing lost.
--
-- 1. Deleting an ad keeps its money and audit records. bundle_orders,
--    moderation_log and reports pointed at ads with ON DELETE CASCADE, so
--    deleting an ad erased its paid orders, its moderation history and the
--    reports against it (and a payment callback for its pending order found
--    no order). SQLite cannot change a foreign key in place: the three tables
--    are rebuilt with ON DELETE SET NULL (rows, ids and indexes kept), and a
--    trigger writes the ad's id and name into deleted_ad_id / deleted_ad_name
--    just before the ad goes, whichever path deletes it. Open reports of a
--    deleted ad are closed (there is nothing left to moderate).
-- 2. Double submits: a form carries a random key (submit_key), unique per
--    user, on ads, bundle_orders and support_requests; the second post with
--    the same key finds the first one's row instead of creating another.
-- 3. An order left pending for a day becomes 'abandoned' (scheduled job):
--    never deleted, and a late paid callback still marks it paid. The order
--    keeps the checkout address it was sent to (checkout_url), so a repeated
--    post of the buy form goes to the same checkout.
--
-- wrangler runs each migration file in one transaction, where D1 ignores
-- PRAGMA foreign_keys; foreign-key checks are deferred to the commit instead.
-- Only the child tables are rebuilt: dropping a child table changes no other
-- table (dropping `ads` would cascade to its images and favourites).
PRAGMA defer_foreign_keys = on;

-- Orders ------------------------------------------------------------------------
CREATE TABLE bundle_orders_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL,   -- NULL once the ad is deleted
  bundle_id INTEGER NOT NULL REFERENCES bundles(id),
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
  deleted_ad_id INTEGER,                                  -- the ad's id and name, written when it is deleted
  deleted_ad_name TEXT,
  submit_key TEXT,                                        -- the buy form's key (double submits)
  checkout_url TEXT                                       -- where the payer was sent to pay
);
INSERT INTO bundle_orders_new (id, user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, provider_order_id,
  transaction_id, status, created_at, paid_at, featured_until, failure_reason)
  SELECT id, user_id, ad_id, bundle_id, days, amount_cents, currency, payment_method, provider, provider_order_id,
    transaction_id, status, created_at, paid_at, featured_until, failure_reason
  FROM bundle_orders;
DROP TABLE bundle_orders;
ALTER TABLE bundle_orders_new RENAME TO bundle_orders;
CREATE INDEX bundle_orders_by_user ON bundle_orders(user_id, created_at DESC);
CREATE INDEX bundle_orders_by_status ON bundle_orders(status, paid_at);
CREATE INDEX bundle_orders_by_provider_order ON bundle_orders(provider, provider_order_id);
CREATE INDEX bundle_orders_by_ad ON bundle_orders(ad_id, created_at);
CREATE UNIQUE INDEX bundle_orders_by_submit_key ON bundle_orders(user_id, submit_key) WHERE submit_key IS NOT NULL;

-- Moderation decisions -------------------------------------------------------------
CREATE TABLE moderation_log_new (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL,   -- NULL once the ad is deleted
  moderator_id INTEGER NOT NULL REFERENCES users(id),
  action TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'remove', 'dismiss_reports')),
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  deleted_ad_id INTEGER,
  deleted_ad_name TEXT
);
INSERT INTO moderation_log_new (id, ad_id, moderator_id, action, reason, created_at)
  SELECT id, ad_id, moderator_id, action, reason, created_at FROM moderation_log;
DROP TABLE moderation_log;
ALTER TABLE moderation_log_new RENAME TO moderation_log;
CREATE INDEX moderation_log_by_ad ON moderation_log(ad_id, created_at);

-- Reports ----------------------------------------------------------------------------
CREATE TABLE reports_new (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL,   -- NULL once the ad is deleted
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  client_key TEXT NOT NULL,
  reason TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  resolved_by INTEGER REFERENCES users(id),
  resolved_at TEXT,
  deleted_ad_id INTEGER,
  deleted_ad_name TEXT
);
INSERT INTO reports_new (id, ad_id, user_id, client_key, reason, details, status, created_at, resolved_by, resolved_at)
  SELECT id, ad_id, user_id, client_key, reason, details, status, created_at, resolved_by, resolved_at FROM reports;
DROP TABLE reports;
ALTER TABLE reports_new RENAME TO reports;
CREATE INDEX reports_open ON reports(status, created_at);
CREATE UNIQUE INDEX reports_one_open_per_client ON reports(ad_id, client_key) WHERE status = 'open';
CREATE INDEX reports_by_ad ON reports(ad_id);

-- Whatever deletes an ad (its owner, the API, a cascade from its owner's
-- account), its orders, decisions and reports keep its id and name.
CREATE TRIGGER ads_keep_records BEFORE DELETE ON ads
BEGIN
  UPDATE bundle_orders SET deleted_ad_id = OLD.id, deleted_ad_name = OLD.name WHERE ad_id = OLD.id;
  UPDATE moderation_log SET deleted_ad_id = OLD.id, deleted_ad_name = OLD.name WHERE ad_id = OLD.id;
  UPDATE reports SET deleted_ad_id = OLD.id, deleted_ad_name = OLD.name,
    resolved_at = CASE WHEN status = 'open' THEN datetime('now') ELSE resolved_at END, status = 'resolved'
  WHERE ad_id = OLD.id;
END;

-- Double submits -----------------------------------------------------------------------
ALTER TABLE ads ADD COLUMN submit_key TEXT;
CREATE UNIQUE INDEX ads_by_submit_key ON ads(user_id, submit_key) WHERE submit_key IS NOT NULL;
ALTER TABLE support_requests ADD COLUMN submit_key TEXT;
CREATE UNIQUE INDEX support_requests_by_submit_key ON support_requests(user_id, submit_key) WHERE submit_key IS NOT NULL;

-- Housekeeping (jobs.server.ts) ----------------------------------------------------------
CREATE INDEX verification_codes_by_expiry ON verification_codes(expires_at);
CREATE INDEX api_tokens_by_expiry ON api_tokens(expires_at);
