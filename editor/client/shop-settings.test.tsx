// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShopSettingsForm } from "./shop-settings";

/** The demo's terms, as the file holds them. */
const file = {
  currency: "EUR",
  pricesIncludeVat: true,
  shipping: [
    { name: "France", countries: ["FR"], rate: 6, freeFrom: 150 },
    { name: "European Union", countries: ["BE", "DE"], rate: 14 },
  ],
};

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}
function choose(select: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, value);
  flushSync(() => select.dispatchEvent(new Event("change", { bubbles: true })));
}
const button = (host: HTMLElement, name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name || b.getAttribute("aria-label") === name)!;

async function open(answers: (body: { data: Record<string, unknown> }) => { status: number; body: unknown }, data: Record<string, unknown> = file) {
  const saved: { data: Record<string, unknown> }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
    if (init.method === "PUT") {
      const body = JSON.parse(init.body!) as { data: Record<string, unknown> };
      saved.push(body);
      const answer = answers(body);
      return { status: answer.status, json: async () => answer.body };
    }
    const body = url === "/api/settings/shop" ? { data, version: "1", file: "content/settings/shop.yaml" } : [];
    return { status: 200, json: async () => body };
  });
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<ShopSettingsForm />));
  await vi.waitFor(() => expect(host.querySelector("h1")?.textContent).toBe("Shop settings"));
  return { host, saved, close: () => (root.unmount(), host.remove()) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's Shop settings screen (docs/owner.md#shop-settings)", () => {
  it("shows money as the owner writes it, countries by name, and saves a new zone as the file stores it", async () => {
    const { host, saved, close } = await open(() => ({ status: 200, body: { status: "written", version: "2" } }));
    expect(host.querySelector<HTMLInputElement>("#setting-shipping-0-rate")!.value).toBe("6.00");
    expect(host.querySelector<HTMLInputElement>("#setting-shipping-0-freeFrom")!.value).toBe("150.00");
    expect(host.textContent).toContain("France");
    expect(host.textContent).toContain("Belgium");
    expect(host.textContent).not.toMatch(/\bBE\b/);
    // A country already in a zone is not offered again.
    const picker = host.querySelector<HTMLSelectElement>("#setting-shipping-0-countries")!;
    expect([...picker.options].find((o) => o.value === "DE")).toMatchObject({ disabled: true, textContent: "Germany (in European Union)" });

    flushSync(() => button(host, "Add a zone").click());
    type(host.querySelector<HTMLInputElement>("#setting-shipping-2-name")!, "Switzerland");
    const picker2 = host.querySelector<HTMLSelectElement>("#setting-shipping-2-countries")!;
    choose(picker2, "CH");
    flushSync(() => picker2.parentElement!.querySelector("button")!.click());
    type(host.querySelector<HTMLInputElement>("#setting-shipping-2-rate")!, "12,50");
    expect(host.querySelector<HTMLInputElement>("#setting-shipping-2-rate")!.value, "the owner's own writing stays").toBe("12,50");
    type(host.querySelector<HTMLInputElement>("#setting-shipping-0-freeFrom")!, "");
    flushSync(() => host.querySelector<HTMLInputElement>('input[type="radio"]:not(:checked)')!.click());
    flushSync(() => button(host, "Save").click());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data).toEqual({
      currency: "EUR",
      pricesIncludeVat: false,
      shipping: [
        { name: "France", countries: ["FR"], rate: 6 },
        { name: "European Union", countries: ["BE", "DE"], rate: 14 },
        { name: "Switzerland", countries: ["CH"], rate: 12.5 },
      ],
    });
    close();
  });

  it("says each refused field's problem in plain words beside it, and keeps everything typed", async () => {
    const problems = [
      { text: "content/settings/shop.yaml: shipping[1].rate: expected a number, received \"lots\"", path: ["shipping", 1, "rate"], message: 'expected a number, received "lots"' },
      { text: "content/settings/shop.yaml: holdMinutes: expected at least 30, received 5", path: ["holdMinutes"], message: "expected at least 30, received 5" },
    ];
    const { host, saved, close } = await open(() => ({ status: 422, body: { status: "invalid", problems } }));
    type(host.querySelector<HTMLInputElement>("#setting-shipping-1-rate")!, "lots");
    type(host.querySelector<HTMLInputElement>("#setting-holdMinutes")!, "5");
    flushSync(() => button(host, "Save").click());
    await vi.waitFor(() => expect(host.querySelector("#setting-holdMinutes-problem")).not.toBeNull());
    expect(saved[0]!.data).toMatchObject({ holdMinutes: 5, shipping: [{}, { rate: "lots" }] });
    expect(host.querySelector("#setting-shipping-1-rate-problem")!.textContent).toContain("Shipping price must be a number: type digits only.");
    expect(host.querySelector("#setting-holdMinutes-problem")!.textContent).toContain("Minutes a checkout holds its pieces is too small: use 30 or more.");
    expect(host.querySelector("#setting-shipping-1-rate")!.getAttribute("aria-invalid")).toBe("true");
    // The list above Save names each place in the screen's words, never the file's keys.
    const summary = host.querySelector(".settings-file__problems")!.textContent!;
    expect(summary).toContain("Shipping zone 2: Shipping price must be a number");
    expect(summary).not.toContain("holdMinutes");
    expect(host.querySelector<HTMLInputElement>("#setting-shipping-1-rate")!.value).toBe("lots");
    expect(host.querySelector<HTMLInputElement>("#setting-holdMinutes")!.value).toBe("5");
    close();
  });

  it("offers to start selling when the site sells nothing yet", async () => {
    const { host, close } = await open(() => ({ status: 200, body: { status: "written", version: "2" } }), {});
    expect(host.textContent).toContain("sells nothing yet");
    flushSync(() => button(host, "Start selling").click());
    expect(host.querySelector<HTMLInputElement>("#setting-shipping-0-name")).not.toBeNull();
    expect(host.querySelector<HTMLSelectElement>("#setting-currency")!.value).toBe("EUR");
    close();
  });
});
