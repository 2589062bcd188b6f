import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { MakeSpecialLink } from "~/features/paid-reach/components/make-special-link";
import { formatDate, formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { readReasons, reasonKey } from "~/features/risk/reasons";
import { ButtonLink } from "~/components/ui/button-link";

/** Why the risk check holds an ad under review, in the seller's words (none when it was not held by it). */
function HeldReasons({ stored }: { stored?: string | null }) {
  const { t } = useTranslation(["editor"]);
  const reasons = [...new Set(readReasons(stored).map((reason) => reason.code))];
  if (reasons.length === 0) return null;
  return (
    <div className="own-ad-reason">
      <p>{t("risk.whyHeld")}</p>
      <ul>
        {reasons.map((code) => (
          <li key={code}>{t(reasonKey(code))}</li>
        ))}
      </ul>
    </div>
  );
}

export interface OwnAdSummary {
  id: number;
  name: string;
  status: string;
  views: number;
  contact_clicks: number;
  reject_reason: string | null;
  expires_at: string | null;
  /** Why the risk check holds it under review (features/risk), as stored. */
  risk_reasons?: string | null;
}

export const editHref = (id: number) => `/account/ads?sheet=edit-ad&ad=${id}`;
/** Bump to top for an approved ad (features/paid-reach). */
export const bumpHref = (id: number) => `/account/bumps?ad=${id}`;
export const deleteHref = (id: number) => `/account/ads?sheet=delete-ad&ad=${id}`;

/**
 * What "my ads" adds to each card: views and contact clicks (all time, and the
 * last 30 days' chart the page passes as `chart`), the moderator's
 * reason for a rejection, the expiry date, and the owner's actions (edit,
 * delete with a confirmation step, renew an expired ad, mark as sold, make
 * an approved ad special with a bundle or bump it to the top).
 */
export function OwnAdActions({ ad, language, chart }: { ad: OwnAdSummary; language: Language; chart?: ReactNode }) {
  const { t } = useTranslation(["editor"]);
  return (
    <div className="own-ad">
      <p className="own-ad-stats">
        <span>{t("list.views", { count: ad.views, n: formatNumber(ad.views, language) })}</span>
        <span>{t("list.contacts", { count: ad.contact_clicks, n: formatNumber(ad.contact_clicks, language) })}</span>
      </p>
      {chart}
      {(ad.status === "rejected" || ad.status === "removed") && ad.reject_reason ? (
        <p className="own-ad-reason" dir="auto">
          {t("list.reason", { reason: ad.reject_reason })}
        </p>
      ) : null}
      {ad.status === "approved" && ad.expires_at ? <p className="own-ad-expiry">{t("list.expires", { date: formatDate(ad.expires_at, language) })}</p> : null}
      {ad.status === "pending" ? <p className="own-ad-expiry">{t("list.underReview")}</p> : null}
      {ad.status === "pending" ? <HeldReasons stored={ad.risk_reasons} /> : null}
      <div className="own-ad-buttons">
        {ad.status !== "removed" ? (
          <ButtonLink to={editHref(ad.id)} preventScrollReset aria-label={t("list.editNamed", { name: ad.name })}>
            {t("list.edit")}
          </ButtonLink>
        ) : null}
        <Link to={deleteHref(ad.id)} className="button danger" preventScrollReset aria-label={t("list.deleteNamed", { name: ad.name })}>
          {t("list.delete")}
        </Link>
        {ad.status === "expired" ? <OwnAdButton ad={ad} intent="renew" className="button primary" /> : null}
        {ad.status === "approved" ? <MakeSpecialLink adId={ad.id} adName={ad.name} className="button primary" /> : null}
        {ad.status === "approved" ? (
          <ButtonLink to={bumpHref(ad.id)} aria-label={t("bundles:bump.linkNamed", { name: ad.name })}>
            {t("bundles:bump.link")}
          </ButtonLink>
        ) : null}
        {ad.status === "approved" ? <OwnAdButton ad={ad} intent="sold" className="button secondary" /> : null}
      </div>
    </div>
  );
}

/** One of the owner's one-press actions on an ad (renew, sold), posted to "my ads" and named with the ad for screen readers. */
function OwnAdButton({ ad, intent, className }: { ad: OwnAdSummary; intent: "renew" | "sold"; className: string }) {
  const { t } = useTranslation(["editor"]);
  return (
    <Form method="post" action="/account/ads" preventScrollReset>
      <input type="hidden" name="adId" value={ad.id} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={t(`list.${intent}Named`, { name: ad.name })}>
        {t(`list.${intent}`)}
      </button>
    </Form>
  );
}
