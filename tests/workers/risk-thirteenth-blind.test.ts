/**
 * The thirteenth blind labelled set (risk-thirteenth-blind-set.ts), written
 * without reading the checks: measured once against a freshly seeded world.
 *
 * On main's rules of 29 November, evening, as written: 290 ads (190 honest,
 * 100 risky), risky held or refused 84.0 % (refused 24), honest held 0.0 %;
 * per kind bait 35/47, contact 13/13, forbidden 11/13, fee 9/11, copy 4/4,
 * copy-photo 2/2, repost-own 4/4, burst 6/6 held; honest vehicles 0/35,
 * estate 0/34, electronics 0/44, home 0/37, industry 0/40 held. 137 messages:
 * scams flagged 93.5 % (43/46), ordinary flagged 2.2 % (2/91); deposit 9/10,
 * shipping-fee 5/5, link 5/5, off-platform 7/7, code 5/5, impostor 4/4,
 * prize 3/3, overpay 3/4, fee 2/3 flagged; ordinary payment 2/14 flagged and
 * haggle, condition, place-time, delivery, photos, other 0 flagged.
 * The floors sit just under these: one more miss of any kind fails.
 *
 * Still held out through the fifth tuning round (on the ninth set): risky held
 * or refused 87.0 % (87/100), honest held 0.0 %; messages unchanged (93.5 %,
 * 2.2 %). The risky floor follows, one more miss under.
 *
 * Still held out through the sixth round (on the twelfth set): risky held or
 * refused 89.0 % (89/100), honest held 0.0 %; messages unchanged.
 *
 * Tuned on in the seventh round (five lanes side by side), after which it
 * reads 100 % of its risky ads held or refused (100/100, refused 26), no
 * honest ad held (0/190), 100 % of its scams flagged (46/46) and no ordinary
 * message (0/91):
 *   - electronics and home: a book foldable of 2024 on by its storage, a camera
 *     body with a pro zoom as the two together, a fridge of a dear line or a
 *     side-by-side of 22 ft or more, used too;
 *   - vehicles and machines: a big motorcycle of the last ten model years, a
 *     generator's floor a kVA falling with its size and rising for a silent,
 *     recent or little-run one;
 *   - estate: old Nile and Delta farmland by the feddan, a main street named
 *     alone as its district, a standalone villa or one with its own pool let
 *     by the month;
 *   - contact, not allowed, money first: counterfeit notes named in English and
 *     Franco, a viewing fee paid at once or deducted from the price, money sent
 *     before the location;
 *   - messages: a buyer refusing a deposit or paying at the meeting in Franco
 *     is ordinary; part of the price now under pressure, money sent extra "by
 *     mistake" asked back and a Franco viewing fee are money first.
 */
import { createTestEnv } from "./helpers/db";
import { heldOutRiskTests } from "./helpers/held-out-risk";
import { BLIND_MESSAGES, BURST_ADS, HONEST_ADS, RISKY_ADS } from "./risk-thirteenth-blind-set";

heldOutRiskTests(
  "thirteenth blind",
  async () => (await createTestEnv()).env.DB,
  { honest: HONEST_ADS, risky: RISKY_ADS, burst: BURST_ADS, messages: BLIND_MESSAGES },
  { posterOffset: 14, repostStep: 79, repostStart: 53, targetOffset: 80, burstName: "thirteenth" },
  { riskyHeld: 0.995, honestHeldAtMost: 0.005, scamsFlagged: 0.99, ordinaryFlaggedAtMost: 0.01 },
  { honest: 150, risky: 75, ordinary: 80, scam: 40 },
);
