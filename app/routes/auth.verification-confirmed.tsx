import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AuthCard } from "~/features/auth/components/auth-card";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { requireAnonymous } from "~/server/session.server";
import { ButtonLink } from "~/components/ui/button-link";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return json({ meta: { title: context.t("auth:confirmed.title"), description: context.t("auth:meta.verificationDescription") } });
}

export default function VerificationConfirmed() {
  const { t } = useTranslation(["auth"]);
  return (
    <AuthCard title={t("confirmed.title")}>
      <div className="confirmed" role="status">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#dcfce7" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#15803d" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="confirmed-text">{t("confirmed.text")}</p>
      </div>
      <div className="auth-actions">
        <ButtonLink to="/auth/signin" kind="primary">
          {t("confirmed.signIn")}
        </ButtonLink>
        <ButtonLink to="/">{t("confirmed.home")}</ButtonLink>
      </div>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? [...pageMeta(matches, location, data.meta), { name: "robots", content: "noindex" }] : [];
