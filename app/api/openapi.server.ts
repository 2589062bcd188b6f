// The OpenAPI 3.1 document of /public/api/, generated from the operations
// table below: request fields come from the same zod schemas the pages'
// forms use (through fields.server.ts), answers from the zod schemas the
// tests parse real answers with (schemas.server.ts).
import { z } from "zod";
import { MAX_AD_PHOTO_BYTES, MAX_AD_PHOTOS } from "~/lib/schemas/ad";
import { API_TOKEN_DAYS } from "~/server/api-tokens.server";
import {
  AD_MEDIA,
  adEditFields,
  adFields,
  adsByParametersFields,
  myAdsFields,
  profilesFields,
  regionsFields,
  wishlistAddFields,
  wishlistQueryFields,
} from "~/api/client.server";
import { blockFields, inboxFields, replyFields, sendFields } from "~/api/messages.server";
import { ANY_BODY, fieldJsonSchema, fieldRequired, fieldsJsonSchema, type ApiField, type Media } from "~/api/fields.server";
import { toJsonSchema, type JsonSchema, type Refs } from "~/api/json-schema.server";
import {
  AdDataSchema,
  AdImageSchema,
  AdUserSchema,
  ApiAdSchema,
  ApiMessageSchema,
  ApiUserSchema,
  BannerSchema,
  BlockDataSchema,
  BannersDataSchema,
  BranchSchema,
  CategorySchema,
  ConversationDataSchema,
  ConversationItemSchema,
  ConversationSchema,
  envelope,
  ErrorEnvelopeSchema,
  GovernorateSchema,
  InboxDataSchema,
  LoginDataSchema,
  NamedSchema,
  PaginationSchema,
  RegionSchema,
  SafetyTipSchema,
  SentDataSchema,
  TraderItemSchema,
  UnreadDataSchema,
  UserDataSchema,
} from "~/api/schemas.server";
import { loginFields, registerFields, resendFields, updateProfileFields, userDataFields, verifyFields } from "~/api/users.server";

type Method = "get" | "post" | "delete";

export interface Operation {
  method: Method;
  /** The path under /public/api, with {param}s. */
  path: string;
  operationId: string;
  summary: string;
  tag: "user" | "lookups" | "ads" | "wishlist" | "traders" | "messages";
  /** none: anyone; optional: signed in only changes `wishlist` flags; required: 401 without a token or session. */
  auth: "none" | "optional" | "required";
  /** Whether SPEC.md section 7's table has it (the others are Souq's own). */
  spec: boolean;
  pathParams?: Array<{ name: string; description: string; schema: JsonSchema }>;
  /** Request headers the operation reads (besides Authorization and Accept-Language). */
  headers?: Array<{ name: string; description: string; schema: JsonSchema }>;
  query?: ApiField[];
  body?: { fields: ApiField[]; media: Media[] };
  success: { status: 200 | 201; data: z.ZodTypeAny; description: string; paginated?: boolean };
  errors: number[];
}

const json = ANY_BODY;
const idParam = (name: string, description: string) => ({ name, description, schema: { type: "integer", minimum: 1 } });
const parentParam = (description: string) => ({
  name: "id",
  description: `${description}, or -1 for all`,
  schema: { anyOf: [{ type: "integer", minimum: 1 }, { const: -1 }] },
});
const list = (schema: z.ZodTypeAny) => z.array(schema);
/** Messaging's calls: Souq's own, for signed-in callers only. */
const messaging = (operation: Omit<Operation, "tag" | "auth" | "spec">): Operation => ({ ...operation, tag: "messages", auth: "required", spec: false });

