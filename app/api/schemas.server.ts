// The shapes the JSON API answers with, as zod schemas: the OpenAPI document
// is generated from them (zod-to-openapi, in openapi.server.ts), and the
// tests parse real answers with them, so the document, the code and the tests
// cannot drift. `.openapi("Name")` is the schema's name under
// #/components/schemas: every use of it is written as a $ref.
// Field names follow the client contract's records (ad as read, stored user,
// Category, filter items, Trader profile list item, Pagination).
import { z } from "~/api/zod-openapi.server";

const id = z.number().int().positive();
const time = z.string().describe("UTC time, ISO 8601 (2026-11-23T10:00:00Z)");
const mediaKey = z.string().describe("Path under the uploads path (/media/): the image is at /media/{path}");
const mediaUrl = z.string().describe("The image's full address");

/** A record named in both languages (name, name_en). */
export const NamedSchema = z.object({ id, name: z.string(), name_en: z.string() }).strict().openapi("Named");

/**
 * A named record or null. Written as a union, not `.nullable()`: zod-to-openapi 7
 * writes a nullable $ref as allOf [$ref, type object|null], which refuses null.
 */
const namedOrNull = z.union([NamedSchema, z.null()]);

export const ApiUserSchema = z
  .object({
    id,
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    pending_email: z.string().nullable().describe("A new e-mail waiting for its code"),
    phone_number: z.string().describe("E.164: +201XXXXXXXXX"),
    image: mediaKey.nullable(),
    image_url: mediaUrl.nullable(),
    phone_verified_at: time
      .nullable()
      .describe(
        "When the phone number was confirmed by a 6-digit code sent to it by SMS; null until then, and again after the number changes. A confirmed e-mail does not set it",
      ),
    email_verified_at: time
      .nullable()
      .describe("When the e-mail address was confirmed by an e-mailed code. The account is verified (may post ads) when this or phone_verified_at is set"),
    is_trader: z.union([z.literal(0), z.literal(1)]).describe("1 means trader, otherwise client"),
    user_type: z.enum(["trader", "client"]),
    company_name: z.string().nullable(),
    created_at: time,
  })
  .strict()
  .openapi("User");

export const AdImageSchema = z
  .object({ id, image_path: mediaKey, small_path: mediaKey, url: mediaUrl, small_url: mediaUrl, width: z.number().int(), height: z.number().int() })
  .strict()
  .openapi("AdImage");

export const AdUserSchema = z
  .object({
    id,
    name: z.string().describe("The company name for traders, otherwise first and last name"),
    company_name: z.string().nullable(),
    image: mediaKey.nullable(),
    image_url: mediaUrl.nullable(),
    phone_number: z.null().describe("Always null: a seller's number is shown only on the ad's page, to a person who taps “show number” (counted and limited)"),
    is_trader: z.union([z.literal(0), z.literal(1)]),
    verified: z.boolean().describe("A verified trader"),
    phone_verified: z.boolean().describe("The seller's phone number was confirmed by a 6-digit code sent to it by SMS"),
  })
  .strict()
  .openapi("AdUser");

export const AD_STATUSES = ["pending", "approved", "rejected", "expired", "sold", "removed"] as const;

/**
 * An ad's value of a category attribute: a number (number), an
 * option's key (one_of), option keys (several_of), true or false (yes_no), or
 * the text (text).
 */
export const AttributeValueSchema = z
  .union([z.number().int(), z.string(), z.array(z.string()), z.boolean()])
  .describe("number: the number; one_of: the option's key; several_of: the option keys; yes_no: true or false; text: the text")
  .openapi("AttributeValue");

/** A choice of a one_of or several_of field. */
export const AttributeOptionSchema = z
  .object({
    key: z.string().describe("What an ad's attributes and the filters send"),
    label: z.string().describe("In the requested language"),
    label_ar: z.string(),
    label_en: z.string(),
  })
  .strict()
  .openapi("AttributeOption");

