import { describe, expect, it } from "vitest";
import { referenceFloor } from "~/features/risk/reference-prices";
import { offerKind } from "~/features/risk/signals";

// Homes judged by the dear place they name, as the ad check reads them (the offer from the title, as it does).
const floor = (name: string, description = "", family = "") => referenceFloor({ name, description, offer: offerKind(name), family })?.floor ?? null;

describe("floors of homes by their place", () => {
  it("judges a flat for sale in a dear place by its area, in either script and its slips", () => {
    expect(floor("شقه 200 متر في الزمالك الترا لوكس")).toBe(4_400_000);
    expect(floor("شقة ٢٠٠ متر بالزمالك")).toBe(4_000_000);
    expect(floor("Apartment 150 sqm in Zamalek")).toBe(3_000_000);
    expect(floor("شقه 180م في التجمع الخامس كاش")).toBe(1_800_000);
    expect(floor("شقة في كمبوند بالتجمع", "شقة 150 متر، استلام فوري")).toBe(2_100_000);
    expect(floor("Apartment for sale in New Cairo, 160 m²")).toBe(1_600_000);
    expect(floor("شقه 120 متر في ميفيدا")).toBe(2_400_000);
    expect(floor("شقة 150 متر الشيخ زايد")).toBe(1_500_000);
    expect(floor("شقه 150 متر في العاصمه الاداريه")).toBe(1_500_000);
    expect(floor("شاليه 100 متر في هاسيندا باي")).toBe(3_000_000);
  });

  it("judges a flat whose area is not written at a whole flat's floor", () => {
    expect(floor("شقه فيو نيل في جاردن سيتي")).toBe(2_000_000);
    expect(floor("شقه في مصر الجديده")).toBe(900_000);
  });

  it("never lets a villa in a dear place under a whole villa's floor", () => {
    expect(floor("فيلا مستقله في مراسي الساحل", "فيلا 5 غرف على البحر مباشره")).toBe(9_000_000);
    expect(floor("villa in Marassi 200 m")).toBe(9_000_000);
    // A twin or town house in a prime place is a villa there.
    expect(floor("توين هاوس مراسي الساحل صف اول", "ريسيل، السعر كاش للجادين")).toBe(9_000_000);
    expect(floor("Townhouse in Palm Hills")).toBe(9_000_000);
    expect(floor("فيلا للبيع في الشيخ زايد", "فيلا 450 متر ارض")).toBe(6_750_000);
    expect(floor("توين هاوس في مدينتي")).toBe(5_000_000);
    // The coast at large: old summer villages too, a villa's floor only.
    expect(floor("فيلا في الساحل قديمة")).toBe(1_500_000);
    expect(floor("شاليه في الساحل الشمالي")).toBe(300_000);
    expect(floor("شاليه في امواج")).toBe(3_000_000);
  });

  it("judges a villa in a dear city by its area, never by its garden's, in either script and Franco", () => {
    // A detached villa in Sheikh Zayed: 15,000 a m² (such villas fetch 40,000 to 60,000 a built m²).
    expect(floor("فيلا مستقله الشيخ زايد 600 متر", "تشطيب كامل")).toBe(9_000_000);
    expect(floor("vila for sale sheikh zayed 500m")).toBe(7_500_000);
    expect(floor("فلل للبيع في التجمع الخامس", "فيلا 400 متر")).toBe(6_000_000);
    // The garden's area is not the villa's: its built area, else a whole villa's floor.
    expect(floor("فيلا صغيره في الشيخ زايد", "توين هاوس 270 متر مباني، حديقه 150 متر")).toBe(4_050_000);
    expect(floor("فيلا في الغردقه بحديقه", "فيلا دورين، حديقه 200 متر")).toBe(1_500_000);
  });

  it("knows the places the next ads will name: New Giza, Katameya, Sinai's and the Red Sea's towns, Alamein", () => {
    expect(floor("شقه 100 متر في نيو جيزه")).toBe(2_000_000);
    expect(floor("شقه 120 متر القطاميه")).toBe(1_200_000);
    expect(floor("شاليه في شرم الشيخ")).toBe(300_000);
    expect(floor("فيلا في دهب")).toBe(1_500_000);
    expect(floor("شاليه 80 متر العلمين")).toBe(400_000);
    // Near it only: not judged by it.
    expect(floor("شقه 100 متر طريق العلمين")).toBe(350_000);
  });

  it("judges a flat in a compound of a dear city, and a finished flat, nearer half of what it fetches there", () => {
    // A finished flat in a Sheikh Zayed compound: 18,000 a m² (such flats fetch 35,000 to 60,000).
    expect(floor("شقه 160 متر كمبوند بالشيخ زايد", "شقه في كمبوند راقي بالشيخ زايد، تشطيب كامل بالتكييفات")).toBe(2_880_000);
    expect(floor("sha2a 160 m compound el sheikh zayed", "ultra super lux")).toBe(2_880_000);
    // Semi-finished or finish not said, in a compound: 14,000 a m²; the catalogue's finish counts as said.
    expect(floor("Apartment 140 m² in a compound in Sheikh Zayed", "Semi-finished, third floor")).toBe(1_960_000);
    expect(floor("شقه 150 متر في كمبوند بالتجمع", "", "شقق للبيع Apartments for sale نصف تشطيب Semi-finished")).toBe(2_100_000);
    expect(floor("شقه 150 متر في كمبوند بالتجمع", "", "شقق للبيع Apartments for sale سوبر لوكس Super lux")).toBe(2_700_000);
    // A finished flat in a dear district at large: 12,000 a m²; an old or semi-finished one: 10,000.
    expect(floor("شقه 150 متر سوبر لوكس في مصر الجديده")).toBe(1_800_000);
    expect(floor("شقه 150 متر في مصر الجديده", "عماره قديمه، سوبر لوكس قديم")).toBe(1_500_000);
    expect(floor("شقه 150 متر نص تشطيب في التجمع", "الترا سوبر لوكس بعد التشطيب")).toBe(1_500_000);
    // Only near a compound: the district's floor.
    expect(floor("شقه 150 متر في الشيخ زايد", "قريبه من كمبوند بيفرلي")).toBe(1_500_000);
    // A compound on the coasts at large, a compound not in a dear place (no place: only the area's floor).
    expect(floor("شقه 80 متر في كمبوند بالغردقه", "تشطيب كامل")).toBe(800_000);
    expect(floor("شقه 110 متر في كمبوند صغير بالشروق")).toBe(385_000);
  });

  it("knows the dear places the lists grew by, in either script and Franco", () => {
    expect(floor("شقه 150 متر في مدينه نصر")).toBe(1_500_000);
    expect(floor("apartment 120 m nasr city")).toBe(1_200_000);
    expect(floor("شقه 120 متر في المنصوره الجديده")).toBe(1_200_000);
    expect(floor("شقه 120 متر في رشدي")).toBe(1_200_000);
    expect(floor("flat 120 sqm sporting alexandria")).toBe(1_200_000);
    expect(floor("شقه 130 متر R7 العاصمه")).toBe(1_300_000);
    expect(floor("شقه 130 متر ار7")).toBe(1_300_000);
    expect(floor("شقه 90 متر الغردقه")).toBe(450_000);
    expect(floor("chalet 100 m in azha sokhna")).toBe(3_000_000);
    expect(floor("شقه 100 متر ابراج العلمين")).toBe(2_000_000);
    expect(floor("شقه 100 متر في بالم هيلز باديه")).toBe(2_000_000);
    expect(floor("شقه 120 متر في تاج سيتي")).toBe(1_680_000);
    expect(floor("شاليه 80 متر مانجروفي الجونه")).toBe(3_000_000);
    // October with its number, its compounds a dear city's; not October's Gardens, nor October as a delivery month.
    expect(floor("شقه 120 متر في 6 اكتوبر", "نص تشطيب")).toBe(840_000);
    expect(floor("apartment 120 m 6th of october compound", "fully finished")).toBe(1_680_000);
    expect(floor("شقه 120 متر نص تشطيب حدايق 6 اكتوبر")).toBe(420_000);
    expect(floor("شقه 120 متر في الشروق", "استلام اكتوبر 2027")).toBe(420_000);
    expect(floor("شقه 120 متر في كمبوند بالعبور", "تشطيب كامل")).toBe(420_000);
  });

  it("takes the dearest place the ad names", () => {
    expect(floor("فيلا في الشيخ زايد بيفرلي هيلز", "فيلا 450 متر مباني")).toBe(11_250_000);
  });

  it("judges a home let by the month there, whether the title or the text says it is let", () => {
    expect(floor("شقه مفروشه في الزمالك 1500 في الشهر", "ايجار 1500 شهريا شامل كل حاجه")).toBe(12_000);
    expect(floor("studio for rent in Zamalek", "monthly rent")).toBe(8_000);
    expect(floor("sha2a mafrosha fel zamalek", "egar shahry")).toBe(12_000);
    // Furnished, a half dearer than an empty one of the place, in English as in Arabic; not when it says unfurnished.
    expect(floor("Furnished apartment Cairo Festival City", "3 bedrooms, pool view, monthly rent incl. bills")).toBe(12_000);
    expect(floor("Apartment for rent Cairo Festival City", "unfurnished, monthly rent")).toBe(8_000);
    expect(floor("شقه للايجار في المعادي", "غير مفروشه، شهري")).toBe(4_000);
    expect(floor("شقه مفروشه للايجار في المعادي", "شهري")).toBe(6_000);
    // (By the day: a night's floor there, not a month's.)
    expect(floor("sha2a fel tagamo3 egar yomy")).toBe(300);
    expect(floor("شقة للايجار في المعادي")).toBe(4_000);
    expect(floor("فيلا للايجار الشهري التجمع")).toBe(12_000);
    expect(floor("فيلا للايجار في مراسي", "شهري")).toBe(25_000);
    // A new-law lease whose title says only the law: a rent, not a sale of 130 m².
    expect(floor("شقه قانون جديد الشيخ زايد", "شقه 130 متر فاضيه في الحي العاشر، ايجار جديد، مقدم شهرين تأمين")).toBe(4_000);
    expect(floor("شقة 130 متر الشيخ زايد", "", "شقق للإيجار Apartments for rent إيجار شهري Monthly rent")).toBe(4_000);
  });

  it("never judges a rent by the night, the week or the summer as a monthly one", () => {
    // (Only the place's floor a night then: a villa's rent floor is a month's.)
    expect(floor("فيلا ايجار الساحل سيدي عبد الرحمن", "الليله في شهر يوليو")).toBeNull();
    expect(floor("فيلا للايجار في مراسي", "السعر لليله")).toBe(3_500);
    expect(floor("فيلا بحمام سباحه للايجار في الفيوم", "الليله ب 3000")).toBeNull();
    expect(floor("شقة مفروشة للايجار اليومي بالمهندسين")).toBe(300);
    expect(floor("تون هاوس مفروش بالتجمع للمصيف والشهري")).toBeNull();
    expect(floor("شاليه للايجار في هاسيندا")).toBeNull();
    expect(floor("شقة مفروشة في الزمالك", "", "إيجار مصيفي Summer rental")).toBeNull();
    expect(floor("شقه للايجار في المعادي", "للطلبه فقط، السرير 2500")).toBeNull();
  });

  it("holds no room, shop, garage, plot, share, instalment or old-law flat to a flat's floor", () => {
    expect(floor("اوضه للايجار في المعادي")).toBeNull();
    expect(floor("غرفه في شقه مشتركه بالزمالك")).toBeNull();
    expect(floor("محل في التجمع", "", "محلات ومكاتب Shops and offices للإيجار For rent")).toBeNull();
    expect(floor("جراج في شقه بالزمالك")).toBeNull();
    expect(floor("ارض 300 متر بالشيخ زايد", "ارض زراعيه بالبير")).toBeNull();
    expect(floor("نص شقه في مصر الجديده")).toBeNull();
    expect(floor("شقه 150 متر في التجمع", "مقدم 10% والباقي على 8 سنين")).toBe(525_000);
    expect(floor("شقة 120 متر في مصر الجديدة", "ايجار قديم، محتاجه تشطيب")).toBeNull();
    // Unless it says its price is the whole flat's: a resale whose down payment is paid.
    expect(floor("شقه 150م في كمبوند ماونتن فيو الشيخ زايد", "مقدم خالص، السعر ده اجمالي الشقه")).toBe(3_000_000);
    expect(floor("شقه 150 متر في التجمع", "المقدم مدفوع، total price")).toBe(1_500_000);
    expect(floor("شقة للايجار في الزمالك", "ايجار قديم بالخلو")).toBeNull();
    // Their look-alikes in a dear compound: no flat's floor of the compound either.
    expect(floor("مقدم شقه في كمبوند بالشيخ زايد", "شقه 150 متر تشطيب كامل، المقدم 600 الف والباقي اقساط")).toBe(525_000);
    expect(floor("اوضه في شقه بكمبوند في التجمع", "مفروشه بالتكييف")).toBeNull();
    expect(floor("شقه مفروشه في كمبوند بالتجمع", "الايجار باليوم")).toBe(600);
    expect(floor("شقه في كمبوند بالشيخ زايد ايجار قديم", "150 متر")).toBeNull();
    // The state's housing in a dear city: priced by the state, only the area's floor.
    expect(floor("شقه 90 متر اسكان اجتماعي 6 اكتوبر", "تشطيب كامل")).toBe(315_000);
    expect(floor("شقه 120 متر دار مصر القرنفل التجمع", "تشطيب كامل")).toBe(420_000);
    expect(floor("شقه 100 متر جنة زايد", "سوبر لوكس")).toBe(350_000);
  });

  it("does not take a place the text says the home is only near", () => {
    expect(floor("شقه 120 متر في فيصل", "قريبه من التجمع")).toBe(420_000);
    expect(floor("شقه 100 متر طريق السخنه")).toBe(350_000);
    expect(floor("شقه 100 متر في تجمع سكني بالقريه")).toBe(350_000);
    expect(floor("شقه في عزبه فهمي بالمعادي", "70 متر")).toBe(245_000);
  });

  it("reads an area, not a distance, and never lets a night, a person's share or a booking pass for the whole", () => {
    expect(floor("شقه في جليم", "على بعد 500 متر من البحر، 120 متر")).toBe(1_200_000);
    expect(floor("شقه في جليم", "500 m from the beach")).toBe(900_000);
    expect(floor("شقه مفروشه في الزمالك", "الايجار يوميا")).toBe(1_200);
    expect(floor("شقه للايجار في الزمالك", "السرير للفرد 3000")).toBeNull();
    expect(floor("شقه 150 متر في التجمع", "حجز 100 الف")).toBe(525_000);
    expect(floor("شقه 150 متر في التجمع", "سعر المتر 45 الف")).toBe(525_000);
    // The smallest area written: the flat's, not its building's.
    expect(floor("شقه في المعادي", "شقه 120 متر في عماره على 400 متر")).toBe(1_200_000);
  });

  it("reads the land registry (الشهر العقاري) as a sale's, not a month's rent", () => {
    expect(floor("فيلا مستقله في الشيخ زايد 500 متر", "حمام سباحه وجنينه، تسجيل شهر عقاري")).toBe(7_500_000);
    expect(floor("شقه 150 متر في مصر الجديده", "مسجله في الشهر العقاري")).toBe(1_500_000);
    // A rent said by the month still is one.
    expect(floor("شقه في المعادي", "الايجار بالشهر، عقد مسجل في الشهر العقاري")).toBe(4_000);
  });

  it("judges a let by the night or the week in a dear resort or compound by its own floor there", () => {
    // A villa in Marassi by the week: four nights' floor (3,500 a night), above any villa's monthly floor.
    expect(floor("فيلا في مراسي للايجار الاسبوع", "صف اول لاجون، 4 غرف، السعر للاسبوع")).toBe(14_000);
    expect(floor("villa for rent in Hacienda weekly")).toBe(14_000);
    expect(floor("شاليه للايجار في مراسي باليوم")).toBe(1_200);
    expect(floor("chalet for rent el gouna per night")).toBe(1_200);
    expect(floor("شاليه في كمبوند بالعين السخنه للايجار اليومي")).toBe(350);
    expect(floor("شاليه للايجار الساحل صف اول", "السعر لليله")).toBe(350);
    // The coasts at large, an old village: no night's floor; nor a bed or a season.
    expect(floor("شاليه للايجار في الساحل بالليله")).toBeNull();
    expect(floor("شاليه للايجار في سيدي عبد الرحمن", "السعر للاسبوع")).toBeNull();
    expect(floor("شاليه للايجار في مراسي", "السعر للفرد في الليله")).toBeNull();
  });

  it("judges a summer let by the fortnight, the month or the season in a dear resort by a share of its night floor", () => {
    // A month's twelve nights' floor, a fortnight's six, a season's twenty-four (a villa in Marassi 3,500 a night).
    expect(floor("فيلا في مراسي للايجار الشهر كله في الصيف", "فيلا ٥ غرف بحمام سباحه في مراسي، ايجار شهر اغسطس كامل", "For rent")).toBe(42_000);
    expect(floor("شاليه للايجار في هاسيندا", "اسبوعين في يوليو")).toBe(7_200);
    expect(floor("شاليه للايجار في مراسي", "الصيف كله")).toBe(28_800);
    expect(floor("chalet for rent in a compound in Sokhna, summer, monthly")).toBe(4_200);
    // A popular town's summer flat, the coasts at large, or a summer let whose period is not said: not judged.
    expect(floor("شقه للايجار في راس البر", "الشهر كله في الصيف")).toBeNull();
    expect(floor("شقه مصيف للايجار في جمسه", "شهر اغسطس")).toBeNull();
    expect(floor("شاليه للايجار في الساحل", "شهر يوليو كامل")).toBeNull();
    expect(floor("شاليه للايجار في مراسي", "للصيف")).toBeNull();
  });

  it("reads a home let by the night, the day, the week or the season, or listed under the rents, as a rent", () => {
    // Its title names no rent: "بالليله", "لليله", "يومي", "per night", "weekly", "بالموسم", or the catalogue's "For rent".
    expect(floor("فيلا في مراسي بالليله", "٤ غرف، الساحل الشمالي، السعر لليله في الموسم")).toBe(3_500);
    expect(floor("فيلا في مراسي", "الليله ب 25 الف")).toBe(3_500);
    expect(floor("Villa in Hacienda per night", "4 bedrooms, private pool")).toBe(3_500);
    expect(floor("villa el gouna weekly", "lagoon view")).toBe(14_000);
    expect(floor("فيلا في الساحل بالموسم", "4 غرف")).toBeNull();
    expect(floor("شاليه في مراسي يومي", "غرفتين")).toBe(1_200);
    expect(floor("فيلا في مراسي", "4 غرف على البحر", "للإيجار For rent")).toBe(25_000);
    // Sold, it stays a sale, whatever its text says of nights.
    expect(floor("فيلا للبيع في مراسي", "بتتأجر في الموسم الليله ب 30 الف")).toBe(9_000_000);
    expect(floor("فيلا في مراسي", "تتأجر بالليله", "للبيع For sale")).toBe(9_000_000);
  });

  it("judges a chalet, a cabin or a holiday home for sale by its resort's floor, a half more on the first row", () => {
    expect(floor("شاليه صف اول مراسي", "شاليه ٣ غرف صف اول بحر في مراسي")).toBe(4_500_000);
    expect(floor("شاليه في مراسي", "3 غرف")).toBe(3_000_000);
    expect(floor("Chalet for sale in Telal", "2 bedrooms, pool view")).toBe(3_000_000);
    expect(floor("شاليه في ماونتن فيو راس الحكمه", "غرفتين")).toBe(3_000_000);
    expect(floor("شاليه في الجونه", "first row lagoon")).toBe(4_500_000);
    expect(floor("cabin in Azha Sokhna", "sea view")).toBe(3_000_000);
    // Sokhna's or Hurghada's compounds at large, and the coasts' first row: a coastal resort's floor.
    expect(floor("شاليه في كمبوند بالعين السخنه", "غرفه وصاله")).toBe(800_000);
    expect(floor("شاليه في العين السخنه 80 متر بالفرش", "قريه فيها حمامات سباحه، غرفتين، اول صف من البحر")).toBe(1_200_000);
    // An old village on the coast, or a chalet let: not by a resort's floor.
    expect(floor("شاليه في الساحل الشمالي", "قريه قديمه")).toBe(300_000);
    expect(floor("شاليه في راس البر", "غرفتين")).toBeNull();
  });

  it("judges a shop, an office or a clinic for sale by its area and place, dearer in a mall or on a main street", () => {
    // 8,000 a m² in a dear district (shops there fetch 30,000 and more); two and a half times in a mall or on a main street.
    expect(floor("محل 30 متر في التجمع")).toBe(240_000);
    expect(floor("محل في مول بالتجمع الخامس 60 متر", "واجهه على التسعين، مؤجر بعائد", "محلات ومكاتب Shops and offices للبيع For sale")).toBe(1_200_000);
    expect(floor("عياده للبيع في المهندسين", "شارع جامعه الدول، 90 متر، مرخصه")).toBe(1_800_000);
    expect(floor("office for sale in Zamalek 100 sqm")).toBe(2_500_000);
    expect(floor("محل 40 متر في كمبوند بالتجمع")).toBe(600_000);
    // A front's or a street's width is not the shop's area; only near a mall is not in it.
    expect(floor("محل في مدينه نصر", "واجهه 12 متر، شارع 20 متر، مساحه 45 متر")).toBe(360_000);
    expect(floor("محل 40 متر في مدينه نصر", "قريب من المول")).toBe(320_000);
    // Let by the month: 40 a m² in a dear district, 100 in a mall or on a main street there.
    expect(floor("محل للايجار في مول بالتجمع 50 متر")).toBe(5_000);
    expect(floor("Office space for rent on 90th Street", "New Cairo, 200 sqm fully finished")).toBe(20_000);
    expect(floor("محل 30 متر في مدينه نصر", "", "محلات ومكاتب Shops and offices للإيجار For rent")).toBe(1_200);
    expect(floor("عياده للايجار بالشيفت في مصر الجديده 40 متر")).toBeNull();
    expect(floor("ارض 300 متر في التجمع للايجار")).toBeNull();
    // Not judged: under the old law or key money, a kiosk or a share, a price a metre, no area, no dear place.
    expect(floor("محل 30 متر في مصر الجديده", "ايجار قديم بالخلو")).toBeNull();
    expect(floor("كشك في مول بالتجمع 12 متر")).toBeNull();
    expect(floor("محل 50 متر في مول بالشيخ زايد", "المتر 80 الف")).toBeNull();
    expect(floor("محل في مول بالتجمع", "دور ارضي")).toBeNull();
    expect(floor("محل 25 متر في العتبه")).toBeNull();
  });

  it("judges a building plot for sale by its area and place, never farmland or an industrial plot", () => {
    // 10,000 a m² in a dear city (plots in the Fifth Settlement fetch 40,000 and more), 4,000 in October.
    expect(floor("ارض 400 م في التجمع الخامس اللوتس", "ترخيص بناء، للبيع باقل من السوق")).toBe(4_000_000);
    expect(floor("قطعه ارض 300 م في الحي السابع بالشيخ زايد")).toBe(3_000_000);
    expect(floor("land 500 sqm in 6th of october")).toBe(2_000_000);
    expect(floor("ارض 400 م في العلمين الجديدة")).toBe(4_000_000);
    expect(floor("ارض 600 متر في راس سدر")).toBe(420_000);
    // A plot's front or street is not its area.
    expect(floor("ارض في التجمع", "على شارع 30 متر، مساحه 250 متر")).toBe(2_500_000);
    // Farmland, reclaimed, industrial or green-belt land, a price a metre, a rent, a down payment: not judged.
    expect(floor("ارض 1000 متر في 6 اكتوبر", "حزام اخضر")).toBeNull();
    expect(floor("ارض صناعيه 1000 متر في 6 اكتوبر")).toBeNull();
    expect(floor("ارض 500 م في الشيخ زايد", "", "أراضي Land أراضي زراعية Agricultural land")).toBeNull();
    expect(floor("ارض 300 م في التجمع", "سعر المتر 50 الف")).toBeNull();
    expect(floor("ارض 300 م في التجمع للايجار")).toBeNull();
    expect(floor("ارض 300 م في العاصمه الاداريه", "مقدم 20% والباقي على 5 سنين")).toBeNull();
    expect(floor("ارض 500 م في الشيخ زايد", "", "أراضي Land أراضي زراعية Agricultural land")).toBeNull();
  });

  it("judges old Nile-valley and Delta farmland by the feddan or the qirat, never reclaimed or desert land", () => {
    // 700,000 a feddan of silt, old land, on the Nile or in a Delta or Valley governorate; a qirat a 24th.
    expect(floor("فدان ارض زراعيه على النيل المنوفيه", "فدان طين على النيل مباشره، مسجل")).toBe(700_000);
    expect(floor("2 فدان زراعي بالفيوم", "فدانين على الترعه، ري دائم")).toBe(1_400_000);
    expect(floor("نص فدان ارض في سوهاج", "12 قيراط ارض طينية على ترعة")).toBe(350_000);
    expect(floor("6 قراريط ارض زراعية فالبحيرة", "ارض طينية على مسقى")).toBe(175_000);
    expect(floor("قيراط ارض في المنوفيه")).toBe(29_167);
    expect(floor("3 feddans of old land in Gharbia")).toBe(2_100_000);
    expect(floor("ارض للبيع", "4 فدان على ترعه", "أراضي Land أرض قديمة Old Nile-valley land")).toBe(2_800_000);
    // A price a feddan's or a qirat's: one of them.
    expect(floor("10 فدان طين في الدقهليه", "الفدان ب 2 مليون")).toBe(700_000);
    expect(floor("قيراطين ارض زراعيه بالمنوفيه", "سعر القيراط 350 الف")).toBe(29_167);
    // Reclaimed or desert land, land named nowhere old, a let, a share, a down payment: not judged.
    expect(floor("فدان استصلاح طريق مصر اسكندريه الصحراوي", "فدان رملي مستصلح عليه بير")).toBeNull();
    expect(floor("ارض زراعية ٥ فدان في النوبارية", "مياه ري، كهربا")).toBeNull();
    expect(floor("5 فدان وادي النطرون", "طينيه")).toBeNull();
    expect(floor("فدان في المنيا", "", "أراضي Land أرض مستصلحة Reclaimed land")).toBeNull();
    expect(floor("ارض زراعيه 3 فدان", "مزروعه برسيم")).toBeNull();
    expect(floor("فدان ارض زراعيه للايجار في الشرقيه")).toBeNull();
    expect(floor("حصه في فدان طين بالمنوفيه")).toBeNull();
    expect(floor("فدان طين في الغربيه", "مقدم 300 الف والباقي اقساط")).toBeNull();
  });

  it("reads a main street named alone as its district, and on a main street", () => {
    // Nasr City's Abbas El Akkad: 8,000 a metre, two and a half times on a main street.
    expect(floor("محل للبيع شارع عباس العقاد 80 م", "محل 80 م ناصيه على عباس العقاد مباشره")).toBe(1_600_000);
    expect(floor("محل 50 متر على مكرم عبيد")).toBe(1_000_000);
    expect(floor("Shop 40 m on Gameat El Dowal street")).toBe(800_000);
    expect(floor("مكتب 100 متر شارع الميرغني")).toBe(2_000_000);
    expect(floor("محل 60 متر على التسعين الشمالي")).toBe(1_200_000);
    expect(floor("شقه 150 متر في مصطفى النحاس")).toBe(1_500_000);
    // A street's width is no street: "شارع 90 متر".
    expect(floor("محل 40 متر", "على شارع 90 متر")).toBeNull();
  });

  it("judges a standalone villa, or one with its own pool, let by the month at twice a villa's floor", () => {
    expect(floor("Villa for rent Sheikh Zayed with pool", "Standalone villa with private pool, 5 bedrooms, Sheikh Zayed. Monthly.")).toBe(24_000);
    expect(floor("فيلا مستقله للايجار في التجمع", "حمام سباحه خاص")).toBe(24_000);
    expect(floor("فيلا للايجار في مراسي", "ستاند الون، شهري")).toBe(50_000);
    // A villa in a compound with its shared pool: a villa's floor.
    expect(floor("فيلا للايجار في الشيخ زايد", "كمبوند فيه حمام سباحه")).toBe(15_000);
  });
});
