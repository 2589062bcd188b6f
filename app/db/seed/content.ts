// Editorial content: blog posts, safety tips, banners, bundles, services,
// links and the sample document. Everything in Arabic and English.
import type { AdKind } from "./catalog";
import type { BlogPostSummary, Service } from "~/lib/rows";

export interface SeedBlogPost extends Omit<BlogPostSummary, "image"> {
  /** Paragraphs separated by blank lines. */
  body: string;
  body_en: string;
  /** What the generated cover shows. */
  drawing: AdKind;
}

const paragraphs = (...items: string[]) => items.join("\n\n");

export const blogPosts: SeedBlogPost[] = [
  {
    id: 1,
    slug: "inspect-used-car-before-buying",
    title: "إزاي تفحص العربية المستعملة قبل ما تشتريها",
    title_en: "How to inspect a used car before you buy it",
    excerpt: "خطوات بسيطة تحميك من عربية مضروبة أو عداد متلاعب فيه: من الدهان والشاسيه لحد الكشف في مركز صيانة.",
    excerpt_en: "Simple steps that protect you from a crashed car or a rolled-back odometer: from paint and chassis to a workshop check.",
    body: paragraphs(
      "شراء عربية مستعملة قرار كبير، وأغلب المشاكل بتظهر بعد ما الفلوس تتدفع. عشان كده خصص وقت كافي للمعاينة، وروح بالنهار في مكان فيه إضاءة كويسة، ومتستعجلش حتى لو البائع قال إن فيه مشتري تاني مستني.",
      "ابدأ بالشكل الخارجي: بص على الدهان من زاوية جانبية، واختلاف درجة اللون بين الأبواب أو وجود رشة معناه إن العربية اتصلحت. افتح الكبوت وشنطة العربية وبص على الشاسيه والدعامات، أي لحام أو تعديل في الأماكن دي علامة على حادثة قوية.",
      "العداد لوحده مش دليل. قارن الكيلومترات بحالة الدواسات والدريكسيون والكراسي، واطلب فواتير الصيانة من التوكيل أو المركز. لو الكيلومترات قليلة والعربية باين عليها الاستهلاك، اسأل واطلب تفسير.",
      "في الآخر، اعمل كشف في مركز صيانة معتمد أو مع ميكانيكي تثق فيه، واتأكد إن الرخصة سارية وإن العربية مفيش عليها مخالفات أو حظر بيع في المرور. ومتدفعش أي عربون قبل ما تخلص كل الخطوات دي.",
    ),
    body_en: paragraphs(
      "Buying a used car is a big decision, and most problems show up after the money has changed hands. Give the inspection enough time, go in daylight somewhere well lit, and do not rush even if the seller says another buyer is waiting.",
      "Start with the body: look at the paint from a low angle. Different shades between doors or overspray mean the car has been repaired. Open the bonnet and the boot and look at the chassis rails and mounts; welding or changes there point to a serious accident.",
      "The odometer alone proves nothing. Compare the mileage with the wear on the pedals, steering wheel and seats, and ask for service invoices from the dealer or workshop. If the mileage is low but the car looks tired, ask for an explanation.",
      "Finally, have the car checked at an approved service centre or by a mechanic you trust, and make sure the licence is valid and there are no fines or sale bans on it at the traffic department. Do not pay any deposit before all of these steps are done.",
    ),
    published_at: "2026-01-12 09:00:00",
    drawing: "car",
  },
  {
    id: 2,
    slug: "safe-deal-guide",
    title: "دليلك لصفقة آمنة: نصائح قبل ما تقابل البائع",
    title_en: "Your guide to a safe deal: tips before you meet the seller",
    excerpt: "أغلب عمليات النصب بتبدأ بطلب تحويل فلوس أو مقابلة في مكان معزول. اعرف العلامات وإزاي تحمي نفسك.",
    excerpt_en: "Most scams start with a request to transfer money or to meet somewhere isolated. Learn the signs and how to protect yourself.",
    body: paragraphs(
      "سوق مكان بيجمع آلاف البائعين والمشترين كل يوم، وأغلبهم ناس محترمة. لكن زي أي سوق، فيه قلة بتحاول تستغل الاستعجال أو الثقة الزيادة، وعشان كده لازم تعرف القواعد الأساسية.",
      "أول قاعدة: متدفعش أي مبلغ مقدمًا، لا عربون ولا مصاريف شحن، قبل ما تشوف السلعة بعينك. البائع اللي بيصر على التحويل قبل المعاينة غالبًا مش ناوي يسلمك حاجة.",
      "تاني قاعدة: المقابلة تكون في مكان عام ومزدحم، زي مول أو قدام بنك أو في محطة بنزين كبيرة، وخد معاك حد تثق فيه، خصوصًا لو السلعة غالية أو هتدفع كاش.",
      "وأخيرًا، لو حسيت إن فيه حاجة غلط، زي سعر أقل بكتير من السوق أو بائع رافض يتكلم في التليفون، بلغ عن الإعلان من زرار الإبلاغ، وفريق المراجعة هيتابع.",
    ),
    body_en: paragraphs(
      "Souq brings together thousands of sellers and buyers every day, and most of them are honest people. But like any market, a few try to exploit haste or too much trust, so it pays to know the basic rules.",
      "Rule one: never pay anything in advance, neither a deposit nor shipping fees, before you have seen the item with your own eyes. A seller who insists on a transfer before you inspect the item most likely has no intention of delivering.",
      "Rule two: meet in a busy public place such as a mall, in front of a bank or at a large petrol station, and bring someone you trust, especially if the item is expensive or you are paying cash.",
      "Finally, if something feels wrong, like a price far below the market or a seller who refuses to talk on the phone, report the ad with the report button and the moderation team will follow up.",
    ),
    published_at: "2026-02-03 10:30:00",
    drawing: "phone",
  },
  {
    id: 3,
    slug: "write-an-ad-that-sells",
    title: "إزاي تكتب إعلان يبيع بسرعة",
    title_en: "How to write an ad that sells fast",
    excerpt: "عنوان واضح، صور حقيقية، وسعر منطقي: الحاجات اللي بتفرق فعلًا في عدد المكالمات اللي بتجيلك.",
    excerpt_en: "A clear title, real photos and a sensible price: what actually changes how many calls you get.",
    body: paragraphs(
      'المشتري بيقرر في ثواني يفتح إعلانك ولا يعدي. عشان كده العنوان لازم يقول الحاجة الأهم: النوع والموديل والسنة أو المساحة والمنطقة، من غير كلام زيادة زي "فرصة" و"لقطة".',
      "الصور هي نص الإعلان. صور بالنهار، من كل الجهات، ومن غير فلاتر. لو فيه عيب صوره ووضحه، لأن المشتري هيكتشفه في المعاينة وساعتها هتخسر ثقته.",
      'اكتب في الوصف التفاصيل اللي الناس بتسأل عليها: الحالة، سبب البيع، الضمان، وطريقة الدفع. وحط سعر قريب من السوق، واختار "قابل للتفاوض" لو عندك مرونة.',
      "ولو عايز إعلانك يفضل في أول الصفحة، جرب باقات الإعلان المميز: إعلانك يظهر قبل الإعلانات العادية في القسم والبحث طول مدة الباقة.",
    ),
    body_en: paragraphs(
      'A buyer decides in seconds whether to open your ad or scroll past it. So the title must state what matters most: the type, model and year, or the area and district, without filler words like "bargain" or "deal".',
      "Photos are half the ad. Take them in daylight, from every side, without filters. If there is a defect, photograph it and mention it, because the buyer will find it at the viewing and you will lose their trust.",
      'In the description, answer the questions people always ask: condition, reason for selling, warranty and payment method. Set a price close to the market, and tick "negotiable" if you have room.',
      "If you want your ad to stay at the top of the page, try the featured-ad bundles: your ad appears before regular ads in its category and in search for as long as the bundle lasts.",
    ),
    published_at: "2026-03-08 12:00:00",
    drawing: "tablet",
  },
  {
    id: 4,
    slug: "before-signing-a-lease",
    title: "قبل ما تمضي عقد الإيجار: حاجات لازم تتأكد منها",
    title_en: "Before you sign a lease: what to check first",
    excerpt: "من ملكية الشقة لعدادات الكهرباء والمية: قائمة مراجعة تحميك من مشاكل السنة الأولى.",
    excerpt_en: "From who owns the flat to the electricity and water meters: a checklist that saves you first-year trouble.",
    body: paragraphs(
      "أول حاجة اتأكد إن اللي بيأجرلك هو المالك أو معاه توكيل رسمي بالإيجار. اطلب تشوف عقد الملكية أو عقد الشراء، وقارن الاسم بالبطاقة.",
      "اتفق على مدة العقد والزيادة السنوية كتابة، ووضح مين بيدفع الصيانة والعدادات ومصاريف العمارة. اكتب حالة الشقة والأجهزة الموجودة في ملحق مع صور، عشان التأمين يرجعلك كامل في الآخر.",
      "افحص الكهرباء والسباكة وضغط المية، وجرب التكييفات والسخان لو موجودين. وشوف العدادات: كارت ولا قراءة، وهل عليها متأخرات.",
      "ومتدفعش مقدم أو تأمين قبل ما تستلم نسخة من العقد موقعة من الطرفين، واحتفظ بإيصال لكل مبلغ.",
    ),
    body_en: paragraphs(
      "First make sure the person renting to you is the owner or holds a formal power of attorney to lease. Ask to see the title deed or purchase contract and compare the name with their ID card.",
      "Agree the lease term and the yearly increase in writing, and state who pays for maintenance, meters and building fees. Record the flat's condition and the appliances in an annex with photos, so your deposit comes back in full at the end.",
      "Check the wiring, plumbing and water pressure, and try the air conditioners and water heater if there are any. Look at the meters: prepaid card or reading, and whether there are arrears on them.",
      "Do not pay rent in advance or a deposit before you receive a copy of the lease signed by both parties, and keep a receipt for every payment.",
    ),
    published_at: "2026-04-19 08:45:00",
    drawing: "apartment-rent",
  },
  {
    id: 5,
    slug: "used-phone-checklist",
    title: "شراء موبايل مستعمل: قائمة الفحص الكاملة",
    title_en: "Buying a used phone: the complete checklist",
    excerpt: "البطارية، الشاشة، البصمة، والحساب: اعرف إزاي تتأكد إن الموبايل سليم ومش مسروق.",
    excerpt_en: "Battery, screen, fingerprint and account: how to make sure a phone works and is not stolen.",
    body: paragraphs(
      "قبل أي حاجة، اتأكد إن الموبايل مش مقفول على حساب آي كلاود أو جوجل، واطلب من البائع يعمل ضبط مصنع قدامك. الموبايل المقفول على حساب مش هتعرف تستخدمه مهما كان سعره قليل.",
      "اسأل عن صحة البطارية ونسبتها في الإعدادات، وجرب الشحن بالشاحن بتاعك. افحص الشاشة بخلفية بيضا وسودا عشان تكتشف أي بقع أو خطوط، وجرب اللمس في كل الأركان.",
      "جرب الكاميرات الأمامية والخلفية، والسماعات والميكروفون بمكالمة، والبصمة أو بصمة الوش، وشريحة الاتصال والواي فاي. وقارن رقم الـ IMEI على العلبة بالموجود في الجهاز.",
      "واطلب فاتورة الشراء لو موجودة، خصوصًا في الموبايلات الغالية. البائع الجاد مش هيمانع إنك تفحص براحتك.",
    ),
    body_en: paragraphs(
      "Before anything else, make sure the phone is not locked to an iCloud or Google account, and ask the seller to factory-reset it in front of you. A phone locked to an account is useless however cheap it is.",
      "Ask about the battery health in the settings, and try charging with your own charger. Check the screen on white and black backgrounds to spot marks or lines, and test touch in every corner.",
      "Try the front and rear cameras, the speakers and microphone with a call, the fingerprint or face unlock, the SIM and Wi-Fi. Compare the IMEI on the box with the one in the phone.",
      "Ask for the purchase invoice if there is one, especially for expensive phones. A serious seller will not mind you taking your time.",
    ),
    published_at: "2026-06-02 14:15:00",
    drawing: "phone",
  },
  {
    id: 6,
    slug: "choosing-damietta-furniture",
    title: "أثاث دمياط: إزاي تختار غرفة نوم تعيش معاك",
    title_en: "Damietta furniture: choosing a bedroom that lasts",
    excerpt: "الخشب الزان ولا الأرو؟ الكونتر ولا الـ MDF؟ دليل سريع قبل ما تنزل المعارض.",
    excerpt_en: "Beech or ash? Plywood or MDF? A quick guide before you visit the showrooms.",
    body: paragraphs(
      "دمياط من أشهر مدن صناعة الأثاث في الشرق الأوسط، والمعارض فيها بتقدم كل الأذواق والأسعار. لكن الفرق الحقيقي بيكون في الخامة اللي مش باينة في الصور.",
      "الخشب الزان الطبيعي أتقل وأمتن ومناسب للكلاسيك، والأرو أشيك في المودرن. اسأل على ضهر الدولاب والأدراج: الكونتر أحسن من الـ MDF في تحمل الرطوبة.",
      "افتح الأدراج واقفلها، وشوف المفصلات والمجاري، وبص على الدهان في الأركان. الدهان البولي يوريثان بيستحمل أكتر من الدهان العادي.",
      "واتفق على ميعاد التسليم والنقل والتركيب كتابة، واسأل عن الضمان على الخشب والإكسسوار. كتير من التجار على سوق بيوفروا توصيل لكل المحافظات.",
    ),
    body_en: paragraphs(
      "Damietta is one of the best-known furniture towns in the Middle East, and its showrooms cover every taste and budget. The real difference, though, is in materials you cannot see in photos.",
      "Solid beech is heavier and sturdier and suits classic styles; ash looks smarter in modern designs. Ask about the wardrobe back and the drawers: plywood handles humidity better than MDF.",
      "Open and close the drawers, check the hinges and runners, and look at the finish in the corners. Polyurethane finishes wear better than ordinary lacquer.",
      "Agree the delivery date, transport and assembly in writing, and ask about the warranty on wood and fittings. Many traders on Souq deliver to every governorate.",
    ),
    published_at: "2026-07-21 11:00:00",
    drawing: "bedroom",
  },
  {
    id: 7,
    slug: "featured-ads-bundles",
    title: "الإعلانات المميزة: إمتى تستاهل وإزاي تختار الباقة",
    title_en: "Featured ads: when they are worth it and which bundle to pick",
    excerpt: "٧ أيام ولا شهر كامل؟ إزاي تحسب الباقة المناسبة حسب نوع السلعة والموسم.",
    excerpt_en: "Seven days or a whole month? How to choose the right bundle for your item and the season.",
    body: paragraphs(
      "الإعلان المميز بيظهر قبل الإعلانات العادية في القسم ونتايج البحث، وبياخد علامة مميزة. ده بيفرق جدًا في الأقسام المزدحمة زي العربيات والموبايلات.",
      "لو بتبيع حاجة سعرها متوسط وعليها طلب عالي، باقة ٧ أيام غالبًا كفاية. أما العقارات والمعدات اللي المشتري بياخد وقت يقرر فيها، فباقة ٣٠ يوم بتكون أوفر.",
      "الدفع بالكارت أو المحفظة الإلكترونية، والباقة بتبدأ أول ما الدفع يتأكد. ولو إعلانك لسه تحت المراجعة، الميزة بتشتغل بعد الموافقة عليه.",
      "نصيحتنا: حسن الصور والعنوان الأول، وبعدين ميز الإعلان. التمييز بيجيب مشاهدات، لكن الإعلان الكويس هو اللي بيحولها لمكالمات.",
    ),
    body_en: paragraphs(
      "A featured ad appears before regular ads in its category and in search results, and carries a badge. That makes a big difference in busy sections like cars and phones.",
      "If you are selling a mid-priced item in high demand, a 7-day bundle is usually enough. For property and equipment, where buyers take time to decide, the 30-day bundle is better value.",
      "You pay by card or mobile wallet, and the bundle starts as soon as payment is confirmed. If your ad is still under review, the feature starts once it is approved.",
      "Our advice: improve the photos and the title first, then feature the ad. Featuring brings views, but a good ad is what turns them into calls.",
    ),
    published_at: "2026-09-05 09:30:00",
    drawing: "tv",
  },
  {
    id: 8,
    slug: "buying-a-generator-for-your-factory",
    title: "شراء مولد كهرباء لمصنعك: دليل القدرة والتشغيل",
    title_en: "Buying a generator for your factory: sizing and running it",
    excerpt: "إزاي تحسب القدرة بالكيلو فولت أمبير، وتفرق بين المولد الجديد والمستعمل، وتتأكد من ساعات التشغيل.",
    excerpt_en: "How to size it in kVA, tell a good used unit from a tired one, and verify the running hours.",
    body: paragraphs(
      "ابدأ بحساب الأحمال: اجمع قدرة الماكينات اللي لازم تشتغل وقت انقطاع الكهرباء، وزود عليها هامش ٢٥٪ لتيار البدء في المواتير. النتيجة بالكيلو وات، وحولها لكيلو فولت أمبير بقسمتها على معامل القدرة (غالبًا ٠٫٨).",
      "في المستعمل، ساعات التشغيل أهم من سنة الصنع. اطلب تشوف عداد الساعات وسجل الصيانة، وشغل المولد على حمل حقيقي مش على الفاضي، ولاحظ الدخان ودرجة الحرارة وثبات الفولت.",
      "الماركات المعروفة زي بيركنز وكومنز قطع غيارها متوفرة في مصر، وده بيقلل وقت التوقف. المولدات الصيني أرخص لكن اسأل على التوكيل والضمان.",
      "وأخيرًا، خلي فني متخصص يعاين لوحة التحويل الأوتوماتيك (ATS) والتوصيلات، واتفق على النقل والتركيب والتشغيل التجريبي قبل الدفع.",
    ),
    body_en: paragraphs(
      "Start with the loads: add up the power of every machine that must keep running during an outage, and add a 25% margin for motor starting current. That gives kilowatts; divide by the power factor (usually 0.8) to get kVA.",
      "For used units, running hours matter more than the year of manufacture. Ask to see the hour meter and the service log, run the generator under a real load rather than idle, and watch the smoke, temperature and voltage stability.",
      "Well-known makes like Perkins and Cummins have spare parts readily available in Egypt, which cuts downtime. Chinese generators are cheaper, but ask about the dealer and warranty.",
      "Finally, have a specialist inspect the automatic transfer switch (ATS) and the wiring, and agree transport, installation and a test run before paying.",
    ),
    published_at: "2026-10-27 13:00:00",
    drawing: "generator",
  },
];