/** A category's attribute field: what an ad of the category may (or must) say, and what its listing may filter by. */
export const AttributeFieldSchema = z
  .object({
    key: z.string().describe("The key in an ad's attributes; the listing filters are attr_{key} (choices, yes), attr_{key}_min and attr_{key}_max (numbers)"),
    kind: z.enum(["number", "one_of", "several_of", "yes_no", "text"]),
    label: z.string().describe("In the requested language"),
    label_ar: z.string(),
    label_en: z.string(),
    unit: z.string().describe("number: the unit in the requested language (empty when none)"),
    unit_ar: z.string(),
    unit_en: z.string(),
    min: z.number().int().nullable().describe("number: the smallest value allowed"),
    max: z.number().int().nullable().describe("number: the largest value allowed; text: the most characters"),
    required: z.boolean().describe("An ad of the category (or of subcategory_id) must give it"),
    filterable: z.boolean().describe("The listing filters by it"),
    subcategory_id: id.nullable().describe("Only for ads of this subcategory; null: the whole category"),
    options: z.array(AttributeOptionSchema).describe("one_of and several_of: the choices, in order; empty otherwise"),
  })
  .strict()
  .openapi("AttributeField");

/** The client contract's "ad as read", plus the ids and texts a client needs beside them. */
export const ApiAdSchema = z
  .object({
    id,
    name: z.string(),
    price: z.number().int().describe("Whole Egyptian pounds"),
    price_text: z.string().describe("The price with its currency, in the requested language"),
    image: mediaKey.nullable().describe("The first photo's card variant"),
    image_url: mediaUrl.nullable(),
    images: z.array(AdImageSchema),
    age: z.string().describe("How long ago it was posted, in the requested language"),
    region: namedOrNull,
    region_id: id.nullable(),
    gov_id: id.nullable(),
    governorate: namedOrNull,
    category: NamedSchema,
    category_id: id,
    subcategory: namedOrNull,
    subcategory_id: id.nullable(),
    brandcountry: namedOrNull,
    brand_id: id.nullable().describe("The brand country's id"),
    third_branch: namedOrNull,
    third_branch_id: id.nullable(),
    status: z.enum(AD_STATUSES),
    status_text: z.string().describe("The status in the requested language"),
    condition: z.enum(["new", "used"]),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    negotiable: z.union([z.literal(0), z.literal(1)]),
    description: z.string(),
    notes: z.string(),
    is_featured: z.union([z.literal(0), z.literal(1)]).describe("1 means special"),
    wishlist: z.boolean().describe("Whether the caller has it among their favourites (false when signed out)"),
    user: AdUserSchema,
    details: z
      .array(z.object({ label: z.string(), value: z.string() }).strict())
      .describe(
        "Label and value pairs, in the requested language: the condition and negotiable, then the category attributes (or, for an older ad without any, its free-form details)",
      ),
    multi_features: z
      .array(z.object({ label: z.string(), label_en: z.string(), value: z.string(), value_en: z.string() }).strict())
      .describe("The category attributes (or an older ad's free-form details) in both languages: label and value in Arabic, label_en and value_en in English"),
    attributes: z
      .record(AttributeValueSchema)
      .describe("The category attributes the ad gives, by field key (GET /client/categories/{id}/attributes describes them); {} when none"),
    url: z.string().describe("The ad's page"),
    created_at: time,
    updated_at: time,
  })
  .strict()
  .openapi("Ad");

export const GovernorateSchema = z
  .object({ id, name: z.string(), name_en: z.string(), slug: z.string(), latitude: z.number(), longitude: z.number() })
  .strict()
  .openapi("Governorate");
export const RegionSchema = z
  .object({ id, governorate_id: id, parent_id: id, name: z.string(), name_en: z.string(), latitude: z.number(), longitude: z.number() })
  .strict()
  .openapi("Region");
export const CategorySchema = z
  .object({
    id,
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    image: mediaKey.nullable(),
    image_url: mediaUrl.nullable(),
    notes: z.string().nullable(),
    description: z.string().nullable(),
    description_en: z.string().nullable(),
    title_price: z.string().nullable(),
    multi_feature_hd_id: z.number().int().nullable(),
  })
  .strict()
  .openapi("Category");
export const BranchSchema = z
  .object({ id, parent_id: id.describe("The category, subcategory or brand country it belongs to"), name: z.string(), name_en: z.string() })
  .strict()
  .openapi("Branch");
export const SafetyTipSchema = z
  .object({ id, title: z.string().describe("In the requested language") })
  .strict()
  .openapi("SafetyTip");
export const BannerSchema = z
  .object({ id, title: z.string().describe("In the requested language"), image: mediaKey, image_url: mediaUrl, link: z.string().nullable() })
  .strict()
  .openapi("Banner");
