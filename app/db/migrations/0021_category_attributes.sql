-- Category attributes. Each category (or one subcategory of
-- it) has fields defined as data: what sellers fill in on the ad form, what
-- the ad page lists as its details and what the listing's filter sheet offers.
-- Kinds: number (a whole number within min_value..max_value, with a unit),
-- one_of and several_of (choices from attribute_options), yes_no, text (at
-- most max_value characters). features/attributes/ reads and writes them.
CREATE TABLE attribute_fields (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  -- Only for this subcategory of the category; null: for the whole category.
  subcategory_id INTEGER REFERENCES subcategories(id) ON DELETE CASCADE,
  -- The field's name in forms and addresses (attr_<key>), unique in its category.
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 30 AND key NOT GLOB '*[^a-z0-9_]*'),
  kind TEXT NOT NULL CHECK (kind IN ('number', 'one_of', 'several_of', 'yes_no', 'text')),
  label TEXT NOT NULL,
  label_en TEXT NOT NULL,
  unit TEXT NOT NULL DEFAULT '',
  unit_en TEXT NOT NULL DEFAULT '',
  min_value INTEGER,
  max_value INTEGER,
  required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
  filterable INTEGER NOT NULL DEFAULT 0 CHECK (filterable IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (category_id, key)
);
CREATE INDEX attribute_fields_by_category ON attribute_fields(category_id, position);

CREATE TABLE attribute_options (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  field_id INTEGER NOT NULL REFERENCES attribute_fields(id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 30 AND key NOT GLOB '*[^a-z0-9_]*'),
  label TEXT NOT NULL,
  label_en TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (field_id, key)
);
CREATE INDEX attribute_options_by_field ON attribute_options(field_id, position);

-- An ad's values: one row per value (a several-of field has a row per choice).
-- number: the number; yes_no: 1 or 0; one_of, several_of: the option's id; text: value_text.
CREATE TABLE ad_attributes (
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES attribute_fields(id) ON DELETE CASCADE,
  value_number INTEGER,
  value_text TEXT
);
-- The ad page's details, and the filters' test of one ad (covering: no table row read).
CREATE INDEX ad_attributes_by_ad ON ad_attributes(ad_id, field_id, value_number);
-- A filter's candidates by value, when it is the narrower way in.
CREATE INDEX ad_attributes_by_value ON ad_attributes(field_id, value_number, ad_id);
