import type { ReactNode } from "react";
import type { SiteConfig } from "~/config/site-config";
import { PhotoFeed } from "~/features/photo-feed/photo-feed";
import { socialName } from "./social-links";
import { fill } from "~/words/word.mjs";
import "./footer.css";
import { sitePath } from "../lib/site-path";

/**
 * Site footer (docs/behaviour/theme.md#footer: a fixed or parallax footer). The style
 * lives on <html data-footer-style>; CSS does the reveal with `position: sticky`, so
 * there is nothing to measure before first paint and no layout shift. It is static
 * HTML: the parallax footer's one piece of code, which switches the parallax off when
 * the footer is taller than the window, is an enhancer (parallax-footer.enhancer.ts).
 */
export function SiteFooter({ config, end }: { config: SiteConfig; /** After the footer's last line, in its flow (the consent tab). */ end?: ReactNode }) {
  const { widgets, copyright } = config.footer;
  return (
    <footer className="site-footer">
      {widgets.length > 0 && (
        <div className="site-footer__widgets container">
          {widgets.map((widget, index) => (
            <section key={widget.title} className="footer-widget" aria-labelledby={`footer-widget-${index}`}>
              <h2 className="footer-widget__title" id={`footer-widget-${index}`}>{widget.title}</h2>
              {widget.text?.split("\n\n").map((paragraph) => (
                <p key={paragraph} className="footer-widget__text">{paragraph}</p>
              ))}
              {widget.links.length > 0 && (
                <ul className="footer-widget__links">
                  {widget.links.map((link) => (
                    <li key={link.href + link.label}>
                      <a href={sitePath(link.href)}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              )}
              {widget.photoFeed && (
                <PhotoFeed {...widget.photoFeed} settings={config.photoFeed} headingLevel={3} label={fill(config.words.photoFeed.photosOf, { title: widget.title })} />
              )}
            </section>
          ))}
        </div>
      )}
      <div className="site-footer__bottom container">
        <p>{copyright || `© ${config.name}`}</p>
        {config.social.length > 0 && (
          // rel="me": the owner's own pages, which those sites can verify as theirs.
          <ul className="site-footer__social" aria-label={config.words.theme.elsewhere}>
            {config.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="me">{socialName(link)}</a>
              </li>
            ))}
          </ul>
        )}
        {config.tagline && <p className="site-footer__tagline">{config.tagline}</p>}
      </div>
      {end}
    </footer>
  );
}