export interface SeedSafetyTip {
  id: number;
  title: string;
  title_en: string;
  sort: number;
}

export const safetyTips: SeedSafetyTip[] = [
  { id: 1, title: "قابل البائع في مكان عام ومزدحم", title_en: "Meet the seller in a busy public place", sort: 1 },
  { id: 2, title: "خد معاك حد تثق فيه وقت المعاينة", title_en: "Bring someone you trust to the viewing", sort: 2 },
  { id: 3, title: "افحص السلعة كويس قبل ما تشتري", title_en: "Inspect the item carefully before you buy", sort: 3 },
  { id: 4, title: "متدفعش أي فلوس مقدمًا قبل ما تستلم", title_en: "Never pay in advance before you receive the item", sort: 4 },
  { id: 5, title: "اتأكد إن الأوراق والملكية باسم البائع", title_en: "Check that the papers and ownership are in the seller's name", sort: 5 },
  { id: 6, title: "متشاركش بيانات الكارت أو أكواد التحقق مع حد", title_en: "Never share your card details or verification codes with anyone", sort: 6 },
];

export interface SeedBanner {
  id: number;
  title: string;
  title_en: string;
  /** R2 key of the generated image. */
  image: string;
  link: string;
  sort: number;
  /** What the generated image shows. */
  drawing: AdKind;
}

