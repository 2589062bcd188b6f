// The risk check's reasons as pages show them (the seller's "my ads", the
// moderation queue): the codes, their message keys and the stored list read
// back. Shared by server and browser code.

export type RiskCode =
  | "contact"
  | "link"
  | "payment"
  | "forbidden"
  | "samePhoto"
  | "sameText"
  | "ownRepost"
  | "lowPrice"
  | "lowPriceMixed"
  | "hurry"
  | "noProof"
  | "burst"
  | "newSeller";

export interface RiskReason {
  code: RiskCode;
  /** The matching ad (samePhoto, sameText, ownRepost). */
  ad?: number;
  /** The matching photo's stored key (samePhoto). */
  photo?: string;
  /** The term found (forbidden). */
  term?: string;
  /** The price compared with (lowPrice, lowPriceMixed): the peers' median, or a named model's floor. */
  median?: number;
  /** The well-known model whose floor price was compared with (lowPrice). */
  model?: string;
}

/** The reasons kept on an ad (its risk_reasons column), or none. */
export function readReasons(stored: string | null | undefined): RiskReason[] {
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? (parsed as RiskReason[]).filter((reason) => reason && typeof reason.code === "string") : [];
  } catch {
    return [];
  }
}

/** The message key of a reason: what the seller is told and the moderator reads. */
export const reasonKey = (code: RiskCode) => `editor:risk.reasons.${code}`;
/** The message key of what to change, for a refused ad. */
export const fixKey = (code: RiskCode) => `editor:risk.fix.${code}`;

/** What a refused ad must change: one message key per fixable reason found (a link and a number: both). */
export function refusalFixes(reasons: RiskReason[]): string[] {
  return [...new Set(reasons.filter((reason) => FIXABLE_CODES.includes(reason.code)).map((reason) => fixKey(reason.code)))];
}

/** Reasons the seller can fix by changing the ad: these alone may refuse it. */
export const FIXABLE_CODES: readonly RiskCode[] = ["contact", "link", "forbidden"];
