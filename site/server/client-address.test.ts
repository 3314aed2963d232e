import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitKey, trustProxyFromEnv } from "./client-address.mjs";

const request = (remoteAddress: string, forwarded?: string) =>
  ({ socket: { remoteAddress }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} }) as unknown as IncomingMessage;

describe("the client's address", () => {
  it("is the socket's, with an IPv4 client on a dual-stack socket as IPv4", () => {
    expect(clientAddress(request("::ffff:203.0.113.9"), { trustProxy: false })).toBe("203.0.113.9");
    expect(clientAddress(request("2001:db8::1", "198.51.100.1"), { trustProxy: false })).toBe("2001:db8::1");
  });

  it("behind a trusted proxy, is the last forwarded address (the earlier ones are the client's own words)", () => {
    expect(clientAddress(request("10.0.0.2", "6.6.6.6, 198.51.100.7"), { trustProxy: true })).toBe("198.51.100.7");
    expect(clientAddress(request("10.0.0.2"), { trustProxy: true })).toBe("10.0.0.2");
    expect(clientAddress(request("::1", "[2001:db8::7]:4711"), { trustProxy: true })).toBe("2001:db8::7");
    expect(clientAddress(request("127.0.0.1", "203.0.113.4:5000"), { trustProxy: true })).toBe("203.0.113.4");
  });

  it("gives a client one rate-limit bucket however it writes X-Forwarded-For", () => {
    // Straight to the server from the internet: the header is the client's own words.
    const direct = Array.from({ length: 50 }, (_, i) => clientAddress(request("198.51.100.20", `10.1.${i}.${i}`), { trustProxy: true }));
    expect(new Set(direct)).toEqual(new Set(["198.51.100.20"]));
    // Through the proxy, but with a header that holds no address in the proxy's place.
    const junk = Array.from({ length: 50 }, (_, i) => clientAddress(request("10.0.0.2", `junk-${i}`), { trustProxy: true }));
    expect(new Set(junk)).toEqual(new Set(["10.0.0.2"]));
    // Only the proxy TRUST_PROXY names is believed.
    const named = trustProxyFromEnv("10.0.0.2, fd00::/8");
    expect(clientAddress(request("10.0.0.2", "6.6.6.6, 198.51.100.7"), { trustProxy: named })).toBe("198.51.100.7");
    expect(clientAddress(request("fd00::5", "198.51.100.8"), { trustProxy: named })).toBe("198.51.100.8");
    expect(clientAddress(request("10.0.0.3", "198.51.100.7"), { trustProxy: named })).toBe("10.0.0.3");
  });

  it("reads TRUST_PROXY: unset or 0 trusts none, 1 a proxy on loopback or a private network, else the list", () => {
    expect([trustProxyFromEnv(undefined), trustProxyFromEnv(" "), trustProxyFromEnv("0"), trustProxyFromEnv("1")]).toEqual([false, false, false, true]);
    expect(trustProxyFromEnv("10.0.0.2,10.1.0.0/16")).toEqual(["10.0.0.2", "10.1.0.0/16"]);
    expect(() => trustProxyFromEnv("proxy.local")).toThrow('TRUST_PROXY: "proxy.local" is not an address or network');
  });

  it("is counted by IPv4 address or IPv6 /64 network", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:DB8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
