// What a message says that the person receiving it should be warned about:
// the ways buyers and sellers on Egyptian classifieds lose money or their
// accounts before they ever see the item. A pure function over the text, run
// once when the message is sent; the reasons are stored with the message and
// shown to its receiver beside it (the message itself is always delivered).
//
//   payment   a deposit (عربون, 3arboon), an advance (مقدم, mo2adam, تحت الحساب), a fee
//             (customs, clearance, the airport or the port put on the buyer, shipping,
//             booking, "confirming" or insuring the deal, a video, photos or a video
//             call of the item) or a courier or "the company" paid before meeting, money "to hold
//             it for you", with the item "held" until it comes, or "before we meet",
//             part of the price now and the rest later, top-up credit or gift cards,
//             or money by a wallet or transfer (Vodafone Cash, InstaPay, Fawry, Orange,
//             Etisalat or WE Cash, Western Union, a bank account, "this account",
//             PayPal, crypto) before meeting, to a seller (or a landlord's rent)
//             abroad, from a writer who "cannot meet", or "and I'll ship it", the
//             postage "and I'll send it", through an escrow, a "safe middleman" or
//             "Souq's guarantee", an agency's commission before the viewing, a fee
//             for the ad, credit topped up for the writer, an app to install to be
//             paid or a remote-access one, the code the buyer's bank or wallet
//             sent or is about to send (or the number in its text message), a photo
//             of their card or its details, a wallet's PIN or their own password,
//             a page or QR code to pay on or to type details into named before its
//             address comes, money "sent by mistake" or "extra" to give back,
//             part of the price now under pressure ("and it's yours"), money
//             transferred "before I come", or a fee to
//             release money said to be held, pending or frozen; to a seller, money
//             said to be sent (a screenshot, "it shows in 24 hours", an envelope or cheque
//             with the courier) with the item asked
//             now, the buyer's own courier collecting before the money, Souq said to hold
//             the money, or a fee for money to reach them (a buyer refusing or disliking
//             a deposit or sending money first, or saying others ask one and "I don't
//             deal that way" with nothing asked of its own, asking whether they may pay by wallet,
//             how long a transfer takes or when or to whom a down payment is paid, or
//             offering one at the viewing, the contract, the lawyer's or the notary,
//             "in front of you" or against a receipt written there, a transfer
//             the buyer makes after signing, receiving, seeing or fitting (also with part in
//             cash "and the rest" so), one paid in person (together at the bank, to a
//             courier who waits), and a licence's or ownership's transfer, are
//             not warned about);
//   link      an address outside Souq (a "payment" or "shipping" page);
//   elsewhere moving the talk to WhatsApp, Telegram, Messenger or a phone
//             number ("كلمني على", a number written out in either digits, with
//             spaces or dots inside, or in words: "صفر واحد صفر…", "zero one…", also
//             in hundreds and tens: "صفر مية وخمسه…"),
//             not an app named only to refuse it ("مش بتعامل بالواتساب");
//   impostor  a writer who claims to be Souq's support, a courier company, a bank
//             or a wallet, asks to "verify the account", announces a prize, or asks
//             for a photo of the receiver's national ID or its number (not a copy
//             "without the ID number", nor the ID shown or written at the sale).
//
// Each family is read in Arabic script, English and Franco-Arabic (digits for
// letters: 7awel, ab3at, 3arboon, el code elly gelak, beyanat el visa).
//
// The text is compared in the form search uses (normalizeForSearch: Arabic
// letters folded, Arabic-Indic digits as Latin, the article dropped, Latin
// lower case), so فودافون and ڤودافون, العربون and عربون, ٠١٠ and 010 meet.
// The measured figures (share of scams flagged and of ordinary messages
// flagged) come from tests/unit/scam-check.test.ts over a labelled set.
import { telegramAlternatives } from "~/lib/messenger-names";
import { normalizeForSearch, toLatinDigits } from "~/lib/normalize";

export const SCAM_REASONS = ["payment", "link", "elsewhere", "impostor"] as const;
export type ScamReason = (typeof SCAM_REASONS)[number];

// A deposit: always a warning sign in a first conversation.
const DEPOSIT = /عربون|3a?rbo+u?n|\bdeposit/;
// …unless the writer refuses to pay one ("انا مش بدفع عربون قبل ما اشوف", "I never pay a deposit", "مش بحب العربون").
const NO_DEPOSIT =
  /(?:مش بحب|مابحبش|مبحبش|مش بتاع|مش بتعامل ب|مابتعاملش ب|مش مع|ضد|مش مقتنع ب)(?: \S+)? عربون|\b(?:don t|do not|never) (?:like|do|believe in|deal (?:in|with)|accept) (?:a |any )?deposits?\b|\b(?:mesh|mosh) (?:ba7eb+|bheb+|bat3amel b) ?(?:el ?)?3a?rbo+u?n|\b(?:mab7ebsh|mba7ebsh|mabat3amelsh) (?:b ?)?(?:el ?)?3a?rbo+u?n|(?:مفيش|بدون|من غير|بلاش|مش محتاج|مش عايز) (?:\S+ )?عربون|\b(?:no|without(?: a| any)?) deposits?\b|\bma?f[ie]+sh (?:ay+ |aii? )?3a?rbo+u?n|عربون (?:\S+ ){0,2}(?:مش (?:هدفع|بدفع|هحول|بحول)|مابدفعش|مبدفعش|لا)(?= )|\b3a?rbo+u?n (?:\S+ ){0,2}(?:la2|(?:mesh|mosh) (?:hadfa3|badfa3|ha7awel)|mabadfa3sh)\b|\b(?:mabadfa3sh|mbadfa3sh|mesh badfa3|mosh badfa3|mesh hadfa3|mosh hadfa3|bdo+n|bedo+n|men gh?ei?r|men 8ei?r|bala(?:sh)?) (?:\S+ )?3a?rbo+u?n|(?:مش|لا|مابدفعش|مبدفعش) (?:\S+ )?(?:بدفع|هدفع|ادفع|دافع|حدفع|بحول|هحول|احول) (?:\S+ )?(?:عربون|مقدم)|\b(?:won t|will not|don t|do not|never) (?:pay|send) (?:a |any )?deposits?/;
// …or says others ask for one, or that they do not deal that way ("ناس بتطلب عربون قبل المعاينه وانا مش بتعامل كده", "some
// sellers ask for deposits, I don't do that", "nas bte2lob 3arboon w ana mesh bat3amel keda"): read only with no amount,
// wallet or demand in the message, so a seller's "مش بتعامل كده، لازم عربون 500" is still an advance.
const OTHERS_DEPOSIT =
  /(?:^| )(?:ناس|بعض|البعض|كتير|حد|ناس كتير|بياعين|تجار|نصابين)(?: \S+){0,2} (?:بتطلب|بيطلبوا|بيطلب|طالبين|طلبوا|طلب|يطلبوا|بياخدوا|بتاخد|بيقولوا|عايزين)\S*(?: \S+){0,2} (?:عربون|مقدم)(?= )|(?:^| )(?:مش|ما) ?(?:بتعامل|هتعامل|بشتغل|بحب|هعمل|بعمل)(?:ش)? (?:كده|بالطريقه دي|بالشكل ده|بنظام ده|بنظام عربون|بعربون)(?= )|(?:^| )(?:مبتعاملش|مابتعاملش|مبعملش|مابعملش|مبحبش|مابحبش) (?:كده|بالطريقه دي|بالشكل ده|بعربون)(?= )|\b(?:people|some sellers|sellers|others|some people|many)(?: \S+){0,2} (?:ask|asking|asked|want|demand|take)\S*(?: \S+){0,2} (?:deposits?|advance)\b|\bi (?:don t|do not|never|won t) (?:do|work|deal(?: like)?) (?:that|this|it that way|like that)\b|\b(?:nas|nass|ness|ba3d|naas)(?: \S+){0,2} (?:bte?2?lob|bet2?olob|byotlobo|bye?2?lobo|bt?e?tlob)\S*(?: \S+){0,2} (?:el ?)?(?:3a?rbo+u?n|mo2a?dd?am)\b|\b(?:mesh|mosh|ma) ?(?:bat3amel|hat3amel|ba3mel|ba7eb)(?:sh)? (?:keda|kda|b ?el ?tare2a di|b ?3a?rbo+u?n)\b|\b(?:mabat3amelsh|mbat3amelsh|mab3melsh|mba3melsh) (?:keda|kda)\b/;
// …or asks about one without asking for it ("فيه عربون؟", "is there a deposit for the rental flat?", "el 3arboon 3ala meen?").
const DEPOSIT_QUESTION = /(?:^| )(?:هل )?(?:فيه|في) (?:\S+ )?عربون(?= )|\bis there (?:a |any )?deposit\b|\b(?:fe|fi|feeh|feh) 3a?rbo+u?n\b/;
// An advance: a warning sign only together with a request to pay or a wallet ("المقدم كام" about a flat's instalments is a question).
const ADVANCE = /مقدم|تحت حساب|\bta7t (?:el ?)?7e?sa+b\b|\bon account\b|\bmo2a?dd?am|\bmu2a?dd?am|in advance|advance payment|\bupfront|\bup front/;
// A question about the advance ("مقدم الشقه بيتدفع امتى؟", "el mo2adam kam?") asks, it does not demand.
const ASKS_ABOUT = /(?:^| )(?:امتي|امته|كام|ازاي|مين|اعرف|هل)(?= )|\b(?:when|how much|how|who|emta|emteh|ezay|meen|kam|a3raf)\b/;
// Asking how or to whom a payment goes, in the passive ("المقدم بيندفع للمطور ولا ليك؟", "is the deposit paid to you or the
// agency?"): the writer asks about it, nobody is told to pay.
const PASSIVE_PAY =
  /(?:^| )(?:بيندفع|بيتدفع|يندفع|يتدفع|هيندفع|هيتدفع|بيتحول|هيتحول|يتحول|بيروح|هيروح)(?= )|\b(?:is|are|gets?|will be|should be) (?:paid|transferred|sent)\b|\b(?:bi|be|b|ha|hay)?(?:ye|yet|yt|yen|ten|te)(?:def[ae]3|df[ae]3|dafa3|7awel)\b/g;
const TO_WHOM =
  /(?:^| )(?:لمين|ولا ليك|ولا لك|ولا ليكم|ولا لحضرتك|ولا لل\S+)(?= )|\bto (?:whom|who)\b|\bor (?:to )?(?:you|the)\b|\bl ?meen\b|\bwala (?:leek|lek|lel|lek enta)\b/;
function asksWhereItIsPaid(words: string, raw: string): boolean {
  return new RegExp(PASSIVE_PAY.source).test(words) && (/[?؟]/.test(raw) || TO_WHOM.test(words));
}
// A deposit or payment made at the contract, the lawyer's or the notary's ("نكتب العقد عند محامي وادفع العربون هناك",
// "I'll pay the deposit at the lawyer's office", "nedfa3 el 3arboon 3and el mo7amy"): paid in person, at the signing.
const SIGNING_PLACE =
  "(?:(?:عند|في|ف|قدام|مع|وقت|ساعه|يوم|لما) (?:ما )?(?:مكتب |كتابه |كتب |امضاء |توقيع |مضي |نكتب |نمضي |نوقع |هنكتب |هنمضي )?(?:محامي|موثق|شهر عقاري|توثيق|عقد|توقيع|امضاء|كاتب عدل)\\S*|\\b(?:at|in front of|with|on|when we sign) (?:the |my |your |a |our )?(?:lawyer|attorney|notary|registry|signing|contract)\\b|\\b(?:3and|3nd|fel|fe el|fi el|ma3|wa2t|yom|odam|2odam) (?:el ?)?(?:mo7amy|mo7ami|mohamy|m7amy|mowase2|mowa[st]heq|shahr el 3a2ary|shahr 3a2ary|tawthee?[2q]|3a2d|tawke3|emda2)\\b)";
const PAID_OR_DEPOSIT =
  "(?:\\S*دفع\\S*|\\S*حول\\S*|عربون|مقدم|\\b(?:pay|paying|paid|deposit|down payment)\\b|\\b\\S*d[ae]?fa?3\\S*|\\b\\S*7a?w+[ei]*l\\S*|\\b3a?rbo+u?n\\b|\\bmo2a?dd?am\\b)";
const PAID_AT_SIGNING = new RegExp(
  `(?:^| )${PAID_OR_DEPOSIT} (?:\\S+ ){0,3}(?:هناك|ساعتها|وقتها|\\bthere\\b|\\bhe?n[ae]+k\\b|\\bsa3et(?:ha|ho)\\b|\\bwa2t(?:ha|aha)\\b|${SIGNING_PLACE})(?= )|${SIGNING_PLACE} (?:\\S+ ){0,4}(?:و|\\band |\\bw ?)?${PAID_OR_DEPOSIT}(?= )`,
);
// …but not with money now or first, or without the two meeting: "حول العربون دلوقتي وبعدين نكتب العقد عند المحامي",
// "ادفع العربون عند المحامي بتاعي من غير ما نتقابل".
const NOW =
  /(?:^| )(?:دلوقتي|دلوقت|حالا|الحين)(?= )|\b(?:now|right away|today first|delwa2ty|delwa2ti|dlw2ty|7alan|halan)\b|(?:من غير|بدون|مش محتاج|مش لازم) (?:ما )?(?:نتقابل|اشوفك|تشوفني|نتلاقي|تيجي|اجي)(?= )|\bwithout (?:us |you |me )?(?:meeting|seeing|coming)\b|\bno need to (?:meet|come)\b|\b(?:men gh?ei?r|bdo+n|bedo+n|mesh lazem) (?:ma )?(?:net2abel|net2abl|ashoofak|tegy|agy)\b/;
// Instalments: an advance with the rest paid monthly is how flats and cars are financed ("ادفع مقدم والباقي شهري؟").
const INSTALMENTS = /تقسيط|قسط|اقساط|شهري|\bta2see?t\b|\ba2sa+t\b|\binstal+ments?\b|\bmonthly\b/;
// Needing, wanting or requiring: "محتاج مقدم عشان اشحنها", "lazem mo2adam".
const NEED = /(?:^| )(?:محتاج|محتاجه|عايز|عايزه|عاوز|لازم|مطلوب)(?= )|\b(?:need|needs|must|required?|me?7ta[gj]a?|3a[yw]e?ze?a?|lazem)\b/;
// In English "in advance" is money before the item whatever follows ("i need 20% in advance to reserve").
const ADVANCE_EN = /\b(?:in advance|upfront|up front|advance payment)\b/;
// Franco spellings vary by letter: 7awel, 7awwel, ta7weel, t7weel, et7awel; edfa3, tedfa3, dafa3; ab3at, eb3at.
const PAY =
  /حول|تحويل|دفع|ابعت|تبعت|(?:^| )(?:هات|حط)(?= )|\b7ot+\b|\bhatl[iy]\b|\bpay\b|\bsend\b|\btransfer|\bwire\b|\b(?:ta|t|e?t|y|ye|n|te|ha|ba|h|b|tet|yet|hayet|hatet|bet|byet)?7a?w+[ei]*l|\bhaw+el|\b(?:e|te|t|y|ye)?d[ae]?fa?3|\b(?:2?[ae]|te?|ye?)b3a?t|\bpaid\b/;
