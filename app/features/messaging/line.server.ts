// The live side of messaging: one Durable Object per member (their "line")
// holds the open sockets of their conversation pages (WebSocket hibernation:
// an idle line costs nothing and keeps its sockets). D1 stays the record; a
// line only says "something new in conversation N" and the page reloads its
// data through its loader, so nothing but a ping ever travels from a browser
// into it.
//
// One line per member, not per conversation, so that every door closes in
// one request whatever number of conversations the member has: each socket
// is tagged with its conversation (c:N), the session that opened it (s:…)
// and the other person (o:N); sign-out closes the session's tag, a new
// password or a suspension closes them all, a block closes the other
// person's tag (live.server.ts sends these). And the line counts: a member
// holds at most MAX_SOCKETS at once; a newer one makes the oldest give way.
import { CLOSED_DOORS, GAVE_WAY, MAX_SOCKETS } from "./live-codes";

/** What a socket carries through hibernation: its place in the order of opening. */
interface Attachment {
  seq: number;
}

const isOpen = (socket: WebSocket) => socket.readyState === WebSocket.OPEN;
const seqOf = (socket: WebSocket) => (socket.deserializeAttachment() as Attachment | null)?.seq ?? 0;

function close(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // already closed
  }
}

export class MessageLine {
  constructor(private readonly state: DurableObjectState) {
    // Keep-alive pings are answered without waking the line.
    state.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") return this.open(url);
    if (request.method !== "POST") return new Response(null, { status: 404 });
    if (url.pathname === "/message") {
      const note = await request.text();
      for (const socket of this.state.getWebSockets(`c:${url.searchParams.get("conversation")}`)) {
        try {
          socket.send(note);
        } catch {
          // a socket closing as we send: its page falls back to refreshing
        }
      }
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/close") {
      // One tag (a session, the other person of a block), or every socket of the member.
      const tag = url.searchParams.get("tag");
      const sockets = tag ? this.state.getWebSockets(tag) : this.state.getWebSockets();
      for (const socket of sockets) close(socket, CLOSED_DOORS, "closed");
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  }

  /** A socket for one conversation page, tagged by the Worker's checked values; the oldest beyond MAX_SOCKETS give way. */
  private open(url: URL): Response {
    const conversation = url.searchParams.get("conversation") ?? "";
    const session = url.searchParams.get("session") ?? "";
    const other = url.searchParams.get("other") ?? "";
    if (!/^\d{1,12}$/.test(conversation) || !/^[0-9a-f]{8,64}$/.test(session) || !/^\d{1,12}$/.test(other)) return new Response(null, { status: 400 });
    const open = this.state.getWebSockets().filter(isOpen);
    const seq = Math.max(0, ...open.map(seqOf)) + 1;
    const [client, server] = Object.values(new WebSocketPair());
    this.state.acceptWebSocket(server, [`c:${conversation}`, `s:${session}`, `o:${other}`]);
    server.serializeAttachment({ seq } satisfies Attachment);
    // The newest page is the one being looked at: the oldest ones give way (their pages refresh on their own instead).
    const oldestFirst = open.sort((a, b) => seqOf(a) - seqOf(b));
    for (const socket of oldestFirst.slice(0, Math.max(0, oldestFirst.length + 1 - MAX_SOCKETS))) close(socket, GAVE_WAY, "newer page");
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(): Promise<void> {
    // Browsers send nothing but pings, answered above.
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    close(socket, code === 1005 ? 1000 : code, "closed");
  }
}
