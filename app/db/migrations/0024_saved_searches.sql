-- Saved searches and their alerts.
--
-- A saved search keeps the listing's address (`path` and `query`, the filters
-- as the listing's canonical address writes them) for the buyer to open, and
-- the same filters as columns for matching: a newly approved ad finds its
-- candidate searches through saved_searches_by_category (its category or
-- "any", its subcategory or "any": four seeks), and only those are tested
-- against the rest of the filters, in one statement for a whole batch of ads
-- (features/saved-searches/queries.server.ts matchQueuedAds).

CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- never reused: an old unsubscribe link never names another search
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  path TEXT NOT NULL,                      -- /categories/search or /categories/{slug}
  query TEXT NOT NULL,                     -- the filters as the address writes them (no page, sort or bookmark)
  frequency TEXT NOT NULL DEFAULT 'instant' CHECK (frequency IN ('instant', 'daily', 'never')),
  category_key INTEGER NOT NULL DEFAULT 0, -- the category, or 0 for any
  subcategory_key INTEGER NOT NULL DEFAULT 0,
  brand_country_id INTEGER,
  third_branch_id INTEGER,
  governorate_id INTEGER,
  region_id INTEGER,
  condition TEXT,
  min_price INTEGER NOT NULL DEFAULT 0,
  max_price INTEGER NOT NULL DEFAULT 0,
  negotiable INTEGER NOT NULL DEFAULT 0,
  match_query TEXT,                        -- the search text as an FTS5 query (lib/normalize.ts toMatchQuery), or NULL
  match_term TEXT,                         -- its longest word, normalised: an ad's text without it is not asked the FTS5 query
  has_attributes INTEGER NOT NULL DEFAULT 0,
  opened_at TEXT NOT NULL,                 -- new ads are those found since
  mailed_at TEXT,                          -- the last "at once" e-mail (at most one an hour)
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX saved_searches_by_user ON saved_searches(user_id, path, query);
CREATE INDEX saved_searches_by_category ON saved_searches(category_key, subcategory_key);

-- A saved search's attribute filters: a range (min, max; a yes/no field is 1..1) or choices (a JSON array of option ids).
CREATE TABLE saved_search_attributes (
  search_id INTEGER NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL,
  min_number INTEGER,
  max_number INTEGER,
  choices TEXT
);
CREATE INDEX saved_search_attributes_by_search ON saved_search_attributes(search_id);

-- An approved ad a saved search matched, and when it was e-mailed (NULL: not yet).
CREATE TABLE saved_search_hits (
  search_id INTEGER NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  found_at TEXT NOT NULL,
  mailed_at TEXT,
  PRIMARY KEY (search_id, ad_id)
) WITHOUT ROWID;
CREATE INDEX saved_search_hits_to_mail ON saved_search_hits(mailed_at, search_id) WHERE mailed_at IS NULL;
CREATE INDEX saved_search_hits_by_ad ON saved_search_hits(ad_id);

-- Ads approved and not yet matched: the trigger fills it on every approval,
-- whichever path approves (moderation, an automatic approval); a renewal
-- (expired → approved) is not a new ad.
CREATE TABLE alert_queue (
  ad_id INTEGER PRIMARY KEY,
  queued_at TEXT NOT NULL
);
CREATE TRIGGER ads_approved_to_alerts AFTER UPDATE OF status ON ads
WHEN NEW.status = 'approved' AND OLD.status IN ('pending', 'rejected')
BEGIN
  INSERT OR IGNORE INTO alert_queue (ad_id, queued_at) VALUES (NEW.id, NEW.updated_at);
END;

-- When each account last had its daily digest.
CREATE TABLE alert_digests (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  sent_at TEXT NOT NULL
);

-- Extra mail headers (JSON), such as List-Unsubscribe.
ALTER TABLE outbox ADD COLUMN headers TEXT;
