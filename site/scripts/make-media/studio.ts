/** Studio and kiln scenes: the wheel, the wood kiln at night, the woodpile and a kiln shelf. */
import { clay, glazes, profiles } from "./palette";
import { drawPot } from "./pots";
import type { MediaItem } from "./products";
import { type Ctx, darken, f, grain, lighten, linear, mix, radial } from "./svg";

const W = 1200;
const H = 800;

/** A running-bond brick pattern; returns the pattern id. */
export function bricks(ctx: Ctx, brick: string, mortar: string, size = 1): string {
  const pid = ctx.id("bricks");
  const bw = 72 * size;
  const bh = 26 * size;
  const m = 3 * size;
  const tone = (k: number): string => mix(brick, k > 0 ? "#ffffff" : "#000000", Math.abs(k));
  ctx.defs.push(
    `<pattern id="${pid}" width="${f(bw * 2)}" height="${f(bh * 2)}" patternUnits="userSpaceOnUse">` +
      `<rect width="${f(bw * 2)}" height="${f(bh * 2)}" fill="${mortar}"/>` +
      `<rect x="${f(m / 2)}" y="${f(m / 2)}" width="${f(bw - m)}" height="${f(bh - m)}" rx="2" fill="${tone(0.06)}"/>` +
      `<rect x="${f(bw + m / 2)}" y="${f(m / 2)}" width="${f(bw - m)}" height="${f(bh - m)}" rx="2" fill="${tone(-0.08)}"/>` +
      `<rect x="${f(-bw / 2 + m / 2)}" y="${f(bh + m / 2)}" width="${f(bw - m)}" height="${f(bh - m)}" rx="2" fill="${tone(-0.03)}"/>` +
      `<rect x="${f(bw / 2 + m / 2)}" y="${f(bh + m / 2)}" width="${f(bw - m)}" height="${f(bh - m)}" rx="2" fill="${tone(0.1)}"/>` +
      `<rect x="${f(bw * 1.5 + m / 2)}" y="${f(bh + m / 2)}" width="${f(bw - m)}" height="${f(bh - m)}" rx="2" fill="${tone(-0.12)}"/>` +
      `</pattern>`,
  );
  return pid;
}

function wheel(ctx: Ctx): string {
  const wall = linear(ctx, 0, 0, W, H, [
    [0, "#7d6a58"],
    [1, "#3a2f28"],
  ]);
  const light = radial(ctx, W * 0.2, H * 0.1, W * 0.8, [
    [0, "#ffe9c9", 0.5],
    [1, "#ffe9c9", 0],
  ]);
  const bokeh: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = ctx.rand.range(0, W);
    const y = ctx.rand.range(H * 0.05, H * 0.45);
    bokeh.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(ctx.rand.range(18, 45))}" ry="${f(ctx.rand.range(30, 70))}" fill="${ctx.rand.pick(["#c9b8a2", "#9d8d7c", "#e3d6c3", "#6d5e52"])}" opacity="${f(ctx.rand.range(0.3, 0.7))}"/>`,
    );
  }
  const shelf = `<rect y="${f(H * 0.47)}" width="${W}" height="14" fill="#2b211b" opacity=".6"/>`;
  const pan = linear(ctx, 160, 0, 1040, 0, [
    [0, "#38444a"],
    [0.35, "#6e7f86"],
    [1, "#27313a"],
  ]);
  const head = linear(ctx, 0, 560, 0, 620, [
    [0, "#8d8f8e"],
    [1, "#5e605f"],
  ]);
  const slurry = radial(ctx, 600, 585, 230, [
    [0.5, "#7a5b46", 0],
    [0.8, "#7a5b46", 0.8],
    [1, "#6a4d3a", 0.4],
  ], 0.22);
  const wet = { top: "#9a735b", bottom: "#6d4f3d", rim: "#b48a6c", gloss: 0.95, rings: { color: "#4f372a", count: 9 } };
  return [
    `<rect width="${W}" height="${H}" fill="url(#${wall})"/>`,
    `<g filter="url(#${ctx.blur(16)})">${bokeh.join("")}${shelf}</g>`,
    `<rect width="${W}" height="${H}" fill="url(#${light})"/>`,
    `<path d="M160 600 A440 120 0 0 0 1040 600 L1010 760 A410 60 0 0 1 190 760Z" fill="#242d33"/>`,
    `<ellipse cx="600" cy="600" rx="440" ry="120" fill="url(#${pan})"/>`,
    `<ellipse cx="600" cy="612" rx="400" ry="100" fill="#2a3338"/>`,
    `<ellipse cx="600" cy="600" rx="250" ry="56" fill="#3c3d3c"/>`,
    `<ellipse cx="600" cy="590" rx="250" ry="56" fill="url(#${head})"/>`,
    `<ellipse cx="600" cy="590" rx="250" ry="56" fill="url(#${slurry})"/>`,
    drawPot(ctx, { cx: 600, baseY: 592, height: 340, profile: profiles.cylinderVase!, glaze: wet, clay: "#6d4f3d", glazeLine: 0, tilt: 0.22, open: true, castShadow: 0.3 }),
    grain(ctx, { frequency: 0.8, amount: 0.05 }),
  ].join("");
}

