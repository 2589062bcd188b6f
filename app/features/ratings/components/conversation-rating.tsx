import { Link } from "@remix-run/react";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import type { ConversationRatingState } from "~/features/ratings/ratings.server";
import { ButtonLink } from "~/components/ui/button-link";

/**
 * What a conversation's page says about rating: to its buyer, a link to
 * rate the seller once both have written (or why not yet, or the stars
 * given); to its seller, the stars received and a link to answer them.
 */
export function ConversationRating({ state, otherName }: { state: ConversationRatingState | null; otherName: string }) {
  const { t, language } = useTranslation("ratings");
  if (!state) return null;
  return (
    <div className="conversation-rating">
      {state.kind === "offer" ? (
        <ButtonLink to={`/account/messages/${state.conversationId}/rate`}>{t("rate.offer", { name: otherName })}</ButtonLink>
      ) : state.kind === "waiting" ? (
        <p className="field-hint">{t("rate.waiting")}</p>
      ) : state.kind === "rated" ? (
        <p>
          {t("rate.rated", { stars: formatNumber(state.stars, language) })} <Link to={`/trader/${state.sellerId}/ratings`}>{t("rate.seeIt")}</Link>
        </p>
      ) : (
        <p>
          {t("rate.received", { stars: formatNumber(state.stars, language) })}{" "}
          <Link to={`/trader/${state.sellerId}/ratings`}>{t(state.answered ? "rate.seeIt" : "rate.answerIt")}</Link>
        </p>
      )}
    </div>
  );
}
