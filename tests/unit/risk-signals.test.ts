import { describe, expect, it } from "vitest";
import {
  bitsApart,
  contactFindings,
  differenceHash,
  forbiddenFound,
  identifyingWords,
  likeness,
  namedMake,
  namesAPart,
  offerKind,
  photoBands,
  pressesToHurry,
  saysUsed,
  modelWords,
  textSignature,
  titleWords,
  titleYear,
} from "~/features/risk/signals";
import { namesTopVersion, referenceFloor } from "~/features/risk/reference-prices";

// The risk check's text and fingerprint signals, as people write ads.

describe("contact details in an ad's text", () => {
  it.each([
    "كلمني 01012345678",
    "call 0100 123 4567",
    "رقمي ٠١١٢٣٤٥٦٧٨٩",
    "+20 122 345 6789",
    "00201553456789",
    "صفر واحد واحد اتنين تلاته اربعه خمسه سته سبعه تمانيه تسعه",
    "zero one two two three four five six seven eight nine",
    "صفر ١٠٠ ١٢٣ ٤٥٦٧",
    "0 1 0 9 8 7 6 5 4 3 2",
    "كلمني زيرو وان وان تو ثري فور فايف سكس سفن ايت ناين",
    "R15 2021، 01O 2345 6789 (كلمني)",
    "كلمني زيرو عشره ٤٥٦ ٧٨ ٩٠١٢",
    "تليفون المعرض ٠٢٢٤٥٦٧٨٩٠",
    "landline 03 4567890",
    "كلمنا على 040-1234567",
    "التواصل ع الرقم 01ـ00ـ45ـ67ـ8ـ12",
    "010*1234*5678",
    "call 010_1234_5678",
    "رقمي زيرو عشره ٤٤٦٥٢١٣٨ كلمني",
    "zero one 001234567 call me",
    "sefr wa7ed wa7ed etnen talata arba3a khamsa sitta sab3a tamanya tes3a",
    "صفر واحد وواحد وتسعه اربعه خمسه سته سبعه تمانيه تسعه صفر",
    "يحول علي الرقم المكتوب في الصور",
    "رقم الواتس على الصورة",
    "my number is on the pic",
    "واحد صفر صفر تلاته تلاته اتنين اتنين واحد واحد تسعه كلمني",
    "one one four five six seven eight nine zero one call me",
    "كلمني على رقمي صفر واحد اتنين تمانيه سبعه تلاته ستاشر اربعه خمسه",
    "رقمي صفر عشره خمسه وعشرين تلاتين اربعين ستاشر",
    "zero one two twenty five thirty four fifty six seventy eight",
    "sefr wa7ed etnen khamsa w 3eshreen talateen arba3een setashar",
    "صفر حداشر تسعتاشر سبعين تمانين اتناشر",
    "call 0l00 2S4B 7I3O",
    "كلمني ０١١٢٣٤٥٦٧٨٩",
    "واتس 𝟎𝟏𝟓𝟓𝟑𝟒𝟓𝟔𝟕𝟖𝟗",
    "رقمي 01I-234-S6789 كلمني",
    "ipad air m2 128, tel: O1Z 3456 789O (واتس فقط)",
    "كلمني 011 2b4 G5q8 7 واتس",
    "call 0115 T23 4g9Z",
  ])("finds the number in %s", (text) => {
    expect(contactFindings(text)).toContain("phone");
  });

  it.each([
    "www.example.com",
    "https://bit.ly/x",
    "wa.me/201012345678",
    "seller@gmail.com",
    "shop.souqhomes.net",
    "t.me/deals",
    "تواصل تليجرام @xbox_eg_store",
    "Telegram only",
    "تابعنا على انستا: souq.cars",
    "IG souq_cars22 for more photos",
    "سناب ahmed_99",
    "fb/ps.games.cairo",
  ])("finds the link in %s", (text) => {
    expect(contactFindings(text)).toContain("link");
  });

  it.each([
    "ادفع عربون فودافون كاش",
    "pay in advance through instapay",
    "western union accepted",
    "العربية في الجمرك، ادفع مصاريف الافراج وتستلمها",
    "لازم تحويل مقدم حجز قبل المعاينة",
    "ادفع مصاريف الشحن مقدم على فوري",
    "pay the customs and I ship it",
    "laptop is with the shipping company, pay 1200 EGP insurance first via bank transfer then they deliver",
    "المعده في المينا، التحويل 10% من السعر مقدم تأمين جديه قبل ما نحدد معاد معاينه",
    "الجهاز معايا، تدفع رسوم الشحن قبل ما اشحنهولك",
    "التلاجه عند شركه الشحن، ادفع الشحن 400 ج بالكارت اونلاين ويوصلك",
    "حجز المعاينه بعربون 5000 بانستاباي وبيرجع لو مشتريتش",
    "الدفع عالفودافون كاش بس",
    "ابعت على فودا كاش او وي باي",
    "3arboon 1000 3ala instapay",
    "send a holding deposit and I keep it for you",
    "ابعت 3000 مصاريف نقلها لحد عندك والباقي عند الاستلام",
    "حول نص المبلغ والباقي لما توصلك",
    "send 2000 by bank transfer, the rest on delivery",
    "اللي عايز يشوفها يحول 200 جنيه جديه علي الرقم",
    "عشان تعاين الشقه لازم تدفع رسوم 500",
    "to view it you must pay a 300 fee first",
    "مقدم حجز 3000 تحويل بنكي قبل ما اوريك المحل",
    "التامين يتحول قبل ما اسلمك المفتاح",
    "pay the deposit before I show you the flat",
    "رسوم المعاينه 300 جنيه",
    "viewing fee 200 EGP",
    "حول 5000 تحت الحساب وتعالى عاين",
    "lazem ta7weel 3arboon abl el mo3ayna",
    "payment by PayPal only",
    "ادفع 500 تحويل ونحجزلك ميعاد معاينه",
    "send a deposit of 1000 by bank transfer to secure it",
    "مصاريف الشحن تتدفع مقدم فوري والباقي عند الاستلام",
    "عشان احجزهالك ابعت 2000 تحويل بنكي",
    "ابعت نص التمن تحويل والباقي وانت بتستلم",
    "send half the price by transfer and I ship it",
    "لمعاينه الشقه ادفع تأمين 1000 جنيه مسترد",
    "للمعاينة لازم تحول رسوم 300",
    "قبل ما تيجي للمعاينة ادفع رسوم 200 فودافون",
    "رسوم حجز معاد المعاينه 1000 ج تحويل بنكي وبترجع عند الشراء",
    "فلوس حجز الميعاد 500 تحولها على حسابي",
    "مبلغ جديه لتاكيد المعاد 1000 ايداع بنكي",
    "booking fee for the viewing appointment 500 EGP by bank transfer, refunded when you buy",
    "appointment booking fee 300 via transfer",
    "العربيه في الجمرك، حول 8000 لتخليص الورق",
    "the car is at the port, send 500 USD for customs clearance",
    "el 3arabeya fel mina, 7awel 3000 3ashan el gomrok",
    "ادفع رسوم التخزين وبعدها تعاين",
    "send the storage fee then you can view it",
    "محتاج ٥٠٠٠ تحويل لترخيص العربيه وبعدها تعاين",
    "العربيه محجوزه في الجراج، حول ٢٠٠٠ ارضيه وتستلمها",
    "send 3000 for the paperwork then you can see the car",
  ])("finds a payment outside Souq in %s", (text) => {
    expect(contactFindings(text)).toContain("payment");
  });

  it.each([
    "ميكروباص كينج لونج XMQ6552 2006 14 راكب",
    "تويوتا كورولا 2019، 120000 كم، السعر 650000",
    "شقة 125 متر دور 3 استلام فوري",
    "محفظة جلد طبيعي",
    "آيفون 13 برو 256 جيجا",
    "مصاريف الشحن على المشتري، التسليم في المعادي",
    "ايميل الشركة في الفاتورة @ الاستلام",
    "ماشية عشرة الاف كم بس، موديل 2022، رخصة 3 سنين 2027",
    "pay the first month and the deposit at the contract",
    "first owner, insurance valid until 2027",
    "المعاينة قبل الدفع، التأمين شهر عند العقد",
    "الشحن لكل المحافظات والدفع عند الاستلام",
    "تكييف 2.25 محتاج شحن فريون، ادفع اللي تشوفه",
    "تقسيط بدون مقدم ولا عربون على 5 سنين",
    "no deposit needed, cash at the handover",
    "مقدم 20% عند التعاقد والباقي اقساط على 5 سنين",
    "تدفع مقدم عند العقد والباقي عند الاستلام",
    "الشحن لكل المحافظات ابعت رسالة عشان تشوف الصور",
    "ابعتلي رسالة لو عايز تشوفها، الدفع كاش عند الاستلام",
    "العربيه فابريكا، المعاينه في اي وقت والدفع كاش",
    "model 2019, one owner, 120000 km",
    "الدفع كاش عند الاستلام في المحل",
    "Snapdragon 8 Gen 3, insta360 x4 included",
    "موبايل عليه انستا وفيس وواتس شغالين",
    "رقم الشاسيه في الصور واضح",
    "احجز ميعاد معاينه من هنا والدفع كاش عند الاستلام",
    "ماكينه 2019 ساعات تشغيل 1000 2000 3000 4000 5000",
    "عداد 120 الف، للمعاينه في المعادي، الدفع كاش",
    "للمعاينة اتصل، التأمين شهرين يدفع عند العقد",
    "بيع بنص التمن، استعمال شهر",
    "half the price of a new one, used twice",
    "العربيه ماشيه خمسه وعشرين الف وفيها تلاته اربعه خدوش",
    "عمر الجهاز سنتين وتلات شهور، اربعين ساعه تشغيل، خمستاشر طن",
    "احجز ميعاد المعاينه بالتليفون والدفع تحويل بنكي عند العقد",
    "no viewing fee, payment by bank transfer at the handover",
    "المعاينة مجانا بدون رسوم، الدفع تحويل بنكي عند الاستلام",
    "Galaxy S5 and S24, i7 12700, 5l oil",
    "Core i5 10th gen 16GB 512SSD B450 board, 1TB",
    "مفرج جمركيا، الجمارك مدفوعه، الدفع تحويل بنكي عند الاستلام",
    "السعر شامل الجمارك والدفع تحويل بنكي",
    "بدون جمارك، الورق جاهز، الدفع تحويل بنكي بعد المعاينه",
    "وارد الخارج، لسه في الجمرك، الدفع كاش بعد الافراج والمعاينه",
    "customs cleared, papers ready, payment by bank transfer after viewing",
    "الترخيص ساري، الدفع تحويل بنكي قبل الاستلام",
    "الورق جاهز، الدفع تحويل بنكي قبل الاستلام",
    "رخصه سنتين، نقل ملكيه فوري، الدفع كاش",
    "Galaxy Z Fold 5 512, G4 charger, Audi Q7 2019",
    "Moto g84 256GB, Z 2024, T7 SSD 1TB, b 2023",
  ])("finds nothing in an honest %s", (text) => {
    expect(contactFindings(text)).toEqual([]);
  });
});

