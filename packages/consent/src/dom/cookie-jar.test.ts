import { describe, expect, it } from "vitest";
import { createCookieJar } from "./cookie-jar";
import { domainVariants } from "./domain-variants";

function recordingJar(hostname: string, options: { cookieDomain?: string; secure?: boolean } = {}) {
  const writes: string[] = [];
  let header = "";
  const jar = createCookieJar({ read: () => header, write: (a) => writes.push(a), hostname, ...options });
  return { jar, writes, setHeader: (h: string) => (header = h) };
}

describe("domainVariants", () => {
  it("covers the bare host, .host, the host without www. and the registrable domain", () => {
    expect(domainVariants("www.shop.example.co.uk", "example.co.uk")).toEqual([
      undefined,
      ".www.shop.example.co.uk",
      "shop.example.co.uk",
      "example.co.uk",
    ]);
  });

  it("without a configured domain tries every parent domain, so the registrable one is among them", () => {
    expect(domainVariants("shop.example.co.uk")).toEqual([undefined, ".shop.example.co.uk", "example.co.uk", "co.uk"]);
    expect(domainVariants("www.example.com")).toEqual([undefined, ".www.example.com", "example.com"]);
  });

  it("has only the host-only variant for localhost and IP addresses", () => {
    expect(domainVariants("localhost")).toEqual([undefined]);
    expect(domainVariants("127.0.0.1")).toEqual([undefined]);
    expect(domainVariants("::1")).toEqual([undefined]);
  });
});

describe("createCookieJar", () => {
  it("writes for a year on path / with SameSite=Lax and no domain", () => {
    const { jar, writes } = recordingJar("www.example.com");
    jar.write("viewed_cookie_policy", "yes");
    expect(writes).toEqual(["viewed_cookie_policy=yes; max-age=31536000; path=/; SameSite=Lax"]);
  });

  it("adds secure when asked", () => {
    const { jar, writes } = recordingJar("example.com", { secure: true });
    jar.write("a", "b", { days: 30 });
    expect(writes).toEqual(["a=b; max-age=2592000; path=/; SameSite=Lax; secure"]);
  });

  it("erases with an expired cookie for every domain variant", () => {
    const { jar, writes } = recordingJar("www.example.com", { cookieDomain: "example.com" });
    jar.erase("_ga");
    expect(writes).toEqual([
      "_ga=; max-age=0; path=/; SameSite=Lax",
      "_ga=; max-age=0; path=/; SameSite=Lax; domain=.www.example.com",
      "_ga=; max-age=0; path=/; SameSite=Lax; domain=example.com",
    ]);
  });

  it("reads through the header", () => {
    const { jar, setHeader } = recordingJar("example.com");
    setHeader("a=1; b=%7B%7D");
    expect(jar.read("b")).toBe("{}");
    expect(jar.readAll().get("a")).toBe("1");
  });
});
