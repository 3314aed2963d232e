// @vitest-environment jsdom
import { CHOICE_EVENT, type ConsentChoiceDetail } from "@vitrine/consent";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_ID_COOKIE } from "./consent-log-names.mjs";
import { startConsentLog } from "./consent-log";
import { ensureConsentId, randomId } from "./consent-id-cookie";

const choice: ConsentChoiceDetail = {
  consent: "yes",
  allowed: ["necessary", "analytics"],
  categories: { necessary: true, analytics: true },
  services: {},
  layer: 2,
  control: "notice",
  method: "accept-all",
  reloading: false,
};

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${CONSENT_ID_COOKIE}=; Max-Age=0; Path=/`;
});

describe("the consent id on a page that is not a secure context", () => {
  it("is made without crypto.randomUUID, which only secure contexts have", () => {
    vi.spyOn(window.crypto, "randomUUID").mockImplementation(() => {
      throw new TypeError("crypto.randomUUID is not a function");
    });
    const id = ensureConsentId(document);
    expect(id).toMatch(UUID_V4);
    expect(document.cookie).toContain(`${CONSENT_ID_COOKIE}=${id}`);
    expect(ensureConsentId(document), "kept once made").toBe(id);
  });

  it("is random: a thousand ids, no two alike", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId(window.crypto)));
    expect(ids.size).toBe(1000);
  });

  it("a choice is recorded, and nothing throws, where randomUUID is missing", async () => {
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(window.crypto), "randomUUID");
    // As on a plain-http host: the method is not there at all.
    Object.defineProperty(window.crypto, "randomUUID", { value: undefined, configurable: true });
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(window.navigator, "sendBeacon", { value: beacon, configurable: true });
    const errors = vi.spyOn(console, "error");
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    window.addEventListener("error", onError);
    const stop = startConsentLog(window);
    try {
      document.dispatchEvent(new CustomEvent(CHOICE_EVENT, { detail: choice }));
    } finally {
      stop();
      window.removeEventListener("error", onError);
      delete (window.crypto as { randomUUID?: unknown }).randomUUID;
      if (original) Object.defineProperty(Object.getPrototypeOf(window.crypto), "randomUUID", original);
    }
    expect(reported).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const record = JSON.parse(await beacon.mock.calls[0]![1].text()) as { consentId: string; method: string };
    expect(record).toMatchObject({ consentId: expect.stringMatching(UUID_V4), method: "accept-all" });
  });
});
