/**
 * Passes a child process's output on line by line, each distinct line once: React
 * Router's build starts Vite three times, and each start repeats the same deprecation
 * warning (docs/decisions/013-linear-build-and-atomic-output.md#decision). Blank lines pass.
 */
export type OnceLinesOptions = {
  /** Where the lines go. @default process.stderr.write */
  write: (text: string) => void;
};

const defaultOptions = (): OnceLinesOptions => ({ write: (text) => void process.stderr.write(text) });

export function onceLines(options: Partial<OnceLinesOptions> = {}) {
  const { write } = { ...defaultOptions(), ...options };
  const seen = new Set<string>();
  let partial = "";
  const emit = (line: string) => {
    if (line.trim() !== "" && seen.has(line)) return;
    seen.add(line);
    write(`${line}\n`);
  };
  return {
    /** A chunk of output, cut anywhere. */
    push(chunk: string) {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      lines.forEach(emit);
    },
    /** The output ended: its last line, if it had no newline. */
    end() {
      if (partial !== "") emit(partial);
      partial = "";
    },
  };
}
