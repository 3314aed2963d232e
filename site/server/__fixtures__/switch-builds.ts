/**
 * For build-switch.test.ts: writes builds FROM..TO of a tiny site into LIVE with the
 * build's own output module, one after another, as a rebuilding site would.
 * Usage: tsx switch-builds.ts LIVE FROM TO
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createBuildOutput } from "../../scripts/build/output";

const [live, from, to] = process.argv.slice(2) as [string, string, string];
for (let version = Number(from); version <= Number(to); version += 1) {
  const output = createBuildOutput(live);
  const pages: Record<string, string> = {
    "index.html": `<h1>Home v${version}</h1>`,
    "about/index.html": `<h1>About v${version}</h1>`,
    "404/index.html": `<h1>Not found v${version}</h1>`,
    "robots.txt": `User-agent: * v${version}`,
  };
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(output.dir, "client", file)), { recursive: true });
    writeFileSync(path.join(output.dir, "client", file), text);
  }
  output.commit();
  await new Promise((resolve) => setTimeout(resolve, 10));
}
