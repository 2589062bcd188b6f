-- Saved searches that ask the same thing share one key, and an approved ad's
-- matches are written once per key, not once per buyer: at 300,000 saved
-- searches an ad matched about 5,000 of them and its hits took tens of
-- seconds to write. A key holds the filters as saved_searches held them; a
-- search points at its key and keeps a cursor, told_to: the key's hits (by
-- their id, always growing) up to it were told, the ones past it wait. The
-- seller's own ad is left out when reading, not when writing.
--
-- The key's signature is the filters as one JSON text (SAVED_SEARCH_SIGNATURE
-- in features/saved-searches/queries.server.ts, the same expression as here).

CREATE TABLE saved_search_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  signature TEXT NOT NULL UNIQUE,
  query TEXT NOT NULL,                     -- the first search's address: its text is its `q`
  category_key INTEGER NOT NULL DEFAULT 0,
  subcategory_key INTEGER NOT NULL DEFAULT 0,
  brand_country_id INTEGER,
  third_branch_id INTEGER,
  governorate_id INTEGER,
  region_id INTEGER,
  condition TEXT,
  min_price INTEGER NOT NULL DEFAULT 0,
  max_price INTEGER NOT NULL DEFAULT 0,
  negotiable INTEGER NOT NULL DEFAULT 0,
  match_query TEXT,
  match_term TEXT,
  has_attributes INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX saved_search_keys_with_text ON saved_search_keys(category_key, subcategory_key) WHERE match_query IS NOT NULL;
CREATE INDEX saved_search_keys_without_text ON saved_search_keys(category_key, subcategory_key) WHERE match_query IS NULL;

CREATE TABLE saved_search_key_attributes (
  key_id INTEGER NOT NULL REFERENCES saved_search_keys(id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL,
  min_number INTEGER,
  max_number INTEGER,
  choices TEXT
);
CREATE INDEX saved_search_key_attributes_by_key ON saved_search_key_attributes(key_id);

-- An approved ad a key matched; the id orders them for the searches' cursors.
CREATE TABLE saved_search_key_hits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id INTEGER NOT NULL REFERENCES saved_search_keys(id) ON DELETE CASCADE,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  found_at TEXT NOT NULL,
  UNIQUE (key_id, ad_id)
);
CREATE INDEX saved_search_key_hits_by_key ON saved_search_key_hits(key_id, found_at);
CREATE INDEX saved_search_key_hits_by_ad ON saved_search_key_hits(ad_id);

ALTER TABLE saved_searches ADD COLUMN key_id INTEGER REFERENCES saved_search_keys(id);
ALTER TABLE saved_searches ADD COLUMN told_to INTEGER NOT NULL DEFAULT 0;
CREATE INDEX saved_searches_by_key ON saved_searches(key_id);

-- The searches saved so far, each to its key.
INSERT OR IGNORE INTO saved_search_keys (signature, query, category_key, subcategory_key, brand_country_id, third_branch_id, governorate_id, region_id,
  condition, min_price, max_price, negotiable, match_query, match_term, has_attributes)
SELECT json_array(s.category_key, s.subcategory_key, s.brand_country_id, s.third_branch_id, s.governorate_id, s.region_id, s.condition, s.min_price,
    s.max_price, s.negotiable, s.match_query,
    (SELECT json_group_array(json_array(f.field_id, f.min_number, f.max_number, f.choices)) FROM
      (SELECT * FROM saved_search_attributes f WHERE f.search_id = s.id ORDER BY f.field_id, f.min_number, f.max_number, f.choices) f)),
  s.query, s.category_key, s.subcategory_key, s.brand_country_id, s.third_branch_id, s.governorate_id, s.region_id, s.condition, s.min_price,
  s.max_price, s.negotiable, s.match_query, s.match_term, s.has_attributes
FROM saved_searches s ORDER BY s.id;
UPDATE saved_searches SET key_id = (SELECT k.id FROM saved_search_keys k WHERE k.signature = json_array(saved_searches.category_key,
  saved_searches.subcategory_key, saved_searches.brand_country_id, saved_searches.third_branch_id, saved_searches.governorate_id,
  saved_searches.region_id, saved_searches.condition, saved_searches.min_price, saved_searches.max_price, saved_searches.negotiable,
  saved_searches.match_query,
  (SELECT json_group_array(json_array(f.field_id, f.min_number, f.max_number, f.choices)) FROM
    (SELECT * FROM saved_search_attributes f WHERE f.search_id = saved_searches.id ORDER BY f.field_id, f.min_number, f.max_number, f.choices) f)));
INSERT INTO saved_search_key_attributes (key_id, field_id, min_number, max_number, choices)
SELECT k.id, f.field_id, f.min_number, f.max_number, f.choices FROM saved_search_keys k
JOIN saved_searches s ON s.id = (SELECT min(id) FROM saved_searches WHERE key_id = k.id)
JOIN saved_search_attributes f ON f.search_id = s.id;

-- The hits found so far, told ones first (in the order found), then those waiting.
INSERT OR IGNORE INTO saved_search_key_hits (key_id, ad_id, found_at)
SELECT s.key_id, h.ad_id, h.found_at FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id
ORDER BY h.mailed_at IS NULL, h.found_at, h.ad_id;
-- A search with hits waiting starts just before the first of them; one without, past every hit of its key.
UPDATE saved_searches SET told_to = coalesce(
  (SELECT min(k.id) - 1 FROM saved_search_hits h JOIN saved_search_key_hits k ON k.key_id = saved_searches.key_id AND k.ad_id = h.ad_id
    WHERE h.search_id = saved_searches.id AND h.mailed_at IS NULL),
  (SELECT max(k.id) FROM saved_search_key_hits k WHERE k.key_id = saved_searches.key_id), 0);

DROP TABLE saved_search_hits;

-- A key no search shares any more goes, with its hits (a search deleted by its owner, or with its account).
CREATE TRIGGER saved_search_keys_unshared AFTER DELETE ON saved_searches
WHEN OLD.key_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM saved_searches WHERE key_id = OLD.key_id)
BEGIN
  DELETE FROM saved_search_keys WHERE id = OLD.key_id;
END;

-- Each search's hits as a person reads them (not the seller's own ad; told: up to its cursor).
CREATE VIEW saved_search_hits AS
SELECT s.id AS search_id, h.ad_id, h.found_at, h.id <= s.told_to AS told
FROM saved_searches s JOIN saved_search_key_hits h ON h.key_id = s.key_id JOIN ads a ON a.id = h.ad_id
WHERE a.user_id <> s.user_id;

DROP INDEX saved_searches_with_text;
DROP INDEX saved_searches_without_text;