export const operations: Operation[] = [
  // ---- user
  {
    method: "post",
    path: "/user/login",
    operationId: "login",
    tag: "user",
    auth: "none",
    spec: true,
    summary: "Sign in: a bearer token (30 days, revocable) and the user",
    body: { fields: loginFields, media: json },
    success: { status: 200, data: LoginDataSchema, description: "Signed in. Same-origin browser calls also get the session cookie." },
    errors: [401, 403, 422, 429],
  },
  {
    method: "post",
    path: "/user/register",
    operationId: "register",
    tag: "user",
    auth: "none",
    spec: true,
    summary: "Create an account (unverified); a 6-digit code is e-mailed",
    body: { fields: registerFields, media: json },
    success: { status: 201, data: UserDataSchema, description: "Registered" },
    errors: [422, 429],
  },
  {
    method: "post",
    path: "/user/verify",
    operationId: "verify",
    tag: "user",
    auth: "none",
    spec: false,
    summary: "Verify an account with the e-mailed code (Souq's own; the pages' /auth/verification2)",
    body: { fields: verifyFields, media: json },
    success: { status: 200, data: UserDataSchema, description: "Verified" },
    errors: [422, 429],
  },
  {
    method: "post",
    path: "/user/resend-code",
    operationId: "resendCode",
    tag: "user",
    auth: "none",
    spec: false,
    summary: "Send a new verification code (same answer whether or not the number has an account)",
    body: { fields: resendFields, media: json },
    success: {
      status: 200,
      data: z.null(),
      description: "The same answer whether or not the number has an unverified account (a code is sent only if it has, and its cooldown is over)",
    },
    errors: [422, 429],
  },
  {
    method: "post",
    path: "/user/logout",
    operationId: "logout",
    tag: "user",
    auth: "required",
    spec: false,
    summary: "Revoke the token used (or end the session)",
    success: { status: 200, data: z.null(), description: "Signed out" },
    errors: [401],
  },
  {
    method: "get",
    path: "/user/user-data",
    operationId: "userData",
    tag: "user",
    auth: "required",
    spec: true,
    summary: "The caller's own record",
    query: userDataFields,
    success: { status: 200, data: UserDataSchema, description: "The user" },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/user/update-profile",
    operationId: "updateProfile",
    tag: "user",
    auth: "required",
    spec: true,
    summary: "Update the caller's profile; fields left out keep their values. A new email or phone_number needs current_password",
    body: { fields: updateProfileFields, media: ANY_BODY },
    success: { status: 200, data: UserDataSchema, description: "Updated" },
    errors: [401, 413, 422, 429],
  },
  // ---- lookups
  {
    method: "get",
    path: "/client/governorates",
    operationId: "governorates",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Governorates",
    success: { status: 200, data: list(GovernorateSchema), description: "All governorates" },
    errors: [],
  },
  {
    method: "get",
    path: "/client/regions",
    operationId: "regions",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Regions (cities and districts)",
    query: regionsFields,
    success: { status: 200, data: list(RegionSchema), description: "Regions" },
    errors: [422],
  },
  {
    method: "get",
    path: "/client/categories",
    operationId: "categories",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Categories",
    success: { status: 200, data: list(CategorySchema), description: "All categories" },
    errors: [],
  },
  {
    method: "get",
    path: "/client/subcategories/{id}",
    operationId: "subcategories",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Subcategories",
    pathParams: [parentParam("A category")],
    success: { status: 200, data: list(BranchSchema), description: "parent_id is the category" },
    errors: [404],
  },
  {
    method: "get",
    path: "/client/brand-countries/{id}",
    operationId: "brandCountries",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Brand countries",
    pathParams: [parentParam("A subcategory")],
    success: { status: 200, data: list(BranchSchema), description: "parent_id is the subcategory" },
    errors: [404],
  },
  {
    method: "get",
    path: "/client/third-branches/{id}",
    operationId: "thirdBranches",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Third branches",
    pathParams: [parentParam("A brand country")],
    success: { status: 200, data: list(BranchSchema), description: "parent_id is the brand country" },
    errors: [404],
  },
  {
    method: "get",
    path: "/client/safety",
    operationId: "safety",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Safety tips for buyers",
    success: { status: 200, data: list(SafetyTipSchema), description: "Tips" },
    errors: [],
  },
  {
    method: "get",
    path: "/client/websecondbanners",
    operationId: "banners",
    tag: "lookups",
    auth: "none",
    spec: true,
    summary: "Banners (the list is data.data)",
    success: { status: 200, data: BannersDataSchema, description: "Banners" },
    errors: [],
  },
  // ---- ads
  {
    method: "get",
    path: "/client/show-ads/{id}",
    operationId: "showAds",
    tag: "ads",
    auth: "optional",
    spec: true,
    summary: "A category's first 20 public ads, featured first",
    pathParams: [{ name: "id", description: "The category's id (or slug)", schema: { type: ["integer", "string"] } }],
    success: { status: 200, data: list(ApiAdSchema), description: "Ads" },
    errors: [401, 404],
  },
  {
    method: "post",
    path: "/client/ads/getAdsByParameters",
    operationId: "getAdsByParameters",
    tag: "ads",
    auth: "optional",
    spec: true,
    summary: "A page of a category's public ads (related ads)",
    body: { fields: adsByParametersFields, media: json },
    success: { status: 200, data: list(ApiAdSchema), description: "Ads, with pagination", paginated: true },
    errors: [401, 422],
  },
  {
    method: "post",
    path: "/client/ads",
    operationId: "createAd",
    tag: "ads",
    auth: "required",
    spec: true,
    summary: "Post an ad (it waits for review)",
    headers: [
      {
        name: "Idempotency-Key",
        description:
          "A random key (16 to 64 letters, digits, - or _; a UUID fits) made once per ad the client means to post. Sending the same request again with the same key (a retry after a lost answer) creates nothing and answers 201 with the ad the first request created. A malformed key is ignored.",
        schema: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" },
      },
    ],
    body: { fields: adFields, media: AD_MEDIA },
    success: { status: 201, data: AdDataSchema, description: "Created, status pending (or the ad an earlier request with the same Idempotency-Key created)" },
    errors: [401, 403, 413, 422, 429],
  },
  {
    method: "get",
    path: "/client/ads/{id}",
    operationId: "getAd",
    tag: "ads",
    auth: "optional",
    spec: false,
    summary: "A public ad, or one of the caller's own in any state",
    pathParams: [idParam("id", "The ad")],
    success: { status: 200, data: AdDataSchema, description: "The ad" },
    errors: [401, 404],
  },
  {
    method: "post",
    path: "/client/ads/{id}",
    operationId: "updateAd",
    tag: "ads",
    auth: "required",
    spec: true,
    summary:
      "Edit one of the caller's ads (it goes back to review): every field is sent again, as in the web editor; photos stay unless keep_images or new images say otherwise",
    pathParams: [idParam("id", "The ad")],
    body: { fields: adEditFields, media: AD_MEDIA },
    success: { status: 200, data: AdDataSchema, description: "Edited" },
    errors: [401, 403, 404, 409, 413, 422],
  },
  {
    method: "delete",
    path: "/client/ads/{id}",
    operationId: "deleteAd",
    tag: "ads",
    auth: "required",
    spec: true,
    summary: "Delete one of the caller's ads (another user's answers 404)",
    pathParams: [idParam("id", "The ad")],
    query: wishlistQueryFields,
    success: { status: 200, data: z.null(), description: "Deleted" },
    errors: [401, 403, 404],
  },
  {
    method: "get",
    path: "/client/my-ads",
    operationId: "myAds",
    tag: "ads",
    auth: "required",
    spec: false,
    summary: "The caller's own ads in every state, newest first",
    query: myAdsFields,
    success: { status: 200, data: list(ApiAdSchema), description: "Ads, with pagination", paginated: true },
    errors: [401, 403, 422],
  },
  // ---- wishlist
  {
    method: "get",
    path: "/client/wishlist",
    operationId: "wishlist",
    tag: "wishlist",
    auth: "required",
    spec: true,
    summary: "The caller's favourite ads that are public now",
    query: wishlistQueryFields,
    success: { status: 200, data: list(ApiAdSchema), description: "Ads (wishlist is true)" },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/client/wishlist",
    operationId: "addToWishlist",
    tag: "wishlist",
    auth: "required",
    spec: true,
    summary: "Add a public ad to the caller's favourites",
    body: { fields: wishlistAddFields, media: json },
    success: { status: 200, data: z.null(), description: "Added (or already there)" },
    errors: [401, 403, 404, 422],
  },
  {
    method: "delete",
    path: "/client/wishlist/{id}",
    operationId: "removeFromWishlist",
    tag: "wishlist",
    auth: "required",
    spec: true,
    summary: "Remove an ad from the caller's favourites",
    pathParams: [idParam("id", "The ad")],
    query: wishlistQueryFields,
    success: { status: 200, data: z.null(), description: "Removed (or was not there)" },
    errors: [401, 403, 404],
  },
  // ---- traders
  {
    method: "post",
    path: "/client/profiles",
    operationId: "profiles",
    tag: "traders",
    auth: "none",
    spec: true,
    summary: "A page of the traders directory",
    body: { fields: profilesFields, media: json },
    success: { status: 200, data: list(TraderItemSchema), description: "Traders, with pagination", paginated: true },
    errors: [422],
  },
  // ---- messages
  messaging({
    method: "get",
    path: "/client/messages/conversations",
    operationId: "conversations",
    summary: "The caller's conversations (as buyer and as seller), newest first, a page at a time",
    query: inboxFields,
    success: { status: 200, data: InboxDataSchema, description: "A page of conversations; has_more says whether the next page has any" },
    errors: [401, 422],
  }),
  messaging({
    method: "post",
    path: "/client/messages/send",
    operationId: "sendMessage",
    summary: "A message about someone else's public ad: the first one opens the conversation, later ones join it",
    body: { fields: sendFields, media: json },
    success: { status: 201, data: SentDataSchema, description: "Sent" },
    errors: [401, 404, 409, 413, 422, 429],
  }),
  messaging({
    method: "get",
    path: "/client/messages/conversations/{id}",
    operationId: "conversation",
    summary: "One of the caller's conversations with its newest messages; reading it marks it read",
    pathParams: [idParam("id", "The conversation")],
    success: { status: 200, data: ConversationDataSchema, description: "The conversation (now read)" },
    errors: [401, 404],
  }),
  messaging({
    method: "post",
    path: "/client/messages/conversations/{id}/reply",
    operationId: "replyToConversation",
    summary: "A reply in one of the caller's conversations",
    pathParams: [idParam("id", "The conversation")],
    body: { fields: replyFields, media: json },
    success: { status: 201, data: SentDataSchema, description: "Sent" },
    errors: [401, 404, 409, 413, 422, 429],
  }),
  messaging({
    method: "post",
    path: "/client/messages/conversations/{id}/read",
    operationId: "markConversationRead",
    summary: "Mark one of the caller's conversations read",
    pathParams: [idParam("id", "The conversation")],
    success: { status: 200, data: UnreadDataSchema, description: "Marked read; unread is the caller's count after it" },
    errors: [401, 404],
  }),
  messaging({
    method: "post",
    path: "/client/messages/conversations/{id}/block",
    operationId: "blockInConversation",
    summary: "Block (or unblock) the other person of one of the caller's conversations",
    pathParams: [idParam("id", "The conversation")],
    body: { fields: blockFields, media: json },
    success: { status: 200, data: BlockDataSchema, description: "Blocked or unblocked" },
    errors: [401, 404, 422],
  }),
  messaging({
    method: "get",
    path: "/client/messages/unread",
    operationId: "unreadMessages",
    summary: "How many of the caller's conversations wait unread",
    success: { status: 200, data: UnreadDataSchema, description: "The count" },
    errors: [401],
  }),
];

