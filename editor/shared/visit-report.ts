/**
 * The site's own count of its visits, as the site's server reports it for a range of days
 * (docs/owner.md#visitors): the studio's Visitors screen reads it through the studio's server.
 */

/** What kind of page a view was of, as the site's beacon names it. */
export type PageKind = "home" | "page" | "post" | "journal" | "product" | "shop" | "cart" | "other";

/** A visitor's screen: a phone (under 640 px wide), a tablet (under 1024) or a desktop. */
export type ScreenClass = "phone" | "tablet" | "desktop";

export type VisitReport = {
  /** The first and last day, "YYYY-MM-DD", both included. */
  since: string;
  until: string;
  /** Every day of the range, days without a visit included. */
  days: { day: string; views: number; visitors: number }[];
  /** The 20 most viewed pages. */
  pages: { path: string; kind: PageKind; views: number }[];
  /** The 10 hosts most visitors came from; "" for direct or unknown. */
  referrers: { host: string; views: number }[];
  screens: { screen: ScreenClass; views: number }[];
  languages: { language: string; views: number }[];
  /** Real visitors' speed per kind of page: the 75th percentile of each, null without a sample; LCP and INP in ms, CLS unitless. */
  speed: { kind: PageKind; samples: number; lcp: number | null; inp: number | null; cls: number | null }[];
};

/** The site's report of its visits (`openVisitReport` in the site's server). */
export type VisitReportSource = {
  report(range: { since: string; until: string }): Promise<VisitReport>;
  close(): Promise<void>;
};
