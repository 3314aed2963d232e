import { BACK_TO_TOP_CLASS, GO_TOP_ID } from "./behaviours/dom-markers";

/** Where back-to-top leads: first in <body>, focused when used so the next Tab starts at the top. */
export function GoTopAnchor() {
  return <div id={GO_TOP_ID} className="go-top-anchor" tabIndex={-1} />;
}

/**
 * The floating back-to-top control (docs/behaviour/in-page.md#back-to-top), last in
 * <body> so it is last in the tab order. It is pre-rendered hidden — `visibility:
 * hidden`, so neither focusable nor read — and stays so without JavaScript; its
 * enhancer shows it once the page is scrolled past 100 px.
 */
export function BackToTopControl({ label = "Back to top" }: { label?: string }) {
  return (
    <a href={`#${GO_TOP_ID}`} className={BACK_TO_TOP_CLASS}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4 3.5 10.5l1.4 1.4L9 7.8V16h2V7.8l4.1 4.1 1.4-1.4z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
