/**
 * The chunked search index (docs/decisions/014-chunked-search.md), query side: the
 * browser's results page, the server's no-JavaScript results and the bench all search
 * through this, fetching only the files a query needs. Same passes, scoring and hits as
 * a search over the whole index (run-search.mjs); the build side is build-shards.server.ts.
 */
import MiniSearch from "minisearch";
import { PASSES, toHit } from "./run-search.mjs";
import { SEARCH_INDEX_PATH, cleanQuery, indexOptionsFor, searchDefaults } from "./search-options.mjs";
import { loadTermProcessor } from "./search-stemmers.mjs";

/** MiniSearch's BM25 length weight (its default `bm25.b`), folded into the shards' term frequencies. */
export const BM25_B = 0.7;

/** Folder of the hashed index files; `/search-index.json` names the build's subfolder. */
export const SHARD_DIR = "/search-index/";

/** Terms are grouped into shards by their first two characters. */
export function shardKey(term) {
  return Array.from(term).slice(0, 2).join("");
}

const fileSafe = (key) => (/^[a-z0-9]+$/.test(key) ? key : `x${Array.from(key, (c) => c.codePointAt(0).toString(16)).join("-")}`);

export const shardFile = (key) => `t/${fileSafe(key)}.json`;
export const docFile = (id) => `d/${id}.json`;
export const vocabularyFile = (bucket) => `v/${bucket}.json`;

/** Words of this many characters or more share one vocabulary file. */
const LONG_WORD = 24;

const bucketOfLength = (length) => String(Math.min(Math.max(length, 1), LONG_WORD));

export function vocabularyBucket(term) {
  return bucketOfLength(term.length);
}

/** Whether `a` and `b` are at most `max` edits apart (Levenshtein, stopping early). */
export function withinEdits(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      best = Math.min(best, next[j]);
    }
    if (best > max) return false;
    row = next;
  }
  return row[b.length] <= max;
}

/** @type {import("./sharded-search.d.mts").IndexSearcherOptions} */
export const defaultIndexSearcherOptions = { entry: SEARCH_INDEX_PATH, limit: 50, maxShards: 256, maxDocs: 4000, firstBatch: 10 };

/**
 * @param {Partial<import("./sharded-search.d.mts").IndexSearcherOptions> & { load: (url: string) => Promise<any> }} options
 * @returns {Promise<import("./sharded-search.d.mts").IndexSearcher>}
 */
export async function createIndexSearcher(options) {
  const { load, entry, limit, maxShards, maxDocs, firstBatch } = { ...defaultIndexSearcherOptions, ...options };
  /** @type {import("./sharded-search.d.mts").SearchManifest} */
  const manifest = await load(entry);
  if (manifest?.version !== 2) throw new Error(`${entry} is not a search index this code reads (version ${manifest?.version})`);
  // A query's words become terms as the index's did, in its language.
  const processTerm = await loadTermProcessor(manifest.language);
  const indexOptions = indexOptionsFor(processTerm);
  const known = new Set(manifest.shards);
  const shards = new Map();
  const vocabulary = new Map();
  const docs = new Map();
  let index;

  async function ensure(cache, names, file, max) {
    const missing = names.filter((name) => !cache.has(name));
    if (missing.length === 0) return;
    // Memory stays bounded on a long-running server: start over rather than grow.
    if (cache.size + missing.length > max) cache.clear();
    const loaded = await Promise.all(missing.map((name) => load(`${manifest.base}${file(name)}`)));
    missing.forEach((name, i) => cache.set(name, loaded[i]));
    if (cache === shards) index = undefined;
  }

  /** MiniSearch over the shards loaded so far; every document at its field's average length. */
  function currentIndex() {
    if (index) return index;
    const terms = [];
    const ids = new Set();
    for (const shard of shards.values()) {
      for (const [term, fields] of shard) {
        const data = {};
        for (const [fieldId, flat] of Object.entries(fields)) {
          const freqs = {};
          for (let i = 0, id = 0; i < flat.length; i += 2) {
            id += flat[i];
            freqs[id] = flat[i + 1];
            ids.add(id);
          }
          data[fieldId] = freqs;
        }
        terms.push([term, data]);
      }
    }
    const documentIds = {};
    const fieldLength = {};
    for (const id of ids) {
      documentIds[id] = id;
      fieldLength[id] = manifest.averageFieldLength;
    }
    index = MiniSearch.loadJS(
      {
        documentCount: manifest.documentCount,
        nextId: manifest.documentCount,
        documentIds,
        fieldIds: manifest.fieldIds,
        fieldLength,
        averageFieldLength: manifest.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: terms,
        serializationVersion: 2,
      },
      indexOptions,
    );
    return index;
  }

  const queryTerms = (q) => indexOptions.tokenize(q).map(indexOptions.processTerm).filter(Boolean);

  /** Shards holding every term that starts with one of `terms`. */
  const prefixShards = (terms) => manifest.shards.filter((key) => terms.some((t) => key.startsWith(t) || t.startsWith(key)));

  /** Shards of the words a typo-forgiving pass may match (same rule as MiniSearch's). */
  async function fuzzyShards(terms) {
    const wanted = [];
    const buckets = new Set();
    for (const term of terms) {
      const fuzzy = searchDefaults.fuzzy(term);
      const max = fuzzy ? Math.min(searchDefaults.maxFuzzy, Math.round(term.length * fuzzy)) : 0;
      if (!max) continue;
      wanted.push([term, max]);
      for (let n = term.length - max; n <= term.length + max; n += 1) buckets.add(bucketOfLength(n));
    }
    const names = [...buckets].filter((b) => manifest.vocabulary.includes(b));
    await ensure(vocabulary, names, vocabularyFile, Infinity);
    const keys = new Set();
    for (const name of names) {
      for (const word of vocabulary.get(name)) {
        if (wanted.some(([term, max]) => withinEdits(term, word, max))) keys.add(shardKey(word));
      }
    }
    return [...keys].filter((key) => known.has(key));
  }

  /** The results of the first pass that finds anything, best first, at most `limit`. */
  async function rank(query) {
    const q = cleanQuery(query);
    const terms = q ? queryTerms(q) : [];
    if (terms.length === 0) return [];
    await ensure(shards, prefixShards(terms), shardFile, maxShards);
    let fuzzyLoaded = false;
    for (const pass of PASSES) {
      if (pass.fuzzy !== false && !fuzzyLoaded) {
        await ensure(shards, [...new Set([...prefixShards(terms), ...(await fuzzyShards(terms))])], shardFile, maxShards);
        fuzzyLoaded = true;
      }
      const results = currentIndex().search(q, { ...searchDefaults, ...pass });
      if (results.length > 0) return results.slice(0, limit);
    }
    return [];
  }

  async function hits(results) {
    await ensure(docs, results.map((r) => r.id), docFile, maxDocs);
    return results.map((result) => toHit({ ...result, ...docs.get(result.id) }, processTerm));
  }

  /** A document's type from its id (the manifest's runs of ids by type). */
  const typeOf = (id) => (manifest.types ?? []).filter(([, first]) => first <= id).at(-1)?.[0] ?? "page";

  async function search(query) {
    return hits(await rank(query));
  }

  async function searchInStages(query, show) {
    const results = await rank(query);
    const counted = results.map((r) => ({ type: typeOf(r.id) }));
    if (results.length > firstBatch) show({ hits: await hits(results.slice(0, firstBatch)), counted });
    show({ hits: await hits(results), counted });
  }

  return { search, searchInStages, browse: manifest.browse ?? [] };
}
