import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { issueApiToken } from "~/server/api-tokens.server";
import { listOutbox } from "~/server/mail.server";
import { openApiDocument, operations } from "~/api/openapi.server";
import { adFields, call, formOf, image, makeContext, seedAttributes, seedCatalogue, type Answer } from "./api-helpers";
import { apiRoutes } from "./api-route-table";
import { createTestEnv } from "./helpers/db";

// The contract between /public/api/openapi.json and the server: the document passes Redocly's strict lint; every operation is
// called with valid and invalid input and each answer's status is one the
// document declares, its body valid against the declared schema (Ajv, JSON
// Schema 2020-12); the declared body media types are accepted, others get
// 415; and a client generated from the document with openapi-typescript
// type-checks a program that calls the main operations.

const root = fileURLToPath(new URL("../..", import.meta.url));
const doc = openApiDocument("http://127.0.0.1:8799") as any;

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await seedCatalogue(env.DB);
  await seedAttributes(env.DB);
});

afterAll(async () => {
  await dispose?.();
});

describe("the OpenAPI document under a strict linter", () => {
  it("has no problem under Redocly's recommended-strict rules (warnings count as errors)", async () => {
    const config = await createConfig({ extends: ["recommended-strict"] } as never);
    const problems = await lintFromString({ source: JSON.stringify(doc, null, 2), absoluteRef: join(root, "openapi.json"), config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it("would catch an enum whose members do not match its type (the old negotiable)", async () => {
    const config = await createConfig({ extends: ["recommended-strict"] } as never);
    const broken = structuredClone(doc);
    broken.paths["/public/api/client/ads"].post.requestBody.content["multipart/form-data"].schema.properties.negotiable = {
      type: "string",
      enum: [1, 0, "1", "0"],
    };
    const problems = await lintFromString({ source: JSON.stringify(broken), absoluteRef: join(root, "openapi.json"), config });
    expect(problems.map((problem) => problem.ruleId)).toContain("no-enum-type-mismatch");
  });
});

// ---- Ajv over the document's own schemas ----------------------------------------------------------

const BASE = "https://souq.test/openapi.json";

/** The document's local refs as absolute ones, so Ajv can resolve them against the schemas added below. */
function absolute(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolute);
  if (node && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === "$ref" && typeof value === "string" && value.startsWith("#/") ? `${BASE}${value}` : absolute(value),
      ]),
    );
  }
  return node;
}

function makeAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat("binary", true);
  ajv.addKeyword("example");
  for (const [name, schema] of Object.entries<any>(doc.components.schemas)) ajv.addSchema(absolute(schema) as object, `${BASE}#/components/schemas/${name}`);
  return ajv;
}

interface Case {
  operationId: string;
  label: string;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  raw?: { body: string; contentType: string };
  token?: string;
  status: number;
}

