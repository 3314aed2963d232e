import { describe, expect, it } from "vitest";
import { onceLines } from "./once-lines";

describe("onceLines", () => {
  it("passes each distinct line once, whatever the chunks, and every blank line", () => {
    const out: string[] = [];
    const filter = onceLines({ write: (text) => out.push(text) });
    const warning = "Warning: a chunk is larger than 500 kB after minification.";
    filter.push(`${warning}\n${warning.slice(0, 10)}`);
    filter.push(`${warning.slice(10)}\n\nerror: a page failed\n`);
    filter.push(`\n${warning}\nlast line`);
    filter.end();
    expect(out.join("")).toBe(`${warning}\n\nerror: a page failed\n\nlast line\n`);
  });

  it("never passes React Router's envFile deprecation, in colour or not", () => {
    const out: string[] = [];
    const filter = onceLines({ write: (text) => out.push(text) });
    const deprecation = "The `envFile` option is deprecated, please use `envDir: false` instead.";
    filter.push(`${deprecation}\n\x1b[33m${deprecation}\x1b[39m\nbuilt in 3 s\n`);
    filter.end();
    expect(out.join("")).toBe("built in 3 s\n");
  });
});
