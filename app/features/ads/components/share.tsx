import { lazy, Suspense, useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { ShareLinks, type ShareData } from "./share-links";
import { Section } from "~/components/ui/section";

// The hydrated page's button and popover: loaded once the page has hydrated.
const ShareButton = lazy(() => import("./share-button.client"));

/**
 * Sharing an ad. Without JavaScript (and until the button's code is in): the
 * share links and the address in a read-only field to copy by hand. Hydrated:
 * a "Share" button that opens a popover (share-button.client.tsx).
 */
export function Share({ share }: { share: ShareData }) {
  const { t } = useTranslation("product");
  const hydrated = useHydrated();
  const fieldId = useId();
  const links = (
    <Section className="share" titleClassName="share-title" title={t("share.title")}>
      <ShareLinks share={share} />
      <label htmlFor={fieldId} className="share-address-label">
        {t("share.address")}
      </label>
      <input id={fieldId} className="share-address" type="url" readOnly value={share.url} dir="ltr" aria-describedby={`${fieldId}-hint`} />
      <p id={`${fieldId}-hint`} className="muted share-hint">
        {t("share.copyHint")}
      </p>
    </Section>
  );
  if (!hydrated) return links;
  return (
    <Suspense fallback={links}>
      <ShareButton share={share} />
    </Suspense>
  );
}