const MONEY =
  /فلوس|تمن|ثمن|مبلغ|جنيه|\bmoney\b|\begp\b|\bgneh|\bginih|\bpounds?\b|\bflo+s\b|\bfe?lo+s\b|\bfulus\b|\bmablag?h?\b|\bpayment\b|\b(?:full |total |the )amount\b/;
// Money asked as a fee before the item comes: customs, release from the port, shipping, transport.
const FEES =
  /(?:مصاريف|رسوم) (?:\S+ )?(?:جمارك|جمرك|افراج|شحنه|بوليصه)|(?:مصاريف|رسوم) (?:شحن|نقل|تخليص|توصيل)|\bcustoms\b|\b(?:shipping|delivery|release|courier|clearance|transfer) fees?\b|\bclearance\b|\b(?:rosoo?m|rsoo?m|masa?ree?f|masarif) (?:el ?)?(?:sha7n|shahn|shan|gamarek|gomrok|na2l|tawseel|[ei]fra+g|ta5lee?s|takhlee?s)\b/;
// "Are customs paid?": a question about the item's state, not a request to pay.
// …or said paid already, by the writer or before ("رسوم الافراج دفعتها انا", "el gamarek etdafa3et").
const PAID_STATE =
  /\b(?:is|are|was|were|already|been|fully|customs) paid\b|\b(?:is|are|was|were) (?:they|it|the \S+) paid\b|(?:^| )(?:دفعتها|دفعته|دفعتهم|اتدفعت|اتدفع|اتدفعوا|مدفوعه|مدفوع)(?= )|\b(?:dafa3tha|dafa3to|dafa3tohom|etdafa3et|etdafa3|etdaf3o|madfoo3a?)\b/g;
// Customs or the port holding the item, and an amount needed to release it: "محجوزه في الجمارك وعايزه 2000 جنيه".
const HELD_AT_CUSTOMS =
  /(?:محجوز|محجوزه|واقف|واقفه|متحجز|متحجزه|مستني|مستنيه) (?:\S+ ){0,2}(?:جمارك|جمرك|ميناء)|(?:^| )(?:في|ف) (?:جمارك|جمرك|ميناء)(?= )|\b(?:customs|port) (?:\S+ )?(?:holding|held|has|have|stopped|seized)\b|\b(?:fel|fi el|fe el|f el|fl) (?:gamarek|gomrok|mina)\b|\b[ei]fra+g\b|افراج|تخليص|\b(?:held|stuck|waiting|is|are) (?:\S+ ){0,2}(?:at|in) (?:the )?(?:customs|port)\b|\brelease\b|\bclearance\b/;
// Customs, the airport or the port, and the receiver told to pay there ("الجمارك ١٥٠٠ لازم تدفعها انت قبل ما يطلع من المطار",
// "you have to pay the airport clearance 2000 first"): the item is "abroad" and never comes.
const CUSTOMS_PLACE =
  /جمارك|جمرك|مطار|ميناء|تخليص|افراج|\bcustoms\b|\bairport\b|\bport\b|\bclearance\b|\bgamarek\b|\bgomrok\b|\bmatar\b|\bmina\b|\b[ei]fra+g\b/;
const YOU_PAY =
  /(?:^| )(?:لازم|محتاج|مطلوب|عايز|عاوز|محتاجين)(?: \S+){0,2} (?:تدفع|تحول|تبعت|تسدد|تدفعي|تحولي)\S*(?= )|(?:^| )(?:تدفع|تحول|تسدد)\S* (?:\S+ )?(?:انت|انتي|حضرتك)(?= )|(?:^| )(?:علي|على) (?:حسابك|حساب حضرتك)(?= )|\byou (?:have to|must|need to|ll have to|will have to|should|ll need to|will need to) (?:pay|transfer|send|cover)\b|\b(?:lazem|me?7tag|3ayez) (?:\S+ )?(?:tedfa3|t7awel|te7awel|tdfa3)\S*|\btedfa3\S* (?:enta|enty|inta|into)\b|\b3ala 7esabak\b|(?:^| )و?(?:ادفع|حول|سدد)(?:ها|هم|ه)(?= )|\b(?:edfa3|7awel)(?:ha|hom)\b/;
// A fee for a video, photos or a video call of the item ("عشان ابعتلك فيديو المعاينه لازم ١٠٠ جنيه رسوم", "video call costs 50"):
// a seller sends them for nothing.
const MEDIA = "(?:فيديو\\S*|صور\\S*|كول|لايف|\\bvideos?|\\bvid\\b|\\bphotos?|\\bpictures?|\\bpics?\\b|\\bcall\\b|\\blive\\b|\\bf[ie]?d[iy]?o\\b|\\bso?wa?r\\b)";
const MEDIA_FEE = new RegExp(
  `${MEDIA}(?: \\S+){0,5} (?:رسوم|مصاريف|تمنه|تمنها|مقابل|بفلوس|\\bfees?\\b|\\bcharges?\\b|\\bcosts?\\b|\\brosoo?m\\b|\\bmasa?ree?f\\b)|(?:رسوم|مصاريف|\\bfees?\\b|\\bcharges?\\b|\\brosoo?m\\b|\\bmasa?ree?f\\b)(?: \\S+){0,3} ${MEDIA}|(?:عشان|علشان|\\bto\\b|\\bfor\\b|\\b3a?shan\\b) (?:ابعت|اصور|اعمل|اوريك|اعملك|\\bsend|\\bmake|\\bdo\\b|\\bshow|\\bab3at|\\basawar|\\ba3mel)\\S*(?: \\S+){0,3} ${MEDIA}(?: \\S+){0,4} (?:لازم|محتاج|عايز|ادفع|حول|تدفع|تحول|\\bneed|\\bpay|\\btransfer|\\blazem|\\bedfa3|\\b7awel|\\btedfa3)|${MEDIA}(?: \\S+)? (?:ب|\\bb|\\bfor) \\d{2,4}(?! (?:الف|مليون|\\balf\\b|\\bthousand\\b|\\bk\\b))`,
);
// A courier company named as the one asking ("ارامكس محتاجه رسوم 150 جنيه").
const COURIER_COMPANY = /ارامكس|بوسطه|\baramex|\bbosta|\bdhl\b|\bfedex|\bsmsa\b|\bmylerz/;
const FEE_WORD = /رسوم|مصاريف|تامين|عموله|\bfees?\b|\bcharges?\b|\binsurance\b|\bcommission\b|\brosoo?m|\bmasa?ree?f|\bta2mee?n|\b3omola\b/;
// A flat's rent, its insurance or its keys: what a landlord "abroad" asks to be wired before anyone sees the flat.
const RENT_MONEY = /ايجار|تامين|مفتاح|\brent\b|\bkeys?\b|\begar\b|\bi?ygar\b|\bta2mee?n\b|\bmofta7\b/;
// A plain order to pay ("ادفع", "pay the…", "7awel"), not a question about paying.
const PAY_ORDER = /(?:^| )(?:ادفع|حول|ابعت)(?= )|\bpay (?:the|a|your|me|my)\b|\b(?:edfa3|7awel|ab3at)\b/;
const NEEDS_AMOUNT =
  /(?:محتاج|محتاجه|محتاجين|عايز|عايزه|عايزين|عاوز|عاوزه|عاوزين) (?:\S+ ){0,2}\d{2,}|\b(?:need|needs|require|requires|wants?) (?:\S+ ){0,2}\d{2,}|\b(?:3a[yw]e?ze?a?|me?7ta[gj]a?|lazem) (?:\S+ ){0,2}\d{2,}|(?:^| )\d{2,} (?:\S+ )?(?:needed|required)\b/;
// A fee for holding, confirming or insuring the deal: no honest seller charges one before the buyer has seen the item.
const HOLD_FEE =
  /(?:مصاريف|رسوم|تامين) (?:\S+ )?(?:حجز|تاكيد|ضمان|تامين|تفعيل|توثيق|تحقق|جديه)|\b(?:booking|reservation|holding|hold|confirmation|verification|activation|insurance|processing|handling|security) (?:fee|charge|deposit)s?\b|\b(?:rosoo?m|rsoo?m|masa?ree?f) (?:el ?)?(?:7agz|ta2keed|ta2kid|ta2meen)/;
// A fee to view the place or the item ("رسوم معاينه 300 قبل ما ادخلك الشقه", "viewing fee"): nobody charges to be shown a
// thing for sale; a buyer paying a mechanic's check is a "فحص", not this.
const VIEWING_FEE =
  /(?:رسوم|مصاريف|فلوس|تمن) (?:\S+ )?(?:معاينه|زياره|فرجه|دخول|مشاهده)(?= )|\b(?:viewing|showing|visit|visiting|viewing access) (?:fee|charge)s?\b|\b(?:fee|charge)s? (?:for|to) (?:the )?(?:viewing|visit|view|see|enter)\b|\b(?:rosoo?m|rsoo?m|masa?ree?f|felo+s) (?:el ?)?(?:mo3a[yi]n[ae]|mo3aina|zeyara|zyara)\b/;
// Before the two meet: "قبل الشحن", "before we meet". Money asked for then is an advance.
const BEFORE_MEETING =
  /قبل (?:شحن|معاينه|مقابله|استلام|ما (?:اشحن|تيجي|تشوف|نتقابل|تعاين|تستلم|ابعت|ادخلك|اوريك|اوريهالك|افرجك|تدخل))(?= )|\bbefore (?:we meet|shipping|i ship|(?:the )?viewing|you (?:see|come|view)|delivery|i show you|showing)\b|\b(?:2abl|abl|qabl) (?:ma )?(?:el ?)?(?:ne?t2abel|net2abl|tshoof|teshoof|a4ra7|ashhan|ash7an|mo3a[yi]na|mo3ayn[ae]|estelam|sha7n|shahn|tegy|teegy|tigi|te3ayen|[ae]?war+[ei]+k|a?da5lak|adakhlak)\b|\bbefore (?:you |the )?(?:view|viewing|inspection|pickup|pick up|meeting)\b/;
// Asking for money: "I need from you", or an amount with its unit ("محتاج منك 150 ج", "250 egp").
const ASKS_MONEY = /(?:محتاج|عايز|عاوز|هاخد) منك|\bi need (?:from you|you to pay)|(?:^| )\d+ (?:ج|جنيه|الف|le|egp|pounds?|\$)(?= )/;
// Money "to see you are serious": the seriousness, not the buyer's own ("انا مشتري جاد").
const SERIOUS = /انك جاد|جديتك|جديه|\byou(?: re| are) serious\b|\byour seriousness\b|\benak gad\b|\bgeddeya/;
// Holding, booking the item ("احجز", "e7gez", "محجوزه لحد ما تبعت"): by wallet, that is a deposit.
const HOLD = /احجز|حجز|محجوز|متحجز|\b[ae]7gez|\bte7gez|\bma7go+z|\breserve\b|\bhold\b/;
// …but the writer asking the receiver to hold it for them is a buyer's offer ("لو حولت 500 تحجزهالي؟").
const HOLD_FOR_ME =
  /تحجز(?:ه|ها|هو)?(?:ا|و)?لي|تحجزهالي|تحجزهولي|تشيل(?:ه|ها)?(?:ا|و)?لي|\b(?:hold|reserve|keep) (?:it|them|the \S+) for me\b|\bte?7gez(?:ha|ho)?l[iy]\b/;
// Holding the item for the receiver ("احجزلك", "اشيلهالك", "hold it for you"): paid for, it is an advance.
const HOLD_FOR_YOU =
  /احجز(?:ه|ها|هو)?(?:ا|و)?لك|احجزهالك|احجزهولك|اشيل(?:ه|ها)?(?:ا|و)?لك|\b(?:hold|reserve|keep) (?:it|them|the \S+) for you\b|\ba7gez(?:ha|ho)?(?:la|le)?k\b/;
// A card's code as the payment: top-up, Fawry, Google Play, iTunes or gift cards bought for the seller.
const CARD =
  /(?:كارت|كروت) (?:فكه|شحن|جوجل|فوري|ايتونز|ستيم|بلاي)|جوجل بلاي|\bgoogle play\b|\bgift ?cards?\b|\bitunes\b|\bsteam cards?\b|\b(?:top ?up|recharge) cards?\b|\b(?:kart|kroot|korot|card) (?:fakka|fak+a|shahn|sha7n|google play|itunes)/;
// …but a prepaid electricity or water meter is "عداد كارت شحن", not a card bought for anyone.
const METER = /عداد|كهربا|\bmeter\b|\b3add?ad\b/;
// A courier who brings the item once the money is sent: the buyer never meets the seller.
const COURIER = /مندوب|\bmand[ou]+b|\bcourier\b|شركه شحن|\bsherk[ae]t (?:el ?)?sha[7h]?n|\bshipping company\b/;
const WALLET =
  /فودا ?فون|فوادفون|فوداڤون|ڤودافون|vodafone|\bvf cash|\b(?:3la|3ala|3al|on|via|by|to) vf\b|\bvoda cash|انستا ?باي|انستاپاي|\binsta ?pay|ا?ور[اي]?نج ?كاش|\boran?ge? ?(?:cash|money)|(?:^| )(?:علي|على|ع) كاش(?= )|\b(?:3al|3ala el|3la el) ?cash\b|\bmeeza\b|\bwepay\b|\bvia we ?pay\b|\b(?:cib|qnb|nbe|hsbc|adib|ahly|banque misr) (?:account|acc|7e?sa+b)\b|وي كاش|\bwe ?cash\b|اتصالات ?كاش|\betisalat ?cash|وي باي|بفوري|(?:علي|على|ع) فوري|فوري (?:باي|كود)|كود فوري|\bfawry|محفظه|\bwallet|\bma[7h]fa[zd]a|رصيد|\bra?se?e?d\b|حساب بنكي|حساب\S* (?:\S+ )?(?:في |ب)?بنك(?= )|رقم حساب|ايبان|\biban\b|\baccount (?:number|(?:at|in|with) (?:the )?bank)\b|تحويل بنكي|حواله بنكيه|\bbank (?:account|transfer)|\b7e?sa+b (?:el ?)?ban?k|\b(?:ra2?m|rakam) (?:el ?)?7e?sa+b\b|\bwire transfer|\bmoneygram|\bpay ?pal\b|باي ?بال|بي ?بال|\bbitcoin|بيتكوين|\busdt\b|\bcrypto|كريبتو|\bbinance|بينانس/;
