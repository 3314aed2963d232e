import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { GO_TOP_ID } from "./dom-markers";
import { createGoTop, defaultGoTopOptions } from "./go-top";

export type BackToTopProps = {
  /** Scroll offset above which the control shows (spec §9). @default 100 */
  threshold?: number;
  /** Accessible name. @default "Back to top" */
  label?: string;
};

/**
 * The go-top anchor (where this renders: first in <body>) and the floating control
 * that links to it. The control is added at the end of <body> once hydrated, so it is
 * last in the tab order and absent without JS; the CSS fade ends in
 * `visibility: hidden`, so the hidden control can be neither focused nor read.
 */
export function BackToTop({ threshold = defaultGoTopOptions.threshold, label = "Back to top" }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => createGoTop({ threshold, onVisibilityChange: setVisible }).destroy, [threshold]);

  const control = (
    <a href={`#${GO_TOP_ID}`} className="back-to-top" data-visible={visible ? "" : undefined}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4 3.5 10.5l1.4 1.4L9 7.8V16h2V7.8l4.1 4.1 1.4-1.4z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  );
  return (
    <>
      <div id={GO_TOP_ID} className="go-top-anchor" tabIndex={-1} />
      {mounted && createPortal(control, document.body)}
    </>
  );
}
