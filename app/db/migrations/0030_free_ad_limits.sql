-- Free ads per category (features/ad-limits/limits.server.ts).
--
-- Each category lets one account post a number of free ads in 30 days
-- (vehicles 2, real estate 2, every other category 10; the admin edits it).
-- Past it, an ad takes one of the account's pack credits for that category.
ALTER TABLE categories ADD COLUMN free_ads_limit INTEGER NOT NULL DEFAULT 10 CHECK (free_ads_limit >= 0);
UPDATE categories SET free_ads_limit = 2 WHERE slug IN ('vehicles', 'real-estate');

-- Every new ad, written in the same batch as the ad: free (paid = 0) or on a
-- pack credit (paid = 1). The row stays when the ad is deleted (no foreign
-- key to ads), so deleting an ad and posting it again spends another free ad;
-- renewing or editing an ad writes no row.
CREATE TABLE ad_postings (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  ad_id INTEGER NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0 CHECK (paid IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX ad_postings_by_user ON ad_postings(user_id, category_id, created_at);
-- The ads of the last 30 days count as free ones already posted.
INSERT INTO ad_postings (user_id, category_id, ad_id, paid, created_at)
  SELECT user_id, category_id, id, 0, created_at FROM ads WHERE created_at > datetime('now', '-30 days');

-- Extra ads bought in packs, per account and category, spent one per ad
-- posted past the free limit (never below zero).
CREATE TABLE ad_pack_credits (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  credits INTEGER NOT NULL DEFAULT 0 CHECK (credits >= 0),
  PRIMARY KEY (user_id, category_id)
) WITHOUT ROWID;
