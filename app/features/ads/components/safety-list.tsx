import { useTranslation } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";
import { Section } from "~/components/ui/section";

/** Buyer safety advice, as the operator keeps it in the database. */
export function SafetyList({ tips, language }: { tips: Array<{ id: number; title: string; title_en: string }>; language: Language }) {
  const { t } = useTranslation("product");
  if (tips.length === 0) return null;
  return (
    <Section className="card safety" title={t("safety.title")}>
      <ul className="safety-list">
        {tips.map((tip) => (
          <li key={tip.id}>{language === "en" ? tip.title_en || tip.title : tip.title}</li>
        ))}
      </ul>
    </Section>
  );
}
