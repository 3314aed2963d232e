import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { accountResources, dedupeResources, gzipSize, rawSize, sumSizes } from "./bytes.mjs";

const script = (url, body, extra = {}) => ({ kind: "script", url, inline: false, body, ...extra });
const style = (url, body, extra = {}) => ({ kind: "style", url, inline: false, body, ...extra });

describe("gzipSize", () => {
  it("is the length of a level-9 gzip of the body, and that gzip round-trips", () => {
    const body = "const answer = 42;\n".repeat(200);
    const compressed = gzipSync(body, { level: 9 });
    expect(gzipSize(body)).toBe(compressed.length);
    expect(gunzipSync(compressed).toString()).toBe(body);
    expect(gzipSize(body)).toBeLessThan(rawSize(body) / 10);
  });

  it("counts strings in UTF-8 bytes and treats bytes and strings alike", () => {
    expect(rawSize("é")).toBe(2);
    expect(gzipSize(Buffer.from("hello"))).toBe(gzipSize("hello"));
  });
});

describe("sumSizes", () => {
  it("adds raw, gzip and count, and is zero for nothing", () => {
    expect(sumSizes([])).toEqual({ raw: 0, gzip: 0, count: 0 });
    expect(sumSizes([{ raw: 10, gzip: 4, count: 1 }, { raw: 5, gzip: 3, count: 2 }])).toEqual({ raw: 15, gzip: 7, count: 3 });
  });
});

describe("dedupeResources", () => {
  it("counts an external URL once (preloaded and imported), ignoring the fragment", () => {
    const list = [script("http://s/a.js", "a"), script("http://s/a.js", "a"), script("http://s/a.js#x", "a"), script("http://s/b.js", "b")];
    expect(dedupeResources(list).map((r) => r.url)).toEqual(["http://s/a.js", "http://s/b.js"]);
  });

  it("keeps identical inline scripts, which both ship in the HTML", () => {
    const inline = script("http://s/", "x()", { inline: true });
    expect(dedupeResources([inline, { ...inline }])).toHaveLength(2);
  });

  it("keeps a script and a stylesheet that share a URL apart", () => {
    expect(dedupeResources([script("http://s/x", "a"), style("http://s/x", "b")])).toHaveLength(2);
  });
});

describe("accountResources", () => {
  const big = "function f(){return 1}\n".repeat(300);
  const resources = [
    script("http://s/", "window.a=1", { inline: true }),
    script("http://s/", "document.documentElement.dataset.consent='pending'", { inline: true, consentBoot: true }),
    script("http://s/entry.js", big),
    script("http://s/entry.js", big),
    style("http://s/site.css", "body{margin:0}"),
    style("http://s/", ".x{color:red}", { inline: true }),
    { kind: "data", url: "http://s/search-index.json", inline: false, body: '{"index":{}}' },
  ];
  const result = accountResources(resources);

  it("sums JS (inline and external, each URL once) and CSS separately", () => {
    const expectedJs = ["window.a=1", "document.documentElement.dataset.consent='pending'", big];
    expect(result.js).toEqual({
      raw: expectedJs.reduce((n, b) => n + rawSize(b), 0),
      gzip: expectedJs.reduce((n, b) => n + gzipSize(b), 0),
      count: 3,
    });
    expect(result.css.count).toBe(2);
    expect(result.css.raw).toBe(rawSize("body{margin:0}") + rawSize(".x{color:red}"));
  });

  it("keeps fetched data out of the JS and CSS totals, and sums it apart", () => {
    expect(result.data).toEqual({ raw: rawSize('{"index":{}}'), gzip: gzipSize('{"index":{}}'), count: 1 });
  });

  it("reports inline scripts and the consent boot script on their own", () => {
    expect(result.inlineScripts.count).toBe(2);
    expect(result.consentBoot).toEqual({ raw: rawSize("document.documentElement.dataset.consent='pending'"), gzip: gzipSize("document.documentElement.dataset.consent='pending'"), count: 1 });
  });

  it("has no consent boot figure when the page has no such script", () => {
    expect(accountResources([script("http://s/a.js", "a")]).consentBoot).toBeNull();
  });

  it("reports the layer-1 bar's chunk as the consent UI share, and nothing else", () => {
    const ui = "export function createLayer1Ui(){}";
    const withUi = accountResources([
      script("http://s/assets/layer1-bar-Ab1_x.js", ui),
      script("http://s/assets/layer1-settings-Cc.js", "settings"),
      script("http://s/assets/consent-head-Zz.js", "x"),
      script("http://s/assets/entry.client-Q.js", big),
    ]);
    expect(withUi.consentUi).toEqual({ raw: rawSize(ui), gzip: gzipSize(ui), count: 1 });
    expect(accountResources([script("http://s/assets/entry.client-Q.js", big)]).consentUi).toBeNull();
  });

  it("names the scripts that carry React DOM, by what they contain, whatever they are called", () => {
    const reactDom = 'var e="__reactContainer$"+Math.random().toString(36).slice(2);';
    const loaded = accountResources([script("http://s/assets/hydrate-island-X.js", reactDom), script("http://s/assets/entry.client-Q.js", big)]);
    expect(loaded.reactDom).toEqual(["http://s/assets/hydrate-island-X.js"]);
    expect(accountResources([script("http://s/assets/entry.client-Q.js", big)]).reactDom).toEqual([]);
  });

  it("lists files heaviest first by gzip", () => {
    expect(result.largest[0]).toMatchObject({ url: "http://s/entry.js", inline: false });
    const gz = result.largest.map((r) => r.gzip);
    expect(gz).toEqual([...gz].sort((a, b) => b - a));
  });
});

describe("isExecutableScriptType", async () => {
  const { isExecutableScriptType } = await import("./collect.mjs");
  it("counts classic and module scripts, not data, import maps or consent-blocked scripts", () => {
    for (const type of ["", "text/javascript", "module", "Module "]) expect(isExecutableScriptType(type)).toBe(true);
    for (const type of ["application/json", "application/ld+json", "importmap", "text/plain"]) expect(isExecutableScriptType(type)).toBe(false);
  });
});
