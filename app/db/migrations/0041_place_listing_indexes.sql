-- A governorate's listing, and a region's, walked in an index that is their
-- whole order (special first, newest, then the higher id): the governorate's
-- index had the region between the place and the order, so a governorate's
-- page walked the newest-first index of every ad, tested the place on each,
-- and sorted the id's part (page 5 of a governorate at 100,000 ads: about
-- 1,050 rows read). A region's page gets its own index in the same order.
DROP INDEX ads_public_by_governorate;
CREATE INDEX ads_public_by_governorate ON ads(status, hidden, governorate_id, is_featured DESC, listed_at DESC, id DESC, expires_at);
CREATE INDEX ads_public_by_region ON ads(status, hidden, region_id, is_featured DESC, listed_at DESC, id DESC, expires_at);
-- The whole catalogue's newest-first index ends on the id in the same
-- direction too: ending on the rowid, ascending, it left the id to a sort.
DROP INDEX ads_public_newest;
CREATE INDEX ads_public_newest ON ads(status, hidden, is_featured DESC, listed_at DESC, id DESC, expires_at);
