// The ways people write Telegram's name in an ad or a message, in both scripts
// (as the search normaliser leaves them: no article, ة as ه). One list for the
// ad check (features/risk/signals.ts) and the message check
// (features/messaging/scam-check.server.ts), so a spelling added here is
// caught by both.
export const TELEGRAM_SPELLINGS: readonly string[] = ["تليجرام", "تلجرام", "تيليجرام", "تلغرام", "تليغرام", "تيليغرام", "telegram", "tele"];

/**
 * The spellings as one regular expression's alternatives: Latin ones as whole
 * words ("tele" but not "television"), Arabic ones anywhere in a word (with a
 * prefix: "عالتليجرام").
 */
export const telegramAlternatives = TELEGRAM_SPELLINGS.map((word) => (/^[a-z]/.test(word) ? `\\b${word}\\b` : word)).join("|");
