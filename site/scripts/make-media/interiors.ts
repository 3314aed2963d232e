/** Still lifes and studio interiors: the home page hero, shelves, the window, test tiles, the bench. */
import { drawLandscape } from "./landscape";
import { clay, glazes, profiles } from "./palette";
import { landscapes } from "./photos";
import { drawPot, type Glaze } from "./pots";
import type { MediaItem } from "./products";
import { drawPlate, drawRoom } from "./scene";
import { type Ctx, darken, f, grain, lighten, linear, mix, radial } from "./svg";

const W = 1200;
const H = 800;

function heroStillLife(ctx: Ctx): string {
  return [
    drawRoom(ctx, { horizon: 0.68, wall: "#e6dac8", table: "#a77c56" }),
    drawPot(ctx, { cx: 330, baseY: 640, height: 420, profile: profiles.moonJar!, glaze: glazes.moon, clay: clay.porcelain, glazeLine: 0.05, tilt: 0.16 }),
    drawPot(ctx, { cx: 600, baseY: 610, height: 470, profile: profiles.bottle!, glaze: glazes.celadon, clay: clay.porcelain, glazeLine: 0.03, tilt: 0.15 }),
    drawPot(ctx, { cx: 800, baseY: 625, height: 300, profile: profiles.storageJar!, glaze: glazes.ash, clay: clay.toasted, glazeLine: 0.16, tilt: 0.17 }),
    drawPot(ctx, { cx: 960, baseY: 700, height: 150, profile: profiles.teaBowl!, glaze: glazes.tenmoku, clay: clay.iron, glazeLine: 0.22, tilt: 0.3, open: true }),
    drawPot(ctx, { cx: 500, baseY: 730, height: 130, profile: profiles.bowl!, glaze: glazes.sea, clay: clay.porcelain, glazeLine: 0.1, tilt: 0.3, open: true }),
    grain(ctx, { frequency: 0.8, amount: 0.04 }),
  ].join("");
}

const raw = (color: string): Glaze => ({ top: lighten(color, 0.05), bottom: darken(color, 0.08), gloss: 0.05 });

function shelves(ctx: Ctx): string {
  const parts = [drawRoom(ctx, { horizon: 1, wall: "#d8cbb8" })];
  const forms = [
    { p: "mug", h: 0.55, open: true, handle: true },
    { p: "bowl", h: 0.4, open: true },
    { p: "budVase", h: 0.9, open: false },
    { p: "jug", h: 0.85, open: true },
    { p: "tumbler", h: 0.6, open: true },
    { p: "storageJar", h: 0.8, open: false },
    { p: "teaBowl", h: 0.5, open: true },
  ];
  [250, 520, 790].forEach((y, row) => {
    const state = row === 1 ? clay.bisque : clay.greenware;
    for (let x = 70; x < W - 60; ) {
      const form = ctx.rand.pick(forms);
      const hgt = 170 * form.h * ctx.rand.range(0.85, 1.1);
      const radius = Math.max(...profiles[form.p]!.map((p) => p[1])) * hgt;
      const color = row === 2 && ctx.rand.next() < 0.5 ? mix(clay.greenware, "#c2b8a8", 0.5) : state;
      parts.push(
        drawPot(ctx, {
          cx: x + radius,
          baseY: y - 4,
          height: hgt,
          profile: profiles[form.p]!,
          glaze: raw(color),
          clay: color,
          glazeLine: 0,
          tilt: 0.2,
          open: form.open,
          handle: form.handle ? "mug" : undefined,
          castShadow: 0.5,
        }),
      );
      x += radius * 2 + (form.handle ? hgt * 0.35 : 0) + ctx.rand.range(18, 50);
    }
    const plank = linear(ctx, 0, y - 4, 0, y + 26, [
      [0, "#c49a6c"],
      [0.25, "#a57a52"],
      [1, "#7c5738"],
    ]);
    parts.push(
      `<rect x="0" y="${y + 26}" width="${W}" height="26" fill="#000" opacity=".18" filter="url(#${ctx.blur(10)})"/>`,
      `<rect x="0" y="${y - 4}" width="${W}" height="30" fill="url(#${plank})"/>`,
    );
  });
  parts.push(grain(ctx, { frequency: 0.8, amount: 0.05 }));
  return parts.join("");
}

