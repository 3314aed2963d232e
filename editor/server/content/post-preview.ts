import { authorErrorMap, formatIssues, policyAt, postSchema, postView, type ContentStore, type PostView } from "@vitrine/site/editor/server";

/** A post as its page draws it, or why it cannot be drawn yet (the fields' problems, the body's). */
export type PostPreview = { view: PostView } | { problems: string[] };

/**
 * The post being edited as the journal's page will show it (docs/behaviour/page-builder.md#journal-posts):
 * its fields checked with the post schema, its body through the site's own Markdown
 * renderer and HTML policy (postView), from the draft as it is, nothing written. The policy
 * is the settings' as they are now, so a player whose service was just ticked in the Consent
 * screen shows as its placeholder, as the save's check lets it through.
 */
export async function postPreview(store: ContentStore, slug: string, raw: unknown, body: string): Promise<PostPreview> {
  const parsed = postSchema.safeParse(raw, { error: authorErrorMap });
  if (!parsed.success) return { problems: formatIssues("", parsed.error.issues).map((line) => line.replace(/^: /, "")) };
  const unknown = [parsed.data.cover, ...(parsed.data.gallery ?? [])].filter((ref) => !store.manifest[ref.image]);
  if (unknown.length > 0) return { problems: unknown.map((ref) => `unknown image "${ref.image}" (not in content/media/manifest.json)`) };
  const entry = { slug, file: `content/posts/${slug}.md`, data: parsed.data, body };
  const draft: ContentStore = { ...store, posts: [entry, ...store.posts.filter((post) => post.slug !== slug)] };
  try {
    const view = postView(draft, slug, { policy: await policyAt() });
    return view ? { view } : { problems: ["the post could not be drawn"] };
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
}
