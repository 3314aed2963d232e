import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** A small build folder (`client/…`) with the given files; `precompress` also writes .br and .gz copies. */
export function makeBuild(files: Record<string, string>, precompress: string[] = []): string {
  const temp = mkdtempSync(path.join(tmpdir(), "vitrine-serve-"));
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(temp, "client", file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, text);
    if (precompress.includes(file)) {
      writeFileSync(`${at}.br`, brotliCompressSync(text));
      writeFileSync(`${at}.gz`, gzipSync(text));
    }
  }
  return temp;
}

export async function listen(server: Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

export type RawResponse = { status: number; headers: Record<string, string>; body: string; raw: string };

/** Sends bytes exactly as given (no client normalises the path) and reads until the server closes or answers. */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseResponse(Buffer.concat(chunks).toString("latin1"))));
    socket.write(request);
    // The server closes after error answers; for others, close our side once a whole answer arrived.
    socket.on("data", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(text.slice(0, head));
      if (head >= 0 && length && text.length - head - 4 >= Number(length[1])) socket.end();
    });
  });
}

function parseResponse(raw: string): RawResponse {
  const head = raw.indexOf("\r\n\r\n");
  const lines = raw.slice(0, head < 0 ? raw.length : head).split("\r\n");
  const status = Number(lines[0]?.split(" ")[1] ?? 0);
  const headers = Object.fromEntries(
    lines.slice(1).map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status, headers, body: head < 0 ? "" : raw.slice(head + 4), raw };
}

export const get = (target: string, headers: Record<string, string> = {}) =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
