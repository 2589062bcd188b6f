import { Link } from "@remix-run/react";
import { formatDate, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { BlogPostSummary } from "~/lib/rows";
import { MediaImage } from "~/components/ui/media-image";

/** A post in the blog list: image, title, date and excerpt in the visitor's language. */
export function BlogCard({ post, language, eager = false }: { post: Omit<BlogPostSummary, "slug">; language: Language; eager?: boolean }) {
  const { t } = useTranslation("content");
  const title = language === "en" ? post.title_en : post.title;
  const href = `/blog/${post.id}`;
  return (
    <li className="card blog-card">
      {post.image ? (
        <Link to={href} tabIndex={-1} aria-hidden="true" className="blog-card-image" prefetch="intent">
          <MediaImage path={post.image} width={640} height={360} eager={eager} />
        </Link>
      ) : null}
      <div className="blog-card-body">
        <h2 className="blog-card-title">
          <Link to={href} prefetch="intent">
            {title}
          </Link>
        </h2>
        <p className="muted">
          <time dateTime={isoTime(post.published_at)}>{formatDate(post.published_at, language)}</time>
        </p>
        <p>{language === "en" ? post.excerpt_en : post.excerpt}</p>
        <Link to={href} className="blog-card-more" aria-label={t("blog.readMoreAbout", { title })}>
          {t("blog.readMore")}
        </Link>
      </div>
    </li>
  );
}
