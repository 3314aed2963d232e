import { test } from "../fixtures";
import { TAG_HOST } from "../fixtures/consent-page";
import { variantURL, type VariantName } from "./variants";

/**
 * Runs the enclosing describe block against a consent variant of the demo site (built and
 * served by setup.ts), with the demo's analytics tag host allowed (tests answer it with
 * `fakeTag`) and any further hosts the tests route themselves.
 */
export function onVariant(name: VariantName, allowedHosts: string[] = []) {
  test.use({ baseURL: variantURL(name), allowedHosts: [TAG_HOST, ...allowedHosts] });
  test.beforeAll(async () => {
    const up = await fetch(`${variantURL(name)}/`).then((r) => r.ok, () => false);
    if (!up) throw new Error(`Consent variant "${name}" is not served: tests/e2e/consent-variants/setup.ts builds and serves it.`);
  });
}
