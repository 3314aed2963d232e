import { CSRF_HEADER, EDITION_HEADER } from "../shared/names";
import { shellWords } from "./words/shell";
import { fill, wordsOf } from "./words/studio-words";

/** The editor's API (editor/server/http/api.ts): JSON in, JSON out, the CSRF token on every write. */
export type ApiResult<T> = { status: number; body: T & { message?: string } };

let csrf: string | undefined;

export function setCsrf(token: string | undefined): void {
  csrf = token;
}

/** Where the studio keeps the language being edited, for the visit (docs/decisions/046-two-languages-on-one-site.md). */
const EDITION_KEY = "vitrine-studio-edition";

/**
 * The second language being edited (`fr`), or "" for the first: the address's `?edition=`
 * when it names one (each half of a page side by side with its translation), else the visit's.
 */
export const editingEdition = (): string => new URLSearchParams(location.search).get("edition") ?? sessionStorage.getItem(EDITION_KEY) ?? "";

/** Whether this studio is one half of a page side by side with its translation (side-by-side.tsx). */
export const isFramedHalf = (): boolean => new URLSearchParams(location.search).has("edition") && window.parent !== window;

/** Edits `language` from now on ("" for the first language); the studio reloads to show its files. */
export function setEditingEdition(language: string): void {
  if (language) sessionStorage.setItem(EDITION_KEY, language);
  else sessionStorage.removeItem(EDITION_KEY);
}

/** What a request that never reached the studio's server says: what is on screen stays as it is. */
const unreachable = () => wordsOf(shellWords).unreachable;

export async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  const edition = editingEdition();
  if (edition) headers[EDITION_HEADER] = edition;
  if (csrf && method !== "GET") headers[CSRF_HEADER] = csrf;
  let payload: BodyInit | undefined;
  if (body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  // The server out of reach (a phone losing its signal): an answer like any other, so the screen stays and says so.
  const response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" }).catch(() => undefined);
  if (!response) return { status: 0, body: { message: unreachable() } as T & { message?: string } };
  const json = (await response.json().catch(() => ({ message: fill(wordsOf(shellWords).serverAnswered, { status: response.status }) }))) as T & { message?: string };
  return { status: response.status, body: json };
}
