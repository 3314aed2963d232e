import type { CookieJar } from "./ports";

/** An in-memory jar (server rendering and tests). `erased` lists every name erased, in order; `frozen` turns true once writes are refused. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & { readonly erased: string[]; readonly frozen: boolean } {
  const cookies = new Map(Object.entries(initial));
  const erased: string[] = [];
  let frozen = false;
  return {
    erased,
    get frozen() {
      return frozen;
    },
    readAll: () => new Map(cookies),
    read: (name) => cookies.get(name),
    write: (name, value) => {
      if (!frozen) cookies.set(name, value);
    },
    erase: (name) => {
      erased.push(name);
      cookies.delete(name);
    },
    eraseAllAndFreeze(thenSave) {
      for (const name of [...cookies.keys()]) {
        erased.push(name);
        cookies.delete(name);
      }
      thenSave();
      frozen = true;
    },
  };
}
