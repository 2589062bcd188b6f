import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";

/** Buyer safety advice, as the operator keeps it in the database. */
export function SafetyList({ tips, language }: { tips: Array<{ id: number; title: string; title_en: string }>; language: Language }) {
  const { t } = useTranslation("product");
  const titleId = useId();
  if (tips.length === 0) return null;
  return (
    <section className="card safety" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t("safety.title")}
      </h2>
      <ul className="safety-list">
        {tips.map((tip) => (
          <li key={tip.id}>{language === "en" ? tip.title_en || tip.title : tip.title}</li>
        ))}
      </ul>
    </section>
  );
}
