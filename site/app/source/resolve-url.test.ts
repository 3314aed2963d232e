import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveAddress, srcsetAddresses } from "./resolve-url";

const page = "https://hollowoak.example/blog/a-post";

/** A host name on another site. */
const host = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/), fc.constantFrom("example", "example.org", "co.uk", "test"))
  .map(([label, tld]) => `${label}.${tld}`);
const path = fc.stringMatching(/^[a-z0-9/._-]{0,20}$/);

/** What the browser drops anywhere in an address (tabs and newlines) or around it (spaces and controls). */
const dropped = fc.constantFrom("\t", "\n", "\r");
const around = fc.array(fc.constantFrom(" ", "\t", "\n", "\u0001", "\u001f", "\f"), { maxLength: 3 }).map((chars) => chars.join(""));

/** Sprinkles what the parser removes between the characters of `text`. */
const sprinkled = (text: string) =>
  fc.array(fc.tuple(fc.nat(text.length), dropped), { maxLength: 4 }).map((cuts) => {
    let out = text;
    for (const [at, char] of [...cuts].sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + char + out.slice(at);
    return out;
  });

/** The ways of writing "another host" the browser reads as one: slashes, backslashes, a scheme without slashes. */
const spelling = fc.constantFrom(
  (h: string, p: string) => `https://${h}/${p}`,
  (h: string, p: string) => `HTTPS://${h}/${p}`,
  (h: string, p: string) => `//${h}/${p}`,
  (h: string, p: string) => `/\\${h}/${p}`,
  (h: string, p: string) => `\\\\${h}/${p}`,
  (h: string, p: string) => `\\/${h}/${p}`,
  (h: string, p: string) => `http:${h}/${p}`,
  (h: string, p: string) => `https:${h}/${p}`,
  (h: string, p: string) => `https:\\\\${h}/${p}`,
  (h: string, p: string) => `https:/${h}/${p}`,
);

describe("an address as the browser resolves it", () => {
  it("finds the other host however it is spelt: slashes or backslashes, tabs and newlines inside, spaces and controls around", () => {
    fc.assert(
      fc.property(
        host,
        path,
        spelling,
        around,
        around,
        (h, p, spell, before, after) => {
          const address = spell(h, p);
          return fc.assert(
            fc.property(sprinkled(address), (written) => {
              const resolved = resolveAddress(`${before}${written}${after}`, page);
              expect(resolved).toMatchObject({ kind: "other-host", host: h });
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("names the scheme of code in an address however it is spelt", () => {
    fc.assert(
      fc.property(fc.constantFrom("javascript", "JavaScript", "vbscript", "data"), around, (scheme, before) =>
        fc.assert(
          fc.property(sprinkled(`${scheme}:alert(1)`), (written) => {
            expect(resolveAddress(`${before}${written}`, page)).toMatchObject({ kind: "scheme", scheme: scheme.toLowerCase() });
          }),
          { numRuns: 10 },
        ),
      ),
    );
  });

  it("keeps the site's own addresses its own, over either scheme", () => {
    for (const own of ["/media/a.webp", "a.webp", "../shop", "#top", "?page=2", "https://hollowoak.example/x", "http://hollowoak.example/x", "//HOLLOWOAK.example/x", "/\\hollowoak.example/x"]) {
      expect(resolveAddress(own, page), own).toMatchObject({ kind: "own" });
    }
    expect(resolveAddress("https:evil.example", "https://hollowoak.example/")).toMatchObject({ kind: "other-host", host: "evil.example" });
    expect(resolveAddress("https://hollowoak.example:8443/x", page)).toMatchObject({ kind: "other-host", host: "hollowoak.example:8443" });
    expect(resolveAddress("http://[::1", page)).toEqual({ kind: "invalid" });
  });
});

describe("a srcset's addresses", () => {
  const candidate = fc.tuple(
    fc.stringMatching(/^[a-z0-9/:._?=-]{1,20}[a-z0-9]$/),
    fc.constantFrom("", " 1x", " 2x", " 480w", "  800w ", " 1.5x"),
  );

  // (A comma right after an address with no space is part of the address: "a.png,b.png" is one.)
  it("are every candidate, in order, as the HTML standard splits them", () => {
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 1, maxLength: 6 }), fc.constantFrom(", ", " ,\n", ",\t"), (candidates, comma) => {
        const srcset = candidates.map(([address, descriptor]) => `${address}${descriptor}`).join(comma);
        expect(srcsetAddresses(srcset)).toEqual(candidates.map(([address]) => address));
      }),
    );
  });

  it("keep commas inside an address and drop those after it", () => {
    expect(srcsetAddresses("/a.webp 480w, https://evil.example/b,c.webp 800w,/d.webp 1x")).toEqual(["/a.webp", "https://evil.example/b,c.webp", "/d.webp"]);
    expect(srcsetAddresses("data:image/png;base64,AAA, https://evil.example/x.png")).toEqual(["data:image/png;base64,AAA", "https://evil.example/x.png"]);
    expect(srcsetAddresses("x.png (1x, 2x), https://evil.example/y.png")).toEqual(["x.png", "https://evil.example/y.png"]);
    expect(srcsetAddresses(" , ,")).toEqual([]);
  });
});
