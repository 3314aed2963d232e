import type { ConsentEngine } from "../core/engine-api";
import { consentSignals, type ConsentModeSettings, type SignalState } from "../core/consent-mode";
import { onConsentEvent } from "./events";
import { CHOICE_EVENT, SCRIPTS_DONE_EVENT } from "./names";

/** A third-party tag that takes the visitor's choice as a command of its own. */
export type TagConsentOptions = Pick<ConsentModeSettings, "signals"> & {
  /** The tag's command function once its loader has run, else undefined. */
  tag: (win: Window) => ((...args: unknown[]) => void) | undefined;
  /** The command's arguments for the signals the choice grants (through the Consent Mode map). */
  command: (signals: Readonly<Record<string, SignalState>>) => unknown[];
};

/**
 * Tells a tag the visitor's choice as its own command (docs/decisions/021-consent-mode.md):
 * a plugin that tells it only when the tag already exists at a choice misses the Accept all
 * that loads it and every later page view; here it is told once its loader has run — after
 * each activation sequence, so on every page view where it runs with a stored choice — and
 * after every choice while it runs, each time the command differs from what it was last
 * told. Nothing before an answer. Returns the disposer.
 */
export function watchTagConsent(engine: ConsentEngine, win: Window, options: TagConsentOptions): () => void {
  let told: string | undefined;
  const tell = () => {
    const tag = options.tag(win);
    const { decision, allowed } = engine.getSnapshot();
    if (typeof tag !== "function" || decision.consent === null) return;
    const args = options.command(consentSignals(options, (slug) => allowed.includes(slug)));
    const key = JSON.stringify(args);
    if (key === told) return;
    told = key;
    tag(...args);
  };
  const stops = [onConsentEvent(win.document, CHOICE_EVENT, tell), onConsentEvent(win.document, SCRIPTS_DONE_EVENT, tell)];
  return () => stops.forEach((stop) => stop());
}
