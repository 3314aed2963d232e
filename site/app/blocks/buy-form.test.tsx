// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BuyData } from "../source/buy-data";
import { BuyForm } from "./buy-form";
import { shopWordDefaults as words } from "../features/shop/shop-words";

/** The buy forms as the build writes them (docs/behaviour/shop.md#cart). */
const piece = (max: number): BuyData => ({ slug: "jug", title: "Celadon jug", price: 5400, currency: "EUR", href: "/shop/jug", image: "/media/jug.webp", max });

function render(buy: BuyData, variant: "page" | "card") {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<BuyForm buy={buy} words={words} variant={variant} />);
  return host;
}

const buttons = (host: HTMLElement) => Array.from(host.querySelectorAll("button"), (b) => ({ text: b.textContent, disabled: b.disabled }));

describe("the buy forms", () => {
  it("a card offers one piece, named with it", () => {
    const host = render(piece(3), "card");
    expect(buttons(host)).toEqual([{ text: words.addToCart, disabled: false }]);
    expect(host.querySelector("button")!.getAttribute("aria-label")).toBe("Add to cart: Celadon jug");
  });

  it("a sold-out card has no form and no disabled button: its “Sold out” pill is the one signal", () => {
    expect(render(piece(0), "card").innerHTML).toBe("");
  });

  it("the product page of a sold-out piece keeps its form, saying so", () => {
    expect(buttons(render(piece(0), "page"))).toEqual([{ text: words.soldOut, disabled: true }]);
  });
});
