import { describe, expect, it } from "vitest";
import { notAllowedFound, withoutProof } from "~/features/risk/not-allowed";
import { contactFindings } from "~/features/risk/signals";

// The families of items no ad may offer, and the sign a phone may be stolen, as people write them.

describe("items no ad may offer", () => {
  it.each([
    ["رخصة قيادة وبطاقة رقم قومي", ""],
    ["خدمات مرور", "بنطلع رخص قيادة من غير ما تروح المرور"],
    ["Fast service", "We issue a driving license without test in two days"],
    ["شنط لويس فيتون كوبي", ""],
    ["ساعات للبيع", "رولكس وكارتييه كوبي درجة اولى"],
    ["ايفون 15 برو ماكس", "هاي كوبي نسخة طبق الاصل"],
    ["Gucci bags", "mirror quality replica, all colours"],
    ["صاعق كهربا للدفاع عن النفس", ""],
    ["عدة", "مطاوي قرن غزال وسيوف"],
    ["ايفونات رخيصة", "ايكلاود مقفول، مش هينفع يتفتح"],
    ["iPhone 13 for parts", "icloud locked"],
    ["موبايل سامسونج", "الجهاز مسروق وعشان كده رخيص"],
    ["سامسونج A54 رخيص", "مقفول باسورد ومش عارف افتحه"],
    ["شهادات خبرة وشهادات صحية", ""],
    ["شهادات تخرج", "من غير حضور ولا امتحان"],
    ["ريسيفر مفتوح كل القنوات المشفرة", ""],
    ["ريسيفر جديد", "بسيرفر شير سنة"],
    ["شماريخ للماتشات والافراح", ""],
    ["جهاز تشويش على الشبكات", ""],
    ["خطوط متفعلة", "خطوط فودافون متسجلة باسامي ناس جاهزة"],
  ])("finds %s", (title, text) => {
    expect(notAllowedFound(title, text)).not.toBeNull();
  });

  it.each([
    ["ايفون 8 مستعمل 64 جيجا", "البطارية 76%، الشاشة اصلية، ايكلاود مفتوح باسمي."],
    ["ساعة رولكس اصلية", "اصلي مش كوبي، بالعلبة والضمان"],
    ["ماكينة تصوير كوبي كانون", "شغالة 24 ساعة من غير عطل"],
    ["صاعق حشرات كهربا", "بيقتل الناموس والدبان"],
    ["جهاز انذار ضد السرقة للعربية", "حساس ومعاه ريموتين"],
    ["تويوتا كورولا 2016", "رخصة سارية لحد 2027، فابريكا"],
    ["Rolex Submariner, not a replica", "Original papers and box."],
    ["كتاب قديم", "a signed copy of the first edition"],
    ["ريدمي نوت 12", "متعمله فورمات ومفيش عليه حساب جوجل"],
    ["كورس ICDL بشهادة معتمدة", "حضور اونلاين، الشهادة بعد الامتحان"],
    ["ريسيفر ستار سات", "بيجيب كل القنوات المفتوحة وفيه واي فاي"],
    ["سامسونج A15", "بيدعم 2 خط، الخط باسمي ويتنقل للمشتري"],
    ["صاروخ جرانيت ايطالي", "مكنة قطع رخام شغالة"],
  ])("leaves %s alone", (title, text) => {
    expect(notAllowedFound(title, text)).toBeNull();
  });
});

describe("an item offered with neither box nor invoice", () => {
  it("is found in both languages, not when only the box is missing", () => {
    expect(withoutProof("ايفون 14 برو من غير علبة ولا فاتورة، كسر زيرو")).toBe(true);
    expect(withoutProof("بدون العلبة وبدون الفاتورة")).toBe(true);
    expect(withoutProof("iPhone 13, no box no invoice")).toBe(true);
    expect(withoutProof("ايفون 11 من غير علبة، معاه الفاتورة")).toBe(false);
    expect(withoutProof("honor x7 بالكرتونة والفاتورة")).toBe(false);
  });
});

describe("a fee asked before the item is seen", () => {
  it.each([
    "العربية في الجمارك ومحتاج رسوم الافراج تتحول مقدما وتستلمها على بيتك",
    "ادفع 200 جنيه رسوم حجز فوري عشان نحجزلك القطعة",
    "لازم تدفع تامين جدية 5000 قبل المعاينة",
    "المعاينة بعد تحويل عمولة المكتب مقدما",
    "لازم تحجز بمقدم شهر تحويل قبل المعاينة",
    "الطلب بدفع 30% من الاوردر مقدم فوري وبعدين الشحن",
    "العربية في الجمرك ومحتاجة رسوم افراج 15 الف تحولهم",
    "لمعاينة الوحدة لازم تدفع رسوم معاينة 1000 جنيه",
  ])("is a payment outside Souq: %s", (text) => {
    expect(contactFindings(text)).toContain("payment");
  });

  it.each([
    "ايجار شهري والتامين شهرين، عمولة المكتب نص شهر تدفع عند التعاقد",
    "رسوم التوصيل على المشتري وتدفع عند الاستلام، تسليم فوري",
    "مقدم والباقي اقساط على 5 سنين",
    "شقة بالتقسيط، مقدم 20% والباقي على 5 سنين، تسليم فوري",
  ])("is not found in an honest ad: %s", (text) => {
    expect(contactFindings(text)).not.toContain("payment");
  });
});
