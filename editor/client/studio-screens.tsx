import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

/** The studio's screens, as the first screen links them (docs/owner.md): each name a word of the studio's frame. */
const SCREENS = [
  { href: "#/", label: "whatNeedsDoing" },
  { href: "#/pages", label: "pages" },
  { href: "#/messages", label: "messages" },
  { href: "#/posts", label: "posts" },
  { href: "#/products", label: "products" },
  { href: "#/groups", label: "groups" },
  { href: "#/media", label: "media" },
  { href: "#/orders", label: "orders" },
  { href: "#/visitors", label: "visitors" },
  { href: "#/shop-settings", label: "shopSettings" },
  { href: "#/mail", label: "mail" },
  { href: "#/site", label: "site" },
  { href: "#/menu", label: "menu" },
  { href: "#/footer", label: "footer" },
  { href: "#/consent", label: "consent" },
  { href: "#/languages", label: "languages" },
  { href: "#/settings", label: "colours" },
] as const;

type Screen = (typeof SCREENS)[number]["href"];

/** Links to studio screens, as buttons in a row: every screen but the one shown (`current`), or the ones `only` names. */
export function ScreenLinks({ label, only, current, className = "" }: { label: "studio" | "moreSettings"; only?: readonly Screen[]; current?: Screen; className?: string }) {
  return (
    <nav aria-label={wordsOf(shellWords)[label]} className={`page-list__nav ${className}`.trim()}>
      {SCREENS.filter((screen) => (!only || only.includes(screen.href)) && screen.href !== current).map((screen) => (
        <a key={screen.href} className="editor-button" href={screen.href}>
          {wordsOf(shellWords)[screen.label]}
        </a>
      ))}
    </nav>
  );
}