export const banners: SeedBanner[] = [
  {
    id: 1,
    title: "عربيتك الجاية على سوق: آلاف السيارات الجديدة والمستعملة",
    title_en: "Your next car is on Souq: thousands of new and used cars",
    image: "seed/banners/1.webp",
    link: "/categories/vehicles",
    sort: 1,
    drawing: "car",
  },
  {
    id: 2,
    title: "شقق للبيع والإيجار في كل المحافظات",
    title_en: "Apartments for sale and rent in every governorate",
    image: "seed/banners/2.webp",
    link: "/categories/real-estate",
    sort: 2,
    drawing: "apartment-sale",
  },
  {
    id: 3,
    title: "موبايلات وإلكترونيات بأحسن الأسعار",
    title_en: "Phones and electronics at the best prices",
    image: "seed/banners/3.webp",
    link: "/categories/mobiles-electronics",
    sort: 3,
    drawing: "phone",
  },
];

export interface SeedBundle {
  id: number;
  name: string;
  name_en: string;
  days: number;
  price: number;
  sort: number;
}

export const bundles: SeedBundle[] = [
  { id: 1, name: "باقة ٣ أيام", name_en: "3-day boost", days: 3, price: 25, sort: 1 },
  { id: 2, name: "باقة أسبوع مميز", name_en: "Featured week", days: 7, price: 50, sort: 2 },
  { id: 3, name: "باقة ١٥ يوم", name_en: "15-day feature", days: 15, price: 90, sort: 3 },
  { id: 4, name: "باقة شهر مميز", name_en: "Featured month", days: 30, price: 150, sort: 4 },
];

