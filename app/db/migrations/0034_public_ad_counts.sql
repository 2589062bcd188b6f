-- How many public ads each listing has, kept by triggers whatever writes an
-- ad (the editor, moderation, the API, payments, the scheduled job, the seed),
-- so a listing's page count is true without counting its rows: a count of a
-- big category read every ad of it (7,850 rows for vehicles at 30,000 ads),
-- this reads one row. A row per category, subcategory and governorate
-- combination a listing can ask for; -1 stands for "any" (no filter on that
-- level), 0 for an ad without one. Each public ad adds 1 to its six rows:
-- everything, its governorate, its category, its category and subcategory,
-- its category and governorate, and all three.
--
-- "Public" here is approved, not hidden, with an expiry date; the listing
-- also leaves out ads whose date has passed before the hourly job marks them
-- expired (that update takes them off here): features/ads/queries.server.ts
-- subtracts those few, read through ads_by_expiry.
CREATE TABLE public_ad_counts (
  category_id INTEGER NOT NULL,
  subcategory_id INTEGER NOT NULL,
  governorate_id INTEGER NOT NULL,
  ads INTEGER NOT NULL,
  PRIMARY KEY (category_id, subcategory_id, governorate_id)
) WITHOUT ROWID;

INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads)
SELECT -1, -1, -1, COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads)
SELECT -1, -1, IFNULL(governorate_id, 0), COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads)
SELECT category_id, -1, -1, COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads)
SELECT category_id, IFNULL(subcategory_id, 0), -1, COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads)
SELECT category_id, -1, IFNULL(governorate_id, 0), COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads)
SELECT category_id, IFNULL(subcategory_id, 0), IFNULL(governorate_id, 0), COUNT(*) FROM ads WHERE status = 'approved' AND hidden = 0 AND expires_at IS NOT NULL GROUP BY 1, 2, 3;

-- (Row lists as VALUES: D1 allows few terms in a compound SELECT.)
CREATE TRIGGER public_ad_counts_insert AFTER INSERT ON ads
WHEN NEW.status = 'approved' AND NEW.hidden = 0 AND NEW.expires_at IS NOT NULL
BEGIN
  INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads) VALUES
    (-1, -1, -1, 1),
    (-1, -1, IFNULL(NEW.governorate_id, 0), 1),
    (NEW.category_id, -1, -1, 1),
    (NEW.category_id, IFNULL(NEW.subcategory_id, 0), -1, 1),
    (NEW.category_id, -1, IFNULL(NEW.governorate_id, 0), 1),
    (NEW.category_id, IFNULL(NEW.subcategory_id, 0), IFNULL(NEW.governorate_id, 0), 1)
  ON CONFLICT (category_id, subcategory_id, governorate_id) DO UPDATE SET ads = ads + 1;
END;

CREATE TRIGGER public_ad_counts_delete AFTER DELETE ON ads
WHEN OLD.status = 'approved' AND OLD.hidden = 0 AND OLD.expires_at IS NOT NULL
BEGIN
  UPDATE public_ad_counts SET ads = ads - 1 WHERE (category_id, subcategory_id, governorate_id) IN (VALUES
    (-1, -1, -1),
    (-1, -1, IFNULL(OLD.governorate_id, 0)),
    (OLD.category_id, -1, -1),
    (OLD.category_id, IFNULL(OLD.subcategory_id, 0), -1),
    (OLD.category_id, -1, IFNULL(OLD.governorate_id, 0)),
    (OLD.category_id, IFNULL(OLD.subcategory_id, 0), IFNULL(OLD.governorate_id, 0))
  );
END;

-- An update is the old row going and the new one coming, each when public.
CREATE TRIGGER public_ad_counts_update_old AFTER UPDATE OF status, hidden, expires_at, category_id, subcategory_id, governorate_id ON ads
WHEN OLD.status = 'approved' AND OLD.hidden = 0 AND OLD.expires_at IS NOT NULL
BEGIN
  UPDATE public_ad_counts SET ads = ads - 1 WHERE (category_id, subcategory_id, governorate_id) IN (VALUES
    (-1, -1, -1),
    (-1, -1, IFNULL(OLD.governorate_id, 0)),
    (OLD.category_id, -1, -1),
    (OLD.category_id, IFNULL(OLD.subcategory_id, 0), -1),
    (OLD.category_id, -1, IFNULL(OLD.governorate_id, 0)),
    (OLD.category_id, IFNULL(OLD.subcategory_id, 0), IFNULL(OLD.governorate_id, 0))
  );
END;

CREATE TRIGGER public_ad_counts_update_new AFTER UPDATE OF status, hidden, expires_at, category_id, subcategory_id, governorate_id ON ads
WHEN NEW.status = 'approved' AND NEW.hidden = 0 AND NEW.expires_at IS NOT NULL
BEGIN
  INSERT INTO public_ad_counts (category_id, subcategory_id, governorate_id, ads) VALUES
    (-1, -1, -1, 1),
    (-1, -1, IFNULL(NEW.governorate_id, 0), 1),
    (NEW.category_id, -1, -1, 1),
    (NEW.category_id, IFNULL(NEW.subcategory_id, 0), -1, 1),
    (NEW.category_id, -1, IFNULL(NEW.governorate_id, 0), 1),
    (NEW.category_id, IFNULL(NEW.subcategory_id, 0), IFNULL(NEW.governorate_id, 0), 1)
  ON CONFLICT (category_id, subcategory_id, governorate_id) DO UPDATE SET ads = ads + 1;
END;
