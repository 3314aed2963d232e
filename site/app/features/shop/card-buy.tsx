import siteConfig from "../../../site.config";
import type { BuyData } from "./buy-data";
import { BuyForm } from "./buy-form";

/** A product card's "Add to cart" (a card in a grid, a carousel, "You may also like"), in the shop's words. */
export function CardBuy({ buy }: { buy: BuyData }) {
  const words = siteConfig.shop?.words;
  return words ? <BuyForm buy={buy} words={words} variant="card" /> : null;
}
