import { SettingField } from "./setting-field";
import { valueAt, type SettingsForm } from "./use-settings-file";
import { menuWords } from "./words/menus";
import { savingWords } from "./words/saving";
import { fill, wordsOf } from "./words/studio-words";

type Path = readonly (string | number)[];

/**
 * Move up, Move down and Remove for the item at `index` of the list at `path`, named with
 * the item (`Move “Shop” up`), so each is told apart by a screen reader and by keyboard.
 */
export function ItemTools({ form, path, index, name }: { form: SettingsForm; path: Path; index: number; name: string }) {
  const list = (valueAt(form.data, path) as unknown[] | undefined) ?? [];
  const move = (to: number) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item);
    form.set(path, next);
  };
  return (
    <span className="settings-file__tools">
      <button type="button" className="editor-button" disabled={index === 0} onClick={() => move(index - 1)} aria-label={fill(wordsOf(savingWords).moveUpOf, { name })}>
        {wordsOf(savingWords).moveUp}
      </button>
      <button type="button" className="editor-button" disabled={index === list.length - 1} onClick={() => move(index + 1)} aria-label={fill(wordsOf(savingWords).moveDownOf, { name })}>
        {wordsOf(savingWords).moveDown}
      </button>
      <button type="button" className="editor-button editor-button--danger" onClick={() => form.set(path, list.filter((_, j) => j !== index))} aria-label={fill(wordsOf(savingWords).removeOf, { name })}>
        {wordsOf(savingWords).remove}
      </button>
    </span>
  );
}

type Link = { label?: string; href?: string };

/** The kinds of link list, each with its own words (words/menus.ts). */
type Noun = "link" | "dropdownLink" | "columnLink";

/**
 * A list of links (a drop-down's, a mega-menu column's, a footer area's): each a label and
 * an address picked from the site's pages or typed (https://…, mailto:…), in order.
 */
export function LinkRows({ form, path, noun }: { form: SettingsForm; path: Path; noun: Noun }) {
  const links = (valueAt(form.data, path) as Link[] | undefined) ?? [];
  const t = wordsOf(menuWords);
  return (
    <fieldset className="settings-file__links">
      <legend>{t[`${noun}Legend`]}</legend>
      {links.length === 0 && <p className="settings-file__empty">{t[`${noun}None`]}</p>}
      <ol>
        {links.map((link, i) => (
          <li key={i} className="settings-file__link">
            <SettingField form={form} path={[...path, i, "label"]} label={fill(t[`${noun}Label`], { number: i + 1 })} />
            <SettingField form={form} path={[...path, i, "href"]} label={fill(t[`${noun}Address`], { number: i + 1 })} kind="address" />
            <ItemTools form={form} path={path} index={i} name={link.label || fill(t[`${noun}Name`], { number: i + 1 })} />
          </li>
        ))}
      </ol>
      <button type="button" className="editor-button" onClick={() => form.set(path, [...links, { label: "", href: "" }])}>
        {t[`${noun}Add`]}
      </button>
    </fieldset>
  );
}