// Western Union has no honest use between two people in one city.
const ABROAD = /ويسترن|وسترن|western union/;
// Paying at the meeting is what the safety tips ask for: a wallet named with it is not an advance.
const AT_HANDOVER =
  /(?:عند|وقت|ساعه|لما) (?:استلام|معاينه|استلم|اعاين|اشوف|توصل|يوصل|وصول|نتقابل|مقابله|اجي|اجيلك|نتلاقي)|(?:عند|وقت|ساعه|يوم) (?:بيع|تسليم|مبايعه|توكيل)(?= )|(?:^| )و?احنا (?:في|عند|مع|سوا)(?= )|\bwhile we(?: re| are)\b|\bon (?:pickup|delivery|arrival|receipt)\b|\bwhen (?:it|they) (?:arrives?|comes?)\b|\bat pickup\b|بعد ما (?:اشوف|اعاين|استلم|نتقابل|اجرب)(?= )(?! (?:\S+ )?(?:فلوس|مبلغ|تحويل|عربون|مقدم)(?= ))|وانا عندك|\bafter i (?:see|check|inspect|try)|\bwhen (?:i (?:see|pick|collect|come)|we (?:meet|sign))|(?:نتقابل|نروح|سوا|مع بعض) (?:\S+ ){0,2}(?:في|عند) بنك(?= )|\b(?:meet|together|go) (?:\S+ ){0,2}at the bank\b|\b(?:in person|at the meeting|on meeting)\b|\blama (?:a3ayen|astlem|astalem|ashoof|ashof|net2abel|net2abl|ageelak|agy|tewsal|yewsal)|(?:عند|وقت|مع|ساعه|يوم) (?:(?:كتابه |كتب |امضاء |توقيع |مضي )?عقد|توقيع|امضاء)(?= )|(?:نكتب|هنكتب|نمضي|نوقع) (?:\S+ )?عقد(?= )|\b(?:sign|signing|nekteb|nemdy) (?:the |el ?)?(?:contract|3a2d)\b|\b(?:3and|ma3|wa2t|yom) (?:ketabet |emda2 |tawke3 )?(?:el ?)?3a2d\b|\b(?:at|with|on) (?:the )?(?:signing|contract)\b|(?:^| )(?:في|ف|عند|قدام) (?:مكتب )?(?:شهر عقاري|توثيق|موظف|محامي)(?= )|\b(?:at|in front of) (?:the )?(?:notary|registry|clerk|lawyer)\b|\b(?:fel|fe el|fi el|3and el|2odam el|odam el) ?(?:shahr el 3a2ary|shahr 3a2ary|mowazaf|mo7amy)\b|(?:كاش|فلوس) (?:\S+ ){0,2}(?:في|ف) (?:ايده|ايدك|ايدي)(?= )|\bcash in (?:hand|his hand|your hand)\b|(?:^| )(?:عند|علي|على) باب(?= )|\bat the door\b|\bcash on delivery\b|(?:^| )(?:قدامك|قدامكم|قدام عينك|قدام عينيك|قدام حضرتك|ايد بايد|ايد في ايد|وش لوش)(?= )|\b(?:in front of (?:you|your eyes)|face to face|hand to hand)\b|\b(?:2?odd?am|2oddam)(?:ak|ek|kom|ko)\b|\b(?:2?odd?am|2oddam) (?:3e?ne?k|3enek|3eneek)\b|\b(?:eed|id) b ?(?:eed|id)\b|\b(?:wa2t|3and|3nd|sa3et|yom) (?:el ?)?(?:estelam|estlam|tasleem|tasl?eem|mo3a[yi]n[ae]|mo3aina|m[eo]2abla)\b|\b(?:w ?a?e?7na|we ?7na|sawa|ma3 ba3d|together) (?:\S+ ){0,2}(?:fe|fi|f|3and|3nd|at) (?:el |the )?bank\b|\b(?:fe|fi|3and|at) (?:el |the )?bank (?:sawa|ma3 ba3d|together)\b|(?:^| )(?:في|ف|عند) بنك (?:\S+ ){0,2}و?(?:احنا|كلنا) (?:\S+ )?(?:اتنين|تنين|موجودين|سوا|مع بعض)(?= )|(?:^| )و?احنا (?:ال)?(?:اتنين|تنين) (?:موجودين|حاضرين|سوا|مع بعض)(?= )|\b(?:both of us|we(?: re| are)? both) (?:\S+ )?(?:there|present|at the bank)\b|\b(?:w ?)?(?:e7na|we7na) (?:el ?)?(?:etneen|2etneen|tneen) (?:mawgoo?deen|7adreen|sawa|ma3 ba3d)\b/;
// A receipt written at the payment ("هدفع العربون وناخد ايصال", "I'll pay the deposit against a signed receipt"): with the
// writer paying and no wallet, paid in person. (A receipt or screenshot sent for money sent is no meeting: the writer
// must be the one paying, and no wallet be named.)
const RECEIPT =
  /(?:^| )(?:ب|و?ناخد|و?ناخذ|و?تاخد|و?اخد|و?اكتبلك|و?تكتبلي|و?تديني|و?اديك|و?نكتب|مقابل) ?(?:ايصال|وصل|ايصال استلام|وصل امانه)(?= )|\b(?:with|against|for|get|take|sign|write|give you) (?:a |the )?(?:signed |written |proper )?receipt\b|\b(?:w ?)?(?:nakhod|nekteb|takhod|to?kteb+ly|ma2abel|b) ?(?:e?esal|2esal|esal|wasl|wasl amana)\b/;
// The buyer asking whether they may pay by a wallet ("ممكن ادفع فودافون كاش؟", "do you accept InstaPay?"): a question, not a request.
const MAY_I_PAY =
  /(?:ممكن|ينفع|هل ينفع|اقدر|تقبل|بتقبل|بتاخد) (?:\S+ )?(?:ادفع|احول|دفع)\S*(?= )|(?:^| )لو (?:انا )?(?:هدفع|ادفع|دفعت|هحول|احول|حولت|حدفع)\S* (?:\S+ ){0,3}(?:ينفع|يمشي|ماشي|مقبول|تقبل|بتقبل|يناسبك)(?= )|\b(?:law|lw) (?:ana )?(?:hadfa3|adfa3|dafa3t|ha7awel|a7awel|7awelt)\S* (?:\S+ ){0,3}(?:yenfa3|ynfa3|yemshy|yemshi|mashy|mashi|ok)\b|\bif i pay (?:\S+ ){0,4}(?:ok|okay|fine|alright|all right|work|do)\b|\b(?:momken|mumkin|mom?ken|yenfa3|ynfa3|a2dar) (?:\S+ )?(?:adfa3|a7awel|a7wel|a7awl|ab3at)\S*|(?:^| )(?:تحويل|دفع)\S* (?:\S+ ){0,2}(?:بياخد|بيستغرق|بيقعد|بيوصل امتي|بيتعلق|بيعلق|بيتاخر)(?= )|\bhow long (?:does|do|will) (?:the |a |an )?(?:bank )?(?:transfer|payment|instapay)\b|\b(?:can|may|could) i pay\b|\b(?:is|are) (?:\S+ ){0,3}(?:ok|okay|fine|possible|accepted|acceptable)\b|\bpayment methods?\b|(?:^| )(?:دفع|تحويل) (?:\S+ ){0,3}(?:ينفع|يمشي|متاح|مقبول)(?= )|\b(?:daf3|ta7weel) (?:\S+ ){0,3}(?:yenfa3|yemshy|yemshi|ok)\b|\bwho (?:pays|will pay|should pay)\b|(?:^| )مين (?:هيدفع|يدفع|بيدفع)(?= )|\bmeen (?:hayedfa3|yedfa3|beyedfa3)\b|\bdo you (?:accept|take)\b|(?:^| )(?:دفع|daf3|payment) (?:هيكون |هيبقي )?(?:كاش|نقدي|cash|kash)(?: \S+){0,2} (?:ولا|او|wala|walla|aw|or)(?= )/;
// "…and the rest at the handover": the handover then covers only the rest, and what comes before it is an advance.
const THE_REST =
  / باقي(?= )|(?:^| )(?:وال|ال|و)?نص (?:ال)?تاني(?= )|\bthe (?:rest|other half|remaining|remainder|balance)\b|\band (?:the other )?half\b|\b(?:w?el|we|w) ?ba2[iy]\b|\b(?:w?el|we|w) ?no?ss? (?:el ?)?tany\b/;
// Part of the price now and the rest later ("ادفع نص المبلغ والنص التاني لما يوصلك", "pay half now"): an advance, unless the
// writer is the one offering to pay it ("ادفعلك نص دلوقتي والباقي لما استلم؟", "hadfa3 nos").
const PART =
  /(?:^| )(?:نص|ربع|تلت|ثلث|نسبه|جزء(?: من)?) (?:مبلغ|تمن|ثمن|فلوس|حساب|سعر)(?= )|(?:^| )\d{1,2} ?(?:%|في ميه|في الميه|بالميه)|\b(?:half|a quarter|a third|part) (?:of )?(?:the )?(?:price|amount|money|payment|now|upfront|in advance)\b|\b\d{1,2} ?(?:%|percent)|\b(?:nos|nus|noss|rob3|telt|goz2 men) (?:el ?)?(?:mablagh|mablag|taman|tamn|flos|felos|fulus|se3r|si3r)\b/;
const WRITER_PAYS =
  /(?:^| )[وف]?(?:ادفعلك|احولك|احوللك|هدفع|هحول|حدفع|حاحول|هدفعلك|هحولك|هبعتلك فلوس|ندفع)\S*(?= )|\b(?:hadfa3|ha7awel|badfa3|ba7awel|hab3atlak el flos|adfa3lak|a7awellak|a7awlak)|\bi(?: ll| will| can| could| d)? (?:pay|transfer|send)\b/;
// Money sent to "this account" ("7awel 3ala el 7esab da", "transfer to my account"): a wallet or bank named another way.
// ("الشحن على حسابي", shipping at the writer's expense, names no destination: "حساب" there is the cost.)
const TO_ACCOUNT =
  /\b(?:3ala|3al|3la|fe|fi|on|to|into|in) (?:el |my |this |the |our )?(?:7esab|7saab|account|acc)(?:y|i|ee)?\b|(?:علي|على|ع|في) (?:حساب|رقم) (?:ده|دا|دي|بتاعي)(?= )|(?:^| )(?:حول|حولي|حوللي|حولهم|حولها|حوله|ابعت|ابعتهم|نزل)\S* (?:\S+ )?(?:(?:علي|على|ع|في) )?ل?حساب(?= )/;
// A go-between said to hold the money until the buyer has the item: Souq's "guarantee", an escrow account, a "safe
// middleman" ("حول لحساب الضمان وهما يسلموك الفلوس", "pay the escrow", "7awel 3ala el wasit"). Souq holds no money, and
// no such service stands between two people: the money goes to the writer.
const ESCROW =
  /ضمان (?:سوق|موقع|منصه)(?= )|(?:^| )دفع (?:امن|مضمون)(?= )|\bsafe payment (?:app|service|site|link|page)\b|(?:^| )(?:ل|لل)?(?:حساب|خدمه|لينك|رابط) (?:\S+ )?(?:ضمان|وسيط)(?= )|وسيط (?:امن|مضمون|ضامن|دفع|مالي)(?= )|(?:^| )(?:ل|لل)?وسيط (?:\S+ )?(?:يستلم|هيستلم|يحول|هيحول|يسلم|هيسلم|ماسك|يمسك|هيمسك)\S*(?= )|\bescrow\b|\bmiddle ?man (?:service|account|site|app|company)\b|\bthird[ -]party (?:payment|account|service)\b|\b(?:buyer|payment) protection\b|\bsouq (?:guarantee|protect|protection|safe ?pay|secure ?pay|safe|secure)\b|\bwa?see?t (?:amin|ameen|mad?moo?n)\b|\b(?:7esab|khedmet|link) (?:el ?)?(?:daman|wasee?t|wasit)\b|\b(?:3ala|3al|3la|lel|le) (?:el ?)?(?:wasee?t|wasit)\b/;
// The writer saying the two cannot meet ("مش هقدر اقابلك", "I can't meet"): money asked then goes before the item.
const NO_MEET =
  /(?:مش هقدر|مش هينفع|مينفعش|مقدرش|مش هعرف|صعب) (?:\S+ )?(?:اقابلك|نتقابل|اجيلك|تيجي|اشوفك|نتلاقي)\S*(?= )|\b(?:can t|cannot|won t be able to|unable to|not able to) (?:\S+ )?(?:meet|see you|come)\b|\b(?:mesh ha2dar|mesh hayenfa3|mayenfa3sh|ma2darsh|mesh ha3raf) (?:\S+ )?(?:a2ablak|net2abel|ageelak|tegy|ashoofak)\b/;
// Paying the shipping asked with "and I'll send it" ("ادفع الشحن بس وانا ابعتهالك"): the postage goes first; paid to the
// courier who brings it, it is paid on delivery.
const PAY_SHIPPING =
  /(?:^| )(?:ادفع|حول|ابعت|ادفعلي|حوللي|ابعتلي)\S* (?:\S+ )?(?:شحن|مصاريف|رسوم|بوسطه)(?= )|\b(?:pay|send|transfer) (?:me )?(?:for )?(?:the )?(?:shipping|delivery|postage)\b|\b(?:edfa3|e?dfa3ly|7awel|ab3at|ab3atly) (?:el ?)?(?:sha7n|shahn|masareef|masaref|rosoom)\b/;
