import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { SignupSchema } from "~/lib/schemas/auth";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { devToolsAllowed } from "~/server/config.server";
import { startSession } from "~/server/session.server";

// The end-to-end tests' way to a verified account (tests/e2e/fixtures.ts):
// the same sign-up rules and account functions the sign-up and code pages
// use (SignupSchema, createUser, markVerified, startSession), without the
// screens, the mailbox and the sign-up rate limit, which the tests of sign-up
// and sign-in themselves still go through. `signIn=1` also starts a session
// whose cookie the answer sets. Like /dev/mailbox it exists only on a local
// development or test site (devToolsAllowed); elsewhere it is a 404.
export async function action({ request, context }: ActionFunctionArgs) {
  if (!devToolsAllowed(context.config) || request.method !== "POST") throw new Response("Not found", { status: 404 });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SignupSchema });
  if (submission.status !== "success") return json({ errors: submission.error }, { status: 400 });
  const created = await createUser(context, { ...submission.value, language: context.language });
  if (!created.ok) return json({ conflicts: created.conflicts }, { status: 409 });
  await markVerified(context, created.user.id);
  if (formData.get("signIn") === "1") await startSession(request, context, created.user.id);
  return json({ id: created.user.id }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  throw new Response("Not found", { status: 404 });
}
