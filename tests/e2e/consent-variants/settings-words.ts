import demo from "../../../site/site.config";
import type { MenuItem } from "../../../site/app/config/site-config";

/**
 * The demo's own words in its settings — menu labels, footer areas — in another language
 * (the owner writes these; the site's words table does not hold them). A map from each
 * English label to its translation; a label without one stays (a product's name).
 */
export type SettingsWords = Record<string, string>;

const say = (words: SettingsWords, text: string) => words[text] ?? text;

/** The demo's header menu and footer, their labels and titles translated. */
export function translatedSettings(words: SettingsWords) {
  const menu = demo.header.menu.map((item: MenuItem) => ({
    ...item,
    label: say(words, item.label),
    ...(item.children ? { children: item.children.map((c) => ({ ...c, label: say(words, c.label) })) } : {}),
    ...(item.mega ? { mega: item.mega.map((col) => ({ ...col, title: say(words, col.title), links: col.links.map((l) => ({ ...l, label: say(words, l.label) })) })) } : {}),
    ...(item.featured
      ? { featured: { title: say(words, item.featured.title), text: say(words, item.featured.text), link: { ...item.featured.link, label: say(words, item.featured.link.label) } } }
      : {}),
  }));
  const widgets = demo.footer.widgets.map((w) => ({
    ...w,
    title: say(words, w.title),
    ...(w.text ? { text: say(words, w.text) } : {}),
    links: w.links.map((l) => ({ ...l, label: say(words, l.label) })),
  }));
  return { header: { ...demo.header, menu }, footer: { ...demo.footer, widgets } };
}
