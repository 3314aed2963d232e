// @vitest-environment jsdom
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import siteConfig from "../../site.config";
import { postBuild } from "../../scripts/post-build";
import { applyHtmlPolicy } from "../content/html-policy/policy.server";
import { defineSiteConfig } from "../define-site-config";
import { byName } from "../islands/by-name";
import type { EnhancerDefinition } from "../islands/define-enhancer";
import { startEnhancers } from "../islands/start-enhancers";
import { siteData } from "../content/site-data.server";
import { featureWords } from "../words/feature-words";
import litePlayer from "./__fixtures__/lite-player/lite-player.feature";
import { litePlayerWords } from "./__fixtures__/lite-player/lite-player-words";
import { createFeatureRegistry } from "./feature-registry";
import { scanFeatureFolders } from "./load-site-features.server";
import { siteFeatures } from "./site-features";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The site's features and one fixture's, as one registry: the fixture is scanned from its folder as a site's feature would be. */
const withFixture = async (name: string) => {
  const fixtures = Object.entries(await scanFeatureFolders(path.join(here, "__fixtures__"))).filter(([, feature]) => feature.name === name);
  expect(fixtures).toHaveLength(1);
  return createFeatureRegistry({ ...(await scanFeatureFolders(here)), ...Object.fromEntries(fixtures) });
};
// Every folder holding its `{name}.feature.ts`, sorted: each feature added is one folder more.
const names = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(here, entry.name, `${entry.name}.feature.ts`)))
  .map((entry) => entry.name)
  .sort();

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("the site's features, one folder each", () => {
  it("are all found, under Vite (import.meta.glob) and under plain Node (a folder scan) alike", async () => {
    expect(names).toEqual(expect.arrayContaining(["video"]));
    expect(siteFeatures!.all.map((f) => f.name)).toEqual(names);
    const scanned = createFeatureRegistry(await scanFeatureFolders(here));
    expect(scanned.all.map((f) => f.name)).toEqual(names);
    // The fixtures stay out of the site.
    expect(names).not.toContain("map-embed");
  });

  it("give the site's SiteData their slices, and the words table their words", () => {
    expect(siteData().video).toEqual(siteFeatures!.get("video")!.siteData!(siteConfig));
    expect(siteData().video.video.providers.youtube.name).toBe("YouTube");
    // The words table takes each feature's words in as one namespace, in the site's language.
    expect(siteConfig.words.video).toEqual(siteFeatures!.words.video!.en);
  });

  it("gate in the folders' order with the fallbacks last: a video frame is a lazy player before layer 2's frame placeholder could take it", async () => {
    expect(siteFeatures!.all.filter((f) => f.content?.gate).map((f) => f.name)).toEqual(["embed", "video"]);
    const gates = await siteFeatures!.gates(siteConfig);
    expect(gates).toHaveLength(2);
    const video = applyHtmlPolicy('<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Throwing"></iframe>', { siteOrigin: siteConfig.url, gates });
    expect(video.findings).toEqual([]);
    expect(video.html).toContain("data-lazy-video");
    expect(video.html).not.toContain("wpconsent-iframe-placeholder");
    const map = applyHtmlPolicy('<iframe src="https://www.google.com/maps/embed?pb=1" title="The studio"></iframe>', { siteOrigin: siteConfig.url, gates });
    expect(map.findings).toEqual([]);
    expect(map.html).toContain("wpconsent-iframe-placeholder");
  });

  it("refuse a file whose folder, name and `name` disagree, and a name defined twice", () => {
    const video = siteFeatures!.get("video")!;
    expect(() => createFeatureRegistry({ "./clip/clip.feature.ts": video })).toThrow(
      './clip/clip.feature.ts: a feature lives in features/<name>/<name>.feature.ts and its default export has that name (found "video")',
    );
    expect(() => createFeatureRegistry({ "./video/index.ts": video })).toThrow(/features\/<name>\/<name>\.feature\.ts/);
    expect(() => createFeatureRegistry({ "./video/video.feature.ts": video, "/elsewhere/video/video.feature.ts": video })).toThrow(
      '/elsewhere/video/video.feature.ts: the feature "video" is defined twice',
    );
  });

  it("refuse a service two features declare: the catalogue and layer 2's cookie name each service once", () => {
    const video = siteFeatures!.get("video")!;
    const embed = siteFeatures!.get("embed")!;
    const clip = { ...embed, services: [...(embed.services ?? []), video.services![0]!] };
    expect(() => createFeatureRegistry({ "./video/video.feature.ts": video, "./embed/embed.feature.ts": clip })).toThrow(
      `features/video: the service "${video.services![0]!.slug}" is declared by the embed feature too; one feature declares each service`,
    );
  });
});

