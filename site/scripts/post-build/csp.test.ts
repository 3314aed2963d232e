import { describe, expect, it } from "vitest";
import { consentConfigSchema } from "../../app/config/consent-config";
import { layer2ConfigSchema } from "../../app/config/consent2-config";
import { consentScriptOrigins, contentSecurityPolicy, serviceReachOrigins } from "./csp";

const empty = { scriptHashes: [], styleHashes: [], scriptOrigins: [], connectOrigins: [], imgOrigins: [], frameOrigins: [] };

describe("consentScriptOrigins", () => {
  it("names only the hosts layer 1's scripts load from (the analytics tag's are its feature's)", () => {
    const consent = consentConfigSchema.parse({
      analytics: { clarityProjectId: "abc123" },
      categories: [{ slug: "analytics", name: "Analytics" }],
      scripts: [{ category: "analytics", src: "https://stats.example:8443/count.js" }, { category: "analytics", code: "inline()" }],
    });
    expect(consentScriptOrigins(consent)).toEqual(["https://stats.example:8443"]);
  });

  it("names nothing when the layer is off or declares nothing", () => {
    expect(consentScriptOrigins(consentConfigSchema.parse({}))).toEqual([]);
    const off = consentConfigSchema.parse({ enabled: false, categories: [{ slug: "analytics", name: "Analytics" }], scripts: [{ category: "analytics", src: "https://stats.example/count.js" }] });
    expect(consentScriptOrigins(off)).toEqual([]);
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
