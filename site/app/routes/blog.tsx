import { PageMain } from "~/blocks/page-main";
import { PostCard } from "~/blocks/post-card";
import { loadContent } from "~/content/load.server";
import { sizes } from "~/content/media.server";
import { site } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import { postSummary } from "~/content/summaries.server";
import type { Route } from "./+types/blog";
import "./listing.css";

export async function loader() {
  const store = await loadContent();
  const intro = `Notes from the studio of ${site.name}: firings, glazes, new work and the making behind it.`;
  return {
    intro,
    posts: store.posts.map((post) => postSummary(store.manifest, post, sizes.card)),
    seo: buildSeo({ title: "Journal", description: intro, pathname: "/blog" }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The journal: every post, newest first. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, intro } = loaderData;
  return (
    <PageMain type="blog" className="listing">
      <header className="container listing__header">
        <h1>Journal</h1>
        <p className="listing__intro">{intro}</p>
      </header>
      <div className="container">
        <ul className="card-grid">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </PageMain>
  );
}
