// The pack page's form, shared by the browser and the server. Messages are
// translation keys. The amount is never part of it: the server takes it from
// the category's price for the pack.
import { z } from "zod";
import { paymentMethods } from "~/features/bundles/schema";

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
