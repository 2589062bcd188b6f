// The notifications switch of this device (Web Push), on the saved searches
// page. Push needs JavaScript, a service worker and the visitor's permission:
// the switch shows only once the page has hydrated in a browser that has
// Notification, PushManager and a service worker, on a site with VAPID keys.
// Without them nothing shows, and the e-mail alerts work as before.
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { showToast } from "~/lib/toast-queue";
import { useTranslation } from "~/lib/use-translation";

type State = "checking" | "off" | "on" | "denied" | "busy";
const PATH = "/account/push";
/** How long to wait for the service worker (registered when the browser is idle, lib/offline.ts). */
const READY_TIMEOUT_MS = 10_000;

function supported(): boolean {
  return typeof window !== "undefined" && "Notification" in window && "PushManager" in window && "serviceWorker" in navigator;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function ready(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no service worker")), READY_TIMEOUT_MS)),
  ]);
}

async function post(fields: Record<string, string>): Promise<{ ok: boolean; error?: string }> {
  const response = await fetch(PATH, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" } });
  return (await response.json()) as { ok: boolean; error?: string };
}

export function PushControl({ publicKey }: { publicKey: string | null }) {
  const hydrated = useHydrated();
  if (!hydrated || !publicKey || !supported()) return null;
  return <PushSwitch publicKey={publicKey} />;
}

function PushSwitch({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation(["push"]);
  const [state, setState] = useState<State>(Notification.permission === "denied" ? "denied" : "checking");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== "checking") return;
    let live = true;
    // Whether this browser's subscription (if any) is this account's.
    (async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription || Notification.permission !== "granted") return "off";
      const response = await fetch(`${PATH}?endpoint=${encodeURIComponent(subscription.endpoint)}`, { headers: { Accept: "application/json" } });
      const answer = (await response.json()) as { ok: boolean; subscribed?: boolean };
      return answer.ok && answer.subscribed ? "on" : "off";
    })()
      .catch(() => "off" as const)
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, [state]);

  async function turnOn() {
    setState("busy");
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
      const registration = await ready();
      const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
      let subscription: PushSubscription;
      try {
        subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe(options));
      } catch {
        // A subscription made with another key (the site's keys changed): made again with today's.
        await (await registration.pushManager.getSubscription())?.unsubscribe();
        subscription = await registration.pushManager.subscribe(options);
      }
      const { endpoint, keys } = subscription.toJSON();
      const answer = await post({ intent: "subscribe", endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" });
      if (!answer.ok) {
        setError(answer.error ?? "push:control.failed");
        return setState("off");
      }
      setState("on");
      showToast({ type: "success", key: "push:control.turnedOn" });
    } catch {
      setError("push:control.failed");
      setState("off");
    }
  }

  async function turnOff() {
    setState("busy");
    setError(null);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await post({ intent: "unsubscribe", endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
      showToast({ type: "success", key: "push:control.turnedOff" });
    } catch {
      setError("push:control.failed");
      setState("on");
    }
  }

  const shown = state === "busy" || state === "checking" ? null : state;
  return (
    <section className="push-control" aria-labelledby="push-control-title">
      <h3 id="push-control-title">{t("control.title")}</h3>
      <p className="muted">{t("control.intro")}</p>
      <p role="status">{shown ? t(`control.${shown}`) : null}</p>
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {state === "denied" ? null : state === "on" ? (
        <button type="button" className="button secondary" onClick={turnOff}>
          {t("control.turnOff")}
        </button>
      ) : (
        <button type="button" className="button primary" onClick={turnOn} disabled={state !== "off"} aria-busy={state === "busy" || undefined}>
          {t("control.turnOn")}
        </button>
      )}
    </section>
  );
}