describe("every operation's answers against the document (Ajv, JSON Schema 2020-12)", () => {
  const seen = new Map<string, Set<number>>();

  async function run(test: Case) {
    const operation = operations.find((candidate) => candidate.operationId === test.operationId)!;
    const method = operation.method.toUpperCase();
    const url = new URL(`http://127.0.0.1:8799/public/api${test.path}`);
    for (const [key, value] of Object.entries(test.query ?? {})) url.searchParams.set(key, value);
    const headers = new Headers();
    if (test.token) headers.set("Authorization", `Bearer ${test.token}`);
    let body: BodyInit | undefined;
    if (test.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(test.json);
    } else if (test.form) body = test.form;
    else if (test.raw) {
      headers.set("Content-Type", test.raw.contentType);
      body = test.raw.body;
    }
    const { context, pending } = await makeContext(env, "en", `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const route = apiRoutes[operation.path];
    const request = new Request(url, { method, headers, body });
    const response = await (method === "GET" ? route.loader : route.action)({ request, context, params: test.params ?? {} } as never);
    await Promise.allSettled(pending); // as a Worker, the request's background work (a message's e-mail notice) ends with it
    const answer = (await response.json()) as any;
    return { operation, response, answer };
  }

  it("answers valid and invalid calls of every operation with a declared status and a body its schema accepts", async () => {
    const ajv = makeAjv();
    const stamp = Date.now() % 100000;
    const phone = `+2015${String(stamp).padStart(8, "0")}`;
    // Accounts made through the API itself.
    const person = {
      name: "Mona Hassan",
      email: `contract${stamp}@example.com`,
      phone_number: phone,
      password: "secret-pass-1",
      password_confirmation: "secret-pass-1",
      user_type: "client",
    };
    const registered = await run({ operationId: "register", label: "", path: "/user/register", json: person, status: 201 });
    expect(registered.response.status).toBe(201);
    const [mail] = await listOutbox({ db: env.DB }, { to: person.email });
    const verified = await run({ operationId: "verify", label: "", path: "/user/verify", json: { phone_number: phone, code: mail.code }, status: 200 });
    expect(verified.response.status).toBe(200);
    expect(
      makeAjv().validate(absolute(doc.paths["/public/api/user/verify"].post.responses["200"].content["application/json"].schema) as object, verified.answer),
    ).toBe(true);
    const loginAnswer = await run({
      operationId: "login",
      label: "",
      path: "/user/login",
      json: { phone_number: phone, password: person.password },
      status: 200,
    });
    const token: string = loginAnswer.answer.data.token;
    const other = await createUser(
      { db: env.DB },
      {
        accountType: "customer",
        firstName: "Omar",
        lastName: "Nabil",
        username: `other${stamp}`,
        email: `other${stamp}@example.com`,
        phone: `+2011${String(stamp).padStart(8, "0")}`,
        password: "secret-1",
        language: "en",
      },
    );
    if (!other.ok) throw new Error("conflict");
    // Only verified accounts start conversations (the unverified one below gets 403 not_verified).
    await markVerified({ db: env.DB }, other.user.id);
    const unverified = await createUser(
      { db: env.DB },
      {
        accountType: "customer",
        firstName: "Nour",
        lastName: "Nabil",
        username: `unverified${stamp}`,
        email: `unverified${stamp}@example.com`,
        phone: `+20155${String(stamp).padStart(7, "0")}`,
        password: "secret-1",
        language: "en",
      },
    );
    if (!unverified.ok) throw new Error("conflict");
    const { token: unverifiedToken } = await issueApiToken({ db: env.DB }, unverified.user.id);

    const created = await run({
      operationId: "createAd",
      label: "",
      path: "/client/ads",
      token,
      form: formOf(
        adFields({ attributes: JSON.stringify({ year: 2019, km: "120,000", fuel: "petrol", extras: ["camera"], accident_free: true, model: "Corolla" }) }),
        [["images[0]", await image("png")]],
      ),
      status: 201,
    });
    expect(created.response.status).toBe(201);
    // Every kind of attribute value in the answer's shape (checked against the document with the other answers below).
    expect(created.answer.data.ad.attributes).toEqual({ year: 2019, km: 120000, fuel: "petrol", extras: ["camera"], accident_free: true, model: "Corolla" });
    expect(
      makeAjv().validate(absolute(doc.paths["/public/api/client/ads"].post.responses["201"].content["application/json"].schema) as object, created.answer),
    ).toBe(true);
    const adId = String(created.answer.data.ad.id);
    const photoId = String(created.answer.data.ad.images[0].id);
    await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
      .bind(Number(adId))
      .run();

    // A conversation about the ad, opened by the other user through the API.
    const { token: otherToken } = await issueApiToken({ db: env.DB }, other.user.id);
    const opened = await run({
      operationId: "sendMessage",
      label: "",
      path: "/client/messages/send",
      token: otherToken,
      json: { ad_id: Number(adId), body: "Is it available?" },
      status: 201,
    });
    expect(opened.response.status).toBe(201);
    expect(
      makeAjv().validate(
        absolute(doc.paths["/public/api/client/messages/send"].post.responses["201"].content["application/json"].schema) as object,
        opened.answer,
      ),
    ).toBe(true);
    const conversationId = String(opened.answer.data.conversation_id);
    const conversationPath = `/client/messages/conversations/${conversationId}`;

    // Ratings: the seller answers, so both have written; the buyer rates them.
    const sellerId = String(loginAnswer.answer.data.user.id);
    const answered = await run({
      operationId: "replyToConversation",
      label: "",
      path: `${conversationPath}/reply`,
      params: { id: conversationId },
      token,
      json: { body: "Yes, it is" },
      status: 201,
    });
    expect(answered.response.status).toBe(201);
    const rated = await run({
      operationId: "createRating",
      label: "",
      path: "/client/ratings",
      token: otherToken,
      json: { ad_id: Number(adId), stars: 4, comment: "Answered fast" },
      status: 201,
    });
    expect(rated.response.status).toBe(201);
    expect(
      makeAjv().validate(absolute(doc.paths["/public/api/client/ratings"].post.responses["201"].content["application/json"].schema) as object, rated.answer),
    ).toBe(true);
    const ratingId = String(rated.answer.data.rating.id);
    const ratingPath = `/client/ratings/${ratingId}`;

    const cases: Case[] = [
      // Messaging first: the ad is public until updateAd sends it back to review.
      { operationId: "conversations", label: "", path: "/client/messages/conversations", token, status: 200 },
      { operationId: "conversations", label: "bad page", path: "/client/messages/conversations", token, query: { page: "abc" }, status: 422 },
      { operationId: "conversations", label: "signed out", path: "/client/messages/conversations", status: 401 },
      { operationId: "unreadMessages", label: "", path: "/client/messages/unread", token, status: 200 },
      { operationId: "unreadMessages", label: "signed out", path: "/client/messages/unread", status: 401 },
      {
        operationId: "sendMessage",
        label: "joins",
        path: "/client/messages/send",
        token: otherToken,
        json: { ad_id: adId, body: "And the price?" },
        status: 201,
      },
      { operationId: "sendMessage", label: "own ad", path: "/client/messages/send", token, json: { ad_id: Number(adId), body: "Me" }, status: 409 },
      {
        operationId: "sendMessage",
        label: "not verified",
        path: "/client/messages/send",
        token: unverifiedToken,
        json: { ad_id: Number(adId), body: "Hi" },
        status: 403,
      },
      { operationId: "sendMessage", label: "unknown ad", path: "/client/messages/send", token, json: { ad_id: 99999999, body: "Hi" }, status: 404 },
      {
        operationId: "sendMessage",
        label: "too long",
        path: "/client/messages/send",
        token: otherToken,
        json: { ad_id: adId, body: "x".repeat(2001) },
        status: 422,
      },
      { operationId: "sendMessage", label: "bad JSON", path: "/client/messages/send", token, raw: { body: "{", contentType: "application/json" }, status: 400 },
      { operationId: "conversation", label: "seller", path: conversationPath, params: { id: conversationId }, token, status: 200 },
      { operationId: "conversation", label: "unknown", path: "/client/messages/conversations/99999999", params: { id: "99999999" }, token, status: 404 },
      {
        operationId: "replyToConversation",
        label: "",
        path: `${conversationPath}/reply`,
        params: { id: conversationId },
        token,
        json: { body: "Yes" },
        status: 201,
      },
      {
        operationId: "replyToConversation",
        label: "empty",
        path: `${conversationPath}/reply`,
        params: { id: conversationId },
        token,
        raw: { body: "body=", contentType: "application/x-www-form-urlencoded" },
        status: 422,
      },
      { operationId: "markConversationRead", label: "", path: `${conversationPath}/read`, params: { id: conversationId }, token: otherToken, status: 200 },
      { operationId: "markConversationRead", label: "bad id", path: "/client/messages/conversations/abc/read", params: { id: "abc" }, token, status: 404 },
      {
        operationId: "blockInConversation",
        label: "block",
        path: `${conversationPath}/block`,
        params: { id: conversationId },
        token,
        json: { blocked: true },
        status: 200,
      },
      {
        operationId: "replyToConversation",
        label: "blocked",
        path: `${conversationPath}/reply`,
        params: { id: conversationId },
        token: otherToken,
        json: { body: "Hello?" },
        status: 409,
      },
      {
        operationId: "blockInConversation",
        label: "not a boolean",
        path: `${conversationPath}/block`,
        params: { id: conversationId },
        token,
        json: { blocked: "yes" },
        status: 422,
      },
      {
        operationId: "blockInConversation",
        label: "unblock",
        path: `${conversationPath}/block`,
        params: { id: conversationId },
        token,
        json: { blocked: false },
        status: 200,
      },
      // Ratings: hostile input gets a 4xx and stores nothing (checked below).
      { operationId: "createRating", label: "again", path: "/client/ratings", token: otherToken, json: { ad_id: Number(adId), stars: 5 }, status: 409 },
      { operationId: "createRating", label: "0 stars", path: "/client/ratings", token: otherToken, json: { ad_id: adId, stars: 0 }, status: 422 },
      { operationId: "createRating", label: "6 stars", path: "/client/ratings", token: otherToken, json: { ad_id: adId, stars: 6 }, status: 422 },
      { operationId: "createRating", label: "3.5 stars", path: "/client/ratings", token: otherToken, json: { ad_id: adId, stars: 3.5 }, status: 422 },
      { operationId: "createRating", label: "text stars", path: "/client/ratings", token: otherToken, json: { ad_id: adId, stars: "x" }, status: 422 },
      {
        operationId: "createRating",
        label: "long comment",
        path: "/client/ratings",
        token: otherToken,
        json: { ad_id: adId, stars: 3, comment: "x".repeat(10_000) },
        status: 422,
      },
      { operationId: "createRating", label: "unknown ad", path: "/client/ratings", token: otherToken, json: { ad_id: 99999999, stars: 3 }, status: 404 },
      { operationId: "createRating", label: "own ad", path: "/client/ratings", token, json: { ad_id: adId, stars: 5 }, status: 403 },
      { operationId: "createRating", label: "signed out", path: "/client/ratings", json: { ad_id: adId, stars: 5 }, status: 401 },
      { operationId: "userRatings", label: "", path: `/client/users/${sellerId}/ratings`, params: { id: sellerId }, status: 200 },
      { operationId: "userRatings", label: "bad page", path: `/client/users/${sellerId}/ratings`, params: { id: sellerId }, query: { page: "x" }, status: 422 },
      { operationId: "userRatings", label: "unknown", path: "/client/users/99999999/ratings", params: { id: "99999999" }, status: 404 },
      {
        operationId: "answerRating",
        label: "not the seller",
        path: `${ratingPath}/answer`,
        params: { id: ratingId },
        token: otherToken,
        json: { answer: "Mine?" },
        status: 403,
      },
      { operationId: "answerRating", label: "empty", path: `${ratingPath}/answer`, params: { id: ratingId }, token, json: { answer: " " }, status: 422 },
      { operationId: "answerRating", label: "", path: `${ratingPath}/answer`, params: { id: ratingId }, token, json: { answer: "Thank you" }, status: 200 },
      { operationId: "answerRating", label: "again", path: `${ratingPath}/answer`, params: { id: ratingId }, token, json: { answer: "Again" }, status: 409 },
      {
        operationId: "answerRating",
        label: "unknown",
        path: "/client/ratings/99999999/answer",
        params: { id: "99999999" },
        token,
        json: { answer: "Hi" },
        status: 404,
      },
      { operationId: "reportRating", label: "", path: `${ratingPath}/report`, params: { id: ratingId }, token, json: { details: "Not true" }, status: 200 },
      { operationId: "reportRating", label: "again", path: `${ratingPath}/report`, params: { id: ratingId }, token, json: {}, status: 409 },
      {
        operationId: "reportRating",
        label: "too long",
        path: `${ratingPath}/report`,
        params: { id: ratingId },
        token: otherToken,
        json: { details: "x".repeat(1001) },
        status: 422,
      },
      { operationId: "reportRating", label: "signed out", path: `${ratingPath}/report`, params: { id: ratingId }, json: {}, status: 401 },
      { operationId: "login", label: "wrong password", path: "/user/login", json: { phone_number: phone, password: "wrong-pass-1" }, status: 401 },
      { operationId: "login", label: "missing fields", path: "/user/login", json: {}, status: 422 },
      { operationId: "login", label: "bad JSON", path: "/user/login", raw: { body: "{", contentType: "application/json" }, status: 400 },
      { operationId: "login", label: "text body", path: "/user/login", raw: { body: "x", contentType: "text/plain" }, status: 415 },
      { operationId: "register", label: "taken", path: "/user/register", json: person, status: 422 },
      { operationId: "verify", label: "wrong code", path: "/user/verify", json: { phone_number: phone, code: "000000" }, status: 422 },
      { operationId: "verify", label: "no code", path: "/user/verify", json: { phone_number: phone }, status: 422 },
      { operationId: "resendCode", label: "any number", path: "/user/resend-code", json: { phone_number: "+201099999999" }, status: 200 },
      { operationId: "resendCode", label: "bad number", path: "/user/resend-code", json: { phone_number: "12" }, status: 422 },
      { operationId: "userData", label: "own", path: "/user/user-data", token, status: 200 },
      { operationId: "userData", label: "signed out", path: "/user/user-data", status: 401 },
      { operationId: "userData", label: "someone else's phone", path: "/user/user-data", token, query: { phone_number: "+201099999999" }, status: 403 },
      { operationId: "updateProfile", label: "name", path: "/user/update-profile", token, json: { first_name: "Mona", last_name: "Hassan" }, status: 200 },
      {
        operationId: "updateProfile",
        label: "urlencoded",
        path: "/user/update-profile",
        token,
        raw: { body: "first_name=Mona", contentType: "application/x-www-form-urlencoded" },
        status: 200,
      },
      { operationId: "updateProfile", label: "multipart", path: "/user/update-profile", token, form: formOf({ last_name: "Hassan" }), status: 200 },
      { operationId: "updateProfile", label: "wrong type", path: "/user/update-profile", token, json: { first_name: 5 }, status: 422 },
      { operationId: "governorates", label: "", path: "/client/governorates", status: 200 },
      { operationId: "regions", label: "all", path: "/client/regions", status: 200 },
      { operationId: "regions", label: "one governorate", path: "/client/regions", query: { governorate_id: "1" }, status: 200 },
      { operationId: "regions", label: "not a number", path: "/client/regions", query: { governorate_id: "abc" }, status: 422 },
      { operationId: "categories", label: "", path: "/client/categories", status: 200 },
      { operationId: "categoryAttributes", label: "", path: "/client/categories/1/attributes", params: { id: "1" }, status: 200 },
      {
        operationId: "categoryAttributes",
        label: "subcategory",
        path: "/client/categories/vehicles/attributes",
        params: { id: "vehicles" },
        query: { subcategory_id: "100" },
        status: 200,
      },
      { operationId: "categoryAttributes", label: "unknown", path: "/client/categories/99999/attributes", params: { id: "99999" }, status: 404 },
      {
        operationId: "categoryAttributes",
        label: "bad subcategory",
        path: "/client/categories/1/attributes",
        params: { id: "1" },
        query: { subcategory_id: "x" },
        status: 422,
      },
      { operationId: "subcategories", label: "all", path: "/client/subcategories/-1", params: { id: "-1" }, status: 200 },
      { operationId: "subcategories", label: "unknown", path: "/client/subcategories/abc", params: { id: "abc" }, status: 404 },
      { operationId: "brandCountries", label: "of one", path: "/client/brand-countries/100", params: { id: "100" }, status: 200 },
      { operationId: "brandCountries", label: "bad", path: "/client/brand-countries/x", params: { id: "x" }, status: 404 },
      { operationId: "thirdBranches", label: "all", path: "/client/third-branches/-1", params: { id: "-1" }, status: 200 },
      { operationId: "thirdBranches", label: "bad", path: "/client/third-branches/0", params: { id: "0" }, status: 404 },
      { operationId: "safety", label: "", path: "/client/safety", status: 200 },
      { operationId: "banners", label: "", path: "/client/websecondbanners", status: 200 },
      { operationId: "showAds", label: "by id", path: "/client/show-ads/1", params: { id: "1" }, status: 200 },
      { operationId: "showAds", label: "by slug, signed in", path: "/client/show-ads/vehicles", params: { id: "vehicles" }, token, status: 200 },
      { operationId: "showAds", label: "unknown", path: "/client/show-ads/nothing", params: { id: "nothing" }, status: 404 },
      { operationId: "showAds", label: "bad token", path: "/client/show-ads/1", params: { id: "1" }, token: "souq_wrong", status: 401 },
      { operationId: "getAdsByParameters", label: "JSON", path: "/client/ads/getAdsByParameters", json: { categoryId: 1, page: 1 }, status: 200 },
      {
        operationId: "getAdsByParameters",
        label: "urlencoded",
        path: "/client/ads/getAdsByParameters",
        raw: { body: "categoryId=1", contentType: "application/x-www-form-urlencoded" },
        status: 200,
      },
      {
        operationId: "getAdsByParameters",
        label: "attribute filters",
        path: "/client/ads/getAdsByParameters",
        json: { categoryId: 1, attr_year_min: 2010, attr_year_max: "2020", attr_fuel: ["petrol", "diesel"], attr_accident_free: "yes" },
        status: 200,
      },
      {
        operationId: "getAdsByParameters",
        label: "unreadable range",
        path: "/client/ads/getAdsByParameters",
        json: { categoryId: 1, attr_year_min: "1.5" },
        status: 422,
      },
      { operationId: "getAdsByParameters", label: "no category", path: "/client/ads/getAdsByParameters", json: { page: 1 }, status: 422 },
      { operationId: "getAdsByParameters", label: "object category", path: "/client/ads/getAdsByParameters", json: { categoryId: {} }, status: 422 },
      { operationId: "createAd", label: "decimal price", path: "/client/ads", token, form: formOf(adFields({ price: "1.5" })), status: 422 },
      {
        operationId: "createAd",
        label: "attribute out of range",
        path: "/client/ads",
        token,
        form: formOf(adFields({ attributes: JSON.stringify({ year: 1900 }) })),
        status: 422,
      },
      { operationId: "createAd", label: "JSON body", path: "/client/ads", token, json: adFields(), status: 415 },
      { operationId: "createAd", label: "signed out", path: "/client/ads", form: formOf(adFields()), status: 401 },
      { operationId: "getAd", label: "public", path: `/client/ads/${adId}`, params: { id: adId }, status: 200 },
      { operationId: "getAd", label: "unknown", path: "/client/ads/99999999", params: { id: "99999999" }, status: 404 },
      { operationId: "myAds", label: "", path: "/client/my-ads", token, status: 200 },
      { operationId: "myAds", label: "bad page", path: "/client/my-ads", token, query: { page: "abc" }, status: 422 },
      { operationId: "myAds", label: "signed out", path: "/client/my-ads", status: 401 },
      { operationId: "addToWishlist", label: "public ad", path: "/client/wishlist", token, json: { ad_id: Number(adId) }, status: 200 },
      { operationId: "addToWishlist", label: "list", path: "/client/wishlist", token, json: { ad_id: [Number(adId)] }, status: 422 },
      { operationId: "addToWishlist", label: "unknown ad", path: "/client/wishlist", token, json: { ad_id: 99999999 }, status: 404 },
      { operationId: "wishlist", label: "", path: "/client/wishlist", token, status: 200 },
      { operationId: "wishlist", label: "someone else's phone", path: "/client/wishlist", token, query: { phone_number: "+201099999999" }, status: 403 },
      { operationId: "removeFromWishlist", label: "", path: `/client/wishlist/${adId}`, params: { id: adId }, token, status: 200 },
      { operationId: "removeFromWishlist", label: "bad id", path: "/client/wishlist/abc", params: { id: "abc" }, token, status: 404 },
      {
        operationId: "updateAd",
        label: "every field",
        path: `/client/ads/${adId}`,
        params: { id: adId },
        token,
        form: formOf({ ...adFields({ price: "1,500" }), "keep_images[0]": photoId }),
        status: 200,
      },
      {
        operationId: "updateAd",
        label: "partial",
        path: `/client/ads/${adId}`,
        params: { id: adId },
        token,
        form: formOf({ name: "only a name" }),
        status: 422,
      },
      {
        operationId: "updateAd",
        label: "foreign keep_images",
        path: `/client/ads/${adId}`,
        params: { id: adId },
        token,
        form: formOf({ ...adFields(), "keep_images[0]": "abc" }),
        status: 422,
      },
      {
        operationId: "updateAd",
        label: "urlencoded",
        path: `/client/ads/${adId}`,
        params: { id: adId },
        token,
        raw: { body: new URLSearchParams(adFields()).toString(), contentType: "application/x-www-form-urlencoded" },
        status: 415,
      },
      { operationId: "updateAd", label: "unknown ad", path: "/client/ads/99999999", params: { id: "99999999" }, token, form: formOf(adFields()), status: 404 },
      { operationId: "profiles", label: "first page", path: "/client/profiles", json: { company_name: null, page: null }, status: 200 },
      { operationId: "profiles", label: "long name", path: "/client/profiles", json: { company_name: "ش".repeat(60) }, status: 200 },
      { operationId: "profiles", label: "too long", path: "/client/profiles", json: { company_name: "x".repeat(101) }, status: 422 },
      { operationId: "deleteAd", label: "someone else's", path: `/client/ads/${adId}`, params: { id: adId }, token: "", status: 401 },
      { operationId: "deleteAd", label: "own", path: `/client/ads/${adId}`, params: { id: adId }, token, status: 200 },
      { operationId: "deleteAd", label: "gone", path: `/client/ads/${adId}`, params: { id: adId }, token, status: 404 },
      { operationId: "logout", label: "", path: "/user/logout", token, status: 200 },
      { operationId: "logout", label: "again", path: "/user/logout", token, status: 401 },
    ];

    const problems: string[] = [];
    const record = (operationId: string, status: number) => (seen.get(operationId) ?? seen.set(operationId, new Set()).get(operationId)!).add(status);
    record("register", 201);
    record("verify", 200);
    record("login", 200);
    record("createAd", 201);
    record("sendMessage", 201);
    record("createRating", 201);
    for (const test of cases) {
      const { operation, response, answer } = await run(test);
      const label = `${test.operationId} (${test.label})`;
      if (response.status !== test.status) problems.push(`${label}: ${response.status}, expected ${test.status}: ${JSON.stringify(answer).slice(0, 200)}`);
      const declared = doc.paths[`/public/api${operation.path}`][operation.method].responses[String(response.status)];
      if (!declared) {
        problems.push(`${label}: status ${response.status} is not in the document`);
        continue;
      }
      const schema = declared.content["application/json"].schema;
      const validate = ajv.compile(absolute(schema) as object);
      if (!validate(answer)) problems.push(`${label} ${response.status}: ${ajv.errorsText(validate.errors)}`);
      record(test.operationId, response.status);
    }
    expect(problems).toEqual([]);
    // The refused ratings and answers stored nothing: one rating, its first answer, one open report.
    const stored = await env.DB.prepare("SELECT stars, comment, answer FROM ratings").all();
    expect(stored.results).toEqual([{ stars: 4, comment: "Answered fast", answer: "Thank you" }]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM rating_reports").first<{ n: number }>())!.n).toBe(1);
    // Every operation was seen succeeding and failing.
    for (const operation of operations) {
      const statuses = [...(seen.get(operation.operationId) ?? [])];
      expect(
        statuses.some((status) => status < 300),
        `${operation.operationId} success`,
      ).toBe(true);
      if (!["governorates", "categories", "safety", "banners"].includes(operation.operationId))
        expect(
          statuses.some((status) => status >= 400),
          `${operation.operationId} error`,
        ).toBe(true);
    }
  }, 180_000);

  it("declares exactly the body media types the server accepts", async () => {
    const kinds: Record<string, (fields: Record<string, string>) => { body: BodyInit; contentType?: string }> = {
      "application/json": (fields) => ({ body: JSON.stringify(fields), contentType: "application/json" }),
      "application/x-www-form-urlencoded": (fields) => ({ body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" }),
      "multipart/form-data": (fields) => ({ body: formOf(fields) }),
    };
    const user = await createUser(
      { db: env.DB },
      {
        accountType: "customer",
        firstName: "Media",
        lastName: "Probe",
        username: "mediaprobe",
        email: "media@example.com",
        phone: "+201277777777",
        password: "secret-1",
        language: "en",
      },
    );
    if (!user.ok) throw new Error("conflict");
    await markVerified({ db: env.DB }, user.user.id);
    const { token } = await issueApiToken({ db: env.DB }, user.user.id);
    for (const operation of operations) {
      if (!operation.body) continue;
      const declared = Object.keys(doc.paths[`/public/api${operation.path}`][operation.method].requestBody.content).sort();
      expect(declared, operation.operationId).toEqual([...operation.body.media].sort());
      for (const [media, make] of Object.entries(kinds)) {
        const { body, contentType } = make({ zzz_probe: "1" });
        const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...(contentType ? { "Content-Type": contentType } : {}) };
        const request = new Request(`http://127.0.0.1:8799/public/api${operation.path.replace("{id}", "1")}`, {
          method: operation.method.toUpperCase(),
          headers,
          body,
        });
        const { context, pending } = await makeContext(env, "en", `10.6.${Math.floor(Math.random() * 250)}.1`);
        const response = await apiRoutes[operation.path].action({ request, context, params: { id: "1" } } as never);
        await Promise.allSettled(pending);
        const answer = (await response.json()) as { msg: string };
        if (declared.includes(media)) expect(response.status, `${operation.operationId} ${media}`).not.toBe(415);
        else {
          expect(response.status, `${operation.operationId} ${media}`).toBe(415);
          expect(answer.msg).toBe(`This call takes its body as ${operation.body.media.join(", ")} only`);
        }
      }
    }
  });
});

