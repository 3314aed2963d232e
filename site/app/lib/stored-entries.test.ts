import { beforeEach, describe, expect, it } from "vitest";
import { createEntryStore } from "./stored-entries";

/** A Storage over a Map, as the browser's behaves for these calls. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

type Photos = { titles: string[] };
const isPhotos = (value: unknown): value is Photos =>
  typeof value === "object" && value !== null && Array.isArray((value as Photos).titles) && (value as Photos).titles.every((t) => typeof t === "string");

let storage: MemoryStorage;
let clock: number;
const make = () => createEntryStore<Photos>({ storage: () => storage, prefix: "test:", now: () => clock, isValue: isPhotos });

beforeEach(() => {
  storage = new MemoryStorage();
  clock = Date.UTC(2026, 0, 1);
});

describe("stored entries", () => {
  it("give back what was stored, under the store's prefix", () => {
    const store = make();
    expect(store.set("a", { titles: ["Kiln"] })).toBe(true);
    expect(store.get("a")).toEqual({ titles: ["Kiln"] });
    expect(storage.key(0)).toBe("test:a");
    expect(store.get("b")).toBeUndefined();
  });

  it("keep an entry until its expiry in seconds, and drop it from then on", () => {
    const store = make();
    store.set("a", { titles: ["Kiln"] }, { expiresIn: 3600 });
    clock += 3599_999;
    expect(store.get("a")).toEqual({ titles: ["Kiln"] });
    clock += 1;
    expect(store.get("a")).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it("keep an entry without an expiry however much time passes", () => {
    const store = make();
    store.set("a", { titles: [] });
    clock += 10 * 365 * 24 * 3600 * 1000;
    expect(store.get("a")).toEqual({ titles: [] });
  });

  it("drop corrupt entries without throwing: not JSON, another format, a bad expiry, the wrong type", () => {
    const store = make();
    const corrupt = [
      "{not json",
      "null",
      "42",
      JSON.stringify({ value: { titles: [] }, expires: null }),
      JSON.stringify({ v: 99, value: { titles: [] }, expires: null }),
      JSON.stringify({ v: 1, value: { titles: [] }, expires: "tomorrow" }),
      JSON.stringify({ v: 1, value: { titles: [] } }),
      JSON.stringify({ v: 1, value: { titles: [1, 2] }, expires: null }),
    ];
    for (const raw of corrupt) {
      storage.setItem("test:a", raw);
      expect(store.get("a"), raw).toBeUndefined();
      expect(storage.getItem("test:a"), raw).toBeNull();
    }
  });

  it("survive a storage that cannot be reached or refuses every call", () => {
    const refusing = createEntryStore<Photos>({
      storage: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      prefix: "test:",
      isValue: isPhotos,
    });
    expect(refusing.set("a", { titles: [] })).toBe(false);
    expect(refusing.get("a")).toBeUndefined();
    expect(() => refusing.remove("a")).not.toThrow();
    const none = createEntryStore<Photos>({ storage: () => undefined, prefix: "test:", isValue: isPhotos });
    expect(none.set("a", { titles: [] })).toBe(false);
    expect(none.get("a")).toBeUndefined();
  });

  it("report a full storage as not stored, keeping what was there", () => {
    const store = make();
    store.set("a", { titles: ["old"] });
    storage.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    expect(store.set("a", { titles: ["new"] })).toBe(false);
    expect(store.get("a")).toEqual({ titles: ["old"] });
  });

  it("refuse an expiry that is not a positive number of seconds", () => {
    const store = make();
    for (const expiresIn of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => store.set("a", { titles: [] }, { expiresIn })).toThrow(/expiresIn must be a positive number of seconds/);
    }
    expect(storage.length).toBe(0);
  });

  it("remove an entry", () => {
    const store = make();
    store.set("a", { titles: [] });
    store.remove("a");
    expect(store.get("a")).toBeUndefined();
  });
});
