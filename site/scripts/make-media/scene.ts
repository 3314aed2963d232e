/** Backdrops for still lifes (a plastered wall and an oak table lit from the left) and plates seen from above. */
import { type Ctx, darken, f, grain, lighten, linear, radial } from "./svg";

export interface RoomOptions {
  wall: string;
  table: string;
  /** Height of the table edge, as a fraction of the canvas height. */
  horizon: number;
  /** Faint wood grain on the table. */
  woodGrain: boolean;
}

export const defaultRoomOptions: RoomOptions = {
  wall: "#e9dfd0",
  table: "#b08660",
  horizon: 0.66,
  woodGrain: true,
};

export function drawRoom(ctx: Ctx, options: Partial<RoomOptions> = {}): string {
  const o = { ...defaultRoomOptions, ...options };
  const { width: w, height: h, rand } = ctx;
  const y = h * o.horizon;
  const wall = linear(ctx, 0, 0, w, 0, [
    [0, lighten(o.wall, 0.12)],
    [0.55, o.wall],
    [1, darken(o.wall, 0.14)],
  ]);
  const glow = radial(ctx, w * 0.18, h * 0.12, w * 0.7, [
    [0, "#fff8ec", 0.55],
    [1, "#fff8ec", 0],
  ]);
  const table = linear(ctx, 0, y, 0, h, [
    [0, darken(o.table, 0.12)],
    [0.25, o.table],
    [1, lighten(o.table, 0.08)],
  ]);
  const tableSide = linear(ctx, 0, 0, w, 0, [
    [0, "#fff", 0.12],
    [0.6, "#fff", 0],
    [1, "#000", 0.18],
  ]);
  const parts = [
    `<rect width="${w}" height="${f(y)}" fill="url(#${wall})"/>`,
    `<rect width="${w}" height="${f(y)}" fill="url(#${glow})"/>`,
    grain(ctx, { frequency: 0.008, amount: 0.05, color: darken(o.wall, 0.3), octaves: 3 }, [0, 0, w, y]),
    `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#${table})"/>`,
  ];
  if (o.woodGrain) {
    const lines: string[] = [];
    for (let i = 0; i < 26; i++) {
      const ly = y + (h - y) * Math.pow(rand.next(), 1.3);
      const x0 = rand.range(-200, w * 0.7);
      const len = rand.range(w * 0.3, w * 0.9);
      const bend = rand.range(-6, 6);
      lines.push(
        `<path d="M${f(x0)} ${f(ly)}q${f(len / 2)} ${f(bend)} ${f(len)} 0" stroke-width="${f(rand.range(0.8, 2.6))}" opacity="${f(rand.range(0.08, 0.22))}"/>`,
      );
    }
    parts.push(`<g fill="none" stroke="${darken(o.table, 0.4)}">${lines.join("")}</g>`);
  }
  parts.push(
    `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#${tableSide})"/>`,
    `<rect y="${f(y - 1)}" width="${w}" height="3" fill="${darken(o.table, 0.35)}" opacity=".35" filter="url(#${ctx.blur(2)})"/>`,
  );
  return parts.join("");
}

export interface PlateOptions {
  cx: number;
  cy: number;
  /** Outer radius. */
  r: number;
  /** Vertical squash; 1 = straight from above. */
  tilt: number;
  glaze: string;
  rimColor: string;
  clay: string;
  /** Radius of the well as a fraction of r. */
  well: number;
  gloss: number;
  decoration: "none" | "rings" | "brush" | "hare" | "ash";
  decorationColor: string;
}

