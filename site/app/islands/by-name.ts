/**
 * A name → module map from a file glob's path → module map: the name is the file's
 * name without `suffix` (`../theme/back-to-top.enhancer.ts` → `back-to-top`), so a
 * part's name is spelled once, by its file. (registries.test.ts checks that no two
 * files share a name.)
 */
export function byName<T>(files: Record<string, T>, suffix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(files).map(([path, value]) => [path.slice(path.lastIndexOf("/") + 1, -suffix.length), value]));
}
