// The JSON API's envelope and errors. Every answer under /public/api/ is
// `{ success, msg, data }` (plus `errors` for field messages and `pagination`
// for pages), with `msg` in the requested language (`lng` query, cookie,
// Accept-Language: the Worker's detection). Route modules wrap their loader
// and action in `apiRoute`, so an ApiError, a thrown Response or an
// unexpected failure still answers JSON.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Context } from "~/server/context.server";
import { logError } from "~/server/log.server";
import type { Refusal } from "~/server/rate-limit.server";

export interface Pagination {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

export interface Envelope<T = unknown> {
  success: boolean;
  msg: string;
  data: T | null;
  /** Field messages of a 422: API field name → messages in the requested language. */
  errors?: Record<string, string[]>;
  /** A failure's reason for programs, where a client acts on it ("not_verified": send the person to verify). */
  code?: string;
  pagination?: Pagination;
}

type Translator = Pick<Context, "t">;

const KEY = /^[a-z]+:[A-Za-z0-9_.]+$/;

/** A translation key ("api:errors.notFound") in the requested language; any other text as it is. */
export function translate(context: Translator, text: string, values: Record<string, unknown> = {}): string {
  return KEY.test(text) ? String(context.t(text, values)) : text;
}

/** A failure to report as JSON: status, a message key and optional field messages (keys or texts). */
export class ApiError extends Error {
  constructor(
    public status: number,
    public key: string,
    public options: { values?: Record<string, unknown>; errors?: Record<string, string[]>; headers?: HeadersInit; code?: string } = {},
  ) {
    super(key);
    this.name = "ApiError";
  }
}

const baseHeaders = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
};

/** An answer whose JSON is already text. */
export function jsonText(text: string, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(baseHeaders);
  new Headers(headers).forEach((value, name) => merged.set(name, value));
  return new Response(text, { status, headers: merged });
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** A successful answer. `msg` is a key or a text (default: the generic "done" message). */
export function ok<T>(
  context: Translator,
  data: T,
  {
    msg = "api:done",
    status = 200,
    pagination,
    values,
    headers,
  }: { msg?: string; status?: number; pagination?: Pagination; values?: Record<string, unknown>; headers?: HeadersInit } = {},
): Response {
  const body: Envelope<T> = { success: true, msg: translate(context, msg, values), data };
  if (pagination) body.pagination = pagination;
  return jsonResponse(body, status, headers);
}

/** A failed answer: `success: false`, the message and any field messages, all in the requested language. */
export function fail(context: Translator, error: ApiError): Response {
  const body: Envelope<null> = { success: false, msg: translate(context, error.key, error.options.values), data: null };
  if (error.options.code) body.code = error.options.code;
  if (error.options.errors) {
    body.errors = Object.fromEntries(
      Object.entries(error.options.errors).map(([field, messages]) => [field, messages.map((message) => translate(context, message))]),
    );
  }
  return jsonResponse(body, error.status, error.options.headers);
}

/** A text in the requested language, falling back to the other one when empty. */
export const pickText = (context: Pick<Context, "language">, arabic: string, english: string) =>
  context.language === "en" ? english || arabic : arabic || english;

export const notFound = () => new ApiError(404, "api:errors.notFound");

/** A use-case's refusal as the API's error, with Retry-After when it says how long to wait. */
export function refused(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.key, {
    values: refusal.values,
    headers: refusal.retryAfter === undefined ? undefined : { "Retry-After": String(Math.max(1, refusal.retryAfter)) },
  });
}
export const methodNotAllowed = (allow: string) => new ApiError(405, "api:errors.methodNotAllowed", { headers: { Allow: allow } });

/** Statuses a thrown Response (a guard's redirect, a module's 404) turns into. */
function fromResponse(response: Response): ApiError {
  if (response.status >= 300 && response.status < 400) return new ApiError(401, "api:errors.unauthorized");
  if (response.status === 404) return notFound();
  if (response.status === 403) return new ApiError(403, "api:errors.forbidden");
  if (response.status === 413) return new ApiError(413, "api:errors.tooLarge");
  if (response.status === 429) return new ApiError(429, "api:errors.tooMany");
  // The database is unavailable (server/outage.server.ts): try again after the wait it gives.
  if (response.status === 503) return new ApiError(503, "api:errors.unavailable", { headers: { "Retry-After": response.headers.get("Retry-After") ?? "30" } });
  if (response.status >= 400 && response.status < 500) return new ApiError(response.status, "api:errors.badRequest");
  return new ApiError(500, "api:errors.server");
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;
type Handler = (args: Args) => Promise<Response>;
/** An operation's handler for each method it answers. */
export type MethodHandlers = Partial<Record<"GET" | "POST" | "DELETE" | "PUT" | "PATCH", Handler>>;

/** Runs a handler and answers JSON whatever happens (never the HTML error page). */
export function apiRoute(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof ApiError) return fail(args.context, error);
      if (error instanceof Response) return fail(args.context, fromResponse(error));
      logError(error, args.request);
      return fail(args.context, new ApiError(500, "api:errors.server"));
    }
  };
}

/**
 * A route's loader and action from a table of methods: GET (and HEAD) go to
 * the loader, everything else to the action; a method not in the table
 * answers 405 with Allow.
 */
export function apiMethods(handlers: MethodHandlers): { loader: Handler; action: Handler } {
  const allow = Object.keys(handlers).join(", ");
  const dispatch = apiRoute(async (args) => {
    const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : (args.request.method.toUpperCase() as keyof typeof handlers);
    const handler = handlers[method];
    if (!handler) throw methodNotAllowed(allow);
    return handler(args);
  });
  return { loader: dispatch, action: dispatch };
}
