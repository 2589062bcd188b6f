-- Bundles, payments and the admin area.

-- The end of the featured period a paid order gave (shown in the account),
-- and why a payment failed (the provider's word, or ours).
ALTER TABLE bundle_orders ADD COLUMN featured_until TEXT;
ALTER TABLE bundle_orders ADD COLUMN failure_reason TEXT;

-- A provider's callback names its own order id (Paymob's order.id).
CREATE INDEX bundle_orders_by_provider_order ON bundle_orders(provider, provider_order_id);
-- Orders of an ad (the admin's user page, the account's ad list).
CREATE INDEX bundle_orders_by_ad ON bundle_orders(ad_id, created_at);

-- The dashboard's "new users" and the admin's user list, newest first.
CREATE INDEX users_by_created ON users(created_at);

-- The audit page, newest first, and one actor's changes.
CREATE INDEX audit_log_by_date ON audit_log(created_at);
CREATE INDEX audit_log_by_actor ON audit_log(actor_id, created_at);

-- Banners and bundles as the public pages read them.
CREATE INDEX banners_active ON banners(is_active, sort);
CREATE INDEX bundles_active ON bundles(is_active, sort);
