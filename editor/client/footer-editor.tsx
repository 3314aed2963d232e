import type { FooterArea, FooterSettings } from "@vitrine/site/editor";
import { SettingField } from "./setting-field";
import { ItemTools, LinkRows } from "./setting-lists";
import { SettingsFrame } from "./settings-frame";
import { useSettingsFile } from "./use-settings-file";
import { menuWords } from "./words/menus";
import { shellWords } from "./words/shell";
import { fill, wordsOf } from "./words/studio-words";

/**
 * The footer (docs/behaviour/page-builder.md#site-menu-and-footer), in
 * content/settings/footer.yaml: its areas side by side, each a title, a text and links,
 * and the copyright line under them.
 */
export function FooterEditor() {
  const form = useSettingsFile<FooterSettings>("footer");
  const areas: FooterArea[] = typeof form.data === "object" ? (form.data.widgets ?? []) : [];
  return (
    <SettingsFrame form={form} heading={wordsOf(shellWords).footer} intro={wordsOf(menuWords).footerIntro}>
      <ol className="settings-file__items" aria-label={wordsOf(menuWords).footerAreas}>
        {areas.map((area, i) => (
          <li key={i} className="settings-file__item">
            <fieldset>
              <legend>
                {fill(wordsOf(menuWords).areaLegend, { number: i + 1, title: area.title || wordsOf(menuWords).noTitle })}
              </legend>
              <SettingField form={form} path={["widgets", i, "title"]} label={wordsOf(menuWords).title} />
              <SettingField form={form} path={["widgets", i, "text"]} label={wordsOf(menuWords).text} kind="textarea" optional />
              <LinkRows form={form} path={["widgets", i, "links"]} noun="link" />
              {area.photoFeed && <p className="settings-file__note">{wordsOf(menuWords).photoFeed}</p>}
              <ItemTools form={form} path={["widgets"]} index={i} name={area.title || fill(wordsOf(menuWords).areaName, { number: i + 1 })} />
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className="editor-button" onClick={() => form.set(["widgets"], [...areas, { title: "", links: [] }])}>
        {wordsOf(menuWords).addArea}
      </button>
      <SettingField form={form} path={["copyright"]} label={wordsOf(menuWords).copyright} help={wordsOf(menuWords).copyrightHelp} />
    </SettingsFrame>
  );
}
