import { fontCatalogue, type CatalogueFont } from "@vitrine/site/editor";
import { colourWords } from "./words/colours";
import { wordsOf } from "./words/studio-words";

const KIND = { serif: "serif", sans: "sans" } as const;
const sample = () => wordsOf(colourWords).sampleTitle;

/** The catalogue entry a kit value stands for: its id, or a stack written the same as one of them. */
function chosen(value: string): CatalogueFont | undefined {
  return fontCatalogue.find((font) => font.id === value || font.stack === value);
}

type Props = { id: string; label: string; value: string; /** As the file has it: a hand-written stack stays on offer after another is picked. */ saved: string; describedBy?: string; onChange(value: string): void };

/**
 * One kit font as a group of radio cards, each with a line drawn in its font
 * (docs/behaviour/page-builder.md#colours-and-fonts): arrow keys move between them, as in any
 * radio group. A font stack written by hand before the catalogue stays a choice of its
 * own until another is picked (docs/decisions/041-font-catalogue.md).
 */
export function FontChoice({ id, label, value, saved, describedBy, onChange }: Props) {
  const current = chosen(value);
  const own = [value, saved].find((v) => !chosen(v));
  return (
    <fieldset className="font-choice" id={id} aria-describedby={describedBy}>
      <legend>{label}</legend>
      {own !== undefined && (
        <label className="font-choice__card font-choice__card--own">
          <input type="radio" name={id} value={own} checked={value === own} onChange={() => onChange(own)} aria-describedby={`${id}-own-note`} />
          <span className="font-choice__name">Your own: {own}</span>
          <span className="font-choice__note" id={`${id}-own-note`} aria-hidden="true">{wordsOf(colourWords).ownFont}</span>
          <span className="font-choice__sample" style={{ fontFamily: own }} aria-hidden="true">{sample()}</span>
        </label>
      )}
      {fontCatalogue.map((font) => (
        <label key={font.id} className="font-choice__card">
          <input type="radio" name={id} value={font.id} checked={current?.id === font.id} onChange={() => onChange(font.id)} aria-describedby={`${id}-${font.id}-note`} />
          <span className="font-choice__name">{font.name}</span>
          {/* Read as the choice's description, not its name: the name stays the font's. */}
          <span className="font-choice__note" id={`${id}-${font.id}-note`} aria-hidden="true">
            {wordsOf(colourWords)[KIND[font.kind]]} · {font.package ? wordsOf(colourWords).sent : wordsOf(colourWords).nothingToDownload}
          </span>
          <span className="font-choice__sample" style={{ fontFamily: font.stack }} aria-hidden="true">{sample()}</span>
        </label>
      ))}
    </fieldset>
  );
}
