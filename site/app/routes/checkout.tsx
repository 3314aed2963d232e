import { data } from "react-router";
import { PageMain } from "~/blocks/page-main";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import { CheckoutView } from "~/features/shop/checkout-view";
import siteConfig from "../../site.config";
import type { Route } from "./+types/checkout";
import { addressOf } from "~/lib/site-path";

export async function loader({ request }: Route.LoaderArgs) {
  if (!siteConfig.shop) throw data(null, { status: 404 });
  const words = siteConfig.words.shop;
  const pathname = addressOf(request).replace(/\/$/, "");
  return {
    title: words.checkoutTitle,
    waiting: words.checkoutWaiting,
    seo: buildSeo({ title: words.checkoutTitle, description: words.paymentNote, pathname, noindex: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** `/checkout` and `/checkout/success`: shells the site's server fills (docs/behaviour/shop.md#checkout). */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <PageMain type="page" className="checkout-page">
      <div className="container">
        <CheckoutView title={loaderData.title} waiting={loaderData.waiting} />
      </div>
    </PageMain>
  );
}
