/**
 * `npm run typegen`: React Router's route types (`./+types/*`, which the type check and
 * knip resolve), with its output's lines each once: it starts Vite twice, and each start
 * repeats the same deprecation warning (build/once-lines.ts).
 */
import { fileURLToPath } from "node:url";
import { QUIET_VITE, runLinesOnce } from "./build/once-lines";

const siteDir = fileURLToPath(new URL("..", import.meta.url));
process.exitCode = await runLinesOnce("npx", ["react-router", "typegen"], { cwd: siteDir, env: { ...process.env, ...QUIET_VITE } });
