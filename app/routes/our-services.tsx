import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentIcon } from "~/features/content/components/icons";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { listServices } from "~/features/content/content.server";
import { ListPage } from "~/features/content/components/list-page";

/** The services page (/our-services/ and /our-services): title, text and icon per service. */
export async function loader({ context }: LoaderFunctionArgs) {
  const services = await listServices(context);
  return json({ services, meta: { title: context.t("content:services.title"), description: context.t("content:services.description") } });
}

export default function OurServices() {
  const { services } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation("content");
  return (
    <ListPage title={t("services.title")} intro={t("services.intro")} empty={t("services.empty")} items={services} listClassName="service-grid">
      {(service) => (
        <li key={service.id} className="card service-card">
          <ContentIcon name={service.icon} size={36} />
          <h2 className="service-title">{language === "en" ? service.title_en : service.title}</h2>
          <p>{language === "en" ? service.body_en : service.body}</p>
        </li>
      )}
    </ListPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
