/**
 * The kit's colours checked for contrast, as WCAG 2.x AA asks of text: 4.5 : 1 between
 * a text colour and the colour it sits on (docs/behaviour/page-builder.md#guards). The
 * pairs are the ones the site's stylesheets draw; the message names both colours by their
 * labels and says which way to move.
 */

export type Rgb = readonly [number, number, number];
type Colours = Record<string, string>;

export const AA_TEXT = 4.5;

/** Which colour sits on which, in the site's stylesheets ("white" is the text on buttons and accent bands). */
export const CONTRAST_PAIRS: readonly { text: string; on: string; what: string }[] = [
  { text: "text", on: "background", what: "body text" },
  { text: "text", on: "surface", what: "text on bands and cards" },
  { text: "muted", on: "background", what: "captions and dates" },
  { text: "muted", on: "surface", what: "captions on bands and cards" },
  { text: "primary", on: "background", what: "links" },
  { text: "white", on: "primary", what: "button labels" },
  { text: "white", on: "accent", what: "text on accent bands" },
];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A hex, rgb() or hsl() colour, or white or black; `undefined` for any other (the browser then resolves it). */
export function parseColour(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  if (text === "white") return [255, 255, 255];
  if (text === "black") return [0, 0, 0];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join("") : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (!fn) return undefined;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean).slice(0, 3);
  if (parts.length < 3) return undefined;
  const num = (part: string, scale: number) => (part.endsWith("%") ? (parseFloat(part) / 100) * scale : parseFloat(part));
  if (fn[1]!.startsWith("rgb")) return parts.map((p) => Math.round(num(p, 255))) as unknown as Rgb;
  return hslToRgb(parseFloat(parts[0]!), num(parts[1]!, 1) / (parts[1]!.endsWith("%") ? 1 : 100), num(parts[2]!, 1) / (parts[2]!.endsWith("%") ? 1 : 100));
}

export type ContrastProblem = { field: string; message: string; ratio: number };

/**
 * Every pair of the kit below AA, on the text colour's field. `labels` names the
 * colours as the settings panel shows them; `resolve` turns a colour into RGB (the
 * browser's own reading in the panel, `parseColour` on the server, which skips what it cannot read).
 */
export function contrastProblems(colours: Colours, labels: Colours, resolve: (value: string) => Rgb | undefined = parseColour): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const named = (key: string) => (key === "white" ? "white" : (labels[key] ?? key));
  for (const pair of CONTRAST_PAIRS) {
    const text = resolve(pair.text === "white" ? "white" : (colours[pair.text] ?? ""));
    const on = resolve(colours[pair.on] ?? "");
    if (!text || !on) continue;
    const ratio = contrastRatio(text, on);
    if (ratio >= AA_TEXT) continue;
    const darker = luminance(text) <= luminance(on);
    const field = pair.text === "white" ? pair.on : pair.text;
    const move =
      pair.text === "white"
        ? `Pick a darker ${named(pair.on)}.`
        : `Pick a ${darker ? "darker" : "lighter"} ${named(pair.text)} or a ${darker ? "lighter" : "darker"} ${named(pair.on)}.`;
    problems.push({
      field,
      ratio,
      message: `${capitalise(named(pair.text))} on ${named(pair.on)} is hard to read (${pair.what}): contrast ${ratio.toFixed(2)} : 1, and at least ${AA_TEXT} : 1 is needed. ${move}`,
    });
  }
  return problems;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
