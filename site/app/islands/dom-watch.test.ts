// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { watchAddedElements } from "./dom-watch";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("watchAddedElements", () => {
  it("reports elements inserted later, not text, and stops when asked", async () => {
    const seen: string[] = [];
    const stop = watchAddedElements(document.body, (el) => seen.push(el.id));
    document.body.insertAdjacentHTML("beforeend", '<div id="late"><a id="inner"></a></div>');
    document.body.append("text");
    await tick();
    expect(seen).toEqual(["late"]);
    stop();
    document.body.insertAdjacentHTML("beforeend", '<div id="after"></div>');
    await tick();
    expect(seen).toEqual(["late"]);
  });
});
