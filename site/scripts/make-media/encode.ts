import sharp from "sharp";

/**
 * The site's image pipeline (docs/behaviour/content.md#media): each image as WebP at
 * these widths, never wider than the source, and its mean colour as the placeholder
 * shown while it loads. The demo generator (make-media.ts) and the page builder's
 * upload both encode through here.
 */
export const STANDARD_WIDTHS = [480, 800, 1200] as const;

export type EncodeOptions = {
  /** WebP quality. @default 64 */
  quality: number;
  /** Widths to write; those wider than the source are skipped. @default STANDARD_WIDTHS */
  widths: readonly number[];
};

const defaultOptions: EncodeOptions = { quality: 64, widths: STANDARD_WIDTHS };

/** The widths an image of `sourceWidth` gets: the standard ones it covers, or its own width when it is narrower than all. */
export function widthsFor(sourceWidth: number, widths: readonly number[] = STANDARD_WIDTHS): number[] {
  const fitting = widths.filter((w) => w <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

/** WebP files by width. */
export async function encodeWidths(input: Buffer, options: Partial<EncodeOptions> = {}): Promise<Map<number, Buffer>> {
  const { quality, widths } = { ...defaultOptions, ...options };
  const files = new Map<number, Buffer>();
  for (const width of widths) {
    files.set(width, await sharp(input).resize(width).webp({ quality, effort: 6, smartSubsample: true }).toBuffer());
  }
  return files;
}

const hex = (n: number): string => Math.round(n).toString(16).padStart(2, "0");

/** The image's mean colour, `#rrggbb`: it reads as the image's overall tone while it loads. */
export async function placeholderOf(input: Buffer): Promise<string> {
  const { channels } = await sharp(input).stats();
  return `#${channels.slice(0, 3).map((c) => hex(c.mean)).join("")}`;
}