// ---- A client generated from the document -------------------------------------------------------------

describe("a client generated from the document (openapi-typescript)", () => {
  const dir = join(root, ".wrangler", "tmp", `api-contract-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const client = `
import type { paths } from "./api";

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Ok<O> = O extends { responses: { 200: infer R } } ? Json<R> : O extends { responses: { 201: infer R } } ? Json<R> : never;
type Body<O, M extends string> = O extends { requestBody?: { content: { [K in M]: infer B } } } ? B : never;

export declare function post<P extends keyof paths, M extends string>(path: P, media: M, body: Body<paths[P]["post"], M>): Promise<Ok<paths[P]["post"]>>;
export declare function get<P extends keyof paths>(path: P): Promise<Ok<paths[P]["get"]>>;
`;

  const program = `
import { get, post } from "./client";

export async function main(): Promise<number> {
  const login = await post("/public/api/user/login", "application/json", { phone_number: "+201000000003", password: "trader-pass-123" });
  const token: string = login.data.token;
  const name: string = login.data.user.first_name;
  const ads = await post("/public/api/client/ads/getAdsByParameters", "application/json", { categoryId: 1, page: 1 });
  const price: number = ads.data[0].price;
  const lastPage: number = ads.pagination.last_page;
  const created = await post("/public/api/client/ads", "multipart/form-data", {
    name: "Corolla", description: "Clean", price: "1,500", notes: "-", negotiable: 1, latitude: 30.05, longitude: 31.34, address: "Nasr City",
    category_id: 1, subcategory_id: 100, brand_country_id: 1000, third_branch_id: 10000,
  });
  const adId: number = created.data.ad.id;
  await post("/public/api/client/ads/{id}", "multipart/form-data", {
    name: "Corolla", description: "Clean", price: 1500, notes: "-", negotiable: "0", status: "used", latitude: "30.05", longitude: "31.34", address: "Nasr City",
    category_id: 1, subcategory_id: 100, brand_country_id: 1000, third_branch_id: 10000, gov_id: 1, region_id: 10, keep_images: [adId],
  });
  await post("/public/api/client/wishlist", "application/json", { ad_id: adId });
  const traders = await post("/public/api/client/profiles", "application/json", { company_name: null, page: 1 });
  const company: string = traders.data[0].company_name;
  const governorates = await get("/public/api/client/governorates");
  const first: string = governorates.data[0].name_en;
  return token.length + name.length + price + lastPage + company.length + first.length;
}
`;

  function typeErrors(files: Record<string, string>): string[] {
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      lib: ["lib.es2022.d.ts"],
    };
    const built = ts.createProgram(
      Object.keys(files)
        .filter((name) => name.endsWith(".ts"))
        .map((name) => join(dir, name)),
      options,
    );
    return ts
      .getPreEmitDiagnostics(built)
      .map(
        (diagnostic) =>
          `${diagnostic.file ? diagnostic.file.fileName.split("/").at(-1) : ""}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
      );
  }

  it("type-checks a program calling the main operations, and refuses one that breaks the document", async () => {
    const types = astToString(await openapiTS(structuredClone(doc)));
    expect(types).toContain("export interface paths");
    expect(typeErrors({ "api.ts": types, "client.ts": client, "main.ts": program })).toEqual([]);
    // Not a check that passes anything: a negotiable of 2, an ad_id list, a missing region when editing, a wrong answer field.
    const wrong = program
      .replace("negotiable: 1, latitude: 30.05", "negotiable: 2, latitude: 30.05")
      .replace("{ ad_id: adId }", "{ ad_id: [adId] }")
      .replace("gov_id: 1, region_id: 10, ", "gov_id: 1, ")
      .replace("ads.data[0].price", "ads.data[0].cost");
    expect(typeErrors({ "api.ts": types, "client.ts": client, "main.ts": wrong })).toHaveLength(4);
  }, 120_000);
});

