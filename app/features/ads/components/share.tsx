import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { ShareIcon, ShareLinks, type ShareData } from "./share-links";
import { Section } from "~/components/ui/section";

const loadPopover = () => import("./share-popover.client");
const SharePopover = lazy(loadPopover);

/**
 * Sharing an ad. Without JavaScript: the share links and the address in a
 * read-only field to copy by hand. Hydrated: a "Share" button; its first press
 * loads the Radix popover (links, copy link, native share sheet), so pages
 * where nobody shares never download Radix.
 */
export function Share({ share }: { share: ShareData }) {
  const { t } = useTranslation("product");
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const fieldId = useId();

  if (!hydrated) {
    return (
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
  }

  const trigger = (
    <button
      type="button"
      className="button secondary share-button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={requested || undefined}
      onClick={() => setRequested(true)}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
    >
      <ShareIcon />
      {t("share.button")}
    </button>
  );
  if (!requested) return <div className="share">{trigger}</div>;
  return (
    <div className="share">
      <Suspense fallback={trigger}>
        <SharePopover share={share} />
      </Suspense>
    </div>
  );
}
