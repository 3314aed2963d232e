import siteConfig from "../../../site.config";
import type { BuyData } from "../../source/buy-data";
import { BuyForm } from "./buy-form";

/** A product card's "Add to cart" (a card in a grid, a carousel, "You may also like"), in the shop's words; a site that sells nothing has none. */
export function CardBuy({ buy }: { buy: BuyData }) {
  return siteConfig.shop ? <BuyForm buy={buy} words={siteConfig.words.shop} variant="card" /> : null;
}