export interface SeedService extends Service {
  sort: number;
}

export const services: SeedService[] = [
  {
    id: 1,
    title: "إعلانات مجانية",
    title_en: "Free ads",
    body: "انشر إعلانك مجانًا في دقايق، بالصور والموقع على الخريطة، ووصل لمشترين في كل المحافظات.",
    body_en: "Post your ad for free in minutes, with photos and a map location, and reach buyers in every governorate.",
    icon: "megaphone",
    sort: 1,
  },
  {
    id: 2,
    title: "إعلانات مميزة",
    title_en: "Featured ads",
    body: "خلي إعلانك يظهر في أول القسم ونتايج البحث بباقات تبدأ من ٣ أيام.",
    body_en: "Put your ad at the top of its category and of search results with bundles from 3 days.",
    icon: "star",
    sort: 2,
  },
  {
    id: 3,
    title: "صفحة لكل تاجر",
    title_en: "A page for every trader",
    body: "صفحة تعريفية لمعرضك أو شركتك فيها نبذة وأرقام التواصل وكل إعلاناتك، مع علامة التوثيق للتجار الموثقين.",
    body_en: "A profile page for your showroom or company with an introduction, contact numbers and all your ads, with a badge for verified traders.",
    icon: "store",
    sort: 3,
  },
  {
    id: 4,
    title: "مراجعة كل إعلان",
    title_en: "Every ad reviewed",
    body: "فريق المراجعة بيراجع الإعلانات الجديدة والمعدلة قبل نشرها، وبيتابع البلاغات أول بأول.",
    body_en: "Our moderators review new and edited ads before they go live, and follow up every report.",
    icon: "shield-check",
    sort: 4,
  },
  {
    id: 5,
    title: "بحث حسب المنطقة",
    title_en: "Search by area",
    body: "دور في محافظتك أو منطقتك بالظبط، وشوف مكان السلعة على الخريطة قبل ما تتحرك.",
    body_en: "Search your own governorate or district, and see where the item is on the map before you set off.",
    icon: "map-pin",
    sort: 5,
  },
  {
    id: 6,
    title: "دعم فني",
    title_en: "Support",
    body: "فريق الدعم متاح بالتليفون والواتساب والبريد الإلكتروني طول أيام الأسبوع.",
    body_en: "Our support team is available by phone, WhatsApp and e-mail every day of the week.",
    icon: "headset",
    sort: 6,
  },
];