const errorText: Record<number, string> = {
  400: "Malformed body (bad JSON or form data)",
  401: "Missing, wrong, expired or revoked token (or wrong credentials at login)",
  403: "Not allowed: phone_number is not the caller's, the account is suspended or not verified",
  404: "Not found, or another user's",
  409: "Not possible now: the ad can no longer be edited, or the message cannot be sent (one's own ad, a block between the two, a closed conversation)",
  413: "The body is larger than allowed",
  422: "Validation failed: errors gives each field's messages",
  429: "Too many attempts: Retry-After says when to try again",
};

/** The named shared schemas (components.schemas). */
const components: Array<[string, z.ZodTypeAny]> = [
  ["Named", NamedSchema],
  ["User", ApiUserSchema],
  ["AdImage", AdImageSchema],
  ["AdUser", AdUserSchema],
  ["Ad", ApiAdSchema],
  ["Governorate", GovernorateSchema],
  ["Region", RegionSchema],
  ["Category", CategorySchema],
  ["Branch", BranchSchema],
  ["SafetyTip", SafetyTipSchema],
  ["Banner", BannerSchema],
  ["TraderItem", TraderItemSchema],
  ["Pagination", PaginationSchema],
  ["LoginData", LoginDataSchema],
  ["UserData", UserDataSchema],
  ["AdData", AdDataSchema],
  ["BannersData", BannersDataSchema],
  ["ConversationItem", ConversationItemSchema],
  ["InboxData", InboxDataSchema],
  ["Conversation", ConversationSchema],
  ["Message", ApiMessageSchema],
  ["ConversationData", ConversationDataSchema],
  ["SentData", SentDataSchema],
  ["UnreadData", UnreadDataSchema],
  ["BlockData", BlockDataSchema],
  ["Error", ErrorEnvelopeSchema],
];

