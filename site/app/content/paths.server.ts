/** Every URL the build pre-renders. */
export async function listPrerenderPaths(): Promise<string[]> {
  return ["/"];
}
