// The bump page's form, shared by the browser and the server. Messages are
// translation keys. The amount is never part of it: the server takes it from
// the ad's category's price for the option.
import { z } from "zod";
import { paymentMethods } from "~/features/bundles/schema";

export const BuyBumpSchema = z.object({
  adId: z.number({ required_error: "bundles:errors.ad", invalid_type_error: "bundles:errors.ad" }).int("bundles:errors.ad").positive("bundles:errors.ad"),
  bumps: z
    .number({ required_error: "bundles:bump.errorOption", invalid_type_error: "bundles:bump.errorOption" })
    .int("bundles:bump.errorOption")
    .min(1, "bundles:bump.errorOption")
    .max(30, "bundles:bump.errorOption"),
  method: z.enum(paymentMethods, { errorMap: () => ({ message: "bundles:errors.method" }) }),
});
