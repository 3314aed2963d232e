import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cropCard, renderCard } from "./card-image.server";
import { cardFile, type CardInputs } from "../../../config/social-card.server";
import { cardFamily } from "./card-family";
import { makeCards } from "./social-cards.server";

const inputs: CardInputs = {
  title: "Thrown stoneware jugs",
  siteName: "Atelier",
  colours: { background: "#fbf8f3", text: "#c81e1e", primary: "#2f5d50", muted: "#5c534a" },
  fonts: { heading: "georgia", body: "inter" },
  language: "en",
};

/** How many pixels of the PNG are exactly the colour `hex`. */
async function pixelsOf(png: Buffer, hex: string): Promise<number> {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] === want[0] && data[i + 1] === want[1] && data[i + 2] === want[2]) count += 1;
  return count;
}

describe("a generated social card", () => {
  it("is a 1200 × 630 PNG with the title drawn in the kit's text colour", async () => {
    const png = await renderCard(inputs);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(await pixelsOf(png, "#c81e1e")).toBeGreaterThan(2000);
  });

  it("draws an Arabic title with the Arabic face", async () => {
    const png = await renderCard({ ...inputs, title: "أباريق من الخزف", language: "ar" });
    expect(await pixelsOf(png, "#c81e1e")).toBeGreaterThan(2000);
  });

  it("is named by its inputs: another title, colour or font is another card", () => {
    expect(cardFile(inputs)).toBe(cardFile({ ...inputs }));
    expect(cardFile({ ...inputs, title: "Vases" })).not.toBe(cardFile(inputs));
    expect(cardFile({ ...inputs, colours: { ...inputs.colours, text: "#000000" } })).not.toBe(cardFile(inputs));
    expect(cardFile({ ...inputs, fonts: { ...inputs.fonts, heading: "lora" } })).not.toBe(cardFile(inputs));
  });

  it("draws the system stacks with shipped stand-ins of the same shape", () => {
    expect([cardFamily("system-sans"), cardFamily("georgia"), cardFamily("fraunces"), cardFamily("Palatino, serif"), cardFamily("Helvetica, sans-serif")]).toEqual(["inter", "source-serif-4", "fraunces", "source-serif-4", "inter"]);
  });
});

describe("a picture's card", () => {
  it("is the picture cropped to 1200 × 630", async () => {
    const picture = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#336699" } }).webp().toBuffer();
    const meta = await sharp(await cropCard(picture)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });
});

describe("the cards of a build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cards-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("draws each distinct card once, and none on a second build", async () => {
    const dirs = { outDir: path.join(dir, "out"), cacheDir: path.join(dir, "cache") };
    expect(await makeCards([inputs, { ...inputs }, { ...inputs, title: "Vases" }], dirs)).toEqual({ drawn: 2 });
    const second = { ...dirs, outDir: path.join(dir, "out2") };
    expect(await makeCards([inputs, { ...inputs, title: "Vases" }], second)).toEqual({ drawn: 0 });
    expect(readdirSync(second.outDir).sort()).toEqual([cardFile(inputs), cardFile({ ...inputs, title: "Vases" })].sort());
  });
});
