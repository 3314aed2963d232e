import type { ContentStore } from "@vitrine/site/editor/server";

const SETTINGS: Record<string, string> = {
  "content/settings/site.yaml": "the site settings",
  "content/settings/menu.yaml": "the menu",
  "content/settings/footer.yaml": "the footer",
  "content/settings/consent.yaml": "the consent settings",
  "content/settings/kit.yaml": "the colours and fonts",
};

/** The file a build line is about: `content/pages/about.yaml: sections[1]…` → `content/pages/about.yaml`. */
const fileOf = (line: string) => line.slice(0, line.indexOf(": ") === -1 ? undefined : line.indexOf(": "));

/**
 * The parts of the site the build's lines are about, each once and by the name the owner
 * gave it — the page "About", the post "Pulling a handle", the menu — rather than by its
 * file (docs/decisions/038-owners-studio.md, plain words). A file the store does not name
 * keeps its file name.
 */
export function partsNamed(lines: string[], store?: ContentStore): string[] {
  const titled = new Map<string, string>();
  for (const page of store?.pages ?? []) titled.set(page.file, `the page “${page.data.title}”`);
  for (const post of store?.posts ?? []) titled.set(post.file, `the post “${post.data.title}”`);
  for (const product of store?.products ?? []) titled.set(product.file, `the product “${product.data.title}”`);
  const files = [...new Set(lines.map(fileOf))];
  return files.map((file) => titled.get(file) ?? SETTINGS[file] ?? file);
}

/** "a", "a and b", "a, b and c". */
export function listOf(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
