/**
 * The site's own count of its visits, as the site's server reports it for a range of days
 * (docs/owner.md#visitors): the studio's Visitors screen reads it through the studio's server.
 */

import type { PageKind, ScreenClass, VisitReport } from "@vitrine/site/editor/server";

/** The report's types are the site server's own (site/server/visits/visit-report.mjs), so the two cannot drift apart. */
export type { PageKind, ScreenClass, VisitReport };

/** The site's report of its visits (`openVisitReport` in the site's server). */
export type VisitReportSource = {
  report(range: { since: string; until: string }): Promise<VisitReport>;
  close(): Promise<void>;
};
