import { describe, expect, it } from "vitest";
import { AD_BODY_BYTES, bodyLimitFor, capBody, declaredLength, PROFILE_BODY_BYTES, SUPPORT_BODY_BYTES, TEXT_BODY_BYTES } from "~/server/body-limit.server";

const MB = 1024 * 1024;

describe("the request body limit by address", () => {
  it("is small for sign-in, sign-up, codes, text forms and JSON calls", () => {
    for (const path of [
      "/auth/signin",
      "/auth/signup",
      "/auth/verification2",
      "/auth/forget-password",
      "/categories/product/12/report",
      "/account/bundles",
      "/public/api/user/login",
      "/public/api/client/wishlist",
      "/public/api/client/ads/getAdsByParameters",
      "/",
      "/anything/else",
    ]) {
      expect(bodyLimitFor(path), path).toBe(64 * 1024);
    }
    expect(TEXT_BODY_BYTES).toBe(64 * 1024);
  });

  it("takes an ad with ten 5 MB photos on the editor and the API's ad calls (60 MB)", () => {
    expect(AD_BODY_BYTES).toBe(60 * MB);
    expect(AD_BODY_BYTES).toBeGreaterThan(10 * 5 * MB);
    for (const path of ["/account/ads", "/account/ads/", "/public/api/client/ads", "/public/api/client/ads/42"])
      expect(bodyLimitFor(path), path).toBe(AD_BODY_BYTES);
  });

  it("takes five 10 MB support attachments, and a 5 MB profile image", () => {
    expect(bodyLimitFor("/account/support")).toBe(SUPPORT_BODY_BYTES);
    expect(SUPPORT_BODY_BYTES).toBeGreaterThan(5 * 10 * MB);
    expect(SUPPORT_BODY_BYTES).toBeLessThan(AD_BODY_BYTES);
    for (const path of ["/account", "/account/", "/public/api/user/update-profile"]) expect(bodyLimitFor(path), path).toBe(PROFILE_BODY_BYTES);
    expect(PROFILE_BODY_BYTES).toBeGreaterThan(5 * MB);
    expect(PROFILE_BODY_BYTES).toBeLessThan(7 * MB);
  });

  it("gives admins room for a record's image and a batch of document pages", () => {
    expect(bodyLimitFor("/admin/categories/3")).toBe(6 * MB);
    expect(bodyLimitFor("/admin/banners")).toBe(6 * MB);
    expect(bodyLimitFor("/admin/documents/2/pages")).toBe(AD_BODY_BYTES);
  });
});

describe("Content-Length", () => {
  it("is a whole number or unknown", () => {
    expect(declaredLength(new Headers({ "Content-Length": "123" }))).toBe(123);
    expect(declaredLength(new Headers())).toBeNull();
    expect(declaredLength(new Headers({ "Content-Length": "12abc" }))).toBeNull();
    expect(declaredLength(new Headers({ "Content-Length": "-5" }))).toBeNull();
  });
});

describe("the counting stream for bodies without Content-Length", () => {
  const streamOf = (sizes: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of sizes) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    });

  it("passes a body within the limit unchanged", async () => {
    const capped = capBody(streamOf([10, 20, 30]), 60);
    expect((await new Response(capped.body).arrayBuffer()).byteLength).toBe(60);
    expect(capped.exceeded()).toBe(false);
  });

  it("errors once more than the limit has arrived, and says so", async () => {
    const capped = capBody(streamOf([40, 40, 40]), 60);
    await expect(new Response(capped.body).arrayBuffer()).rejects.toThrow(/over 60 bytes/);
    expect(capped.exceeded()).toBe(true);
  });
});
