import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { ConsentBar } from "./consent-bar";
import { SettingsModal } from "./settings-modal";
import { ShowAgainTab } from "./show-again-tab";
import type { ConsentUiEngine, ConsentUiSettings } from "./types";
import "./consent.css";

/** Content hooks authors already use (compat.md "Content hooks"). */
export const MANAGE_LINK_SELECTOR = ".cli_manage_current_consent, .wt-cli-manage-consent-link";
export const DELETE_LINK_SELECTOR = ".cookielawinfo-cookie-delete";

export interface ConsentLayerProps {
  settings: ConsentUiSettings;
  engine: ConsentUiEngine;
  /** Hide the bar on this page (button 2's page with hideBarOnPage). */
  suppressed?: boolean;
}

const serverSnapshot = () => null;

/** Layer 1 in one piece: bar, show-again tab and the settings modal. */
export function ConsentLayer({ settings, engine, suppressed }: ConsentLayerProps) {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, serverSnapshot);
  const [opener, setOpener] = useState<HTMLElement | null | undefined>(undefined);
  const close = useCallback(() => setOpener(undefined), []);

  // Delegated at document level so links written in Markdown content work too.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(MANAGE_LINK_SELECTOR)) {
        event.preventDefault();
        engine.reopen();
      } else if (target?.closest(DELETE_LINK_SELECTOR)) {
        event.preventDefault();
        engine.erase();
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [engine]);

  return (
    <>
      <ConsentBar settings={settings} snapshot={snapshot} engine={engine} onOpenSettings={setOpener} suppressed={suppressed} />
      <ShowAgainTab settings={settings} snapshot={snapshot} onOpen={() => engine.reopen()} />
      {snapshot && opener !== undefined ? (
        <SettingsModal settings={settings} snapshot={snapshot} engine={engine} opener={opener} onClose={close} />
      ) : null}
    </>
  );
}
