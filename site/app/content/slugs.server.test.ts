import { describe, expect, it } from "vitest";
import { contentSlugs } from "./slugs.server";
import { fixturesDir } from "./test-helpers";

describe("content slugs", () => {
  it("lists pages, posts and products from file names", () => {
    expect(contentSlugs(`${fixturesDir}/content`)).toEqual({
      pages: ["care-guide", "home"],
      posts: ["first-firing", "kiln-diary"],
      products: ["ash-bowl", "celadon-vase"],
    });
  });
});
