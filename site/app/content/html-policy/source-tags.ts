import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

/**
 * Where each element of a text's HTML was written: its start tag exactly as in the HTML
 * (`<img src="ht&#9;tps://…">`, before the parser decoded anything) and which occurrence of
 * that text it is. Raw HTML reaches the policy as the author wrote it (Markdown passes it
 * through), so the same occurrence of the same text in the source is the element's line —
 * also for two findings on one element, or an address the policy only sees decoded
 * (docs/behaviour/content.md#html-policy: the file and line of each refusal).
 */
export type SourceTag = { text: string; occurrence: number };

type Node = DefaultTreeAdapterMap["node"];
type ParsedElement = DefaultTreeAdapterMap["element"];

function elementsOf(node: Node, found: ParsedElement[] = []): ParsedElement[] {
  for (const child of "childNodes" in node ? node.childNodes : []) {
    if (!("tagName" in child)) continue;
    found.push(child);
    // querySelectorAll does not enter a template's content either.
    if (child.tagName !== "template") elementsOf(child, found);
  }
  return found;
}

/**
 * The start tags of `root`'s elements, `root` being `html` as a template's content: both
 * are parsed by the HTML standard's fragment algorithm in a template context, so their
 * elements come in the same order.
 */
export function sourceTags(html: string, root: DocumentFragment): WeakMap<Element, SourceTag> {
  const parsed = elementsOf(parseFragment(html, { sourceCodeLocationInfo: true }));
  const elements = [...root.querySelectorAll("*")];
  const tags = new WeakMap<Element, SourceTag>();
  if (parsed.length !== elements.length) return tags;
  const seen = new Map<string, number>();
  elements.forEach((element, i) => {
    const location = parsed[i]!.sourceCodeLocation?.startTag;
    if (!location || parsed[i]!.tagName !== element.localName) return;
    const text = html.slice(location.startOffset, location.endOffset);
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    tags.set(element, { text, occurrence });
  });
  return tags;
}
