import { useTranslation } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";
import { OverlayLink, useOverlay } from "~/components/ui/overlay-link";
import { lazyPart } from "~/lib/lazy-part";
import type { PlaceOption } from "./region-drawer";

// The drawer is in every page's header but open on few: its code (and the overlay's) is a lazy part
// (lib/lazy-part.ts), fetched when the link is touched or the drawer is open, not with the page's scripts.
const loadDrawer = () => import("./region-drawer");
const RegionDrawer = lazyPart(() => loadDrawer().then((module) => module.RegionDrawer));

/**
 * Choose a governorate, then go to search: a plain GET form in a bottom drawer.
 * `part` renders only the opening link or only the drawer, so the link can sit
 * in the header's menu while the drawer stays outside it (a closed <details>
 * would hide the no-JavaScript panel).
 */
export function RegionPicker({ governorates, language, part }: { governorates: PlaceOption[]; language: Language; part?: "link" | "drawer" }) {
  const { t } = useTranslation();
  const { open } = useOverlay("overlay", "region");
  return (
    <>
      {part === "drawer" ? null : (
        <OverlayLink param="overlay" value="region" className="header-link region-link" preload={loadDrawer}>
          <span className="icon icon-pin" aria-hidden="true" />
          <span>{t("header.region")}</span>
        </OverlayLink>
      )}
      {part === "link" || !open ? null : <RegionDrawer governorates={governorates} language={language} />}
    </>
  );
}