function studioWindow(ctx: Ctx): string {
  const wall = linear(ctx, 0, 0, W, 0, [
    [0, "#b9a58e"],
    [0.5, "#cdb9a0"],
    [1, "#a8937c"],
  ]);
  const win = { x: 250, y: 70, w: 700, h: 470 };
  const scale = win.w / 1200;
  const frame = "#efe7da";
  const glowOnWall = radial(ctx, 600, 300, 640, [
    [0, "#fff8ea", 0.45],
    [1, "#fff8ea", 0],
  ]);
  const sill = linear(ctx, 0, 540, 0, 600, [
    [0, "#e8ddcc"],
    [1, "#bca990"],
  ]);
  const cid = ctx.id("win");
  ctx.defs.push(`<clipPath id="${cid}"><rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}"/></clipPath>`);
  const outside = drawLandscape(ctx, 1200, 800, landscapes["fog-over-the-ridges"]!);
  return [
    `<rect width="${W}" height="${H}" fill="url(#${wall})"/>`,
    grain(ctx, { frequency: 0.01, amount: 0.05, color: "#5a4632", octaves: 3 }),
    `<rect width="${W}" height="${H}" fill="url(#${glowOnWall})"/>`,
    `<g clip-path="url(#${cid})"><g transform="translate(${win.x} ${win.y - 60}) scale(${scale.toFixed(5)})">${outside}</g></g>`,
    `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="#fff" opacity=".12"/>`,
    `<g fill="${frame}"><rect x="${win.x - 22}" y="${win.y - 22}" width="${win.w + 44}" height="22"/><rect x="${win.x - 22}" y="${win.y}" width="22" height="${win.h}"/><rect x="${win.x + win.w}" y="${win.y}" width="22" height="${win.h}"/>` +
      `<rect x="${win.x + win.w / 2 - 8}" y="${win.y}" width="16" height="${win.h}"/><rect x="${win.x}" y="${win.y + win.h / 2 - 8}" width="${win.w}" height="16"/></g>`,
    `<rect x="180" y="540" width="840" height="34" fill="url(#${sill})"/>`,
    `<rect x="180" y="574" width="840" height="18" fill="#8f7b64"/>`,
    `<rect x="180" y="592" width="840" height="24" fill="#000" opacity=".2" filter="url(#${ctx.blur(10)})"/>`,
    drawPot(ctx, { cx: 360, baseY: 556, height: 250, profile: profiles.budVase!, glaze: glazes.celadon, clay: clay.porcelain, glazeLine: 0.05, tilt: 0.18, castShadow: 0.4 }),
    drawPot(ctx, { cx: 520, baseY: 560, height: 170, profile: profiles.tumbler!, glaze: glazes.oatmeal, clay: clay.stoneware, glazeLine: 0.12, tilt: 0.2, open: true, castShadow: 0.4 }),
    drawPot(ctx, { cx: 760, baseY: 558, height: 300, profile: profiles.cylinderVase!, glaze: glazes.slate, clay: clay.stoneware, glazeLine: 0.1, tilt: 0.18, castShadow: 0.4 }),
    drawPot(ctx, { cx: 900, baseY: 562, height: 110, profile: profiles.teaBowl!, glaze: glazes.honey, clay: clay.stoneware, glazeLine: 0.2, tilt: 0.28, open: true, castShadow: 0.4 }),
    grain(ctx, { frequency: 0.8, amount: 0.05 }),
  ].join("");
}

