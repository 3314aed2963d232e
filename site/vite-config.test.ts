import { describe, expect, it } from "vitest";
import { toModuleSource } from "./vite.config";

const evaluate = (source: string) => new Function(`return ${source};`)();

describe("toModuleSource (site config shipped to the browser)", () => {
  it("round-trips plain data", () => {
    const data = { name: "Studio", n: 3, on: false, list: [1, "a", null], nested: { x: "</script>" } };
    expect(evaluate(toModuleSource(data))).toEqual(data);
  });

  it("keeps function hooks in every form a site owner may write", () => {
    const config = {
      arrow: (n: number) => n + 1,
      expression: function (n: number) { return n + 2; },
      method(n: number) { return n + 3; },
    };
    const copy = evaluate(toModuleSource(config));
    expect([copy.arrow(1), copy.expression(1), copy.method(1)]).toEqual([2, 3, 4]);
  });
});
