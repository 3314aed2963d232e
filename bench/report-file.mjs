/**
 * Where the bench report goes (BENCH_REPORT, bench/options.mjs): an absolute path as it
 * is, a relative one from the repository. It is written before the first measurement,
 * so a path that cannot be written fails the run at once, and again after each page,
 * so a run that fails later keeps every page it measured.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * @param {string} reportPath BENCH_REPORT as read by readOptions
 * @param {string} repoDir the repository's folder
 */
export function openReportFile(reportPath, repoDir) {
  const file = path.resolve(repoDir, reportPath);
  const write = (/** @type {string} */ text) => {
    try {
      writeFileSync(file, text);
    } catch (error) {
      throw new Error(`cannot write the bench report to ${file} (BENCH_REPORT): ${error.message}`, { cause: error });
    }
  };
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch (error) {
    throw new Error(`cannot make the folder of the bench report ${file} (BENCH_REPORT): ${error.message}`, { cause: error });
  }
  write("# Bench report\n\nThe bench is running: nothing measured yet.\n");
  return { file, write };
}

/**
 * The note on a report written while the run goes on.
 * @param {number} measured page types measured so far
 * @param {number} total page types to measure
 */
export const partialNote = (measured, total) =>
  `Partial report: ${measured} of ${total} page types measured so far. The run was still going when this was written; a run that stopped leaves it as its last word.`;
