import type { Server } from "node:http";
import type { Timeouts } from "./limits.mjs";

/** The site's request handling over a build's client folder, not yet listening (site-server.mjs). */
export declare function createSiteServer(options: { root: string; timeouts?: Partial<Timeouts>; trustProxy?: boolean }): Server;
