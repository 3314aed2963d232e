/** The kit's font faces, written by the build (site/vite/kit-fonts.ts). */
declare module "virtual:vitrine/kit-fonts" {
  const faces: import("./theme/font-face-css").KitFontFace[];
  export default faces;
}
