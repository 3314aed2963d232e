import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { checkContent, readSettingsFile } from "@vitrine/site/editor/server";
import { contentName } from "./content-name";
import { problemsOf } from "./problems";

/** The build's words for a link to a page this language does not have (the button widget's, a menu's). */
const NOT_HERE = /^links to "(.*)", which is not a page of this (?:site|edition)$/;

/**
 * A page just copied into a second language, made to publish as it is
 * (docs/decisions/046-two-languages-on-one-site.md): a link to a page that language does not
 * have yet, which the build would refuse, leads to that page in the first language, at the
 * site's address. Found by the build's own check, so what it refuses is what is changed. The
 * owner points it at the translation once there is one. Without a site address nothing is
 * changed, and the check says which link to change. Returns the links changed.
 */
export async function pointAtFirstLanguage(firstRoot: string, editionRoot: string, file: string): Promise<string[]> {
  const site = readSettingsFile("site", firstRoot).url?.replace(/\/+$/, "");
  if (!site) return [];
  const text = readFileSync(file, "utf8");
  const name = contentName(editionRoot, path.relative(editionRoot, file));
  const { problems } = await checkContent({ root: editionRoot, siteConfig: false });
  const links = problemsOf(problems, name, text).flatMap((problem) => {
    const href = NOT_HERE.exec(problem.message)?.[1];
    return href !== undefined && problem.path ? [{ at: problem.path, href }] : [];
  });
  if (links.length === 0) return [];
  const address = (href: string) => `${site}${href}`;
  if (file.endsWith(".json")) {
    const data = JSON.parse(text) as Record<string, unknown>;
    for (const { at, href } of links) setIn(data, at, address(href));
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  } else {
    const doc = parseDocument(text);
    for (const { at, href } of links) doc.setIn(at, address(href));
    writeFileSync(file, doc.toString());
  }
  return links.map((link) => link.href);
}

function setIn(data: unknown, at: (string | number)[], value: string) {
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);
  if (parent && typeof parent === "object") (parent as Record<string | number, unknown>)[at.at(-1)!] = value;
}
