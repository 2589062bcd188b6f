// What a message says that the person receiving it should be warned about:
// the three ways buyers on Egyptian classifieds lose money before they ever
// see the item. A pure function over the text, run once when the message is
// sent; the reasons are stored with the message and shown to its receiver
// beside it (the message itself is always delivered).
//
//   payment   a deposit (عربون, 3arboon), an advance (مقدم, mo2adam), a fee (customs,
//             shipping) or a courier paid before meeting, top-up or gift cards, or money
//             by a wallet or transfer (Vodafone Cash, InstaPay, Fawry, Orange
//             or Etisalat Cash, Western Union, a bank account) before meeting,
//             or the code the buyer's bank or wallet just sent them, a photo of their
//             card, or a page to pay on named before its address comes (a buyer
//             refusing to pay a deposit is not warned about);
//   link      an address outside Souq (a "payment" or "shipping" page);
//   elsewhere moving the talk to WhatsApp, Telegram, Messenger or a phone
//             number ("كلمني على", a number written out in either digits).
//
// The text is compared in the form search uses (normalizeForSearch: Arabic
// letters folded, Arabic-Indic digits as Latin, the article dropped, Latin
// lower case), so فودافون and ڤودافون, العربون and عربون, ٠١٠ and 010 meet.
// The measured figures (share of scams flagged and of ordinary messages
// flagged) come from tests/unit/scam-check.test.ts over a labelled set.
import { telegramAlternatives } from "~/lib/messenger-names";
import { normalizeForSearch, toLatinDigits } from "~/lib/normalize";

export const SCAM_REASONS = ["payment", "link", "elsewhere"] as const;
export type ScamReason = (typeof SCAM_REASONS)[number];

// A deposit: always a warning sign in a first conversation.
const DEPOSIT = /عربون|3a?rbo+u?n|\bdeposit/;
// …unless the writer refuses to pay one ("انا مش بدفع عربون قبل ما اشوف", "I never pay a deposit").
const NO_DEPOSIT =
  /(?:مش|لا|مابدفعش|مبدفعش) (?:\S+ )?(?:بدفع|هدفع|ادفع|دافع|حدفع|بحول|هحول|احول) (?:\S+ )?(?:عربون|مقدم)|\b(?:won't|will not|don't|do not|never) (?:pay|send) (?:a |any )?deposits?/;
// An advance: a warning sign only together with a request to pay or a wallet ("المقدم كام" about a flat's instalments is a question).
const ADVANCE = /مقدم|\bmo2a?dd?am|\bmu2a?dd?am|in advance|advance payment|\bupfront|\bup front/;
// Franco spellings vary by letter: 7awel, 7awwel, ta7weel, t7weel, et7awel; edfa3, tedfa3, dafa3; ab3at, eb3at.
const PAY = /حول|تحويل|دفع|ابعت|\bpay\b|\bsend\b|\btransfer|\b(?:ta|t|e?t)?7a?w+[ei]*l|\bhaw+el|\b(?:e|te|t)?d[ae]?fa?3|\b[ae]b3a?t|\bpaid\b/;
const MONEY = /فلوس|تمن|ثمن|مبلغ|جنيه|\bmoney\b|\begp\b|\bgneh|\bginih|\bpounds?\b|\bflo+s\b/;
// Money asked as a fee before the item comes: customs, release from the port, shipping, transport.
const FEES = /(?:مصاريف|رسوم) (?:جمارك|جمرك|افراج|شحن|نقل|تخليص)|\bcustoms\b|\b(?:shipping|delivery|release) fees?\b/;
// A card's code as the payment: top-up, Fawry, Google Play, iTunes or gift cards bought for the seller.
const CARD =
  /(?:كارت|كروت) (?:فكه|شحن|جوجل|فوري|ايتونز|ستيم|بلاي)|جوجل بلاي|\bgoogle play\b|\bgift ?cards?\b|\bitunes\b|\bsteam cards?\b|\b(?:top ?up|recharge) cards?\b|\bkart (?:fakka|shahn)/;
// A courier who brings the item once the money is sent: the buyer never meets the seller.
const COURIER = /مندوب|\bmand[ou]+b|\bcourier\b/;
const WALLET =
  /فودا ?فون|فوادفون|فوداڤون|ڤودافون|vodafone|\bvf cash|\bvoda cash|انستا ?باي|انستاپاي|\binsta ?pay|ا?ور[اي]?نج ?كاش|\boran?ge? ?cash|اتصالات ?كاش|\betisalat ?cash|وي باي|بفوري|(?:علي|على|ع) فوري|فوري (?:باي|كود)|كود فوري|\bfawry|محفظه|\bwallet|رصيد|حساب بنكي|bank account|\bmoneygram/;
// Western Union has no honest use between two people in one city.
const ABROAD = /ويسترن|وسترن|western union/;
// Paying at the meeting is what the safety tips ask for: a wallet named with it is not an advance.
const AT_HANDOVER =
  /(?:عند|وقت|ساعه|لما) (?:استلام|معاينه|استلم|اعاين|اشوف|توصل|يوصل|وصول)|\bon (?:pickup|delivery)\b|\bat pickup\b|\bwhen i (?:see|pick|collect)|\blama (?:a3ayen|astlem|ashoof)/;
