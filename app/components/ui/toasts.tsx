import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/lib/toast";

const Toaster = lazy(() => import("./toaster.client"));

/**
 * The server's flash message: a notice region without JavaScript, Radix toasts
 * (4000 ms, at most 3) once hydrated. The Radix code loads only when a toast
 * comes, so pages without one never download it.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const notice = toast ? (
    <div className={`notice notice-${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      {t(toast.key, toast.values)}
    </div>
  ) : null;
  if (!hydrated) return <div className="notices">{notice}</div>;
  return <Suspense fallback={<div className="notices">{notice}</div>}>{toast ? <Toaster toast={toast} /> : null}</Suspense>;
}
