import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { localName, type Language } from "~/lib/i18n";
import { Overlay, OverlayLink } from "~/components/ui/overlay";

interface PlaceOption {
  id: number;
  name: string;
  name_en: string;
}

/**
 * Choose a governorate, then go to search: a plain GET form in a bottom drawer.
 * `part` renders only the opening link or only the drawer, so the link can sit
 * in the header's menu while the drawer stays outside it (a closed <details>
 * would hide the no-JavaScript panel).
 */
export function RegionPicker({ governorates, language, part }: { governorates: PlaceOption[]; language: Language; part?: "link" | "drawer" }) {
  const { t } = useTranslation();
  return (
    <>
      {part === "drawer" ? null : (
        <OverlayLink param="overlay" value="region" className="header-link region-link">
          <span className="icon icon-pin" aria-hidden="true" />
          <span>{t("header.region")}</span>
        </OverlayLink>
      )}
      {part === "link" ? null : (
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
      )}
    </>
  );
}
