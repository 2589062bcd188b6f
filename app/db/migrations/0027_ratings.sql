-- Sellers rated by the buyers who dealt with them. A buyer
-- who wrote in a conversation about an ad that the seller also wrote in
-- rates that seller once for that ad (1 to 5 stars, an optional comment);
-- the seller answers each rating once. A moderator may hide one (with a
-- reason): hidden ratings leave the average, the count and the lists. The
-- average and the count are computed from the rows (index
-- ratings_by_seller), never kept in a counter that could drift.
CREATE TABLE ratings (
  id INTEGER PRIMARY KEY,
  ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL,   -- NULL once the ad is deleted
  ad_name TEXT NOT NULL,
  conversation_id INTEGER REFERENCES conversations(id) ON DELETE SET NULL,
  rater_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment TEXT NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  answer TEXT CHECK (answer IS NULL OR length(answer) BETWEEN 1 AND 500),
  answered_at TEXT,
  hidden_at TEXT,
  hidden_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  hidden_reason TEXT,
  created_at TEXT NOT NULL,
  CHECK (rater_id <> seller_id)
);
-- Once per buyer and ad.
CREATE UNIQUE INDEX ratings_one_per_ad ON ratings(rater_id, ad_id);
-- A seller's visible ratings, newest first, and their average and count.
CREATE INDEX ratings_by_seller ON ratings(seller_id, hidden_at, created_at);

-- Reports about a rating: one open report per person and rating; a
-- moderator's decision (hide or keep) resolves them all.
CREATE TABLE rating_reports (
  id INTEGER PRIMARY KEY,
  rating_id INTEGER NOT NULL REFERENCES ratings(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  details TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at TEXT NOT NULL,
  resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  resolved_at TEXT
);
CREATE UNIQUE INDEX rating_reports_one_open ON rating_reports(rating_id, user_id) WHERE status = 'open';
CREATE INDEX rating_reports_open ON rating_reports(status, created_at);

-- The trader's page and the ad page show ratings: their edge-cached copies
-- go stale (migration 0013's content version) when one is added, answered,
-- hidden or removed.
CREATE TRIGGER content_version_ratings_insert AFTER INSERT ON ratings
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ratings_update AFTER UPDATE OF stars, comment, answer, hidden_at, ad_name ON ratings
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ratings_delete AFTER DELETE ON ratings
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
