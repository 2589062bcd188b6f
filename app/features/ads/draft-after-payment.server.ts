// After a payment is confirmed: the ad kept as the account's draft past a
// category's free ads is posted once a pack for that category is paid
// (editor.server.ts postDraftOfPaidPack). The provider's callback and the
// sandbox checkout both end here.
import type { Context } from "~/server/context.server";
import { logError } from "~/server/log.server";
import { postDraftOfPaidPack } from "~/features/ads/editor.server";

export async function postDraftAfterPayment(context: Context, orderId: number): Promise<void> {
  try {
    await postDraftOfPaidPack({ db: context.db, bucket: context.bucket, images: context.images, config: context.config }, orderId);
  } catch (error) {
    // The payment stands whatever happens here: the draft stays, and the seller posts it from the form.
    logError(error, null);
  }
}