// "…and the rest at the handover": the handover then covers only the rest, and what comes before it is an advance.
const THE_REST = / باقي(?= )|\bthe rest\b|\bel ?ba2[iy]\b/;
// "حوّل الفلوس الأول", "pay first".
const PAY_FIRST = /(?:حول|دفع|ادفع|تدفع)\S* (?:\S+ ){0,2}اول(?= )|\b(?:pay|transfer) (?:\S+ ){0,3}first\b/;
// A page to pay on, named but not written ("هبعتلك لينك شحن تدفع فيه رسوم التوصيل"): the address comes later.
const PAY_LINK = /(?:لينك|رابط|\blink\b)(?: \S+){0,6} (?:\S*دفع|رسوم|مصاريف|\bpay|\bedfa3|\bfees?\b)/;
// The code a bank or wallet sends to confirm a payment, the card's details, or a photo of the card "to see you are serious".
// (كود/رمز/كوود + تحقق/تفعيل/تاكيد, with or without the article: the search form drops it.)
const CODE =
  /\botp\b|\b\d digit code\b|\bcode you (?:just )?(?:received|got)\b|صوره (?:\S+ )?(?:فيزا|كريدت|ماستر ?كارد|كارت (?:فيزا|بنك|ائتمان)|بطاقه (?:ائتمان|بنك))|\b(?:photo|picture|pic) of (?:your |the )?(?:card|visa|credit card)|بيانات كارت|رقم كارت|\bcard (?:details|number)|كود اللي|الكود اللي|(?:كود|كوود|رمز|ر?قم سري) (?:تحقق|تفعيل|تاكيد)|\b(?:verification|confirmation|activation) code|\bcode (?:el)?ta7a2o2/;

const MESSENGER = new RegExp(
  `واتس|وتساب|whats ?app|\\bwhats\\b|\\bwhatsap|\\bwats|\\bwts\\b|\\bwtsp|\\bwatsap|${telegramAlternatives}|ماسنجر|\\bmessenger|سيجنال|\\bsignal\\b|\\bimo\\b`,
);
const CALL_ME = /كلمني (?:علي|على|ع)(?= )|\bkalem+n[iy] 3al?a?\b|\b(?:call|text|contact|reach) me (?:on|at|there)\b/;
// An Egyptian mobile number, with the separators people put inside it.
const PHONE = /(?:\+?20|0020)?01[0125]\d{8}/;
const LINK =
  /https?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|eg|top|xyz|site|store|shop|link|info|online|ly|io|me|co|app|click|live|biz|cc|tk|ml|ga|cf|gq|page|pw)\b(?!\.)/g;

/** A message's text in the forms the checks read: folded words, and the raw text with Latin digits and numbers joined. */
/** Paid at the meeting, all of it: a wallet or a fee named with "the rest at the handover" is still an advance. */
function paidAtHandover(words: string): boolean {
  return AT_HANDOVER.test(words) && !THE_REST.test(words);
}

export function scamCheckForms(text: string): { words: string; raw: string } {
  const latin = toLatinDigits(text).toLowerCase();
  return { words: ` ${normalizeForSearch(text)} `, raw: latin.replace(/(?<=\d)[\s\-.]+(?=\d)/g, "") };
}

/**
 * The reasons a message should carry a safety notice for its receiver (none
 * for an ordinary one), in SCAM_REASONS' order. `siteHost` ("souq.example")
 * is the site's own address: a link to one of its pages is not an outside one.
 */
export function scamReasons(text: string, siteHost = ""): ScamReason[] {
  const { words, raw } = scamCheckForms(text);
  const reasons: ScamReason[] = [];
  const wallet = WALLET.test(words) || WALLET.test(raw);
  const payment =
    (DEPOSIT.test(words) && !NO_DEPOSIT.test(words)) ||
    ABROAD.test(words) ||
    CODE.test(words) ||
    PAY_FIRST.test(words) ||
    (ADVANCE.test(words) && (PAY.test(words) || wallet)) ||
    CARD.test(words) ||
    PAY_LINK.test(words) ||
    ((FEES.test(words) || COURIER.test(words)) && PAY.test(words) && !paidAtHandover(words)) ||
    (wallet && (PAY.test(words) || MONEY.test(words)) && !paidAtHandover(words));
  if (payment) reasons.push("payment");
  const host = siteHost.toLowerCase();
  const ours = (found: string) => {
    const rest = found.replace(/^https?:\/\/(?:www\.)?|^www\./, "");
    return host !== "" && rest.startsWith(host) && /^(?:[/:?#]|$)/.test(rest.slice(host.length));
  };
  const links = (raw.match(LINK) ?? []).filter((found) => !ours(found));
  if (links.length > 0) reasons.push("link");
  if (MESSENGER.test(words) || CALL_ME.test(words) || PHONE.test(raw) || /(?:^|\s)@[a-z0-9_]{4,}/.test(raw)) reasons.push("elsewhere");
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
