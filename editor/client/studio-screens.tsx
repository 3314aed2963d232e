/** The studio's screens, as the first screen links them (docs/owner.md). */
const SCREENS = [
  { href: "#/", label: "What needs doing" },
  { href: "#/pages", label: "Pages" },
  { href: "#/messages", label: "Messages" },
  { href: "#/posts", label: "Journal posts" },
  { href: "#/products", label: "Products" },
  { href: "#/groups", label: "Categories and tags" },
  { href: "#/media", label: "Images" },
  { href: "#/orders", label: "Orders" },
  { href: "#/visitors", label: "Visitors" },
  { href: "#/shop-settings", label: "Shop settings" },
  { href: "#/mail", label: "Mail" },
  { href: "#/site", label: "Site settings" },
  { href: "#/menu", label: "Menu" },
  { href: "#/footer", label: "Footer" },
  { href: "#/consent", label: "Consent" },
  { href: "#/languages", label: "Languages" },
  { href: "#/settings", label: "Colours and fonts" },
] as const;

type Screen = (typeof SCREENS)[number]["href"];

/** Links to studio screens, as buttons in a row: every screen but the one shown (`current`), or the ones `only` names. */
export function ScreenLinks({ label, only, current, className = "" }: { label: string; only?: readonly Screen[]; current?: Screen; className?: string }) {
  return (
    <nav aria-label={label} className={`page-list__nav ${className}`.trim()}>
      {SCREENS.filter((screen) => (!only || only.includes(screen.href)) && screen.href !== current).map((screen) => (
        <a key={screen.href} className="editor-button" href={screen.href}>
          {screen.label}
        </a>
      ))}
    </nav>
  );
}
