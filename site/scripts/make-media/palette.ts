/** Glazes, clay bodies and thrown profiles the images share. */
import type { Glaze } from "./pots";

export const clay = {
  stoneware: "#b98a66",
  toasted: "#a86b45",
  porcelain: "#ece6da",
  iron: "#7a4a32",
  greenware: "#9d978c",
  bisque: "#e3c7b0",
};

export const glazes = {
  celadon: {
    top: "#cfdcc6",
    bottom: "#8fae95",
    rim: "#e4ecdc",
    gloss: 0.85,
    crackle: { color: "#5d7a63", count: 70 },
    interior: "#b8cfb4",
    pool: "#6f9a80",
  },
  ash: {
    top: "#9c8a5a",
    bottom: "#6e5a3a",
    rim: "#b9a56f",
    gloss: 0.5,
    drips: { color: "#7f9a5b", count: 16, length: 0.45 },
    speckle: { color: "#3d2a1a", count: 260, size: 2.4 },
    flash: "#c7773f",
  },
  tenmoku: {
    top: "#4a2a19",
    bottom: "#1f140e",
    rim: "#a9662f",
    gloss: 0.9,
    interior: "#3a2014",
    pool: "#140c08",
  },
  oatmeal: {
    top: "#e6dcc7",
    bottom: "#d2c3a6",
    rim: "#c99f74",
    gloss: 0.25,
    speckle: { color: "#5a3c26", count: 420, size: 2.2 },
    interior: "#e9e0cc",
  },
  shino: {
    top: "#ecd9c4",
    bottom: "#d98e5c",
    rim: "#c8693a",
    gloss: 0.3,
    speckle: { color: "#8f4a2a", count: 180, size: 3 },
    flash: "#e0874f",
    interior: "#efdfcc",
  },
  porcelainWhite: {
    top: "#f6f3ec",
    bottom: "#e8e3d7",
    rim: "#ffffff",
    gloss: 0.7,
    interior: "#f4f1ea",
    pool: "#dcd8cc",
  },
  moon: {
    top: "#f4efe4",
    bottom: "#e3dac8",
    rim: "#fbf8f1",
    gloss: 0.45,
    crackle: { color: "#b9a98c", count: 40 },
  },
  slate: {
    top: "#6c7a80",
    bottom: "#3f4a50",
    rim: "#a3b0ae",
    gloss: 0.6,
    interior: "#7d8b8f",
    pool: "#34424a",
  },
  honey: {
    top: "#c98c3c",
    bottom: "#8a5224",
    rim: "#e3b46a",
    gloss: 0.85,
    interior: "#c08438",
    pool: "#6e3c18",
  },
  sea: {
    top: "#a9c6c4",
    bottom: "#5f8d8f",
    rim: "#d5e4de",
    gloss: 0.8,
    interior: "#98bdb9",
    pool: "#3f7477",
  },
} satisfies Record<string, Glaze>;

type Profile = [number, number][];

export const profiles: Record<string, Profile> = {
  bottle: [[0, 0.085], [0.03, 0.07], [0.14, 0.058], [0.3, 0.085], [0.46, 0.2], [0.62, 0.265], [0.78, 0.26], [0.92, 0.2], [0.985, 0.16], [1, 0.15]],
  storageJar: [[0, 0.25], [0.03, 0.25], [0.07, 0.27], [0.22, 0.39], [0.42, 0.42], [0.68, 0.36], [0.9, 0.27], [1, 0.245]],
  moonJar: [[0, 0.2], [0.035, 0.195], [0.08, 0.25], [0.24, 0.44], [0.5, 0.5], [0.76, 0.43], [0.93, 0.27], [1, 0.21]],
  bowl: [[0, 1], [0.12, 0.97], [0.42, 0.85], [0.72, 0.6], [0.9, 0.42], [1, 0.38]],
  teaBowl: [[0, 0.62], [0.18, 0.63], [0.55, 0.6], [0.8, 0.47], [0.92, 0.33], [1, 0.33]],
  mug: [[0, 0.4], [0.05, 0.41], [0.5, 0.425], [0.86, 0.415], [0.96, 0.385], [1, 0.36]],
  tumbler: [[0, 0.36], [0.1, 0.35], [0.6, 0.33], [0.9, 0.3], [1, 0.28]],
  budVase: [[0, 0.07], [0.04, 0.06], [0.2, 0.065], [0.48, 0.21], [0.78, 0.25], [0.95, 0.2], [1, 0.18]],
  cylinderVase: [[0, 0.2], [0.04, 0.19], [0.15, 0.2], [0.6, 0.22], [0.92, 0.21], [1, 0.19]],
  jug: [[0, 0.26], [0.1, 0.24], [0.32, 0.3], [0.62, 0.36], [0.9, 0.32], [1, 0.3]],
  saltJar: [[0, 0.42], [0.06, 0.44], [0.4, 0.47], [0.8, 0.42], [0.95, 0.35], [1, 0.33]],
  lid: [[0, 0.07], [0.25, 0.08], [0.4, 0.05], [0.55, 0.25], [0.85, 0.44], [1, 0.46]],
};
