import { describe, expect, it } from "vitest";
import { decideBind, isLoopback, REFUSED_WITHOUT_PASSWORD } from "./bind-policy";

describe("where the editor may listen", () => {
  it("listens on 127.0.0.1:3001 by default, without a password", () => {
    expect(decideBind({})).toEqual({ ok: true, host: "127.0.0.1", port: 3001, password: undefined });
    expect(decideBind({ EDIT_PORT: "3870" })).toMatchObject({ ok: true, port: 3870 });
  });

  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"])("takes %s as this machine only", (host) => {
    expect(isLoopback(host)).toBe(true);
    expect(decideBind({ EDIT_HOST: host })).toMatchObject({ ok: true, host });
  });

  it.each(["0.0.0.0", "::", "192.168.1.20", "example.org", "128.0.0.1"])("refuses %s without a password, saying so", (host) => {
    expect(isLoopback(host)).toBe(false);
    expect(decideBind({ EDIT_HOST: host })).toEqual({ ok: false, message: REFUSED_WITHOUT_PASSWORD(host) });
    expect(REFUSED_WITHOUT_PASSWORD(host)).toContain("EDIT_PASSWORD");
  });

  it("listens anywhere with a password of eight characters or more", () => {
    expect(decideBind({ EDIT_HOST: "0.0.0.0", EDIT_PASSWORD: "kiln-fire-2026" })).toMatchObject({ ok: true, host: "0.0.0.0", password: "kiln-fire-2026" });
    expect(decideBind({ EDIT_HOST: "0.0.0.0", EDIT_PASSWORD: "short" })).toMatchObject({ ok: false, message: expect.stringContaining("at least 8") });
    expect(decideBind({ EDIT_PORT: "70000" })).toMatchObject({ ok: false, message: expect.stringContaining("EDIT_PORT") });
  });

  it("takes EDIT_ORIGIN as the address browsers use, only as an origin, and beyond this machine only with a password", () => {
    expect(decideBind({ EDIT_ORIGIN: "http://localhost:3001/" })).toMatchObject({ ok: true, publicOrigin: "http://localhost:3001" });
    expect(decideBind({ EDIT_ORIGIN: "https://editor.example.org", EDIT_PASSWORD: "kiln-fire-2026" })).toMatchObject({ ok: true, host: "127.0.0.1", publicOrigin: "https://editor.example.org" });
    expect(decideBind({ EDIT_ORIGIN: "https://editor.example.org" })).toEqual({ ok: false, message: REFUSED_WITHOUT_PASSWORD("editor.example.org") });
    for (const bad of ["editor.example.org", "ftp://editor.example.org", "https://editor.example.org/edit", "https://a:b@editor.example.org"]) {
      expect(decideBind({ EDIT_ORIGIN: bad, EDIT_PASSWORD: "kiln-fire-2026" })).toMatchObject({ ok: false, message: expect.stringContaining("EDIT_ORIGIN must be") });
    }
  });
});
