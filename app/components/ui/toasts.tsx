import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/lib/toast";
import { onFirstToast, showToast } from "~/lib/toast-queue";

const Toaster = lazy(() => import("./toaster.client"));

/**
 * The server's flash message: a notice region without JavaScript, Radix toasts
 * (4000 ms, at most 3) once hydrated. The Radix code loads only when a toast
 * comes, so pages without one never download it; from then on the toaster
 * stays, so each toast keeps its 4000 ms across navigations (lib/toast-queue.ts).
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => onFirstToast(() => setLoaded(true)), []);
  useEffect(() => {
    if (hydrated && toast) showToast(toast);
  }, [hydrated, toast]);
  const notice = toast ? (
    <div className={`notice notice-${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      {t(toast.key, toast.values)}
    </div>
  ) : null;
  if (!hydrated) return <div className="notices">{notice}</div>;
  return <Suspense fallback={<div className="notices">{notice}</div>}>{loaded ? <Toaster /> : null}</Suspense>;
}
