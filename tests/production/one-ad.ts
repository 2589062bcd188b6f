// The few rows the built-Worker tests start from: a place, a category, a seller and one approved ad of theirs.
export async function insertOneAd(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.24)"),
    db.prepare("INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude) VALUES (1, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.33)"),
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, phone_verified_at, status) VALUES (1, 'sami', 'Sami', 'Adel', 's@example.com', '+201011111111', 'x', '2026-01-01 00:00:00', 'active')",
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, region_id, status, expires_at, latitude, longitude, address)
       VALUES (1, 1, 'تويوتا كورولا ٢٠١٨', 'سيارة بحالة ممتازة', 450000, 1, 1, 1, 'approved', '2099-01-01 00:00:00', 30.05, 31.33, 'مدينة نصر')`,
    ),
  ]);
}