function parameter(field: ApiField, where: "query"): JsonSchema {
  const schema = fieldJsonSchema(field);
  const { description, ...rest } = schema;
  return { name: field.name, in: where, required: fieldRequired(field), ...(description ? { description } : {}), schema: rest };
}

/** The whole document; `serverUrl` is where /public/api lives. */
export function openApiDocument(serverUrl: string): JsonSchema {
  const refs: Refs = new Map(components.map(([name, schema]) => [schema, name]));
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of components) schemas[name] = toJsonSchema(schema, refs);
  const errorResponse = (status: number) => ({
    description: errorText[status] ?? "Error",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const successSchema = envelope(operation.success.data);
    const success = toJsonSchema(successSchema, refs);
    if (!operation.success.paginated) delete (success.properties as Record<string, unknown>).pagination;
    else (success.required as string[]).push("pagination");
    const parameters = [
      ...(operation.pathParams ?? []).map((param) => ({ name: param.name, in: "path", required: true, description: param.description, schema: param.schema })),
      ...(operation.headers ?? []).map((param) => ({ name: param.name, in: "header", required: false, description: param.description, schema: param.schema })),
      ...(operation.query ?? []).map((field) => parameter(field, "query")),
      { $ref: "#/components/parameters/lng" },
      { $ref: "#/components/parameters/acceptLanguage" },
    ];
    const statuses = new Set([...operation.errors, 404, 405, 500]);
    if (operation.body) {
      statuses.add(400);
      statuses.add(415);
    }
    const responses: Record<string, JsonSchema> = {
      [String(operation.success.status)]: { description: operation.success.description, content: { "application/json": { schema: success } } },
    };
    for (const status of [...statuses].sort()) {
      responses[String(status)] =
        status === 415
          ? {
              description: `The body is not one of the media types this operation takes (${operation.body!.media.join(", ")})`,
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            }
          : status === 405
            ? {
                description: "Method not allowed here (Allow lists the methods)",
                content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
              }
            : status === 500
              ? { description: "Unexpected failure", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }
              : errorResponse(status);
    }
    const entry: JsonSchema = {
      operationId: operation.operationId,
      summary: operation.summary,
      tags: [operation.tag],
      parameters,
      responses,
      ...(operation.auth === "none" ? { security: [] } : operation.auth === "optional" ? { security: [{}, { bearerAuth: [] }, { sessionCookie: [] }] } : {}),
      ...(operation.spec ? {} : { "x-souq-extension": true }),
    };
    if (operation.body) {
      const bodySchema = fieldsJsonSchema(operation.body.fields);
      entry.requestBody = {
        required: operation.body.fields.some(fieldRequired),
        content: Object.fromEntries(operation.body.media.map((media) => [media, { schema: bodySchema }])),
      };
    }
    (paths[`/public/api${operation.path}`] ??= {})[operation.method] = entry;
  }
  paths["/public/api/openapi.json"] = {
    get: {
      operationId: "openapi",
      summary: "This document",
      tags: ["meta"],
      security: [],
      responses: {
        "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } },
        "405": {
          description: "Method not allowed here (Allow lists the methods)",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: "Souq API",
      version: "1.0.0",
      summary: "SPEC.md section 7's calls, served by Souq itself",
      license: { name: "Proprietary", identifier: "LicenseRef-Souq-Proprietary" },
      description: [
        "Every answer is JSON: `{ success, msg, data }`, plus `errors` (422: field → messages) and `pagination` (`current_page`, `last_page`, `total`, `per_page`) on pages.",
        "`msg` and the texts in `data` (age, status_text, details, titles) are in the requested language: the `lng` query (ar or en), then the `lng` cookie, then Accept-Language; Arabic otherwise.",
        `Sign in with POST /public/api/user/login and send \`Authorization: Bearer {token}\`. Tokens last ${API_TOKEN_DAYS} days and are stored hashed; POST /public/api/user/logout revokes one. Callers on Souq's own site may use the session cookie instead.`,
        "`phone_number` never says who the caller is: the token does. Where SPEC.md passes it (wishlist, ads, user-data) it must be the caller's own number, or the answer is 403.",
        `Images are at the uploads path \`/media/\` plus an image path (\`image\`, \`images[].image_path\`); \`*_url\` fields give full addresses. Ad photos: JPEG, PNG or WebP, at most ${MAX_AD_PHOTO_BYTES / (1024 * 1024)} MB each, at most ${MAX_AD_PHOTOS}.`,
        "Operations marked `x-souq-extension` are not in SPEC.md's table.",
      ].join("\n\n"),
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "user", description: "Accounts and sign-in" },
      { name: "lookups", description: "Places, categories, safety tips, banners" },
      { name: "ads", description: "Ads: public lists and the caller's own" },
      { name: "wishlist", description: "The caller's favourites" },
      { name: "traders", description: "The traders directory" },
      { name: "messages", description: "The caller's conversations with buyers and sellers about ads" },
      { name: "meta", description: "About the API" },
    ],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The token from /public/api/user/login" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "__session", description: "The pages' session, for callers on Souq's own site" },
      },
      parameters: {
        lng: { name: "lng", in: "query", required: false, description: "The answer's language", schema: { type: "string", enum: ["ar", "en"] } },
        acceptLanguage: { name: "Accept-Language", in: "header", required: false, description: "Used when lng is not given", schema: { type: "string" } },
      },
    },
  };
}
