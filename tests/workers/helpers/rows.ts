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