function testTiles(ctx: Ctx): string {
  const board = linear(ctx, 0, 0, W, H, [
    [0, "#b48a62"],
    [1, "#8d6644"],
  ]);
  const palette = [
    glazes.celadon, glazes.ash, glazes.tenmoku, glazes.oatmeal, glazes.shino, glazes.slate,
    glazes.honey, glazes.sea, glazes.moon, glazes.porcelainWhite,
  ] as Glaze[];
  const extra: Glaze[] = [
    { top: "#8fa7b8", bottom: "#4b6a84", gloss: 0.8 },
    { top: "#c9b37a", bottom: "#8a6a2a", gloss: 0.6 },
    { top: "#7d8f6a", bottom: "#3f5236", gloss: 0.7 },
    { top: "#d8c3b8", bottom: "#a87b73", gloss: 0.5 },
  ];
  const all = [...palette, ...extra];
  const tiles: string[] = [];
  const tw = 120;
  const th = 150;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 7; col++) {
      const x = 95 + col * 150 + ctx.rand.range(-6, 6);
      const y = 60 + row * 180 + ctx.rand.range(-6, 6);
      const g = all[(row * 7 + col) % all.length]!;
      const fill = linear(ctx, 0, y, 0, y + th, [
        [0, g.rim ?? lighten(g.top, 0.1)],
        [0.2, g.top],
        [0.8, g.bottom],
      ]);
      const line = y + th * ctx.rand.range(0.7, 0.82);
      const drip = ctx.rand.range(0, 1) < 0.6 ? `<path d="M${f(x + ctx.rand.range(20, tw - 20))} ${f(line - 4)}v${f(ctx.rand.range(8, 22))}" stroke="${darken(g.bottom, 0.1)}" stroke-width="${f(ctx.rand.range(5, 9))}" stroke-linecap="round"/>` : "";
      tiles.push(
        `<g transform="rotate(${f(ctx.rand.range(-2, 2))} ${f(x + tw / 2)} ${f(y + th / 2)})">` +
          `<rect x="${f(x + 6)}" y="${f(y + 8)}" width="${tw}" height="${th}" rx="8" fill="#2a1a10" opacity=".35" filter="url(#${ctx.blur(5)})"/>` +
          `<rect x="${f(x)}" y="${f(y)}" width="${tw}" height="${th}" rx="8" fill="${clay.stoneware}"/>` +
          `<path d="M${f(x)} ${f(y + 8)}q0 -8 8 -8h${tw - 16}q8 0 8 8V${f(line)}H${f(x)}Z" fill="url(#${fill})"/>${drip}` +
          `<circle cx="${f(x + tw / 2)}" cy="${f(y + 18)}" r="6" fill="#4a3222"/>` +
          `<rect x="${f(x)}" y="${f(y)}" width="${tw}" height="${th}" rx="8" fill="none" stroke="#fff" stroke-opacity="${f(0.1 + g.gloss * 0.2)}" stroke-width="2"/>` +
          `<path d="M${f(x + 16)} ${f(y + th - 16)}h${f(ctx.rand.range(20, 50))}" stroke="#4a3222" stroke-width="3" stroke-linecap="round"/>` +
          `</g>`,
      );
    }
  }
  return [
    `<rect width="${W}" height="${H}" fill="url(#${board})"/>`,
    grain(ctx, { frequency: 0.006, amount: 0.08, color: "#4b301c", octaves: 4 }),
    tiles.join(""),
    grain(ctx, { frequency: 0.8, amount: 0.05 }),
  ].join("");
}

function bench(ctx: Ctx): string {
  const top = linear(ctx, 0, 0, W, H, [
    [0, "#c7a27a"],
    [1, "#9b7652"],
  ]);
  const lump = radial(ctx, 430, 330, 190, [
    [0, "#a78c77"],
    [0.7, "#8a705d"],
    [1, "#6b5444"],
  ]);
  const water = radial(ctx, 930, 250, 130, [
    [0, "#8d7a68"],
    [0.85, "#6e5d4e"],
    [0.9, "#e8e2d6"],
    [1, "#b8ad9c"],
  ]);
  const dust: string[] = [];
  for (let i = 0; i < 160; i++) {
    dust.push(`<circle cx="${f(ctx.rand.range(0, W))}" cy="${f(ctx.rand.range(0, H))}" r="${f(ctx.rand.range(1, 5))}" opacity="${f(ctx.rand.range(0.1, 0.4))}"/>`);
  }
  const pores: string[] = [];
  for (let i = 0; i < 60; i++) {
    pores.push(`<circle cx="${f(ctx.rand.range(760, 940))}" cy="${f(ctx.rand.range(560, 670))}" r="${f(ctx.rand.range(1.5, 4))}"/>`);
  }
  const shadow = (d: string): string => `<path d="${d}" fill="#2a1a10" opacity=".35" transform="translate(10 12)" filter="url(#${ctx.blur(8)})"/>`;
  const lumpPath = "M300 250 C340 170 520 170 570 240 C620 310 600 420 520 450 C430 485 300 460 280 390 C265 340 275 290 300 250Z";
  const rib = "M640 420 C700 360 830 370 860 440 C880 490 820 520 760 505 C700 490 620 470 640 420Z";
  return [
    `<rect width="${W}" height="${H}" fill="url(#${top})"/>`,
    grain(ctx, { frequency: 0.004, amount: 0.1, color: "#4b301c", octaves: 4 }),
    `<g fill="#e6ddd0">${dust.join("")}</g>`,
    shadow(lumpPath),
    `<path d="${lumpPath}" fill="url(#${lump})"/>`,
    `<path d="M330 300 C380 260 470 250 530 290" fill="none" stroke="#c2ab98" stroke-width="6" opacity=".5" stroke-linecap="round"/>`,
    `<path d="M300 420 C380 450 480 440 540 420" fill="none" stroke="#5a4537" stroke-width="2" opacity=".5"/>`,
    shadow(rib),
    `<path d="${rib}" fill="#c98f55"/><path d="${rib}" fill="none" stroke="#8a5a30" stroke-width="3"/>`,
    `<ellipse cx="750" cy="450" rx="16" ry="10" fill="#8a5a30"/>`,
    `<circle cx="930" cy="250" r="130" fill="#2a1a10" opacity=".3" transform="translate(10 12)" filter="url(#${ctx.blur(10)})"/>`,
    `<circle cx="930" cy="250" r="130" fill="url(#${water})"/>`,
    `<path d="M870 200 q40 -20 90 0" fill="none" stroke="#fff" stroke-width="4" opacity=".35" stroke-linecap="round"/>`,
    `<rect x="750" y="550" width="200" height="130" rx="40" fill="#2a1a10" opacity=".3" transform="translate(8 10)" filter="url(#${ctx.blur(8)})"/>`,
    `<rect x="750" y="550" width="200" height="130" rx="40" fill="#e2c25f"/>`,
    `<g fill="#b08d2e" opacity=".6">${pores.join("")}</g>`,
    `<path d="M120 620 C260 560 420 700 560 640" fill="none" stroke="#5d5d5d" stroke-width="2.5"/>`,
    `<rect x="90" y="600" width="40" height="22" rx="8" fill="#a06a3e" transform="rotate(-20 110 611)"/>`,
    `<rect x="545" y="628" width="40" height="22" rx="8" fill="#a06a3e" transform="rotate(-10 565 639)"/>`,
    `<rect x="150" y="90" width="230" height="22" rx="10" fill="#7a4d2e" transform="rotate(12 265 101)"/>`,
    `<path d="M380 120 q40 -30 70 10 q-30 30 -70 10Z" fill="none" stroke="#6f6f6f" stroke-width="5" transform="rotate(12 265 101)"/>`,
    drawPlate(ctx, { cx: 1030, cy: 620, r: 120, tilt: 1, glaze: "#d9cdb9", rimColor: "#c9bba4", clay: clay.bisque, well: 0.7, gloss: 0.1, decoration: "none", decorationColor: "#000" }),
    grain(ctx, { frequency: 0.8, amount: 0.05 }),
  ].join("");
}

