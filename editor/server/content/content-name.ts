import { editionOf } from "@vitrine/site/editor/server";

/**
 * A file of the content folder `contentDir` as the build names it in its messages:
 * `content/pages/about.yaml`, or in a second language's edition
 * `content/editions/fr/pages/about.yaml` (docs/decisions/046-two-languages-on-one-site.md).
 */
export function contentName(contentDir: string, relative: string): string {
  const edition = editionOf(contentDir);
  return edition ? `content/editions/${edition.language}/${relative}` : `content/${relative}`;
}
