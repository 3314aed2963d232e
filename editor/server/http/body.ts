import type { IncomingMessage, ServerResponse } from "node:http";

/** Bytes of a JSON request: a page file is far smaller. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;

export class BodyRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function readBytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > limit) throw new BodyRefused(`The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`, 413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyRefused(`The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`, 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/.test(request.headers["content-type"] ?? "")) throw new BodyRefused("Send JSON (Content-Type: application/json).", 415);
  try {
    const value: unknown = JSON.parse((await readBytes(request, MAX_JSON_BYTES)).toString("utf8"));
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyRefused) throw error;
    throw new BodyRefused("The request is not a JSON object.", 400);
  }
}

export function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers });
  response.end(body);
}
