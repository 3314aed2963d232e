import { describe, expect, it } from "vitest";
import { socialName } from "./social-links";

describe("a link to the owner's page elsewhere", () => {
  it("is called by the owner's name for it, else by the site's name, else by its host", () => {
    expect(socialName({ href: "https://www.instagram.com/hollowoak.studio/" })).toBe("Instagram");
    expect(socialName({ href: "https://hollowoak.substack.com/" })).toBe("Substack");
    expect(socialName({ href: "https://twitter.com/hollowoak" })).toBe("X");
    expect(socialName({ href: "https://mastodon.art/@hollowoak" })).toBe("mastodon.art");
    expect(socialName({ href: "https://www.etsy.com/shop/HollowOak", label: " My Etsy shop " })).toBe("My Etsy shop");
    // A host that only ends like a known one is not it.
    expect(socialName({ href: "https://notinstagram.com/x" })).toBe("notinstagram.com");
  });
});
