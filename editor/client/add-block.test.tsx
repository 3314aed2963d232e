// @vitest-environment jsdom
import { Puck, type Config, type Data } from "@puckeditor/core";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddBlock } from "./add-block";
import { SECTION } from "./puck/page-data";

// The editor library observes sizes and media queries; jsdom has neither.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const config: Config = { components: { [SECTION]: { fields: { title: { type: "text" } }, render: () => <section /> } } };

afterEach(() => vi.unstubAllGlobals());

describe("the keyboard's Add", () => {
  it("adds a section with a random id on a plain-http address, where the browser has no crypto.randomUUID", async () => {
    // Not a secure context: getRandomValues is there, randomUUID is not.
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let data: Data = { root: { props: {} }, content: [] };
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Puck config={config} data={data} onChange={(next) => (data = next)}>
          <AddBlock keeper={{ current: undefined }} />
        </Puck>,
      ),
    );
    const add = [...host.querySelectorAll("button")].find((button) => button.textContent?.trim() === "Add")!;
    await act(async () => add.click());
    expect(data.content.map((block) => String(block.props.id))).toEqual([expect.stringMatching(/^Section-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)]);
    act(() => root.unmount());
  });
});
