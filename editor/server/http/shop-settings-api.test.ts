import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorOnDemoCopy, type startEditorForTests } from "./editor-for-tests";

/**
 * The Shop settings screen's file through the studio's API (docs/owner.md#shop-settings):
 * saved with the build's own check, its comments kept; refused with each problem at its field.
 */
let editor: Awaited<ReturnType<typeof startEditorForTests>>;
let contentDir = "";
let close = async () => {};
type Loaded = { data: { shipping: Record<string, unknown>[] } & Record<string, unknown>; version: string; selling: boolean };
const read = async () => (await (await editor.get("/api/settings/shop")).json()) as Loaded;

beforeAll(async () => {
  ({ editor, contentDir, close } = await startEditorOnDemoCopy("shop-settings"));
});
afterAll(() => close());

describe("the studio's shop settings", () => {
  it("saves a new zone, an amount in cents and the order e-mail, keeping the file's comments", async () => {
    const loaded = await read();
    expect(loaded).toMatchObject({ selling: true, data: { currency: "EUR" } });
    expect(loaded.data.shipping[0]).toEqual({ name: "France", countries: ["FR"], rate: 6, freeFrom: 150 });
    const shipping = [...loaded.data.shipping, { name: "North America", countries: ["US", "CA"], rate: 32.5, freeFrom: 400 }];
    const saved = await editor.send("PUT", "/api/settings/shop", { data: { ...loaded.data, shipping, orderEmail: "orders@hollowoak.example" }, version: loaded.version });
    expect(saved.status).toBe(200);
    const text = readFileSync(path.join(contentDir, "settings", "shop.yaml"), "utf8");
    expect(text).toMatch(/^# The shop's terms/);
    expect(text).toContain("  - name: North America\n    countries:\n      - US\n      - CA\n    rate: 32.5\n    freeFrom: 400\n");
    expect(text).toContain("orderEmail: orders@hollowoak.example");
    expect((await read()).data).toMatchObject({ orderEmail: "orders@hollowoak.example" });
  }, 30_000);

  it("refuses what the build refuses, each problem at its field, and writes nothing", async () => {
    const file = path.join(contentDir, "settings", "shop.yaml");
    const before = readFileSync(file, "utf8");
    const loaded = await read();
    const [france, ...rest] = loaded.data.shipping;
    const shipping = [{ ...france, rate: -1 }, ...rest, { name: "Belgium again", countries: ["BE"], rate: 9 }, { name: "Nowhere", countries: [], rate: 3 }];
    const refused = await editor.send("PUT", "/api/settings/shop", { data: { ...loaded.data, shipping, holdMinutes: 5 }, version: loaded.version });
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: { path: (string | number)[]; message: string }[] };
    const at = Object.fromEntries(problems.map((p) => [JSON.stringify(p.path), p.message]));
    const n = shipping.length;
    expect(at[JSON.stringify(["shipping", 0, "rate"])]).toMatch(/^expected (a number )?(at least|greater than or equal to) 0/);
    expect(at[JSON.stringify(["shipping", n - 1, "countries"])]).toMatch(/at least 1 item/);
    expect(at[JSON.stringify(["shipping", n - 2, "countries", 0])]).toBe('BE is already in the zone "European Union"');
    expect(at[JSON.stringify(["holdMinutes"])]).toMatch(/at least 30|greater than or equal to 30/);
    expect(readFileSync(file, "utf8")).toBe(before);
  }, 30_000);

  it("refuses a currency the products are not priced in, saying which would break", async () => {
    const loaded = await read();
    const refused = await editor.send("PUT", "/api/settings/shop", { data: { ...loaded.data, currency: "USD" }, version: loaded.version });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Not saved: this would break the product “Ash-glazed dinner plate”, .* and the next publish would fail\./);
    expect(readFileSync(path.join(contentDir, "settings", "shop.yaml"), "utf8")).toContain("currency: EUR");
  }, 30_000);
});
