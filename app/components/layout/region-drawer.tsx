import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { localName, type Language } from "~/lib/i18n";
import { Overlay } from "~/components/ui/overlay";

export interface PlaceOption {
  id: number;
  name: string;
  name_en: string;
}

/** The region picker's drawer (region-picker.tsx): choose a governorate, then go to search, as a plain GET form. */
export function RegionDrawer({ governorates, language }: { governorates: PlaceOption[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <Overlay param="overlay" value="region" kind="drawer" title={t("header.chooseGovernorate")}>
      <Form method="get" action="/categories/search" className="stack region-form">
        <label htmlFor="region-governorate">{t("header.chooseGovernorate")}</label>
        <select id="region-governorate" name="governorate" defaultValue="" required>
          <option value="" disabled>
            {t("header.chooseGovernorate")}
          </option>
          {governorates.map((governorate) => (
            <option key={governorate.id} value={governorate.id}>
              {localName(governorate, language)}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary">
          {t("header.goToSearch")}
        </button>
      </Form>
    </Overlay>
  );
}
