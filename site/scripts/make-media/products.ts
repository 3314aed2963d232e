/** Square product shots: one piece (or a small set) on the oak table against lime plaster. */
import type { Ctx } from "./svg";
import { clay, glazes, profiles } from "./palette";
import { drawPot, type PotInput } from "./pots";
import { drawPlate, drawRoom } from "./scene";

export interface MediaItem {
  name: string;
  width: number;
  height: number;
  widths?: number[];
  quality?: number;
  draw(ctx: Ctx): string;
}

const S = 1200;

function shot(name: string, draw: (ctx: Ctx) => string, room: Parameters<typeof drawRoom>[1] = {}): MediaItem {
  return { name, width: S, height: S, draw: (ctx) => drawRoom(ctx, { horizon: 0.62, ...room }) + draw(ctx) };
}

/** A pot plus a fitted lid sitting on its gallery. */
export function lidded(ctx: Ctx, jar: PotInput, lidHeight: number, lidGlaze = jar.glaze): string {
  const rimR = (jar.profile[0]?.[1] ?? 0.4) * jar.height;
  const hl = lidHeight;
  const prof: [number, number][] = [
    [0, (rimR * 0.16) / hl],
    [0.22, (rimR * 0.2) / hl],
    [0.36, (rimR * 0.12) / hl],
    [0.5, (rimR * 0.55) / hl],
    [0.82, (rimR * 1.0) / hl],
    [1, (rimR * 1.06) / hl],
  ];
  const top = jar.baseY - jar.height;
  return (
    drawPot(ctx, { ...jar, mouth: false }) +
    drawPot(ctx, {
      cx: jar.cx,
      baseY: top + rimR * (jar.tilt ?? 0.2) * 0.4,
      height: hl,
      profile: prof,
      glaze: lidGlaze,
      glazeLine: 0,
      tilt: jar.tilt ?? 0.2,
      shadow: false,
      mouth: false,
    })
  );
}

export const productShots: MediaItem[] = [
  shot("celadon-bottle-vase", (ctx) =>
    drawPot(ctx, { cx: 600, baseY: 1010, height: 760, profile: profiles.bottle!, glaze: glazes.celadon, clay: clay.porcelain, glazeLine: 0.03, tilt: 0.16 }),
  ),
  shot(
    "ash-storage-jar",
    (ctx) =>
      drawPot(ctx, { cx: 590, baseY: 1010, height: 640, profile: profiles.storageJar!, glaze: glazes.ash, clay: clay.toasted, glazeLine: 0.16, tilt: 0.18 }),
    { wall: "#e2d6c4", table: "#9c7352" },
  ),
  shot(
    "porcelain-moon-jar",
    (ctx) =>
      drawPot(ctx, { cx: 600, baseY: 1000, height: 660, profile: profiles.moonJar!, glaze: glazes.moon, clay: clay.porcelain, glazeLine: 0.05, tilt: 0.17 }),
    { wall: "#d9d2c6", table: "#8f6d50" },
  ),
  shot("tenmoku-tea-bowl", (ctx) =>
    drawPot(ctx, { cx: 600, baseY: 930, height: 330, profile: profiles.teaBowl!, glaze: glazes.tenmoku, clay: clay.iron, glazeLine: 0.2, tilt: 0.34, open: true }),
  ),
  shot("porcelain-breakfast-bowls", (ctx) =>
    [
      drawPot(ctx, { cx: 430, baseY: 800, height: 190, profile: profiles.bowl!, glaze: glazes.porcelainWhite, clay: clay.porcelain, glazeLine: 0.1, tilt: 0.32, open: true, castShadow: 0.6 }),
      drawPot(ctx, { cx: 770, baseY: 830, height: 200, profile: profiles.bowl!, glaze: glazes.sea, clay: clay.porcelain, glazeLine: 0.1, tilt: 0.32, open: true, castShadow: 0.6 }),
      drawPot(ctx, { cx: 560, baseY: 1010, height: 215, profile: profiles.bowl!, glaze: glazes.celadon, clay: clay.porcelain, glazeLine: 0.1, tilt: 0.32, open: true, castShadow: 0.6 }),
    ].join(""),
  ),
  shot("oatmeal-mug", (ctx) =>
    drawPot(ctx, { cx: 560, baseY: 960, height: 420, profile: profiles.mug!, glaze: glazes.oatmeal, clay: clay.stoneware, glazeLine: 0.14, tilt: 0.24, open: true, handle: "mug" }),
  ),
  shot("mug-pair", (ctx) =>
    [
      drawPot(ctx, { cx: 420, baseY: 880, height: 360, profile: profiles.mug!, glaze: glazes.slate, clay: clay.stoneware, glazeLine: 0.14, tilt: 0.24, open: true, handle: "mug" }),
      drawPot(ctx, { cx: 760, baseY: 1000, height: 380, profile: profiles.mug!, glaze: glazes.oatmeal, clay: clay.stoneware, glazeLine: 0.14, tilt: 0.24, open: true, handle: "mug" }),
    ].join(""),
  ),
  shot(
    "shino-tumbler",
    (ctx) =>
      drawPot(ctx, { cx: 600, baseY: 960, height: 440, profile: profiles.tumbler!, glaze: glazes.shino, clay: clay.stoneware, glazeLine: 0.12, tilt: 0.24, open: true }),
    { wall: "#e6dccd" },
  ),
  shot(
    "ash-dinner-plate",
    (ctx) =>
      drawPlate(ctx, { cx: 600, cy: 880, r: 440, tilt: 0.42, glaze: "#8e8056", rimColor: "#a3915f", clay: clay.toasted, well: 0.7, gloss: 0.4, decoration: "ash", decorationColor: "#6f8a4f" }),
    { horizon: 0.42 },
  ),
  shot(
    "celadon-platter",
    (ctx) =>
      drawPlate(ctx, { cx: 600, cy: 860, r: 500, tilt: 0.38, glaze: "#a9c2a7", rimColor: "#bfd0b9", clay: clay.porcelain, well: 0.74, gloss: 0.8, decoration: "rings", decorationColor: "#6f9478" }),
    { horizon: 0.4, table: "#8a6447" },
  ),
  shot("bud-vase-trio", (ctx) =>
    [
      drawPot(ctx, { cx: 400, baseY: 900, height: 380, profile: profiles.budVase!, glaze: glazes.honey, clay: clay.stoneware, glazeLine: 0.1, tilt: 0.2 }),
      drawPot(ctx, { cx: 620, baseY: 960, height: 470, profile: profiles.budVase!, glaze: glazes.celadon, clay: clay.porcelain, glazeLine: 0.06, tilt: 0.2 }),
      drawPot(ctx, { cx: 820, baseY: 1010, height: 330, profile: profiles.budVase!, glaze: glazes.slate, clay: clay.stoneware, glazeLine: 0.1, tilt: 0.2 }),
    ].join(""),
  ),
  shot(
    "lidded-salt-jar",
    (ctx) =>
      lidded(ctx, { cx: 600, baseY: 980, height: 330, profile: profiles.saltJar!, glaze: glazes.honey, clay: clay.stoneware, glazeLine: 0.16, tilt: 0.26 }, 110),
    { wall: "#ece3d6" },
  ),
  shot("pouring-jug", (ctx) =>
    drawPot(ctx, { cx: 570, baseY: 1000, height: 600, profile: profiles.jug!, glaze: glazes.slate, clay: clay.stoneware, glazeLine: 0.1, tilt: 0.2, handle: "jug", spout: true, open: true }),
  ),
];
