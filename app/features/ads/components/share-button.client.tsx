import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { ShareIcon, type ShareData } from "./share-links";

const loadPopover = () => import("./share-popover.client");
const SharePopover = lazy(loadPopover);

/**
 * The hydrated page's "Share" button (share.tsx): its first press loads the
 * Radix popover (links, copy link, native share sheet), so pages where nobody
 * shares never download Radix.
 */
export default function ShareButton({ share }: { share: ShareData }) {
  const { t } = useTranslation("product");
  const [requested, setRequested] = useState(false);
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
