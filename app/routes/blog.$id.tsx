import { parseId } from "~/lib/ids";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDate, isoTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { getBlogPost, paragraphsOf } from "~/features/content/content.server";
import { orNotFound } from "~/lib/not-found";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const post = orNotFound(await getBlogPost(context, id));
  const en = context.language === "en";
  return {
    post: {
      id: post.id,
      title: en ? post.title_en : post.title,
      excerpt: en ? post.excerpt_en : post.excerpt,
      paragraphs: paragraphsOf(en ? post.body_en : post.body),
      image: post.image,
      published_at: post.published_at,
    },
    meta: {
      title: en ? post.title_en : post.title,
      description: en ? post.excerpt_en : post.excerpt,
      image: post.image ? `/media/${post.image}` : null,
      type: "article",
    },
  };
}

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation("content");
  return (
    <article className="container blog-post">
      <p className="back-link">
        <Link to="/blog/">{t("blog.allPosts")}</Link>
      </p>
      <header>
        <h1 className="page-title">{post.title}</h1>
        <p className="muted">
          {t("blog.published")} <time dateTime={isoTime(post.published_at)}>{formatDate(post.published_at, language)}</time>
        </p>
      </header>
      {post.image ? <img src={`/media/${post.image}`} alt="" width={1200} height={675} className="blog-post-image" fetchPriority="high" /> : null}
      <p className="blog-post-lead">{post.excerpt}</p>
      {post.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