describe("items not allowed", () => {
  it("matches whole words in the normalised form, in either script", () => {
    expect(forbiddenFound("مسدسات؟ لا، طبنجة ٩ مللي", ["طبنجة"])).toBe("طبنجة");
    expect(forbiddenFound("Gun for sale", ["gun"])).toBe("gun");
    expect(forbiddenFound("Shotgun-shaped lamp", ["gun"])).toBeNull();
  });

  it("leaves a weapon's word naming a plough's share or a saw's blade, counted or beside the tool", () => {
    expect(forbiddenFound("عزاقه ومحراث 7 سلاح للجرار", ["سلاح"])).toBeNull();
    expect(forbiddenFound("محراث حفار ٩ سلاح مستعمل", ["سلاح"])).toBeNull();
    expect(forbiddenFound("سلاح منشار صيني جديد 40 سم", ["سلاح"])).toBeNull();
    expect(forbiddenFound("سلاح للبيع مرخص", ["سلاح"])).toBe("سلاح");
    expect(forbiddenFound("محراث قلاب\nسلاح ابيض مع الشنطه", ["سلاح"])).toBe("سلاح");
  });
});

describe("fingerprints", () => {
  const text = "تويوتا كورولا 2019 فابريكا بالكامل، صيانة توكيل، أول مالك، المعاينة في مدينة نصر";
  it("finds a lightly edited copy alike and another ad not", () => {
    const original = textSignature(text)!;
    const edited = textSignature(`${text.replace(/ة/g, "ه").replace(/أ/g, "ا")} !!`)!;
    const other = textSignature("شقة للإيجار مفروشة بالكامل قريبة من المترو، الدور الخامس بأسانسير")!;
    expect(likeness(original, edited)).toBeGreaterThanOrEqual(0.8);
    expect(likeness(original, other)).toBeLessThan(0.3);
    expect(textSignature("قصير")).toBeNull();
  });

  it("keeps a copy a copy with its sentences reordered, the other digits, a selling word added and a closing line", () => {
    const ad = "شقة 150 متر في المعادي. تشطيب سوبر لوكس، دور تالت بأسانسير. قريبة من المترو والخدمات، عداد كهربا وغاز ومياه.";
    const copy = "للبيع قريبة من المترو والخدمات، عداد كهربا وغاز ومياه. تشطيب سوبر لوكس، دور تالت بأسانسير. شقة ١٥٠ متر في المعادي. السعر قابل للتفاوض.";
    expect(likeness(textSignature(ad)!, textSignature(copy)!)).toBeGreaterThanOrEqual(0.8);
    const longer = `${ad} المعاينة يوم الجمعة بعد الصلاة.`;
    expect(likeness(textSignature(ad)!, textSignature(longer)!)).toBeGreaterThanOrEqual(0.8);
    expect(likeness(textSignature(ad)!, textSignature("شقة 90 متر في حلوان. تشطيب عادي، دور أرضي. بعيدة عن المترو.")!)).toBeLessThan(0.5);
  });

  it("tells an ad to let from an ad to sell, and names a title's words", () => {
    expect(offerKind("محل للإيجار في شارع فيصل")).toBe("rent");
    expect(offerKind("Flat for rent in Maadi")).toBe("rent");
    expect(offerKind("شقة للبيع في المعادي")).toBe("sale");
    expect([...titleWords("Microwave Sharp 25 litres for sale")].sort()).toEqual(["litres", "microwave", "sharp"]);
  });

  it("cuts a photo hash into four bands, shared by hashes a few bits apart", () => {
    const grey = Array.from({ length: 72 }, (_, index) => (index * 37) % 255);
    const hash = differenceHash(grey);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const near = (BigInt(`0x${hash}`) ^ 0b101n).toString(16).padStart(16, "0");
    expect(bitsApart(hash, near)).toBe(2);
    expect(photoBands(hash).filter((band) => photoBands(near).includes(band)).length).toBeGreaterThanOrEqual(1);
  });
});

describe("the words that tell a seller's items apart", () => {
  it("are the title's words with a digit, in either script, whatever the rest of the title says", () => {
    expect(identifyingWords("شاشة تي سي إل ٧٥ بوصة QLED C645 سمارت 4K")).toBe(identifyingWords("شاشة 75 بوصة c645 4k ✅ للبيع"));
    expect(identifyingWords("شاشة تي سي إل 75 بوصة P635 سمارت 4K")).not.toBe(identifyingWords("شاشة تي سي إل 75 بوصة QLED C645 سمارت 4K"));
    expect(identifyingWords("ثلاجة توشيبا نوفروست")).toBe("");
  });
});

describe("the make a title names", () => {
  const makes = [
    { id: 11, group_id: 1, name: "آيفون", name_en: "iPhone" },
    { id: 12, group_id: 1, name: "جوجل بيكسل", name_en: "Google Pixel" },
    { id: 21, group_id: 2, name: "سامسونج جالاكسي S", name_en: "Samsung Galaxy S" },
    { id: 22, group_id: 2, name: "سامسونج جالاكسي A", name_en: "Samsung Galaxy A" },
    { id: 31, group_id: 3, name: "سوبر لوكس", name_en: "Super lux" },
    { id: 41, group_id: 4, name: "سوبر لوكس", name_en: "Super lux" },
  ];

  it("is the make whose whole name the title holds, in either language, when it is not the chosen one", () => {
    expect(namedMake("ايفون 15 برو ماكس جديد", makes, 22)).toEqual({ make: 11, groupOf: 1 });
    expect(namedMake("Google Pixel 8 128GB", makes, 11)).toEqual({ make: 12, groupOf: 1 });
    expect(namedMake("آيفون 12 بضمان الوكيل", makes, 11)).toBe("chosen");
  });

  it("is a brand country when the title names only a brand several of its makes begin with", () => {
    expect(namedMake("سامسونج S24 الترا", makes, 11)).toEqual({ group: 2 });
    expect(namedMake("سامسونج S24 الترا", makes, 22)).toBe("chosen");
  });

  it("is none when the title names no make, or makes of several brand countries", () => {
    expect(namedMake("موبايل انفنكس هوت 30", makes, 22)).toBe("none");
    expect(namedMake("شقة تشطيب سوبر لوكس", makes, 12)).toBe("none");
  });
});

describe("parts, accessories and children's versions", () => {
  it.each([
    "جراب ايفون 15 برو",
    "شاحن سامسونج اصلي",
    "اوضة نوم اطفال",
    "iPhone 14 case",
    "Kids bike 16 inch",
    "قطع غيار هيونداي النترا",
    "كاوتش هيونداي اكسنت مستعمل",
    "عربيه هيونداي اكسنت 2024 قسط",
    "ايفون 16 برو بالقسط",
    "موتور صني فك تصدير",
    "4 tyres 195/65 R15",
    "جنزير حفار هيونداي",
    "كشاف امامي يمين تويوتا ياريس",
    "Car radio VW Golf original",
    "مساحات وشماسي نيسان",
    "سي دي العاب بلايستيشن 5",
    "سنجة حفار هيونداي",
    "فلاتر مولد كمنز",
    "كمبروسر تكييف 1.5 حصان",
    "جردل حفار هيونداي 210",
    "سلندر لودر كاتربيلر",
    "طرمبة هيدروليك جرار",
    "كاسك وجاكيت موتوسيكل",
    "مقاعد ميكروباص هايس",
    "شنطة كورولا 2018 اصلي",
    "سلسلة وتروس ياماها R1",
    "كورولا 2018 خردة للتشليح",
    "بكت حفار كوماتسو PC200",
    "باكت لودر كاتربيلر 966",
    "بريكر حفار هيونداي 210",
    "سوزوكي سويفت 2024 - مقدم فقط",
    "المقدم لكيا سبورتاج 2025",
    "هيونداي توسان 2024 بمقدم 300 الف",
    "كيا سيراتو 2025 الدفعة الاولى فقط",
    "رديتر تويوتا كورولا 2020",
    "دينامو نيسان سني اصلي",
    "صدام امامي هيونداي توسان 2023",
    "تيل فرامل ياماها R1",
  ])("are named in %s", (title) => {
    expect(namesAPart(title)).toBe(true);
  });

  it.each([
    "ايفون 15 برو ماكس جديد متبرشم",
    "غرفة نوم مودرن",
    "Samsung Galaxy S24 Ultra",
    "ps5 slim disc edition new",
    "Seat Ibiza 2018",
    "شقة 120 متر عقد مسجل",
    "كمبروسر اسكرو 30 حصان",
    "حفار كوماتسو PC200 موديل 2019",
    "عربيات بالتقسيط بدون مقدم",
    "Apartments in New Capital, 0% down payment",
    "ايفون 15 برو 256 بطاريه ١٠٠٪",
    "iPhone 13 battery health 89%",
    "Samsung A54 battery 5000 mAh",
    "لابتوب ديل مع شاحن",
    "Dell Latitude 5420 charger included",
  ])("are not in %s", (title) => {
    expect(namesAPart(title)).toBe(false);
  });

  it("are still a battery or a charger sold alone, named first or of amperes and volts", () => {
    expect(namesAPart("بطاريه ايفون 11 3110 mAh")).toBe(true);
    expect(namesAPart("بطاريه 100 امبير")).toBe(true);
    expect(namesAPart("بطاريه كلارك كهربا 48 فولت")).toBe(true);
    expect(namesAPart("شاحن لابتوب ديل")).toBe(true);
  });
});

describe("a car's model and model year", () => {
  const makes = [
    { id: 1, group_id: 1, name: "تويوتا", name_en: "Toyota" },
    { id: 2, group_id: 2, name: "بي ام دبليو", name_en: "BMW" },
  ];
  it("reads the model year a title writes, in either script's digits", () => {
    expect(titleYear("تويوتا كورولا ٢٠٢٢ فابريكا")).toBe(2022);
    expect(titleYear("اوبل كورسا 2004")).toBe(2004);
    expect(titleYear("كاوتش مقاس 14")).toBeNull();
  });
  it("keeps the words naming the model, not the make, the body or the condition", () => {
    expect([...modelWords("تويوتا كورولا 2022 زيرو", makes)]).toEqual(["كورولا"]);
    expect([...modelWords("BMW X5 2020 urgent sale", makes)]).toContain("x5");
    expect([...modelWords("دي اف اس كيه نص نقل 2016", makes)]).not.toContain("نقل");
  });
});

