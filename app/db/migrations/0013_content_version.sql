-- The content version. Public pages are kept in the edge cache
-- under a key that holds this number (app/modules/edge-cache.server.ts), so
-- any change to what those pages show makes every cached page stale at once,
-- in every colo, without purging URLs. The triggers below bump it on every
-- write that a public page can show, whoever makes it (admin screens, the
-- owner's editor, the JSON API, payments, the scheduled job, the seed), so no
-- code path can forget to. Writes no public page shows (views, sessions,
-- favourites, orders, codes…) leave it alone.
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);


-- Ads: public only while approved.
CREATE TRIGGER content_version_ads_insert AFTER INSERT ON ads WHEN NEW.status = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ads_update AFTER UPDATE OF user_id, name, description, price, note, negotiable, condition, status, hidden, category_id, subcategory_id, brand_country_id, third_branch_id, governorate_id, region_id, latitude, longitude, address, attributes, is_featured, expires_at, created_at ON ads
WHEN OLD.status = 'approved' OR NEW.status = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ads_delete AFTER DELETE ON ads WHEN OLD.status = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;


-- Photos of a public ad.
CREATE TRIGGER content_version_ad_images_insert AFTER INSERT ON ad_images
WHEN (SELECT status FROM ads WHERE id = NEW.ad_id) = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ad_images_update AFTER UPDATE ON ad_images
WHEN (SELECT status FROM ads WHERE id = NEW.ad_id) = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_ad_images_delete AFTER DELETE ON ad_images
WHEN (SELECT status FROM ads WHERE id = OLD.ad_id) = 'approved'
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;


-- Users: what the traders directory, trader profiles and the seller card of
-- an ad show (not passwords, e-mail, verification or sign-in columns).
CREATE TRIGGER content_version_users_insert AFTER INSERT ON users WHEN NEW.is_trader = 1
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_users_update AFTER UPDATE OF username, first_name, last_name, phone, is_trader, company_name, image, preface, preface_en, phone2, whatsapp, governorate_id, region_id, category_id, subcategory_id, status, is_verified_trader, created_at ON users
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_users_delete AFTER DELETE ON users
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;


-- Catalogue, places and content: any change.
CREATE TRIGGER content_version_categories_insert AFTER INSERT ON categories BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_categories_update AFTER UPDATE ON categories BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_categories_delete AFTER DELETE ON categories BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_subcategories_insert AFTER INSERT ON subcategories BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_subcategories_update AFTER UPDATE ON subcategories BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_subcategories_delete AFTER DELETE ON subcategories BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_brand_countries_insert AFTER INSERT ON brand_countries BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_brand_countries_update AFTER UPDATE ON brand_countries BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_brand_countries_delete AFTER DELETE ON brand_countries BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_third_branches_insert AFTER INSERT ON third_branches BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_third_branches_update AFTER UPDATE ON third_branches BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_third_branches_delete AFTER DELETE ON third_branches BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_governorates_insert AFTER INSERT ON governorates BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_governorates_update AFTER UPDATE ON governorates BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_governorates_delete AFTER DELETE ON governorates BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_regions_insert AFTER INSERT ON regions BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_regions_update AFTER UPDATE ON regions BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_regions_delete AFTER DELETE ON regions BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_banners_insert AFTER INSERT ON banners BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_banners_update AFTER UPDATE ON banners BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_banners_delete AFTER DELETE ON banners BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_safety_tips_insert AFTER INSERT ON safety_tips BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_safety_tips_update AFTER UPDATE ON safety_tips BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_safety_tips_delete AFTER DELETE ON safety_tips BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_blog_posts_insert AFTER INSERT ON blog_posts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_blog_posts_update AFTER UPDATE ON blog_posts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_blog_posts_delete AFTER DELETE ON blog_posts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_services_insert AFTER INSERT ON services BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_services_update AFTER UPDATE ON services BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_services_delete AFTER DELETE ON services BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_links_insert AFTER INSERT ON links BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_links_update AFTER UPDATE ON links BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_links_delete AFTER DELETE ON links BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_documents_insert AFTER INSERT ON documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_documents_update AFTER UPDATE ON documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_documents_delete AFTER DELETE ON documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_pdf_imgs_insert AFTER INSERT ON pdf_imgs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_pdf_imgs_update AFTER UPDATE ON pdf_imgs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_pdf_imgs_delete AFTER DELETE ON pdf_imgs BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
