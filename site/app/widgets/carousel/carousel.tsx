import { PostCard } from "../../blocks/post-card";
import { ProductCard } from "../../blocks/product-card";
import { useFrontendConfig } from "../../config/frontend-config";
import type { PostSummary, ProductSummary, ResolvedImage } from "../../source/types";
import { ImageSlider } from "../../media/slider/image-slider";
import { Slider, type SlidesPerView } from "../../media/slider/slider";
import { eagerSlides } from "../../media/slider/slider-image";
import { SLIDER_TIMING } from "../../media/slider/slider-names";
import "./carousel.css";

type Common = { label: string; perView: SlidesPerView; autoplay: boolean; hoverPause: boolean; loop: boolean };
export type CarouselView = Common &
  ({ show: "images"; images: ResolvedImage[] } | { show: "posts"; posts: PostSummary[] } | { show: "products"; products: ProductSummary[] });

/**
 * The carousel widget on the page (docs/behaviour/media.md#carousel): the site's slider
 * with several slides per view. Card images beyond the first view and one more wait for the
 * slider (lazy one slide ahead); a product card shows its first image only (no slider in a
 * slider). In the page builder's canvas (`edit`) it never autoplays.
 */
export function Carousel(view: CarouselView) {
  const { mode } = useFrontendConfig();
  const slider = {
    label: view.label,
    perView: view.perView,
    loop: view.loop,
    hoverPause: view.hoverPause,
    autoplayMs: view.autoplay && mode !== "edit" ? SLIDER_TIMING.defaultMs : undefined,
    className: "carousel",
  };
  const eager = eagerSlides(view.perView.desktop);
  if (view.show === "images") return <ImageSlider {...slider} images={view.images} link="lightbox" />;
  const slides =
    view.show === "posts"
      ? view.posts.map((post, i) => <PostCard key={post.slug} post={post} deferredImage={i >= eager} />)
      : view.products.map((product, i) => <ProductCard key={product.slug} product={product} imageSlider={false} deferredImage={i >= eager} />);
  return <Slider {...slider} slides={slides} />;
}