describe("floor prices of what a title names", () => {
  const floor = (name: string, description = "", offer: "rent" | "sale" = "sale") => referenceFloor({ name, description, offer })?.floor ?? null;

  it("knows a well-known model in either script, most specific first", () => {
    expect(floor("ايفون 15 برو جديد")).toBe(30_000);
    expect(floor("iPhone 15 128GB")).toBe(10_000);
    expect(floor("سامسونج S24 الترا")).toBe(15_000);
    expect(floor("شاشة سامسونج ٧٥ بوصة نيو QLED")).toBe(12_000);
    expect(floor("سوني بلازما 85 بوصة جديدة")).toBe(40_000);
    expect(floor("بلايستيشن 5 جديد")).toBe(20_000);
    expect(floor("شاشة سوني 75 بوصة جديدة")).toBe(20_000);
    expect(floor("ايباد اير M2 جديد")).toBe(16_000);
    expect(floor("ماك بوك برو M3 جديد")).toBe(50_000);
    expect(floor("Galaxy Z Fold5 جديد")).toBe(30_000);
    expect(floor("Galaxy Z Fold5 مستعمل")).toBe(16_000);
    expect(floor("ثلاجة سامسونج سايد باي سايد")).toBe(15_000);
    expect(floor("حفار كاتربيلر 320 موديل 2012")).toBe(500_000);
    expect(floor("بيكسل 8 برو جديد")).toBe(20_000);
    expect(floor("لابتوب جيمنج MSI RTX 4070")).toBe(24_000);
    expect(floor("اكس بوكس سيريس اكس جديد")).toBe(16_000);
    expect(floor("نينتندو سويتش اوليد جديد")).toBe(10_000);
    expect(floor("غسالة اطباق بوش")).toBe(3_000);
  });

  it("doubles the floor of an item sold sealed in its box, not of one with its box", () => {
    expect(floor("ايفون 15 برو جديد متبرشم")).toBe(30_000);
    expect(floor("غسالة اطباق بوش", "جديدة متفتحتش")).toBe(18_000);
    expect(floor("غسالة اطباق بوش", "bosch serie 6 sealed")).toBe(18_000);
    expect(floor("تكييف شارب 1.5 حصان", "متبرشم بالضمان")).toBe(12_000);
  });

  it("judges an item said unused (new, zero, new in its box or with its warranty) against a new one's price, not one like new", () => {
    expect(floor("ايفون 15 برو زيرو")).toBe(30_000);
    expect(floor("PS5 zero")).toBe(20_000);
    expect(floor("ايفون 15 برو", "جديد بالكرتونة")).toBe(30_000);
    expect(floor("شاشه سامسونج 85 بوصه نيو كيو ليد", "Neo QLED 8K 85 بوصه، جديده بالكرتونه")).toBe(100_000);
    expect(floor("تكييف كاريير 2.25 حصان انفرتر زيرو")).toBe(20_250);
    expect(floor("تكييف كاريير 2.25 حصان انفرتر")).toBe(10_125);
    expect(floor("ايفون 15 برو زي الزيرو")).toBe(15_000);
    expect(floor("ايفون 15 برو زيرو خدوش")).toBe(15_000);
    expect(floor("ايفون 15 برو", "شبه جديد بالكرتونة")).toBe(15_000);
    expect(floor("ايفون 15 برو", "الشاشة جديدة")).toBe(15_000);
    expect(floor("ايفون 15 برو مصر الجديدة")).toBe(15_000);
    expect(floor("ايفون 15 برو القاهرة الجديدة")).toBe(15_000);
    expect(floor("iPhone 15 Pro New Cairo")).toBe(15_000);
  });

  it("floors a side-by-side fridge, a washer-dryer and a handheld's top version, dearer new", () => {
    expect(floor("ثلاجة بوش سايد باي سايد")).toBe(15_000);
    expect(floor("ثلاجة بوش سايد باي سايد جديدة")).toBe(30_000);
    expect(floor("غسالة ونشافة سامسونج 11 كيلو زيرو")).toBe(15_000);
    expect(floor("غسالة ونشافة سامسونج مستعملة")).toBeNull();
    expect(floor("ستيم ديك اوليد 1 تيرا")).toBe(12_000);
    expect(floor("ستيم ديك 512")).toBe(8_000);
  });

  it("judges a big appliance whose used ones can be cheap only when it is new", () => {
    expect(floor("تلاجة كريازي جديدة")).toBe(8_000);
    expect(floor("غسالة فول اوتوماتيك جديدة")).toBe(7_000);
    expect(floor("ديب فريزر new")).toBe(8_000);
    expect(floor("تلاجة كريازي شبه جديدة")).toBeNull();
    expect(floor("ثلاجة ميني بار جديدة")).toBeNull();
    expect(floor("غسالة نص اوتوماتيك جديدة")).toBeNull();
    expect(floor("غسالة ضغط عالي جديدة")).toBeNull();
    expect(floor("تلاجة توشيبا 16 قدم مستعملة")).toBeNull();
    expect(floor("ماك بوك برو M1 2020", "بالكرتونة")).toBe(20_000);
  });

  it("judges a recent machine or a dear make's recent car by its model year", () => {
    const car = (name: string) => referenceFloor({ name, description: "", offer: "sale", vehicles: true })?.floor ?? null;
    expect(floor("حفار كاتربيلر 320 موديل 2020")).toBe(1_200_000);
    expect(floor("حفار ساني ميني 2019")).toBe(500_000);
    expect(floor("كلارك ليندي 3 طن 2022")).toBe(300_000);
    expect(floor("كلارك هيلي 3 طن 2015")).toBe(100_000);
    expect(floor("فوركلفت تويوتا ٣ طن ٢٠٢٢")).toBe(300_000);
    expect(car("مرسيدس C180 موديل 2021")).toBe(1_100_000);
    expect(car("مرسيدس C180 موديل 2010")).toBeNull();
    // A premium make's mid-size SUV, a large off-roader: dearer than the make's or the pickups' floor.
    expect(car("مرسيدس GLC 300 2023 زيرو")).toBe(2_000_000);
    expect(car("بي ام دبليو X3 موديل 2020")).toBe(1_400_000);
    expect(car("اودي Q5 2016")).toBeNull();
    expect(car("تويوتا لاند كروزر 2022")).toBe(2_500_000);
    expect(car("نيسان باترول 2019")).toBe(1_800_000);
    expect(car("تويوتا لاندكروزر 2010")).toBeNull();
    // A large off-roader of any make and spelling, by its model year; a mid-size one (a Prado) below it, and a
    // smaller line of a large one's make (a Range Rover Evoque) is not one.
    expect(car("تويوتا لاند كروزر 2020 فل اوبشن")).toBe(1_800_000);
    expect(car("مرسيدس جي كلاس G63 موديل 2021")).toBe(1_800_000);
    expect(car("رنج روفر فوج 2023")).toBe(2_500_000);
    expect(car("شيفروليه تاهو 2015")).toBe(600_000);
    expect(car("كاديلاك اسكاليد 2019")).toBe(1_800_000);
    expect(car("تويوتا برادو 2020")).toBe(1_200_000);
    expect(car("رنج روفر ايفوك 2019")).toBe(1_400_000);
    expect(car("تويوتا لاند كروزر بيك أب 2026 حمولة 1 طن")).toBe(800_000);
    expect(car("تويوتا هايلكس 2022")).toBe(800_000);
    expect(car("موتوسيكل BMW G310 2021")).toBeNull();
    expect(floor("مرسيدس C180 موديل 2021")).toBeNull();
  });

  it("judges a big air conditioner by its horsepower and a generator by its power", () => {
    expect(floor("تكييف دايكن انفرتر 3 حصان جديد")).toBe(27_000);
    expect(floor("تكييف يونيون اير 1.5 حصان مستعمل")).toBe(3_000);
    expect(floor("تكييف شارب ٢٫٢٥ حصان")).toBe(3_000);
    // A make whose engines hold their price (Perkins, Cummins, Caterpillar, FG Wilson…) higher than a Chinese one.
    expect(floor("مولد بيركنز 250 ك ف أ جديد")).toBe(400_000);
    expect(floor("مولد بيركنز 250 ك ف أ مستعمل")).toBe(200_000);
    expect(floor("مولد كمنز 500 ك ف ا جديد")).toBe(800_000);
    expect(floor("مولد بيركنز ٢٠ ك.ف.أ مستعمل")).toBe(24_000);
    expect(floor("مولد يوتشاي 300 ك.ف.أ ديزل")).toBe(150_000);
    expect(floor("مولد ويتشاي 150 ك.ف.أ جديد")).toBe(150_000);
    // Its kVA however written, a bare "كيلو" in a title naming the generator; its family may be the catalogue's.
    expect(floor("مولد كمنز 400 kVA")).toBe(320_000);
    expect(floor("مولد بيركنز 500 ك ف ا كاتم")).toBe(410_000);
    expect(floor("مولد 300 كيلو فولت امبير", "كاتربيلر")).toBe(240_000);
    expect(floor("مولد ويتشاي 30 كيلو")).toBe(24_000);
    expect(floor("مولد بنزين 5 كيلو وات")).toBeNull();
    expect(referenceFloor({ name: "FG Wilson 60 KVA", description: "", offer: "sale", family: "مولدات كهرباء Generators" })?.floor).toBe(72_000);
    // A small set costs more a kVA than a big one: the floor a kVA falls with its band (under 150 kVA, to 500, above).
    expect(floor("مولد بيركنز 100 ك ف ا")).toBe(120_000);
    expect(floor("مولد كاتربيلر 1000 ك ف ا")).toBe(600_000);
    expect(floor("مولد ويتشاي 1000 ك ف ا")).toBe(400_000);
    // A silent one is dearer by its canopy; an open one is not; a recent model year or few hours lift a used one.
    expect(floor("مولد بيركنز 100 ك ف ا", "كاتم صوت، 3000 ساعه")).toBe(130_000);
    expect(floor("مولد بيركنز 100 ك ف ا", "بدون كابينه")).toBe(120_000);
    expect(floor("Perkins 100 kVA silent generator", "Perkins 100 kVA, 2022, 900 hours, ATS included")).toBe(190_000);
    expect(floor("مولد كمنز 250 ك ف ا", "مولد كمنز 250 KVA كاتم صوت، ساعات قليله")).toBe(310_000);
    expect(floor("مولد كمنز 400 kVA", "canopy, 2019, 6,000 running hours")).toBe(330_000);
    expect(floor("مولد بيركنز 150 ك ف ا", "1,200 hours")).toBe(180_000);
    expect(referenceFloor({ name: "UPS 10 kVA", description: "", offer: "sale", family: "مولدات كهرباء Generators" })).toBeNull();
    expect(referenceFloor({ name: "محول 500 kVA", description: "", offer: "sale", family: "مولدات كهرباء Generators" })).toBeNull();
  });

  it("leaves other models and sizes alone", () => {
    expect(floor("ايفون 13 مستعمل 128 جيجا")).toBeNull();
    expect(floor("سامسونج A12 مستعمل")).toBeNull();
    expect(floor("شاشة سامسونج 32 بوصة مستعملة")).toBeNull();
    expect(floor("بلايستيشن 4 سليم مستعمل")).toBeNull();
  });

  it("judges a villa by its offer and a flat for sale by its area", () => {
    // (In a town no dear place: place-floors.test.ts has those.)
    expect(floor("فيلا للايجار في العبور", "", "rent")).toBe(5_000);
    expect(floor("فيلا للبيع في العبور")).toBe(1_000_000);
    expect(floor("شقة ١٥٠ متر للبيع في حدائق الاهرام")).toBe(525_000);
    expect(floor("شقة نص تشطيب في المنصورة", "١٤٠ متر، دور تاني")).toBe(490_000);
    // A house's area raises its family's floor, a standing house's at a villa's price a metre.
    expect(floor("فيلا مستقلة في بدر", "فيلا 450 متر بحمام سباحة")).toBe(2_025_000);
    expect(floor("توين هاوس بالتقسيط", "توين هاوس 220 متر")).toBe(990_000);
    expect(floor("دوبلكس 200 متر")).toBe(700_000);
    expect(floor("شقة للايجار في شبرا الخيمة", "غرفتين وصالة", "rent")).toBeNull();
    expect(floor("شقة للبيع", "دور تالت")).toBeNull();
    // A flat its text or catalogue says is let, though its title does not, is no sale of 130 m².
    expect(floor("شقه قانون جديد في بنها", "شقه 130 متر فاضيه، ايجار جديد")).toBeNull();
    expect(referenceFloor({ name: "شقة 130 متر في بنها", description: "", offer: "sale", family: "إيجار قانون جديد New-law lease" })).toBeNull();
  });

  it("judges a villa, a flat, a shop or a plot only in the estate category", () => {
    // A kitchen taken out of a villa, listed under kitchens, is no villa; curtains for a whole flat are no flat.
    const kitchen = { name: "مطبخ الماني خشب طبيعي بعد فك الفيلا", description: "مطبخ كامل 7 متر بالاجهزه", offer: "sale" as const };
    expect(referenceFloor({ ...kitchen, estate: false, family: "مطابخ Kitchens" })).toBeNull();
    expect(referenceFloor({ name: "ستائر شقه 150 متر في الزمالك", description: "", offer: "sale", estate: false })).toBeNull();
    expect(referenceFloor({ name: "فيلا للايجار في العبور", description: "", offer: "rent", estate: false })).toBeNull();
    // In the estate category, the villa's floor stands.
    expect(referenceFloor({ name: "فيلا للبيع في العبور", description: "", offer: "sale", estate: true })?.floor).toBe(1_000_000);
    expect(referenceFloor({ name: "شقة ١٥٠ متر للبيع في حدائق الاهرام", description: "", offer: "sale", estate: true })?.floor).toBe(525_000);
  });
});

