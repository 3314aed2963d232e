import { describe, expect, it } from "vitest";
import { createProgress } from "./progress";

function recorder() {
  let time = 0;
  const written: string[] = [];
  return { written, now: () => time, advance: (ms: number) => (time += ms), stream: { write: (text: string) => written.push(text) } };
}

describe("build progress", () => {
  it("writes plain lines in CI: the start, one every interval, and the end, with the elapsed time", () => {
    const r = recorder();
    const progress = createProgress({ stream: r.stream, interactive: false, intervalMs: 5000, now: r.now });
    progress.phase("validating content");
    const counter = progress.counted("pages rendered", 300);
    for (let done = 1; done <= 300; done += 1) {
      r.advance(50);
      counter.tick(done);
    }
    counter.end();
    expect(r.written).toEqual([
      "[build 0:00] validating content\n",
      "[build 0:00] pages rendered: 0 of 300\n",
      "[build 0:05] pages rendered: 100 of 300\n",
      "[build 0:10] pages rendered: 200 of 300\n",
      "[build 0:15] pages rendered: 300 of 300\n",
    ]);
  });

  it("rewrites one line on a terminal and ends it with a newline", () => {
    const r = recorder();
    const counter = createProgress({ stream: r.stream, interactive: true, now: r.now }).counted("pages rendered", 3);
    for (let done = 1; done <= 3; done += 1) {
      r.advance(200);
      counter.tick(done);
    }
    counter.end();
    expect(r.written.every((line) => line.startsWith("\r\x1b[K[build 0:0"))).toBe(true);
    expect(r.written.at(-1)).toBe("\r\x1b[K[build 0:00] pages rendered: 3 of 3\n");
    expect(r.written.filter((line) => line.endsWith("\n"))).toHaveLength(1);
  });
});
