import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/fields";
import { Page } from "~/components/layout/page";
import { unsubscribe, unsubscribeTarget } from "~/features/saved-searches/alerts.server";
import { useTranslation } from "~/lib/use-translation";
import { keepFormOnOutage } from "~/server/outage.server";

// The alert e-mails' unsubscribe link (features/saved-searches/alerts.server.ts): no sign-in, the
// signed token says what it stops. A GET only asks (mail scanners open links); the button, or a
// mail client's one-click POST (List-Unsubscribe-Post), stops the e-mails.
const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const target = await unsubscribeTarget(context, params.token ?? "");
  return json({ target, meta: { title: String(context.t("alerts:unsubscribe.title")) } }, { status: target ? 200 : 404, headers: noStore });
}

export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(async ({ params, context }: ActionFunctionArgs) => {
    const stopped = await unsubscribe(context, params.token ?? "");
    return json({ done: stopped ? (stopped.name === null ? "all" : "one") : null }, { status: stopped ? 200 : 404, headers: noStore });
  })(args);
}

export default function Unsubscribe() {
  const { target } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ done?: "one" | "all" | null; result?: { error?: Record<string, string[] | null> } }>();
  const { t } = useTranslation(["alerts"]);
  const outage = actionData?.result?.error?.[""];
  return (
    <Page title={t("unsubscribe.title")} className="unsubscribe">
      {outage ? (
        <p className="notice notice-error" role="alert">
          {outage.map((error) => t(error, { defaultValue: error }))}
        </p>
      ) : null}
      {actionData?.done ? (
        <p className="notice notice-success" role="status">
          {t(actionData.done === "all" ? "unsubscribe.doneAll" : "unsubscribe.done")}
        </p>
      ) : !target || actionData?.done === null ? (
        <p className="notice notice-error" role="alert">
          {t("unsubscribe.invalid")}
        </p>
      ) : target.kind === "one" && target.stopped ? (
        <p className="notice notice-success" role="status">
          {t("unsubscribe.done")}
        </p>
      ) : (
        <Form method="post">
          <p>{target.kind === "one" ? t("unsubscribe.confirmOne", { name: target.name }) : t("unsubscribe.confirmAll")}</p>
          <SubmitButton>{t("unsubscribe.button")}</SubmitButton>
        </Form>
      )}
      <p>
        <Link to="/account/searches">{t("unsubscribe.settings")}</Link>
      </p>
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }, { name: "robots", content: "noindex" }];
