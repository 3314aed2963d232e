/**
 * Thrown forms drawn from a profile (radius along the height), with a glaze that stops
 * above the foot, cylindrical shading, a specular highlight and a soft cast shadow.
 */
import { createNoise1d } from "./random";
import { type Ctx, clip, darken, f, lighten, linear, mix, radial, spline } from "./svg";

export interface Glaze {
  /** Colour near the rim and near where the glaze stops. */
  top: string;
  bottom: string;
  /** Where the glaze thins over edges it breaks lighter. */
  rim?: string;
  /** 0 matte … 1 glassy. */
  gloss: number;
  speckle?: { color: string; count: number; size: number };
  /** Glassy runs, as from wood ash. */
  drips?: { color: string; count: number; length: number };
  crackle?: { color: string; count: number };
  interior?: string;
  /** Glaze pooled in the well of a bowl. */
  pool?: string;
  /** Warm flashing on one side, as from a wood kiln's flame path. */
  flash?: string;
  /** Throwing rings left by the fingers on the wheel. */
  rings?: { color: string; count: number };
}

export interface PotOptions {
  cx: number;
  baseY: number;
  height: number;
  /** [t, r]: t = 0 at the rim, 1 at the foot; r as a fraction of the height. */
  profile: [number, number][];
  open: boolean;
  /** Vertical squash of cross-sections (how far above the pot the eye is). */
  tilt: number;
  clay: string;
  glaze: Glaze;
  /** Unglazed band above the foot, as a fraction of the height. */
  glazeLine: number;
  handle?: "mug" | "jug";
  spout: boolean;
  mouth: boolean;
  shadow: boolean;
  /** 0…1 strength of the shadow cast towards the right. */
  castShadow: number;
}

export const defaultPotOptions: Omit<PotOptions, "cx" | "baseY" | "height" | "profile" | "glaze"> = {
  open: false,
  tilt: 0.2,
  clay: "#b98a66",
  glazeLine: 0.08,
  spout: false,
  mouth: true,
  shadow: true,
  castShadow: 1,
};

export type PotInput = Partial<PotOptions> & Pick<PotOptions, "cx" | "baseY" | "height" | "profile" | "glaze">;

function radiusAt(profile: [number, number][], t: number): number {
  for (let i = 0; i < profile.length - 1; i++) {
    const [t0, r0] = profile[i]!;
    const [t1, r1] = profile[i + 1]!;
    if (t >= t0 && t <= t1) return r0 + ((r1 - r0) * (t - t0)) / (t1 - t0 || 1);
  }
  return profile[profile.length - 1]![1];
}

export function drawPot(ctx: Ctx, input: PotInput): string {
  const o: PotOptions = { ...defaultPotOptions, ...input };
  const { cx, baseY, height: h, tilt } = o;
  const rand = ctx.rand;
  const top = baseY - h;
  const pts = o.profile.map(([t, r]) => [t * h + top, r * h] as [number, number]);
  const rim = pts[0]![1];
  const foot = pts[pts.length - 1]![1];
  const rMax = Math.max(...pts.map((p) => p[1]));
  const left = pts.map(([y, r]) => [cx - r, y] as [number, number]);
  const right = pts.map(([y, r]) => [cx + r, y] as [number, number]).reverse();
  const body =
    `M${f(cx - rim)} ${f(top)}${spline(left)}` +
    `A${f(foot)} ${f(foot * tilt)} 0 0 0 ${f(cx + foot)} ${f(baseY)}${spline(right)}` +
    `A${f(rim)} ${f(rim * tilt)} 0 0 0 ${f(cx - rim)} ${f(top)}Z`;
  const bodyClip = clip(ctx, `<path d="${body}"/>`);
  const box = { x: cx - rMax * 1.1, y: top - rim * tilt - 4, w: rMax * 2.2, h: h + rim * tilt + foot * tilt + 8 };
  const out: string[] = [];

  if (o.shadow) {
    out.push(
      `<ellipse cx="${f(cx + rMax * 0.55)}" cy="${f(baseY - foot * tilt * 0.2)}" rx="${f(rMax * 1.35)}" ry="${f(Math.max(foot * tilt * 1.5, 10))}" fill="#2a1a10" opacity="${f(0.2 * o.castShadow)}" filter="url(#${ctx.blur(h * 0.05)})"/>`,
      `<ellipse cx="${f(cx + foot * 0.08)}" cy="${f(baseY)}" rx="${f(foot * 1.08)}" ry="${f(Math.max(foot * tilt * 1.1, 4))}" fill="#1d120b" opacity=".45" filter="url(#${ctx.blur(Math.max(h * 0.012, 1.5))})"/>`,
    );
  }
  if (o.handle) out.push(drawHandle(ctx, o, top));

  // Raw clay first; the glaze covers everything above the glaze line.
  const clayFill = linear(ctx, 0, top, 0, baseY, [
    [0, lighten(o.clay, 0.1)],
    [1, darken(o.clay, 0.1)],
  ]);
  out.push(`<path d="${body}" fill="url(#${clayFill})"/>`);
  out.push(`<g clip-path="url(#${bodyClip})">`);
  out.push(`<g clip-path="url(#${glazeClip(ctx, o, top)})">${glazeLayer(ctx, o, body, top, rMax, box)}</g>`);
  out.push(shading(ctx, o, box, top, rMax));
  out.push(`</g>`);
  if (o.spout) out.push(drawSpout(ctx, o, top, rim));
  if (o.mouth) out.push(drawMouth(ctx, o, top, rim));
  void rand;
  return out.join("");
}

