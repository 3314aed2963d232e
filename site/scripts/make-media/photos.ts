/** The landscape photographs (3:2), which are also sold as small print editions. */
import { drawLandscape, type LandscapeOptions } from "./landscape";
import type { MediaItem } from "./products";
import { mix } from "./svg";

export const W = 1200;
export const H = 800;

/** Ridges that fade from `near` to `far` colour with distance. */
function fade(far: string, near: string, bases: number[], extra: Partial<LandscapeOptions["ridges"][number]>[] = []) {
  return bases.map((base, i) => ({
    color: mix(far, near, i / Math.max(1, bases.length - 1)),
    base,
    amp: 0.05 + i * 0.012,
    scale: 420 - i * 30,
    ...extra[i],
  }));
}

export const landscapes: Record<string, LandscapeOptions> = {
  "fog-over-the-ridges": {
    sky: [[0, "#c9cdd0"], [0.5, "#e6dfd3"], [1, "#efe6d8"]],
    sun: { x: 0.68, y: 0.3, r: 0.035, color: "#f6e3c4", glow: 0.45 },
    ridges: fade("#b4bcc2", "#2f3b3f", [0.42, 0.5, 0.58, 0.67, 0.78, 0.92], [{}, {}, {}, { trees: "pine", treeSize: 0.025 }, { trees: "pine", treeSize: 0.05 }, { trees: "pine", treeSize: 0.09 }]),
    fog: "#e9e4dc",
    fogAfter: [0, 1, 2, 3, 4],
    grainAmount: 0.06,
  },
  "north-shore-dawn": {
    sky: [[0, "#8e9bb3"], [0.45, "#e3b9a8"], [0.62, "#f4d3b0"]],
    sun: { x: 0.58, y: 0.58, r: 0.03, color: "#ffd9a8", glow: 0.5 },
    clouds: { color: "#f1c4b0", count: 9, opacity: 0.6 },
    ridges: [
      { color: "#8d8aa0", base: 0.54, amp: 0.05, scale: 200, rough: true, span: [-0.2, 0.34] },
      { color: "#2c2a33", base: 0.95, amp: 0.08, scale: 300, rough: true, span: [0.55, 1.3] },
    ],
    sea: { y: 0.6, top: "#d9b7a6", bottom: "#6f7a92", afterRidge: 0, shimmer: "#ffe2bd" },
    fog: "#e8c9b6",
    fogAfter: [],
    grainAmount: 0.06,
  },
  "dunes-in-late-light": {
    sky: [[0, "#9fb4c4"], [0.6, "#f0d2a4"], [0.8, "#f3c790"]],
    sun: { x: 0.18, y: 0.52, r: 0.03, color: "#ffd49a", glow: 0.6 },
    ridges: [
      { color: "#caa57a", base: 0.6, amp: 0.03, scale: 500 },
      { color: "#b8895c", base: 0.7, amp: 0.06, scale: 380 },
      { color: "#9b6b43", base: 0.84, amp: 0.08, scale: 300 },
    ],
    grass: { color: "#5d5a34", y: 0.9 },
    fog: "#f0d7b2",
    fogAfter: [0],
    grainAmount: 0.07,
  },
  "still-water-at-first-light": {
    sky: [[0, "#a7b8c9"], [0.45, "#eadbd0"], [0.55, "#f2e1cc"]],
    sun: { x: 0.35, y: 0.46, r: 0.022, color: "#ffe8c8", glow: 0.35 },
    ridges: fade("#a5afbd", "#3c4a4c", [0.36, 0.43, 0.5], [{ rough: true, amp: 0.12 }, { trees: "pine", treeSize: 0.02 }, { trees: "pine", treeSize: 0.035 }]),
    reflect: { y: 0.55, tint: "#8fa3b0" },
    fog: "#ece4da",
    fogAfter: [0, 1],
    grainAmount: 0.05,
  },
  "snowfield-in-january": {
    sky: [[0, "#b9c2ca"], [1, "#e4e6e6"]],
    ridges: [
      { color: "#9aa4ab", base: 0.5, amp: 0.025, scale: 400, trees: "pine", treeSize: 0.035 },
      { color: "#dfe4e8", base: 0.62, amp: 0.03, scale: 500 },
      { color: "#eef1f3", base: 0.78, amp: 0.04, scale: 600 },
    ],
    fog: "#e6e9ea",
    fogAfter: [0],
    fence: { color: "#4d463f" },
    grainAmount: 0.06,
  },
  "moor-at-dusk": {
    sky: [[0, "#4b4f6b"], [0.5, "#b1899a"], [0.7, "#eab48c"]],
    sun: { x: 0.75, y: 0.7, r: 0.02, color: "#ffb77a", glow: 0.5 },
    clouds: { color: "#c98f8f", count: 7, opacity: 0.5 },
    ridges: fade("#7d6c82", "#2b2230", [0.64, 0.72, 0.84], [{}, { trees: "round", treeSize: 0.03 }, {}]),
    fog: "#c7a3a0",
    fogAfter: [0],
    grainAmount: 0.08,
  },
  "autumn-valley-mist": {
    sky: [[0, "#cfc5b8"], [1, "#efe3cf"]],
    sun: { x: 0.3, y: 0.25, r: 0.03, color: "#fbe0b4", glow: 0.5 },
    ridges: fade("#c8ad90", "#3e2518", [0.45, 0.55, 0.66, 0.8, 0.97], [{}, { trees: "round", treeSize: 0.02 }, { trees: "round", treeSize: 0.03 }, { trees: "pine", treeSize: 0.06, color: "#6b3d22" }, { trees: "pine", treeSize: 0.12 }]),
    fog: "#efe4d4",
    fogAfter: [0, 1, 2, 3],
    grainAmount: 0.06,
  },
  "estuary-low-tide": {
    sky: [[0, "#9fb0bd"], [0.5, "#dcd6cc"], [0.55, "#e2d8c8"]],
    clouds: { color: "#f3eee6", count: 10, opacity: 0.7 },
    ridges: [
      { color: "#7b8790", base: 0.5, amp: 0.015, scale: 300, trees: "round", treeSize: 0.015 },
      { color: "#b6a48a", base: 0.64, amp: 0.012, scale: 250, span: [0.3, 0.85], edge: 0.3 },
      { color: "#a38e70", base: 0.72, amp: 0.012, scale: 250, span: [-0.2, 0.42], edge: 0.25 },
      { color: "#7d6a50", base: 0.88, amp: 0.02, scale: 350, span: [0.3, 1.3] },
    ],
    sea: { y: 0.52, top: "#c9cfd0", bottom: "#8a9aa4", afterRidge: 0, shimmer: "#f4f1ea" },
    fog: "#dcd6cc",
    fogAfter: [],
    grass: { color: "#5f5a3c", y: 0.9 },
    grainAmount: 0.06,
  },
};

export const photoItems: MediaItem[] = Object.entries(landscapes).map(([name, options]) => ({
  name,
  width: W,
  height: H,
  draw: (ctx) => drawLandscape(ctx, W, H, options),
}));