function celadonSurface(ctx: Ctx): string {
  const base = linear(ctx, 0, 0, W, H, [
    [0, "#d5e2cf"],
    [0.5, "#a9c4ad"],
    [1, "#84a78e"],
  ]);
  const depth = radial(ctx, 380, 260, 700, [
    [0, "#ffffff", 0.35],
    [1, "#3e6b52", 0.35],
  ]);
  const lines: string[] = [];
  for (let i = 0; i < 140; i++) {
    let x = ctx.rand.range(-50, W + 50);
    let y = ctx.rand.range(-50, H + 50);
    let a = ctx.rand.range(0, Math.PI * 2);
    let d = `M${f(x)} ${f(y)}`;
    for (let s = 0; s < 6; s++) {
      a += ctx.rand.range(-0.6, 0.6);
      x += Math.cos(a) * ctx.rand.range(30, 80);
      y += Math.sin(a) * ctx.rand.range(30, 80);
      d += `L${f(x)} ${f(y)}`;
    }
    lines.push(`<path d="${d}" stroke-width="${f(ctx.rand.range(0.8, 2.2))}" opacity="${f(ctx.rand.range(0.2, 0.55))}"/>`);
  }
  const bubbles: string[] = [];
  for (let i = 0; i < 120; i++) {
    const r = ctx.rand.range(1.5, 7);
    const x = ctx.rand.range(0, W);
    const y = ctx.rand.range(0, H);
    bubbles.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="#eef5ea" stroke-width="1" opacity="${f(ctx.rand.range(0.3, 0.7))}"/>`);
  }
  return [
    `<rect width="${W}" height="${H}" fill="url(#${base})"/>`,
    grain(ctx, { frequency: 0.01, amount: 0.12, color: "#4f7a60", octaves: 3 }),
    `<g fill="none" stroke="#4d6f58">${lines.join("")}</g>`,
    `<g filter="url(#${ctx.blur(1.5)})" fill="none" stroke="#f3f8ef" opacity=".35" transform="translate(2 2)">${lines.slice(0, 60).join("")}</g>`,
    `<g>${bubbles.join("")}</g>`,
    `<rect width="${W}" height="${H}" fill="url(#${depth})"/>`,
  ].join("");
}

export const interiorItems: MediaItem[] = [
  { name: "still-life-on-the-oak-table", width: W, height: H, draw: heroStillLife },
  { name: "greenware-drying-shelves", width: W, height: H, draw: shelves },
  { name: "studio-window-in-fog", width: W, height: H, draw: studioWindow },
  { name: "glaze-test-tiles", width: W, height: H, draw: testTiles },
  { name: "workbench-with-tools", width: W, height: H, draw: bench },
  { name: "celadon-crackle-surface", width: W, height: H, draw: celadonSurface },
];
