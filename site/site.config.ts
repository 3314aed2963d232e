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
      { label: "Shop", href: "/shop" },
      { label: "Portfolio", href: "/portfolio" },
      { label: "Journal", href: "/blog" },
      { label: "About", href: "/about" },
      { label: "Contact", href: "/contact" },
    ],
  },
  mobileMenu: { style: "sidebar" },
  footer: { style: "fixed", copyright: "© 2026 Hollow Oak Studio" },
});
