import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitKey } from "./client-address.mjs";

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
  });

  it("is counted by IPv4 address or IPv6 /64 network", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:DB8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
