import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CLOSED_DOORS } from "./live-codes";

/** How often a page without its socket looks for new messages. */
export const REFRESH_MS = 10_000;
const PING_MS = 30_000;

/**
 * With JavaScript, a conversation page that takes messages listens on its
 * member's socket and reloads its data (the loader: messages, read state,
 * the header's count) when a message arrives. If the socket cannot open or
 * drops (or gave way to a newer page's), it refreshes every few seconds
 * while the page is in view. Closed by the server because the doors closed
 * (signed out, a new password, a suspension, a block), it reloads once: the
 * loader then sends a signed-out reader to sign in, or shows the
 * conversation closed. A conversation that takes no messages opens none.
 * Returns which way it is live, for the page to say.
 */
export function useLiveConversation(conversationId: number, open = true): "socket" | "refresh" | null {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [mode, setMode] = useState<"socket" | "refresh" | null>(null);
  useEffect(() => {
    if (!open) {
      setMode(null);
      return;
    }
    let leaving = false;
    let refresher: ReturnType<typeof setInterval> | undefined;
    let socket: WebSocket | null = null;
    const refresh = () => {
      if (document.visibilityState === "visible") revalidate.current();
    };
    const fallBack = () => {
      if (leaving) return;
      setMode("refresh");
      refresher ??= setInterval(refresh, REFRESH_MS);
    };
    try {
      const url = new URL(`/account/messages/${conversationId}/live`, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(url);
      socket.addEventListener("open", () => setMode("socket"));
      socket.addEventListener("message", (event) => {
        if (event.data !== "pong") refresh();
      });
      socket.addEventListener("close", (event) => {
        if (event.code === CLOSED_DOORS) {
          if (!leaving) revalidate.current();
          setMode(null);
        } else fallBack();
      });
    } catch {
      fallBack();
    }
    const pinger = setInterval(() => {
      if (socket?.readyState === WebSocket.OPEN) socket.send("ping");
    }, PING_MS);
    return () => {
      leaving = true;
      clearInterval(pinger);
      if (refresher) clearInterval(refresher);
      socket?.close();
    };
  }, [conversationId, open]);
  return mode;
}
