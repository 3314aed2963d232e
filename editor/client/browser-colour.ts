import { parseColour, type Rgb } from "../shared/contrast";

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Any CSS colour the kit accepts (a name, oklch(), color-mix() …) as the browser draws it:
 * one pixel painted on a canvas and read back. Hex, rgb() and hsl() are read directly.
 */
export function browserColour(value: string): Rgb | undefined {
  const direct = parseColour(value);
  if (direct) return direct;
  if (!CSS.supports("color", value)) return undefined;
  context ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!context) return undefined;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}
