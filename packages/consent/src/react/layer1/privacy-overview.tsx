import { useId, useState } from "react";
import { privacyPlainText, truncatePrivacy } from "./privacy-text";
import type { Layer1Words } from "./types";

/** "Privacy Overview" with the 250-character cut and its Show more / Show less toggle (docs/behaviour/consent-layer-1.md#settings-modal). */
export function PrivacyOverview({ words }: { words: Pick<Layer1Words, "privacyOverviewTitle" | "privacyOverview" | "showMore" | "showLess"> }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = privacyPlainText(words.privacyOverview);
  const { short, truncated } = truncatePrivacy(text);
  return (
    <div className="cli-privacy-overview">
      <h3 className="cli-modal-subtitle">{words.privacyOverviewTitle}</h3>
      <p id={id} className="cli-privacy-content">
        {expanded ? text : short}
      </p>
      {truncated ? (
        <button
          type="button"
          className="cli-privacy-readmore"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? words.showLess : words.showMore}
        </button>
      ) : null}
    </div>
  );
}
