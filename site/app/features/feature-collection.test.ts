// @vitest-environment jsdom
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import { postBuild } from "../../scripts/post-build";
import { consentWordsSchema } from "../config/consent-words";
import { applyHtmlPolicy } from "../content/html-policy/policy.server";
import { siteData } from "../content/site-data.server";
import type { AnyFeatureDefinition } from "./define-feature";
import { createFeatureRegistry } from "./feature-registry";
import { scanFeatureFolders } from "./load-site-features.server";
import { siteFeatures } from "./site-features";

const here = path.dirname(fileURLToPath(import.meta.url));
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
    // The words table takes each feature's words in as one part, English by default.
    expect(consentWordsSchema.parse({}).video).toEqual(siteFeatures!.words.video);
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
  const withMap = async () => {
    const files: Record<string, AnyFeatureDefinition> = { ...(await scanFeatureFolders(here)), ...(await scanFeatureFolders(path.join(here, "__fixtures__"))) };
    return createFeatureRegistry(files);
  };

  it("is in the registry, with its words and its SiteData slice", async () => {
    const features = await withMap();
    expect(features.all.map((f) => f.name)).toEqual([...names, "map-embed"].sort());
    expect(features.words["map-embed"]).toEqual({ message: "This map is hosted by {service}.", button: "Show the map", link: "Open the map on {service}" });
    expect(features.siteData(siteConfig)).toMatchObject({
      mapEmbed: { service: { slug: "oak-maps", host: "maps.oak.example" }, layer2: siteConfig.layer2.enabled },
      video: siteData().video,
    });
    expect(siteFeatures!.words["map-embed"]).toBeUndefined();
  });

  it("offers its service in the catalogue an owner picks from, beside the site's own features'", async () => {
    const features = await withMap();
    expect(features.services.map((s) => s.slug).sort()).toEqual([...siteFeatures!.services.map((s) => s.slug), "oak-maps"].sort());
    expect(features.services.find((s) => s.slug === "oak-maps")).toMatchObject({ name: "Oak Maps", category: "marketing", hosts: ["maps.oak.example"] });
  });

  it("turns its pasted frames and lone links into its own markup, which the site refuses without it", async () => {
    const features = await withMap();
    const gates = await features.gates(siteConfig);
    expect(gates).toHaveLength(3);
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
