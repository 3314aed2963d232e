/** Every image the demo site uses, in one list. */
import { interiorItems } from "./interiors";
import { photoItems } from "./photos";
import { printItems } from "./prints";
import { productShots, type MediaItem } from "./products";
import { studioItems } from "./studio";

export const catalogue: MediaItem[] = [...productShots, ...printItems, ...photoItems, ...studioItems, ...interiorItems];