function glazeClip(ctx: Ctx, o: PotOptions, top: number): string {
  const yBase = o.baseY - o.glazeLine * o.height;
  const rg = radiusAt(o.profile, 1 - o.glazeLine) * o.height;
  const noise = createNoise1d(ctx.rand, 3);
  const drips = Array.from({ length: Math.round(ctx.rand.range(2, 6)) }, () => ({
    x: o.cx + ctx.rand.range(-rg, rg),
    w: ctx.rand.range(4, 12),
    d: ctx.rand.range(o.height * 0.006, o.height * 0.03),
  }));
  const pts: [number, number][] = [];
  for (let x = o.cx - rg - 20; x <= o.cx + rg + 20; x += 6) {
    const dx = Math.min(Math.abs(x - o.cx), rg);
    let y = yBase + o.tilt * Math.sqrt(rg * rg - dx * dx) + noise(x / 40) * o.height * 0.012;
    for (const d of drips) y += d.d * Math.exp(-((x - d.x) ** 2) / (2 * d.w * d.w));
    pts.push([x, y]);
  }
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  const far = o.height * 2;
  const path = `M${f(o.cx - far)} ${f(top - o.height)}L${f(o.cx - far)} ${f(first[1])}${pts.map(([x, y]) => `L${f(x)} ${f(y)}`).join("")}L${f(o.cx + far)} ${f(last[1])}L${f(o.cx + far)} ${f(top - o.height)}Z`;
  return clip(ctx, `<path d="${path}"/>`);
}

