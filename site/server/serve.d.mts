import type { Server } from "node:http";

/** The site's Express app (typed here only as far as callers use it). */
export declare function createServer(): { listen(port: number, callback?: () => void): Server };
