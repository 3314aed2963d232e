/** Small helpers for writing SVG by hand: colours, ids, gradients, blur and grain filters. */
import type { Rand } from "./random";

export interface Ctx {
  rand: Rand;
  width: number;
  height: number;
  /** Collected <defs> content. */
  defs: string[];
  /** A unique id for a def. */
  id(prefix: string): string;
  /** Cached blur filter id for a standard deviation. */
  blur(std: number): string;
}

export function createCtx(rand: Rand, width: number, height: number): Ctx {
  let counter = 0;
  const blurs = new Map<number, string>();
  const defs: string[] = [];
  const id = (prefix: string): string => `${prefix}${++counter}`;
  return {
    rand,
    width,
    height,
    defs,
    id,
    blur(std) {
      const key = Math.round(std * 10) / 10;
      const known = blurs.get(key);
      if (known) return known;
      const fid = id("blur");
      defs.push(
        `<filter id="${fid}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
      blurs.set(key, fid);
      return fid;
    },
  };
}

export function toSvg(ctx: Ctx, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.width}" height="${ctx.height}" viewBox="0 0 ${ctx.width} ${ctx.height}"><defs>${ctx.defs.join("")}</defs>${body}</svg>`;
}

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

export const darken = (c: string, t: number): string => mix(c, "#000000", t);
export const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);

export type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

/** Linear gradient in user space from (x1,y1) to (x2,y2); returns its id. */
export function linear(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, list: Stop[]): string {
  const gid = ctx.id("lg");
  ctx.defs.push(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`,
  );
  return gid;
}

/** Radial gradient in user space; returns its id. ry/rx ratio via gradientTransform. */
export function radial(ctx: Ctx, cx: number, cy: number, r: number, list: Stop[], squash = 1): string {
  const gid = ctx.id("rg");
  const transform =
    squash === 1 ? "" : ` gradientTransform="translate(0 ${f(cy)}) scale(1 ${squash}) translate(0 ${f(-cy)})"`;
  ctx.defs.push(
    `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${transform}>${stops(list)}</radialGradient>`,
  );
  return gid;
}

export function clip(ctx: Ctx, content: string): string {
  const cid = ctx.id("clip");
  ctx.defs.push(`<clipPath id="${cid}">${content}</clipPath>`);
  return cid;
}

export interface GrainOptions {
  /** feTurbulence base frequency; high = fine film grain, low = mottling. */
  frequency: number;
  /** Peak opacity of the darkening. */
  amount: number;
  color: string;
  octaves: number;
}

/** Noise overlay over a rectangle: the noise drives the alpha of a flat colour. */
export function grain(ctx: Ctx, options: Partial<GrainOptions> = {}, rect?: [number, number, number, number]): string {
  const o: GrainOptions = { frequency: 0.9, amount: 0.18, color: "#000000", octaves: 2, ...options };
  const fid = ctx.id("grain");
  ctx.defs.push(
    `<filter id="${fid}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${o.frequency}" numOctaves="${o.octaves}" seed="${ctx.rand.seed() % 10000}" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${f(o.amount * 4)} 0 0 0 ${f(-o.amount * 1.6)}" result="m"/>` +
      `<feFlood flood-color="${o.color}"/><feComposite in2="m" operator="in"/></filter>`,
  );
  const [x, y, w, h] = rect ?? [0, 0, ctx.width, ctx.height];
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" filter="url(#${fid})"/>`;
}

/** Number formatting that keeps the SVG small. */
export function f(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/** Catmull-Rom spline through points as cubic Bézier segments (without the initial M). */
export function spline(points: readonly [number, number][]): string {
  let d = "";
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}
