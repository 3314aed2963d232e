import { fontCatalogue, type CatalogueFont } from "@vitrine/site/editor";

const KIND = { serif: "Serif: letters with small feet", sans: "Sans-serif: plain letters" } as const;
const SAMPLE = "Wood-fired stoneware, made by hand — à é ç œ ß";

/** The catalogue entry a kit value stands for: its id, or a stack written the same as one of them. */
function chosen(value: string): CatalogueFont | undefined {
  return fontCatalogue.find((font) => font.id === value || font.stack === value);
}

type Props = { id: string; label: string; value: string; describedBy?: string; onChange(value: string): void };

/**
 * One kit font as a group of radio cards, each with a line drawn in its font
 * (docs/behaviour/page-builder.md#site-settings): arrow keys move between them, as in any
 * radio group. A font stack written by hand before the catalogue stays a choice of its
 * own until another is picked (docs/decisions/040-font-catalogue.md).
 */
export function FontChoice({ id, label, value, describedBy, onChange }: Props) {
  const current = chosen(value);
  const own = current ? undefined : value;
  return (
    <fieldset className="font-choice" id={id} aria-describedby={describedBy}>
      <legend>{label}</legend>
      {own !== undefined && (
        <label className="font-choice__card">
          <input type="radio" name={id} value={own} checked onChange={() => onChange(own)} aria-describedby={`${id}-own-note`} />
          <span className="font-choice__name">Your own: {own}</span>
          <span className="font-choice__note" id={`${id}-own-note`} aria-hidden="true">Written in the settings file by hand</span>
          <span className="font-choice__sample" style={{ fontFamily: own }} aria-hidden="true">{SAMPLE}</span>
        </label>
      )}
      {fontCatalogue.map((font) => (
        <label key={font.id} className="font-choice__card">
          <input type="radio" name={id} value={font.id} checked={current?.id === font.id} onChange={() => onChange(font.id)} aria-describedby={`${id}-${font.id}-note`} />
          <span className="font-choice__name">{font.name}</span>
          {/* Read as the choice's description, not its name: the name stays the font's. */}
          <span className="font-choice__note" id={`${id}-${font.id}-note`} aria-hidden="true">
            {KIND[font.kind]}. {font.package ? "Sent with your site (a small download, once per visitor)." : "Already on every computer: nothing to download."}
          </span>
          <span className="font-choice__sample" style={{ fontFamily: font.stack }} aria-hidden="true">{SAMPLE}</span>
        </label>
      ))}
    </fieldset>
  );
}
