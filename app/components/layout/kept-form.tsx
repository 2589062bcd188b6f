import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { KeptForm } from "~/server/context.server";
import { useTranslation } from "~/lib/use-translation";

/** The fields shown back to the visitor by name (every field is sent again, shown or not). */
const SHOWN_FIELDS = [
  "name",
  "subject",
  "message",
  "description",
  "price",
  "address",
  "note",
  "reason",
  "firstName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "whatsapp",
  "preface",
  "prefaceEn",
  "openingHours",
] as const;

const isShown = (name: string): name is (typeof SHOWN_FIELDS)[number] => (SHOWN_FIELDS as readonly string[]).includes(name);

/**
 * On the 503 page of a form post the database refused (server/outage.server.ts),
 * when the page around the form needs the database too and cannot render it
 * (an account page without JavaScript): what was typed, and a button that
 * sends all of it again to the same address. Passwords, codes and files are
 * not kept; the form that answers the new post asks for them if it needs them.
 */
export function KeptFormNotice() {
  const kept = useRouteLoaderData<{ keptForm?: KeptForm | null }>("root")?.keptForm;
  const { t } = useTranslation();
  // The address the form was posted to is this page's own (an index route's keeps its "?index").
  const location = useLocation();
  if (!kept) return null;
  const shown = kept.fields.filter(([name, value]) => isShown(name) && value.trim() !== "");
  return (
    <section className="kept-form" aria-labelledby="kept-form-title">
      <h2 id="kept-form-title">{t("keptForm.title")}</h2>
      <p>{t("keptForm.text")}</p>
      {shown.length > 0 ? (
        <dl className="kept-form-values">
          {shown.map(([name, value], index) => (
            <div key={index}>
              <dt>{t(`keptForm.fields.${name}`)}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <form method="post" action={location.pathname + location.search} encType={kept.multipart ? "multipart/form-data" : undefined}>
        {kept.fields.map(([name, value], index) => (
          <input key={index} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button primary">
          {t("keptForm.send")}
        </button>
      </form>
    </section>
  );
}
