import type { CookieJar } from "./ports";

/** An in-memory jar (server rendering and tests). `erased` lists every name erased, in order. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & { readonly erased: string[] } {
  const cookies = new Map(Object.entries(initial));
  const erased: string[] = [];
  return {
    erased,
    readAll: () => new Map(cookies),
    read: (name) => cookies.get(name),
    write: (name, value) => void cookies.set(name, value),
    erase: (name) => {
      erased.push(name);
      cookies.delete(name);
    },
  };
}
