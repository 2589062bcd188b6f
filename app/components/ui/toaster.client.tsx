import { Toast as RadixToast } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { timings } from "~/lib/navigation";
import type { Toast } from "~/lib/toast";

export default function Toaster({ toast }: { toast: Toast }) {
  const { t, i18n } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([toast]);

  useEffect(() => {
    setToasts((current) => (current.some((item) => item.id === toast.id) ? current : [...current, toast].slice(-timings.toastLimit)));
  }, [toast]);

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
          <RadixToast.Description>{t(item.key, item.values)}</RadixToast.Description>
          <RadixToast.Close className="toast-close" aria-label={t("toast.close")}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
