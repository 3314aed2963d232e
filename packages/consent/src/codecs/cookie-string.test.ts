import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeCookieValue, parseCookieString, safeDecode, serializeCookie } from "./cookie-string";

describe("parseCookieString", () => {
  it("reads a document.cookie string into a map", () => {
    const cookies = parseCookieString("viewed_cookie_policy=yes; cookielawinfo-checkbox-necessary=yes;a=b=c");
    expect(cookies.get("viewed_cookie_policy")).toBe("yes");
    expect(cookies.get("cookielawinfo-checkbox-necessary")).toBe("yes");
    expect(cookies.get("a")).toBe("b=c");
  });

  it("keeps the first of two cookies with the same name, like the browser's order", () => {
    expect(parseCookieString("x=1; x=2").get("x")).toBe("1");
  });

  it("keeps the raw text when percent-decoding fails", () => {
    expect(parseCookieString("bad=%E0%A4%A").get("bad")).toBe("%E0%A4%A");
    expect(safeDecode("%zz")).toBe("%zz");
  });

  it("treats __proto__ as an ordinary name", () => {
    const cookies = parseCookieString("__proto__=x; constructor=y");
    expect(cookies.get("__proto__")).toBe("x");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("never throws, whatever the header", () => {
    fc.assert(fc.property(fc.string(), (header) => void parseCookieString(header)));
  });
});

describe("serializeCookie", () => {
  it("writes path=/, a lifetime and SameSite=Lax, without domain unless asked", () => {
    expect(serializeCookie("viewed_cookie_policy", "yes", { days: 365 })).toBe(
      "viewed_cookie_policy=yes; max-age=31536000; path=/; SameSite=Lax",
    );
    expect(serializeCookie("a", "", { days: 0, domain: ".example.com", secure: true })).toBe(
      "a=; max-age=0; path=/; SameSite=Lax; domain=.example.com; secure",
    );
  });

  it("keeps base64 and plain JSON as they are (the plugins read them raw)", () => {
    expect(encodeCookieValue("eyJ2ZXIiOiIxIn0=")).toBe("eyJ2ZXIiOiIxIn0=");
    expect(encodeCookieValue('{"essential":true,"marketing":false}')).toBe('{"essential":true,"marketing":false}');
  });

  it("round-trips any value through parse", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const assignment = serializeCookie("c", value, { days: 1 });
        const pair = assignment.slice(0, assignment.indexOf("; max-age="));
        expect(parseCookieString(pair).get("c")).toBe(value);
      }),
    );
  });
});
