// @ts-check
import { fileURLToPath } from "node:url";

/**
 * Runs an owner's command when its module is the one Node started (not when a test imports
 * it): the text on standard output, or the error's message on standard error and exit code 2.
 * @param {string} moduleUrl the command module's `import.meta.url`
 * @param {(argv: string[], env: Record<string, string | undefined>) => Promise<string>} main
 */
export function runCommand(moduleUrl, main) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  main(process.argv.slice(2), process.env).then(
    (text) => process.stdout.write(text),
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(2);
    },
  );
}
