-- More items not allowed, in every category: wild and protected animals (falcons, monkeys,
-- tortoises, big cats' skins), hunting rifles, goods sold as stolen or hacked, spy devices,
-- and antiquities. A bare "آثار" is left out on purpose: it also means marks on a used item
-- ("آثار خدوش"), so the antiquities are named in the phrases people use for them.
-- The admin edits the list at /admin/risk; these are its defaults for a new database.
INSERT INTO forbidden_items (category_id, term) VALUES
  (NULL, 'صقر حر'), (NULL, 'صقور'), (NULL, 'قرد'), (NULL, 'قرود'), (NULL, 'سلحفاة برية'), (NULL, 'سلاحف برية'),
  (NULL, 'جلد نمر'), (NULL, 'جلد فهد'), (NULL, 'جلد ثعبان'), (NULL, 'حيوانات نادرة'), (NULL, 'حيوان بري'),
  (NULL, 'falcon'), (NULL, 'monkey'), (NULL, 'tiger skin'), (NULL, 'leopard skin'), (NULL, 'protected species'), (NULL, 'wildlife'),
  (NULL, 'بندقية صيد'), (NULL, 'بنادق صيد'), (NULL, 'hunting rifle'), (NULL, 'ammo'), (NULL, 'shotgun'),
  (NULL, 'مسروق'), (NULL, 'مسروقة'), (NULL, 'مسروقه'), (NULL, 'stolen'), (NULL, 'hacked'), (NULL, 'cracked'),
  (NULL, 'كارت مضروب'), (NULL, 'كوبي وان'), (NULL, 'copy one'),
  (NULL, 'كاميرا تجسس'), (NULL, 'جهاز تنصت'), (NULL, 'spy camera'), (NULL, 'listening device'),
  (NULL, 'ارض اثرية'), (NULL, 'قطع اثرية'), (NULL, 'قطعة اثرية'), (NULL, 'اثار فرعونية'), (NULL, 'تماثيل فرعونية'), (NULL, 'تمثال فرعوني'),
  (NULL, 'تماثيل فرعوني'), (NULL, 'مقبرة فرعونية'), (NULL, 'antiquities'), (NULL, 'antiquity'), (NULL, 'pharaonic statue');
