import { rmSync } from "node:fs";
import type { Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, listen, makeBuild, rawRequest } from "./test-support";

/**
 * The server under attack (docs/behaviour/server.md#limits): every answer is the right
 * 4xx with a readable page, never a stack trace, an absolute path or a file from
 * outside the build.
 */
let temp: string;
let server: Server;
let port: number;

beforeAll(async () => {
  temp = makeBuild({
    "index.html": "<h1>Home</h1>",
    "404/index.html": "<h1>Page not found</h1>",
    "assets/entry-abc123.js": "console.log(1)",
    "secret.txt": "inside",
  });
  process.env.VITRINE_OUT_DIR = temp;
  const { createServer } = await import("./serve.mjs");
  server = createServer({ timeouts: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
  port = await listen(server);
});

afterAll(() => {
  server?.close();
  delete process.env.VITRINE_OUT_DIR;
  rmSync(temp, { recursive: true, force: true });
});

/** A readable error page that gives nothing away. */
function expectErrorPage(body: string, status: number) {
  expect(body).toContain(`<h1>${status} `);
  expect(body).not.toMatch(/\bat \S+ \(|node:internal|node_modules/);
  expect(body).not.toContain(temp);
  expect(body).not.toContain("/etc/");
}

describe("paths that try to leave the build folder", () => {
  for (const target of [
    "/../../../../etc/passwd",
    "/assets/../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/assets/%2E%2E/%2E%2E/package.json",
    "/..%2f..%2fetc%2fpasswd",
    "/..%5c..%5cetc%5cpasswd",
    "/index.html%00.js",
    "/%00",
    "/assets/entry-abc123.js%00",
  ]) {
    it(`answers ${target} with 400`, async () => {
      const response = await rawRequest(port, get(target));
      expect(response.status).toBe(400);
      expectErrorPage(response.body, 400);
    });
  }

  it("sends the security headers with its refusals too", async () => {
    const response = await rawRequest(port, get("/%2e%2e/etc/passwd"));
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("decodes once: a double-encoded dot-dot is a literal name that is not found", async () => {
    const response = await rawRequest(port, get("/%252e%252e/%252e%252e/etc/passwd"));
    expect(response.status).toBe(404);
    expect(response.body).toBe("<h1>Page not found</h1>");
  });

  it("answers a malformed escape with 400", async () => {
    expect((await rawRequest(port, get("/%E0%A4%A"))).status).toBe(400);
    expect((await rawRequest(port, get("/assets/%zz.js"))).status).toBe(400);
  });
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE"]) {
    it(`answers ${method} with 405 and Allow`, async () => {
      const response = await rawRequest(port, `${method} / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
      expectErrorPage(response.body, 405);
    });
  }

  it("answers OPTIONS with the allowed methods", async () => {
    const response = await rawRequest(port, "OPTIONS /about HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await rawRequest(port, "HEAD / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe("13");
    expect(response.body).toBe("");
  });
});

describe("malformed and over-long requests", () => {
  it("answers a request line that is not HTTP with a readable 400", async () => {
    const response = await rawRequest(port, "HELLO THERE\r\n\r\n");
    expect(response.status).toBe(400);
    expectErrorPage(response.body, 400);
  });

  it("answers a bad header line with 400", async () => {
    expect((await rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n")).status).toBe(400);
  });

  it("answers an address over 8 KB with 414, and one past the header limit too", async () => {
    for (const length of [9_000, 60_000]) {
      const response = await rawRequest(port, get(`/${"a".repeat(length)}`));
      expect(response.status, `${length} characters`).toBe(414);
      expectErrorPage(response.body, 414);
    }
  });

  it("accepts 30 KB of cookies, and answers more with a readable 431 page", async () => {
    expect((await rawRequest(port, get("/", { Cookie: `a=${"x".repeat(30_000)}` }))).status).toBe(200);
    for (const length of [34_000, 50_000]) {
      const response = await rawRequest(port, get("/", { Cookie: `a=${"x".repeat(length)}` }));
      expect(response.status, `${length} bytes of cookies`).toBe(431);
      expectErrorPage(response.body, 431);
      expect(response.body).toContain("Clearing this site's cookies");
    }
  });
});

describe("bodies", () => {
  it("refuses a declared 1 MB body with 413 before reading it", async () => {
    const response = await rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1048576\r\n\r\n");
    expect(response.status).toBe(413);
    expectErrorPage(response.body, 413);
  });

  it("refuses a chunked body once it passes the limit", async () => {
    const chunk = "x".repeat(16 * 1024);
    const chunks = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const response = await rawRequest(port, `GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`);
    expect(response.status).toBe(413);
  });
});

describe("slow clients", () => {
  it("closes a connection whose headers do not arrive in time, with 408", async () => {
    const started = Date.now();
    const response = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => (received += chunk));
      socket.on("close", () => resolve(received));
      socket.write("GET / HTTP/1.1\r\nHost: local");
    });
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("missing files under /assets", () => {
  it("answer the 404 page, with no stack trace or path", async () => {
    for (const target of ["/assets/nope.js", "/assets/", "/assets/entry-abc123.js/x"]) {
      const response = await rawRequest(port, get(target));
      expect(response.status, target).toBe(404);
      expect(response.body).toBe("<h1>Page not found</h1>");
    }
  });
});
