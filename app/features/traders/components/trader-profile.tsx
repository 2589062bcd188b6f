import { useId, type ReactNode } from "react";
import { AdGrid, type AdCardData } from "~/features/ads/components/ad-card";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination-part";
import { formatDate, formatNumber, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { ShownProfile } from "~/features/traders/queries.server";
import { VerifiedBadge } from "./verified-badge";
import { PhoneVerifiedBadge } from "~/components/trust/phone-verified-badge";
import { Section } from "~/components/ui/section";
import { cutText } from "~/lib/text-length";

/** A stored pair of names in the visitor's language (the other one when it is missing). */
export function pickName(language: Language, ar: string | null, en: string | null): string | null {
  return (language === "en" ? en || ar : ar || en) || null;
}

/** The top of a profile: image, name, verified badge and what kind of seller this is. */
export function TraderHeader({ profile, name, language, children }: { profile: ShownProfile; name: string; language: Language; children?: ReactNode }) {
  const { t } = useTranslation("traders");
  const category = pickName(language, profile.category_name, profile.category_name_en);
  const place = pickName(language, profile.governorate_name, profile.governorate_name_en);
  return (
    <header className="card trader-header">
      {profile.image ? (
        <img src={`/media/${profile.image}`} alt={t("profile.image", { name })} width={120} height={120} className="trader-header-image" fetchPriority="high" />
      ) : (
        <span className="trader-header-image trader-initial" aria-hidden="true">
          {cutText(name, 1)}
        </span>
      )}
      <div className="trader-header-text">
        <h1 className="page-title">{name}</h1>
        {profile.is_verified_trader ? <VerifiedBadge /> : null}
        <PhoneVerifiedBadge verified={profile.phone_verified} />
        <p className="muted">{[t(profile.is_trader ? "profile.trader" : "profile.individual"), category, place].filter(Boolean).join(" · ")}</p>
        {children}
      </div>
    </header>
  );
}

/** The trader's introduction in the visitor's language. */
export function TraderPreface({ profile, language }: { profile: ShownProfile; language: Language }) {
  const { t } = useTranslation("traders");
  const preface = pickName(language, profile.preface, profile.preface_en);
  return (
    <Section className="card trader-section" title={t("profile.about")}>
      <p className="trader-preface">{preface ?? t("profile.noPreface")}</p>
    </Section>
  );
}

/** Governorate, region, category, subcategory and joined date. */
export function TraderDetails({ profile, language }: { profile: ShownProfile; language: Language }) {
  const { t } = useTranslation("traders");
  const rows: Array<[string, ReactNode]> = [
    [t("profile.governorate"), pickName(language, profile.governorate_name, profile.governorate_name_en)],
    [t("profile.region"), pickName(language, profile.region_name, profile.region_name_en)],
    [t("profile.category"), pickName(language, profile.category_name, profile.category_name_en)],
    [t("profile.subcategory"), pickName(language, profile.subcategory_name, profile.subcategory_name_en)],
    [
      t("profile.openingHours"),
      profile.opening_hours ? (
        <span key="hours" dir="auto">
          {profile.opening_hours}
        </span>
      ) : null,
    ],
    [
      t("profile.joined"),
      <time key="joined" dateTime={isoTime(profile.created_at)}>
        {formatDate(profile.created_at, language)}
      </time>,
    ],
  ];
  return (
    <Section className="card trader-section" title={t("profile.details")}>
      <dl className="trader-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t("profile.notSet")}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The seller's public ads, a page at a time. */
export function TraderAds({
  results,
  language,
}: {
  results: { ads: AdCardData[]; total: number; current_page: number; last_page: number };
  language: Language;
}) {
  const { t } = useTranslation("traders");
  const titleId = useId();
  return (
    <section className="trader-ads" aria-labelledby={titleId}>
      <div className="row-head">
        <h2 id={titleId} className="section-title">
          {t("profile.ads")}
        </h2>
        <p className="muted">{t("profile.adsCount", { count: results.total, n: formatNumber(results.total, language) })}</p>
      </div>
      {results.ads.length === 0 ? <EmptyState message={t("profile.noAds")} /> : <AdGrid ads={results.ads} language={language} eagerCount={0} />}
      <Pagination current={results.current_page} last={results.last_page} language={language} />
    </section>
  );
}
