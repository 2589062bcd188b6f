import { Popover } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { ShareIcon, ShareLinks, type ShareData } from "./share-links";

/** The copied state lasts one second. */
export const COPIED_MS = 1000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, or the clipboard refused: the selection route.
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.appendChild(field);
    field.select();
    const copied = document.execCommand("copy");
    field.remove();
    return copied;
  }
}

/** The hydrated share menu: opened at once, since it loads on the first press of "Share". */
export default function SharePopover({ share }: { share: ShareData }) {
  const { t } = useTranslation("product");
  const [copied, setCopied] = useState(false);
  const [canShare] = useState(() => typeof navigator.share === "function");
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(share.url))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  const nativeShare = async () => {
    try {
      await navigator.share({ title: share.title, text: share.text, url: share.url });
    } catch {
      // cancelled by the visitor
    }
  };

  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger className="button secondary share-button">
        <ShareIcon />
        {t("share.button")}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="share-popover" aria-label={t("share.title")} sideOffset={8} collisionPadding={12} align="start">
          <ShareLinks share={share} />
          <div className="share-actions">
            <button type="button" className="button primary" onClick={copy} data-copied={copied || undefined}>
              {t(copied ? "share.copied" : "share.copy")}
            </button>
            {canShare ? (
              <button type="button" className="button secondary" onClick={nativeShare}>
                {t("share.native")}
              </button>
            ) : null}
          </div>
          <p role="status" className="visually-hidden">
            {copied ? t("share.copied") : ""}
          </p>
          <Popover.Arrow className="share-arrow" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
