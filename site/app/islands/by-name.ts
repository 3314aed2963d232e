/**
 * A name → module map from a file glob's path → module map: the name is the file's
 * name without `suffix` (`../theme/back-to-top.enhancer.ts` → `back-to-top`), so a
 * part's name is spelled once, by its file. Two files with one name are refused.
 */
export function byName<T>(files: Record<string, T>, suffix: string): Record<string, T> {
  const named: Record<string, T> = {};
  const seen = new Map<string, string>();
  for (const [path, value] of Object.entries(files)) {
    const file = path.split("/").pop() ?? path;
    if (!file.endsWith(suffix)) throw new Error(`${path}: expected a file ending in ${suffix}`);
    const name = file.slice(0, -suffix.length);
    const twin = seen.get(name);
    if (twin) throw new Error(`${path}: the name "${name}" is already taken by ${twin}; rename one of the files`);
    seen.set(name, path);
    named[name] = value;
  }
  return named;
}