function glazeLayer(
  ctx: Ctx,
  o: PotOptions,
  body: string,
  top: number,
  rMax: number,
  box: { x: number; y: number; w: number; h: number },
): string {
  const g = o.glaze;
  const rand = ctx.rand;
  const fill = linear(ctx, 0, top, 0, o.baseY, [
    [0, g.rim ?? g.top],
    [0.08, g.top],
    [0.85, g.bottom],
    [1, darken(g.bottom, 0.15)],
  ]);
  const parts = [`<path d="${body}" fill="url(#${fill})"/>`];
  if (g.flash) {
    const fl = radial(ctx, o.cx + rMax * 0.6, top + o.height * 0.45, rMax * 1.1, [
      [0, g.flash, 0.75],
      [1, g.flash, 0],
    ]);
    parts.push(`<rect x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}" fill="url(#${fl})"/>`);
  }
  if (g.rings) {
    const arcs: string[] = [];
    for (let i = 1; i <= g.rings.count; i++) {
      const t = i / (g.rings.count + 1) + rand.range(-0.02, 0.02);
      const y = top + t * o.height;
      const r = radiusAt(o.profile, t) * o.height;
      arcs.push(
        `<path d="M${f(o.cx - r)} ${f(y)}A${f(r)} ${f(r * o.tilt)} 0 0 0 ${f(o.cx + r)} ${f(y)}" stroke-width="${f(rand.range(1.5, 4))}" opacity="${f(rand.range(0.12, 0.32))}"/>`,
      );
    }
    parts.push(`<g fill="none" stroke="${g.rings.color}">${arcs.join("")}</g>`);
  }
  if (g.speckle) {
    const dots: string[] = [];
    for (let i = 0; i < g.speckle.count; i++) {
      const x = rand.range(box.x, box.x + box.w);
      const y = rand.range(box.y, box.y + box.h);
      dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(g.speckle.size * rand.range(0.3, 1))}" opacity="${f(rand.range(0.35, 0.9))}"/>`);
    }
    parts.push(`<g fill="${g.speckle.color}">${dots.join("")}</g>`);
  }
  if (g.crackle) {
    const lines: string[] = [];
    for (let i = 0; i < g.crackle.count; i++) {
      let x = rand.range(box.x, box.x + box.w);
      let y = rand.range(box.y, box.y + box.h);
      let a = rand.range(0, Math.PI * 2);
      let d = `M${f(x)} ${f(y)}`;
      for (let s = 0; s < 4; s++) {
        a += rand.range(-0.7, 0.7);
        x += Math.cos(a) * rand.range(10, 26);
        y += Math.sin(a) * rand.range(4, 12);
        d += `L${f(x)} ${f(y)}`;
      }
      lines.push(`<path d="${d}"/>`);
    }
    parts.push(`<g fill="none" stroke="${g.crackle.color}" stroke-width=".9" opacity=".28">${lines.join("")}</g>`);
  }
  if (g.drips) {
    const dr = g.drips;
    const shoulder = radiusAt(o.profile, 0.25) * o.height;
    const runGrad = ctx.id("run");
    ctx.defs.push(
      `<linearGradient id="${runGrad}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dr.color}" stop-opacity=".05"/><stop offset=".55" stop-color="${dr.color}" stop-opacity=".7"/><stop offset="1" stop-color="${darken(dr.color, 0.15)}" stop-opacity=".95"/></linearGradient>`,
    );
    const runs: string[] = [];
    for (let i = 0; i < dr.count; i++) {
      const u = rand.range(-0.92, 0.92);
      const x = o.cx + u * shoulder;
      const y0 = top + o.height * rand.range(0.12, 0.3) + o.tilt * shoulder * Math.sqrt(1 - u * u);
      const len = dr.length * o.height * rand.range(0.3, 1);
      const w = o.height * 0.02 * rand.range(0.6, 1.3) * Math.sqrt(1 - u * u);
      const y1 = y0 + len;
      // A run is thin where it starts and swells into a bead where it stops.
      runs.push(
        `<path d="M${f(x - w * 0.15)} ${f(y0)}C${f(x - w * 0.3)} ${f(y0 + len * 0.5)} ${f(x - w * 0.5)} ${f(y1 - w * 1.5)} ${f(x - w * 0.55)} ${f(y1 - w * 0.4)}A${f(w * 0.55)} ${f(w * 0.6)} 0 0 0 ${f(x + w * 0.55)} ${f(y1 - w * 0.4)}C${f(x + w * 0.5)} ${f(y1 - w * 1.5)} ${f(x + w * 0.3)} ${f(y0 + len * 0.5)} ${f(x + w * 0.15)} ${f(y0)}Z"/>`,
      );
    }
    parts.push(
      `<path d="M${f(box.x)} ${f(top + o.height * 0.12)}h${f(box.w)}" stroke="${dr.color}" stroke-width="${f(o.height * 0.1)}" opacity=".55" filter="url(#${ctx.blur(o.height * 0.03)})"/>`,
      `<g fill="url(#${runGrad})">${runs.join("")}</g>`,
    );
  }
  return parts.join("");
}

function shading(ctx: Ctx, o: PotOptions, box: { x: number; y: number; w: number; h: number }, top: number, rMax: number): string {
  const gloss = o.glaze.gloss;
  const across = linear(ctx, o.cx - rMax, 0, o.cx + rMax, 0, [
    [0, "#000", 0.42],
    [0.1, "#000", 0.16],
    [0.3, "#fff", 0.1 + gloss * 0.1],
    [0.5, "#000", 0],
    [0.78, "#000", 0.2],
    [1, "#000", 0.55],
  ]);
  const down = linear(ctx, 0, top, 0, o.baseY, [
    [0, "#000", 0],
    [0.7, "#000", 0],
    [1, "#000", 0.3],
  ]);
  const r = `x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}"`;
  const hx = o.cx - rMax * 0.42;
  const widest = o.profile.reduce((a, b) => (b[1] > a[1] ? b : a));
  const hy = top + widest[0] * o.height;
  return (
    `<rect ${r} fill="url(#${across})"/><rect ${r} fill="url(#${down})"/>` +
    `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(rMax * 0.09)}" ry="${f(o.height * 0.22)}" fill="#fff" opacity="${f(0.12 + gloss * 0.3)}" filter="url(#${ctx.blur(rMax * 0.06)})"/>` +
    (gloss > 0.4
      ? `<ellipse cx="${f(hx + rMax * 0.05)}" cy="${f(hy - o.height * 0.05)}" rx="${f(rMax * 0.025)}" ry="${f(o.height * 0.07)}" fill="#fff" opacity="${f(gloss * 0.55)}" filter="url(#${ctx.blur(rMax * 0.012)})"/>`
      : "")
  );
}

