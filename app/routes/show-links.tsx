import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentIcon } from "~/features/content/components/icons";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { listLinks } from "~/features/content/content.server";
import { ListPage } from "~/features/content/components/list-page";

/** The company's social and contact channels: label, address and icon. */
export async function loader({ context }: LoaderFunctionArgs) {
  const items = await listLinks(context);
  return json({ items, meta: { title: context.t("content:links.title"), description: context.t("content:links.description") } });
}

/** What a visitor reads as the address: the number or e-mail, or the site without the scheme. */
function shownAddress(url: string): string {
  return url
    .replace(/^(tel|sms|mailto):/i, "")
    .replace(/^https?:\/\/(www\.)?/i, "")
    .replace(/\/$/, "");
}

export default function ShowLinks() {
  const { items } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation("content");
  return (
    <ListPage title={t("links.title")} intro={t("links.intro")} empty={t("links.empty")} items={items} listClassName="link-list">
      {(item) => {
        const external = /^https?:/i.test(item.url);
        return (
          <li key={item.id}>
            <a href={item.url} className="card link-card" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
              <ContentIcon name={item.icon} />
              <span className="link-text">
                <span className="link-label">{language === "en" ? item.label_en : item.label}</span>
                <span className="link-address">
                  <bdi dir="ltr">{shownAddress(item.url)}</bdi>
                </span>
              </span>
              {external ? <span className="visually-hidden">{t("links.newWindow")}</span> : null}
            </a>
          </li>
        );
      }}
    </ListPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
