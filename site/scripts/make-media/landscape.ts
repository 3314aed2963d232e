/**
 * Landscape "photographs": layered ridgelines that fade into the sky with distance,
 * fog lying in the valleys, optional sea with a path of light, and film grain.
 */
import { createNoise1d } from "./random";
import { type Ctx, type Stop, darken, f, grain, lighten, linear, mix, radial } from "./svg";

export interface Ridge {
  color: string;
  /** Mean height of the ridge, as a fraction of the image height. */
  base: number;
  /** Amplitude, as a fraction of the image height. */
  amp: number;
  /** Horizontal wavelength in px of the broadest swell. */
  scale: number;
  trees?: "pine" | "round";
  treeSize?: number;
  /** Sharper, rockier ridge. */
  rough?: boolean;
  /** Only part of the width [from, to] as fractions, e.g. a headland; the ends slope into the sea. */
  span?: [number, number];
  /** Width of the slope at each end of a span, as a fraction of the width. */
  edge?: number;
}

export interface LandscapeOptions {
  sky: Stop[];
  sun?: { x: number; y: number; r: number; color: string; glow: number };
  clouds?: { color: string; count: number; opacity: number };
  /** Drawn in order, far to near. */
  ridges: Ridge[];
  /** Colour the valleys fill with; also tints ridge feet. */
  fog: string;
  /** Fog banks drawn after ridge i (index into ridges). */
  fogAfter: number[];
  sea?: { y: number; top: string; bottom: string; afterRidge: number; shimmer: string };
  /** Mirror everything above this line into still water. */
  reflect?: { y: number; tint: string };
  grass?: { color: string; y: number };
  /** A line of fence posts receding from the left foreground. */
  fence?: { color: string };
  grainAmount: number;
}

export function drawLandscape(ctx: Ctx, w: number, h: number, o: LandscapeOptions): string {
  const rand = ctx.rand;
  const sky = linear(ctx, 0, 0, 0, h, o.sky);
  const above: string[] = [`<rect width="${w}" height="${h}" fill="url(#${sky})"/>`];
  const below: string[] = [];
  if (o.sun) {
    const s = o.sun;
    const glow = radial(ctx, s.x * w, s.y * h, w * s.glow, [
      [0, s.color, 0.8],
      [0.3, s.color, 0.3],
      [1, s.color, 0],
    ]);
    above.push(
      `<rect width="${w}" height="${h}" fill="url(#${glow})"/>`,
      `<circle cx="${f(s.x * w)}" cy="${f(s.y * h)}" r="${f(s.r * w)}" fill="${lighten(s.color, 0.6)}" opacity=".9" filter="url(#${ctx.blur(s.r * w * 0.25)})"/>`,
    );
  }
  if (o.clouds) {
    const c = o.clouds;
    const puffs: string[] = [];
    for (let i = 0; i < c.count; i++) {
      const cy = rand.range(0.05, 0.4) * h;
      puffs.push(
        `<ellipse cx="${f(rand.range(-0.1, 1.1) * w)}" cy="${f(cy)}" rx="${f(rand.range(0.12, 0.35) * w)}" ry="${f(rand.range(0.008, 0.03) * h)}" opacity="${f(rand.range(0.4, 1) * c.opacity)}"/>`,
      );
    }
    above.push(`<g fill="${c.color}" filter="url(#${ctx.blur(h * 0.012)})">${puffs.join("")}</g>`);
  }
  o.ridges.forEach((r, i) => {
    if (o.sea && o.sea.afterRidge === i - 1) above.push(sea(ctx, w, h, o.sea, o.sun?.x));
    const layer = ridge(ctx, w, h, r, o.fog);
    if (!o.reflect || r.base < o.reflect.y) above.push(layer);
    else below.push(layer);
    if (o.fogAfter.includes(i)) {
      const y = (r.base + r.amp * 0.2) * h;
      const band = linear(ctx, 0, y - h * 0.1, 0, y + h * 0.12, [
        [0, o.fog, 0],
        [0.5, o.fog, 0.5],
        [1, o.fog, 0],
      ]);
      const wisps: string[] = [];
      for (let k = 0; k < 5; k++) {
        wisps.push(
          `<ellipse cx="${f(rand.range(0, w))}" cy="${f(y + rand.range(-0.03, 0.05) * h)}" rx="${f(rand.range(0.15, 0.4) * w)}" ry="${f(rand.range(0.015, 0.04) * h)}" opacity="${f(rand.range(0.3, 0.7))}"/>`,
        );
      }
      (!o.reflect || r.base < o.reflect.y ? above : below).push(
        `<rect y="${f(y - h * 0.1)}" width="${w}" height="${f(h * 0.22)}" fill="url(#${band})"/>`,
        `<g fill="${lighten(o.fog, 0.1)}" filter="url(#${ctx.blur(h * 0.015)})">${wisps.join("")}</g>`,
      );
    }
  });
  if (o.sea && o.sea.afterRidge >= o.ridges.length - 1) above.push(sea(ctx, w, h, o.sea, o.sun?.x));
  const parts = [...above];
  if (o.reflect) parts.push(reflection(ctx, w, h, o.reflect, above.join("")));
  parts.push(...below);
  if (o.fence) parts.push(fence(ctx, w, h, o.fence.color));
  if (o.grass) parts.push(grass(ctx, w, h, o.grass));
  const vignette = radial(ctx, w / 2, h * 0.45, w * 0.75, [
    [0.6, "#000", 0],
    [1, "#000", 0.22],
  ], h / w + 0.2);
  parts.push(
    `<rect width="${w}" height="${h}" fill="url(#${vignette})"/>`,
    grain(ctx, { frequency: 0.85, amount: o.grainAmount, color: "#000" }, [0, 0, w, h]),
    grain(ctx, { frequency: 0.7, amount: o.grainAmount * 0.6, color: "#fff" }, [0, 0, w, h]),
  );
  return parts.join("");
}

