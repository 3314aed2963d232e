/**
 * The load section's form POST (docs/behaviour/server.md#forms): a valid submission of
 * the build's first form with the check field, as the page's script sends it, so each
 * request is checked, keyed and stored in the embedded database like a real one. The key
 * is asked for once and used until the run ends (a key is good for an hour; the site is
 * started with a rate limit that does not stop a bench).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** A value each field type accepts. */
const SAMPLE = { text: "Load test", email: "load@example.com", textarea: "A question from the benchmark.\nSecond line." };

/** The body of a valid submission of `form` (its manifest entry). */
export function sampleSubmission(form, page, key) {
  const fields = new URLSearchParams({ _page: page });
  for (const field of form.fields) {
    if (field.type === "select") fields.set(field.name, field.options[0].value ?? field.options[0].label);
    else if (field.type === "checkbox") fields.set(field.name, field.required ? "yes" : "");
    else fields.set(field.name, SAMPLE[field.type]);
  }
  if (key) fields.set("_key", key);
  return fields.toString();
}

/** The target row for the site at `origin`, or undefined when the build has no form. */
export async function formPostTarget(clientDir, origin) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, "..", "forms.json"), "utf8"));
  } catch {
    return undefined;
  }
  const [name, form] = Object.entries(manifest.forms)[0] ?? [];
  if (!form) return undefined;
  let key;
  if (form.spamCheck) {
    const issued = await (await fetch(`${origin}/api/forms/${name}/key`, { method: "POST" })).json();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, issued.notBefore - Date.now() + 50)));
    key = issued.key;
  }
  return {
    label: "form POST, stored",
    path: `/forms/${name}`,
    bare: false,
    request: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: sampleSubmission(form, Object.keys(form.pages)[0], key),
    },
  };
}
