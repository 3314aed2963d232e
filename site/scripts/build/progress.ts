/**
 * Build progress (docs/decisions/013-linear-build-and-atomic-output.md): the phase, items
 * done of total and the time since the build began. On a terminal one line rewrites
 * itself; elsewhere (CI, a log file) plain lines at most every `intervalMs` and at the
 * end of each phase, so a log stays short and still shows that the build is alive.
 */
export type ProgressOptions = {
  /** Where lines go. @default process.stderr */
  stream: { write(text: string): unknown; isTTY?: boolean };
  /** Rewrite one line in place. @default stream.isTTY and not CI */
  interactive: boolean;
  /** Least time between two plain lines of one phase. @default 5000 */
  intervalMs: number;
  /** Clock, for tests. @default Date.now */
  now: () => number;
};

export type Progress = {
  /** A phase without a count ("bundling"). */
  phase(name: string): void;
  /** A counted phase; returns `tick(done)` and `end()`. */
  counted(name: string, total: number): { tick(done: number): void; end(): void };
  /** Elapsed seconds since the progress began. */
  seconds(): number;
};

const defaultOptions = (): ProgressOptions => ({
  stream: process.stderr,
  interactive: Boolean(process.stderr.isTTY) && !process.env.CI,
  intervalMs: 5000,
  now: Date.now,
});

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function createProgress(options: Partial<ProgressOptions> = {}): Progress {
  const { stream, interactive, intervalMs, now } = { ...defaultOptions(), ...options };
  const start = now();
  const line = (text: string) => `[build ${clock(now() - start)}] ${text}`;
  return {
    phase(name) {
      stream.write(`${line(name)}\n`);
    },
    counted(name, total) {
      let last = now();
      let shown = -1;
      const show = (done: number, final: boolean) => {
        const text = line(`${name}: ${done} of ${total}`);
        if (interactive) stream.write(`\r\x1b[K${text}${final ? "\n" : ""}`);
        else stream.write(`${text}\n`);
        shown = done;
        last = now();
      };
      if (!interactive) stream.write(`${line(`${name}: 0 of ${total}`)}\n`);
      return {
        tick(done) {
          if (interactive ? now() - last >= 100 : now() - last >= intervalMs) show(done, false);
        },
        end() {
          if (shown !== total || interactive) show(total, true);
        },
      };
    },
    seconds: () => (now() - start) / 1000,
  };
}