describe("floor prices by an item's family and specs", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const floor = (name: string, description = "", family = "", vehicles = false) =>
    referenceFloor({ name, description, offer: "sale", family, vehicles, now })?.floor ?? null;

  it("finds a television's, a laptop's or an air conditioner's family in the text or the catalogue's names, its size or power in the title", () => {
    expect(floor("سوني برافيا XR 75", "شاشة سوني 75 بوصة بحالة الجديد")).toBe(18_000);
    expect(floor("سوني برافيا XR 75", "", "تليفزيونات وشاشات TVs and screens")).toBe(18_000);
    expect(floor("سوني برافيا XR 75")).toBeNull();
    expect(floor("لينوفو ليجن 5 RTX 4060", "legion 5 i7 + rtx 4060")).toBe(18_000);
    expect(floor("لينوفو RTX 4060", "", "لابتوب وكمبيوتر Laptops and computers")).toBe(18_000);
    expect(floor("كارت شاشة RTX 4060 مستعمل", "", "لابتوب وكمبيوتر Laptops and computers")).toBe(5_000);
    expect(floor("دايكن انفرتر 3 حصان جديد", "تكييف دايكن بالكرتونة")).toBe(27_000);
    expect(floor("دايكن انفرتر 3 حصان", "", "تكييفات Air conditioners")).toBe(13_500);
    expect(floor("موتور مياه 3 حصان")).toBeNull();
  });

  it("judges a recent vehicle by its model year: a car, truck or bus at any make, a motorcycle dearer of a dear make", () => {
    expect(floor("ميكروباص هاي روف 2022", "", "نقل وشاحنات Trucks and pickups", true)).toBe(500_000);
    expect(floor("هوندا PCX 2023", "موتوسيكل زيرو", "موتوسيكلات Motorcycles", true)).toBe(80_000);
    expect(floor("Yamaha NMAX 2024", "zero", "موتوسيكلات Motorcycles", true)).toBe(80_000);
    expect(floor("هوندا CG 125 2023", "", "موتوسيكلات Motorcycles", true)).toBe(60_000);
    // A dear make's quarter-litre sport bike, its engine in its title.
    expect(floor("هوندا CBR 250 موديل 2023", "", "موتوسيكلات Motorcycles", true)).toBe(100_000);
    expect(floor("كاواساكي 2024 نينجا 300", "", "موتوسيكلات Motorcycles", true)).toBe(100_000);
    expect(floor("دايون 150 موديل 2023", "", "موتوسيكلات Motorcycles", true)).toBe(15_000);
    expect(floor("سكوتر كهرباء 2024", "", "موتوسيكلات Motorcycles", true)).toBeNull();
    expect(floor("دايون 150 موديل 2019", "", "موتوسيكلات Motorcycles", true)).toBeNull();
    // A car, truck or bus of the four years before those is judged too, at a damaged Chinese one's price.
    expect(floor("شيري اريزو 5 2019", "", "سيارات Cars", true)).toBe(200_000);
    expect(floor("كورولا 2015 فابريكا", "", "سيارات Cars", true)).toBeNull();
    expect(floor("هايلوكس 2022 دبل كابينه", "", "", false)).toBeNull();
  });

  it("judges a motorcycle by its engine size or its line, of any year and make; a small one is not", () => {
    const bikes = "موتوسيكلات Motorcycles";
    // A big one of the ten model years before the ad's is judged at several hundred thousand's third; of the 2000s not.
    expect(floor("ياماها R1 2017 للبيع", "yamaha r1 2017 1000cc", bikes, true)).toBe(150_000);
    expect(floor("هوندا CBR 600 RR 2020", "", bikes, true)).toBe(150_000);
    expect(floor("هوندا CBR 600 2020", "هوندا سي بي ار 600 رخصه سنه", bikes, true)).toBe(150_000);
    expect(floor("كاواساكي نينجا 650 موديل 2016", "", bikes, true)).toBe(150_000);
    expect(floor("هوندا CBR 600 موديل 2008", "", bikes, true)).toBe(80_000);
    expect(floor("هوجن 150 موديل 2017", "", bikes, true)).toBeNull();
    expect(floor("كاواساكي 2015 للبيع", "موتوسيكل 650 cc", bikes, true)).toBe(80_000);
    expect(floor("ديوك 390 موديل 2017", "", bikes, true)).toBe(25_000);
    expect(floor("ياماها XMAX 2016", "", bikes, true)).toBe(25_000);
    expect(floor("ياماها NMAX 2019", "نماكس 155", bikes, true)).toBeNull();
    expect(floor("كاواساكي 650 للبيع", "", bikes, true)).toBe(80_000);
    expect(floor("هوندا 125 عداد 900 كم", "", bikes, true)).toBeNull();
    expect(floor("BMW G 310 R 2019", "", bikes, true)).toBe(25_000);
    expect(floor("ياماها 2019 فيزر 600", "", bikes, true)).toBe(150_000);
    expect(floor("بيتش باجي 150 موديل 2024", "", "", true)).toBe(15_000);
    expect(floor("جيت سكي ياماها 2020")).toBe(60_000);
    expect(floor("سكوتر كهرباء دوكاتي", "", bikes, true)).toBeNull();
    expect(floor("دراجة هوائية ترايمف", "", bikes, true)).toBeNull();
    expect(floor("فيسبا بريمافيرا 2019", "", bikes, true)).toBe(25_000);
    expect(floor("فيسبا قديمة 1985", "", bikes, true)).toBeNull();
    expect(floor("هوجن 150 موديل 2019", "هوجن 150 سي سي", bikes, true)).toBeNull();
    expect(floor("اوبل استرا 2000", "1600 سي سي", "سيارات Cars", true)).toBeNull();
  });

  it("judges a big or middle-weight motorcycle of the last five model years near half of what one of its year fetches", () => {
    const bikes = "موتوسيكلات Motorcycles";
    expect(floor("ياماها R1 2021 للبيع", "yamaha r1 2021 1000cc", bikes, true)).toBe(200_000);
    expect(floor("Yamaha R1 2022 for sale", "", bikes, true)).toBe(200_000);
    expect(floor("ياماها تي ماكس 560 2023", "", bikes, true)).toBe(200_000);
    // (A line's number glued to its letters is still its engine: "650R" is a 650.)
    expect(floor("هوندا CBR 650R 2023", "", bikes, true)).toBe(200_000);
    expect(floor("كاواساكي Z650RS 2024", "", bikes, true)).toBe(200_000);
    expect(floor("ياماها XMAX 300 موديل 2022", "", bikes, true)).toBe(80_000);
    expect(floor("BMW G 310 R 2021", "", bikes, true)).toBe(80_000);
    // An older one, a small one of a dear make, a part of a recent one: the lower floors or none.
    expect(floor("ياماها تي ماكس 2015", "", bikes, true)).toBe(80_000);
    expect(floor("هوندا CB 150 2023", "", bikes, true)).toBe(60_000);
    expect(floor("بجاج بلسر NS 200 2024", "", bikes, true)).toBe(15_000);
    expect(namesAPart("فيرينج هوندا CBR 650R 2023")).toBe(true);
    // A premium car make's motorcycle is judged as a motorcycle, not as its car.
    expect(floor("BMW S1000XR 2023", "", bikes, true)).toBe(200_000);
    expect(floor("BMW G 310 R 2022", "", bikes, true)).toBe(80_000);
    expect(floor("ام تي 09 ياماها 2022", "", bikes, true)).toBe(200_000);
  });

  it("judges a premium make's car, a minibus or a light truck of the last four model years near half of what one of its year fetches", () => {
    const cars = "سيارات Cars";
    expect(floor("مرسيدس E200 2022 للبيع", "", cars, true)).toBe(2_500_000);
    expect(floor("BMW 118i 2023", "", cars, true)).toBe(1_200_000);
    expect(floor("مرسيدس C200 موديل 2020", "", cars, true)).toBe(1_100_000);
    expect(floor("مرسيدس 190 موديل 1990", "", cars, true)).toBeNull();
    expect(floor("فولفو XC40 2023", "", cars, true)).toBe(1_200_000);
    expect(floor("فولفو S40 2010", "", cars, true)).toBeNull();
    expect(floor("تويوتا كوستر 2022 30 راكب", "", "", true)).toBe(1_200_000);
    expect(floor("ايسوزو NPR 2023 زيرو", "", "", true)).toBe(1_000_000);
    expect(floor("هايس 2020 هاي روف", "", "", true)).toBe(900_000);
    // A light truck or microbus by its line and model year; its box is the truck's, unless named before it.
    expect(floor("ايسوزو NPR 2021 صندوق", "", "", true)).toBe(600_000);
    expect(floor("ميتسوبيشي فوسو كانتر 2019", "", "", true)).toBe(600_000);
    expect(floor("ميكروباص هايس 2021 ملاكي", "", "", true)).toBe(900_000);
    expect(floor("مرسيدس سبرينتر 2023", "", "", true)).toBe(1_400_000);
    expect(floor("نيسان اورفان 2019", "", "", true)).toBe(600_000);
    expect(floor("صندوق ايسوزو NPR 2021", "", "", true)).toBeNull();
    // (A Chinese microbus named after the Hiace is judged as any vehicle of its year.)
    expect(floor("جينبي هايس 2020", "", "", true)).toBe(300_000);
  });

  it("judges a premium make's executive, compact or large car by its class and model year, in either script", () => {
    const cars = "سيارات Cars";
    expect(floor("مرسيدس E200 2021 للبيع", "", cars, true)).toBe(1_600_000);
    expect(floor("بي ام دبليو 520i موديل 2020", "", cars, true)).toBe(1_600_000);
    expect(floor("اودي A6 2023", "", cars, true)).toBe(2_500_000);
    expect(floor("لكزس ES 300h 2020", "", cars, true)).toBe(1_600_000);
    expect(floor("فولفو S90 2024", "", cars, true)).toBe(2_500_000);
    // (The make in the catalogue's names when the title misspells it; the class in the title.)
    expect(floor("merceds E200 2016 clean", "", `${cars} Mercedes-Benz`, true)).toBe(800_000);
    expect(floor("مرسيدس اي 200 موديل 2015", "", cars, true)).toBeNull();
    expect(floor("مرسيدس سي 180 موديل 2022", "", cars, true)).toBe(1_700_000);
    expect(floor("BMW 320i 2018 Sport Line", "", cars, true)).toBe(200_000);
    expect(floor("BMW X5 2023 xDrive40i", "", cars, true)).toBe(2_800_000);
    expect(floor("لكزس RX 350 2022", "", cars, true)).toBe(2_800_000);
    expect(floor("فولفو XC90 2024", "", cars, true)).toBe(2_800_000);
    expect(floor("مرسيدس جي ال اي 2020", "", cars, true)).toBe(1_800_000);
    expect(floor("بورش باناميرا 2023", "", cars, true)).toBe(2_800_000);
    expect(floor("Genesis G70 2020", "", cars, true)).toBe(1_100_000);
    // (A motorcycle of such a make is not its car.)
    expect(floor("BMW C400X 2023", "", "موتوسيكلات Motorcycles", true)).toBe(60_000);
  });

  it("judges a dear scooter's line of the last five model years, near half of a new one's price when said new of this year or the last", () => {
    const bikes = "موتوسيكلات Motorcycles";
    expect(floor("هوندا PCX 2025 زيرو", "pcx 160 2025 زيرو ماشي ٥٠٠ كم", bikes, true)).toBe(120_000);
    expect(floor("ياماها ان ماكس 2026 جديد", "", bikes, true)).toBe(120_000);
    expect(floor("هوندا PCX 160 موديل 2024", "", bikes, true)).toBe(80_000);
    expect(floor("سوزوكي برجمان 200 موديل 2023", "", bikes, true)).toBe(80_000);
    expect(floor("فيسبا بريمافيرا 2022", "", bikes, true)).toBe(80_000);
    expect(floor("اسكوتر SYM جوي ماكس 2024", "", bikes, true)).toBe(80_000);
    // (An older one, an electric one of the same name, a cheap make's scooter: not these floors.)
    expect(floor("هوندا PCX 2019", "", bikes, true)).toBeNull();
    expect(floor("سكوتر كهرباء NMAX 2024", "", bikes, true)).toBeNull();
    expect(floor("سكوتر هوجن 2023", "", bikes, true)).toBe(15_000);
  });

  it("judges any car, truck or bus by bands of model years, under what an honest damaged or Chinese one of its year asks", () => {
    const cars = "سيارات Cars";
    expect(floor("كيا كرنفال 2023 VIP", "", "", true)).toBe(600_000);
    expect(floor("جيلي امجراند 2022 عليها خبطه", "", cars, true)).toBe(500_000);
    expect(floor("سوزوكي التو 2020", "", cars, true)).toBe(300_000);
    expect(floor("دي اف اس كي C31 ربع نقل 2018", "", "", true)).toBe(200_000);
    expect(floor("نيسان صني 2017", "", cars, true)).toBeNull();
  });

  it("judges a tractor, a combine harvester and a factory machine by its family and size, not its implement or a small one", () => {
    expect(floor("جرار جون دير 6120 موديل 2021")).toBe(300_000);
    expect(floor("جرار 75 حصان قديم", "", "John Deere")).toBe(50_000);
    expect(floor("جرار فخار قديم")).toBeNull();
    expect(floor("مقطورة جرار جون دير")).toBeNull();
    expect(floor("مشط جرار جون دير")).toBeNull();
    expect(floor("مخرطه صغيره للورشه")).toBeNull();
    expect(floor("كومباين كلاس 2019")).toBe(250_000);
    expect(floor("ماكينه فايبر ليزر 6 كيلو وات")).toBe(600_000);
    expect(floor("ماكينة ليزر CO2 100 وات")).toBeNull();
    expect(floor("Fiber laser cutter 1500W")).toBe(150_000);
    expect(floor("ماكينة ليزر فايبر 1.5 كيلو وات")).toBe(150_000);
    expect(floor("ماكينة ليزر فايبر 3000 وات لقص الحديد")).toBe(300_000);
    expect(floor("ماكينه ليزر فايبر", "فايبر ليزر 3 كيلو وات جديده بالكرتونه")).toBe(300_000);
    expect(floor("ماكينه ليزر CNC 1390", "ماكينه ليزر 1390 قوه 100 وات")).toBeNull();
    // A tractor of 100 horsepower or more, and a large excavator by its class number.
    expect(floor("جرار جون ديري 6120M جديد", "جرار جون دير 120 حصان زيرو")).toBe(1_500_000);
    expect(floor("جرار ماسي فيرجسون 2020", "جرار 110 حصان دفع رباعي")).toBe(800_000);
    expect(floor("جرار نيو هولاند", "130 hp مستعمل")).toBe(150_000);
    // Or by a model that says its power ("6120M"), or a big line of its make.
    expect(floor("جرار جون دير 6120M جديد", "مستورد")).toBe(1_500_000);
    expect(floor("جرار جون دير 6130R مستعمل")).toBe(150_000);
    expect(floor("جرار نيو هولاند T7 مستعمل")).toBe(150_000);
    expect(floor("مقطورة جرار جون دير 6120M")).toBeNull();
    // (A smaller one said new has its used floor doubled, as any unused item.)
    expect(floor("جرار جون ديري 5075E جديد", "75 حصان")).toBe(100_000);
    expect(floor("محراث جرار 120 حصان جون دير")).toBeNull();
    expect(floor("حفار كاتربيلر 336 موديل 2021")).toBe(3_000_000);
    expect(floor("حفار كوماتسو PC350 2008")).toBe(1_000_000);
    expect(floor("Hyundai R300 excavator 2019")).toBe(3_000_000);
    expect(floor("كتر 349D موديل 2015", "حفار جنزير")).toBe(1_000_000);
    expect(floor("حفار كاتربيلر 320D موديل 2012")).toBe(500_000);
    expect(floor("لودر كاتربيلر 950 قديم")).toBe(500_000);
    expect(floor("مخرطة CNC فانوك")).toBe(150_000);
    expect(floor("مخرطة ملوخية")).toBeNull();
    expect(floor("اسطمبات حقن بلاستيك")).toBeNull();
    expect(floor("كمبروسر اسكرو 30 حصان اطلس كوبكو")).toBe(20_000);
    expect(floor("CNC milling machine 3018")).toBeNull();
    expect(floor("ماكينة حقن بلاستيك 250 طن")).toBe(80_000);
    expect(floor("كمبروسر هواء 100 لتر")).toBeNull();
    expect(floor("هراس اسفلت داينباك 2012")).toBe(250_000);
  });

  it("judges a car line, a truck or a bus by its make and model year", () => {
    expect(floor("تويوتا كورولا 2018", "", "سيارات Cars", true)).toBe(200_000);
    expect(floor("نيسان اكس تريل 2019", "", "سيارات Cars", true)).toBe(250_000);
    expect(floor("نيسان صني 2019", "", "سيارات Cars", true)).toBe(200_000);
    expect(floor("نيسان صني 2017", "", "سيارات Cars", true)).toBeNull();
    expect(floor("تسلا موديل 3", "", "سيارات Cars", true)).toBe(400_000);
    expect(floor("BYD Seal 2024", "", "سيارات Cars", true)).toBe(600_000);
    expect(floor("بي واي دي سونج 2010", "", "سيارات Cars", true)).toBeNull();
    expect(floor("مرسيدس اكتروس 2008 راس تريلا", "", "", true)).toBe(300_000);
    expect(floor("تويوتا كوستر 2010", "", "", true)).toBe(150_000);
    expect(floor("ايسوزو NPR 2005", "", "", true)).toBe(100_000);
    expect(floor("كابينة اكتروس 2010", "", "", true)).toBeNull();
    expect(floor("جولف كار كهرباء 2023", "", "", true)).toBeNull();
    expect(floor("اتوبيس مرسيدس 2017 50 راكب", "", "", true)).toBe(600_000);
    expect(floor("ميني باص 2017", "", "", true)).toBeNull();
    expect(floor("اتوبيس 2010", "", "", true)).toBeNull();
    expect(floor("MG ZS 2019", "", "سيارات Cars", true)).toBe(250_000);
    expect(floor("زونتس ZS 125 2021", "", "موتوسيكلات Motorcycles", true)).toBeNull();
    // Of 2020 on, a volume make's mid-size SUV or saloon, by its model year in either digits (not a Chinese one's).
    expect(floor("تيجوان ٢٠٢١ ار لاين", "", "سيارات Cars", true)).toBe(600_000);
    expect(floor("هوندا CR-V 2020", "", "سيارات Cars", true)).toBe(600_000);
    expect(floor("MG ZS 2021", "", "سيارات Cars", true)).toBe(300_000);
    expect(floor("فولكس باسات 2021", "", "سيارات Cars", true)).toBe(400_000);
    expect(floor("تويوتا كورولا 2019", "", "سيارات Cars", true)).toBe(200_000);
    // A truck or a bus sold with its trailer or body is the truck's floor; the trailer named first is the trailer alone.
    expect(floor("مرسيدس اكتروس ٢٠٢٠ بالمقطوره", "", "", true)).toBe(1_500_000);
    expect(floor("مقطوره اكتروس 2020", "", "", true)).toBeNull();
    expect(floor("تويوتا كوستر ٢٠٢١ ٢٢ راكب", "", "", true)).toBe(1_000_000);
    expect(floor("تويوتا كوستر 2019", "", "", true)).toBe(700_000);
    // An excavator or a loader named by its model code alone, by its model year.
    expect(floor("كوماتسو PC200 ٢٠١٩ بحاله ممتازه")).toBe(1_200_000);
    expect(floor("Volvo EC210 2012")).toBe(500_000);
    expect(floor("هيونداي R220LC 2016")).toBe(500_000);
    expect(floor("CAT 950H 2019")).toBe(1_200_000);
    expect(floor("مولد كاتربيلر 320 kva")).not.toBe(500_000);
  });
});

