// The workerd test project's main module: the Durable Object class the
// messaging tests open real sockets on (live-doors.test.ts). The app's own
// worker.ts needs the Remix build, which module tests do not make.
export { MessageLine } from "~/features/messaging/line.server";

export default {
  async fetch(): Promise<Response> {
    return new Response(null, { status: 404 });
  },
};
