// The bundles tab's form, shared by the browser and the server. Messages are
// translation keys. The amount is never part of it: the server takes it from
// the bundle.
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
