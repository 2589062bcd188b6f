-- Souq's schema: every entity the product keeps (ads, users, categories, places,
-- traders, bundles, documents…) plus moderation, sessions and payments.
-- Names are stored in both languages side by side (name, name_en).
-- Prices are whole Egyptian pounds; times are UTC text (YYYY-MM-DD HH:MM:SS).

-- Places ---------------------------------------------------------------------
CREATE TABLE governorates (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE regions (
  id INTEGER PRIMARY KEY,
  governorate_id INTEGER NOT NULL REFERENCES governorates(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX regions_by_governorate ON regions(governorate_id, sort);

-- The four-level category tree -----------------------------------------------
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  image TEXT,
  notes TEXT,
  description TEXT,
  description_en TEXT,
  title_price TEXT,
  multi_feature_hd_id INTEGER,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE subcategories (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  image TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subcategories_by_category ON subcategories(category_id, sort);

CREATE TABLE brand_countries (
  id INTEGER PRIMARY KEY,
  subcategory_id INTEGER NOT NULL REFERENCES subcategories(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  image TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX brand_countries_by_subcategory ON brand_countries(subcategory_id, sort);

CREATE TABLE third_branches (
  id INTEGER PRIMARY KEY,
  brand_country_id INTEGER NOT NULL REFERENCES brand_countries(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  image TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX third_branches_by_brand_country ON third_branches(brand_country_id, sort);

-- People -----------------------------------------------------------------------
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT NOT NULL UNIQUE,                 -- E.164, +201XXXXXXXXX
  password_hash TEXT NOT NULL,                -- pbkdf2-sha256$iterations$salt$hash
  is_trader INTEGER NOT NULL DEFAULT 0 CHECK (is_trader IN (0, 1)),
  company_name TEXT,
  image TEXT,                                 -- R2 key
  preface TEXT,                               -- trader's introduction
  preface_en TEXT,
  phone2 TEXT,
  whatsapp TEXT,
  governorate_id INTEGER REFERENCES governorates(id),
  region_id INTEGER REFERENCES regions(id),
  category_id INTEGER REFERENCES categories(id),
  subcategory_id INTEGER REFERENCES subcategories(id),
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  is_verified_trader INTEGER NOT NULL DEFAULT 0 CHECK (is_verified_trader IN (0, 1)),
  phone_verified_at TEXT,                     -- set when the e-mailed code is confirmed
  email_verified_at TEXT,
  pending_email TEXT,                         -- a new e-mail waiting for its code
  language TEXT NOT NULL DEFAULT 'ar',
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX traders_directory ON users(is_trader, status, created_at);
CREATE INDEX traders_by_governorate ON users(is_trader, governorate_id, region_id);
CREATE INDEX traders_by_category ON users(is_trader, category_id);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,                        -- SHA-256 of the random id in the cookie
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  user_agent TEXT
);
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);

CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX api_tokens_by_user ON api_tokens(user_id);

CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset_password', 'change_email')),
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at TEXT NOT NULL,
  consumed_at TEXT
);
CREATE INDEX verification_codes_by_user ON verification_codes(user_id, purpose, created_at);

CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,                       -- e.g. signin:phone:+2010…, signin:ip:1.2.3.4
  window_start INTEGER NOT NULL,              -- unix seconds
  count INTEGER NOT NULL
);

-- Ads --------------------------------------------------------------------------
CREATE TABLE ads (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  note TEXT NOT NULL DEFAULT '',
  negotiable INTEGER NOT NULL DEFAULT 1 CHECK (negotiable IN (0, 1)),
  condition TEXT NOT NULL DEFAULT 'new' CHECK (condition IN ('new', 'used')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'sold', 'removed')),
  reject_reason TEXT,
  hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),  -- owner suspended
  category_id INTEGER NOT NULL REFERENCES categories(id),
  subcategory_id INTEGER REFERENCES subcategories(id),
  brand_country_id INTEGER REFERENCES brand_countries(id),
  third_branch_id INTEGER REFERENCES third_branches(id),
  governorate_id INTEGER REFERENCES governorates(id),
  region_id INTEGER REFERENCES regions(id),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  address TEXT NOT NULL,
  attributes TEXT NOT NULL DEFAULT '[]',      -- JSON list of {label, label_en, value, value_en}
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  featured_until TEXT,
  approved_at TEXT,
  expires_at TEXT,
  views INTEGER NOT NULL DEFAULT 0,
  contact_clicks INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
-- Public listings: approved and not hidden, then by category (or place),
-- featured first, newest first. expires_at trails each index so the "not yet
-- expired" test and the page counts are answered from the index alone.
CREATE INDEX ads_public_by_category ON ads(status, hidden, category_id, is_featured DESC, created_at DESC, expires_at);
CREATE INDEX ads_public_by_category_price ON ads(status, hidden, category_id, price, expires_at);
CREATE INDEX ads_public_by_subcategory ON ads(status, hidden, subcategory_id, is_featured DESC, created_at DESC, expires_at);
CREATE INDEX ads_public_by_governorate ON ads(status, hidden, governorate_id, region_id, is_featured DESC, created_at DESC, expires_at);
CREATE INDEX ads_public_newest ON ads(status, hidden, is_featured DESC, created_at DESC, expires_at);
CREATE INDEX ads_public_price ON ads(status, hidden, price, expires_at);
CREATE INDEX ads_by_owner ON ads(user_id, created_at DESC);
CREATE INDEX ads_by_expiry ON ads(status, expires_at);
CREATE INDEX ads_by_featured_until ON ads(is_featured, featured_until);

CREATE TABLE ad_images (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  image_path TEXT NOT NULL,                   -- R2 key of the full image
  small_path TEXT NOT NULL,                   -- R2 key of the card variant (<= 480 px wide)
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ad_images_by_ad ON ad_images(ad_id, position);

-- Full-text search over a normalised copy of each ad's text (see lib/normalize.ts):
-- the domain code writes it whenever an ad's name or description changes.
CREATE VIRTUAL TABLE ads_fts USING fts5(name, description, tokenize = 'unicode61 remove_diacritics 2');

CREATE TABLE favourites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (user_id, ad_id)
);
CREATE INDEX favourites_by_ad ON favourites(ad_id);

CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  client_key TEXT NOT NULL,                   -- user id or hashed client address
  reason TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  resolved_by INTEGER REFERENCES users(id),
  resolved_at TEXT
);
CREATE INDEX reports_open ON reports(status, created_at);
CREATE UNIQUE INDEX reports_one_open_per_client ON reports(ad_id, client_key) WHERE status = 'open';

CREATE TABLE moderation_log (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  moderator_id INTEGER NOT NULL REFERENCES users(id),
  action TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'remove', 'dismiss_reports')),
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX moderation_log_by_ad ON moderation_log(ad_id, created_at);

-- Bundles and payments ---------------------------------------------------------
CREATE TABLE bundles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  days INTEGER NOT NULL CHECK (days > 0),
  price INTEGER NOT NULL CHECK (price > 0),  -- EGP
  is_active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE bundle_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  bundle_id INTEGER NOT NULL REFERENCES bundles(id),
  days INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EGP',
  payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'wallet')),
  provider TEXT NOT NULL,
  provider_order_id TEXT,
  transaction_id TEXT UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  paid_at TEXT
);
CREATE INDEX bundle_orders_by_user ON bundle_orders(user_id, created_at DESC);
CREATE INDEX bundle_orders_by_status ON bundle_orders(status, paid_at);

