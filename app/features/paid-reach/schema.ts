// The purchase forms (bundle, bump, pack), shared by the browser and the
// server. Messages are translation keys. The amount is never part of a form:
// the server takes it from the bundle or the category's price for the option.
import { z } from "zod";

export const paymentMethods = ["card", "wallet"] as const;

/** A whole number from a form, every refusal said with one key. */
const whole = (key: string) => z.number({ required_error: key, invalid_type_error: key }).int(key);
const id = (key: string) => whole(key).positive(key);
const count = (key: string, max: number) => whole(key).min(1, key).max(max, key);
const method = z.enum(paymentMethods, { errorMap: () => ({ message: "bundles:errors.method" }) });

export const BuyBundleSchema = z.object({ bundleId: id("bundles:errors.bundle"), adId: id("bundles:errors.ad"), method });

// The bump page's form: the amount is the ad's category's price for the option.
export const BuyBumpSchema = z.object({ adId: id("bundles:errors.ad"), bumps: count("bundles:bump.errorOption", 30), method });

// The pack page's form: the amount is the category's price for the pack.
export const BuyPackSchema = z.object({ categoryId: id("bundles:pack.errorCategory"), ads: count("bundles:pack.errorOption", 100), method });
