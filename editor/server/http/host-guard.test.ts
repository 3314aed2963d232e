import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createHostGuard } from "./host-guard";

const request = (host: string | undefined, extra: Record<string, string> = {}, localPort = 3001) =>
  ({ headers: { ...(host === undefined ? {} : { host }), ...extra }, socket: { localPort } }) as unknown as IncomingMessage;

describe("the names the editor answers to (DNS rebinding)", () => {
  const guard = createHostGuard({ listenHost: "127.0.0.1" });

  it.each(["127.0.0.1:3001", "localhost:3001", "LOCALHOST:3001", "[::1]:3001"])("answers %s, its own origin built from that name", (host) => {
    expect(guard.ownOrigin(request(host))).toBe(`http://${host.toLowerCase()}`);
    expect(guard.ownOrigin(request(host, { "x-forwarded-proto": "https" }))).toBe(`https://${host.toLowerCase()}`);
  });

  it.each([
    ["another name pointed at this machine", "rebind.attacker.example:3001"],
    ["a name ending like localhost", "localhost.attacker.example:3001"],
    ["another port", "127.0.0.1:3002"],
    ["no port (port 80)", "127.0.0.1"],
    ["user info", "x@127.0.0.1:3001"],
    ["a path", "127.0.0.1:3001/x"],
    ["two names", "127.0.0.1:3001 evil.example"],
    ["another loopback address it was not started for", "127.0.0.2:3001"],
    ["an empty Host", ""],
    ["no Host", undefined],
  ])("refuses %s with 421 and says where to go", (_, host) => {
    expect(guard.ownOrigin(request(host))).toBeUndefined();
    expect(guard.refusal(request(host))).toEqual({ status: 421, message: expect.stringContaining("open it at the address it printed") });
  });

  it("answers EDIT_HOST's name as well, and on all addresses this machine's own", () => {
    const named = createHostGuard({ listenHost: "studio.local" });
    expect(named.ownOrigin(request("studio.local:3001"))).toBe("http://studio.local:3001");
    expect(named.ownOrigin(request("evil.example:3001"))).toBeUndefined();
    const everywhere = createHostGuard({ listenHost: "0.0.0.0", machineAddresses: () => ["127.0.0.1", "192.168.1.20", "fe80::1"] });
    expect(everywhere.ownOrigin(request("192.168.1.20:3001"))).toBe("http://192.168.1.20:3001");
    expect(everywhere.ownOrigin(request("[fe80::1]:3001"))).toBe("http://[fe80::1]:3001");
    expect(everywhere.ownOrigin(request("192.168.1.21:3001"))).toBeUndefined();
    expect(everywhere.ownOrigin(request("rebind.attacker.example:3001"))).toBeUndefined();
  });

  it("answers EDIT_ORIGIN's host behind a proxy, with that origin as its own", () => {
    const proxied = createHostGuard({ listenHost: "127.0.0.1", publicOrigin: "https://editor.example.org" });
    expect(proxied.ownOrigin(request("editor.example.org", {}, 3001))).toBe("https://editor.example.org");
    expect(proxied.ownOrigin(request("editor.example.org:3001", {}, 3001))).toBeUndefined();
    expect(proxied.allowedHostNames()).toEqual(["127.0.0.1", "localhost", "::1", "editor.example.org"]);
  });
});
