import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { ConsentBar } from "./consent-bar";
import { SettingsModal } from "./settings-modal";
import { ShowAgainTab } from "./show-again-tab";
import { useFocusHandoff } from "./use-focus-handoff";
import type { ConsentUiEngine, ConsentUiSettings } from "./types";
import "./consent.css";

export interface ConsentLayerProps {
  settings: ConsentUiSettings;
  engine: ConsentUiEngine;
  /** Hide the bar on this page (button 2's page with hideBarOnPage). */
  suppressed?: boolean;
}

const serverSnapshot = () => null;

/**
 * Layer 1 in one piece: bar, show-again tab and the settings modal. Content hooks,
 * scroll-accept and show_once are the engine's (`connectConsentEngine`), connected by
 * the site where it creates the engine.
 */
export function ConsentLayer({ settings, engine, suppressed }: ConsentLayerProps) {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, serverSnapshot);
  const [opener, setOpener] = useState<HTMLElement | null | undefined>(undefined);
  const close = useCallback(() => setOpener(undefined), []);
  const bar = useRef<HTMLElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  useFocusHandoff(snapshot?.barVisible, bar, tab);

  return (
    <>
      <ConsentBar
        settings={settings}
        snapshot={snapshot}
        engine={engine}
        onOpenSettings={setOpener}
        suppressed={suppressed}
        barRef={bar}
        settingsOpen={opener !== undefined}
      />
      <ShowAgainTab ref={tab} settings={settings} snapshot={snapshot} onOpen={() => engine.reopen()} />
      {snapshot && opener !== undefined ? (
        <SettingsModal settings={settings} snapshot={snapshot} engine={engine} opener={opener} onClose={close} />
      ) : null}
    </>
  );
}
