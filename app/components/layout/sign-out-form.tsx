import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

/** A POST form: signing out changes state, so it is never a link. */
export function SignOutForm({ label, className = "button secondary" }: { label?: string; className?: string }) {
  const { t } = useTranslation(["account"]);
  return (
    <Form method="post" action="/signout" className="sign-out-form">
      <button type="submit" className={className}>
        {label ?? t("layout.signOut")}
      </button>
    </Form>
  );
}
