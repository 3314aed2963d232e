/** Small inline icons for the theme chrome; decorative, so hidden from assistive tech. */
const base = { "aria-hidden": true, focusable: false, fill: "none", stroke: "currentColor", strokeWidth: 1.75, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export function ChevronIcon() {
  return (
    <svg {...base} className="icon icon--chevron" width="12" height="12" viewBox="0 0 12 12">
      <path d="M2.5 4.5 6 8l3.5-3.5" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...base} className="icon" width="22" height="22" viewBox="0 0 22 22">
      <path d="M3 6h16M3 11h16M3 16h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...base} className="icon" width="22" height="22" viewBox="0 0 22 22">
      <path d="M5 5l12 12M17 5 5 17" />
    </svg>
  );
}

/** The studio's mark: a simple vessel outline. */
export function BrandMark() {
  return (
    <svg {...base} className="site-brand__mark" width="32" height="32" viewBox="0 0 32 32" strokeWidth={1.6}>
      <circle cx="16" cy="16" r="15" fill="var(--color-primary)" stroke="none" />
      <path d="M12.5 8.5h7M13 8.5c0 3-3.5 4.5-3.5 9.5 0 3.6 2.9 5.5 6.5 5.5s6.5-1.9 6.5-5.5c0-5-3.5-6.5-3.5-9.5" stroke="var(--color-bg)" />
      <path d="M10 17.5c4 1.2 8 1.2 12 0" stroke="var(--color-bg)" />
    </svg>
  );
}
