import { useEffect, useState } from "react";
import { shippedLanguages, type SiteSettings } from "@vitrine/site/editor";
import { api, editingEdition } from "./api";
import { ImageField } from "./image-field";
import { FieldProblems, SettingField } from "./setting-field";
import { ItemTools } from "./setting-lists";
import { SettingsFrame } from "./settings-frame";
import { siteNameRule, type SiteLanguages } from "./site-name-words";
import { ScreenLinks } from "./studio-screens";
import { useSettingsFile, valueAt, type SettingsForm } from "./use-settings-file";
import { shellWords } from "./words/shell";
import { siteWords } from "./words/site-settings";
import { fill, studioLanguage, wordsOf } from "./words/studio-words";

/** A language's name in its own words and in the owner's: "Français (French)". */
function languageName(code: string): string {
  const own = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  const english = new Intl.DisplayNames([studioLanguage()], { type: "language" }).of(code) ?? code;
  return own === english ? english : `${own[0]!.toUpperCase()}${own.slice(1)} (${english})`;
}

/**
 * Site settings (docs/behaviour/page-builder.md#site-menu-and-footer): the site's name, logo,
 * icon, tagline, language and contact address, in content/settings/site.yaml.
 */
export function SiteSettingsForm() {
  const form = useSettingsFile<SiteSettings>("site");
  const t = wordsOf(siteWords);
  const language = String(valueAt(form.data, ["language"]) ?? "en");
  const choices = shippedLanguages.includes(language) ? shippedLanguages : [...shippedLanguages, language];
  const problems = form.problemsAt(["language"]);
  const [languages, setLanguages] = useState<SiteLanguages | undefined>();
  useEffect(() => {
    void api<SiteLanguages>("GET", "/api/editions").then((r) => r.status === 200 && setLanguages(r.body));
  }, []);
  const editing = editingEdition();
  const nameRule = siteNameRule(languages, editing);
  return (
    <SettingsFrame form={form} heading={wordsOf(shellWords).site} intro={t.intro}>
      <SettingField
        form={form}
        path={["name"]}
        label={t.name}
        help={nameRule ? `${t.nameHelp} ${nameRule.help}` : t.nameHelp}
        // A second language's name may be left out: it then has the first language's (site-name-words.ts).
        optional={Boolean(editing)}
        placeholder={nameRule?.placeholder}
      />
      <SitePicture form={form} field="logo" label={t.logo} help={t.logoHelp} upload={t.uploadLogo} />
      <SitePicture form={form} field="favicon" label={t.favicon} help={t.faviconHelp} upload={t.uploadIcon} />
      <SettingField form={form} path={["tagline"]} label={t.tagline} help={t.taglineHelp} />
      <div className="settings__field">
        <label htmlFor="setting-language">{t.language}</label>
        <small id="setting-language-help">{t.languageHelp}</small>
        <select id="setting-language" value={language} aria-describedby={problems.length > 0 ? "setting-language-problem setting-language-help" : "setting-language-help"} aria-invalid={problems.length > 0 || undefined} onChange={(e) => form.set(["language"], e.target.value)}>
          {choices.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
        <FieldProblems form={form} path={["language"]} label={t.language} />
      </div>
      <SettingField form={form} path={["contactEmail"]} label={t.contactEmail} help={t.contactEmailHelp} kind="email" optional />
      <SettingField form={form} path={["url"]} label={t.url} help={t.urlHelp} optional />
      <SocialLinks form={form} legend={t.social} help={t.socialHelp} />
      <ScreenLinks label="moreSettings" only={["#/settings", "#/menu", "#/footer", "#/consent"]} className="settings-file__more" />
    </SettingsFrame>
  );
}

/**
 * The logo or the site icon (docs/decisions/043-logo-and-site-icon.md): a picture of the media
 * library, chosen or uploaded with the pages' picture field and shown beside it, and a way to
 * go back to none (the site's name alone, the site's own icon).
 */
function SitePicture({ form, field, label, help, upload }: { form: SettingsForm; field: "logo" | "favicon"; label: string; help?: string; upload: string }) {
  const value = valueAt(form.data, [field]);
  const id = `setting-${field}`;
  return (
    <div className="settings__field settings-file__picture">
      <ImageField id={id} label={label} help={help} value={value} uploadLabel={upload} invalid={form.problemsAt([field]).length > 0} onChange={(name) => form.set([field], name || undefined)} />
      {typeof value === "string" && value && (
        <button
          type="button"
          className="editor-button"
          onClick={() => {
            form.set([field], undefined);
            // The button goes with the picture: the choice keeps the keyboard's place.
            document.getElementById(id)?.focus();
          }}
        >
          {field === "logo" ? wordsOf(siteWords).removeLogo : wordsOf(siteWords).removeIcon}
        </button>
      )}
      <FieldProblems form={form} path={[field]} label={label} />
    </div>
  );
}

type Social = { href?: string; label?: string };

/** The owner's pages on other sites, each an address and an optional name, in order. */
function SocialLinks({ form, legend, help }: { form: SettingsForm; legend: string; help?: string }) {
  const links = (valueAt(form.data, ["social"]) as Social[] | undefined) ?? [];
  return (
    <fieldset className="settings-file__links">
      <legend>{legend}</legend>
      {help && <p className="settings-file__note">{help}</p>}
      <ol>
        {links.map((link, i) => (
          <li key={i} className="settings-file__link">
            <SettingField form={form} path={["social", i, "href"]} label={fill(wordsOf(siteWords).linkAddress, { number: i + 1 })} help={wordsOf(siteWords).linkAddressHelp} />
            <SettingField form={form} path={["social", i, "label"]} label={fill(wordsOf(siteWords).linkName, { number: i + 1 })} help={wordsOf(siteWords).linkNameHelp} optional />
            <ItemTools form={form} path={["social"]} index={i} name={link.label || link.href || fill(wordsOf(siteWords).linkItem, { number: i + 1 })} />
          </li>
        ))}
      </ol>
      <button type="button" className="editor-button" onClick={() => form.set(["social"], [...links, { href: "" }])}>
        {wordsOf(siteWords).addLink}
      </button>
    </fieldset>
  );
}
