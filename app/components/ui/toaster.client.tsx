import { Toast as RadixToast } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { timings } from "~/lib/navigation";
import type { Toast } from "~/lib/toast";
import { subscribeToasts } from "~/lib/toast-queue";

/** The toasts of the page's life: each closes after its 4000 ms (or by its button); a fourth pushes out the oldest. */
export default function Toaster() {
  const { t, i18n } = useTranslation();
  const [toasts, setToasts] = useState<Array<Toast & { text: string }>>([]);
  // Each toast's text is taken when it comes, while its page's texts are loaded: the next page may not load that namespace.
  const translate = useRef(t);
  translate.current = t;

  useEffect(
    () =>
      subscribeToasts((toast) => {
        const text = String(translate.current(toast.key, toast.values));
        setToasts((current) => (current.some((item) => item.id === toast.id) ? current : [...current, { ...toast, text }].slice(-timings.toastLimit)));
      }),
    [],
  );

  return (
    <RadixToast.Provider duration={timings.toastDurationMs} swipeDirection={i18n.dir() === "rtl" ? "left" : "right"} label={t("toast.region")}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          className={`toast toast-${item.type}`}
          type={item.type === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) setToasts((current) => current.filter((other) => other.id !== item.id));
          }}
        >
          <RadixToast.Description>{item.text}</RadixToast.Description>
          <RadixToast.Close className="toast-close" aria-label={t("toast.close")}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
