import { z } from "zod";
import { PostCard } from "../../blocks/post-card";
import { defineWidget } from "../define-widget";

/** The newest posts as cards, up to a number. */
const postList = defineWidget({
  type: "post-list",
  label: "Post list",
  props: {
    limit: z.number().int().positive().optional().meta({ title: "How many", description: "All when empty." }),
  },
  defaultProps: { limit: 3 },
  resolveData: ({ limit }, context) => {
    const posts = context.posts();
    return { posts: posts.slice(0, limit ?? posts.length) };
  },
  render: ({ posts }) => (
    <ul className="card-grid">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  ),
});

export default postList;
declare module "../widget-registry" {
  interface Widgets {
    "post-list": typeof postList;
  }
}
