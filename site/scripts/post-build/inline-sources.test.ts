import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scanPage, sha256Source } from "./inline-sources";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("scanPage", () => {
  it("hashes inline scripts, blocked ones too, and skips data and external scripts", () => {
    const page =
      "<!DOCTYPE html><html><head><script data-consent-boot>boot()</script>" +
      '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics">tag()</script>' +
      '<script type="application/json">{"a":1}</script><script type="module" src="/assets/entry.js"></script>' +
      "</head><body></body></html>";
    const found = scanPage(page);
    expect(found.scriptHashes).toEqual([hash("boot()"), hash("tag()")]);
    expect(found.gatedScriptOrigins).toEqual([]);
    expect(found.ungatedScriptOrigins).toEqual([]);
  });

  it("hashes a script's text exactly as the browser reads it, escapes and all", () => {
    const text = 'var s = "<\\/script>"; // é';
    expect(scanPage(`<script>${text}</script>`).scriptHashes).toEqual([sha256Source(text)]);
  });

  it("hashes style elements, also the one a noscript applies without JavaScript", () => {
    const found = scanPage("<head><style>:root{--a:1}</style><noscript><style>.menu{display:block}</style></noscript></head>");
    expect(found.styleHashes).toEqual([hash(":root{--a:1}"), hash(".menu{display:block}")]);
  });

  it("tells consent-gated external scripts from ones that would load at once", () => {
    const found = scanPage(
      '<script type="text/plain" data-cli-script-type="analytics" src="https://stats.example/count.js"></script>' +
        '<script src="https://cdn.example/lib.js"></script><script src="//cdn2.example/x.js"></script><script src="/own.js"></script>',
    );
    expect(found.gatedScriptOrigins).toEqual(["https://stats.example"]);
    expect(found.ungatedScriptOrigins).toEqual(["https://cdn.example", "https://cdn2.example"]);
  });

  it("reads layer 2's markup: its address waits in data-wpconsent-src, its inline code is hashed", () => {
    const found = scanPage(
      '<script type="text/plain" data-wpconsent-src="https://plausible.example/p.js" data-wpconsent-category="statistics"></script>' +
        '<script type="text/plain" data-wpconsent-category="essential">ok()</script>' +
        '<script data-wpconsent-category="statistics" src="https://loose.example/x.js"></script>',
    );
    expect(found.gatedScriptOrigins).toEqual(["https://plausible.example"]);
    expect(found.ungatedScriptOrigins).toEqual(["https://loose.example"]);
    expect(found.scriptHashes).toEqual([hash("ok()")]);
  });
});