// The seller abroad, travelling or in the army, the item sent once the money comes ("ana mosafer, 7awel el flos").
const AWAY =
  /مسافر|(?:برا|بره|خارج|مش في) مصر|(?:انا|احنا|شغال|مقيم|عايش|مسافر|ساكن) (?:\S+ )?(?:في|ف) (?:خليج|سعوديه|كويت|دبي|امارات|قطر|غربه)(?= )|\b(?:ana|e7na|sha3'?al|shaghal|3ayesh|sakn?en?) (?:\S+ )?(?:fel|fi|fe|f) ?(?:khalee?g|sa3oudeya|saudi|kuwait|dubai|emirates|qatar|ghorba)\b|\b(?:i am|i m|i work|i live|based|working|living) (?:\S+ )?in (?:the gulf|saudi(?: arabia)?|kuwait|dubai|the emirates|uae|qatar)\b|في (?:الجيش|جيش)(?= )|\bm[eo]?sa+fe?r\b|\bbar+a masr\b|\bfel gaysh\b|\b(?:abroad|overseas|travell?ing|out of (?:the )?country|outside egypt|in the army)\b/;
// "…and I'll ship it", "وانا ابعتلك": the item comes after the money, the buyer never meets the seller.
const SHIP_AFTER =
  /(?:و ?ان?ا |و )?(?:ابعتهالك|ابعتهولك|اشحنهالك|اشحنهولك|اشحنلك|هشحن|ابعتلك|هبعتلك)(?= )|\bi ?(?:ll|will) (?:ship|send|deliver|post)\b|\b(?:w )?(?:ana )?h?(?:ab3atlak|ab3atholak|ab3athalak|ash7anlak|ash7anhalak|ash7an)\b|\bh?a?ba?3a?t (?:el ?)?(?:7aga|bda3a|shohna|order)\b|\bh?aba3?tlak\b|\bi ?(?:ll|will) (?:arrange|organi[sz]e|book) (?:the )?(?:delivery|shipping|courier)\b/;
// A transfer of a car's licence or a flat's ownership is not money sent: "the licence transfer fees are on you?".
const OWNERSHIP =
  /نقل (?:ملكيه|رخصه|عداد)|\b(?:licen[cs]e|ownership|registration|title|plates?) transfers?\b|\btransfers? (?:of )?(?:the )?(?:licen[cs]e|ownership|registration|title|car|flat)\b|\bna2l (?:el ?)?(?:rokhsa|melkeya|melkeyya|3addad)\b/g;
// Money said to come back after the delivery or the viewing ("تأمين ٨٠٠ يترد لك بعد الاستلام، حوله", "refunded after
// delivery", "beyerga3lak ba3d el estelam"): it is paid before, and it does not come back.
const REFUNDED_AFTER =
  /(?:^| )(?:ه|بي|ح)?(?:يترد|يرجع|تترد|ترجع|نرجع|ارجع|برجع|هرجع|هنرجع)(?:لك|ه|ها|هولك|هالك)?(?:\S+)? (?:\S+ ){0,3}بعد (?:ما )?(?:استلام|تستلم|توصل|يوصل|توصيل|تسليم|معاينه|تشوف|تعاين)\S*(?= )|\b(?:refund(?:ed|able)?|returned|paid back|give it back|get it back|comes? back)\b(?: \S+){0,3} (?:after|on|upon) (?:the )?(?:delivery|receipt|receiving|pickup|viewing|you (?:receive|get|see))\b|\b(?:h|ha|b|be|bi)?(?:yetrad|yerga3|tetrad|terga3|harag+a3)\S* (?:\S+ ){0,3}ba3d (?:ma )?(?:el ?)?(?:estelam|estlam|testlem|tewsal|yewsal|tasleem|mo3a[yi]n[ae])\b/;
// A courier or "the company" named as the one asking a fee: "شركه الشحن محتاجه 300 جنيه تأمين", "el sherka 3ayza rosoom 300".
const ANY_COMPANY = /(?:^| )شركه(?= )|\bsherk[ae]\b/;
// The writer refusing to send money first: "مش هحول حاجه قبل ما اشوف", "I don't send money before viewing".
const REFUSES =
  /(?:^| )(?:مش|مش هقدر|مابحبش|لا) (?:\S+ )?(?:هحول|بحول|احول|هدفع|بدفع|ادفع)(?= )|(?:^| )(?:مابحولش|مبحولش|مابدفعش|مبدفعش|مش هحول|مش هدفع)(?= )|\b(?:don t|do not|won t|will not|never|not going to) (?:\S+ )?(?:pay|transfer|wire|send (?:any )?(?:money|payment|a deposit|deposits))\b|\bno (?:money|payment|transfer)s? (?:before|until|first)\b|\b(?:mesh|mosh|ma) (?:ha7awel|ba7awel|hadfa3|badfa3)\b|\b(?:mabadfa3sh|maba7awelsh|mab7awelsh)\b/;
// "حوّل الفلوس الأول", "pay first".
const PAY_FIRST =
  /(?:حول|دفع|ادفع|تدفع)\S* (?:\S+ ){0,4}اول(?= )(?! كل(?= ))|\b(?:pay|transfer|send) (?:\S+ ){0,5}first\b|\b(?:ta|t|e?t)?7a?w+[ei]*l\S* (?:\S+ ){0,3}(?:el ?)?aw+e?l\b|\b(?:e|te|t)?d[ae]?fa?3\S* (?:\S+ ){0,3}(?:el ?)?aw+e?l\b|\b(?:2?[ae]|te?|ye?)b3a?t\S* (?:\S+ ){0,3}(?:el ?)?aw+e?l\b/;
// A page to pay on, named but not written ("هبعتلك لينك شحن تدفع فيه رسوم التوصيل", "ادفع الشحن من اللينك اللي هيفتحلك"):
// the address comes later. A QR code to scan and pay, or a courier company's "link", is the same page.
const PAY_LINK =
  /(?:اضغط|دوس|افتح|ادخل|\bclick|\bpress|\btap|\bhit\b|\bopen|\bfollow\b|\be?do+s\b|\b[ei]?dgh?[ao]t\b|\b[ei]?d8[ao]t\b|\be?fta7\b|\be?ftah\b|\bo?dkhol\b|\bo?d5ol\b|\b[ei]?d5[ao]l\b|\bda5al\b)(?: \S+){0,3} (?:لينك|رابط|\bl[iey]?nk\b)(?: \S+){0,6} (?:استلام|\S*ستلم|تاكيد|تاكد|فلوس|جايزه|تقبض|\breceive|\bconfirm|\bclaim|\bmoney|\bpayment|\bprize|\baccept|\bt?e?ste?l[ae]?m|\btstlm|\bte?khod|\bfe?lo+u?s|\bfulus|\bt[ae]2bad|\bto2bod|\bt2bad|\b[ei]2bad\b|\bget (?:the |your )?(?:money|payment|cash)\b)|(?:لينك|رابط|\bl[iey]?nk\b)(?: \S+){0,6} (?:\S*دفع|رسوم|مصاريف|\bpay|\b(?:e|te|t|ha|hat)?dfa3|\bfees?\b)|(?:\S*دفع|\bpay|\bedfa3)(?: \S+){0,4} (?:من|علي|في|through|on|via|using|from|men|3ala|fel) (?:\S+ )?(?:لينك|رابط|\bl[iey]?nk\b)|(?:كيو ?ار|باركود|\bqr\b|\bbarcode\b)(?: \S+){0,6} (?:\S*دفع|\bpay|\bedfa3)|(?:امسح|\bscan\b)(?: \S+){0,2} (?:كيو ?ار|باركود|كود|\bqr\b|\bcode\b)|(?:ارامكس|بوسطه|\baramex|\bbosta|\bdhl\b|\bfedex|\bsmsa\b|\bmylerz)(?: \S+){0,6} (?:لينك|رابط|\bl[iey]?nk\b)|(?:لينك|رابط|\bl[iey]?nk\b)(?: \S+){0,6} (?:ارامكس|بوسطه|\baramex|\bbosta|\bdhl\b|\bfedex|\bmylerz)/;
// A link to "enter your details" on: "ادخل على اللينك واكتب بياناتك", "dos 3ala el link w ekteb beyanatak".
const LINK_DETAILS =
  /(?:لينك|رابط|\bl[iey]?nk\b)(?: \S+){0,8} (?:و?اكتب|و?حط|و?دخل|و?املا|و?سجل|\bekteb|\bektb|\b7ot|\bhot\b|\bemla|\bw?[ei]?d5[ae]l\b|\bw?da5[ae]l\b|\bw?d5l\b|\bw?dakh+[ae]l\b|\bw?sag+el\b|\benter|\bfill|\btype|\bput\b|\binsert\b|\bsubmit\b|\badd\b)(?: \S+){0,2} (?:بيانات\S*|\bbe?y?ana?t\S*|\bdetails\b|\binfo\b|\binformation\b|\bdata\b|كارت\S*|فيزا|\bcard\b|\bvisa\b|\bkart\b|\bkarta\b|\bcredit\b|\bb?e?ta2(?:a|tak|tek)\b)|(?:اكتب|حط|املا|\bekteb|\b7ot|\benter|\bfill)(?: \S+){0,2} (?:بيانات\S*|\bbe?y?ana?t\S*|\bdetails\b|\binfo\b)(?: \S+){0,6} (?:لينك|رابط|\bl[iey]?nk\b)/;
// The code a bank or wallet sends to confirm a payment, the card's details, or a photo of the card "to see you are serious".
// (كود/رمز/كوود + تحقق/تفعيل/تاكيد, with or without the article: the search form drops it.)
const CODE =
  /\botp\b|(?:ارقام|رقم|\bar2am|\bra2am|\bnumbers?)(?: \S+){0,2} (?:ورا|ضهر|\bwara|\bdahr|on the back|behind)(?: \S+)? (?:فيزا|كارت|بطاقه|\bvisa|\bkart|\bcard)|\bcvv\b|\bcvc\b|\b(?:expiry|expiration) date\b|\bnumbers? on the back\b|تاريخ انتهاء|بيانات (?:كارت|فيزا|بطاقه|بطاقتك|كريدت)|\b\d digit (?:code|number|pin)\b|\bcode you (?:just )?(?:received|got)\b|بيانات كارت|رقم كارت|\bcard (?:details|number)|(?<= )كود اللي(?! (?:علي|على|ع|مكتوب|في) )|(?:كود|كوود|رمز|ر?قم سري) (?:تحقق|تفعيل|تاكيد)|\b(?:verification|confirmation|activation) code|\bcode (?:el)?ta7a2o2|\bcode (?:elly|elli|eli|ely|illi|lli)\b|\bcard (?:info|information|data)\b|\b(?:bayanat|beyanat|byanat|bianat|ra2?m|rakam|raqam|nemr[ae]t?) (?:el ?)?(?:visa|kart|card|credit|beta2a|bta2a|bitaka)\b/;
// A code that is about to arrive, asked for: "هيوصلك كود على الموبايل ابعتهولي", "you will receive a code, send it to me".
const CODE_WORD =
  /(?:^| )(?:كود|كوود|رمز|باسورد|\bcode|\bpin|\bpassword)(?= )|(?:^| )رقم (?:تحقق|تفعيل|تاكيد)(?= )|\b(?:verification|confirmation|activation|otp) number\b|\bra2am (?:el ?)?(?:ta2keed|taf3eel)\b/;
const CODE_ARRIVES =
  /(?:هي|ه|ح|حي|ي|بي)?وصلك|جالك|جاتلك|هيجيلك|هيجلك|حيجيلك|هتستلم رساله|رساله (?:فيها|بها)|\b(?:you(?: ll| will)? (?:receive|get)|you (?:received|got)|sent to your (?:phone|number)|comes? (?:to your phone|by sms))\b|\b(?:ha?y?|hi|ye|y)?(?:wsal|wsl|wesel|ewsal|yewsal)a?k\b|\bgaa?l[ae]?k\b|\bgatlak\b|\bwese?l+a?k\b|\bwasa?l+a?k\b|\bgeh? ?l[ae]k\b|\b(?:ha|h|hay|hy|ye)?e?g[iy]+l[ae]k\b|\b(?:came|sent|arrived|comes|arriving|sending (?:you )?(?:a |the )?code) (?:to|on) your (?:phone|number|mobile)\b|\bsms\b|\bresa+la\b/;
// The number or code inside a text message the bank or wallet sends: "الرساله اللي هتوصلك", "2oly el ra2am elly fel resala".
const CODE_IN_SMS =
  /(?:رساله|resa+la|sms) (?:\S+ ){0,2}(?:اللي|elly|elli|eli) (?:\S*وصلك|\S*جيلك|جاتلك|جتلك|\S*wsa?lak|\S*wesel+ak|gatlak|gatak)|(?:رقم|ارقام|كود|ra2am|ar2am|code|number) (?:\S+ ){0,3}(?:في|fel|fe|fi|in the|in your) (?:رساله|resa+la|sms|text)(?= )|(?:رساله|resa+la|sms|message|text) (?:\S+ ){0,3}(?:فيها|بها|feeha|fiha|with a|with) (?:\d+ )?(?:digits? )?(?:رقم|ارقام|كود|ra2am|ar2am|code|number|numbers|digits)(?= )|(?:^| )(?:هي|ه|ح|حي|ي|بي)?(?:وصلك|جالك|جيلك|جلك) (?:\S+ )?(?:رقم|ارقام|كود)(?= )|\b(?:ha?y?|hi|ye|y)?(?:e?wsa?lak|wesel+ak|gaa?lak|gatlak|e?g[iy]+lak) (?:\S+ )?(?:ra2am|ar2am|code)\b/;
const CODE_ASK =
  /ابعت|تبعت|قولي|قوللي|قولهولي|قوليهولي|قولهالي|اديني|ادهولي|اكتب|(?:^| )(?:ايه|كام)(?= )|\b(?:send|tell|give|share|forward|read|what(?: s| is))\b|\b(?:ekteb|ektb|edeeni|eddini)\b|\b[ae]b3a?t|\be?baa?tl|\b2oo?ly\b|\b2ol+[iy]\b/;
// A card or an ID photographed for the writer: "صورلي الفيزا من الوش والضهر", "a photo of your card", "صورة بطاقتك".
const PHOTO =
  /صور(?:ه|لي|ها|هالي|هولي|يلي)?(?= )|صوره|تصوير|\b(?:photo|picture|pic|scan|snap|image|copy|selfie)s?\b|\bupload\b|سيلفي|نسخه|\bsawar(?:ly|li)\b|\bsoo?ret?\b|\bs[ou]+r[ae]?t\b|\bsou?ra\b|\bsowar\b/;
const BANK_CARD =
  /فيزا|كريدت|ماستر ?كارد|(?:كارت|بطاقه) (?:فيزا|بنك|ائتمان|atm|مشتريات)|\b(?:visa|credit card|debit card|bank card|atm card|mastercard)\b|\b(?:your|the) card\b|\bkart el ?visa|كارتك|كارت (?:بتاعك|بتاعتك)(?= )/;
const CARD_SIDES =
  /(?:فيزا|كارت|بطاقه)\S* (?:\S+ )?(?:من )?(?:وش|الوش|وشين|الوشين|ضهر|ظهر|ناحيتين|جنبين)(?= )|\b(?:card|visa|id)\b(?: \S+){0,4} (?:front and back|both sides)\b|\b(?:front and back|both sides) of (?:your |the )?(?:card|visa|id)\b|\b(?:kart|visa|card|credit)(?: \S+){0,3} (?:men )?(?:el ?)?(?:wesh|wsh|dahr|da7r|na7yeteen|na7yten|wesheen|ganbeen)\b/;
const NATIONAL_ID =
  /بطاق(?:ه|تك|ة)(?! (?:فيزا|بنك|ائتمان|atm|مشتريات|ضريبيه|ضمان|تموين))|رقم قومي|هويه|\bnational id\b|\b(?:your|the) id\b|\bid card\b|\bpassport\b|باسبور|\bb[ei]?ta2(?:a|et|tak|tek|tk)\b/;
// …left out of it: "صوره للعقد من غير الرقم القومي", "a copy without the ID number", "men gher ra2m el beta2a".
const WITHOUT_ID =
  /(?:من غير|بدون|من غيره|غير|مش محتاج|مش عايز|اخفي|غطي|شيل|امسح) (?:\S+ ){0,2}(?:رقم قومي|رقم بطاق\S*|بطاق\S*|هويه|باسبور)|(?:رقم قومي|بطاق\S*|هويه|باسبور) (?:\S+ )?(?:مش محتاج\S*|مش لازم\S*|مش ضروري)(?= )|\b(?:id|passport) (?:is |isn t )?not (?:needed|necessary|required)\b|\b(?:without|no|hide|hiding|cover|covering|blur|blurring|minus|except) (?:the |your |my )?(?:national )?(?:id|passport)\b|\b(?:men gh?ei?r|men 8ei?r|bdo+n|bedo+n) (?:el ?)?(?:ra2?m (?:el ?)?)?(?:2awmy|qawmy|beta2a|bta2a)\b/g;
// A card's secret number: "الرقم السري بتاع الكارت" (a router's password is not a card's).
const SECRET =
  /رقم سري|باسورد|باسوورد|كلمه سر|كلمه مرور|\bpin\b|\bpassword\b|\bpasscode\b|\bpin code\b|\bra2?m (?:el ?)?ser+[iy]+\b|\bbas+wo?r?d\b|\bkelmet (?:el ?)?ser\b/;
// …or a wallet's, or the receiver's own: "ادخل على تطبيق المحفظه واكتب الرقم السري بتاعك", "send me your InstaPay PIN".
const YOUR_SECRET =
  /(?:رقم سري|باسورد|باسوورد|كلمه سر|كلمه مرور)(?: \S+)? (?:بتاعك|بتاعتك|بتاع حضرتك|خاص بيك|خاص بحضرتك)(?= )|(?:رقمك|باسوردك) (?:سري)?|\byour (?:\S+ )?(?:pin|password|passcode)\b|\b(?:pin|password|passcode|ra2?m (?:el ?)?ser+[iy]+|bas+wo?r?d) (?:bta3ak|beta3ak|bta3k|bta3tak|bta3ek)\b/;
const SECRET_PLACE = /\bbank(?:ing)?\b|بنك|\bbanky?\b/;
const SECRET_ASK = /(?:^| )و?(?:حط|دخل|اكتبلي|اكتبه|اكتبها)(?= )|\b(?:enter|type|put in|key in|input)\b|\b(?:w ?)?(?:7ot|da5al|dakhal|d5al)\b/;
const ANY_CARD = /كارت|فيزا|بطاق|ماستر|\bcard|\bvisa\b|\batm\b/;
function asksCardOrCode(words: string): boolean {
  if (CODE.test(words) || (SECRET.test(words) && ANY_CARD.test(words))) return true;
  if (SECRET.test(words) && (WALLET.test(words) || YOUR_SECRET.test(words) || SECRET_PLACE.test(words)) && (CODE_ASK.test(words) || SECRET_ASK.test(words)))
    return true;
  if ((CODE_WORD.test(words) && CODE_ARRIVES.test(words)) || CODE_IN_SMS.test(words)) {
    if (CODE_ASK.test(words)) return true;
  }
  return (PHOTO.test(words) && BANK_CARD.test(words)) || CARD_SIDES.test(words);
}
// Money to "confirm", "secure" or "lock" the item or its price ("حول 1000 تأكيد وهي ليك", "send 10% to lock the price").
const SECURE =
  /(?:^| )(?:تاكيد|جديه)(?= )|(?:^| )تامين (?:\S+ ){0,3}و?(?:هرجعهولك|هرجعهالك|هرجعهلك|برجعه|هيرجعلك|يرجعلك)(?= )|\b(?:secure|lock|guarantee|confirm)s? (?:it|the (?:price|deal|item|car|flat|unit)|your (?:spot|place|order))\b|\bta2kee?d\b/;
// A fee the receiver must pay for money to reach them or be "unfrozen" ("البنك محتاج 300 رسوم عشان الفلوس تنزل حسابك").
const MONEY_ARRIVES =
  /(?:فلوس|مبلغ|تحويل)\S* (?:\S+ ){0,2}(?:تنزل|تتحول|توصل|يوصل|ينزل|يتفك|تتفك)\S*(?= )|(?:^| )(?:فك|يفك|تفك|هيفك|هتفك|يتفك|تتفك|هيتفك|هتتفك) (?:\S+ )?(?:تجميد|حجز|تعليق|ايقاف)(?= )|تجميد|(?:^| )(?:ه|ح)?(?:تنزلك|ينزلك|تنزل لك|ينزل لك)(?= )|\b(?:ha|h)?tenzel(?:ak|lak)\b|\b(?:unfreeze|unlock|unblock|unhold)\b|\b(?:release|unfreeze|unlock|unblock) fees?\b|\bfak+ (?:el ?)?(?:ta3lee?2|tagmee?d|7agz)\b|\b(?:release|unfreeze|unlock|receive) (?:the |your |my )?(?:money|payment|funds|transfer)\b|\b(?:flo+u?s|mablagh|ta7weel) (?:\S+ ){0,2}(?:tenzel|yenzel|tewsal|yewsal)\b/;
// The money said to be held, frozen or pending where the receiver cannot reach it ("الفلوس معلقه في الابلكيشن",
// "el flos m3ala2a", "your payment is on hold"): a fee or a payment asked to release it is the scam.
const MONEY_HELD =
  /(?:فلوس|مبلغ|تحويل|حواله|رصيد|دفعه)\S* (?:\S+ ){0,2}(?:معلق|متعلق|مجمد|متجمد|موقوف|متوقف|واقف|محجوز|متحجز|محبوس|تحت مراجعه)\S*(?= )|\b(?:money|payment|funds|transfer|amount|balance|deposit)s? (?:\S+ ){0,3}(?:pending|on hold|held|frozen|stuck|blocked|locked|suspended|under review)\b|\b(?:pending|held|frozen|blocked|locked|suspended) (?:money|payment|funds|transfer|amount|balance)s?\b|\b(?:flo+u?s|felo+s|mablagh|ta7wee?l|7ewala|raseed) (?:\S+ ){0,2}(?:m[ie]?3al+a2|m[ie]?t3al+a2|m[ie]?tgam+ed|m[ie]?gam+ad|ma7go+z|mit7agaz|ma7boo?s|3al2a|3ale2|wa2e?f|mawkoo?f|mawqoo?f|ta7t (?:el ?)?moraga3a)\S*|(?:^| )(?:حاجز|ماسك|مجمد|موقف|معلق|واقف|حابس|محتجز|قافل علي|قافل على) (?:\S+ )?(?:فلوس|مبلغ|تحويل|حواله|دفعه)\S*(?= )|\b(?:holding|froze|frozen|blocked|held|locked|put a hold on) (?:\S+ )?(?:your |the |my )?(?:money|payment|funds|transfer|amount)\b/;
// The receiver's bank details or banking login asked for ("ابعت بياناتك البنكيه لاستلام الجايزه", "send your bank details").
const BANK_DETAILS =
  /بيانات\S* (?:\S+ )?(?:بنكيه|بنك|حسابك بنكي)(?= )|\b(?:your )?(?:bank|banking) (?:details|info|information|login|password|credentials)\b|\bonline banking\b|\bbe?y?ana?t\S* (?:el ?)?(?:bankeya|bankia|bank)\b/;
// Money sent "by mistake" and the difference asked back, or a refund "to release" a payment.
const OVERPAY =
  /\b(?:by mistake|by accident|accidentally|mistakenly)\b(?: \S+){0,6} (?:return|refund|back)\b|(?:رجع|رجعلي|ترجعلي|رجعهم|رجعها|ابعتلي|حولي|حوللي) (?:\S+ ){0,3}(?:فرق|زياده|زياده اللي)(?= )|(?:^| )(?<!لو )و?(?:حولت|بعت|دفعت|نزلت)\S* (?:\S+ ){0,4}(?:زياده|بالغلط|غلط|مرتين)(?= )|(?:^| )(?:غلطت|بالغلط) (?:\S+ ){0,2}و?(?:حولت|بعت|دفعت|نزلت)\S*(?= )|\b(?:send|pay|transfer|wire|refund|return) (?:me )?(?:back )?(?:the )?(?:difference|extra|excess|overpayment)\b|\boverpa(?:id|yment)\b|\bsend (?:the )?(?:rest|difference|extra|balance) to\b|\b(?:cheque|check) (?:\S+ ){0,3}(?:more than|above|over) (?:the )?price\b|\bsent (?:you )?(?:too much|more than)\b|\b(?:ragga?3|raga3)(?:ly|li)? (?:el ?)?(?:far2|zyada|zeyada)\b|\b7awelt(?:lak)? (?:\S+ ){0,3}(?:zyada|zeyada|bel ?ghalat)\b/;
// …and said in more words: money sent "extra" or "by mistake" and asked back ("ana ba3atlak zeyada 2000 bel ghalat, rag3ha",
// "نزلك ٢٠٠٠ زياده بالغلط رجعهم على الرقم ده", "I sent 2000 extra, send it back"), read with an amount or money named so
// that "I sent the message by mistake" is not.
// A message, a photo or a voice note sent twice or by mistake is not money ("معلش بعتلك الرساله بالغلط").
const SENT_NOT_MONEY =
  /(?:بعت|بعتلك|بعتت|اتبعت)\S* (?:\S+ ){0,2}(?:رساله|رسايل|مسدج|ماسدج|صوره|صور|لينك|فويس|ريكورد|فيديو|رقم|لوكيشن|عنوان)|\bsent (?:you )?(?:the |a |that |this )?(?:message|msg|photo|picture|pic|voice|video|link|location|number)s?\b|\bba3at(?:lak)? (?:el ?)?(?:resala|massage|msg|sora|sowar|voice|video|location|rakam|ra2am)\b/;
const OVERPAY_BACK =
  /(?:زياده|بالغلط)(?: \S+){0,6} (?:رجع|ترجع|ترجعلي|حول|حولهم|حوليهم|ابعت)\S*(?= )|\b(?:zyada|zeyada|ziada|ziyada|bel ?ghalat|bel ?8alat|b ?el ?ghalat)(?: \S+){0,6} (?:e?rag+[ae]?3|e?rg[ae]3|terag+a?3|7awel|7awl|ab3at|eb3at)\S*|\b(?:extra|too much|more than (?:the price|needed|i should))\b(?: \S+){0,6} (?:send|give|pay|transfer) (?:it |them |the \S+ )?back\b/;
// Money first under pressure: part of the price now, "others want it" or "it's yours if you transfer today" ("في ناس
// كتير عايزاها، لو حولت نص المبلغ النهارده هتبقى بتاعتك", "transfer half today and it's yours").
const OTHERS_WANT =
  /(?:ناس|حد|زباين|مشترين) (?:\S+ ){0,2}(?:عايزها|عايزاها|عايزينها|عاوزينها|طالبينها|سالوا عليها|عايزه|عايزينه|بيسالوا)|(?:^| )(?:غيرك|حد تاني)(?= )|\b(?:many|other|lots of|several|a lot of) (?:people|buyers)\b|\b(?:someone|somebody) else\b|\b(?:nas|naas|zabayen) (?:\S+ ){0,2}(?:3ayzaha|3ayzinha|3ayzeenha|3ayzeen|2aloo|sa2alo)\b|\b(?:gheirak|8erak|ghirak|7ad tany)\b/;
const YOURS =
  /(?:هتبقي|تبقي|هتكون|تكون|بقت|خلاص) (?:\S+ )?(?:بتاعتك|بتاعك|ليك|لك|باسمك)(?= )|\b(?:it s|it is|it will be|it ll be|they re) (?:all )?yours\b|\b(?:hatb2a|tb2a|teb2a|hatkoon|khalas) (?:\S+ )?(?:beta3tak|bta3tak|beta3ak|bta3ak|leek|lik)\b/;
// A transfer, not a payment in hand: "حول", "transfer", "7awel", "tet7awel".
const TRANSFER = /حول|تحويل|\btransfer|\bwire\b|\b(?:ta|t|e?t|y|ye|n|te|ha|ba|h|b|tet|yet|hayet)?7a?w+[ei]*l/;
const TODAY = /(?:^| )(?:نهارده|انهارده|نهاردا|دلوقتي|حالا)(?= )|\b(?:today|tonight|now|right now|nharda|ennaharda|el ?naharda|delwa2ty|dlw2ty|delwa2ti)\b/;
// Money transferred "before I come" ("tet7awel abl ma agy", "تتحول قبل ما اجي"): the seller's "I" brings the item after it.
const BEFORE_I_COME =
  /قبل ما (?:اجي|اجيلك|انزل|اوصلك|اتحرك)(?= )|\b(?:2abl|abl|qabl) (?:ma )?(?:agy|agi|ageelak|agilak|anzel|awsalak|at7arak)\b|\bbefore i (?:come|leave|head out)\b/;
// A fee for the viewing in Franco, "fee el mo3ayna" ("fee" is also Franco for "in"): read with an amount and the money
// to be transferred or paid before.
const VIEWING_FEE_FRANCO = /\bfees? (?:el ?)?(?:mo3a[yi]n[ae]|mo3aina|zeyara|zyara)\b/;
// The courier waits while the buyer transfers at the door ("المندوب يستنى لحد ما احول", "the courier waits while I transfer"):
// paid at the handover.
const COURIER_WAITS =
  /(?:مندوب|سواق)\S* (?:\S+ ){0,5}(?:يستني|هيستني|يستناني|يستنا|هيستنا|يفضل|مستني)\S*(?= )|\b(?:courier|driver|delivery (?:guy|man)) (?:\S+ ){0,2}(?:waits?|waiting|stays?)\b|\b(?:mandoo?b|sawa2)\S* (?:\S+ ){0,2}(?:yestana|hayestana|yestanna|yo2af|ye2af)\S*/;
// A buyer who says the money is sent, with a screenshot or receipt as the proof, or "it shows in 24 hours, hand the item
// over": the seller is asked to give the item before the money is in their own account.
const PAID_CLAIM =
  /(?:^| )(?:حولت|حولتلك|حولتهالك|دفعت|دفعتلك|نزلتلك|اتحولت|اتحولتلك|اتدفعت)\S*(?= )|(?:^| )تم (?:تحويل|دفع|ايداع)(?= )|(?:^| )(?:تحويل|دفع|فلوس|مبلغ) (?:\S+ )?(?:تم|اتعمل|في طريق|في سكه)(?= )|(?:^| )(?:بعتلك|بعت|اتبعتت|اتبعت) (?:\S+ )?(?:فلوس|مبلغ|تمن|عربون)(?= )|\bi(?: ve| have)? (?:already |just )?(?:paid|transferred|wired)\b|\bi(?: ve| have)? (?:already |just )?sent (?:you )?(?:the )?(?:money|payment|amount|deposit|\d+)\b|\b(?:payment|money|transfer|amount) (?:\S+ )?(?:is |has been |was )?(?:sent|done|made|completed?|on its way|processing)\b|\b(?:7awelt|7awelthalak|7awelt(?:e)?lak|7wlt|et7awel|et7awelet|dafa3t|dafa3tlak)\b/;
const SCREENSHOT =
  /سكرين|اسكرين|(?:صوره|ايصال|وصل) (?:\S+ )?(?:تحويل|دفع|ايداع|عمليه)(?= )|(?:^| )(?:ايصال|ريسيت)(?= )|\breceipt\b|\bscreen ?shot|\bscreen\b|\bs?kreen|\b(?:transfer|payment|bank|deposit|wire) (?:receipt|slip|confirmation|proof)\b|\bproof of (?:payment|transfer)\b|\b(?:wasl|eisal|esal|soret) (?:el ?)?(?:ta7weel|t7weel|daf3)\b/;
const PENDING =
  /(?:هتنزل|هتوصل|هيوصل|هينزل|هتظهر|تنزل|تظهر|هتتحول|هيتم|محتاجه|محتاج|خلال|بعد) (?:\S+ ){0,2}(?:\d+ )?(?:ساعه|ساعات|يوم|ايام|بكره)(?= )|\bwill (?:show|appear|arrive|reflect|clear|land|be credited)\b|\b(?:within|in|after|takes?) (?:\d+ )?(?:hours?|days?|working days?)\b|\bpending\b|\bha?tenzel\b|\bhatezhar\b|\bhatewsal\b/;
const HAND_OVER =
  /(?:^| )(?:سلم|سلمه|سلمها|ادي|اديله|اديها)\S*(?= )|(?:ابعت|ابعتلي|ابعتها|ابعته) (?:\S+ ){0,2}(?:مع )?(?:مندوب|سواق|حاجه|بضاعه)|\b(?:give|hand|ship|release|deliver)\b|\bsal+em|\bedy(?:lo|ha)?\b/;
// The buyer's own courier or driver collecting the item, the money "after he receives it": the item leaves unpaid.
const MY_COURIER =
  /(?:مندوب|سواق|شركه شحن) (?:بتاعي|بتاعنا|تبعي|بتاعتي)(?= )|(?:^| )ل?(?:مندوبي|سواقي|مندوبنا)(?= )|\bmy (?:courier|driver|agent|shipping (?:company|agent)|delivery (?:guy|man|agent)|shipper)\b|\b(?:el ?)?(?:mandoo?b|sawa2) (?:bta3y|beta3y|bta3i|beta3i|bta3na)\b/;
const PAY_LATER =
  /(?:بعد ما|لما|اول ما) (?:يستلم|يستلمها|يستلمه|توصلني|يوصلني|توصل|يوصل|توصلي|استلمها|استلمه)|\bon delivery to me\b|\bwhen it (?:reaches|gets to) me\b|\b(?:lama|awel ma|ba3d ma) (?:tewsalny|tewsalni|yewsalny|yewsalni|yestlem)\b|(?:فلوس|مبلغ|تمن)\S* (?:\S+ ){0,2}(?:هتوصلك|هتنزلك|هيوصلك|هحولهالك|هحولهولك)|\b(?:after|once|when) (?:i|he|she|they|it) (?:receives?|gets?|has|have|collects?|arrives?|reach(?:es)?)\b|\bba3d ma (?:yestlem|yestalem|yewsalni|tewsalni|yewsal|tewsal|astlem)\b/;
// Money the writer says Souq holds or passed on: Souq takes no payments ("الموقع ماسك الفلوس", "I paid through Souq").
const SOUQ_HOLDS =
  /(?:سوق|موقع|منصه|تطبيق) (?:\S+ ){0,2}(?:ماسك|حاجز|محتفظ|شايل|بيحتفظ|هيحتفظ|يحتفظ|بيمسك|هيمسك|بيشيل|هيشيل|ضامن|بيضمن|هيضمن) (?:\S+ )?(?:فلوس|مبلغ|تمن|دفع)|(?:دفعت|حولت|اتدفع|اتحول|اتحولت|دفع تم|تحويل تم|تم دفع|تم تحويل)\S* (?:\S+ ){0,3}(?:عن طريق|من خلال|علي|على) (?:سوق|موقع|منصه|تطبيق)(?= )(?! بنك )|\b(?:souq|the site|the platform|the app) (?:\S+ ){0,2}(?:is holding|holds|is keeping|will release|is processing) (?:\S+ )?(?:my |your |the )?(?:payment|money|funds|transfer)\b|\bsouq (?:escrow|pay|payments|wallet)\b|(?:فلوس|مبلغ|تمن) (?:\S+ )?(?:عند|مع) (?:سوق|موقع|منصه)(?= )|\b(?:flo+u?s|mablagh|money|payment) (?:\S+ )?(?:3and|3nd|ma3|with) souq\b|\b(?:paid|sent|transferred) (?:\S+ ){0,2}(?:through|via|on|with) souq\b/;
// A writer who speaks for Souq or a company: "فريق دعم سوق", "Souq support", an account to "verify" or about to be closed.
const SUPPORT =
  /(?:دعم|فريق|اداره|خدمه عملاء|مشرف) (?:\S+ )?(?:سوق|موقع|منصه|تطبيق)(?= )|\b(?:souq|site|platform|app) (?:support|team|security|admin|customer service)\b|\b(?:support|team|security|admin) (?:of|at|from) souq\b|\b(?:fa?ree?q|fari2|da3m|support|edaret|khedmet 3omala2) (?:\S+ )?souq\b|\b(?:e7na|ana|ma3ak|m3ak) (?:men|mn) souq\b/;
// …or for a courier company: "معاك شركه ارامكس", "this is Bosta": the other person on Souq is a buyer or a seller, never a courier.
const COMPANY_VOICE =
  /(?:معاك|معاكم|انا من|احنا|احنا من|معاك مندوب) (?:شركه )?(?:ارامكس|بوسطه|شركه شحن|شركه توصيل|dhl|fedex|mylerz)(?= )|\b(?:this is|i am|i m|we are) (?:from )?(?:aramex|bosta|dhl|fedex|mylerz|the shipping company|the courier company)\b|\b(?:ana|e7na|ma3ak|m3ak|ma3akom) (?:men |mn )?(?:sherket |sherka )?(?:aramex|bosta|dhl|fedex|mylerz|sherket (?:el ?)?(?:sha7n|shahn|tawseel|tawsil))\b/;
const ACCOUNT_THREAT =
  /(?:حسابك|اكونتك) (?:\S+ ){0,3}(?:هيتقفل|هيتوقف|هيتحذف|هيتعلق|هيتلغي|اتقفل|اتوقف|موقوف|محظور|معلق|تفعيل|توثيق|تحقق|تاكيد)|اعلانك (?:\S+ ){0,3}(?:هيتقفل|هيتوقف|هيتحذف|هيتلغي)|(?:تفعيل|توثيق|تحقق من|تاكيد|تحديث) (?:\S+ )?(?:حسابك|اكونتك|بياناتك)|\b(?:verify|confirm|activate|reactivate|unlock) (?:\S+ )?(?:your )?(?:account|profile)\b|\b(?:verify|confirm|update) your (?:details|data|information|info)\b|\b(?:your )?account (?:\S+ ){0,3}(?:suspended|blocked|closed|deleted|locked)\b|\b(?:ad|listing|account) (?:\S+ ){0,2}will be (?:removed|deleted|suspended|closed|blocked)\b|\b(?:ta2keed|ta2kid|taf3eel|tawtheeq|tawthee2) (?:el ?)?(?:7e?sa+b|account|acc)|\b7e?sa+ba?k (?:\S+ ){0,2}(?:hayet2efel|hyet2efel|et2afal|at2afal|hayetsakar|mawkoof|ma2fool|hayet7azaf|hayet2ef|ma7zoor)\b/;
// A writer who speaks for a bank or a wallet ("انا من البنك", "this is InstaPay support"): they never write on Souq.
const BANK_VOICE =
  /(?:^| )(?:معاك|معاكم|انا من|احنا من|معاك موظف|معاك خدمه عملاء|خدمه عملاء) (?:\S+ )?(?:بنك|فودافون كاش|انستا ?باي|فوري|اورنج كاش|اتصالات كاش|محفظه)(?= )|\b(?:this is|i am|i m|we are|calling)(?: from)? (?:the |your )?(?:bank|vodafone cash|instapay|fawry|wallet)(?: support| team| customer service)?\b|\b(?:ana|e7na|ma3ak|m3ak) (?:men |mn )(?:el ?)?(?:bank|vodafone|instapay|fawry)\b/;
// The receiver's national ID number or birth date asked for ("ابعت الرقم القومي بتاعك", "your national ID number"): what
// is needed to open a wallet or a loan in their name. Written in the contract at the sale, it is not asked for.
const ID_NUMBER =
  /رقمك (?:ال)?قومي|رقم قومي (?:بتاعك|بتاعتك|بتاع حضرتك)|رقم (?:بطاقتك|بطاقه (?:بتاعتك|بتاعك))|تاريخ (?:ميلادك|ميلاد حضرتك)|\byour (?:national )?id (?:number|no)\b|\byour (?:date of birth|birth date)\b|\bra2?m(?:ak)? (?:el ?)?(?:2awmy|qawmy)(?: (?:bta3ak|beta3ak|bta3ek))?\b|\bra2?m (?:el ?)?beta2(?:tak|tek)\b/;
const ID_ASK = /ابعت|اكتب|حط|قولي|ادخل|محتاج|عايز|\b(?:send|give|tell|enter|type|need|write)\b|\b(?:ab3at|7ot|ekteb|2oly|me7tag|3ayez)\S*/;
// An envelope or a cheque "with the courier", the item asked in exchange: the envelope is empty, the cheque bounces.
const ENVELOPE = /ظرف|شيك|\benvelope\b|\bcheque\b|\bcheck\b|\bzarf\b|\bsheek\b/;
// A fee "for the ad" asked by the other person ("ادفع 150 قيمه الاعلان المميز"): Souq's fees are paid to Souq, on the site.
const AD_FEE =
  /(?:قيمه|رسوم|مصاريف|تمن|اشتراك) (?:\S+ )?اعلان|\b(?:ad|listing|promotion|featured|boost(?:ing)?) fees?\b|\bfees? (?:for|of) the (?:ad|listing)\b|\b(?:rosoom|rasm|masareef|2eemet) (?:el ?)?e3lan\b/;
// Credit topped up for the writer ("اشحنلي رصيد 500 على الرقم ده", "recharge my number"): a payment no one can take back.
const TOP_UP =
  /(?:^| )(?:اشحنلي|اشحنيلي|حوللي|حولي|ابعتلي|ابعتيلي|حطلي) (?:\S+ ){0,2}رصيد(?= )|(?:^| )(?:اشحن|حول|ابعت|حط)\S* (?:\S+ ){0,2}رصيد (?:\S+ )?(?:علي|على|ع) (?:رقمي|رقم|خطي|خط)(?= )|\b(?:top ?up|recharge) (?:my|this|the|that) (?:number|line|phone|mobile)\b|\b(?:esh7anly|esh7anli|ash7anly|7awelly|7awelli|ab3atly|ab3atli) (?:\S+ )?ra?se?e?d\b/;
// A program to install to be paid ("نزل تطبيق انيديسك", "download this app to receive the payment"): the writer takes over
// the receiver's phone or bank.
const REMOTE_APP = /انيديسك|اني ديسك|تيم ?فيور|\bany ?desk\b|\bteam ?viewer\b|\bquick ?support\b|\brust ?desk\b/;
const APP_TO_PAY =
  /(?:نزل|حمل|ثبت|ادخل علي|ادخل على) (?:\S+ ){0,2}(?:ابلكيشن|تطبيق|برنامج)(?: \S+){0,5} (?:\S*دفع|\S*ستلم|فلوس|تحويل)\S*(?= )|\b(?:download|install) (?:\S+ ){0,3}(?:app|application|apk|program)\b(?: \S+){0,5} (?:pay|receive|payment|money|transfer)\b|\b(?:nazel|7amel) (?:el ?)?(?:app|application|barnameg)(?: \S+){0,5} (?:\S*dfa3|\S*stlem|flo+s)\b/;
// A prize or a gift that was "won": it always ends in a fee or a code.
const PRIZE =
  /اختيارك (?:\S+ ){0,2}(?:فوز|جايزه|هديه)|مبروك (?:\S+ ){0,3}(?:كسبت|فزت|ربحت|اتختارت)|(?:كسبت|فزت|ربحت) (?:\S+ ){0,2}(?:جايزه|هديه|سحب|مسابقه|ايفون|عربيه)|(?:جايزه|هديه) (?:\S+ ){0,3}(?:سحب|مسابقه)(?= )|\b(?:you(?: ve| have)? won|you are (?:the|a|our) (?:lucky )?winner|congratulations you(?: ve| have)? (?:won|been)|been selected (?:as|for|to)|claim your (?:prize|gift|reward))\b|\blucky draw\b|\bmabro+u?k (?:\S+ ){0,3}(?:kesebt|kasabt|ksbt|fozt|foz?t)\b|(?:^| )(?:من )?(?:فايزين|فائزين|كسبانين|رابحين)(?= )|(?:انت|انتي|حضرتك) (?:\S+ )?(?:فايز|فائز|كسبان|رابح)(?= )|(?:مسابقه|سحب|جوايز|جايزه) (?:\S+ )?(?:سوق|موقع|منصه|تطبيق)(?= )|\b(?:one of (?:the|our) winners|among (?:the|our) winners|you are (?:a|the|our) winner)\b|\bsouq(?: s)? (?:contest|competition|giveaway|raffle|draw|prize)\b|\b(?:fayzeen|fa2zeen|fa2ezeen|kasbaneen)\b|\b(?:mosab2et|mosab2a|sa7b|gayzet) souq\b/;

const MESSENGER = new RegExp(
  `واتس|وتساب|whats ?app|\\bwhats\\b|\\bwhatsap|\\bwats|\\bwts\\b|\\bwtsp|\\bwatsap|${telegramAlternatives}|ماسنجر|\\bmessenger|سيجنال|\\bsignal\\b|\\bimo\\b`,
);
// An app named to refuse it ("انا مش بتعامل بالواتساب، خلينا هنا", "no whatsapp, let's keep it here", "ma3andeesh
// whatsapp"): the writer keeps the talk on Souq. The refusal comes right before the name, so "مش بتعامل غير بالواتس"
// (only there) still moves it, and another app or a number in the same message still counts.
const REFUSED_APP = new RegExp(
  `(?:^| )(?:مش بتعامل|مبتعاملش|مابتعاملش|مش بستخدم|مبستخدمش|مابستخدمش|مش بستعمل|مبستعملش|مابستعملش|مش مستخدم|مش مستعمل|معنديش|ماعنديش|مش عندي|مش بفتح|مبفتحش|مابفتحش|مش بحب|مبحبش|مابحبش|ماليش|مليش|مش بتاع|بلاش|مفيش|من غير|بدون|مش محتاجين|مش هنحتاج|مش هكلمك|مش بكلم|مبكلمش|مش بتكلم|مبتكلمش|مش علي|مش على|مش موجود علي|مش موجود على|مش هقدر|مش هينفع|مينفعش|مش حابب|مش عايز|مش عاوز|لا) (?:خالص |اصلا |نهائي |داعي |لزوم |حاجه |حد )?(?:(?:اتكلم|نتكلم|اكلم|نكلم|اتواصل|نتواصل|نكمل|نتراسل)\\S* )?(?:في )?(?:ب|علي |على |ع |في )?(?:${MESSENGER.source})\\S*(?: اب)?(?= )|(?:^| )(?:${MESSENGER.source})\\S*(?: اب)? (?:مش متاح|مقفول|مش شغال|\\bla2|\\bmesh (?:mota7|sha3'?al))(?= )|\\b(?:i (?:don t|do not|never) (?:use|have|do|chat on|talk on)|i m not on|i am not on|not on|not via|not over|not through|let s not use|(?:i d |i would )?(?:rather not|prefer not to) use|i (?:don t|do not) (?:want to use|like)|i m not using|no need (?:for|to use)|i (?:don t|do not) need|(?<!(?:have|you|got|there) )no|without)(?: any)? (?:${MESSENGER.source})\\S*(?: app)?(?!\\S)|\\b(?:mesh|mosh|ma) ?(?:bat3amel|bast5dem|bastakhdem|basta3mel|3andy|3andi|ba7eb|bafta7) (?:b|bel|3al|3ala|3la)? ?(?:el ?)?(?:${MESSENGER.source})\\S*|\\b(?:mabat3amelsh|mbat3amelsh|mabast5demsh|mabastakhdemsh|ma3andee?sh|m3andee?sh|m3ndi?sh|mafee?sh|mafi?sh|bala(?:sh)?|men gh?ei?r|bdo+n|bedo+n) (?:b|bel|3al)? ?(?:el ?)?(?:${MESSENGER.source})\\S*`,
  "g",
);
// Another app named with a word asking to be reached there ("I saw the ad on Facebook" is not).
const SOCIAL =
  /انستجرام|انستاجرام|انستغرام|\binstagram\b|\binsta\b(?! ?pay)|فيسبوك|فيس بوك|(?:^| )فيس(?= )|\bface\b|\bfacebook\b|\bfb\b|تيك ?توك|\btik ?tok\b|سناب|\bsnap ?chat\b|\bsnap\b|\bviber\b|فايبر/;
const REACH_ME =
  /كلمني|كلمنا|تواصل|ابعتلي|ابعتلنا|ضيفني|راسلني|تابعني|كلمني|\b(?:dm|message|add|contact|follow|text|find|inbox) (?:me|us)\b|\b(?:check|visit) (?:out )?(?:my|our)\b|\b(?:my|our) page\b|صفحتي|صفحتنا|\bkalem+n[iy]|\bdm\b|\binbox\b/;
const CALL_ME = /كلمني (?:علي|على|ع)(?= )|\bkalem+n[iy] 3al?a?\b|\b(?:call|text|contact|reach) me (?:on|at|there)\b/;
// An Egyptian mobile number, with the separators people put inside it.
const PHONE = /(?:\+?20|0020)?01[0125]\d{8}/;
// …and one dictated in words, a digit short or with its groups read as hundreds and tens ("صفر مية وخمسه اربعه…").
const SPELLED_PHONE = /(?:^| )(?:\+?20)?01\d{8,9}(?= )/;
// Digits written as words, in Arabic, Franco-Arabic and English: "صفر واحد صفر…", "zero one one…".
const DIGIT_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:صفر|sefr|zero|oh)$/, "0"],
  [/^(?:واحد|وحده|wa7ed|wahed|one)$/, "1"],
  [/^(?:اتنين|اثنين|تنين|etneen|etnen|itnen|two)$/, "2"],
  [/^(?:تلاته|ثلاثه|talata|tlata|three)$/, "3"],
  [/^(?:اربعه|arba3a|arba3|four)$/, "4"],
  [/^(?:خمسه|khamsa|five)$/, "5"],
  [/^(?:سته|setta|sita|six)$/, "6"],
  [/^(?:سبعه|sab3a|seven)$/, "7"],
  [/^(?:تمانيه|ثمانيه|tamanya|tmanya|eight)$/, "8"],
  [/^(?:تسعه|tes3a|tis3a|nine)$/, "9"],
];
// Numbers of two and three digits in words, as a number is dictated in groups: "مية وخمسه" (105), "خمسه وعشرين" (25),
// "ميتين وتلاتين" (230), "talata w arbe3een", "one hundred and five".
const TEEN_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:عشره|عشر|3ashara|3ashra|ten)$/, 10],
  [/^(?:حداشر|احداشر|7edashar|hedashar|eleven)$/, 11],
  [/^(?:اتناشر|اثناشر|etnashar|itnashar|twelve)$/, 12],
  [/^(?:تلتاشر|ثلاثتاشر|talatashar|tal?tashar|thirteen)$/, 13],
  [/^(?:اربعتاشر|arba3tashar|fourteen)$/, 14],
  [/^(?:خمستاشر|khamastashar|fifteen)$/, 15],
  [/^(?:ستاشر|settashar|sixteen)$/, 16],
  [/^(?:سبعتاشر|saba3tashar|seventeen)$/, 17],
  [/^(?:تمنتاشر|طمنتاشر|tamantashar|eighteen)$/, 18],
  [/^(?:تسعتاشر|tes3atashar|nineteen)$/, 19],
];
const TENS_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:عشرين|3eshreen|3eshrin|twenty)$/, 20],
  [/^(?:تلاتين|ثلاثين|talateen|talatin|thirty)$/, 30],
  [/^(?:اربعين|arbe3een|arb3een|arbe3in|forty)$/, 40],
  [/^(?:خمسين|khamseen|khamsin|fifty)$/, 50],
  [/^(?:ستين|setteen|sitteen|sixty)$/, 60],
  [/^(?:سبعين|sab3een|sab3in|seventy)$/, 70],
  [/^(?:تمانين|ثمانين|tamaneen|tamanin|eighty)$/, 80],
  [/^(?:تسعين|tes3een|tis3een|ninety)$/, 90],
];
const HUNDRED_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:ميه|مائه|ميت|meya|miya|mya|mia|hundred)$/, 100],
  [/^(?:ميتين|meteen|miteen|meten)$/, 200],
  [/^(?:تلتميه|ثلاثمائه|تلاتميه|toltomeya|tultumeya)$/, 300],
  [/^(?:ربعميه|اربعمائه|rob3omeya|rub3umeya)$/, 400],
  [/^(?:خمسميه|خمسمائه|khomsomeya|khumsumeya)$/, 500],
  [/^(?:ستميه|ستمائه|sotomeya|suttumeya)$/, 600],
  [/^(?:سبعميه|سبعمائه|sob3omeya|sub3umeya)$/, 700],
  [/^(?:تمنميه|ثمانمائه|tomnomeya|tumnumeya)$/, 800],
  [/^(?:تسعميه|تسعمائه|tos3omeya|tus3umeya)$/, 900],
];
function valueOf(table: ReadonlyArray<[RegExp, string | number]>, word: string): number | undefined {
  const found = table.find(([pattern]) => pattern.test(word))?.[1];
  return found === undefined ? undefined : Number(found);
}
/** The words of a text with each digit word as its digit, a number of two or three digits in words as its digits, and
 * runs of digits joined: "صفر واحد صفر 1234" → "0101234", "صفر مية وخمسه اربعه" → "01054". */