function drawMouth(ctx: Ctx, o: PotOptions, top: number, rim: number): string {
  const g = o.glaze;
  const ry = rim * o.tilt;
  const lip = Math.max(2, o.height * 0.012);
  if (!o.open) {
    const inner = radial(ctx, o.cx + rim * 0.2, top + ry * 0.3, rim, [
      [0, "#120b07"],
      [1, darken(g.top, 0.55)],
    ]);
    return (
      `<ellipse cx="${f(o.cx)}" cy="${f(top)}" rx="${f(rim)}" ry="${f(ry)}" fill="url(#${inner})"/>` +
      `<ellipse cx="${f(o.cx)}" cy="${f(top)}" rx="${f(rim - lip / 2)}" ry="${f(ry - lip / 2)}" fill="none" stroke="${g.rim ?? lighten(g.top, 0.2)}" stroke-width="${f(lip)}"/>`
    );
  }
  const interior = g.interior ?? g.top;
  const across = linear(ctx, o.cx - rim, 0, o.cx + rim, 0, [
    [0, darken(interior, 0.3)],
    [0.55, interior],
    [1, lighten(interior, 0.12)],
  ]);
  const pool = g.pool ?? darken(interior, 0.2);
  const poolGrad = radial(ctx, o.cx, top + ry * 0.3, rim * 0.42, [
    [0, pool],
    [0.7, pool, 0.7],
    [1, pool, 0],
  ], o.tilt);
  const rimShadow = linear(ctx, 0, top - ry, 0, top + ry, [
    [0, "#000", 0.35],
    [0.35, "#000", 0],
  ]);
  return (
    `<ellipse cx="${f(o.cx)}" cy="${f(top)}" rx="${f(rim)}" ry="${f(ry)}" fill="url(#${across})"/>` +
    `<ellipse cx="${f(o.cx)}" cy="${f(top + ry * 0.3)}" rx="${f(rim * 0.45)}" ry="${f(rim * 0.45 * o.tilt)}" fill="url(#${poolGrad})"/>` +
    `<ellipse cx="${f(o.cx)}" cy="${f(top)}" rx="${f(rim)}" ry="${f(ry)}" fill="url(#${rimShadow})"/>` +
    `<ellipse cx="${f(o.cx)}" cy="${f(top)}" rx="${f(rim - lip / 2)}" ry="${f(ry - lip / 2)}" fill="none" stroke="${g.rim ?? lighten(g.top, 0.25)}" stroke-width="${f(lip)}"/>` +
    `<path d="M${f(o.cx - rim * 0.7)} ${f(top - ry * 0.72)}A${f(rim)} ${f(ry)} 0 0 1 ${f(o.cx + rim * 0.2)} ${f(top - ry * 0.98)}" fill="none" stroke="#fff" stroke-width="${f(lip * 0.8)}" opacity="${f(0.25 + g.gloss * 0.4)}" filter="url(#${ctx.blur(lip * 0.5)})"/>`
  );
}

function drawHandle(ctx: Ctx, o: PotOptions, top: number): string {
  const h = o.height;
  const big = o.handle === "jug";
  const t1 = big ? 0.16 : 0.2;
  const t2 = big ? 0.66 : 0.74;
  const ax = o.cx + radiusAt(o.profile, t1) * h * 0.9;
  const ay = top + t1 * h;
  const cxp = o.cx + radiusAt(o.profile, t2) * h * 0.9;
  const cy = top + t2 * h;
  const reach = h * (big ? 0.4 : 0.36);
  const d = `M${f(ax)} ${f(ay)}C${f(ax + reach)} ${f(ay - h * 0.06)} ${f(cxp + reach * 0.85)} ${f(cy - h * 0.12)} ${f(cxp)} ${f(cy)}`;
  const w = h * (big ? 0.075 : 0.09);
  const g = o.glaze;
  return (
    `<path d="${d}" fill="none" stroke="${darken(g.bottom, 0.35)}" stroke-width="${f(w * 1.12)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${mix(g.top, g.bottom, 0.5)}" stroke-width="${f(w)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(w * 0.22)}" stroke-linecap="round" opacity="${f(0.15 + g.gloss * 0.3)}" transform="translate(${f(-w * 0.18)} ${f(-w * 0.22)})" filter="url(#${ctx.blur(w * 0.1)})"/>`
  );
}

function drawSpout(ctx: Ctx, o: PotOptions, top: number, rim: number): string {
  const h = o.height;
  const x = o.cx - rim;
  const d = `M${f(x + h * 0.03)} ${f(top - rim * o.tilt * 0.6)}Q${f(x - h * 0.06)} ${f(top - h * 0.05)} ${f(x - h * 0.09)} ${f(top - h * 0.055)}Q${f(x - h * 0.03)} ${f(top + h * 0.03)} ${f(x + h * 0.02)} ${f(top + h * 0.07)}Z`;
  const fill = linear(ctx, x - h * 0.09, 0, x + h * 0.03, 0, [
    [0, darken(o.glaze.top, 0.25)],
    [1, o.glaze.top],
  ]);
  return `<path d="${d}" fill="url(#${fill})"/>`;
}
