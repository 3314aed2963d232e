import type { ShopConfig } from "./shop-config";
import type { ShopWords } from "./shop-words";
import { CART_ATTR, CART_FORM_NAME, CHECKOUT_PATH, COUNTRY_FIELD, LINE_FIELD } from "./shop-names.mjs";
import { ERROR_ATTR, FIELD_ATTR, FORM_ATTR, POST_ATTR } from "../../widgets/form/form-names.mjs";
import { CountryOptions } from "./country-options";
import { toMinor } from "./price-format.mjs";
import "./cart-page.css";
import { sitePath } from "../../lib/site-path";

/** What the cart view reads from its root's `data-cart` (cart-setup.ts). */
export type CartSettings = {
  currency: string;
  locale: string;
  zones: { countries: string[]; rate: number; freeFrom: number | null; name: string }[];
  words: Pick<ShopWords, "shippingFree" | "cancelled" | "soldOut" | "lineSoldOut" | "lineOnlyLeft" | "unitPrice">;
};

export function cartSettings(shop: ShopConfig, words: ShopWords, locale: string): CartSettings {
  const money = (amount: number) => toMinor(amount, shop.currency);
  const { shippingFree, cancelled, soldOut, lineSoldOut, lineOnlyLeft, unitPrice } = words;
  return {
    currency: shop.currency,
    locale,
    zones: shop.shipping.map((z) => ({ name: z.name, countries: z.countries, rate: money(z.rate), freeFrom: z.freeFrom === undefined ? null : money(z.freeFrom) })),
    words: { shippingFree, cancelled, soldOut, lineSoldOut, lineOnlyLeft, unitPrice },
  };
}

/**
 * The `/cart` page (docs/behaviour/shop.md#cart): pre-rendered empty, with a template of
 * one line; the cart enhancer fills it from the visitor's storage at load, and disables
 * "Check out" with the reason shown when every line has sold out. The form
 * posts the lines (`slug:quantity:price shown`) and the country to `/checkout`; the forms'
 * code checks the country first, in the site's words (docs/behaviour/shop.md#checkout).
 */
export function CartView({ shop, words, locale }: { shop: ShopConfig; words: ShopWords; locale: string }) {
  return (
    <div className="cart" {...{ [CART_ATTR]: JSON.stringify(cartSettings(shop, words, locale)) }}>
      <p className="cart__notice" role="status" data-cart-notice="" />
      <div className="cart__empty" data-cart-empty="">
        <p>{words.cartEmpty}</p>
        <p>
          <a className="button" href={sitePath("/shop")}>
            {words.browseShop}
          </a>
        </p>
        <noscript>
          <p className="cart__no-script">{words.cartNeedsScript}</p>
        </noscript>
      </div>
      <form
        className="cart__form"
        method="post"
        action={sitePath(CHECKOUT_PATH)}
        hidden
        data-cart-form=""
        aria-label={words.cartTitle}
        {...{ [FORM_ATTR]: CART_FORM_NAME, [POST_ATTR]: "" }}
      >
        <ul className="cart__lines" aria-label={words.cartLines} data-cart-lines="" />
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{words.summary}</h2>
          <div className="cart__country" {...{ [FIELD_ATTR]: COUNTRY_FIELD }}>
            <label htmlFor="cart-country">{words.shipTo}</label>
            <select id="cart-country" name={COUNTRY_FIELD} required autoComplete="country" aria-describedby="cart-country-error">
              <option value="">—</option>
              <CountryOptions shop={shop} words={words} locale={locale} />
            </select>
            <p className="checkout-form__error" id="cart-country-error" hidden {...{ [ERROR_ATTR]: COUNTRY_FIELD }} />
          </div>
          <dl className="cart__totals">
            <div>
              <dt>{words.subtotal}</dt>
              <dd data-cart-subtotal="" />
            </div>
            <div>
              <dt>{words.shipping}</dt>
              <dd data-cart-shipping="">—</dd>
            </div>
            <div className="cart__total">
              <dt>{words.total}</dt>
              <dd data-cart-total="" />
            </div>
          </dl>
          <p className="cart__vat">{shop.pricesIncludeVat ? words.vatIncluded : words.vatExcluded}</p>
          <button type="submit" className="button cart__checkout">
            {words.checkout}
          </button>
          <p className="cart__nothing" id="cart-nothing" hidden data-cart-nothing="">
            {words.cartNothingToBuy}
          </p>
        </aside>
      </form>
      <template data-cart-line-template="">
        <li className="cart-line">
          <img className="cart-line__image" alt="" width="80" height="100" loading="lazy" data-field="image" />
          <div className="cart-line__body">
            <a className="cart-line__title" data-field="title" href={sitePath("/shop")} />
            <p className="cart-line__unit" data-field="unit" />
            <p className="cart-line__note" data-field="note" hidden />
            <div className="cart-line__controls">
              <div className="stepper">
                <button type="button" className="stepper__button" data-action="decrease" aria-label={words.decrease}>
                  <span aria-hidden="true">−</span>
                </button>
                <input type="number" className="stepper__input" min={1} step={1} inputMode="numeric" data-field="quantity" aria-label={words.quantityOf} />
                <button type="button" className="stepper__button" data-action="increase" aria-label={words.increase}>
                  <span aria-hidden="true">+</span>
                </button>
              </div>
              <button type="button" className="cart-line__remove" data-action="remove" aria-label={words.removeNamed}>
                {words.remove}
              </button>
            </div>
          </div>
          <p className="cart-line__total" data-field="total" />
          <input type="hidden" name={LINE_FIELD} data-field="line" />
        </li>
      </template>
    </div>
  );
}
