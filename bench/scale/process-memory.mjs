/**
 * Peak memory of a process and everything it starts (the build runs Vite and the
 * pre-render in child processes): the highest sum of resident set sizes seen while
 * sampling /proc. Linux only; elsewhere it reports null.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";

function parents() {
  const map = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields start after the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      map.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return map;
}

function rssBytes(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of the resident memory of `root` and its descendants now. */
function treeRss(root) {
  const parentOf = parents();
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) total += rssBytes(pid);
  return total;
}

/**
 * Samples the tree of `pid` every `intervalMs` until stop() is called.
 * @returns {{ stop: () => number | null }} stop() gives the peak in bytes
 */
export function watchPeakMemory(pid, intervalMs = 250) {
  if (!existsSync("/proc/self/status")) return { stop: () => null };
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
