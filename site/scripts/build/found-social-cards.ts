import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cropCard, renderCard } from "../../app/features/found/cards/card-image.server";
import { cardFile, cardInputsOf, type CardInputs, type CardSite } from "../../app/config/social-card.server";
import { cardOfPage } from "../../app/features/found/cards/page-cards";
import { makeCards } from "../../app/features/found/cards/social-cards.server";

export type CardDirs = {
  /** This language's rendered pages. */
  pagesDir: string;
  /** The built site's shared `/media/` (the first language's): the pictures, and where the cards go. */
  mediaDir: string;
  /** Kept between builds: a card is drawn or cropped once. */
  cacheDir: string;
  /**
   * The first language's run: the cards of an earlier build that no page names any more are
   * removed before this build's are made (the editions' runs, after it, only add theirs).
   */
  prune?: boolean;
};

/**
 * Makes the social card each rendered page names (docs/behaviour/found.md#social-cards): a
 * picture's crop, or a card drawn from the title the page gives as its alt text, which must be
 * the card its address names. Returns what it drew and cropped, and a line per problem.
 */
export async function makeSocialCards(dirs: CardDirs, site: CardSite, warn: (message: string) => void = console.warn): Promise<{ drawn: number; cropped: number; problems: string[] }> {
  const outDir = path.join(dirs.mediaDir, "cards");
  mkdirSync(outDir, { recursive: true });
  mkdirSync(dirs.cacheDir, { recursive: true });
  const drawn = new Map<string, CardInputs>();
  /** Each picture card, with what to draw instead when its picture cannot be read. */
  const pictures = new Map<string, CardInputs>();
  const problems: string[] = [];
  for (const file of (readdirSync(dirs.pagesDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html"))) {
    const card = cardOfPage(readFileSync(path.join(dirs.pagesDir, file), "utf8"));
    if (!card) continue;
    if (card.file.endsWith(".jpg")) pictures.set(card.file, cardInputsOf(card.title.replace(` — ${site.name}`, "") || site.name, site));
    else {
      const inputs = cardInputsOf(card.alt, site);
      if (cardFile(inputs) === card.file) drawn.set(card.file, inputs);
      else problems.push(`The page ${file} names a social card that does not show its title.`);
    }
  }
  const media = readdirSync(dirs.mediaDir);
  let cropped = 0;
  for (const [file, instead] of pictures) {
    const stem = file.replace(/\.jpg$/, "");
    const source = media.find((name) => name.startsWith(`${stem}.`));
    if (!source) {
      problems.push(`The picture ${stem} a page shares is not among the site's pictures.`);
      continue;
    }
    const bytes = readFileSync(path.join(dirs.mediaDir, source));
    const key = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    let cached = path.join(dirs.cacheDir, `${key}.jpg`);
    if (!existsSync(cached)) {
      try {
        writeFileSync(cached, await cropCard(bytes));
        cropped += 1;
      } catch (error) {
        // A picture the image library cannot read: the page's title drawn instead, under the picture card's name.
        warn(`Warning: the picture ${source} could not be cropped to a social card (${(error as Error).message}); a card with the page's title stands in.`);
        cached = path.join(dirs.cacheDir, `${key}-${cardFile(instead).replace(/\.png$/, ".jpg")}`);
        if (!existsSync(cached)) writeFileSync(cached, await cropCard(await renderCard(instead)));
      }
    }
    // A new file, never written through the hard link an incremental build made to the previous
    // build's card, which may still be live: a replaced picture's card differs under the same name.
    rmSync(path.join(outDir, file), { force: true });
    copyFileSync(cached, path.join(outDir, file));
  }
  if (dirs.prune) {
    const named = new Set([...pictures.keys(), ...drawn.keys()]);
    for (const file of readdirSync(outDir)) if (!named.has(file)) rmSync(path.join(outDir, file));
  }
  const made = await makeCards(drawn.values(), { outDir, cacheDir: dirs.cacheDir });
  return { drawn: made.drawn, cropped, problems };
}
