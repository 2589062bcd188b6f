-- Traders edit their own directory page: the account's
-- "My page" and the API's /user/update-profile write the preface, places,
-- category, phones and these opening hours (features/traders/trader-page.server.ts).
ALTER TABLE users ADD COLUMN opening_hours TEXT;   -- free text as the trader writes it, NULL: not given

-- The edge cache's content version follows the new column like the other public profile columns.
DROP TRIGGER content_version_users_update;
CREATE TRIGGER content_version_users_update AFTER UPDATE OF username, first_name, last_name, phone, is_trader, company_name, image, preface, preface_en, phone2, whatsapp, opening_hours, governorate_id, region_id, category_id, subcategory_id, status, is_verified_trader, created_at ON users
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
