import { COLUMN, ID_FIELD, SECTION, type Block } from "./page-data";

/** One block of the page in reading order, as the block navigator lists it. */
export type BlockEntry = { id: string; type: string; depth: number; name: string };

const children = (block: Block): Block[] => {
  const slot = block.type === SECTION ? block.props.columns : block.type === COLUMN ? block.props.widgets : undefined;
  return Array.isArray(slot) ? (slot as Block[]) : [];
};

const TITLE_KEYS = new Set(["text", "title", "label"]);

/** The first words a block shows (a heading's text, an image's description), its own or its first child's. */
function prose(block: Block): string | undefined {
  const strings = Object.entries(block.props).filter((entry): entry is [string, string] => entry[0] !== "id" && entry[0] !== ID_FIELD && typeof entry[1] === "string");
  // Names of images and choices say little; prose (or a one-word title) says which block this is.
  const words = strings.find(([, value]) => /\S\s+\S/.test(value)) ?? strings.find(([key, value]) => TITLE_KEYS.has(key) && value.trim() !== "");
  return words ? words[1].trim().replace(/\s+/g, " ").slice(0, 48) : children(block).map(prose).find(Boolean);
}

const anchor = (block: Block) => (typeof block.props[ID_FIELD] === "string" && block.props[ID_FIELD] !== "" ? `#${block.props[ID_FIELD]}` : undefined);

/**
 * Every block of the page, depth first, each named by its kind, its place among its
 * siblings and its first words (docs/behaviour/page-builder.md#keyboard): a section by
 * its first widget's words, so "Section 2 — Porcelain" tells sections apart.
 */
export function blockTree(content: Block[], labelOf: (type: string) => string): BlockEntry[] {
  const out: BlockEntry[] = [];
  const walk = (blocks: Block[], depth: number) =>
    blocks.forEach((block, index) => {
      const words = block.type === COLUMN ? (typeof block.props.width === "string" ? block.props.width : undefined) : (prose(block) ?? anchor(block));
      out.push({ id: block.props.id, type: block.type, depth, name: `${labelOf(block.type)} ${index + 1}${words ? ` — ${words}` : ""}` });
      walk(children(block), depth + 1);
    });
  walk(content, 0);
  return out;
}
