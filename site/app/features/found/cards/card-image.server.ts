import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { CARD_SIZE, type CardInputs } from "../../../config/social-card.server";
import { cardFamily } from "./card-family";

const require = createRequire(import.meta.url);

/** A static `@fontsource/<family>` WOFF file (satori reads WOFF, not WOFF2), one subset at one weight. */
function fontFile(family: string, subset: string, weight: number): Buffer {
  return readFileSync(require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`));
}

type SatoriFont = { name: string; data: Buffer; weight: 400 | 600 | 700; style: "normal" };

const loaded = new Map<string, SatoriFont[]>();
/** A family's Latin faces (French and the other Latin-script languages), then Arabic, which no kit family draws. */
function facesOf(family: string, weight: 400 | 600 | 700): SatoriFont[] {
  const key = `${family}-${weight}`;
  if (!loaded.has(key)) {
    loaded.set(key, [
      ...["latin", "latin-ext"].map((subset) => ({ name: family, data: fontFile(family, subset, weight), weight, style: "normal" as const })),
      { name: "noto-sans-arabic", data: fontFile("noto-sans-arabic", "arabic", weight), weight, style: "normal" as const },
    ]);
  }
  return loaded.get(key)!;
}

/** Languages written right to left: the card's text is aligned to the right. */
const RTL = new Set(["ar", "fa", "he", "ur"]);

const TEXT_WIDTH = CARD_SIZE.width - 160;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** The card as a PNG, 1200 × 630: the title large in the heading font, the site's name below it, a band in the kit's primary colour. */
export async function renderCard(inputs: CardInputs): Promise<Buffer> {
  const heading = cardFamily(inputs.fonts.heading);
  const body = cardFamily(inputs.fonts.body);
  const rtl = RTL.has(inputs.language.split("-")[0]!);
  const { colours } = inputs;
  const size = inputs.title.length > 60 ? 56 : inputs.title.length > 30 ? 68 : 84;
  const tree = el(
    "div",
    { width: CARD_SIZE.width, height: CARD_SIZE.height, display: "flex", flexDirection: "column", justifyContent: "space-between", backgroundColor: colours.background, paddingTop: 96, paddingBottom: 64, paddingLeft: 80, paddingRight: 80, borderTop: `24px solid ${colours.primary}` },
    [
      el("div", { display: "block", width: TEXT_WIDTH, fontFamily: `${heading}, noto-sans-arabic`, fontWeight: 700, fontSize: size, lineHeight: 1.2, color: colours.text, textAlign: rtl ? "right" : "left" }, inputs.title || inputs.siteName),
      el("div", { display: "block", width: TEXT_WIDTH, fontFamily: `${body}, noto-sans-arabic`, fontWeight: 600, fontSize: 36, color: colours.primary, textAlign: rtl ? "right" : "left", position: "absolute", bottom: 64, left: 80 }, inputs.siteName),
    ],
  );
  const fonts = [...facesOf(heading, 700), ...facesOf(body, 600)];
  const svg = await satori(tree as never, { ...CARD_SIZE, fonts });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: CARD_SIZE.width } }).render().asPng());
}

/** A picture cropped to a card, 1200 × 630, by sharp as the site's other pictures are: its middle kept, as a JPEG every network reads. */
export function cropCard(picture: Buffer | string): Promise<Buffer> {
  return sharp(picture).resize(CARD_SIZE.width, CARD_SIZE.height, { fit: "cover", position: "attention" }).flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
