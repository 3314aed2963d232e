// @ts-check
/**
 * The site's report of its own visits for a range of days, read by the studio's Visitors
 * screen. This stand-in answers an empty report (every day zero): replaced by the real report at merge.
 */

/**
 * @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string }} _env where the site's database is, as for the orders (the real report opens it)
 */
export function openVisitReport(_env) {
  return {
    /** @param {{ since: string, until: string }} range "YYYY-MM-DD", both days included */
    async report({ since, until }) {
      /** @type {{ day: string, views: number, visitors: number }[]} */
      const days = [];
      for (let day = new Date(`${since}T00:00:00Z`); day <= new Date(`${until}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
        days.push({ day: day.toISOString().slice(0, 10), views: 0, visitors: 0 });
      }
      return { since, until, days, pages: [], referrers: [], screens: [], languages: [], speed: [] };
    },
    async close() {},
  };
}
