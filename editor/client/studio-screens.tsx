/** The studio's screens, as the first screen links them (docs/owner.md). */
const SCREENS = [
  { href: "#/posts", label: "Journal posts" },
  { href: "#/products", label: "Products" },
  { href: "#/groups", label: "Categories and tags" },
  { href: "#/media", label: "Images" },
  { href: "#/orders", label: "Orders" },
  { href: "#/shop-settings", label: "Shop settings" },
  { href: "#/mail", label: "Mail" },
  { href: "#/site", label: "Site settings" },
  { href: "#/menu", label: "Menu" },
  { href: "#/footer", label: "Footer" },
  { href: "#/consent", label: "Consent" },
  { href: "#/settings", label: "Colours and fonts" },
] as const;

type Screen = (typeof SCREENS)[number]["href"];

/** Links to studio screens, as buttons in a row: every screen, or the ones `only` names. */
export function ScreenLinks({ label, only, className = "" }: { label: string; only?: readonly Screen[]; className?: string }) {
  return (
    <nav aria-label={label} className={`page-list__nav ${className}`.trim()}>
      {SCREENS.filter((screen) => !only || only.includes(screen.href)).map((screen) => (
        <a key={screen.href} className="editor-button" href={screen.href}>
          {screen.label}
        </a>
      ))}
    </nav>
  );
}
