/** Consent-bar resize debounce (docs/behaviour/consent-layer-1.md#the-bar). */
const RESIZE_DEBOUNCE_MS = 500;

/**
 * Popup, widget and show-again tab sizes from the window (docs/behaviour/consent-layer-1.md#the-bar), written as
 * custom properties on the root so consent.css picks the one for the current
 * presentation. The CSS carries the same formulas as media-query fallbacks, so the
 * pre-rendered first paint is already right; this keeps them exact on resize.
 */
export function barSizes(width: number, height: number): Record<string, string> {
  return {
    "--cli-popup-w": `${width > 700 ? 500 : width - 20}px`,
    "--cli-widget-w": `${width > 400 ? 300 : width - 30}px`,
    "--cli-max-h": `${height - 40}px`,
  };
}

/**
 * Writes `barSizes` on `root` after each resize of the window, debounced; returns the
 * disposer. Not at once: consent.css carries the same formulas for the first paint.
 */
export function watchBarSize(root: HTMLElement, win: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    const sizes = barSizes(win.document.documentElement.clientWidth, win.innerHeight);
    for (const [name, value] of Object.entries(sizes)) root.style.setProperty(name, value);
  };
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener("resize", onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener("resize", onResize);
  };
}