export interface SeedLink {
  id: number;
  label: string;
  label_en: string;
  url: string;
  icon: string;
  sort: number;
}

export const links: SeedLink[] = [
  { id: 1, label: "فيسبوك", label_en: "Facebook", url: "https://www.facebook.com/souq.example", icon: "facebook", sort: 1 },
  { id: 2, label: "واتساب", label_en: "WhatsApp", url: "https://wa.me/201000000000", icon: "whatsapp", sort: 2 },
  { id: 3, label: "اتصل بنا", label_en: "Call us", url: "tel:+201000000000", icon: "phone", sort: 3 },
  { id: 4, label: "البريد الإلكتروني", label_en: "E-mail", url: "mailto:support@souq.example", icon: "mail", sort: 4 },
  { id: 5, label: "إنستجرام", label_en: "Instagram", url: "https://www.instagram.com/souq.example", icon: "instagram", sort: 5 },
  { id: 6, label: "يوتيوب", label_en: "YouTube", url: "https://www.youtube.com/@souq.example", icon: "youtube", sort: 6 },
];

export interface SeedDocument {
  id: number;
  title: string;
  title_en: string;
  created_at: string;
  pages: number;
}

export const documents: SeedDocument[] = [
  {
    id: 1,
    title: "دليل البيع والشراء الآمن على سوق",
    title_en: "The Souq guide to safe buying and selling",
    created_at: "2026-05-10 10:00:00",
    pages: 6,
  },
];

/** The R2 key of a document page image (1-based page). */
export const documentPageKey = (documentId: number, page: number) => `seed/docs/${documentId}/page-${page}.webp`;
/** What pdf_imgs.file_url stores: the public path the Worker serves R2 objects at. */
export const documentPageUrl = (documentId: number, page: number) => `/media/${documentPageKey(documentId, page)}`;
export const blogImageKey = (slug: string) => `seed/blog/${slug}.webp`;
