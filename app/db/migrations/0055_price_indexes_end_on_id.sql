-- The price indexes ended on the price (then the expiry date), so ads of one
-- price were kept in expiry order and a price sort, which puts equal prices in
-- id order, sorted each block of equal prices it met whole: a round price
-- shared by hundreds of ads (500,000 pounds…) was read whole for one page.
-- Each is rebuilt on the price, then the id, newest first: a lowest-price
-- listing (equal prices newest first) is the index read forwards, a
-- highest-price one (the same order from its end: equal prices oldest first)
-- the index read backwards, and neither sorts anything. The names stay (the
-- listing's walks name them); expires_at still trails, for the "not yet
-- expired" test from the index alone.
DROP INDEX ads_public_by_category_price;
CREATE INDEX ads_public_by_category_price ON ads(status, hidden, category_id, price, id DESC, expires_at);
DROP INDEX ads_public_price;
CREATE INDEX ads_public_price ON ads(status, hidden, price, id DESC, expires_at);
DROP INDEX ads_public_by_governorate_price;
CREATE INDEX ads_public_by_governorate_price ON ads(status, hidden, governorate_id, price, id DESC, expires_at);
