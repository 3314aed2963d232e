/** @jsxRuntime automatic @jsxImportSource react */
// (Named here because the content check renders this under plain Node, outside the package's own TypeScript settings.)
import type { CSSProperties, ReactNode } from "react";
import { PLACEHOLDER_ACTION_ATTR, PLACEHOLDER_ATTR, PLACEHOLDER_CATEGORY_ATTR, PLACEHOLDER_SERVICE_ATTR, type PlaceholderAction } from "../dom/names";

export interface ConsentPlaceholderProps {
  /** What the content is, the placeholder's accessible name: "Throwing a moon jar (video)". */
  title: string;
  /** The content's size in px: the placeholder takes exactly the box the content will (`contentBox`), so nothing shifts when it loads. */
  width: number;
  height: number;
  /** The category (and service) whose consent the content waits for. */
  category: string;
  service?: string;
  /** The text above the button. */
  message: string;
  /** The button's text, e.g. "Click here to accept marketing cookies and load this content". */
  actionText: string;
  /** What the button does: grant the category and service, or open the consent preferences. @default "accept" */
  action?: PlaceholderAction;
  /** Called by the button in a React island; pre-rendered placeholders are wired by `bindConsentPlaceholders` instead. */
  onAction?: () => void;
  /** A self-hosted poster under the overlay (never a third-party image before consent). */
  poster?: { readonly src: string; readonly srcSet?: string; readonly sizes?: string };
  /**
   * The content on its own site, for a visitor who would rather go there. It opens in a
   * new tab and says so (`newTab`, read out after the text; a small arrow shows it).
   */
  link?: { readonly href: string; readonly text: string; readonly newTab?: string };
  /** More classes, e.g. a plugin's own (`wpconsent-iframe-placeholder`), so site CSS written for it applies. */
  className?: string;
  buttonClassName?: string;
  /** With it, the poster sits in a `div` of this class, there even without a poster (the plugin's `wpconsent-iframe-thumbnail`). */
  posterClassName?: string;
  /** A class for the overlay (the plugin's `wpconsent-iframe-overlay-content`). */
  overlayClassName?: string;
  /** More attributes on the placeholder, e.g. the plugin's `data-wpconsent-name` and `data-wpconsent-category`. */
  attributes?: Readonly<Record<`data-${string}`, string>>;
  /** Markup kept inside, under the poster, until the content loads (layer 2's frame, hidden and without `src`). */
  children?: ReactNode;
}

/** What a link that opens a new tab says of it, in English (a site passes its own words). */
const NEW_TAB = "(opens in a new tab)";

/** The box of content `width` × `height` px: full width up to its own, at its aspect ratio. Give the loaded content the same. */
export function contentBox(width: number, height: number): CSSProperties {
  return { inlineSize: "100%", maxInlineSize: `${width}px`, aspectRatio: `${width} / ${height}` };
}

/**
 * The one consent placeholder for content that waits for consent (a frame, a video, a
 * feed): shared by layer 2's frame placeholders and the lazy video. Pre-renders as plain
 * HTML with the content's box, a group named by the title, the message and a real
 * button; works in a React island (`onAction`) and, pre-rendered, through
 * `bindConsentPlaceholders` (docs/behaviour/consent-layer-1.md#consent-placeholder).
 * Its look is `@vitrine/consent/placeholder.css`, which the page imports once: this module
 * stays free of stylesheets so a build step under plain Node can render it (the content
 * check renders the lazy video's placeholder).
 */
export function ConsentPlaceholder(props: ConsentPlaceholderProps) {
  const { title, width, height, category, service, message, actionText, action = "accept", onAction, poster, link } = props;
  const image = poster ? (
    <img className="consent-placeholder__poster" src={poster.src} srcSet={poster.srcSet} sizes={poster.sizes} alt="" width={width} height={height} loading="lazy" decoding="async" />
  ) : null;
  return (
    <div
      className={["consent-placeholder", props.className].filter(Boolean).join(" ")}
      role="group"
      aria-label={title}
      style={contentBox(width, height)}
      {...props.attributes}
      {...{ [PLACEHOLDER_ATTR]: "", [PLACEHOLDER_CATEGORY_ATTR]: category, [PLACEHOLDER_SERVICE_ATTR]: service }}
    >
      {props.children}
      {props.posterClassName ? <div className={props.posterClassName}>{image}</div> : image}
      <div className={["consent-placeholder__overlay", props.overlayClassName].filter(Boolean).join(" ")}>
        <p className="consent-placeholder__message">{message}</p>
        <button
          type="button"
          className={["consent-placeholder__button", props.buttonClassName].filter(Boolean).join(" ")}
          data-category={category}
          onClick={onAction}
          {...{ [PLACEHOLDER_ACTION_ATTR]: action }}
        >
          {actionText}
        </button>
        {link ? (
          <a className="consent-placeholder__link" href={link.href} target="_blank" rel="noopener">
            {link.text}
            <span className="consent-placeholder__new-tab" aria-hidden="true">
              {" ↗"}
            </span>
            <span className="consent-placeholder__hidden">{` ${link.newTab ?? NEW_TAB}`}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