// ---- What is sent is what is stored: ids and idempotency ---------------------------------------------------------

describe("what is sent is what is stored: ids and idempotency", () => {
  const adsRoute = apiRoutes["/client/ads"];
  const editRoute = apiRoutes["/client/ads/{id}"];
  let serial = 0;

  async function owner() {
    serial += 1;
    const created = await createUser(
      { db: env.DB },
      {
        accountType: "customer",
        firstName: "Hala",
        lastName: "Samir",
        username: `sent${serial}`,
        email: `sent${serial}@example.com`,
        phone: `+20128${String(serial).padStart(7, "0")}`,
        password: "secret-1",
        language: "en",
      },
    );
    if (!created.ok) throw new Error("conflict");
    await markVerified({ db: env.DB }, created.user.id);
    return { id: created.user.id, token: (await issueApiToken({ db: env.DB }, created.user.id)).token };
  }

  /** The answer's status is one the operation declares, and its body valid against that answer's schema. */
  function declared(path: string, method: string, answer: Answer) {
    const responses = doc.paths[path][method].responses;
    expect(Object.keys(responses)).toContain(String(answer.status));
    const schema = responses[String(answer.status)].content["application/json"].schema;
    const ajv = makeAjv();
    expect(ajv.validate(absolute(schema) as object, answer.body), JSON.stringify(ajv.errors)).toBe(true);
  }

  const photoIds = (answer: Answer): number[] => answer.body.data.ad.images.map((photo: { id: number }) => photo.id);
  const allPhotoIds = async () => (await env.DB.prepare("SELECT id FROM ad_images").all<{ id: number }>()).results.map((row) => row.id);

  it("answers a reused Idempotency-Key with the first ad only for the same request, and refuses a different one with 422 naming the key", async () => {
    const me = await owner();
    const key = crypto.randomUUID();
    const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?").bind(me.id).first<{ n: number }>())!.n;
    const post = (form: FormData, language: "ar" | "en" = "en") =>
      call(env, adsRoute, "/public/api/client/ads", { token: me.token, headers: { "Idempotency-Key": key }, form, language });
    const photo = await image("png");
    const first = await post(formOf(adFields(), [["images[0]", photo]]));
    declared("/public/api/client/ads", "post", first);
    expect(first.status).toBe(201);
    const adId: number = first.body.data.ad.id;

    // The same request again, its fields in another order: the first answer again, nothing new.
    const reordered = Object.fromEntries(Object.entries(adFields()).reverse());
    const again = await post(formOf(reordered, [["images[0]", photo]]));
    declared("/public/api/client/ads", "post", again);
    expect(again.status).toBe(201);
    expect(again.body.data.ad).toEqual(first.body.data.ad);

    // The same key with another name and price, or another photo: refused, in the caller's language, and nothing stored.
    const changed = await post(formOf(adFields({ name: "Another car", price: "120000" }), [["images[0]", photo]]));
    declared("/public/api/client/ads", "post", changed);
    expect(changed.status).toBe(422);
    expect(changed.body.msg).toBe(
      `The Idempotency-Key “${key}” was already used for a different request, so this one was not carried out; the first request’s result stands. Send a new key to make a new request.`,
    );
    expect(changed.body.errors).toEqual({ "Idempotency-Key": ["Already used for a different request"] });
    const otherPhoto = await post(formOf(adFields(), [["images[0]", await image("jpeg")]]), "ar");
    declared("/public/api/client/ads", "post", otherPhoto);
    expect(otherPhoto.status).toBe(422);
    expect(otherPhoto.body.msg).toContain(key);
    expect(otherPhoto.body.msg).toContain("استُخدم من قبل لطلب مختلف");
    expect(await count()).toBe(1);
    const stored = await env.DB.prepare("SELECT name, price FROM ads WHERE id = ?").bind(adId).first<{ name: string; price: number }>();
    expect(stored).toEqual({ name: adFields().name, price: 650000 });
    // The document says so.
    const header = doc.paths["/public/api/client/ads"].post.parameters.find((parameter: { name: string }) => parameter.name === "Idempotency-Key");
    expect(header.description).toContain("A different request with a key already used is refused with 422");
  });

  it("never gives a deleted photo's id to a new photo, so a keep_images list read before an edit keeps nothing it did not name", async () => {
    const me = await owner();
    const created = await call(env, adsRoute, "/public/api/client/ads", {
      token: me.token,
      form: formOf(adFields(), [
        ["images[0]", await image("png", 64, 48)],
        ["images[1]", await image("jpeg", 80, 60)],
      ]),
    });
    declared("/public/api/client/ads", "post", created);
    const adId: number = created.body.data.ad.id;
    const [first, second] = photoIds(created);
    const everUsed = new Set([...(await allPhotoIds()), first!, second!]);
    const edit = (form: FormData) => call(env, editRoute, `/public/api/client/ads/${adId}`, { token: me.token, params: { id: String(adId) }, form });

    // The client reads the ad (photos first and second), then deletes the second one, the newest photo of all.
    const dropped = await edit(formOf({ ...adFields(), "keep_images[0]": String(first) }));
    declared("/public/api/client/ads/{id}", "post", dropped);
    expect(photoIds(dropped)).toEqual([first]);
    // A new photo gets an id never used before.
    const added = await edit(formOf({ ...adFields(), "keep_images[0]": String(first) }, [["images[0]", await image("jpeg")]]));
    declared("/public/api/client/ads/{id}", "post", added);
    const [, third] = photoIds(added);
    expect(everUsed.has(third!)).toBe(false);
    expect(third!).toBeGreaterThan(Math.max(...everUsed));
    everUsed.add(third!);

    // A keep_images list read before the edit names the deleted photo: it is refused on keep_images and keeps nothing else.
    const stale = await edit(formOf({ ...adFields(), name: "Stale edit", "keep_images[0]": String(first), "keep_images[1]": String(second) }));
    declared("/public/api/client/ads/{id}", "post", stale);
    expect(stale.status).toBe(422);
    expect(Object.keys(stale.body.errors ?? {})).toEqual(["keep_images"]);
    const stored = await env.DB.prepare("SELECT id FROM ad_images WHERE ad_id = ? ORDER BY position").bind(adId).all<{ id: number }>();
    expect(stored.results.map((row) => row.id)).toEqual([first, third]);
    expect((await env.DB.prepare("SELECT name FROM ads WHERE id = ?").bind(adId).first<{ name: string }>())!.name).toBe(adFields().name);

    // Deleting the whole ad frees no id either.
    const deleted = await call(env, editRoute, `/public/api/client/ads/${adId}`, { token: me.token, method: "DELETE", params: { id: String(adId) } });
    expect(deleted.status).toBe(200);
    const again = await call(env, adsRoute, "/public/api/client/ads", { token: me.token, form: formOf(adFields(), [["images[0]", await image()]]) });
    for (const id of photoIds(again)) expect(everUsed.has(id)).toBe(false);
  });
});

