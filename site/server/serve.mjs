// @ts-check
/**
 * Serves the pre-rendered site: precompressed files, long-lived immutable caching for
 * hashed assets, revalidation (no-cache) for every HTML document, the 404 page with a
 * real 404 status, the search results page, the build's security headers, and the
 * limits of a public server (site-server.mjs; docs/behaviour/server.md).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "./db/open-database.mjs";
import { consentLogFromEnv } from "./consent/consent-routes.mjs";
import { retentionMonthsFromEnv, startRetentionSweep } from "./consent/consent-retention.mjs";
import { formsFromEnv } from "./forms/forms-env.mjs";
import { visitsFromEnv } from "./visits/visits-env.mjs";
import { createMailer, MAIL_OFF, mailSettingsFromEnv } from "./forms/mailer.mjs";
import { trustProxyFromEnv } from "./client-address.mjs";
import { createSiteServer } from "./site-server.mjs";
import { checkoutFromEnv } from "./shop/shop.mjs";
import { createLogger, logLevelFromEnv, routeConsoleTo } from "./logger.mjs";
import { stopOnSignals } from "./shutdown.mjs";
import { typedPath } from "../app/source/typed-path.mjs";
import { studioFromEnv } from "./studio/studio-env.mjs";

// VITRINE_OUT_DIR: serve a build made with the same variable (scripts/build.ts), relative to
// where the command was typed as the build reads it (app/source/typed-path.mjs).
const liveRoot = process.env.VITRINE_OUT_DIR
  ? path.join(typedPath(process.env.VITRINE_OUT_DIR), "client")
  : fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
// HOST=127.0.0.1 behind a proxy on the same machine (docs/operations.md); every interface by default.
const host = process.env.HOST?.trim() || undefined;

if (!existsSync(path.join(liveRoot, "index.html"))) {
  console.error(`No build found in ${liveRoot}. Run "npm run build" first.`);
  process.exit(1);
}

/** @param {Partial<import("./site-server.mjs").SiteServerOptions>} [options] */
export function createServer(options = {}) {
  return createSiteServer({ root: liveRoot, trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY), ...options });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The database is ready (migrated) before the first request (docs/server.md, "Database").
  const { db, applied } = await openDatabase(process.env).catch((error) => {
    console.error(`The database could not be opened: ${error.message}`);
    process.exit(1);
  });
  console.log(`Database: ${db.describe}${applied.length ? ` (applied ${applied.join(", ")})` : ""}`);
  let forms;
  let consentLog;
  let checkout;
  let logger;
  let sweep;
  let visits;
  let studio;
  try {
    visits = visitsFromEnv(process.env);
    console.log(visits.enabled ? `Visits: counted (raw events kept ${visits.rawDays} days, daily counts ${visits.keepYears} years)` : "Visits: not counted (VISITS=off)");
    consentLog = consentLogFromEnv(process.env);
    logger = createLogger({ level: logLevelFromEnv(process.env) });
    const mail = mailSettingsFromEnv(process.env);
    forms = { ...formsFromEnv(process.env), ...(mail ? { mailer: createMailer(mail) } : {}) };
    if (mail) console.log(`Form submissions are emailed to ${mail.to}`);
    else console.log(MAIL_OFF);
    checkout = checkoutFromEnv(process.env, forms.mailer);
    console.log(checkout.payments ? "Checkout: payments through the hosted payment page" : "Checkout: order requests (no STRIPE_SECRET_KEY)");
    // Off unless STUDIO_HOST names the studio's host name (docs/operations.md#the-studio-on-the-server).
    studio = await studioFromEnv(process.env, { db, trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY) });
    if (studio) console.log(`The studio answers at ${process.env.STUDIO_HOST?.trim()}`);
    sweep = startRetentionSweep({ db, months: retentionMonthsFromEnv(process.env) });
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  const server = createServer({ db, forms, consentLog, checkout, visits, logger, ...(studio ? { studio } : {}) }).listen(port, host, () => {
    const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
    console.log(`Vitrine is serving on http://${host ?? "localhost"}:${bound}`);
    // From here on every line is JSON (docs/operations.md#logs); the start-up lines above stay plain.
    routeConsoleTo(logger);
  });
  process.on("exit", logger.flush);
  stopOnSignals({ server, logger, close: async () => (sweep.stop(), await studio?.close(), db.close()) });
}
