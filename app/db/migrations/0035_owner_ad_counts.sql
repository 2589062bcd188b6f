-- How many public ads each seller has, kept by triggers as public_ad_counts
-- keeps them per listing (migration 0034), so a seller's page tells how many
-- ads and pages it has from one row instead of counting them: the count of a
-- busy seller's ads read up to 1,000 rows on every visit of their page.
-- "Public" as there: approved, not hidden, with an expiry date; the page
-- subtracts the few whose date has passed before the hourly job marks them
-- expired (features/traders/queries.server.ts, through ads_by_expiry).
CREATE TABLE public_owner_ad_counts (
  user_id INTEGER PRIMARY KEY,
  ads INTEGER NOT NULL
);

INSERT INTO public_owner_ad_counts (user_id, ads)
SELECT user_id, COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY user_id;

CREATE TRIGGER public_owner_ad_counts_insert AFTER INSERT ON ads
WHEN NEW.status = 'approved' AND NEW.hidden = 0 AND NEW.expires_at IS NOT NULL
BEGIN
  INSERT INTO public_owner_ad_counts (user_id, ads) VALUES (NEW.user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET ads = ads + 1;
END;

CREATE TRIGGER public_owner_ad_counts_delete AFTER DELETE ON ads
WHEN OLD.status = 'approved' AND OLD.hidden = 0 AND OLD.expires_at IS NOT NULL
BEGIN
  UPDATE public_owner_ad_counts SET ads = ads - 1 WHERE user_id = OLD.user_id;
END;

-- An update is the old row going and the new one coming, each when public.
CREATE TRIGGER public_owner_ad_counts_update_old AFTER UPDATE OF status, hidden, expires_at, user_id ON ads
WHEN OLD.status = 'approved' AND OLD.hidden = 0 AND OLD.expires_at IS NOT NULL
BEGIN
  UPDATE public_owner_ad_counts SET ads = ads - 1 WHERE user_id = OLD.user_id;
END;

CREATE TRIGGER public_owner_ad_counts_update_new AFTER UPDATE OF status, hidden, expires_at, user_id ON ads
WHEN NEW.status = 'approved' AND NEW.hidden = 0 AND NEW.expires_at IS NOT NULL
BEGIN
  INSERT INTO public_owner_ad_counts (user_id, ads) VALUES (NEW.user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET ads = ads + 1;
END;

-- A category's public index with the id in the listing's own direction, so
-- its order (special first, newest, then the id) is the index's whole order:
-- ending on the rowid, ascending, it left the id's part to a sort whose rows
-- D1 counts as read a second time (a home preview row of 20 ads: 41 rows for
-- the walk, now 20).
DROP INDEX ads_public_by_category;
CREATE INDEX ads_public_by_category ON ads(status, hidden, category_id, is_featured DESC, listed_at DESC, id DESC, expires_at);
-- The same listing oldest first (special first, then the oldest): no
-- direction of the index above gives that order, so a page of it sorted every
-- ad of the category (130,208 rows read for the first page of vehicles at
-- 100,000 ads); this index is that order.
CREATE INDEX ads_public_by_category_oldest ON ads(status, hidden, category_id, is_featured DESC, listed_at, id, expires_at);

-- The governorates in their order, every column the pages read: walked in
-- the index alone instead of read and then sorted (54 rows read for 27).
CREATE INDEX governorates_in_order ON governorates(sort, id, name, name_en, slug, latitude, longitude);
