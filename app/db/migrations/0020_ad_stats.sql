-- True numbers for sellers. Views and contact presses
-- (call, WhatsApp, SMS) are counted per ad and day (Cairo's calendar day),
-- at most once per visitor, kind, ad and day, and never for the ad's owner
-- (features/ad-stats/counting.server.ts).
--
-- The write is one statement: INSERT OR IGNORE of the visitor's row into
-- ad_visits. A row already there (the same visitor again today) is ignored
-- and counts nothing; a new one fires the trigger below, which adds one to
-- the day's row of ad_daily_stats (an upsert) and to the ad's running totals
-- (ads.views, ads.contact_clicks) inside the same statement, so the three
-- never disagree. Neither column is in the content-version trigger's list
-- (migration 0013): counting never makes a cached page stale.
--
-- A visitor is "u<user id>" when signed in, else a salted SHA-256 of the
-- address, the browser and the day: no raw address is stored, and a key
-- means nothing the next day. The scheduled job deletes visits older than
-- two days (jobs.server.ts); the daily counts stay.

CREATE TABLE ad_daily_stats (
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  calls INTEGER NOT NULL DEFAULT 0,
  whatsapp INTEGER NOT NULL DEFAULT 0,
  sms INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (ad_id, day)
) WITHOUT ROWID;

-- Keyed by day first: the job prunes whole days by the primary key.
CREATE TABLE ad_visits (
  day TEXT NOT NULL,
  ad_id INTEGER NOT NULL,
  visitor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('view', 'call', 'whatsapp', 'sms')),
  PRIMARY KEY (day, ad_id, visitor, kind)
) WITHOUT ROWID;

CREATE TRIGGER ad_visits_count AFTER INSERT ON ad_visits
BEGIN
  INSERT INTO ad_daily_stats (ad_id, day, views, calls, whatsapp, sms)
  VALUES (NEW.ad_id, NEW.day, NEW.kind = 'view', NEW.kind = 'call', NEW.kind = 'whatsapp', NEW.kind = 'sms')
  ON CONFLICT (ad_id, day) DO UPDATE SET
    views = views + excluded.views,
    calls = calls + excluded.calls,
    whatsapp = whatsapp + excluded.whatsapp,
    sms = sms + excluded.sms;
  UPDATE ads SET views = views + (NEW.kind = 'view'), contact_clicks = contact_clicks + (NEW.kind <> 'view') WHERE id = NEW.ad_id;
END;
