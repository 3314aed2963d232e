import { useId, useState } from "react";
import type { CategoryView, Layer1Words } from "./types";

interface Props {
  category: CategoryView;
  words: Pick<Layer1Words, "alwaysEnabled" | "enabled" | "disabled">;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
}

/**
 * One accordion tab of the settings modal: the category name opens its description;
 * the switch shows its state in words, and locked categories say they are always on
 * (necessary categories cannot be turned off, docs/behaviour/consent-layer-1.md#categories).
 */
export function CategoryTab({ category, words, enabled, onToggle }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="cli-tab-section" data-cli-category={category.slug}>
      <div className="cli-tab-header">
        <button type="button" className="cli-tab-title" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((v) => !v)}>
          {category.name}
        </button>
        {category.locked ? (
          <span className="cli-necessary-caption">{words.alwaysEnabled}</span>
        ) : (
          <label className="cli-switch">
            <input
              type="checkbox"
              role="switch"
              id={`wt-cli-checkbox-${category.slug}`}
              checked={enabled}
              aria-label={category.name}
              onChange={(e) => onToggle(e.currentTarget.checked)}
            />
            <span className="cli-slider" aria-hidden="true" />
            <span className="cli-switch-state" aria-hidden="true">{enabled ? words.enabled : words.disabled}</span>
          </label>
        )}
      </div>
      <div id={`${id}-panel`} className="cli-tab-content" hidden={!open}>
        <p>{category.description}</p>
      </div>
    </div>
  );
}
