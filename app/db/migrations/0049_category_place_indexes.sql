-- A category within a governorate walked one of the two indexes (the
-- category's or the governorate's) and tested the other on every ad it met,
-- so a page of a category in a small governorate read most of the category.
-- It gets an index of its own in the listing's order (special first, newest,
-- then the higher id), so its pages read about the ads they skip and show.
CREATE INDEX ads_public_by_category_governorate ON ads(status, hidden, category_id, governorate_id, is_featured DESC, listed_at DESC, id DESC, expires_at);
-- A governorate's price sorts walked the whole catalogue's price index and
-- tested the place on each ad: the governorate gets a price index, as the
-- category has.
CREATE INDEX ads_public_by_governorate_price ON ads(status, hidden, governorate_id, price, expires_at);