function kilnFiring(ctx: Ctx): string {
  const sky = linear(ctx, 0, 0, 0, H, [
    [0, "#0d1018"],
    [0.6, "#2a1c1a"],
    [1, "#1a110d"],
  ]);
  const brick = bricks(ctx, "#6a3b28", "#2a1a14", 0.9);
  const fire = radial(ctx, 600, 640, 150, [
    [0, "#fff6c8"],
    [0.3, "#ffc65a"],
    [0.7, "#e0601d"],
    [1, "#6a1a08"],
  ]);
  const glow = radial(ctx, 600, 640, 620, [
    [0, "#ff8a2a", 0.6],
    [0.5, "#ff6a1a", 0.18],
    [1, "#ff6a1a", 0],
  ]);
  const flames: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = 600 + ctx.rand.range(-90, 90);
    const hgt = ctx.rand.range(70, 170);
    const wdt = ctx.rand.range(18, 40);
    flames.push(
      `<path d="M${f(x - wdt)} 720 C${f(x - wdt)} ${f(720 - hgt * 0.5)} ${f(x + wdt * 0.3)} ${f(720 - hgt * 0.6)} ${f(x + ctx.rand.range(-10, 10))} ${f(720 - hgt)} C${f(x + wdt * 0.2)} ${f(720 - hgt * 0.5)} ${f(x + wdt)} ${f(720 - hgt * 0.4)} ${f(x + wdt)} 720Z" fill="${ctx.rand.pick(["#ffd36a", "#ffb347", "#ff8c32"])}" opacity="${f(ctx.rand.range(0.5, 0.9))}"/>`,
    );
  }
  const sparks: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = 600 + ctx.rand.range(-350, 450);
    const y = ctx.rand.range(20, 420);
    sparks.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(ctx.rand.range(0.8, 2.6))}" opacity="${f(ctx.rand.range(0.3, 1))}"/>`);
  }
  const smoke: string[] = [];
  for (let i = 0; i < 8; i++) {
    smoke.push(
      `<ellipse cx="${f(980 + i * 25 + ctx.rand.range(-30, 30))}" cy="${f(200 - i * 30)}" rx="${f(60 + i * 14)}" ry="${f(30 + i * 6)}" opacity="${f(0.25 - i * 0.02)}"/>`,
    );
  }
  const logs: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let i = 0; i < 4 - (row % 2); i++) {
      const r = ctx.rand.range(22, 30);
      const x = 90 + i * 58 + (row % 2) * 29;
      const y = 770 - row * 50;
      logs.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#3b2417"/><circle cx="${f(x + 2)}" cy="${f(y)}" r="${f(r * 0.78)}" fill="#a06a3e"/><circle cx="${f(x + 3)}" cy="${f(y)}" r="${f(r * 0.4)}" fill="none" stroke="#6d4427" stroke-width="2"/>`,
      );
    }
  }
  const ground = linear(ctx, 0, 700, 0, H, [
    [0, "#3a2016"],
    [1, "#120b08"],
  ]);
  return [
    `<rect width="${W}" height="${H}" fill="url(#${sky})"/>`,
    `<g fill="#5a5058" filter="url(#${ctx.blur(18)})">${smoke.join("")}</g>`,
    `<rect x="930" y="120" width="90" height="500" fill="url(#${brick})"/>`,
    `<rect x="930" y="120" width="90" height="500" fill="#000" opacity=".45"/>`,
    `<path d="M250 740 V420 Q600 160 950 420 V740Z" fill="url(#${brick})"/>`,
    `<path d="M250 740 V420 Q600 160 950 420 V740Z" fill="url(#${glow})"/>`,
    `<path d="M250 740 V420 Q600 160 950 420" fill="none" stroke="#1c120e" stroke-width="10" opacity=".6"/>`,
    `<path d="M470 730 V620 Q600 520 730 620 V730Z" fill="#1e0c06"/>`,
    `<path d="M485 730 V625 Q600 535 715 625 V730Z" fill="url(#${fire})"/>`,
    `<g filter="url(#${ctx.blur(6)})">${flames.join("")}</g>`,
    `<rect y="700" width="${W}" height="100" fill="url(#${ground})"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${glow})" opacity=".7"/>`,
    `<g>${logs.join("")}</g>`,
    `<g fill="#ffc77a">${sparks.join("")}</g>`,
    grain(ctx, { frequency: 0.8, amount: 0.08 }),
  ].join("");
}

