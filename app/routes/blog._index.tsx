import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogCard } from "~/features/content/components/blog-card";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination-part";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { listBlogPosts } from "~/features/content/content.server";
import { pageOf, pageQuery } from "~/server/search-params.server";
import { Page } from "~/components/layout/page";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageOf(request);
  const blog = await listBlogPosts(context, page);
  const first = blog.posts[0];
  return json({
    blog,
    meta: {
      title: context.t("content:blog.title"),
      description: context.t("content:blog.description"),
      image: first?.image ? `/media/${first.image}` : null,
      query: pageQuery(page),
    },
  });
}

export default function BlogIndex() {
  const { blog } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation("content");
  return (
    <Page title={t("blog.title")} className="blog">
      {blog.posts.length === 0 ? (
        <EmptyState message={t("blog.empty")} />
      ) : (
        <ul className="blog-grid" aria-label={t("blog.posts")}>
          {blog.posts.map((post, index) => (
            <BlogCard key={post.id} post={post} language={language} eager={index < 2} />
          ))}
        </ul>
      )}
      <Pagination current={blog.current_page} last={blog.last_page} language={language} />
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
