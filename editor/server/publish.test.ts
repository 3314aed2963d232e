import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createPublisher, type PublishState } from "./publish";

/** Starts a stand-in build and resolves its state once it has ended. */
function run(publisher: ReturnType<typeof createPublisher>): Promise<PublishState> {
  let finish: (state: PublishState) => void = () => {};
  const ended = new Promise<PublishState>((resolve) => (finish = resolve));
  const started = publisher.start();
  expect(started).toMatchObject({ state: { status: "running" } });
  const poll = setInterval(() => {
    const state = publisher.state();
    if (state.status !== "running") {
      clearInterval(poll);
      finish(state);
    }
  }, 20);
  return ended;
}

describe("Publish and Preview build what a visitor gets", () => {
  it("as a production build, though the editor's own dev server runs in development", async () => {
    // What the editor's Vite dev server leaves in its process.
    const env = { ...process.env, NODE_ENV: "development" };
    const publisher = createPublisher({ cwd: tmpdir(), env, command: ["node", "-e", "console.log(`NODE_ENV=${process.env.NODE_ENV}`)"] });
    const state = await run(publisher);
    expect(state.status).toBe("succeeded");
    expect(state.lines).toEqual(["NODE_ENV=production"]);
  });

  it("keeps the build's own lines, and says when it failed", async () => {
    const publisher = createPublisher({ cwd: tmpdir(), command: ["node", "-e", "console.log('content/pages/home.yaml: title: empty'); process.exit(1)"] });
    const state = await run(publisher);
    expect(state).toMatchObject({ status: "failed", lines: ["content/pages/home.yaml: title: empty"] });
  });

  it("says the step it is at in the owner's words, the build's own line kept for Details", async () => {
    const script = "console.error('[build 0:01] validating content'); console.error('[build 0:02] bundling the browser code and the server bundle (full build)')";
    const publisher = createPublisher({ cwd: tmpdir(), command: ["node", "-e", script] });
    const state = await run(publisher);
    expect(state.step).toBe("Preparing the site (the longest step)");
    expect(state.lines).toContain("[build 0:02] bundling the browser code and the server bundle (full build)");
  });

  it("runs the site's build script itself, not through npm, from the site's folder, with relative paths read from the repository", async () => {
    // A repository of its own beside the site, where `--import tsx` still finds the loader.
    const siteDir = fileURLToPath(new URL("../../site/", import.meta.url));
    const repo = realpathSync(mkdtempSync(path.join(siteDir, "build-publish-test-")));
    try {
      mkdirSync(path.join(repo, "site", "scripts"), { recursive: true });
      const script = "const typed: string = process.env.INIT_CWD ?? ''; console.log(`${process.cwd()} ${typed}`);";
      writeFileSync(path.join(repo, "site", "scripts", "build.ts"), script);
      const state = await run(createPublisher({ cwd: repo }));
      expect(state.status).toBe("succeeded");
      // Lines name the repository's folders relative to it (log-paths.ts).
      expect(state.lines).toEqual(["site ."]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
