/**
 * The load section's visit beacon (docs/behaviour/visits.md#the-endpoint): a page view as
 * the page's beacon sends it, from a browser's user agent, so each request is checked,
 * hashed and counted in the embedded database like a real one. After the run the stored
 * views are read back: every beacon answered 204 must be counted (nothing lost); beacons
 * still in flight when the run stopped may be counted without their answer being seen.
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
 * Whether the beacons answered 204 were all counted.
 * @param {{ answered: number, stored: number, connections: number }} counts
 */
export function visitsLost({ answered, stored, connections }) {
  if (stored < answered) return answered - stored;
  // More than the connections could have had in flight is counted twice.
  return stored - answered > connections ? -(stored - answered - connections) : 0;
}
