/** Framed print shots for the shop, close-up details of pieces, and a bowl seen from above. */
import { drawLandscape } from "./landscape";
import { clay, glazes, profiles } from "./palette";
import { landscapes } from "./photos";
import { drawPot } from "./pots";
import type { MediaItem } from "./products";
import { drawPlate, drawRoom } from "./scene";
import { type Ctx, f, grain, linear, radial } from "./svg";

const S = 1200;

function framed(photo: string, wall: string, frame: string): (ctx: Ctx) => string {
  return (ctx) => {
    const outer = { x: 250, y: 290, w: 700, h: 510 };
    const border = 26;
    const mat = 62;
    const inner = { x: outer.x + border + mat, y: outer.y + border + mat, w: outer.w - 2 * (border + mat), h: 0 };
    inner.h = (inner.w * 2) / 3;
    outer.h = inner.h + 2 * (border + mat);
    const wallFill = linear(ctx, 0, 0, S, S, [
      [0, wall],
      [1, "#b9ab98"],
    ]);
    const light = radial(ctx, S * 0.25, S * 0.1, S, [
      [0, "#fffaf0", 0.5],
      [1, "#fffaf0", 0],
    ]);
    const frameFill = linear(ctx, outer.x, outer.y, outer.x + outer.w, outer.y + outer.h, [
      [0, frame],
      [1, "#3a2a1e"],
    ]);
    const cid = ctx.id("print");
    ctx.defs.push(`<clipPath id="${cid}"><rect x="${inner.x}" y="${f(inner.y)}" width="${inner.w}" height="${f(inner.h)}"/></clipPath>`);
    const scale = inner.w / 1200;
    return [
      `<rect width="${S}" height="${S}" fill="url(#${wallFill})"/>`,
      grain(ctx, { frequency: 0.009, amount: 0.05, color: "#6a5642", octaves: 3 }),
      `<rect width="${S}" height="${S}" fill="url(#${light})"/>`,
      `<rect x="${outer.x + 18}" y="${outer.y + 26}" width="${outer.w}" height="${f(outer.h)}" fill="#2a1c12" opacity=".35" filter="url(#${ctx.blur(18)})"/>`,
      `<rect x="${outer.x}" y="${outer.y}" width="${outer.w}" height="${f(outer.h)}" fill="url(#${frameFill})"/>`,
      `<rect x="${outer.x + border}" y="${outer.y + border}" width="${outer.w - 2 * border}" height="${f(outer.h - 2 * border)}" fill="#f7f3ec"/>`,
      `<rect x="${outer.x + border}" y="${outer.y + border}" width="${outer.w - 2 * border}" height="8" fill="#000" opacity=".08"/>`,
      `<g clip-path="url(#${cid})"><g transform="translate(${inner.x} ${f(inner.y)}) scale(${scale.toFixed(5)})">${drawLandscape(ctx, 1200, 800, landscapes[photo]!)}</g></g>`,
      `<rect x="${inner.x - 1}" y="${f(inner.y - 1)}" width="${inner.w + 2}" height="${f(inner.h + 2)}" fill="none" stroke="#d9d2c5" stroke-width="2"/>`,
    ].join("");
  };
}

function detail(ctx: Ctx, kind: "celadon" | "ash"): string {
  const room = drawRoom(ctx, { horizon: 0.9, wall: kind === "ash" ? "#ddd0bd" : "#e6dccd" });
  const pot =
    kind === "celadon"
      ? drawPot(ctx, { cx: 560, baseY: 1900, height: 2300, profile: profiles.bottle!, glaze: { ...glazes.celadon, crackle: { color: "#5d7a63", count: 420 } }, clay: clay.porcelain, glazeLine: 0.03, tilt: 0.15, shadow: false })
      : drawPot(ctx, { cx: 620, baseY: 1450, height: 1500, profile: profiles.storageJar!, glaze: { ...glazes.ash, drips: { color: "#7f9a5b", count: 40, length: 0.3 }, speckle: { color: "#3d2a1a", count: 900, size: 4 } }, clay: clay.toasted, glazeLine: 0.16, tilt: 0.18, shadow: false });
  return room + pot + grain(ctx, { frequency: 0.8, amount: 0.05 });
}

function tenmokuFromAbove(ctx: Ctx): string {
  const table = linear(ctx, 0, 0, S, S, [
    [0, "#b08660"],
    [1, "#8a6444"],
  ]);
  return [
    `<rect width="${S}" height="${S}" fill="url(#${table})"/>`,
    grain(ctx, { frequency: 0.005, amount: 0.1, color: "#4b301c", octaves: 4 }),
    drawPlate(ctx, { cx: 600, cy: 600, r: 420, tilt: 1, glaze: "#2a170e", rimColor: "#6b3a1c", clay: clay.iron, well: 0.86, gloss: 0.9, decoration: "hare", decorationColor: "#c0833e" }),
    grain(ctx, { frequency: 0.8, amount: 0.04 }),
  ].join("");
}

export const printItems: MediaItem[] = [
  { name: "print-fog-over-the-ridges-framed", width: S, height: S, draw: framed("fog-over-the-ridges", "#e4dbcd", "#6b4a32") },
  { name: "print-north-shore-dawn-framed", width: S, height: S, draw: framed("north-shore-dawn", "#e2d9d2", "#2f2a28") },
  { name: "print-moor-at-dusk-framed", width: S, height: S, draw: framed("moor-at-dusk", "#ddd2c4", "#8a6a4a") },
  { name: "print-still-water-framed", width: S, height: S, draw: framed("still-water-at-first-light", "#e6e0d6", "#d8cbb6") },
  { name: "celadon-bottle-vase-detail", width: S, height: S, draw: (ctx) => detail(ctx, "celadon") },
  { name: "ash-storage-jar-detail", width: S, height: S, draw: (ctx) => detail(ctx, "ash") },
  { name: "tenmoku-tea-bowl-from-above", width: S, height: S, draw: tenmokuFromAbove },
];
