import type { WidgetView } from "~/content/page-view";
import { Picture } from "./picture";
import { PostCard } from "./post-card";
import { ProductCard } from "./product-card";
import { GalleryGrid } from "./widgets/gallery-grid";
import { Toc } from "./widgets/toc";

function WidgetBody({ widget }: { widget: WidgetView }) {
  switch (widget.type) {
    case "heading": {
      const Tag = `h${Math.min(Math.max(widget.level, 1), 4)}` as "h1" | "h2" | "h3" | "h4";
      return <Tag id={widget.id}>{widget.text}</Tag>;
    }
    case "text":
      return <div className="prose" dangerouslySetInnerHTML={{ __html: widget.html }} />;
    case "image":
      return (
        <figure className="image-widget">
          <Picture image={widget.image} priority={widget.priority} />
          {widget.caption && <figcaption>{widget.caption}</figcaption>}
        </figure>
      );
    case "button":
      return (
        <a href={widget.href} className={widget.variant === "secondary" ? "button button--secondary" : "button"}>
          {widget.label}
        </a>
      );
    case "gallery":
      return <GalleryGrid items={widget.items} columns={widget.columns} />;
    case "toc":
      return <Toc entries={widget.entries} />;
    case "product-grid":
      return (
        <ul className="card-grid card-grid--products">
          {widget.products.map((product) => (
            <li key={product.slug}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      );
    case "post-list":
      return (
        <ul className="card-grid">
          {widget.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      );
    case "spacer":
      return null;
  }
}

/**
 * One widget in its wrapper. `data-animate` asks the in-page behaviour for an entrance
 * animation (spec §4 "Others"); without JavaScript the widget is simply visible.
 */
export function Widget({ widget }: { widget: WidgetView }) {
  const size = widget.type === "spacer" ? ` widget--spacer-${widget.size}` : "";
  return (
    <div className={`widget widget--${widget.type}${size}`} data-animate={widget.animate}>
      <WidgetBody widget={widget} />
    </div>
  );
}
