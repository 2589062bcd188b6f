import { normalizeEgyptianPhone } from "~/lib/normalize";

const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);

/**
 * The ways a page or an answer could carry an Egyptian number: E.164
 * (+201…), wa.me's digits (201…), as written in Egypt (01…), the ten digits
 * after the 0 (which each of those contains), and the same in Arabic-Indic digits.
 */
export function phoneForms(phone: string): string[] {
  const e164 = normalizeEgyptianPhone(phone);
  if (!e164) throw new Error(`not an Egyptian mobile number: ${phone}`);
  const local = `0${e164.slice(3)}`;
  const forms = [e164, e164.slice(1), local, local.slice(1)];
  return [...forms, ...forms.map(arabicDigits)];
}
