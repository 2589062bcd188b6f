// Reading an API request: the query string and the body (JSON, multipart or
// urlencoded) as one list of named values, with the body's size capped before
// it is parsed. `images[0]`, `images[1]`, `images[]` all arrive as `images`,
// in index order. The list becomes a FormData with the page forms' field
// names, so the API parses with exactly the schemas the pages use.
import { parseId } from "~/lib/ids";
import { readWithin } from "~/server/body-limit.server";
import { ApiError } from "~/api/envelope.server";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { ANY_BODY, renameMap, wrongJsonTypes, type ApiField, type Media } from "~/api/fields.server";

export type Value = string | File;

export class Fields {
  constructor(private readonly entries: Array<[string, Value]>) {}

  /** The first text value of a name, or undefined. */
  get(name: string): string | undefined {
    for (const [key, value] of this.entries) if (key === name && typeof value === "string") return value;
    return undefined;
  }

  /** Whether a name was sent (even empty). */
  has(name: string): boolean {
    return this.entries.some(([key]) => key === name);
  }

  all(name: string): Value[] {
    return this.entries.filter(([key]) => key === name).map(([, value]) => value);
  }

  files(name: string): File[] {
    return this.all(name).filter((value): value is File => value instanceof File);
  }

  names(): string[] {
    return [...new Set(this.entries.map(([key]) => key))];
  }

  /** Every name and value, as sent (for the request's digest: server/request-hash.server.ts). */
  pairs(): Array<[string, Value]> {
    return [...this.entries];
  }
}

/** The default cap on a body without files (JSON or form fields). */
export const MAX_TEXT_BODY_BYTES = 64 * 1024;

const INDEXED = /^([A-Za-z_][A-Za-z0-9_]*)\[(\d*)\]$/;

/** `images[2]` → ["images", 2]; `images[]` → ["images", Infinity] (kept in order); anything else as is. */
function baseName(key: string): [string, number] {
  const match = INDEXED.exec(key);
  if (!match) return [key, -1];
  return [match[1], match[2] === "" ? Number.POSITIVE_INFINITY : Number(match[2])];
}

function normalise(entries: Array<[string, Value]>): Array<[string, Value]> {
  const items = entries.map(([key, value], order) => {
    const [name, index] = baseName(key);
    return { name, index: index < 0 ? Number.POSITIVE_INFINITY : index, order, value };
  });
  // Each name's values sorted by index (then arrival), put back in that name's slots.
  const byName = new Map<string, typeof items>();
  for (const item of items) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
  for (const list of byName.values()) list.sort((a, b) => (a.index === b.index ? a.order - b.order : a.index < b.index ? -1 : 1));
  const next = new Map<string, number>();
  return items.map(({ name }) => {
    const position = next.get(name) ?? 0;
    next.set(name, position + 1);
    const item = byName.get(name)![position];
    return [name, item.value];
  });
}

/**
 * JSON values as form values: numbers as text, booleans as 1 / 0, null left
 * out, lists as repeated names. Values of other shapes (objects, nested
 * lists) are left out here: a declared field with one was refused before
 * (wrongJsonTypes), and an undeclared one is not read.
 */
function fromJson(body: Record<string, unknown>): Array<[string, Value]> {
  const entries: Array<[string, Value]> = [];
  const push = (key: string, value: unknown) => {
    if (typeof value === "string") entries.push([key, value]);
    else if (typeof value === "number" && Number.isFinite(value)) entries.push([key, String(value)]);
    else if (typeof value === "boolean") entries.push([key, value ? "1" : "0"]);
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) push(key, item);
    else push(key, value);
  }
  return entries;
}

/** The body's bytes, refusing (413) once more than `maxBytes` arrive, whatever Content-Length claims. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new ApiError(413, "api:errors.tooLarge", { values: { max: Math.floor(maxBytes / (1024 * 1024)) || 1 } });
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const within = await readWithin(request.body.getReader(), maxBytes, (chunk) => {
    chunks.push(chunk);
    size += chunk.byteLength;
  });
  if (!within) throw tooLarge();
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** What an operation's body may be: its fields (types checked for JSON) and its media types (others get 415). */
export interface BodySpec {
  maxBytes?: number;
  fields?: ApiField[];
  media?: Media[];
}

/** Which of `media` a Content-Type header is (parameters and case ignored), or null. */
function mediaOf(header: string, media: Media[]): Media | null {
  const type = header.split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return media.includes("application/json") ? "application/json" : null;
  return (media as string[]).includes(type) ? (type as Media) : null;
}

