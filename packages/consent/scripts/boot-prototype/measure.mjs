/**
 * Measures what the inline boot script would weigh per set of enabled layers, with
 * Consent Mode or without (docs/decisions/001-consent-engine.md, "Boot budget"), using
 * the prototype in this folder over the real boot modules, minified like the shipped
 * bundle: `node packages/consent/scripts/boot-prototype/measure.mjs`.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const layer1 = '"categories":[["necessary",1,1],["functional"],["analytics"],["performance"],["advertisement"]],"consentVersion":1';
const layer2 = '"l2":{"categories":[["essential",1,1],["statistics"],["marketing"]],"respectGpc":true},"map":{"necessary":"essential","analytics":"statistics","advertisement":"marketing"}';
const gcm = '"gcm":{"signals":{"ad_storage":["marketing","advertisement"],"ad_user_data":["marketing","advertisement"],"ad_personalization":["marketing","advertisement"],"analytics_storage":["statistics","analytics"],"personalization_storage":["marketing","advertisement"]},"waitForUpdate":500}';
const sets = [
  ["layer 1", { LAYER1: true, LAYER2: false, GCM: false }, `{${layer1},"l2":{},"map":{}}`],
  ["layer 1 + Consent Mode", { LAYER1: true, LAYER2: false, GCM: true }, `{${layer1},"l2":{},"map":{},${gcm}}`],
  ["layer 2", { LAYER1: false, LAYER2: true, GCM: false }, `{"categories":[],${layer2}}`],
  ["layer 2 + Consent Mode", { LAYER1: false, LAYER2: true, GCM: true }, `{"categories":[],${layer2},${gcm}}`],
  ["both layers", { LAYER1: true, LAYER2: true, GCM: false }, `{${layer1},${layer2}}`],
  ["both layers + Consent Mode", { LAYER1: true, LAYER2: true, GCM: true }, `{${layer1},${layer2},${gcm}}`],
];
for (const [name, flags, config] of sets) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("entry.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    minify: true,
    mangleProps: /^(slug|defaultEnabled|locked|hasChoice|showBar|suppressed|activateOnLoad|ccpaApplies)$/,
    target: "es2021",
    legalComments: "none",
    write: false,
    define: Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, String(v)])),
  });
  const source = result.outputFiles[0].text.replace("__VITRINE_CONSENT_CONFIG__", config);
  console.log(`${name.padEnd(28)} ${String(source.length).padStart(5)} B minified  ${String(gzipSync(source, { level: 9 }).length).padStart(5)} B gzip`);
}
