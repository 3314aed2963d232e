import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";

export type HostGuardOptions = {
  /** EDIT_HOST: the address the editor listens on. @default "127.0.0.1" */
  listenHost: string;
  /** EDIT_ORIGIN: where browsers reach the editor when that is another address (a proxy, a host name). @default undefined */
  publicOrigin?: string;
  /** This machine's own addresses, accepted when the editor listens on all of them (0.0.0.0, ::). @default the network interfaces' */
  machineAddresses(): string[];
};

const defaultOptions: HostGuardOptions = {
  listenHost: "127.0.0.1",
  machineAddresses: () => Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address)),
};

/** The names every editor answers to: this machine, as a browser on it writes it. */
const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];
const WILDCARDS = new Set(["0.0.0.0", "::", "[::]"]);

/** A host name as it appears in a Host header: lower case, an IPv6 address in brackets. */
const asHostName = (host: string) => {
  const bare = host.trim().toLowerCase().replace(/^\[|\]$/g, "");
  return isIP(bare) === 6 ? `[${bare}]` : bare;
};

/** Host header → host name and port, or undefined when it is not one host (a path, user info, a second port). */
function parseHost(header: string | undefined): { name: string; port: string } | undefined {
  if (!header || /[\s/\\@?#]/.test(header)) return undefined;
  try {
    const url = new URL(`http://${header}`);
    return { name: url.hostname, port: url.port || "80" };
  } catch {
    return undefined;
  }
}

export type HostRefusal = { status: 421; message: string };

/**
 * Which `Host` the editor answers (docs/behaviour/page-builder.md#who-may-edit). A page
 * on another site can make its own host name point at this machine (DNS rebinding); the
 * browser then sends that name as `Host`, and as `Origin` on writes, so an origin built
 * from `Host` would agree with itself. The editor answers only the names it was started
 * for — loopback's, `EDIT_HOST` (and this machine's addresses when that is all of them),
 * `EDIT_ORIGIN`'s — on the port the request came in on, before any session is handed out,
 * and its own origin is built from that name alone.
 */
export function createHostGuard(options: Partial<HostGuardOptions> = {}) {
  const { listenHost, publicOrigin, machineAddresses } = { ...defaultOptions, ...options };
  const names = new Set([...LOOPBACK_NAMES, asHostName(listenHost)]);
  if (WILDCARDS.has(asHostName(listenHost))) for (const address of machineAddresses()) names.add(asHostName(address));
  const publicUrl = publicOrigin ? new URL(publicOrigin) : undefined;

  /** The editor's own origin for this request, or undefined when its Host is not one the editor answers. */
  function ownOrigin(request: IncomingMessage): string | undefined {
    const header = request.headers.host;
    const secure = request.headers["x-forwarded-proto"] === "https";
    if (publicUrl && header?.toLowerCase() === publicUrl.host) return publicUrl.origin;
    const host = parseHost(header);
    if (!host || !names.has(host.name) || host.port !== String(request.socket.localPort)) return undefined;
    return `${secure ? "https" : "http"}://${header!.toLowerCase()}`;
  }

  return {
    ownOrigin,
    /** The answer to a request for a name that is not the editor's: 421, and nothing else happens. */
    refusal(request: IncomingMessage): HostRefusal {
      const shown = (request.headers.host ?? "").slice(0, 100);
      return {
        status: 421,
        message: `This editor does not answer to "${shown}": open it at the address it printed when it started (${[...names].join(", ")}${publicUrl ? `, ${publicUrl.host}` : ""}).`,
      };
    },
    /** The host names accepted, for Vite's own check of its reload channel. */
    allowedHostNames(): string[] {
      return [...names, ...(publicUrl ? [publicUrl.hostname] : [])].map((name) => name.replace(/^\[|\]$/g, ""));
    },
  };
}

export type HostGuard = ReturnType<typeof createHostGuard>;
