ALTER TABLE bundle_orders ADD COLUMN kind TEXT NOT NULL DEFAULT 'bundle';
