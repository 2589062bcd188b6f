-- The risk check on every ad created or edited (features/risk): its score and
-- reasons kept on the ad, the fingerprints of live ads' photos and text for
-- bounded look-ups, the admin's thresholds and the items not allowed.

-- The last check's score and reasons (a JSON list of { code, ad?, photo? }); NULL before any check.
ALTER TABLE ads ADD COLUMN risk_score INTEGER;
ALTER TABLE ads ADD COLUMN risk_reasons TEXT;

-- Each photo's 64-bit perceptual hash (hex), written once per band: a 16-bit slice of the hash
-- tagged with its slice number (band = slice * 65536 + value). Two hashes at most 3 bits apart
-- share at least one band, so a near match is found by an exact look-up of four keys.
CREATE TABLE ad_photo_bands (
  band INTEGER NOT NULL,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  hash TEXT NOT NULL,
  image_path TEXT NOT NULL
);
CREATE INDEX ad_photo_bands_by_band ON ad_photo_bands(band, ad_id);
CREATE INDEX ad_photo_bands_by_ad ON ad_photo_bands(ad_id);

-- The text's MinHash signature cut in bands (band = slice * 2^32 + the slice's 32-bit digest);
-- the whole signature (hex) rides along so a candidate's likeness is estimated without another read.
CREATE TABLE ad_text_bands (
  band INTEGER NOT NULL,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  signature TEXT NOT NULL
);
CREATE INDEX ad_text_bands_by_band ON ad_text_bands(band, ad_id);
CREATE INDEX ad_text_bands_by_ad ON ad_text_bands(ad_id);

-- Recent live prices of a third branch (a make), for the median a new price is compared with.
CREATE INDEX ads_price_by_branch ON ads(third_branch_id, status, listed_at DESC, price);
-- The same a level up (the brand country), when a make has too few.
CREATE INDEX ads_price_by_brand_country ON ads(brand_country_id, status, listed_at DESC, price);

-- The thresholds the admin sets: a score at or above hold_at waits for a moderator, at or above refuse_at is refused.
CREATE TABLE risk_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  hold_at INTEGER NOT NULL,
  refuse_at INTEGER NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
INSERT INTO risk_settings (id, hold_at, refuse_at) VALUES (1, 40, 100);

-- Items not allowed: a word or phrase (as typed; compared in the normalised form), in one category or (NULL) in all.
CREATE TABLE forbidden_items (
  id INTEGER PRIMARY KEY,
  category_id INTEGER REFERENCES categories(id) ON DELETE CASCADE,
  term TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX forbidden_items_by_category ON forbidden_items(category_id);
INSERT INTO forbidden_items (category_id, term) VALUES
  (NULL, 'سلاح'), (NULL, 'مسدس'), (NULL, 'طبنجة'), (NULL, 'خرطوش'), (NULL, 'ذخيرة'), (NULL, 'pistol'), (NULL, 'gun'), (NULL, 'ammunition'),
  (NULL, 'ترامادول'), (NULL, 'حشيش'), (NULL, 'بانجو'), (NULL, 'tramadol'), (NULL, 'hashish'),
  (NULL, 'عملة مزورة'), (NULL, 'counterfeit'), (NULL, 'رخصة مضروبة'), (NULL, 'fake license'),
  (NULL, 'عاج'), (NULL, 'ivory'), (NULL, 'حيوانات برية'), (NULL, 'wild animals');