describe("a feature added as one folder (features/__fixtures__/map-embed)", () => {
  const siteOrigin = siteConfig.url;
  const frame = '<iframe src="https://maps.oak.example/embed?q=hollow-oak" title="The studio"></iframe>';
  const withMap = () => withFixture("map-embed");

  it("is in the registry, with its words and its SiteData slice", async () => {
    const features = await withMap();
    expect(features.all.map((f) => f.name)).toEqual([...names, "map-embed"].sort());
    expect(features.words.mapEmbed!.en).toEqual({ message: "This map is hosted by {service}.", button: "Show the map", link: "Open the map on {service}" });
    expect(features.siteData(siteConfig)).toMatchObject({
      mapEmbed: { service: { slug: "oak-maps", host: "maps.oak.example" }, layer2: siteConfig.layer2.enabled },
      video: siteData().video,
    });
    expect(siteFeatures!.words.mapEmbed).toBeUndefined();
  });

  it("offers its service in the catalogue an owner picks from, beside the site's own features'", async () => {
    const features = await withMap();
    expect(features.services.map((s) => s.slug).sort()).toEqual([...siteFeatures!.services.map((s) => s.slug), "oak-maps"].sort());
    expect(features.services.find((s) => s.slug === "oak-maps")).toMatchObject({ name: "Oak Maps", category: "marketing", hosts: ["maps.oak.example"] });
  });

  it("turns its pasted frames and lone links into its own markup, which the site refuses without it", async () => {
    const features = await withMap();
    const gates = await features.gates(siteConfig);
    expect(gates.length).toBe((await siteFeatures!.gates(siteConfig)).length + 1);
    const gated = applyHtmlPolicy(frame, { siteOrigin, gates });
    expect(gated.findings).toEqual([]);
    expect(gated.html).toBe('<div data-map-embed="https://maps.oak.example/embed?q=hollow-oak" data-service="oak-maps"><button type="button">Show the map</button></div>');
    expect(features.ownsLink("https://maps.oak.example/embed?q=oak")).toBe(true);
    expect(features.markers).toMatchObject({ "data-map-embed": "the map embed", "data-lazy-video": "the lazy video player" });

    const refused = applyHtmlPolicy(frame, { siteOrigin, gates: await siteFeatures!.gates(siteConfig) });
    expect(refused.html).not.toContain("maps.oak.example");
    expect(refused.findings.map((f) => f.reason)).toEqual([expect.stringContaining("maps.oak.example")]);
    expect(siteFeatures!.ownsLink("https://maps.oak.example/embed?q=oak")).toBe(false);
  });

  it("adds its origin to the Content-Security-Policy's frame-src", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "feature-csp-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><title>x</title></head><body><p>A map.</p></body></html>");
    const frameSrc = () => /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(dir!, "_headers"), "utf8"))![1]!.split("; ").find((d) => d.startsWith("frame-src "))!.split(" ");
    expect(await postBuild(dir, siteConfig, await withMap())).toEqual({ problems: [], warnings: [] });
    expect(frameSrc()).toEqual(expect.arrayContaining(["https://maps.oak.example", "https://www.youtube-nocookie.com"]));
    await postBuild(dir, siteConfig);
    expect(frameSrc()).not.toContain("https://maps.oak.example");
    expect(frameSrc()).toContain("https://www.youtube-nocookie.com");
  });
});