function ridge(ctx: Ctx, w: number, h: number, r: Ridge, fog: string): string {
  const noise = createNoise1d(ctx.rand, r.rough ? 6 : 4);
  const shift = ctx.rand.range(0, 100);
  const [from, to] = r.span ?? [-1, 2];
  const edge = w * (r.edge ?? 0.12);
  const y = (x: number): number => {
    const n = noise(x / r.scale + shift);
    const top = (r.base - r.amp * (r.rough ? n + Math.abs(noise(x / (r.scale * 0.2) + 7)) * 0.4 : n)) * h;
    // Outside its span the land slopes down below the water line.
    const inside = Math.min(x - from * w, to * w - x) / edge;
    if (inside >= 1) return top;
    const k = Math.max(0, inside);
    const s = k * k * (3 - 2 * k);
    return top + (1 - s) * (r.base * h + h * 0.06 - top + h * 0.02);
  };
  const pts: [number, number][] = [];
  for (let x = -10; x <= w + 10; x += 6) pts.push([x, y(x)]);
  const minY = Math.min(...pts.map((p) => p[1]));
  const fill = linear(ctx, 0, minY, 0, Math.min(h, r.base * h + r.amp * h * 1.5 + h * 0.08), [
    [0, r.color],
    [1, mix(r.color, fog, 0.45)],
  ]);
  let out = `<path d="M-10 ${h + 10}${pts.map(([x, yy]) => `L${f(x)} ${f(yy)}`).join("")}L${w + 10} ${h + 10}Z" fill="url(#${fill})"/>`;
  if (r.trees) {
    const size = (r.treeSize ?? 0.03) * h;
    const trees: string[] = [];
    const x0 = Math.max(0, from * w + edge * 0.8);
    const x1 = Math.min(w, to * w - edge * 0.8);
    for (let x = x0 + ctx.rand.range(0, 10); x < x1; x += ctx.rand.range(size * 0.25, size * 1.4)) {
      if (ctx.rand.next() < 0.25) x += size * 3;
      const yy = y(x) + size * 0.25;
      const t = size * ctx.rand.range(0.6, 1.3);
      trees.push(
        r.trees === "pine"
          ? `<path d="M${f(x)} ${f(yy - t)}l${f(t * 0.17)} ${f(t * 0.45)}l${f(-t * 0.07)} 0l${f(t * 0.15)} ${f(t * 0.55)}h${f(-t * 0.5)}l${f(t * 0.15)} ${f(-t * 0.55)}l${f(-t * 0.07)} 0Z"/>`
          : `<ellipse cx="${f(x)}" cy="${f(yy - t * 0.45)}" rx="${f(t * 0.42)}" ry="${f(t * 0.5)}"/>`,
      );
    }
    out += `<g fill="${r.color}">${trees.join("")}</g>`;
  }
  return out;
}