export function drawPlate(ctx: Ctx, o: PlateOptions): string {
  const { cx, cy, r, tilt, rand } = { ...o, rand: ctx.rand };
  const ry = r * tilt;
  const thick = r * 0.05 * Math.sqrt(1 - tilt * tilt) + 2;
  const body = linear(ctx, cx - r, 0, cx + r, 0, [
    [0, lighten(o.rimColor, 0.1)],
    [1, darken(o.rimColor, 0.18)],
  ]);
  const well = radial(ctx, cx - r * 0.15, cy - ry * 0.2, r * o.well * 1.1, [
    [0, lighten(o.glaze, 0.08)],
    [0.75, o.glaze],
    [1, darken(o.glaze, 0.18)],
  ], tilt);
  const wr = r * o.well;
  const parts = [
    `<ellipse cx="${f(cx + r * 0.12)}" cy="${f(cy + thick + ry * 0.08)}" rx="${f(r * 1.04)}" ry="${f(ry * 1.06)}" fill="#24160d" opacity=".28" filter="url(#${ctx.blur(r * 0.05)})"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + thick)}" rx="${f(r)}" ry="${f(ry)}" fill="${darken(o.clay, 0.15)}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="url(#${body})"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(wr)}" ry="${f(wr * tilt)}" fill="url(#${well})"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(wr)}" ry="${f(wr * tilt)}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="${f(r * 0.012)}"/>`,
  ];
  const dc = o.decorationColor;
  if (o.decoration === "rings") {
    for (let i = 0; i < 7; i++) {
      const k = wr * (0.25 + i * 0.1);
      parts.push(
        `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(k)}" ry="${f(k * tilt)}" fill="none" stroke="${dc}" stroke-width="${f(rand.range(1, 3))}" opacity="${f(rand.range(0.25, 0.5))}"/>`,
      );
    }
  } else if (o.decoration === "brush") {
    const a0 = rand.range(0, Math.PI);
    const pts: string[] = [];
    for (let i = 0; i <= 40; i++) {
      const a = a0 + (i / 40) * Math.PI * 1.5;
      const k = wr * (0.25 + (i / 40) * 0.55);
      pts.push(`${f(cx + Math.cos(a) * k)} ${f(cy + Math.sin(a) * k * tilt)}`);
    }
    parts.push(
      `<path d="M${pts.join("L")}" fill="none" stroke="${dc}" stroke-width="${f(r * 0.07)}" stroke-linecap="round" opacity=".75" filter="url(#${ctx.blur(r * 0.006)})"/>`,
      `<path d="M${pts.join("L")}" fill="none" stroke="${dc}" stroke-width="${f(r * 0.025)}" stroke-linecap="round" opacity=".6" transform="translate(${f(r * 0.02)} ${f(r * 0.012)})"/>`,
    );
  } else if (o.decoration === "hare") {
    const streaks: string[] = [];
    for (let i = 0; i < 220; i++) {
      const a = rand.range(0, Math.PI * 2);
      const k0 = wr * rand.range(0.3, 0.8);
      const k1 = r * rand.range(0.75, 0.98);
      streaks.push(
        `<path d="M${f(cx + Math.cos(a) * k0)} ${f(cy + Math.sin(a) * k0 * tilt)}L${f(cx + Math.cos(a) * k1)} ${f(cy + Math.sin(a) * k1 * tilt)}" opacity="${f(rand.range(0.15, 0.5))}"/>`,
      );
    }
    parts.push(`<g stroke="${dc}" stroke-width="1.6" fill="none">${streaks.join("")}</g>`);
  } else if (o.decoration === "ash") {
    const spots: string[] = [];
    for (let i = 0; i < 90; i++) {
      const a = rand.range(Math.PI * 1.05, Math.PI * 1.95);
      const k = r * Math.sqrt(rand.next()) * 0.95;
      spots.push(
        `<circle cx="${f(cx + Math.cos(a) * k)}" cy="${f(cy + Math.sin(a) * k * tilt)}" r="${f(rand.range(2, r * 0.03))}" opacity="${f(rand.range(0.3, 0.8))}"/>`,
      );
    }
    parts.push(`<g fill="${dc}" filter="url(#${ctx.blur(1.2)})">${spots.join("")}</g>`);
  }
  const sheen = radial(ctx, cx - r * 0.45, cy - ry * 0.5, r * 0.5, [
    [0, "#fff", 0.15 + o.gloss * 0.35],
    [1, "#fff", 0],
  ], tilt);
  parts.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="url(#${sheen})"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r - 1.5)}" ry="${f(ry - 1.5)}" fill="none" stroke="${lighten(o.rimColor, 0.35)}" stroke-width="3" opacity=".6"/>`,
  );
  return parts.join("");
}