// ---- What is sent is what is stored: text fields --------------------------------------------------------

describe("what is sent is what is stored: text fields", () => {
  const emoji = "😀"; // one character, two UTF-16 units
  let seq = 0;

  /** A verified account with an API token; a trader with a company name when asked. */
  async function account(kind: "customer" | "trader" = "customer") {
    const n = `${Date.now() % 100000}${seq++}`.slice(-8).padStart(8, "0");
    const created = await createUser(
      { db: env.DB },
      {
        accountType: kind,
        firstName: "Mona",
        lastName: "Hassan",
        username: `fid${n}`,
        email: `fid${n}@example.com`,
        phone: `+2012${n}`,
        password: "secret-pass-1",
        companyName: kind === "trader" ? "Nile Motors" : undefined,
        language: "en",
      },
    );
    if (!created.ok) throw new Error("conflict");
    await markVerified({ db: env.DB }, created.user.id);
    const { token } = await issueApiToken({ db: env.DB }, created.user.id);
    return { id: created.user.id, token, phone: `+2012${n}` };
  }
  const userRow = (id: number) => env.DB.prepare("SELECT first_name, company_name FROM users WHERE id = ?").bind(id).first<Record<string, unknown>>();
  const adCount = (userId: number) =>
    env.DB.prepare("SELECT COUNT(*) AS n FROM ads WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>()
      .then((row) => row!.n);
  const updateProfile = (token: string, json: unknown) =>
    call(env, apiRoutes["/user/update-profile"], "/public/api/user/update-profile", { token, json, language: "en" });
  const postAd = (token: string, overrides: Record<string, string>) =>
    call(env, apiRoutes["/client/ads"], "/public/api/client/ads", { token, form: formOf(adFields(overrides)), language: "en" });
  const bodyProperty = (path: string, media: string, name: string) => doc.paths[path].post.requestBody.content[media].schema.properties[name];

  it("an empty company name is refused, not stored as null; left out it is kept", async () => {
    const trader = await account("trader");
    for (const empty of ["", "   "]) {
      const answer = await updateProfile(trader.token, { name_company: empty });
      expect(answer.status, JSON.stringify(empty)).toBe(422);
      expect(answer.body.errors?.name_company?.[0], JSON.stringify(empty)).toMatch(/company name|3 to 254/i);
    }
    expect((await userRow(trader.id))!.company_name).toBe("Nile Motors");
    const kept = await updateProfile(trader.token, { first_name: "Mariam" });
    expect(kept.status).toBe(200);
    expect(await userRow(trader.id)).toEqual({ first_name: "Mariam", company_name: "Nile Motors" });
    const changed = await updateProfile(trader.token, { name_company: "Delta Cars" });
    expect(changed.status).toBe(200);
    expect((await userRow(trader.id))!.company_name).toBe("Delta Cars");
    // The other required fields sent empty: a 422, nothing changes.
    for (const field of ["first_name", "last_name", "email", "phone_number", "name"]) {
      const answer = await updateProfile(trader.token, { [field]: "" });
      expect(answer.status, field).toBe(422);
    }
    expect(await userRow(trader.id)).toEqual({ first_name: "Mariam", company_name: "Delta Cars" });
    expect(bodyProperty("/public/api/user/update-profile", "application/json", "name_company").description).toMatch(/not removed/);
  });

  it("a trader's directory page through update-profile, the page's schema and use-case", async () => {
    const trader = await account("trader");
    const page = (id: number) =>
      env.DB.prepare(
        "SELECT preface, governorate_id, region_id, category_id, subcategory_id, phone2, whatsapp, opening_hours, first_name FROM users WHERE id = ?",
      )
        .bind(id)
        .first<Record<string, unknown>>();
    const saved = await updateProfile(trader.token, {
      preface: "معرض سيارات",
      governorate_id: 1,
      region_id: 10,
      category_id: 1,
      subcategory_id: 100,
      phone2: "01100000009",
      whatsapp: "01000000009",
      opening_hours: "10-22",
    });
    expect(saved.status).toBe(200);
    const stored = {
      preface: "معرض سيارات",
      governorate_id: 1,
      region_id: 10,
      category_id: 1,
      subcategory_id: 100,
      phone2: "+201100000009",
      whatsapp: "+201000000009",
      opening_hours: "10-22",
      first_name: "Mona",
    };
    expect(await page(trader.id)).toEqual(stored);
    // Bad values: a 422 under the API's name, in the caller's language, and nothing changes (the name neither).
    for (const [body, field, message] of [
      [{ region_id: 20 }, "region_id", /not in the chosen governorate/],
      [{ subcategory_id: 200 }, "subcategory_id", /not in the chosen category/],
      [{ governorate_id: 99, region_id: 0 }, "governorate_id", /does not exist/],
      [{ whatsapp: "0123" }, "whatsapp", /.+/],
      [{ category_id: "cars" }, "category_id", /wrong type/],
    ] as const) {
      const answer = await updateProfile(trader.token, { first_name: "Changed", ...body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors?.[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    expect(await page(trader.id)).toEqual(stored);
    // Left out: kept; empty: removed.
    expect((await updateProfile(trader.token, { phone2: "", opening_hours: "", subcategory_id: 0 })).status).toBe(200);
    expect(await page(trader.id)).toEqual({ ...stored, phone2: null, opening_hours: null, subcategory_id: null });
    // A customer has no directory page: the fields are ignored.
    const customer = await account();
    expect((await updateProfile(customer.token, { governorate_id: 1, preface: "x" })).status).toBe(200);
    expect(await page(customer.id)).toMatchObject({ preface: null, governorate_id: null });
    expect(bodyProperty("/public/api/user/update-profile", "application/json", "region_id").description).toMatch(/Traders only/);
  });

  it("lengths count characters, as the document's maxLength does", async () => {
    const owner = await account();
    expect(bodyProperty("/public/api/client/ads", "multipart/form-data", "name").maxLength).toBe(150);
    expect(bodyProperty("/public/api/client/messages/send", "application/json", "body").maxLength).toBe(2000);
    expect(bodyProperty("/public/api/user/update-profile", "application/json", "first_name").maxLength).toBe(254);
    expect(bodyProperty("/public/api/user/login", "application/json", "password").maxLength).toBe(256);
    expect(bodyProperty("/public/api/user/register", "application/json", "password")).toMatchObject({ minLength: 6, maxLength: 32 });
    expect(bodyProperty("/public/api/user/register", "application/json", "email").maxLength).toBe(254);

    const named = await postAd(owner.token, { name: emoji.repeat(150) });
    expect(named.status).toBe(201);
    expect(named.body.data.ad.name).toBe(emoji.repeat(150));
    const tooLong = await postAd(owner.token, { name: emoji.repeat(151) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.name?.[0]).toMatch(/150 characters/);

    const first = await updateProfile(owner.token, { first_name: emoji.repeat(254) });
    expect(first.status).toBe(200);
    expect((await userRow(owner.id))!.first_name).toBe(emoji.repeat(254));

    await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
      .bind(named.body.data.ad.id)
      .run();
    const buyer = await account();
    const send = (body: string) =>
      call(env, apiRoutes["/client/messages/send"], "/public/api/client/messages/send", {
        token: buyer.token,
        json: { ad_id: named.body.data.ad.id, body },
        language: "en",
      });
    const sent = await send(emoji.repeat(2000));
    expect(sent.status).toBe(201);
    const refused = await send(emoji.repeat(2001));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.body?.[0]).toMatch(/2,000 characters/);
  });

  it("a comma that does not group thousands is refused with the whole-pounds message, never guessed", async () => {
    const owner = await account();
    for (const typed of ["15,00", "1500,00", "1.500,00", "1,50,000"]) {
      const answer = await postAd(owner.token, { price: typed });
      expect(answer.status, typed).toBe(422);
      expect(answer.body.errors?.price, typed).toEqual([expect.stringMatching(/whole pounds/)]);
    }
    const comma = await postAd(owner.token, { latitude: "30,05" });
    expect(comma.status).toBe(422);
    expect(comma.body.errors?.latitude).toBeTruthy();
    expect(await adCount(owner.id)).toBe(0);
    const grouped = await postAd(owner.token, { price: "١٬٥٠٠", latitude: "٣٠٫٠٥" });
    expect(grouped.status).toBe(201);
    expect(grouped.body.data.ad).toMatchObject({ price: 1500, latitude: 30.05 });
    expect(bodyProperty("/public/api/client/ads", "multipart/form-data", "price").description).toMatch(/comma is never a decimal point/);
  });

  it("NUL and BEL are refused in a message, an ad name and a first name, and nothing is stored", async () => {
    const owner = await account();
    for (const control of ["\u0000", "\u0007"]) {
      const ad = await postAd(owner.token, { name: `Corolla${control}2019` });
      expect(ad.status).toBe(422);
      expect(ad.body.errors?.name?.[0]).toMatch(/control characters/);
      const profile = await updateProfile(owner.token, { first_name: `Mo${control}na` });
      expect(profile.status).toBe(422);
      expect(profile.body.errors?.first_name?.[0]).toMatch(/control characters/);
    }
    expect(await adCount(owner.id)).toBe(0);
    expect((await userRow(owner.id))!.first_name).toBe("Mona");
    const ad = await postAd(owner.token, { description: "Line one\r\nLine two\twith a tab" });
    expect(ad.status).toBe(201);
    expect(ad.body.data.ad.description).toBe("Line one\nLine two\twith a tab");
    await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
      .bind(ad.body.data.ad.id)
      .run();
    const buyer = await account();
    const message = await call(env, apiRoutes["/client/messages/send"], "/public/api/client/messages/send", {
      token: buyer.token,
      json: { ad_id: ad.body.data.ad.id, body: "Hello\u0000\u0007" },
      language: "en",
    });
    expect(message.status).toBe(422);
    expect(message.body.errors?.body?.[0]).toMatch(/control characters/);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?").bind(buyer.id).first<{ n: number }>())!.n).toBe(0);
  });

  it("a 257-character password at login names the real limit, 256", async () => {
    const person = await account();
    const answer = await call(env, apiRoutes["/user/login"], "/public/api/user/login", {
      json: { phone_number: person.phone, password: "a".repeat(257) },
      language: "en",
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.password).toEqual(["The password must be at most 256 characters"]);
  });
});
