// One JSON API operation, defined once: its method and path, its request
// fields, its answers, what the OpenAPI document says of it, and its
// handler, in one object. Each resource's file (users, lookups, attributes,
// ads, wishlist, traders, messages, ratings) lists its own; the route's
// dispatch table (operations.server.ts) and the document (openapi.server.ts)
// are both built from that one list (operation-list.server.ts).
import type { Context } from "~/server/context.server";
import type { ApiField, Media } from "~/api/fields.server";
import { z } from "~/api/zod-openapi.server";

export { ANY_BODY } from "~/api/fields.server";

/** The document's groups of operations, in its order, with what each holds. */
export const tagDescriptions = {
  user: "Accounts and sign-in",
  lookups: "Places, categories, safety tips, banners",
  ads: "Ads: public lists and the caller's own",
  wishlist: "The caller's favourites",
  traders: "The traders directory",
  messages: "The caller's conversations with buyers and sellers about ads",
  ratings: "Sellers rated by the buyers who dealt with them, and the sellers' answers",
};

export interface Operation {
  method: "get" | "post" | "delete";
  /** The path under /public/api, with {param}s. */
  path: string;
  operationId: string;
  summary: string;
  /** More than the summary says. */
  description?: string;
  tag: keyof typeof tagDescriptions;
  /** none: anyone; optional: signed in only changes `wishlist` flags; required: 401 without a token or session. */
  auth: "none" | "optional" | "required";
  /** Whether the client contract has it (the others are Souq's own). */
  spec: boolean;
  /** The path's {param}s. */
  params?: z.AnyZodObject;
  /** Request headers the operation reads (besides Authorization and Accept-Language). */
  headers?: z.ZodRawShape;
  query?: ApiField[];
  body?: { fields: ApiField[]; media: Media[] };
  success: { status: 200 | 201; data: z.ZodTypeAny; description: string; paginated?: boolean };
  errors: number[];
  /** The answer; `id` is the path's {id} as Remix decoded it. */
  handle: (request: Request, context: Context, id: string | undefined) => Promise<Response>;
}

type Shared = Pick<Operation, "tag" | "auth" | "spec">;

/** A resource's way of defining its operations: what they share is said once, any of it may be given again. */
export function defineOperations(shared: Shared) {
  return (operation: Omit<Operation, keyof Shared> & Partial<Shared>): Operation => ({ ...shared, ...operation });
}

/** A parameter's description, as zod-to-openapi takes it. */
export const param = (description: string) => ({ param: { description } });

/** A path {param} with its description. */
export const pathParam = <T extends z.ZodTypeAny>(schema: T, description: string) => schema.openapi(param(description));

/** {id}: one record's id. */
export const pathId = (description: string) => z.object({ id: pathParam(z.number().int().min(1), description) });

/** {id}: a parent's id, or -1 for every parent. */
export const pathParent = (description: string) =>
  z.object({ id: pathParam(z.union([z.number().int().min(1), z.literal(-1)]), `${description}, or -1 for all`) });

/** {id}: a category's id or slug. */
export const pathCategory = () => z.object({ id: pathParam(z.union([z.number().int(), z.string()]), "The category's id (or slug)") });

/** An answer that is a list. */
export const list = (schema: z.ZodTypeAny) => z.array(schema);
