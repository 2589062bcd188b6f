import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeSms, listSmsOutbox, sendSms, SmsError, smsAdapter, trySendSms } from "~/server/sms.server";
import { testConfig } from "./helpers/config";
import { createTestEnv } from "./helpers/db";

// The production SMS adapter against a local HTTP server that speaks
// Infobip's SMS API as documented (POST /sms/2/text/advanced, JSON,
// "Authorization: App <key>"; 200 with one status per destination, where the
// REJECTED group (5) means it will not go; 401 and 4xx/5xx with a
// requestError.serviceException). A Node test: workerd cannot listen.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let server: Server;
let base = "";
let received: Array<{ method: string; path: string; headers: IncomingMessage["headers"]; body: string }> = [];
/** How the provider answers the next request: "ok", "rejected" (200 with a REJECTED status) or "down" (500). */
let mode: "ok" | "rejected" | "down" = "ok";
const KEY = "infobip-key-123";

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== "POST" || request.url !== "/sms/2/text/advanced")
        return reply(404, { requestError: { serviceException: { messageId: "NOT_FOUND", text: "Not found" } } });
      if (request.headers.authorization !== `App ${KEY}`) {
        return reply(401, { requestError: { serviceException: { messageId: "UNAUTHORIZED", text: "Invalid login details" } } });
      }
      if (mode === "down") return reply(500, { requestError: { serviceException: { messageId: "GENERAL_ERROR", text: "Something went wrong" } } });
      const to = (JSON.parse(body) as { messages: Array<{ destinations: Array<{ to: string }> }> }).messages[0].destinations[0].to;
      const status =
        mode === "rejected"
          ? { groupId: 5, groupName: "REJECTED", id: 6, name: "REJECTED_DESTINATION", description: "Destination blocked" }
          : { groupId: 1, groupName: "PENDING", id: 26, name: "PENDING_ACCEPTED", description: "Message sent to next instance" };
      reply(200, { bulkId: "bulk-1", messages: [{ to, status, messageId: `msg-${received.length}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await dispose?.();
});

const deps = (overrides: Parameters<typeof testConfig>[0] = {}) => ({
  db: env.DB,
  config: testConfig({ SMS_PROVIDER_URL: base, SMS_API_KEY: KEY, ...overrides }),
});

describe("the Infobip adapter", () => {
  it("is used only when both the base URL and the key are set", () => {
    expect(smsAdapter(testConfig())).toBe("outbox");
    expect(smsAdapter(testConfig({ SMS_PROVIDER_URL: base }))).toBe("outbox");
    expect(smsAdapter(deps().config)).toBe("infobip");
  });

  it("POSTs the documented request with the key, and keeps the provider's id but no body", async () => {
    received = [];
    mode = "ok";
    await sendSms(deps({ SMS_SENDER: "SouqEG" }), codeSms({ to: "+201012340001", code: "482913", language: "ar" }));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", path: "/sms/2/text/advanced" });
    expect(received[0].headers.authorization).toBe(`App ${KEY}`);
    expect(received[0].headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(received[0].body);
    expect(payload).toEqual({ messages: [{ from: "SouqEG", destinations: [{ to: "201012340001" }], text: expect.stringContaining("482913") }] });
    const [record] = await listSmsOutbox({ db: env.DB }, { to: "+201012340001" });
    expect(record).toMatchObject({ status: "sent", body: "", code: null });
    const row = await env.DB.prepare("SELECT provider_id FROM sms_outbox WHERE id = ?1").bind(record.id).first<{ provider_id: string }>();
    expect(row?.provider_id).toBe("msg-1");
  });

  it("a base URL with a trailing slash reaches the same endpoint, and the sender defaults to Souq", async () => {
    received = [];
    mode = "ok";
    await sendSms(deps({ SMS_PROVIDER_URL: `${base}/` }), codeSms({ to: "+201012340002", code: "111222", language: "en" }));
    expect(received[0].path).toBe("/sms/2/text/advanced");
    expect(JSON.parse(received[0].body).messages[0].from).toBe("Souq");
  });

  it("a wrong key (401), a rejected destination, a failing provider and an unreachable one are SmsErrors, recorded as failed", async () => {
    const message = codeSms({ to: "+201012340003", code: "333444", language: "ar" });
    mode = "ok";
    await expect(sendSms(deps({ SMS_API_KEY: "wrong" }), message)).rejects.toThrow(/401: UNAUTHORIZED/);
    mode = "rejected";
    await expect(sendSms(deps(), message)).rejects.toThrow(/REJECTED_DESTINATION/);
    mode = "down";
    await expect(sendSms(deps(), message)).rejects.toBeInstanceOf(SmsError);
    await expect(sendSms(deps({ SMS_PROVIDER_URL: "http://127.0.0.1:9" }), message)).rejects.toBeInstanceOf(SmsError);
    expect(await trySendSms(deps(), message)).toBe(false);
    const records = await listSmsOutbox({ db: env.DB }, { to: "+201012340003" });
    expect(records.map((record) => record.status)).toEqual(["failed", "failed", "failed", "failed", "failed"]);
    expect(records.every((record) => record.body === "")).toBe(true);
  });
});
