import { describe, expect, it } from "vitest";
import { consentConfigSchema } from "../../app/consent/consent-config";
import { layer2ConfigSchema } from "../../app/consent/consent2-config";
import { consentSources, contentSecurityPolicy, serviceReachOrigins } from "./csp";

const empty = { scriptHashes: [], styleHashes: [], scriptOrigins: [], connectOrigins: [], imgOrigins: [], frameOrigins: [] };

describe("consentSources", () => {
  it("names only the hosts the consent config declares", () => {
    const consent = consentConfigSchema.parse({
      analytics: { clarityProjectId: "abc123" },
      categories: [{ slug: "analytics", name: "Analytics" }],
      scripts: [{ category: "analytics", src: "https://stats.example:8443/count.js" }, { category: "analytics", code: "inline()" }],
    });
    expect(consentSources(consent)).toEqual({
      scriptOrigins: ["https://www.clarity.ms", "https://*.clarity.ms", "https://stats.example:8443"],
      connectOrigins: ["https://*.clarity.ms"],
      imgOrigins: ["https://*.clarity.ms", "https://c.bing.com"],
    });
  });

  it("names nothing when the layer is off or declares nothing", () => {
    expect(consentSources(consentConfigSchema.parse({}))).toEqual({ scriptOrigins: [], connectOrigins: [], imgOrigins: [] });
    expect(consentSources(consentConfigSchema.parse({ enabled: false, analytics: { clarityProjectId: "x" }, categories: [{ slug: "analytics", name: "Analytics" }] })).scriptOrigins).toEqual([]);
  });
});

describe("serviceReachOrigins", () => {
  it("lets a service's running tag send where it reaches, and only a service that runs scripts", () => {
    const tag = { slug: "google-tag", name: "Google tag", hosts: ["www.googletagmanager.com"], reaches: ["*.google-analytics.com"], scripts: [{ src: "https://www.googletagmanager.com/gtag/js?id=G-1" }] };
    const feed = { slug: "flickr", name: "Flickr", reaches: ["api.flickr.com"] };
    const layer2 = layer2ConfigSchema.parse({ enabled: true, categories: [{ slug: "essential", name: "Essential", locked: true }, { slug: "statistics", name: "Statistics", services: [tag, feed] }] });
    expect(serviceReachOrigins(layer2)).toEqual(["https://*.google-analytics.com"]);
    expect(serviceReachOrigins({ ...layer2, enabled: false })).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows no inline script or style element without its hash, and nothing foreign by default", () => {
    const csp = contentSecurityPolicy({ ...empty, scriptHashes: ["'sha256-b'", "'sha256-a'"], styleHashes: ["'sha256-s'"] });
    expect(csp.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-a' 'sha256-b'",
      "style-src 'self' 'sha256-s'",
      "style-src-elem 'self' 'sha256-s'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "media-src 'self'",
      "frame-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });
});