function woodpile(ctx: Ctx): string {
  const logs: string[] = [];
  const woods = ["#c99a66", "#d4a874", "#b98a5a", "#cfa26b", "#bf8f5e"];
  for (let y = 40; y < H + 60; y += 88) {
    for (let x = ctx.rand.range(-40, 0); x < W + 60; ) {
      const r = ctx.rand.range(34, 56);
      const cx = x + r;
      const cy = y + ctx.rand.range(-10, 10);
      const wood = ctx.rand.pick(woods);
      const face = radial(ctx, cx - r * 0.2, cy - r * 0.2, r, [
        [0, lighten(wood, 0.15)],
        [0.8, wood],
        [1, darken(wood, 0.25)],
      ]);
      let rings = "";
      for (let k = 0.2; k < 0.85; k += ctx.rand.range(0.1, 0.18)) {
        rings += `<circle cx="${f(cx + ctx.rand.range(-2, 2))}" cy="${f(cy + ctx.rand.range(-2, 2))}" r="${f(r * k)}"/>`;
      }
      const a = ctx.rand.range(0, Math.PI * 2);
      logs.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 5)}" fill="#4a3322"/>` +
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${face})"/>` +
          `<g fill="none" stroke="${darken(wood, 0.25)}" stroke-width="1.3" opacity=".55">${rings}</g>` +
          `<path d="M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * r * 0.9)} ${f(cy + Math.sin(a) * r * 0.9)}" stroke="#3a2416" stroke-width="2.2" opacity=".7"/>`,
      );
      x += r * 2 + ctx.rand.range(4, 14);
    }
  }
  const light = linear(ctx, 0, 0, W, H, [
    [0, "#fff3dc", 0.18],
    [1, "#000", 0.35],
  ]);
  return [
    `<rect width="${W}" height="${H}" fill="#1f150e"/>`,
    logs.join(""),
    `<rect width="${W}" height="${H}" fill="url(#${light})"/>`,
    grain(ctx, { frequency: 0.7, amount: 0.08 }),
  ].join("");
}

function kilnShelf(ctx: Ctx): string {
  const brick = bricks(ctx, "#cdb79c", "#8f7a66", 1.1);
  const shade = radial(ctx, W * 0.45, H * 0.35, W * 0.75, [
    [0, "#fff0d8", 0.15],
    [1, "#1b120c", 0.6],
  ]);
  const slab = linear(ctx, 0, 560, 0, 600, [
    [0, "#b9ab98"],
    [1, "#8a7e70"],
  ]);
  const pots = [
    drawPot(ctx, { cx: 250, baseY: 572, height: 300, profile: profiles.storageJar!, glaze: glazes.ash, clay: clay.toasted, glazeLine: 0.18, tilt: 0.16 }),
    drawPot(ctx, { cx: 520, baseY: 575, height: 360, profile: profiles.bottle!, glaze: { ...glazes.ash, drips: { color: "#8aa05f", count: 10, length: 0.35 } }, clay: clay.toasted, glazeLine: 0.2, tilt: 0.16 }),
    drawPot(ctx, { cx: 760, baseY: 578, height: 170, profile: profiles.teaBowl!, glaze: glazes.shino, clay: clay.stoneware, glazeLine: 0.25, tilt: 0.3, open: true }),
    drawPot(ctx, { cx: 980, baseY: 574, height: 260, profile: profiles.jug!, glaze: { ...glazes.ash, flash: "#d7824a" }, clay: clay.toasted, glazeLine: 0.25, tilt: 0.18, handle: "jug", spout: true, open: true }),
  ];
  return [
    `<rect width="${W}" height="${H}" fill="url(#${brick})"/>`,
    `<rect width="${W}" height="${H}" fill="#3b2a1d" opacity=".25"/>`,
    `<rect x="60" y="590" width="46" height="230" fill="#a89c8c"/><rect x="1094" y="590" width="46" height="230" fill="#a89c8c"/>`,
    pots.join(""),
    `<rect x="-10" y="575" width="${W + 20}" height="28" fill="url(#${slab})"/>`,
    `<rect x="-10" y="603" width="${W + 20}" height="10" fill="#000" opacity=".3" filter="url(#${ctx.blur(4)})"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${shade})"/>`,
    grain(ctx, { frequency: 0.75, amount: 0.07 }),
  ].join("");
}

export const studioItems: MediaItem[] = [
  { name: "wet-clay-on-the-wheel", width: W, height: H, draw: wheel },
  { name: "anagama-firing-at-night", width: W, height: H, draw: kilnFiring },
  { name: "kiln-wood-stack", width: W, height: H, draw: woodpile },
  { name: "kiln-shelf-after-firing", width: W, height: H, draw: kilnShelf },
];