function sea(ctx: Ctx, w: number, h: number, s: NonNullable<LandscapeOptions["sea"]>, sunX = 0.5): string {
  const y = s.y * h;
  const water = linear(ctx, 0, y, 0, h, [
    [0, s.top],
    [1, s.bottom],
  ]);
  const lines: string[] = [];
  for (let i = 0; i < 260; i++) {
    const ly = y + Math.pow(ctx.rand.next(), 1.8) * (h - y);
    const depth = (ly - y) / (h - y);
    const near = Math.exp(-(((ctx.rand.range(-1, 1) * 0.5) ** 2) / 0.05));
    const x = sunX * w + ctx.rand.range(-1, 1) * w * (0.08 + depth * 0.25) * (1.5 - near);
    const len = (4 + depth * 40) * ctx.rand.range(0.5, 1.5);
    lines.push(
      `<path d="M${f(x)} ${f(ly)}h${f(len)}" stroke-width="${f(0.8 + depth * 2.2)}" opacity="${f(ctx.rand.range(0.2, 0.8))}"/>`,
    );
  }
  return (
    `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#${water})"/>` +
    `<g stroke="${s.shimmer}" stroke-linecap="round">${lines.join("")}</g>` +
    `<rect y="${f(y - 1)}" width="${w}" height="2" fill="${lighten(s.top, 0.3)}" opacity=".5"/>`
  );
}

function reflection(ctx: Ctx, w: number, h: number, r: NonNullable<LandscapeOptions["reflect"]>, content: string): string {
  const y = r.y * h;
  const tint = linear(ctx, 0, y, 0, h, [
    [0, r.tint, 0.25],
    [1, darken(r.tint, 0.3), 0.7],
  ]);
  const ripples: string[] = [];
  for (let i = 0; i < 70; i++) {
    const ly = y + Math.pow(ctx.rand.next(), 1.5) * (h - y);
    ripples.push(`<path d="M${f(ctx.rand.range(0, w))} ${f(ly)}h${f(ctx.rand.range(20, 160))}" opacity="${f(ctx.rand.range(0.1, 0.35))}"/>`);
  }
  return (
    `<g clip-path="url(#${clipBelow(ctx, w, h, y)})"><g transform="translate(0 ${f(2 * y)}) scale(1 -1)" filter="url(#${ctx.blur(2)})">${content}</g></g>` +
    `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#${tint})"/>` +
    `<g stroke="${lighten(r.tint, 0.5)}" stroke-width="1.5">${ripples.join("")}</g>`
  );
}

function clipBelow(ctx: Ctx, w: number, h: number, y: number): string {
  const cid = ctx.id("below");
  ctx.defs.push(`<clipPath id="${cid}"><rect y="${f(y)}" width="${w}" height="${f(h - y)}"/></clipPath>`);
  return cid;
}

function grass(ctx: Ctx, w: number, h: number, g: NonNullable<LandscapeOptions["grass"]>): string {
  const blades: string[] = [];
  const clumps = Array.from({ length: 9 }, () => ctx.rand.range(-0.05, 1.05) * w);
  for (let i = 0; i < 420; i++) {
    const spread = (ctx.rand.next() + ctx.rand.next() + ctx.rand.next() - 1.5) * w * 0.07;
    const x = ctx.rand.pick(clumps) + spread;
    const y0 = h * g.y + ctx.rand.range(0, h * (1 - g.y)) + 10;
    const len = ctx.rand.range(0.04, 0.16) * h;
    const lean = ctx.rand.range(-0.35, 0.5) * len;
    blades.push(
      `<path d="M${f(x)} ${f(y0)}q${f(lean * 0.2)} ${f(-len * 0.6)} ${f(lean)} ${f(-len)}" stroke-width="${f(ctx.rand.range(1, 3))}"/>`,
    );
  }
  return `<g fill="none" stroke="${g.color}" stroke-linecap="round">${blades.join("")}</g>`;
}

function fence(ctx: Ctx, w: number, h: number, color: string): string {
  const posts: string[] = [];
  const wire: string[] = [];
  for (let i = 0; i < 14; i++) {
    const t = Math.pow(i / 13, 1.6);
    const x = w * (0.02 + t * 0.7);
    const base = h * (0.98 - t * 0.3);
    const ph = h * (0.22 - t * 0.19) * ctx.rand.range(0.9, 1.1);
    const pw = Math.max(2, 16 * (1 - t));
    posts.push(`<rect x="${f(x)}" y="${f(base - ph)}" width="${f(pw)}" height="${f(ph)}" transform="rotate(${f(ctx.rand.range(-3, 3))} ${f(x)} ${f(base)})"/>`);
    wire.push(`${f(x + pw / 2)} ${f(base - ph * 0.8)}`);
  }
  return `<g fill="${color}">${posts.join("")}</g><path d="M${wire.join("L")}" fill="none" stroke="${color}" stroke-width="1.2" opacity=".7"/>`;
}