describe("floor prices by a line's tier", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const floor = (name: string, description = "", family = "", vehicles = false) =>
    referenceFloor({ name, description, offer: "sale", family, vehicles, now })?.floor ?? null;

  it("lifts a phone or tablet line's floor for its top version or a terabyte of storage", () => {
    expect(floor("ايفون 15 برو ماكس 1 تيرا")).toBe(22_500);
    expect(floor("iPhone 14 Pro 1TB")).toBe(15_000);
    expect(floor("ايفون 14 برو 256")).toBe(10_000);
    expect(floor("ايباد برو M4 13 بوصة")).toBe(24_000);
    expect(floor("ايباد برو M4 13 انش 1 تيرا")).toBe(36_000);
    expect(floor("ايباد برو 10.5 2017")).toBe(8_000);
    expect(floor("ماك بوك برو M3 ماكس 16 انش")).toBe(37_500);
  });

  it("judges any make's Ultra phone, its make in the title or the catalogue, not its watch", () => {
    expect(floor("شاومي 14 الترا 16/512")).toBe(14_000);
    expect(floor("14 Ultra 512", "", "Xiaomi شاومي")).toBe(14_000);
    expect(floor("شاومي 13 الترا 512")).toBe(10_000);
    expect(floor("شاومي 12 الترا")).toBe(5_000);
    expect(floor("ساعة سامسونج جالاكسي الترا")).toBeNull();
    expect(floor("ريدمي نوت 13 برو")).toBeNull();
  });

  it("judges a big OLED television, a premium make's large car and an enduring pickup by their tier", () => {
    expect(floor("LG OLED C3 77 inch")).toBe(30_000);
    expect(floor("LG OLED C3 65 inch")).toBe(18_000);
    expect(floor("BMW X5 2020 M kit", "", "", true)).toBe(1_800_000);
    expect(floor("BMW 320i 2020", "", "", true)).toBe(1_100_000);
    expect(floor("تويوتا هايلكس 2021 دبل كابينة", "", "", true)).toBe(800_000);
    expect(floor("تويوتا هايلكس 2012", "", "", true)).toBeNull();
  });

  it("judges a foldable phone of any make, dearer when of a recent generation or new", () => {
    expect(floor("جالاكسي زد فليب 6 جديد")).toBe(18_000);
    expect(floor("Galaxy Z Flip 6 256")).toBe(10_000);
    expect(floor("z flip 5 256", "", "Samsung Galaxy Z")).toBe(8_000);
    expect(floor("motorola razr 50 ultra")).toBe(8_000);
    expect(floor("اوبو فايند ان 3")).toBe(16_000);
    expect(floor("سامسونج زد فليب 3 مستعمل")).toBe(2_000);
    // (A case for one is a part: never compared, see namesAPart.)
    expect(namesAPart("جراب z flip 6")).toBe(true);
    expect(floor("نوكيا فليب قديم")).toBeNull();
    expect(floor("سبيكر JBL Flip 6 جديد", "شغال مع سامسونج وايفون")).toBeNull();
  });

  it("judges a book foldable of 2024 on by its generation and storage, near half of a used one's price", () => {
    expect(floor("Galaxy Z Fold 6 512 like new")).toBe(22_000);
    expect(floor("سامسونج زد فولد 7 256")).toBe(20_000);
    expect(floor("Honor Magic V3 1TB")).toBe(22_000);
    expect(floor("Galaxy Z Fold 6 جديد")).toBe(35_000);
    expect(floor("Galaxy Z Fold 5 512")).toBe(16_000);
    expect(floor("Galaxy Z Flip 6 512")).toBe(10_000);
  });

  it("judges a camera body with a pro zoom as the two together, and a body alone or with a kit lens as the body, a pro zoom alone as the lens", () => {
    expect(floor("كاميرا سوني A7 IV بالعدسه", "سوني a7iv مع عدسه 24-70 GM، شاتر 8 الاف")).toBe(29_000);
    expect(floor("Canon R6 with 70-200 f2.8 L")).toBe(17_000);
    expect(floor("Nikon Z8 body")).toBe(22_000);
    expect(floor("Canon R8 مع عدسه 24-50")).toBe(10_000);
    expect(floor("عدسه سوني 24-70 GM لل A7 IV")).toBe(7_000);
  });

  it("judges a fridge of a dear line by its line and size, used too, and any big side-by-side; an ordinary used fridge not", () => {
    expect(floor("LG InstaView fridge 26 ft", "LG InstaView door-in-door, one year old")).toBe(20_000);
    expect(floor("تلاجه سامسونج فاميلي هب", "سايد باي سايد 28 قدم")).toBe(20_000);
    expect(floor("ثلاجه ال جي انستا فيو جديده")).toBe(30_000);
    expect(floor("ثلاجه ال جي انستا فيو مستعمله")).toBeNull();
    expect(floor("تلاجه سامسونج سايد باي سايد 28 قدم")).toBe(18_000);
    expect(floor("LG side by side fridge", "24 قدم انفرتر")).toBe(18_000);
    expect(floor("ثلاجة سامسونج سايد باي سايد")).toBe(15_000);
    expect(floor("تلاجه كريازي 18 قدم")).toBeNull();
    expect(floor("تلاجه توشيبا 24 قدم مستعمله")).toBeNull();
  });

  it("judges a premium laptop line by its model year or when new, and any laptop of a 2024 chip", () => {
    expect(floor("ديل XPS 15 2024 جديد")).toBe(20_000);
    expect(floor("Dell XPS 13 2017")).toBe(3_500);
    expect(floor("HP Spectre x360 جديد")).toBe(20_000);
    expect(floor("لينوفو thinkpad x1 carbon 2023")).toBe(20_000);
    expect(floor("asus zenbook core ultra 7")).toBe(3_500);
    expect(floor("لابتوب hp core ultra 7 155h")).toBe(8_000);
    expect(floor("شاشه لابتوب ديل xps 15")).toBeNull();
    expect(floor("سيرفس برو 11 سناب دراجون")).toBe(16_000);
    expect(floor("مايكروسوفت سيرفس برو 9 i7")).toBe(10_000);
    expect(floor("سيرفس برو 4 مستعمل")).toBeNull();
  });

  it("judges other makes' recent flagships, tablets, consoles, watches, cameras and drones by their line", () => {
    expect(floor("ايفون 17 برو ماكس")).toBe(37_500);
    expect(floor("ايفون 17 128")).toBe(15_000);
    expect(floor("سامسونج S26 الترا")).toBe(15_000);
    expect(floor("xiaomi 15 512")).toBe(5_000);
    expect(floor("شاومي ريدمي نوت 14 برو")).toBeNull();
    expect(floor("هواوي ميت 60 برو")).toBe(8_000);
    expect(floor("هواوي ميت باد 11")).toBeNull();
    expect(floor("oneplus 12 16/512")).toBe(6_000);
    expect(floor("nothing phone (2) 256")).toBe(4_000);
    expect(floor("تاب S9 الترا 512")).toBe(15_000);
    expect(floor("بلايستيشن 5 برو")).toBe(15_000);
    expect(floor("ايفون 16 برو 256")).toBe(20_000);
    expect(floor("iphone 16 pro max 1tb")).toBe(30_000);
    expect(floor("ايفون 16 128")).toBe(15_000);
    expect(floor("نينتندو سويتش 2")).toBe(8_000);
    expect(floor("نينتندو سويتش 2 لعبه ماريو")).toBe(3_000);
    expect(floor("ابل واتش الترا 2")).toBe(6_000);
    expect(floor("استيك ابل واتش الترا")).toBeNull();
    expect(floor("سوني a7 iv بودي")).toBe(22_000);
    expect(floor("canon r6 mark ii")).toBe(22_000);
    expect(floor("عدسه سوني a7 iv kit")).toBeNull();
    expect(floor("dji mini 4 pro fly more")).toBe(10_000);
    expect(floor("fujifilm x100vi")).toBe(10_000);
    expect(floor("gopro hero 12 black")).toBe(4_000);
    expect(floor("mac mini m4 16/256")).toBe(5_000);
    expect(floor("حامل gopro hero 12")).toBeNull();
    expect(floor("مراوح dji mini 4 pro")).toBeNull();
    expect(floor("مكنسه دايسون v15")).toBe(2_000);
    expect(floor("فرشه دايسون v15")).toBeNull();
  });

  it("judges an inverter air conditioner by its horsepower, written with or without 'hp'", () => {
    expect(floor("ميتسوبيشي الكتريك 2.25 انفرتر", "تكييف ميتسوبيشي الكتريك 2.25 حصان انفرتر ياباني جديد")).toBe(10_125);
    expect(floor("تكييف شارب 1.5 حصان انفرتر")).toBe(6_750);
    expect(floor("تكييف شارب 1.5 حصان")).toBe(3_000);
    expect(floor("تكييف شارب 1.5 حصان", "عادي مش انفرتر")).toBe(3_000);
    expect(floor("غساله LG 8 كيلو انفرتر")).toBeNull();
    expect(floor("شاشه توشيبا 55 بوصه جديده")).toBe(6_000);
    expect(floor("شاشه توشيبا 55 بوصه مستعمله")).toBeNull();
    expect(floor("حامل حيطه شاشه 55 بوصه جديد")).toBeNull();
    expect(floor("سامسونج نيو كيو ال اي دي 75")).toBe(12_000);
  });

  it("judges a business laptop line by the generation its name writes, and any laptop by a recent top chip and its memory", () => {
    const laptops = "لابتوب وكمبيوتر Laptops and computers";
    expect(floor("ThinkPad X1 Carbon Gen 11", "i7, 32GB")).toBe(16_000);
    expect(floor("لينوفو ثينك باد X1 كاربون الجيل 10")).toBe(9_000);
    expect(floor("Lenovo ThinkPad T14 Gen 4")).toBe(12_000);
    expect(floor("ThinkPad T14s gen 3 i5")).toBe(7_000);
    expect(floor("ThinkPad T14 gen 1")).toBeNull();
    expect(floor("HP EliteBook 840 G10")).toBe(12_000);
    expect(floor("HP ProBook 450 G9")).toBeNull();
    expect(floor("Dell Latitude 9440 2 in 1")).toBe(12_000);
    expect(floor("لابتوب ديل لاتيتيود 7420 i5")).toBe(7_000);
    expect(floor("لابتوب ديل لاتيتيود 5440")).toBeNull();
    expect(floor("Dell Latitude E 7430")).toBeNull();
    expect(floor("Dell XPS 13 9350")).toBe(3_500);
    expect(floor("لابتوب ديل لاتيتيود 7490 i7")).toBeNull();
    expect(floor("Dell XPS 13 9340")).toBe(18_000);
    expect(floor("كيبورد ThinkPad X1 Carbon Gen 11")).toBeNull();
    expect(floor("Asus Vivobook i7 13th", "", laptops)).toBe(10_000);
    expect(floor("لابتوب لينوفو i7 جيل 12", "رام 32 جيجا، هارد 1 تيرا")).toBe(14_000);
    expect(floor("Lenovo IdeaPad Ryzen 7 7840HS", "", laptops)).toBe(10_000);
    expect(floor("لابتوب i7 جيل 8 رام 16")).toBeNull();
    expect(floor("كمبيوتر مكتبي i7 جيل 12", "", laptops)).toBeNull();
  });

  it("judges a television of a premium line by its model code and size", () => {
    const screens = "تليفزيونات وشاشات TVs and screens";
    expect(floor("Samsung Neo QLED 75 QN90D", "", screens)).toBe(28_000);
    expect(floor("شاشه سامسونج 65 بوصه QN90D")).toBe(18_000);
    expect(floor("LG OLED 55 C4", "", screens)).toBe(10_000);
    expect(floor("سوني براڤيا 65 X90L", "", screens)).toBe(18_000);
    expect(floor("سوني برافيا XR 65", "", screens)).toBe(12_000);
    expect(floor("حامل شاشه 75 بوصه QN90D")).toBeNull();
  });

  it("judges a full-frame or pro camera of any make with its lens named after it, not the lens named before the body", () => {
    expect(floor("كاميرا سوني A7 IV مع عدسه 24-70", "شاتر 8 الاف")).toBe(22_000);
    expect(floor("Nikon Z8 body")).toBe(22_000);
    expect(floor("باناسونيك لوميكس S5 II")).toBe(22_000);
    expect(floor("Fujifilm X-T5 kit 18-55")).toBe(22_000);
    expect(floor("Canon R8 مع عدسه 24-50")).toBe(10_000);
    expect(floor("نيكون Z5 بودي")).toBe(10_000);
    expect(floor("عدسه سوني 50mm f1.8 لل A7 IV")).toBeNull();
    expect(floor("بطاريه سوني A7 IV اصلي")).toBeNull();
    expect(floor("عدسه سوني 24-70 GM")).toBe(7_000);
    expect(floor("Canon 70-200 f2.8 L")).toBe(7_000);
    expect(floor("كاميرا كانون 250D مع عدسه 18-55")).toBeNull();
    expect(floor("كانون A1 فيلم قديمه")).toBeNull();
    expect(floor("Canon PowerShot S5 IS")).toBeNull();
  });

  it("reads an air conditioner's horsepower either side of the word, in tons or in BTU", () => {
    expect(floor("تكييف دايكن انفرتر 3 حصان بارد ساخن بالضمان")).toBe(13_500);
    expect(floor("تكييف دايكن انفرتر ٣ حصان")).toBe(13_500);
    expect(floor("تكييف شارب حصان 3 انفرتر")).toBe(13_500);
    expect(floor("Daikin inverter 3hp", "", "تكييفات Air conditioners")).toBe(13_500);
    expect(floor("تكييف كاريير 2 طن انفرتر")).toBe(13_500);
    expect(floor("تكييف جري 24000 BTU انفرتر")).toBe(13_500);
    expect(floor("تكييف ميديا 18000 وحده انفرتر")).toBe(10_125);
    expect(floor("وحده تكييف مركزي ترين 10 طن")).toBe(10_000);
  });

  it("lifts a laptop's floor by its graphics card's tier, the card in its title or, under a laptop's name, in its text", () => {
    const laptops = "لابتوب وكمبيوتر Laptops and computers";
    expect(floor("لينوفو ليجن 7 RTX 4090", "ليجن 7 برو i9 كارت 4090 رام 32", laptops)).toBe(45_000);
    expect(floor("Asus ROG Zephyrus G16 RTX 4080", "", laptops)).toBe(35_000);
    expect(floor("MSI Raider GE78 HX", "ام اس اي رايدر i9 14th RTX 4090", laptops)).toBe(45_000);
    expect(floor("MSI Katana 15 i7 RTX 4070", "", laptops)).toBe(24_000);
    expect(floor("لينوفو ليجن 5 RTX 4060", "", laptops)).toBe(18_000);
    // (A card alone, a laptop's charger or bag, a desktop's card, a Suzuki Raider: not the laptop.)
    expect(floor("كارت شاشة RTX 4090", "", laptops)).toBe(5_000);
    expect(floor("شاحن لابتوب ليجن 7", "شاحن اصلي 330 وات للابتوب rtx 4090", laptops)).toBeNull();
    expect(floor("شنطه لابتوب جيمنج 17 بوصه", "تشيل لابتوب rtx 4090", laptops)).toBeNull();
    expect(floor("سوزوكي رايدر 150 موديل 2019", "", "موتوسيكلات Motorcycles")).toBeNull();
    expect(floor("RTX 4070 Super Founders Edition", "", laptops)).toBe(18_000);
    expect(floor("كرسي جيمنج", "يناسب setup rtx 4090", laptops)).toBeNull();
  });

  it("lifts a MacBook Pro's floor for a chip of 2023 on, and a Surface Pro's for a Snapdragon one", () => {
    expect(floor("ماك بوك برو M4 ماكس", "MacBook Pro 16 M4 Max 36GB 1TB")).toBe(37_500);
    expect(floor("MacBook Pro M3 Pro 18GB 512")).toBe(25_000);
    expect(floor("ماك بوك برو M1 2020")).toBe(20_000);
    expect(floor("مايكروسوفت سيرفس برو 11", "Surface Pro 11 Snapdragon X Elite 16/512")).toBe(16_000);
    expect(floor("مايكروسوفت سيرفس برو 9 i5")).toBe(10_000);
    expect(floor("ماك بوك اير M3 15 بوصه")).toBe(16_000);
    expect(floor("ماك بوك اير M2 8/256")).toBe(12_000);
  });

  it("judges other makes' flagship lines of the last three years, not their Lite ones", () => {
    expect(floor("هونر ماجيك 6 برو", "", "Honor")).toBe(12_000);
    expect(floor("هونر ماجيك 6", "", "Honor")).toBe(8_000);
    expect(floor("Honor Magic7 Pro 512")).toBe(12_000);
    expect(floor("oppo find x8 pro")).toBe(12_000);
    expect(floor("vivo x200 pro 512")).toBe(12_000);
    expect(floor("هونر ماجيك 6 لايت", "", "Honor")).toBeNull();
    expect(floor("honor magic 5 pro")).toBeNull();
    expect(floor("هونر X9b بالكرتونه", "", "Honor")).toBeNull();
    expect(floor("ريموت ماجيك LG", "", "LG")).toBeNull();
  });

  it("judges flagship phones, tablets and drones by their generation, read from the text when the title names the line", () => {
    const pixels = "موبايلات Mobile phones Google Pixel";
    expect(floor("Pixel 9 Pro XL 256 like new", "used two weeks", pixels)).toBe(15_000);
    expect(floor("جوجل بكسل 10 برو")).toBe(15_000);
    expect(floor("Google Pixel Pro XL", "pixel 9 pro xl 256")).toBe(15_000);
    expect(floor("Pixel 9 Pro Fold 256")).toBe(20_000);
    expect(floor("بيكسل 8 برو 128")).toBe(10_000);
    expect(floor("Pixel 9 128")).toBe(10_000);
    expect(floor("Pixel 9a 128")).toBeNull();
    expect(floor("بيكسل 7 برو")).toBeNull();
    expect(floor("زد فولد 6 بالضمان", "فولد ٦ ٥١٢ ضمان سنه", "Samsung Galaxy Z")).toBe(20_000);
    expect(floor("Honor Magic V3 512")).toBe(22_000);
    expect(floor("سامسونج فولد 3 مستعمل")).toBe(10_000);
    expect(floor("Galaxy Z Flip 5 256")).toBe(8_000);
    expect(floor("Galaxy Tab S10 Ultra 256")).toBe(15_000);
    expect(floor("Galaxy Tab Ultra", "tab s10 ultra 256 بالقلم")).toBe(15_000);
    expect(floor("تاب اس 10 بلس")).toBe(10_000);
    expect(floor("جالكسي تاب S9 128")).toBe(8_000);
    expect(floor("جالكسي تاب S9 FE")).toBeNull();
    expect(floor("جراب تاب S10 الترا")).toBeNull();
    expect(floor("شاومي باد 7 برو 256")).toBe(7_000);
    expect(floor("Xiaomi Pad 6 8/256")).toBeNull();
    expect(floor("ريدمي باد برو")).toBeNull();
    expect(floor("Lenovo Tab Extreme 256")).toBe(9_000);
    expect(floor("Dell XPS 15 OLED i7", "xps 15 9530 oled 32gb 1tb")).toBe(18_000);
    // (A charger for one: not the recent one, whatever its text names.)
    expect(floor("شاحن Dell XPS 15", "يناسب 9530")).toBe(3_500);
  });

  it("judges a camera drone of any make by its line, wherever it is listed", () => {
    const consoles = "العاب فيديو Consoles";
    expect(floor("درون DJI Mavic 3 Pro فلاي مور", "مافيك ٣ برو كومبو بالشنطه", consoles)).toBe(20_000);
    expect(floor("DJI Inspire 2")).toBe(20_000);
    expect(floor("درون Autel EVO II Pro 6K")).toBe(20_000);
    expect(floor("درون مافيك", "مافيك 3 كلاسيك بالشنطه")).toBe(20_000);
    expect(floor("DJI Air 3 fly more")).toBe(10_000);
    expect(floor("dji avata 2")).toBe(10_000);
    expect(floor("درون DJI mini 3", "درون دي جي اي ميني ٣ بالشنطه")).toBeNull();
    expect(floor("DJI Mavic Air 2")).toBeNull();
    expect(floor("مراوح DJI Mavic 3")).toBeNull();
    expect(floor("بطاريه DJI Air 3")).toBeNull();
    expect(floor("gimbal dji mavic 3 pro")).toBeNull();
  });

  it("judges an 8K television, a large premium panel and an OLED one by its size, the panel in the title or the text", () => {
    const screens = "تليفزيونات وشاشات TVs and screens";
    expect(floor("سامسونج نيو كيو ليد 85 بوصه", "Samsung Neo QLED 8K 85 inch", screens)).toBe(50_000);
    expect(floor("Sony Bravia XR 75 inch A95L", "Sony Bravia XR A95L 75 QD-OLED, sealed box")).toBe(60_000);
    expect(floor("Sony Bravia XR 75 inch A95L", "Sony Bravia XR A95L 75 QD-OLED", screens)).toBe(30_000);
    expect(floor("شاشه سامسونج 85 بوصه", "كريستال 4K", screens)).toBe(20_000);
    expect(floor("LG OLED evo 65 C3 like new", "", screens)).toBe(18_000);
    expect(floor("شاشه سامسونج 55 كريستال 4K", "مش اوليد", screens)).toBeNull();
    expect(floor("سامسونج نيو كيو ال اي دي 75", "", screens)).toBe(15_000);
    expect(floor("شاشه TCL 75 بوصه", "mini led 4K مستعمله سنه", screens)).toBe(15_000);
    expect(floor("شاشة تي سي إل 75 بوصة QLED C645 سمارت 4K", "", screens)).toBe(12_000);
    expect(floor("حامل حائط شاشه 85 بوصه", "يشيل oled", screens)).toBeNull();
  });

  it("judges a dear make's new dishwasher or built-in oven, and a concealed air conditioner by its horsepower", () => {
    expect(floor("غساله اطباق بوش سيريز 8 جديده", "بوش سيريز 8 بلت ان 14 فرد، متبرشمه", "Bosch")).toBe(18_000);
    expect(floor("غساله اطباق بوش مستعمله", "بوش سيريس 4، 12 فرد", "Bosch")).toBe(3_000);
    expect(floor("غساله اطباق بيكو جديده", "", "Beko")).toBe(8_000);
    expect(floor("فرن سيمنز بلت ان جديد", "60 سم بالكرتونه", "Siemens")).toBe(15_000);
    expect(floor("فرن سيمنز بلت ان كهربا مستعمل", "", "Siemens")).toBeNull();
    expect(floor("تلاجه بوش جديده", "no frost 2 باب", "Bosch")).toBe(15_000);
    expect(floor("تلاجه بوش ميني بار جديده", "", "Bosch")).toBeNull();
    expect(floor("غساله بوش 9 كيلو جديده", "", "Bosch")).toBe(15_000);
    expect(floor("غساله بوش 9 كيلو سيريز 6", "استعمال سنتين", "Bosch")).toBeNull();
    expect(floor("غساله ضغط بوش جديده", "", "Bosch")).toBeNull();
    expect(floor("تكييف دايكن 5 حصان كونسيلد", "دايكن كونسيلد 5 حصان انفرتر جديد", "Daikin")).toBe(25_000);
    expect(floor("تكييف كاريير 5 حصان انفرتر", "", "Carrier")).toBe(22_500);
    expect(floor("تكييف تورنيدو 3 حصان للمحلات", "تورنيدو سبليت 3 حصان", "Tornado")).toBe(10_000);
  });

  it("reads new and sealed in Latin letters, and a text opening with new alone, not like new", () => {
    expect(floor("iphone 17 pro 256 gdid")).toBe(50_000);
    expect(floor("iphone 17 pro 256", "mtbrshm")).toBe(50_000);
    expect(floor("iphone 17 pro 256 zay el gdid")).toBe(25_000);
    expect(floor("ايفون 15 برو", "زيرو، بيع مستعجل")).toBe(30_000);
    expect(floor("ايفون 15 برو", "زيرو خدوش، استعمال سنه")).toBe(15_000);
    expect(floor("ايفون 15 برو", "البطاريه جديده، الشاشه اصلي")).toBe(15_000);
  });

  it("judges the top OLED lines and 8K screens of 85 inches above their size's tier, and an iPad Pro of the M4 on", () => {
    const screens = "تليفزيونات وشاشات TVs and screens";
    expect(floor("شاشه LG OLED 77 بوصه G4", "", screens)).toBe(45_000);
    expect(floor("شاشه LG OLED 77 بوصه C4", "", screens)).toBe(30_000);
    expect(floor("سامسونج نيو QLED 85 بوصه 8K", "", screens)).toBe(50_000);
    expect(floor("سامسونج نيو QLED 75 بوصه 8K", "", screens)).toBe(30_000);
    expect(floor("ايباد برو M4 13 بوصه مع القلم")).toBe(24_000);
    expect(floor("ايباد برو M2 12.9")).toBe(12_000);
    expect(floor("ايباد برو M4 مع الكيبورد والقلم")).toBe(20_000);
    expect(floor("Apple Pencil Pro for iPad Pro M4")).toBeNull();
    expect(floor("كيبورد ايباد برو M4 ماجيك")).toBeNull();
    expect(floor("S pen for galaxy tab s10 ultra")).toBeNull();
  });

  it("judges a washer written with its dryer when new, not a half-automatic one, and an Oppo Find X in Arabic letters", () => {
    expect(floor("غساله LG 12 كيلو مع مجفف انفرتر", "زيرو، مسافره")).toBe(15_000);
    expect(floor("غساله LG 12 كيلو مع مجفف انفرتر", "استعمال سنتين")).toBeNull();
    expect(floor("غساله نص اوتوماتيك بمجفف جديده")).toBeNull();
    expect(floor("اوبو فايند X8 برو جديد", "", "Oppo")).toBe(24_000);
    expect(floor("اوبو فايند X8 برو", "", "Oppo")).toBe(12_000);
    expect(floor("oppo find x 8 pro")).toBe(12_000);
  });

  it("reads a laptop's graphics card in its text when its title names the line", () => {
    expect(floor("Dell XPS 15 OLED i9", "XPS 15 9530 i9 RTX 4070 OLED, like new")).toBe(24_000);
    expect(floor("Asus Zenbook Pro 14", "rtx 4080, 32 GB")).toBe(35_000);
    expect(floor("Dell XPS 15", "i7, 16 GB, GTX 1650")).toBe(3_500);
  });

  it("knows industry machines by their axes, make's origin, heads and year", () => {
    const machine = (name: string, description = "", family = "") => referenceFloor({ name, description, offer: "sale", family })?.floor ?? null;
    expect(machine("ماكينه CNC راوتر ٥ محاور ايطالي")).toBe(400_000);
    expect(machine("5 axis CNC machining centre")).toBe(400_000);
    expect(machine("راوتر CNC الماني لقص الخشب")).toBe(150_000);
    expect(machine("ماكينة CNC راوتر خشب", "راوتر CNC مقاس 130×250 سم")).toBeNull();
    expect(machine("Small CNC router 60x90")).toBeNull();
    expect(machine("ماكينه تطريز تاجيما ٦ روس")).toBe(250_000);
    expect(machine("Barudan 4 heads", "", "Textile machines embroidery")).toBe(250_000);
    expect(machine("ماكينه تطريز تاجيما ١٢ ابره", "راس واحده")).toBeNull();
    expect(machine("ماكينه تطريز برذر منزلي")).toBeNull();
    // A Chinese one of several heads: a lower floor (a used six-head asks under 200,000).
    expect(machine("ماكينه تطريز 6 رؤوس", "ماكينه تطريز صيني 6 راس 12 لون، شغاله")).toBe(100_000);
    expect(machine("فوركلفت تويوتا ٣ طن ٢٠٢٢")).toBe(300_000);
    expect(machine("Toyota fork lift 2.5 ton")).toBe(100_000);
  });

  it("knows a title naming its line's top version, as a whole word", () => {
    expect(namesTopVersion("مايكروسوفت سيرفس برو 9 i7")).toBe(true);
    expect(namesTopVersion("Steam Deck OLED")).toBe(true);
    expect(namesTopVersion("HP ProBook 450 G3")).toBe(false);
    expect(namesTopVersion("ميكروويف سامسونج")).toBe(false);
  });
});

describe("words that press a buyer to hurry", () => {
  it("finds bait's usual wording in both scripts, not an honest reason to sell", () => {
    expect(pressesToHurry("فرصة مش هتتكرر، بسعر لقطة")).toBe(true);
    expect(pressesToHurry("Urgent sale, owner travelling abroad")).toBe(true);
    expect(pressesToHurry("بيع سريع لظروف خاصة")).toBe(true);
    expect(pressesToHurry("مستعمل شغال تمام، السبب السفر.")).toBe(false);
    expect(pressesToHurry("حالة ممتازة، صيانات توكيل")).toBe(false);
  });
});

describe("a used item sold in a hurry", () => {
  it("reads that the ad's item is used, in either script", () => {
    expect(saysUsed("انتريه مستعمل 4 قطع\nقماش محتاج تنجيد، السعر لقطه")).toBe(true);
    expect(saysUsed("ثلاجه مستعمله 3 سنين")).toBe(true);
    expect(saysUsed("Used sofa, moving house, must go")).toBe(true);
    expect(saysUsed("ركنه جديده بالكرتونه، الحق العرض")).toBe(false);
  });
});
