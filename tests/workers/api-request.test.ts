import { describe, expect, it } from "vitest";
import { ApiError, apiMethods, fail, ok, translate } from "~/api/envelope.server";
import { readFields, validationError } from "~/api/request.server";
import { serverTranslate } from "~/server/i18n.server";

// Reading API requests (JSON, multipart, urlencoded, indexed names, size
// caps) and the envelope's messages in the requested language.

const url = "http://127.0.0.1/public/api/x?phone_number=%2B201012345678&page=2";

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("readFields", () => {
  it("reads JSON: numbers as text, booleans as 1/0, null left out, lists repeated; the body wins over the query", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: 3, negotiable: true, region_id: null, tags: ["a", "b"], name: "سيارة" }),
    });
    const fields = await readFields(request);
    expect(fields.get("page")).toBe("3");
    expect(fields.get("negotiable")).toBe("1");
    expect(fields.has("region_id")).toBe(false);
    expect(fields.all("tags")).toEqual(["a", "b"]);
    expect(fields.get("name")).toBe("سيارة");
    expect(fields.get("phone_number")).toBe("+201012345678");
  });

  it("reads multipart with images[n] in index order, whatever order they arrive in", async () => {
    const form = new FormData();
    form.append("images[1]", new File(["second"], "b.jpg"));
    form.append("name", "x");
    form.append("images[0]", new File(["first"], "a.jpg"));
    form.append("images[]", new File(["third"], "c.jpg"));
    const fields = await readFields(new Request(url, { method: "POST", body: form }), { maxBytes: 1024 * 1024 });
    expect(fields.files("images").map((file) => file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    expect(fields.get("name")).toBe("x");
  });

  it("reads urlencoded bodies and DELETE query strings", async () => {
    const fields = await readFields(new Request(url, { method: "POST", body: new URLSearchParams({ ad_id: "7" }) }));
    expect(fields.get("ad_id")).toBe("7");
    const del = await readFields(new Request(url, { method: "DELETE" }));
    expect(del.get("phone_number")).toBe("+201012345678");
  });

  it("refuses a body over the cap (413) whether or not it declares its length", async () => {
    const big = "x".repeat(70 * 1024);
    const declared = await refusal(
      readFields(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ big }) })),
    );
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(big.slice(0, 10 * 1024)));
        controller.close();
      },
    });
    const streamed = await refusal(
      readFields(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" } as RequestInit)),
    );
    expect(streamed.status).toBe(413);
  });

  it("answers 400 for malformed JSON or a JSON list, and 415 for other bodies", async () => {
    expect((await refusal(readFields(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" })))).status).toBe(400);
    expect((await refusal(readFields(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "[1]" })))).status).toBe(400);
    expect((await refusal(readFields(new Request(url, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" })))).status).toBe(415);
  });
});

describe("envelope", () => {
  it("translates keys into the requested language and leaves other text alone", async () => {
    const ar = serverTranslate("ar");
    const en = serverTranslate("en");
    expect(translate({ t: en }, "api:errors.notFound")).toBe("Not found");
    expect(translate({ t: ar }, "api:errors.notFound")).toBe("غير موجود");
    expect(translate({ t: ar }, "auth:toasts.signedIn")).toBe("تم تسجيل الدخول بنجاح");
    expect(translate({ t: en }, "Already: translated")).toBe("Already: translated");
  });

  it("maps form errors to API names, with messages in the language, as a 422", async () => {
    const error = validationError(
      { phone: ["auth:errors.phoneTooShort"], "images[1]": ["editor:errors.imageTooLarge"], "": ["auth:toasts.signupFailed"] },
      { phone: "phone_number" },
    );
    expect(error.status).toBe(422);
    const en = serverTranslate("en");
    const response = fail({ t: en }, error);
    const body = (await response.json()) as { success: boolean; msg: string; data: null; errors: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
    expect(body.msg).toBe("Registration failed");
    expect(body.errors.phone_number).toEqual(["The phone number is too short: it must have 11 digits"]);
    expect(Object.keys(body.errors).sort()).toEqual(["_form", "images", "phone_number"]);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers every method not in the table with 405 and Allow, in JSON", async () => {
    const en = serverTranslate("en");
    const route = apiMethods({ GET: async ({ context }) => ok(context, [1]) });
    const args = (method: string) => ({ request: new Request(url, { method }), context: { t: en }, params: {} }) as never;
    expect((await route.loader(args("GET"))).status).toBe(200);
    const refused = await route.action(args("POST"));
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET");
    expect(await refused.json()).toEqual({ success: false, msg: "This method is not allowed here", data: null });
    const crashing = apiMethods({ GET: async () => Promise.reject(new Error("boom")) });
    const crashed = await crashing.loader(args("GET"));
    expect(crashed.status).toBe(500);
    expect(((await crashed.json()) as { success: boolean }).success).toBe(false);
  });
});
