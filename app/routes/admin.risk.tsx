import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { adminMeta } from "~/features/admin/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { listCategories } from "~/features/catalog/queries.server";
import { addForbidden, deleteForbidden, listForbidden, riskSettings, saveRiskSettings } from "~/features/risk/queries.server";
import { RISK_WEIGHTS } from "~/features/risk/assess.server";
import { reasonKey, type RiskCode } from "~/features/risk/reasons";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { localName } from "~/lib/i18n";
import { NameOptions } from "~/components/ui/name-select";
import { formatNumber } from "~/lib/format";
import { parseId } from "~/lib/ids";
import { TableHead } from "~/components/ui/data-table";
import { SubmitButton } from "~/components/forms/submit-button";

// The risk check's settings (features/risk): the two thresholds that decide
// whether a new or edited ad is published at once, held for a moderator or
// refused, with each reason's weight for reference; and the list of items not
// allowed, in every category or in one. Plain forms: they work without
// JavaScript.

const MAX_SCORE = 1000;
const TERM_MAX = 80;

const ThresholdsSchema = z
  .object({ hold_at: z.coerce.number().int().min(1).max(MAX_SCORE), refuse_at: z.coerce.number().int().min(1).max(MAX_SCORE) })
  .refine((value) => value.hold_at <= value.refuse_at);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [settings, forbidden, categories] = await Promise.all([riskSettings(context), listForbidden(context), listCategories(context)]);
  return json(
    { settings, forbidden, categories, weights: RISK_WEIGHTS, meta: { title: String(context.t("admin:risk.title")) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const back = (level: "success" | "error", key: string) => redirectWithMessage(context, "/admin/risk", level, key);
  if (intent === "thresholds") {
    const parsed = ThresholdsSchema.safeParse({ hold_at: formData.get("hold_at"), refuse_at: formData.get("refuse_at") });
    if (!parsed.success) return back("error", "admin:risk.thresholdsInvalid");
    await saveRiskSettings(context, parsed.data, new Date());
    return back("success", "admin:risk.saved");
  }
  if (intent === "add") {
    const term = String(formData.get("term") ?? "").trim();
    const category = String(formData.get("category") ?? "");
    const categoryId = category === "" ? null : parseId(category);
    const categories = await listCategories(context);
    if (term.length < 2 || [...term].length > TERM_MAX || (category !== "" && !categories.some((row) => row.id === categoryId)))
      return back("error", "admin:risk.termInvalid");
    await addForbidden(context, { categoryId, term });
    return back("success", "admin:risk.saved");
  }
  if (intent === "delete") {
    const id = parseId(String(formData.get("id") ?? ""));
    if (!id || !(await deleteForbidden(context, id))) return back("error", "admin:risk.termInvalid");
    return back("success", "admin:risk.saved");
  }
  return json(null, { status: 400 });
}

export default function AdminRisk() {
  const { settings, forbidden, categories, weights } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "editor"]);
  const categoryName = (id: number | null) => {
    const row = id === null ? null : categories.find((category) => category.id === id);
    return row ? localName(row, language) : t("risk.allCategories");
  };
  return (
    <>
      <h1 className="page-title">{t("risk.title")}</h1>
      <p>{t("risk.intro")}</p>
      <section aria-labelledby="risk-thresholds">
        <h2 id="risk-thresholds">{t("risk.thresholds")}</h2>
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="thresholds" />
          <label className="field">
            <span>{t("risk.holdAt")}</span>
            <input type="number" name="hold_at" min={1} max={MAX_SCORE} required defaultValue={settings.hold_at} />
          </label>
          <label className="field">
            <span>{t("risk.refuseAt")}</span>
            <input type="number" name="refuse_at" min={1} max={MAX_SCORE} required defaultValue={settings.refuse_at} />
          </label>
          <SubmitButton>{t("risk.save")}</SubmitButton>
        </Form>
        <table className="table">
          <caption>{t("risk.weights")}</caption>
          <TableHead columns={[t("risk.reason"), t("risk.weight")]} />
          <tbody>
            {(Object.entries(weights) as Array<[RiskCode, number]>).map(([code, weight]) => (
              <tr key={code}>
                <td>{t(reasonKey(code))}</td>
                <td>{formatNumber(weight, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="risk-forbidden">
        <h2 id="risk-forbidden">{t("risk.forbidden")}</h2>
        <p>{t("risk.forbiddenIntro")}</p>
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="add" />
          <label className="field">
            <span>{t("risk.term")}</span>
            <input type="text" name="term" required minLength={2} maxLength={TERM_MAX} dir="auto" />
          </label>
          <label className="field">
            <span>{t("risk.category")}</span>
            <select name="category" defaultValue="">
              <NameOptions empty={t("risk.allCategories")} items={categories} language={language} />
            </select>
          </label>
          <SubmitButton>{t("risk.add")}</SubmitButton>
        </Form>
        <table className="table">
          <caption>{t("risk.forbiddenList", { n: formatNumber(forbidden.length, language) })}</caption>
          <TableHead columns={[t("risk.term"), t("risk.category"), { label: t("risk.actions"), hidden: true }]} />
          <tbody>
            {forbidden.map((item) => (
              <tr key={item.id}>
                <td>
                  <bdi>{item.term}</bdi>
                </td>
                <td>{categoryName(item.category_id)}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="button danger" aria-label={t("risk.deleteNamed", { term: item.term })}>
                      {t("risk.delete")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
