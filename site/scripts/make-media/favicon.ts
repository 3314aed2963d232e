/** The site mark: a round-shouldered jar with a glaze line, in the kit colours. */
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const primary = "#8a4b2a";
const paper = "#fbf8f3";

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${paper}"/>
<path d="M24 10h16v3.5c0 1.6 1.1 2.6 3 3.6 7.4 3.9 11 10.3 11 18.4 0 9.4-5.3 15.8-11.4 18.5H22.4C16.3 51.3 11 44.9 11 35.5c0-8.1 3.6-14.5 11-18.4 1.9-1 3-2 3-3.6Z" fill="${primary}" transform="translate(0 0)"/>
<path d="M12.6 41.5c6 2.6 12.6 3.9 19.4 3.9s13.4-1.3 19.4-3.9" fill="none" stroke="${paper}" stroke-width="2.6" stroke-linecap="round"/>
<path d="M19 24.5c1.8-2.4 4.2-4 7-5" fill="none" stroke="${paper}" stroke-width="2.4" stroke-linecap="round" opacity=".7"/>
</svg>
`;

/** An .ico file holding PNG images (every current browser reads PNG-in-ICO). */
export function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + pngs.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

export async function writeFavicons(publicDir: string): Promise<void> {
  writeFileSync(`${publicDir}/favicon.svg`, faviconSvg);
  const pngs = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      data: await sharp(Buffer.from(faviconSvg), { density: (72 * size) / 64 })
        .resize(size, size)
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    })),
  );
  writeFileSync(`${publicDir}/favicon.ico`, ico(pngs));
}
