import type { IncomingMessage, ServerResponse } from "node:http";
import type { createToday } from "../today/today";
import { sendJson } from "./body";

/** `GET /api/today`: what needs the owner, for the studio's first screen (docs/owner.md#the-first-screen-what-needs-doing). */
export async function todayApi(request: IncomingMessage, response: ServerResponse, parts: string[], deps: { today: ReturnType<typeof createToday> }): Promise<boolean> {
  if (parts[0] !== "today" || parts.length !== 1 || request.method !== "GET") return false;
  sendJson(response, 200, await deps.today());
  return true;
}
