// The workerd test project's main module: the Durable Object classes, the
// one the messaging tests open real sockets on (live-doors.test.ts) and the
// ad counters (ad-stats.test.ts). The app's own worker.ts needs the Remix
// build, which module tests do not make.
export { MessageLine } from "~/features/messaging/line.server";
export { AdCounter } from "~/features/ad-stats/counter.server";

export default {
  async fetch(): Promise<Response> {
    return new Response(null, { status: 404 });
  },
};
