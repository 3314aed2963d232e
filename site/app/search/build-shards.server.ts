import { createHash } from "node:crypto";
import { buildSearchIndex, type BuildIndexOptions } from "./build-index.server";
import { SEARCH_INDEX_PATH, type SearchDocument } from "./search-options.mjs";
import { BM25_B, SHARD_DIR, docFile, shardFile, shardKey, vocabularyBucket, vocabularyFile, type SearchManifest } from "./sharded-search.mjs";

type Posting = Record<string, Record<string, number>>;

/** Numbers of the index files: fewer digits, same order of results (docs/decisions/014-chunked-search.md). */
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The search index as files a query fetches a few of (docs/decisions/014-chunked-search.md):
 * - `/search-index.json`, the small entry point (revalidated on every visit): counts,
 *   field averages, the list of term shards and the folder of this build's files;
 * - `t/{key}.json`, the terms that start with the same two characters and where they
 *   occur, with each term frequency already scaled by its field's length, so a query
 *   needs no per-document statistics;
 * - `d/{id}.json`, what a result shows (title, URL, type, excerpt, text for snippets);
 * - `v/{length}.json`, the words of each length, read only for typo-forgiving search.
 * All but the entry point live under a folder named by a hash of their content, so
 * they are cached for good and a deploy never mixes two builds' files.
 */
export function buildSearchFiles(docs: SearchDocument[], options: Partial<BuildIndexOptions> = {}): Map<string, string> {
  const { index, browse } = buildSearchIndex(docs, options);
  const average: number[] = index.averageFieldLength;
  const fieldLength = index.fieldLength as Record<string, number[]>;
  const shards = new Map<string, [string, Record<string, number[]>][]>();
  const vocabulary = new Map<string, string[]>();
  for (const [term, posting] of index.index as [string, Posting][]) {
    const fields: Record<string, number[]> = {};
    for (const [fieldId, docs] of Object.entries(posting)) {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const flat: number[] = [];
      let previous = 0;
      for (const id of ids) {
        // BM25's length normalisation, folded into the frequency (ADR 014): with every
        // field at its average length, the query side computes the same score.
        const ratio = fieldLength[id]![Number(fieldId)]! / average[Number(fieldId)]!;
        flat.push(id - previous, round(docs[id]! / (1 - BM25_B + BM25_B * ratio)));
        previous = id;
      }
      fields[fieldId] = flat;
    }
    const key = shardKey(term);
    if (!shards.has(key)) shards.set(key, []);
    shards.get(key)!.push([term, fields]);
    const bucket = vocabularyBucket(term);
    if (!vocabulary.has(bucket)) vocabulary.set(bucket, []);
    vocabulary.get(bucket)!.push(term);
  }
  const files = new Map<string, string>();
  for (const [key, terms] of shards) files.set(shardFile(key), JSON.stringify(terms));
  for (const [bucket, terms] of vocabulary) files.set(vocabularyFile(bucket), JSON.stringify(terms.sort()));
  for (const [id, stored] of Object.entries(index.storedFields as Record<string, object>)) files.set(docFile(Number(id)), JSON.stringify(stored));

  const hash = createHash("sha256");
  for (const [name, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update("\0").update(text).update("\0");
  const base = `${SHARD_DIR}${hash.digest("hex").slice(0, 12)}/`;
  // Documents are numbered products, then posts, then pages (collectDocuments): the
  // runs of one type let a query count its results by type before fetching them.
  const types: [SearchDocument["type"], number][] = [];
  docs.forEach((doc) => {
    if (types.at(-1)?.[0] !== doc.type) types.push([doc.type, doc.id]);
  });
  const manifest: SearchManifest = {
    version: 2,
    language: options.language ?? "en",
    base,
    browse,
    types,
    documentCount: index.documentCount,
    fieldIds: index.fieldIds,
    averageFieldLength: average,
    shards: [...shards.keys()].sort(),
    vocabulary: [...vocabulary.keys()].sort(),
  };
  const out = new Map<string, string>([[SEARCH_INDEX_PATH, JSON.stringify(manifest)]]);
  for (const [name, text] of files) out.set(`${base}${name}`, text);
  return out;
}