-- Mail --------------------------------------------------------------------------
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  kind TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  sent_at TEXT
);
CREATE INDEX outbox_by_status ON outbox(status, created_at);

-- Support ---------------------------------------------------------------------
CREATE TABLE support_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE support_attachments (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES support_requests(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  file_class TEXT NOT NULL,
  size INTEGER NOT NULL,
  path TEXT NOT NULL
);
CREATE INDEX support_attachments_by_request ON support_attachments(request_id);

-- Content -----------------------------------------------------------------------
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE pdf_imgs (
  id INTEGER PRIMARY KEY,
  pdf_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  file_url TEXT NOT NULL,
  page INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX pdf_imgs_by_document ON pdf_imgs(pdf_id, page);

CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  excerpt_en TEXT NOT NULL,
  body TEXT NOT NULL,
  body_en TEXT NOT NULL,
  image TEXT,
  published_at TEXT NOT NULL DEFAULT (datetime('now')),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX blog_posts_by_date ON blog_posts(published_at DESC);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE safety_tips (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  body TEXT NOT NULL,
  body_en TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE links (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL,
  label_en TEXT NOT NULL,
  url TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Who changed what (admin and moderation) -----------------------------------------
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER REFERENCES users(id),
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id INTEGER,
  details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX audit_log_by_entity ON audit_log(entity, entity_id, created_at);