/**
 * The request's values: the query string, then the body (GET, HEAD and
 * DELETE may carry a body too; it is read when present). A body of a type
 * the operation does not take answers 415 naming the ones it does; malformed
 * JSON (or JSON that is not an object) 400; a declared field of the wrong
 * JSON type 422 naming it; a body over `maxBytes` 413.
 */
export async function readFields(
  request: Request,
  { maxBytes = MAX_TEXT_BODY_BYTES, fields: declared = [], media = ANY_BODY }: BodySpec = {},
): Promise<Fields> {
  const query: Array<[string, Value]> = [...new URL(request.url).searchParams.entries()];
  const contentType = request.headers.get("Content-Type") ?? "";
  const method = request.method.toUpperCase();
  let body: Array<[string, Value]> = [];
  if (method !== "GET" && method !== "HEAD") {
    const bytes = await readCapped(request, maxBytes);
    if (bytes.byteLength > 0) {
      const kind = mediaOf(contentType, media);
      if (kind === null) throw new ApiError(415, "api:errors.unsupportedMediaType", { values: { types: media.join(", ") } });
      if (kind === "application/json") {
        let parsed: unknown;
        try {
          parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
        } catch {
          throw new ApiError(400, "api:errors.badJson");
        }
        if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new ApiError(400, "api:errors.badJson");
        const wrong = wrongJsonTypes(parsed as Record<string, unknown>, declared);
        if (wrong.length > 0)
          throw new ApiError(422, "api:errors.validation", { errors: Object.fromEntries(wrong.map((name) => [name, ["api:errors.wrongType"]])) });
        body = fromJson(parsed as Record<string, unknown>);
      } else {
        let form: FormData;
        try {
          form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
        } catch {
          throw new ApiError(400, "api:errors.badForm");
        }
        body = [...form.entries()] as Array<[string, Value]>;
      }
    }
  }
  // The body wins over the query for a name sent in both.
  const inBody = new Set(normalise(body).map(([key]) => key));
  return new Fields([...normalise(body), ...normalise(query).filter(([key]) => !inBody.has(key))]);
}

/** A FormData for the page forms' schemas, from [form field, value] pairs (undefined values left out). */
export function formDataOf(pairs: Array<[string, Value | undefined]>): FormData {
  const form = new FormData();
  for (const [key, value] of pairs) if (value !== undefined) form.append(key, value);
  return form;
}

/** A path or body id: a positive whole number, or null. */
export function positiveInt(value: string | undefined | null): number | null {
  return parseId(value?.trim());
}

/**
 * A 422 from a form schema's errors (conform's `submission.error`): each
 * form field's messages under the API's name for it (`rename`), form-level
 * messages as the answer's `msg` (the first; else `msg`) and under `_form`.
 */
export function validationError(
  error: Record<string, string[] | null | undefined> | null | undefined,
  rename: Record<string, string> = {},
  msg = "api:errors.validation",
): ApiError {
  const errors: Record<string, string[]> = {};
  let formMessage: string | null = null;
  for (const [path, messages] of Object.entries(error ?? {})) {
    if (!messages || messages.length === 0) continue;
    if (path === "") {
      formMessage ??= messages[0];
      (errors._form ??= []).push(...messages);
      continue;
    }
    const base = path.replace(/\[\d*\].*$/, "").replace(/\..*$/, "");
    const name = rename[base] ?? base;
    const list = (errors[name] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return new ApiError(422, formMessage ?? msg, { errors });
}

/**
 * The fields as a page form's schema reads them (each API field under its
 * form field's name): the parsed values, or a 422 naming the API's fields,
 * whose msg is `msg` or, with "first", the first field's message.
 */
export function parseFields<S extends z.ZodTypeAny>(fields: Fields, schema: S, list: ApiField[], msg = "api:errors.validation"): z.output<S> {
  const submission = parseWithZod(formDataOf(list.map((field) => [field.form?.field ?? field.name, fields.get(field.name)])), { schema });
  if (submission.status === "success") return submission.value as z.output<S>;
  const errors = submission.error ?? {};
  const first = Object.values(errors).find((messages) => messages && messages.length > 0)?.[0];
  throw validationError(errors, renameMap(list), msg === "first" ? (first ?? "api:errors.validation") : msg);
}
