// The end-to-end tests' server: `npm start`'s wrangler dev on the next port,
// behind a small front that retries one known dev-server failure.
//
// wrangler dev forwards every request from its proxy to the Worker over a
// pooled keep-alive connection. Both ends close an idle connection after 5 s,
// so a request that lands on one at that moment never reaches the Worker; for
// anything but GET and HEAD, wrangler 4.86 then answers 503 "Your worker
// restarted mid-request" although nothing restarted (cloudflare/workers-sdk
// #14641 and #14926, fixed only in releases that need Node 22). The front
// sends such a request again, so a test sees what the Worker answered, and
// reports each retry on stderr. Everything else passes through unchanged:
// same Host (the site's own address), same headers, the response streamed;
// WebSocket upgrades are piped through as they are. If wrangler dev itself
// stops, the front starts it again on the same state and holds requests until
// it answers.
//
// Usage: tsx tests/e2e/server.ts --port 8788 [start.ts options]
import { spawn, type ChildProcess } from "node:child_process";
import { Agent, createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { pipeline } from "node:stream";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { argValue } from "../../.tools/run";

const port = Number(argValue("--port", "8788"));
const innerPort = port + 1;
const attempts = 4;

function passOn(args: string[]): string[] {
  const rest = [...args];
  const index = rest.indexOf("--port");
  if (index >= 0) rest.splice(index, 2);
  return [...rest, "--port", String(innerPort)];
}

let stopping = false;
/** Set while wrangler dev is starting again after it stopped; requests wait for it. */
let restarted: Promise<void> | null = null;

let restarts = 0;

/** Everything start.ts ran (npx, wrangler, workerd) shares its process group; stop it all. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

function startWrangler(args: string[]) {
  const child = spawn("npx", ["tsx", ".tools/start.ts", ...args], {
    stdio: "inherit",
    env: { ...process.env, SITE_URL: `http://127.0.0.1:${port}` },
    detached: true,
  });
  child.on("exit", (code, signal) => {
    // A workerd left behind would keep the port, so the group goes with its leader.
    stopGroup(child, "SIGKILL");
    if (stopping) return;
    if (++restarts > 3) {
      console.error(`e2e server: wrangler dev stopped (${code ?? signal}) for the fourth time; giving up`);
      process.exit(1);
    }
    // workerd sometimes drops out mid-suite ("Network connection lost" inside its
    // proxy). The state on disk is kept: start again on it, without building,
    // wiping or seeding, so the rest of the suite meets the same site.
    console.error(`e2e server: wrangler dev stopped (${code ?? signal}); starting it again on the same state`);
    const again = args.filter((arg) => arg !== "--fresh" && arg !== "--no-build" && arg !== "--no-seed");
    wrangler = startWrangler([...again, "--no-build", "--no-seed"]);
    restarted = waitForWrangler().finally(() => {
      restarted = null;
    });
  });
  return child;
}

/** Resolves once wrangler dev answers on its port again (at most two minutes). */
async function waitForWrangler() {
  for (let tries = 0; tries < 240; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = connect(innerPort, "127.0.0.1", () => {
        probe.destroy();
        resolve(true);
      });
      probe.on("error", () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let wrangler = startWrangler(passOn(process.argv.slice(2)));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    stopGroup(wrangler, signal);
    process.exit(0);
  });
}

type Answer = { response: IncomingMessage; body?: Buffer };

/** Connection handling belongs to each hop, never passed along. */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "upgrade"]);

function requestHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

function responseHeaders(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!hopByHop.has(raw[i].toLowerCase())) kept.push(raw[i], raw[i + 1]);
  return kept;
}

// Our own pool lets a connection idle 2 s at most, well inside wrangler's 5 s, so it never races.
const agent = new Agent({ keepAlive: true, timeout: 2000 });

/** One request to wrangler dev. */
function send(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const upstream = forward({ host: "127.0.0.1", port: innerPort, method, path, headers, agent }, async (response) => {
      // Only the proxy's own 503 is read here; every other answer streams through.
      if (response.statusCode !== 503 || response.headers["retry-after"] !== "0") return resolve({ response });
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({ response, body: Buffer.concat(chunks) });
    });
    upstream.on("error", reject);
    upstream.end(body ?? undefined);
  });
}

/** The proxy's 503 text, compressed the way the client asked for. */
function droppedByProxy({ response, body }: Answer): boolean {
  if (!body) return false;
  const encoding = response.headers["content-encoding"];
  const text = encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : encoding === "deflate" ? inflateSync(body) : body;
  return text.toString("utf8").startsWith("Your worker restarted mid-request");
}

const server = createServer(async (request, response) => {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : null;
    const method = request.method ?? "GET";
    const path = request.url ?? "/";
    const headers = requestHeaders(request.headers);
    if (restarted) await restarted;
    let answer = await send(method, path, headers, body).catch(async (error: NodeJS.ErrnoException) => {
      // A refused or reset connection while wrangler dev starts again: wait for it and send once
      // more. (The error can come a moment before the exit is seen, hence the short wait.)
      if (error.code !== "ECONNREFUSED" && error.code !== "ECONNRESET") throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!restarted) throw error;
      await restarted;
      return send(method, path, headers, body);
    });
    for (let attempt = 2; attempt <= attempts && droppedByProxy(answer); attempt++) {
      console.error(`e2e server: wrangler dev dropped ${method} ${path} on a closing connection; sending it again (${attempt}/${attempts})`);
      answer = await send(method, path, headers, body);
    }
    response.writeHead(answer.response.statusCode ?? 502, answer.response.statusMessage, responseHeaders(answer.response.rawHeaders));
    if (answer.body) response.end(answer.body);
    // A browser that gives up closes its side; pipeline then drops ours as well.
    else pipeline(answer.response, response, () => {});
  } catch (error) {
    // wrangler dev is still starting (Playwright polls until it answers) or has stopped.
    if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain" });
    response.end(String((error as Error).message));
  }
});
// WebSockets (a conversation's live socket) pass straight through to wrangler dev.
server.on("upgrade", (request, socket, head) => {
  const upstream = connect(innerPort, "127.0.0.1", () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (head.length) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  const drop = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.on("error", drop);
  socket.on("error", drop);
});
server.listen(port, "127.0.0.1");
