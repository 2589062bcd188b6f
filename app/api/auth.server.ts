// Who is calling the API: a bearer token (`Authorization: Bearer souq_…`)
// or, for same-site callers, the pages' session cookie. A token that is sent
// but wrong, expired or revoked is refused even when a cookie is present.
// `phone_number`, which the client contract sends to say whose wishlist or ad
// it is, never identifies anyone: it must be the caller's own number.
import type { Context } from "~/server/context.server";
import { normalizeEgyptianPhone } from "~/lib/normalize";
import { ApiError } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { readFields, type BodySpec, type Fields } from "~/api/request.server";
import { PhoneSchema } from "~/lib/schemas/auth";
import { findApiTokenUser } from "~/server/api-tokens.server";
import type { User } from "~/server/user.server";
import { getSession } from "~/server/session.server";

export type ApiCaller = { user: User; via: "token"; tokenId: number } | { user: User; via: "session"; sessionId: string };

const challenge = (error?: "invalid_token") => ({
  "WWW-Authenticate": error ? `Bearer realm="souq", error="${error}"` : 'Bearer realm="souq"',
});

export const unauthorized = (error?: "invalid_token") => new ApiError(401, "api:errors.unauthorized", { headers: challenge(error) });

/** The caller, or null when the request carries neither a token nor a live session. */
export async function findApiCaller(request: Request, context: Pick<Context, "db" | "config">): Promise<ApiCaller | null> {
  const header = request.headers.get("Authorization");
  if (header !== null) {
    const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header.trim());
    if (!match) throw unauthorized("invalid_token");
    const found = await findApiTokenUser(context, match[1]);
    if (!found) throw unauthorized("invalid_token");
    return { user: found.user, via: "token", tokenId: found.tokenId };
  }
  const session = await getSession(request, context);
  return session ? { user: session.user, via: "session", sessionId: session.sessionId } : null;
}

/** The caller, or a 401. */
export async function requireApiCaller(request: Request, context: Pick<Context, "db" | "config">): Promise<ApiCaller> {
  const caller = await findApiCaller(request, context);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * The client contract's `phone_number` as identity: absent is fine (the token says who);
 * present, it must be the caller's own number (in any accepted spelling:
 * +2010…, 010…, Arabic-Indic digits), else 403 and nothing changes.
 */
export function assertOwnPhone(user: Pick<User, "phone">, phoneNumber: string | undefined): void {
  if (phoneNumber === undefined || phoneNumber.trim() === "") return;
  if (normalizeEgyptianPhone(phoneNumber) !== user.phone) throw new ApiError(403, "api:errors.phoneMismatch");
}

/** The client contract's `phone_number` where it names the caller (wishlist, ads): checked by assertOwnPhone, never identity. */
export const ownPhoneField: ApiField = {
  name: "phone_number",
  form: { schema: PhoneSchema, field: "phone" },
  optional: true,
  description: "Ignored as identity (the token says who): when given it must be the caller's own number, else 403",
};

/** A query of phone_number alone (the wishlist, deleting an ad). */
export const ownPhoneFields: ApiField[] = [ownPhoneField];

/** The caller (or a 401) and the request's fields, whose phone_number, when given, must be the caller's own (else 403). */
export async function requireOwnCaller(
  request: Request,
  context: Pick<Context, "db" | "config">,
  spec: BodySpec,
): Promise<{ caller: ApiCaller; fields: Fields }> {
  const caller = await requireApiCaller(request, context);
  const fields = await readFields(request, spec);
  assertOwnPhone(caller.user, fields.get("phone_number"));
  return { caller, fields };
}
