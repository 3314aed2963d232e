import { CSRF_HEADER } from "../shared/names";

/** The editor's API (editor/server/http/api.ts): JSON in, JSON out, the CSRF token on every write. */
export type ApiResult<T> = { status: number; body: T & { message?: string } };

let csrf: string | undefined;

export function setCsrf(token: string | undefined): void {
  csrf = token;
}

export async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (csrf && method !== "GET") headers[CSRF_HEADER] = csrf;
  let payload: BodyInit | undefined;
  if (body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  const json = (await response.json().catch(() => ({ message: `The editor's server answered ${response.status}.` }))) as T & { message?: string };
  return { status: response.status, body: json };
}
