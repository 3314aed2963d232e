import { useRef, useSyncExternalStore } from "react";
import type { Layer1 } from "../../layer1/adapter";
import { ConsentBar } from "./consent-bar";
import { SettingsModal } from "./settings-modal";
import { ShowAgainTab } from "./show-again-tab";
import { useFocusHandoff } from "./use-focus-handoff";
import type { ConsentUiSettings, Layer1Words } from "./types";
import "./consent.css";

export interface ConsentLayerProps {
  settings: ConsentUiSettings;
  /** Every word it shows, resolved (the site's `consentWords.layer1`). */
  words: Layer1Words;
  layer: Layer1;
  /** Hide the bar on this page (button 2's page with hideBarOnPage). */
  suppressed?: boolean;
}

/**
 * Layer 1 in one piece: bar, show-again tab and the settings modal, rendered from the
 * layer-1 snapshot. Content hooks, scroll-accept and show_once are `connectLayer1`'s,
 * connected by the site where it creates the layer.
 */
export function ConsentLayer({ settings, words, layer, suppressed }: ConsentLayerProps) {
  const snapshot = useSyncExternalStore(layer.subscribe, layer.getSnapshot, layer.getServerSnapshot);
  // The control that opened the settings modal gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openSettings = (from: HTMLElement) => {
    opener.current = from;
    layer.engine.openPreferences();
  };
  const bar = useRef<HTMLElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  useFocusHandoff(snapshot.known ? snapshot.barVisible : undefined, bar, tab);

  return (
    <>
      <ConsentBar settings={settings} words={words} snapshot={snapshot} layer={layer} onOpenSettings={openSettings} suppressed={suppressed} barRef={bar} />
      <ShowAgainTab ref={tab} settings={settings} text={words.showAgain} snapshot={snapshot} onOpen={() => layer.engine.openNotice()} />
      {snapshot.settingsOpen ? (
        <SettingsModal settings={settings} words={words} snapshot={snapshot} layer={layer} returnFocusTo={() => opener.current} onClose={() => layer.engine.closePreferences()} />
      ) : null}
    </>
  );
}
