// The purchase forms (bundle, bump, pack), shared by the browser and the
// server. Messages are translation keys. The amount is never part of a form:
// the server takes it from the bundle or the category's price for the option.
import { z } from "zod";

export const paymentMethods = ["card", "wallet"] as const;

export const BuyBundleSchema = z.object({
  bundleId: z
    .number({ required_error: "bundles:errors.bundle", invalid_type_error: "bundles:errors.bundle" })
    .int("bundles:errors.bundle")
    .positive("bundles:errors.bundle"),
  adId: z.number({ required_error: "bundles:errors.ad", invalid_type_error: "bundles:errors.ad" }).int("bundles:errors.ad").positive("bundles:errors.ad"),
  method: z.enum(paymentMethods, { errorMap: () => ({ message: "bundles:errors.method" }) }),
});

// The bump page's form: the amount is the ad's category's price for the option.
export const BuyBumpSchema = z.object({
  adId: z.number({ required_error: "bundles:errors.ad", invalid_type_error: "bundles:errors.ad" }).int("bundles:errors.ad").positive("bundles:errors.ad"),
  bumps: z
    .number({ required_error: "bundles:bump.errorOption", invalid_type_error: "bundles:bump.errorOption" })
    .int("bundles:bump.errorOption")
    .min(1, "bundles:bump.errorOption")
    .max(30, "bundles:bump.errorOption"),
  method: z.enum(paymentMethods, { errorMap: () => ({ message: "bundles:errors.method" }) }),
});

// The pack page's form: the amount is the category's price for the pack.
export const BuyPackSchema = z.object({
  categoryId: z
    .number({ required_error: "bundles:pack.errorCategory", invalid_type_error: "bundles:pack.errorCategory" })
    .int("bundles:pack.errorCategory")
    .positive("bundles:pack.errorCategory"),
  ads: z
    .number({ required_error: "bundles:pack.errorOption", invalid_type_error: "bundles:pack.errorOption" })
    .int("bundles:pack.errorOption")
    .min(1, "bundles:pack.errorOption")
    .max(100, "bundles:pack.errorOption"),
  method: z.enum(paymentMethods, { errorMap: () => ({ message: "bundles:errors.method" }) }),
});