describe("a second feature added as one folder: a dedicated lite player (features/__fixtures__/lite-player)", () => {
  const base = { name: "Atelier", url: "https://atelier.example" };
  const film = '<iframe src="https://films.oak.example/watch/kiln-1" title="Opening the kiln"></iframe>';
  const problems = (run: () => unknown) => {
    try {
      run();
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("has its config key in the site's config, with its defaults and its checks, only with the feature", async () => {
    const features = await withFixture("lite-player");
    const config = defineSiteConfig(base, {}, features) as unknown as { litePlayer: unknown };
    expect(config.litePlayer).toEqual({ origin: "https://films.oak.example", posterWidth: 640 });
    expect(problems(() => defineSiteConfig({ ...base, litePlayer: { origin: "http://films.oak.example" } } as never, {}, features))).toMatch(/^site\.config\.ts: litePlayer\.origin: /);
    expect(problems(() => defineSiteConfig({ ...base, litePlayer: {} } as never))).toBe('site.config.ts: unknown field "litePlayer"');
  });

  it("speaks each of the four languages from its folder, so the build's language check finds no English left", async () => {
    const features = await withFixture("lite-player");
    for (const language of ["en", "fr", "de", "ar"]) {
      const config = defineSiteConfig({ ...base, language }, {}, features);
      expect((config.words as unknown as Record<string, unknown>).litePlayer, language).toEqual(litePlayerWords[language]);
    }
    // A language the site ships words for but the feature does not: its words are named.
    const dropped = createFeatureRegistry({ "./lite-player/lite-player.feature.ts": { ...litePlayer, words: featureWords(litePlayerWords.en, { fr: litePlayerWords.fr! }) } });
    expect(problems(() => defineSiteConfig({ ...base, language: "de" }, {}, dropped))).toBe(
      'site.config.ts: words: still English but language is "de": litePlayer.play, litePlayer.player (translate them, or list those meant to stay as they are in words.keepEnglish)',
    );
  });

  it("draws a poster for a film's address in the site's language, and plays the film in its place on a press", async () => {
    const features = await withFixture("lite-player");
    const config = defineSiteConfig({ ...base, language: "fr", litePlayer: { origin: "https://films.oak.example", posterWidth: 480 } } as never, {}, features);
    expect(features.ownsLink("https://films.oak.example/watch/kiln-1")).toBe(true);
    const gated = applyHtmlPolicy(film, { siteOrigin: base.url, gates: await features.gates(config) });
    expect(gated.findings).toEqual([]);
    document.body.innerHTML = gated.html;
    const button = document.querySelector("button")!;
    expect(button.textContent).toBe("Lire le film\u00a0: Opening the kiln");
    expect(document.querySelector("img")!.getAttribute("src")).toBe("https://films.oak.example/poster/kiln-1.jpg");
    expect([document.querySelector("img")!.width, document.querySelector("img")!.height]).toEqual([480, 270]);
    expect(document.querySelector("iframe")).toBeNull();
    // The enhancer, found by its file name as the site finds every enhancer, wakes on the press and plays.
    const enhancers = byName(import.meta.glob<EnhancerDefinition>("./__fixtures__/*/*.enhancer.ts", { eager: true, import: "default" }), ".enhancer.ts");
    expect(Object.keys(enhancers)).toEqual(["lite-player"]);
    const started = startEnhancers(document, { enhancers });
    await started.ready;
    button.click();
    await vi.waitFor(() => expect(document.querySelector("iframe")).not.toBeNull(), { timeout: 5_000 });
    const frame = document.querySelector("iframe")!;
    expect([frame.getAttribute("src"), frame.title, document.activeElement]).toEqual(["https://films.oak.example/embed/kiln-1", "Lecteur du film\u00a0: Opening the kiln", frame]);
    started.destroy();
  });

  it("adds its origin to the Content-Security-Policy's img-src and frame-src", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "feature-csp-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><title>x</title></head><body><p>A film.</p></body></html>");
    const features = await withFixture("lite-player");
    // The site's config as the build made it with the feature: its slice at its defaults.
    const { litePlayer: slice } = defineSiteConfig({ name: "x", url: siteConfig.url }, {}, features) as unknown as { litePlayer: object };
    const config = { ...siteConfig, litePlayer: slice } as typeof siteConfig;
    expect(await postBuild(dir, config, features)).toEqual({ problems: [], warnings: [] });
    const policy = /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(dir, "_headers"), "utf8"))![1]!.split("; ");
    for (const directive of ["img-src ", "frame-src "]) expect(policy.find((d) => d.startsWith(directive))!.split(" "), directive).toContain("https://films.oak.example");
  });

  it("needs no file outside its folder: no module, test or setting elsewhere names it", () => {
    const repo = path.resolve(here, "../../..");
    const fixture = path.join(here, "__fixtures__", "lite-player");
    const skip = new Set(["node_modules", ".git", "build", "dist", ".react-router", "test-results", "playwright-report", ".cache", "data"]);
    const named: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!skip.has(entry.name) && !entry.name.startsWith("build-") && file !== fixture) walk(file);
        } else if (/\.(ts|tsx|mjs|js|json|css|yaml)$/.test(entry.name) && /lite-player|litePlayer|LITE_PLAYER/.test(readFileSync(file, "utf8"))) {
          named.push(path.relative(repo, file));
        }
      }
    };
    walk(repo);
    // Only this test names it (the docs describe it; they are not code).
    expect(named).toEqual([path.relative(repo, fileURLToPath(import.meta.url))]);
  });
});
