// The live side of a conversation: one Durable Object per conversation holds
// the open sockets of its two people (WebSocket hibernation: an idle room
// costs nothing and keeps its sockets). D1 stays the record; the room only
// says "something new" and the page reloads its data through its loader, so
// nothing but a ping ever travels from a browser into the room.
export class ConversationRoom {
  constructor(private readonly state: DurableObjectState) {
    // Keep-alive pings are answered without waking the room.
    state.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const [client, server] = Object.values(new WebSocketPair());
      this.state.acceptWebSocket(server);
      return new Response(null, { status: 101, webSocket: client });
    }
    if (request.method === "POST") {
      const note = await request.text();
      for (const socket of this.state.getWebSockets()) {
        try {
          socket.send(note);
        } catch {
          // a socket closing as we send: its page falls back to refreshing
        }
      }
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  }

  async webSocketMessage(): Promise<void> {
    // Browsers send nothing but pings, answered above.
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 ? 1000 : code, "closed");
    } catch {
      // already closed
    }
  }
}
