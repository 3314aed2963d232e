import type { FooterArea, FooterSettings } from "@vitrine/site/editor";
import { SettingField } from "./setting-field";
import { ItemTools, LinkRows } from "./setting-lists";
import { SettingsFrame } from "./settings-frame";
import { useSettingsFile } from "./use-settings-file";

/**
 * The footer (docs/behaviour/page-builder.md#site-menu-and-footer), in
 * content/settings/footer.yaml: its areas side by side, each a title, a text and links,
 * and the copyright line under them.
 */
export function FooterEditor() {
  const form = useSettingsFile<FooterSettings>("footer");
  const areas: FooterArea[] = typeof form.data === "object" ? (form.data.widgets ?? []) : [];
  return (
    <SettingsFrame form={form} heading="Footer" intro="The foot of every page: areas side by side on a wide screen, one under another on a phone.">
      <ol className="settings-file__items" aria-label="Footer areas">
        {areas.map((area, i) => (
          <li key={i} className="settings-file__item">
            <fieldset>
              <legend>
                Area {i + 1}: {area.title || "(no title yet)"}
              </legend>
              <SettingField form={form} path={["widgets", i, "title"]} label="Title" />
              <SettingField form={form} path={["widgets", i, "text"]} label="Text" kind="textarea" optional />
              <LinkRows form={form} path={["widgets", i, "links"]} noun="link" />
              {area.photoFeed && <p className="settings-file__note">This area also shows your latest photographs, once a visitor allows them.</p>}
              <ItemTools form={form} path={["widgets"]} index={i} name={area.title || `area ${i + 1}`} />
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className="editor-button" onClick={() => form.set(["widgets"], [...areas, { title: "", links: [] }])}>
        Add an area
      </button>
      <SettingField form={form} path={["copyright"]} label="Copyright line" help="Under the areas, e.g. © 2026 your name." />
    </SettingsFrame>
  );
}