function digitsSpelled(words: string): string {
  const out: string[] = [];
  // The group being read: its hundreds, tens and units, and how many digits it is written with.
  let group: { hundreds: number; tens: number; units: number; width: number } | undefined;
  const flush = () => {
    if (group) out.push(String(group.hundreds + group.tens + group.units).padStart(group.width, "0"));
    group = undefined;
  };
  let joined = false;
  for (const token of words.split(" ")) {
    if (token === "و" || token === "w" || token === "and") {
      if (group) {
        joined = true;
        continue;
      }
      out.push(token);
      continue;
    }
    const digit = valueOf(DIGIT_WORDS, token);
    const bare = digit === undefined && /^و./.test(token) ? token.slice(1) : token;
    const and = joined || bare !== token;
    joined = false;
    const unit = valueOf(DIGIT_WORDS, bare);
    const teen = valueOf(TEEN_WORDS, bare);
    const ten = valueOf(TENS_WORDS, bare);
    const hundred = valueOf(HUNDRED_WORDS, bare);
    if (hundred === 100 && !and && group && group.width === 1 && group.units > 0) {
      // "one hundred", "five hundred": the unit before it counts the hundreds.
      group = { hundreds: group.units * 100, tens: 0, units: 0, width: 3 };
    } else if (hundred !== undefined) {
      flush();
      group = { hundreds: hundred, tens: 0, units: 0, width: 3 };
    } else if ((teen !== undefined || ten !== undefined) && group && and && group.tens === 0) {
      group.tens = teen ?? ten ?? 0;
      if (teen !== undefined) group.units = 0;
      group.width = Math.max(group.width, 2);
    } else if (teen !== undefined || ten !== undefined) {
      flush();
      group = { hundreds: 0, tens: teen ?? ten ?? 0, units: 0, width: 2 };
    } else if (unit !== undefined && unit > 0 && group && and && group.units === 0 && group.tens === 0) {
      group.units = unit;
    } else if (unit !== undefined) {
      flush();
      group = { hundreds: 0, tens: 0, units: unit, width: 1 };
    } else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out.join(" ").replace(/(?<=\d) (?=\d)/g, "");
}
const LINK =
  /https?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|eg|top|xyz|site|store|shop|link|info|online|ly|io|me|co|app|click|live|biz|cc|tk|ml|ga|cf|gq|page|pw)\b(?!\.)/g;