export const TraderItemSchema = z
  .object({
    id,
    name: z.string(),
    company_name: z.string(),
    slug: z.string().nullable().describe("The profile image's file name, a path under /media/"),
    image_url: mediaUrl.nullable(),
    verified: z.boolean(),
    governorate: z.string().nullable().describe("In the requested language"),
  })
  .strict()
  .openapi("TraderItem");

export const PaginationSchema = z
  .object({
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    per_page: z.number().int().positive(),
  })
  .strict()
  .openapi("Pagination");

export const LoginDataSchema = z
  .object({
    user: ApiUserSchema,
    token: z.string().describe("Send as Authorization: Bearer {token}"),
    token_type: z.literal("Bearer"),
    expires_at: time,
  })
  .strict()
  .openapi("LoginData");
export const UserDataSchema = z.object({ user: ApiUserSchema }).strict().openapi("UserData");
export const AdDataSchema = z.object({ ad: ApiAdSchema }).strict().openapi("AdData");
export const BannersDataSchema = z
  .object({ data: z.array(BannerSchema) })
  .strict()
  .describe("The list is data.data, as the client contract has it")
  .openapi("BannersData");

// ---- Messaging (Souq's own: /client/messages/…) ----------------------------------------------

/** A conversation in the caller's inbox. */
export const ConversationItemSchema = z
  .object({
    id,
    ad_id: id.nullable().describe("null once the ad is deleted"),
    ad_name: z.string().describe("The ad's name when the conversation started"),
    price: z.number().int().nullable().describe("Whole Egyptian pounds; null once the ad is deleted"),
    image: mediaKey.nullable().describe("The ad's first photo's card variant"),
    image_url: mediaUrl.nullable(),
    other_name: z.string().describe("The other person's name"),
    last_message: z.string().nullable(),
    last_sender_id: id.nullable(),
    from_me: z.boolean().describe("The last message is the caller's"),
    last_message_at: time,
    unread: z.boolean().describe("The last message is the other person's and the caller has not read it"),
  })
  .strict()
  .openapi("ConversationItem");

export const InboxDataSchema = z
  .object({
    conversations: z.array(ConversationItemSchema).describe("Newest first"),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    has_more: z.boolean().describe("Whether page + 1 has more conversations"),
  })
  .strict()
  .openapi("InboxData");

export const ConversationSchema = z
  .object({
    id,
    ad_id: id.nullable().describe("null once the ad is deleted"),
    ad_name: z.string(),
    role: z.enum(["buyer", "seller"]).describe("The caller's side of the conversation"),
    other: z.object({ id, name: z.string() }).strict().describe("The other person"),
    ad_available: z.boolean().describe("The ad is still public"),
    account_suspended: z.boolean().describe("One of the two accounts is suspended"),
    blocked: z.boolean().describe("One of the two has blocked the other"),
    blocked_by_me: z.boolean().describe("The caller has blocked the other person"),
    open: z.boolean().describe("The conversation takes new messages (the ad is public, nobody suspended or blocked)"),
    unread: z.boolean().describe("Messages from the other person wait unread (reading does not change it: POST …/read does)"),
  })
  .strict()
  .openapi("Conversation");

export const ApiMessageSchema = z.object({ id, sender_id: id, from_me: z.boolean(), body: z.string(), created_at: time }).strict().openapi("Message");

export const ConversationDataSchema = z
  .object({ conversation: ConversationSchema, messages: z.array(ApiMessageSchema).describe("The newest messages (at most 200), oldest first") })
  .strict()
  .openapi("ConversationData");

export const SentDataSchema = z.object({ conversation_id: id, message_id: id }).strict().openapi("SentData");
export const UnreadDataSchema = z
  .object({ unread: z.number().int().nonnegative().describe("Conversations waiting unread") })
  .strict()
  .openapi("UnreadData");
export const BlockDataSchema = z
  .object({ blocked: z.boolean().describe("Whether the caller now blocks the other person") })
  .strict()
  .openapi("BlockData");

/** The envelope around every answer; `data` is what each operation gives. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z
    .object({
      success: z.literal(true),
      msg: z.string().describe("In the requested language"),
      data,
      pagination: PaginationSchema.optional(),
    })
    .strict();
}

export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    msg: z.string().describe("What went wrong, in the requested language"),
    data: z.null(),
    errors: z.record(z.array(z.string())).optional().describe("422 only: field name → messages in the requested language"),
    code: z
      .enum(["not_verified"])
      .optional()
      .describe("A reason a client can act on, where there is one: not_verified (403) means the account must verify before starting a conversation"),
  })
  .strict()
  .openapi("Error");
