import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderCard } from "./card-image.server";
import { cardFile, type CardInputs } from "../../../config/social-card.server";

/**
 * Makes each generated card a page names (docs/behaviour/found.md#social-cards) into `outDir`,
 * once per distinct inputs: a card is kept in `cacheDir` by the hash of its inputs, so the
 * site's next build, or another language's with the same inputs, copies it instead of drawing
 * it again. Returns how many it drew.
 */
export async function makeCards(cards: Iterable<CardInputs>, dirs: { outDir: string; cacheDir: string }): Promise<{ drawn: number }> {
  mkdirSync(dirs.outDir, { recursive: true });
  mkdirSync(dirs.cacheDir, { recursive: true });
  let drawn = 0;
  const done = new Set<string>();
  for (const inputs of cards) {
    const file = cardFile(inputs);
    if (done.has(file)) continue;
    done.add(file);
    const cached = path.join(dirs.cacheDir, file);
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderCard(inputs));
      drawn += 1;
    }
    copyFileSync(cached, path.join(dirs.outDir, file));
  }
  return { drawn };
}
