import { Form, Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { formatDate, formatPrice, isoTime } from "~/lib/format";
import { localName, type Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { QueueItem as ModerationQueueItem } from "~/features/moderation/moderation.server";
import { maxLengthAttribute } from "~/lib/text-length";
import { Textarea } from "~/components/forms/textarea";
import { PhotoThumb } from "~/features/ads/components/photo-thumb";
import { readReasons, reasonKey } from "~/features/risk/reasons";

/** Why the risk check held the ad: each reason, with the matching ad and photo beside it. */
function RiskReasons({ id, score, stored }: { id: string; score: number | null; stored: string | null }) {
  const { t } = useTranslation(["editor"]);
  const reasons = readReasons(stored);
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby={id} className="queue-risk">
      <h3 id={id} className="queue-item-subtitle">
        {t("moderation.riskTitle", { score: score ?? 0 })}
      </h3>
      <ul>
        {reasons.map((reason, index) => (
          <li key={`${reason.code}-${index}`}>
            {t(reasonKey(reason.code))}
            {reason.term ? (
              <>
                {": "}
                <bdi>{reason.term}</bdi>
              </>
            ) : null}
            {reason.ad || reason.photo ? (
              // The match under its reason: its photo on a line of its own, then its two links, each a finger's height.
              <div className="queue-risk-match">
                {reason.photo ? (
                  <a href={`/media/${reason.photo}`} target="_blank" rel="noopener" className="queue-risk-photo">
                    <PhotoThumb path={reason.photo} width={640} height={480} shown={160} alt={t("moderation.matchingPhoto")} />
                  </a>
                ) : null}
                {reason.ad ? (
                  <>
                    <Link to={`/admin/moderation?ad=${reason.ad}`}>{t("moderation.matchingAd", { id: reason.ad })}</Link>
                    <Link to={`/categories/product/${reason.ad}`}>{t("moderation.matchingAdPage")}</Link>
                  </>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A queue entry as the page receives it (QueueItem from the module, as JSON). */
export type QueueItemData = ModerationQueueItem;

/**
 * One ad in the moderation queue: every field it has (the whole description,
 * note, address, category path, place) and every photo as uploaded, linked at
 * full size, with its reports and the decisions a moderator can take (plain
 * forms; approving posts the revision shown).
 */
export function QueueItem({ item, language, error }: { item: QueueItemData; language: Language; error?: { intent: string; message: string } | null }) {
  const { t } = useTranslation(["editor", "ads"]);
  const id = useId();
  const named = (name: string | null, name_en: string | null) => (name ? localName({ name, name_en: name_en ?? name }, language) : null);
  const category = localName({ name: item.category_name, name_en: item.category_name_en }, language);
  const path = [
    category,
    named(item.subcategory_name, item.subcategory_name_en),
    named(item.brand_country_name, item.brand_country_name_en),
    named(item.third_branch_name, item.third_branch_name_en),
  ]
    .filter(Boolean)
    .join(t("moderation.pathSeparator"));
  const place = [named(item.governorate_name, item.governorate_name_en), named(item.region_name, item.region_name_en)]
    .filter(Boolean)
    .join(t("common:listSeparator"));
  const reasonError = (intent: string) =>
    error && error.intent === intent ? (
      <p id={`${id}-${intent}-error`} className="field-error" role="alert">
        {t(error.message, { defaultValue: error.message })}
      </p>
    ) : null;
  return (
    <article className="card queue-item" aria-labelledby={`${id}-name`} data-ad-id={item.id}>
      <div className="queue-item-head">
        <div>
          <h2 id={`${id}-name`} className="queue-item-title" dir="auto">
            {item.status === "approved" ? <Link to={`/categories/product/${item.id}`}>{item.name}</Link> : item.name}
          </h2>
          <p className="queue-item-meta">
            <span className={`badge badge-status status-${item.status}`}>{t(`ads:status.${item.status}`)}</span>
            <span>{formatPrice(t, language, item.price)}</span>
            <span>{category}</span>
            <span>
              {t("moderation.owner")}: <bdi>{item.owner_name}</bdi> <bdi dir="ltr">{item.owner_phone}</bdi>
            </span>
            <span>{t("moderation.waitingSince", { date: formatDate(item.waiting_since, language) })}</span>
          </p>
        </div>
      </div>
      <section aria-label={t("moderation.details")}>
        <dl className="queue-item-details">
          <dt>{t("form.description")}</dt>
          <dd className="queue-item-text" dir="auto">
            {item.description}
          </dd>
          <dt>{t("form.note")}</dt>
          <dd dir="auto">{item.note}</dd>
          <dt>{t("form.price")}</dt>
          <dd>{formatPrice(t, language, item.price)}</dd>
          <dt>{t("form.negotiable")}</dt>
          <dd>{t(item.negotiable ? "form.yes" : "form.no")}</dd>
          <dt>{t("form.status")}</dt>
          <dd>{t(item.condition === "used" ? "form.used" : "form.new")}</dd>
          <dt>{t("form.categoryGroup")}</dt>
          <dd>{path}</dd>
          <dt>{t("form.placeGroup")}</dt>
          <dd>{place}</dd>
          <dt>{t("form.address")}</dt>
          <dd dir="auto">{item.address}</dd>
          <dt>{t("form.location")}</dt>
          <dd>
            <bdi dir="ltr">{t("moderation.coordinates", { lat: item.latitude, lng: item.longitude })}</bdi>
          </dd>
        </dl>
      </section>
      <section aria-labelledby={`${id}-photos`}>
        <h3 id={`${id}-photos`} className="queue-item-subtitle">
          {t("moderation.photos", { n: item.photos.length })}
        </h3>
        {item.photos.length === 0 ? (
          <p>{t("moderation.noPhotos")}</p>
        ) : (
          <ul className="queue-photos">
            {item.photos.map((photo, index) => (
              <li key={photo.image_path}>
                <a href={`/media/${photo.image_path}`} target="_blank" rel="noopener">
                  <PhotoThumb
                    path={photo.image_path}
                    width={photo.width}
                    height={photo.height}
                    shown={240}
                    alt={t("moderation.photoLink", { n: index + 1, count: item.photos.length })}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RiskReasons id={`${id}-risk`} score={item.risk_score} stored={item.risk_reasons} />
      {item.reports.length > 0 ? (
        <section aria-label={t("moderation.reports")}>
          <h3 className="queue-item-subtitle">{t("moderation.reportsCount", { count: item.reports.length, n: item.reports.length })}</h3>
          <ul className="queue-reports">
            {item.reports.map((report) => (
              <li key={report.id}>
                <strong>{t(`report.reasons.${report.reason}`, { defaultValue: report.reason })}</strong>
                {report.details ? (
                  <>
                    {": "}
                    <span dir="auto">{report.details}</span>
                  </>
                ) : null}{" "}
                <time dateTime={isoTime(report.created_at)}>{formatDate(report.created_at, language)}</time>
                {report.conversation_id ? (
                  <>
                    {" "}
                    <Link to={`/admin/conversations/${report.conversation_id}`}>{t("moderation.readConversation")}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="queue-actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="adId" value={item.id} />
          <input type="hidden" name="revision" value={item.revision} />
          {reasonError("approve")}
          {item.status === "approved" ? (
            <button type="submit" name="intent" value="dismiss" className="button secondary">
              {t("moderation.keep")}
            </button>
          ) : (
            <button type="submit" name="intent" value="approve" className="button primary">
              {t("moderation.approve")}
            </button>
          )}
        </Form>
        <ReasonForm adId={item.id} id={`${id}-reject`} intent="reject" label={t("moderation.rejectReason")} required error={reasonError("reject")}>
          {t("moderation.reject")}
        </ReasonForm>
        <ReasonForm adId={item.id} id={`${id}-remove`} intent="remove" label={t("moderation.removeReason")}>
          {t("moderation.remove")}
        </ReasonForm>
      </div>
    </article>
  );
}

/** A decision that gives the owner a reason: rejecting (the reason required) or removing the ad. */
function ReasonForm({
  adId,
  id,
  intent,
  label,
  required = false,
  error = null,
  children,
}: {
  adId: number;
  id: string;
  intent: "reject" | "remove";
  label: string;
  required?: boolean;
  /** The reply's message about this form, drawn with the id `${id}-error`. */
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="queue-reason-form" preventScrollReset>
      <input type="hidden" name="adId" value={adId} />
      <label htmlFor={id}>{label}</label>
      <Textarea
        id={id}
        name="reason"
        rows={2}
        required={required}
        minLength={required ? 3 : undefined}
        maxLength={maxLengthAttribute(1000)}
        dir="auto"
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error}
      <button type="submit" name="intent" value={intent} className={intent === "remove" ? "button danger" : "button secondary"}>
        {children}
      </button>
    </Form>
  );
}
