import { defineSiteConfig } from "./app/config/site-config";

/** The demo site's settings. Every field is documented in the README ("Configuration"). */
export default defineSiteConfig({
  name: "Hollow Oak Studio",
  tagline: "Stoneware, porcelain and photographs by Mira Holm",
  url: "https://hollowoak.example",
  header: {
    sticky: true,
    menu: [
      { label: "Home", href: "/" },
      {
        label: "Shop",
        href: "/shop",
        mega: [
          { title: "Shop", links: [{ label: "All pieces", href: "/shop" }, { label: "Care guide", href: "/care-guide" }] },
          { title: "Studio", links: [{ label: "Portfolio", href: "/portfolio" }, { label: "About the studio", href: "/about" }] },
          { title: "Journal", links: [{ label: "All stories", href: "/blog" }] },
        ],
        featured: {
          title: "Made by hand, fired in small batches",
          text: "Each piece is thrown, trimmed and glazed in the studio. When a batch sells out, the next kiln load follows.",
          link: { label: "Browse the shop", href: "/shop" },
        },
      },
      { label: "Portfolio", href: "/portfolio" },
      { label: "Journal", href: "/blog" },
      {
        label: "About",
        href: "/about",
        children: [
          { label: "The studio", href: "/about" },
          { label: "Care guide", href: "/care-guide" },
          { label: "Contact", href: "/contact" },
          { label: "Privacy and cookies", href: "/privacy-policy" },
        ],
      },
      { label: "Contact", href: "/contact" },
    ],
  },
  mobileMenu: { style: "sidebar" },
  footer: {
    style: "fixed",
    widgets: [
      {
        title: "Hollow Oak Studio",
        text: "Wheel-thrown stoneware and porcelain, fired in small batches in a converted barn, and photographs of the making.",
        links: [],
      },
      {
        title: "Shop",
        links: [
          { label: "All pieces", href: "/shop" },
          { label: "Portfolio", href: "/portfolio" },
          { label: "Care guide", href: "/care-guide" },
        ],
      },
      {
        title: "Journal",
        links: [
          { label: "All stories", href: "/blog" },
          { label: "About the studio", href: "/about" },
        ],
      },
      {
        title: "Contact",
        text: "Studio visits by appointment.",
        links: [
          { label: "hello@hollowoak.example", href: "mailto:hello@hollowoak.example" },
          { label: "Contact page", href: "/contact" },
          { label: "Privacy and cookies", href: "/privacy-policy" },
        ],
      },
    ],
    copyright: "© 2026 Hollow Oak Studio",
  },
  // First consent layer: the demo's categories and the cookies each sets (privacy policy lists them).
  consent: {
    cookieBarAs: "bar",
    barPosition: "bottom",
    analytics: { clarityProjectId: "hollowoak1" },
    categories: [
      {
        slug: "necessary",
        name: "Necessary",
        locked: true,
        defaultEnabled: true,
        description:
          "Necessary cookies make the site work: they remember your cookie choices and keep your basket. The site cannot work properly without them.",
        cookies: [
          { name: "viewed_cookie_policy", duration: "1 year", description: "Whether you accepted or rejected cookies." },
          { name: "CookieLawInfoConsent", duration: "1 year", description: "Your choice for each cookie category." },
          { name: "cookielawinfo-checkbox-*", duration: "1 year", description: "Your choice for one cookie category." },
        ],
      },
      {
        slug: "functional",
        name: "Functional",
        description: "Functional cookies remember choices such as embedded video playback and shared content.",
        cookies: [{ name: "yt-player-volume", duration: "session", description: "Remembers the volume of embedded videos." }],
      },
      {
        slug: "analytics",
        name: "Analytics",
        description:
          "Analytics cookies help us understand how visitors use the site: pages visited, clicks and scrolling, without identifying you.",
        cookies: [
          { name: "_clck", duration: "1 year", description: "Session analytics: a unique visitor id." },
          { name: "_clsk", duration: "1 day", description: "Session analytics: joins page views into one session." },
        ],
      },
      {
        slug: "performance",
        name: "Performance",
        description: "Performance cookies measure load times so we can keep the site fast.",
        cookies: [],
      },
      {
        slug: "advertisement",
        name: "Advertisement",
        description: "Advertisement cookies measure the reach of our campaigns and show you relevant offers on other sites.",
        cookies: [{ name: "_gcl_au", duration: "3 months", description: "Measures the results of ad campaigns." }],
      },
    ],
  },
});