// After the two have met: once the buyer has seen, received, signed or had it fitted ("بعد المعاينه", "بعد ما نمضي العقد",
// "after we sign", "ba3d el estelam", "بعد التركيب", "after installing"), not after the seller has the money ("بعد ما استلم الفلوس" is the money first) nor after photos, a
// code or a message ("بعد ما تشوف الصور").
const AFTER_MEETING =
  "(?:(?<=^| )بعد (?:ما )?(?:اشوف|اعاين|استلم|نتقابل|اجرب|نمضي|نوقع|نكتب|نخلص|امضي|اوقع|نعاين|نشوف|تسلمني|اكشف|افحص|تستلم|تشوف|تعاين|تجرب|نركب|اركب|تركب|يركب|يتركب|تتركب|نشغل|اشغل|يشتغل)\\S*|(?<=^| )بعد (?:معاينه|استلام|تسليم|عقد|توقيع|امضاء|مقابله|فحص|كشف|تجربه|توكيل|شهر عقاري|تركيب|تركيبه|تشغيل)|\\bafter (?:we (?:sign|meet)|signing|(?:the )?(?:contract|viewing|inspection|handover|delivery|pickup|meeting)|(?:i|you) (?:see|check|inspect|receive|collect|pick|get)\\S*|receiving|seeing|checking|fitting|installing|installation|(?:it s|it is|it s been|it has been) (?:fitted|installed)|(?:you|we) (?:fit|install)\\S*)|\\bba3d (?:ma )?(?:el ?)?(?:mo3a[yi]n[ae]|mo3aina|estelam|estlam|tasleem|3a2d|tawke3|emda2|ashoo?f|a3ayen|astl?[ae]m|net2abe?l|nemdy|nemdi|nekteb|nektb|newa2a3|agarab|tarkee?b|tarkib|yetrakeb|netrakeb|[ae]rak+eb|nerak+eb|terak+eb|yerak+eb|tashghee?l))(?! (?:\\S+ ){0,2}(?:فلوس|مبلغ|تحويل|عربون|مقدم|صور\\S*|فيديو|كود|رساله|money|payment|transfer|deposit|photos?|pictures?|video|code|message|sms|flo+u?s|ta7wee?l|so?wa?r|soo?r|code)(?= ))(?= )";
