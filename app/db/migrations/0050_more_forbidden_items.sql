-- More items not allowed, in every category: copies sold as the brand's own, shared
-- satellite-card servers, SIM lines registered to someone else's name, game
-- accounts (a common way to take a deposit and vanish) and university degrees.
-- The admin edits the list at /admin/risk; these are its defaults for a new database.
INSERT INTO forbidden_items (category_id, term) VALUES
  (NULL, 'copy 1:1'), (NULL, 'first copy'), (NULL, 'high copy'), (NULL, 'master copy'), (NULL, 'mirror copy'), (NULL, 'replica'),
  (NULL, 'كوبي 1:1'), (NULL, 'هاي كوبي'), (NULL, 'ماستر كوبي'),
  (NULL, 'شيرنج'), (NULL, 'سيرفر شيرنج'), (NULL, 'cccam'), (NULL, 'card sharing'),
  (NULL, 'شريحة مسجلة'), (NULL, 'خط مسجل'), (NULL, 'خطوط مسجلة'), (NULL, 'بدون بطاقة'),
  (NULL, 'حساب ببجي'), (NULL, 'حساب فري فاير'), (NULL, 'pubg account'), (NULL, 'free fire account'),
  (NULL, 'شهادات جامعية'), (NULL, 'شهادة جامعية'), (NULL, 'شهادة مزورة'), (NULL, 'fake degree');
