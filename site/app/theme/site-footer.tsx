import { useEffect, useRef, useState } from "react";
import type { SiteConfig } from "~/config/site-config";
import "./footer.css";

/**
 * Site footer (spec §2 "Theme": a fixed or parallax footer). The style lives on
 * <html data-footer-style>; CSS does the reveal with `position: sticky`, so there is
 * nothing to measure before first paint and no layout shift. The parallax is switched off
 * (`data-parallax-off`) when the footer is taller than the window, where part of it could
 * otherwise stay behind the page.
 */
export function SiteFooter({ config }: { config: SiteConfig }) {
  const ref = useRef<HTMLElement>(null);
  const [tall, setTall] = useState(false);

  useEffect(() => {
    const footer = ref.current;
    if (!footer) return;
    const measure = () => setTall(footer.offsetHeight > window.innerHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(footer);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);

  const { widgets, copyright } = config.footer;
  return (
    <footer ref={ref} className="site-footer" data-parallax-off={tall ? "" : undefined}>
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
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
      <div className="site-footer__bottom container">
        <p>{copyright || `© ${config.name}`}</p>
        {config.tagline && <p className="site-footer__tagline">{config.tagline}</p>}
      </div>
    </footer>
  );
}
