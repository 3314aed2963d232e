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
});
