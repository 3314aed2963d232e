import { createServer } from "node:net";

/**
 * Every port a browser-test run listens on, and the variable that moves it
 * (docs/testing.md#ports). The defaults sit below Linux's ephemeral range (32768–60999), from
 * which the system picks the local port of every outgoing connection: a test server's
 * port there can be taken by chance. The editor's tests default to ports of their own,
 * so a page builder left running on its usual 3001 does not stop them.
 */
export const DEFAULT_E2E_PORT = 3210;
export const DEFAULT_EDIT_TEST_PORT = 3250;

const portFrom = (variable: string, fallback: number) => {
  const value = process.env[variable];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} must be a port number (1–65535), not "${value}".`);
  return port;
};

/** The built site's server (Playwright's webServer); the consent variants take the ports after it. */
export const e2ePort = () => portFrom("E2E_PORT", DEFAULT_E2E_PORT);
/** The editor test's page builder; its preview takes the next port, a second page builder the one after. */
export const editTestPort = () => portFrom("EDIT_PORT", DEFAULT_EDIT_TEST_PORT);
/** The studio spec's page builder (and its preview, one above), after the editor spec's three ports. */
export const studioTestPort = () => editTestPort() + 3;
/** The site's server serving the studio at its own host name (its sign-in spec), after the studio spec's two. */
export const studioOnSiteTestPort = () => editTestPort() + 5;

export type PortUse = { port: number; what: string; variable: "E2E_PORT" | "EDIT_PORT"; base: number };

export const sitePort = (): PortUse => ({ port: e2ePort(), what: "the built site", variable: "E2E_PORT", base: e2ePort() });

export const editorPorts = (): PortUse[] =>
  ["the editor test's page builder", "its preview", "a studio refused on an open address (its start is checked)", "the studio test's page builder", "its preview", "the site's server with the studio on"].map((what, i) => ({ port: editTestPort() + i, what, variable: "EDIT_PORT", base: editTestPort() }));

/** Free to listen on, on every address (the servers listen on all of them, or on 127.0.0.1). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The message for ports in use: each port, what the run wanted it for, and the variable that moves it. */
export function busyMessage(busy: readonly PortUse[]): string {
  const lines = busy.map((use) => {
    const offset = use.port - use.base;
    return `  - ${use.port}: ${use.what} (${use.variable}${offset ? ` + ${offset}` : ""}, ${use.variable} is ${use.base})`;
  });
  const variables = [...new Set(busy.map((use) => use.variable))].map((v) => `${v}=<another port>`).join(" and ");
  return `The browser tests need ports that are in use:\n${lines.join("\n")}\nStop what listens there, or run with ${variables}.`;
}

/** Throws `busyMessage` when any of `uses` is taken: before any slow set-up, so a run fails at once. */
export async function checkPorts(uses: readonly PortUse[]): Promise<void> {
  const shared = uses.filter((use, i) => uses.findIndex((other) => other.port === use.port) !== i);
  if (shared.length) throw new Error(`npm test: two of the browser tests' servers would use one port: ${shared.map((use) => `${use.port} (${use.what})`).join(", ")}. Move one of them (tests/e2e/ports.ts).`);
  const free = await Promise.all(uses.map((use) => portIsFree(use.port)));
  const busy = uses.filter((_, i) => !free[i]);
  if (busy.length) throw new Error(busyMessage(busy));
}