// A payment tied to that ("تحويل بنكي بعد ما نمضي العقد", "هحولك انستاباي بعد المعاينه", "I'll pay after the viewing").
const PAID_AFTER = new RegExp(
  `${PAID_OR_DEPOSIT.slice(0, -1)}|\\S*تحويل|حواله|كاش|فلوس|مبلغ|\\S*ابعت\\S*|\\btransfer\\S*|\\bcash\\b|\\bsend\\b|\\bmoney\\b|\\bflo+u?s\\b|\\bta7wee?l) (?:\\S+ ){0,3}${AFTER_MEETING}|${AFTER_MEETING} (?:\\S+ ){0,3}${PAID_OR_DEPOSIT}`,
);
// Money the writer has in hand or pays ("معايا نص المبلغ كاش", "hadfa3 nos cash"): cash is paid where the two meet.
const CASH_IN_HAND = /(?:^| )(?:كاش|نقدي|نقدا|كاش في ايدي)(?= )|\bcash\b|\bka4\b|\bkash\b/;
const WRITER_HAS = /(?:^| )(?:معايا|معي|معانا|عندي)(?= )|\b(?:i have|i ve got|i got|we have|m3aya|ma3aya|m3aia|ma3ana)\b/;
/** Part paid in cash by the writer and "the rest" by transfer at or after the meeting ("معايا نص المبلغ كاش والباقي تحويل
 * بنكي بعد ما نمضي العقد"): all of it paid once the two have met. */
function restAfterMeeting(words: string): boolean {
  const rest = THE_REST.exec(words);
  if (!rest) return false;
  const head = words.slice(0, rest.index + 1);
  const tail = words.slice(rest.index);
  const headInPerson = (CASH_IN_HAND.test(head) && (WRITER_HAS.test(head) || WRITER_PAYS.test(head))) || (AT_HANDOVER.test(head) && WRITER_PAYS.test(head));
  return (
    headInPerson &&
    !WALLET.test(head) &&
    !COURIER.test(words) &&
    !BEFORE_MEETING.test(words) &&
    !PAY_FIRST.test(words) &&
    (PAID_AFTER.test(tail) || AT_HANDOVER.test(tail) || new RegExp(AFTER_MEETING).test(tail))
  );
}

// The buyer paying the courier once they see, receive or try the item, or see it fitted ("وانت بتدفع للمندوب لما تشوف
// الغرفه متركبه", "you pay the courier when you see it", "tedfa3 lel mandoob lama teshoof"): cash on delivery.
const COURIER_AT_SIGHT =
  /(?:^| )(?:تدفع|بتدفع|هتدفع|ادفع|دفع|تحاسب|بتحاسب|هتحاسب)\S* (?:\S+ ){0,2}مندوب\S* (?:\S+ ){0,2}(?:لما|عند|بعد ما|اول ما|وقت ما) (?:\S+ )?(?:تشوف|تستلم|تعاين|تجرب|تفحص|يوصلك|توصلك|يتركب|تتركب|تركب|متركب|استلام|معاينه|تسليم)\S*(?= )|\bpay (?:the )?(?:courier|driver|delivery (?:guy|man)) (?:\S+ ){0,2}(?:when|once|after|as soon as) (?:you (?:see|check|receive|get|try|inspect)|it s (?:fitted|installed|delivered))\b|\b(?:b?t?e?dfa3|hatedfa3|te7aseb|bte7aseb)\S* (?:\S+ ){0,2}(?:lel ?|le ?|el ?)?mand[ou]+b (?:\S+ ){0,2}(?:lama|awel ma|ba3d ma|3and|wa2t ma) (?:\S+ )?(?:teshoo?f|tshoo?f|testlem|testalem|te3ayen|tegarab|yewsalak|tewsalak|el ?estelam|yetrakeb|tetrakeb)\b/;

