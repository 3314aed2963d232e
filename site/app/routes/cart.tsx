import { data } from "react-router";
import { PageMain } from "~/blocks/page-main";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import { CartView } from "~/features/shop/cart-view";
import siteConfig from "../../site.config";
import type { Route } from "./+types/cart";

export async function loader() {
  const { shop } = siteConfig;
  if (!shop) throw data(null, { status: 404 });
  const words = siteConfig.words.shop;
  return {
    shop,
    words,
    locale: siteConfig.language,
    seo: buildSeo({ title: words.cartTitle, description: words.cartEmpty, pathname: "/cart", noindex: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The cart (docs/behaviour/shop.md#cart): its lines come from the visitor's browser, drawn by the cart enhancer. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { shop, words, locale } = loaderData;
  return (
    <PageMain type="cart" className="cart-page">
      <div className="container">
        <h1>{words.cartTitle}</h1>
        <CartView shop={shop} words={words} locale={locale} />
      </div>
    </PageMain>
  );
}
