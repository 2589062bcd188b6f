-- A trader's public ads, featured first then newest, straight from an index:
-- with thousands of ads per trader the profile page sorted them all (172 ms).
CREATE INDEX ads_public_by_owner ON ads(user_id, status, hidden, is_featured DESC, created_at DESC, expires_at);
