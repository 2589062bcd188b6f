import type { AdInput } from "~/lib/schemas/ad";

// Rows several Worker tests start from: the vehicles category, a seller
// (id 1, with a WhatsApp number) and a buyer (id 2).
export function vehiclesSellerAndBuyer(db: Pick<D1Database, "prepare">): D1PreparedStatement[] {
  return [
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, whatsapp, password_hash) VALUES
         (1, 'seller', 'Sami', 'Adel', 's@example.com', '+201011111111', '01222222222', 'x'),
         (2, 'buyer', 'Mona', 'Ali', 'm@example.com', '+201033333333', NULL, 'x')`,
    ),
  ];
}

// The place and catalogue an ad of the editor needs: Cairo's Nasr City, and
// vehicles › cars › Japanese › Toyota (ids 1, 10, 1, 100, 1000, 10000).
export function carsCatalogue(db: Pick<D1Database, "prepare">): D1PreparedStatement[] {
  return [
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23)"),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34)"),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'ملاكي', 'Cars')"),
    db.prepare("INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (1000, 100, 'ياباني', 'Japanese')"),
    db.prepare("INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (10000, 1000, 'تويوتا', 'Toyota')"),
  ];
}

/** The editor's input for a car in carsCatalogue's place and catalogue, with what a test changes. */
export function carAd(overrides: Partial<AdInput> = {}): AdInput {
  return {
    name: "تويوتا كورولا ٢٠١٩",
    description: "سيارة بحالة ممتازة",
    price: 650000,
    note: "",
    negotiable: true,
    condition: "used",
    latitude: 30.05,
    longitude: 31.34,
    address: "شارع عباس العقاد",
    categoryId: 1,
    subcategoryId: 100,
    brandCountryId: 1000,
    thirdBranchId: 10000,
    governorateId: 1,
    regionId: 10,
    ...overrides,
  };
}
