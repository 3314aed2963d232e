/**
 * The load section's visit beacon (docs/behaviour/visits.md#the-endpoint): a page view as
 * the page's beacon sends it, from a browser's user agent, so each request is checked,
 * hashed and counted in the embedded database like a real one. The row sends a set number
 * of beacons, each answered before the run ends; then the stored views are read back and
 * must be exactly the beacons answered 204: none lost, none counted twice.
 */
import { openDatabase } from "../site/server/db/open-database.mjs";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
export const VISIT_BEACON = { t: "view", path: "/journal/bench", ref: "example.org", lang: "en", screen: "desktop", kind: "post" };

/** The target row of the load section. */
export function visitPostTarget() {
  return {
    label: "visit beacon, counted",
    path: "/api/visit",
    bare: false,
    request: {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
      body: JSON.stringify(VISIT_BEACON),
    },
  };
}

/** The views stored in the data folder's embedded database. @param {string} dataDir */
export async function storedViews(dataDir) {
  const { db } = await openDatabase({ VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" });
  try {
    const [row] = await db.query("select coalesce(sum(views), 0) as views from visit_days");
    return Number(row?.views ?? 0);
  } finally {
    await db.close();
  }
}

/**
 * Beacons answered 204 but not counted; below zero, counted more than once.
 * @param {{ answered: number, stored: number }} counts
 */
export const visitsLost = ({ answered, stored }) => answered - stored;
