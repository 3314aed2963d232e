import { describe, expect, it } from "vitest";
import { linkAddressProblem } from "./link-address";

const pages = ["/", "/shop", "/care-guide", "/blog/notes-on-celadon"];

describe("a link's address in the rich editor", () => {
  it.each(["/shop", "/care-guide#prints", "/shop/?sort=price", "#firing", "https://example.org/papers", "mailto:hello@example.com", "tel:+441234567"])("%s may be used", (address) => {
    expect(linkAddressProblem(address, pages)).toBeUndefined();
  });

  it.each([
    ["", "Write the address the link opens, or press Cancel."],
    ["/shopp", "No page of the site is at /shopp: pick one from the list, or check the spelling."],
    ["example.org/papers", "Write the whole address, starting with https:// (https://example.org/papers)."],
    ["the shop", "An address has no spaces: check what you pasted."],
    ["javascript:alert(1)", "A link can open a web page, an e-mail (mailto:) or a phone call (tel:) only."],
    ["https://intranet", "This address has no site name: check it, e.g. https://example.com/page."],
    ["shop", "Write a page of the site starting with / (pick one from the list) or a whole address starting with https://."],
  ])("%j is refused in plain words", (address, problem) => {
    expect(linkAddressProblem(address, pages)).toBe(problem);
  });

  it("takes any page of the site while its list is still loading", () => {
    expect(linkAddressProblem("/shopp")).toBeUndefined();
  });
});
