import type { VisitReport } from "../shared/visit-report";

/** A week of the site's visits as its server reports them, for the Visitors screen's tests. */
export const weekOfVisits: VisitReport = {
  since: "2026-03-08",
  until: "2026-03-14",
  days: [
    { day: "2026-03-08", views: 12, visitors: 5 },
    { day: "2026-03-09", views: 0, visitors: 0 },
    { day: "2026-03-10", views: 30, visitors: 11 },
    { day: "2026-03-11", views: 8, visitors: 4 },
    { day: "2026-03-12", views: 41, visitors: 17 },
    { day: "2026-03-13", views: 19, visitors: 9 },
    { day: "2026-03-14", views: 10, visitors: 6 },
  ],
  pages: [
    { path: "/", kind: "home", views: 52 },
    { path: "/shop/celadon-bottle-vase", kind: "product", views: 30 },
    { path: "/fr/blog/notes-on-celadon", kind: "post", views: 20 },
    { path: "/old-page", kind: "page", views: 18 },
  ],
  referrers: [
    { host: "", views: 70 },
    { host: "instagram.com", views: 35 },
    { host: "duckduckgo.com", views: 15 },
  ],
  screens: [
    { screen: "phone", views: 80 },
    { screen: "desktop", views: 30 },
    { screen: "tablet", views: 10 },
  ],
  languages: [
    { language: "en", views: 90 },
    { language: "fr", views: 30 },
  ],
  speed: [
    { kind: "home", samples: 40, lcp: 1800, inp: 80, cls: 0.02 },
    { kind: "product", samples: 25, lcp: 3200, inp: 650, cls: 0.3 },
    { kind: "post", samples: 1, lcp: 2500, inp: null, cls: 0.1 },
    { kind: "cart", samples: 0, lcp: null, inp: null, cls: null },
  ],
};
