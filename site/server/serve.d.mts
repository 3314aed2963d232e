import type { Server } from "node:http";
import type { SiteServerOptions } from "./site-server.mjs";

/** The site's HTTP server for the build in VITRINE_OUT_DIR (or site/build), not yet listening. */
export declare function createServer(options?: Partial<SiteServerOptions>): Server;
