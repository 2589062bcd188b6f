-- Sellers' numbers are no longer written to D1 one visit at a time: the
-- counters' Durable Objects keep who was counted today and roll the new
-- visits up into ad_daily_stats and the ads' totals in batches
-- (features/ad-stats/counter.server.ts). The per-visit table and the trigger
-- that added each of its rows up go; the daily counts and totals stay.
DROP TRIGGER IF EXISTS ad_visits_count;
DROP TABLE IF EXISTS ad_visits;