/** Paid at the meeting, all of it: a wallet or a fee named with "the rest at the handover" is still an advance. */
function paidAtHandover(words: string): boolean {
  const receipt = RECEIPT.test(words) && WRITER_PAYS.test(words) && !WALLET.test(words);
  const after = PAID_AFTER.test(words) && !NOW.test(words) && !BEFORE_MEETING.test(words) && !PAY_FIRST.test(words);
  const courierWaits =
    COURIER_WAITS.test(words) &&
    (WRITER_PAYS.test(words) ||
      MAY_I_PAY.test(words) ||
      (CASH_IN_HAND.test(words) && !WALLET.test(words)) ||
      /(?:لحد|لغايه|علي) ما (?:احول|ادفع)|(?:^| )(?:ادفع|احول)\S* (?:\S+ )?\S*مندوب|\bpay (?:the )?(?:courier|driver)\b|\b(?:while|until|till) i (?:transfer|pay)\b|\b(?:l7ad|le7ad|lehad|la7ad) (?:ma )?(?:a7awel|adfa3)\b/.test(
        words,
      )) &&
    !BEFORE_MEETING.test(words) &&
    !PAY_FIRST.test(words);
  const courierAtSight =
    COURIER_AT_SIGHT.test(words) && !WALLET.test(words) && !TO_ACCOUNT.test(words) && !BEFORE_MEETING.test(words) && !PAY_FIRST.test(words);
  return ((AT_HANDOVER.test(words) || receipt || after || courierWaits || courierAtSight) && !THE_REST.test(words)) || restAfterMeeting(words);
}

/** A message's text in the forms the checks read: folded words, and the raw text with Latin digits and numbers joined. */

export function scamCheckForms(text: string): { words: string; raw: string } {
  const latin = toLatinDigits(text).toLowerCase();
  return { words: ` ${normalizeForSearch(text)} `, raw: latin.replace(/(?<=\d)o(?=\d)/g, "0").replace(/(?<=\d)[\s\-._/*,()]+(?=\d)/g, "") };
}

/**
 * The reasons a message should carry a safety notice for its receiver (none
 * for an ordinary one), in SCAM_REASONS' order. `siteHost` ("souq.example")
 * is the site's own address: a link to one of its pages is not an outside one.
 */
export function scamReasons(text: string, siteHost = ""): ScamReason[] {
  const { words: read, raw } = scamCheckForms(text);
  // An ownership transfer is read as no money at all.
  const words = read.replace(OWNERSHIP, " ");
  const reasons: ScamReason[] = [];
  const wallet = WALLET.test(words) || WALLET.test(raw);
  const handover = paidAtHandover(words);
  const amount = / \d{2,} /.test(words);
  // A deposit the writer offers at the viewing or the contract, or one only asked about (no amount, wallet or demand).
  const depositOffered =
    handover &&
    (WRITER_PAYS.test(words) ||
      MAY_I_PAY.test(words) ||
      ASKS_ABOUT.test(words) ||
      /\b(?:security|rent(?:al)?) deposit\b/.test(words) ||
      ((PAID_AT_SIGNING.test(words) || PAID_AFTER.test(words)) && !wallet && !NOW.test(words) && !BEFORE_MEETING.test(words) && !PAY_FIRST.test(words)));
  const paidWhere = asksWhereItIsPaid(words, raw);
  const depositAsked =
    (DEPOSIT_QUESTION.test(words) || (ASKS_ABOUT.test(words) && !HOLD.test(words)) || paidWhere) &&
    !PAY.test(words.replace(PASSIVE_PAY, " ")) &&
    !wallet &&
    !amount &&
    !NEED.test(words) &&
    !HOLD_FOR_YOU.test(words);
  // Deposits spoken of as what others ask, or "not how I deal", with nothing asked here.
  const depositRefused = OTHERS_DEPOSIT.test(words) && !amount && !wallet && !NEED.test(words) && !PAY_ORDER.test(words);
  // What gives a scam away whoever is writing: a card or its code, money "sent by mistake", a page to pay on.
  const tellTale =
    ABROAD.test(words) ||
    asksCardOrCode(words) ||
    (BANK_DETAILS.test(words) && CODE_ASK.test(words) && !paidAtHandover(words)) ||
    (OVERPAY.test(words) && !(SENT_NOT_MONEY.test(words) && !amount && !MONEY.test(words))) ||
    (OVERPAY_BACK.test(words) && (amount || MONEY.test(words))) ||
    (PAID_CLAIM.test(words) && (SCREENSHOT.test(words) || (PENDING.test(words) && HAND_OVER.test(words)))) ||
    (PENDING.test(words) &&
      HAND_OVER.test(words) &&
      /تحويل|فلوس|\btransfer\b|\bmoney\b|\bpayment\b|\bta7weel\b|\bflo+u?s\b/.test(words) &&
      !handover &&
      !WRITER_PAYS.test(words)) ||
    (MY_COURIER.test(words) && PAY_LATER.test(words)) ||
    SOUQ_HOLDS.test(words) ||
    (CARD.test(words) && !METER.test(words)) ||
    PAY_LINK.test(words) ||
    LINK_DETAILS.test(words) ||
    REMOTE_APP.test(words) ||
    (APP_TO_PAY.test(words) && !handover) ||
    (HAND_OVER.test(words) && ENVELOPE.test(words) && ((PAID_CLAIM.test(words) && COURIER.test(words)) || MY_COURIER.test(words)));
  // Money asked before the two meet, unless the writer refuses to send any ("I don't send money before viewing").
  const moneyFirst =
    (DEPOSIT.test(words) && !NO_DEPOSIT.test(words) && !depositOffered && !depositAsked && !depositRefused) ||
    PAY_FIRST.test(words) ||
    (PAY.test(words) && TO_ACCOUNT.test(words) && !handover && !MAY_I_PAY.test(words) && !WRITER_PAYS.test(words)) ||
    (AWAY.test(words) &&
      (PAY.test(words) || /\bpayment\b/.test(words)) &&
      (MONEY.test(words) ||
        wallet ||
        (RENT_MONEY.test(words) && !WRITER_PAYS.test(words)) ||
        / \d{2,} /.test(words) ||
        SHIP_AFTER.test(words) ||
        COURIER.test(words) ||
        /\bship|\bagent\b|\bbrings?\b|\bdeliver|\byesa?lem|شحن|يسلم/.test(words)) &&
      !handover) ||
    (SHIP_AFTER.test(words) &&
      PAY.test(words.replace(new RegExp(SHIP_AFTER, "g"), " ")) &&
      (MONEY.test(words) || wallet || / \d{2,} /.test(words) || RENT_MONEY.test(words)) &&
      !handover &&
      !MAY_I_PAY.test(words)) ||
    ((PART.test(words) || FEE_WORD.test(words) || ADVANCE.test(words)) &&
      BEFORE_MEETING.test(words) &&
      (MONEY.test(words) || / \d{2,} /.test(words) || NEED.test(words) || PAY_ORDER.test(words))) ||
    (PART.test(words) && PAY.test(words) && (THE_REST.test(words) || wallet) && !handover && !MAY_I_PAY.test(words) && !WRITER_PAYS.test(words)) ||
    (ADVANCE.test(words) &&
      (wallet || ((PAY.test(words) || NEED.test(words)) && !ASKS_ABOUT.test(words) && !paidWhere && !INSTALMENTS.test(words))) &&
      !handover &&
      !WRITER_PAYS.test(words)) ||
    (ADVANCE_EN.test(words) && (HOLD.test(words) || ASKS_MONEY.test(words) || /\bneed\b/.test(words))) ||
    (HELD_AT_CUSTOMS.test(words) && NEEDS_AMOUNT.test(words) && !handover) ||
    (REFUNDED_AFTER.test(words) &&
      (FEE_WORD.test(words) || DEPOSIT.test(words) || ADVANCE.test(words)) &&
      (PAY.test(words) || NEED.test(words) || wallet || amount) &&
      (COURIER.test(words) || ANY_COMPANY.test(words) || wallet || TO_ACCOUNT.test(words) || TRANSFER.test(words)) &&
      !PAID_AT_SIGNING.test(words) &&
      !WRITER_PAYS.test(words) &&
      !MAY_I_PAY.test(words)) ||
    ((COURIER_COMPANY.test(words) || COURIER.test(words) || ANY_COMPANY.test(words)) &&
      FEE_WORD.test(words) &&
      (NEEDS_AMOUNT.test(words) || ASKS_MONEY.test(words)) &&
      !handover) ||
    (SERIOUS.test(words) &&
      (PAY.test(words) || NEED.test(words)) &&
      (MONEY.test(words) || ASKS_MONEY.test(words) || / \d{2,} /.test(words) || wallet) &&
      !handover) ||
    (PAY.test(words) && HOLD.test(words) && (/ \d{2,} /.test(words) || wallet) && !handover && !MAY_I_PAY.test(words) && !HOLD_FOR_ME.test(words)) ||
    (PAY.test(words) && (MONEY.test(words) || ASKS_MONEY.test(words) || / \d{2,} /.test(words) || wallet) && BEFORE_MEETING.test(words)) ||
    (HOLD_FEE.test(words) && (PAY.test(words) || MONEY.test(words) || ASKS_MONEY.test(words) || wallet) && !handover) ||
    (AD_FEE.test(words) && (PAY.test(words) || amount || wallet) && !ASKS_ABOUT.test(words)) ||
    (TOP_UP.test(words) && !METER.test(words) && !ASKS_ABOUT.test(words)) ||
    (ESCROW.test(words) &&
      (PAY.test(words) || MONEY.test(words) || amount) &&
      !(handover && CASH_IN_HAND.test(words)) &&
      !MAY_I_PAY.test(words) &&
      !(ASKS_ABOUT.test(words) && /[?؟]/.test(raw))) ||
    (NO_MEET.test(words) &&
      PAY.test(words) &&
      (MONEY.test(words) || amount || wallet || TO_ACCOUNT.test(words) || SHIP_AFTER.test(words) || COURIER.test(words)) &&
      !handover &&
      !WRITER_PAYS.test(words)) ||
    (PAY_SHIPPING.test(words) && SHIP_AFTER.test(words) && !COURIER.test(words) && !handover) ||
    (FEE_WORD.test(words) &&
      MONEY_ARRIVES.test(words) &&
      (PAY.test(words) || NEED.test(words) || ASKS_MONEY.test(words) || amount) &&
      !handover &&
      !WRITER_PAYS.test(words) &&
      !ASKS_ABOUT.test(words)) ||
    (MONEY_HELD.test(words) &&
      (FEE_WORD.test(words) || PAY.test(words) || NEED.test(words) || /\be?baa?tl/.test(words)) &&
      (amount || FEE_WORD.test(words) || ASKS_MONEY.test(words) || wallet) &&
      !handover &&
      !WRITER_PAYS.test(words) &&
      !(ASKS_ABOUT.test(words) && /[?؟]/.test(raw))) ||
    (SECURE.test(words) &&
      PAY.test(words) &&
      (amount || PART.test(words)) &&
      !handover &&
      !WRITER_PAYS.test(words) &&
      !MAY_I_PAY.test(words) &&
      !ASKS_ABOUT.test(words)) ||
    (VIEWING_FEE.test(words) &&
      (PAY.test(words) || NEED.test(words) || ASKS_MONEY.test(words) || amount || wallet) &&
      !ASKS_ABOUT.test(words) &&
      !WRITER_PAYS.test(words)) ||
    (HOLD_FOR_YOU.test(words) && (PAY.test(words) || ASKS_MONEY.test(words) || wallet) && !handover) ||
    (PAY.test(words) &&
      (PART.test(words) || /\b\d{1,2} ?(?:%|٪)/.test(raw) || (TRANSFER.test(words) && (amount || MONEY.test(words)) && YOURS.test(words))) &&
      (OTHERS_WANT.test(words) || YOURS.test(words) || TODAY.test(words)) &&
      !handover &&
      !WRITER_PAYS.test(words) &&
      !MAY_I_PAY.test(words) &&
      !HOLD_FOR_ME.test(words)) ||
    (PAY.test(words) &&
      (amount || MONEY.test(words) || wallet) &&
      BEFORE_I_COME.test(words) &&
      !handover &&
      !WRITER_PAYS.test(words) &&
      !MAY_I_PAY.test(words) &&
      !HOLD_FOR_ME.test(words) &&
      !(ASKS_ABOUT.test(words) && /[?؟]/.test(raw))) ||
    (VIEWING_FEE_FRANCO.test(words) &&
      amount &&
      (PAY.test(words) || BEFORE_I_COME.test(words) || BEFORE_MEETING.test(words)) &&
      !WRITER_PAYS.test(words) &&
      !ASKS_ABOUT.test(words)) ||
    (FEES.test(words) && ASKS_MONEY.test(words) && !handover) ||
    (CUSTOMS_PLACE.test(words) &&
      YOU_PAY.test(words) &&
      (amount || MONEY.test(words) || wallet) &&
      !handover &&
      !MAY_I_PAY.test(words) &&
      !(ASKS_ABOUT.test(words) && /[?؟]/.test(raw))) ||
    (MEDIA_FEE.test(words) &&
      (amount || wallet || MONEY.test(words) || PAY_ORDER.test(words) || NEED.test(words)) &&
      !handover &&
      !WRITER_PAYS.test(words) &&
      !(ASKS_ABOUT.test(words) && /[?؟]/.test(raw))) ||
    ((FEES.test(words) || COURIER.test(words)) && PAY.test(words.replace(PAID_STATE, " ")) && !handover && !MAY_I_PAY.test(words)) ||
    (wallet &&
      (PAY.test(words) || MONEY.test(words) || HOLD.test(words)) &&
      !handover &&
      !MAY_I_PAY.test(words) &&
      !(AT_HANDOVER.test(words) && WRITER_PAYS.test(words)));
  const payment = tellTale || (moneyFirst && !REFUSES.test(words));
  if (payment) reasons.push("payment");
  const host = siteHost.toLowerCase();
  const ours = (found: string) => {
    const rest = found.replace(/^https?:\/\/(?:www\.)?|^www\./, "");
    return host !== "" && rest.startsWith(host) && /^(?:[/:?#]|$)/.test(rest.slice(host.length));
  };
  const links = (raw.match(LINK) ?? []).filter((found) => !ours(found));
  if (links.length > 0) reasons.push("link");
  if (
    MESSENGER.test(words.replace(REFUSED_APP, " ")) ||
    CALL_ME.test(words) ||
    (SOCIAL.test(words) && REACH_ME.test(words)) ||
    PHONE.test(raw) ||
    PHONE.test(digitsSpelled(words)) ||
    SPELLED_PHONE.test(digitsSpelled(words)) ||
    /(?:^|\s)@[a-z0-9_]{4,}/.test(raw)
  )
    reasons.push("elsewhere");
  if (
    SUPPORT.test(words) ||
    COMPANY_VOICE.test(words) ||
    ACCOUNT_THREAT.test(words) ||
    PRIZE.test(words) ||
    BANK_VOICE.test(words) ||
    (ID_NUMBER.test(words.replace(WITHOUT_ID, " ")) && ID_ASK.test(words) && !AT_HANDOVER.test(words)) ||
    (PHOTO.test(words) && NATIONAL_ID.test(words.replace(WITHOUT_ID, " ")) && !AT_HANDOVER.test(words))
  )
    reasons.push("impostor");
  return reasons;
}

/** The stored form of a message's reasons (messages.flag): null for none, else "payment,link". */
export function flagOf(reasons: readonly ScamReason[]): string | null {
  return reasons.length > 0 ? reasons.join(",") : null;
}

/** The reasons read back from messages.flag, unknown words left out. */
export function reasonsOf(flag: string | null | undefined): ScamReason[] {
  if (!flag) return [];
  return flag.split(",").filter((word): word is ScamReason => (SCAM_REASONS as readonly string[]).includes(word));
}
