-- Category attributes (0021) are part of what public pages show: an ad's
-- details, the filter sheet, the chips. An admin's change to a field or a
-- choice moves the content version, so the edge cache's pages are rebuilt
-- (migration 0013). An ad's own values change only with the ad, whose
-- triggers already move it (an edit sends the ad back to review).
CREATE TRIGGER content_version_attribute_fields_insert AFTER INSERT ON attribute_fields BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_attribute_fields_update AFTER UPDATE ON attribute_fields BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_attribute_fields_delete AFTER DELETE ON attribute_fields BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_attribute_options_insert AFTER INSERT ON attribute_options BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_attribute_options_update AFTER UPDATE ON attribute_options BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER content_version_attribute_options_delete AFTER DELETE ON attribute_options BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
