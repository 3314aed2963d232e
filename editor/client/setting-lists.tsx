import { SettingField } from "./setting-field";
import { valueAt, type SettingsForm } from "./use-settings-file";
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

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list of links (a drop-down's, a mega-menu column's, a footer area's): each a label and
 * an address picked from the site's pages or typed (https://…, mailto:…), in order.
 */
export function LinkRows({ form, path, noun }: { form: SettingsForm; path: Path; noun: string }) {
  const links = (valueAt(form.data, path) as Link[] | undefined) ?? [];
  return (
    <fieldset className="settings-file__links">
      <legend>{capital(noun)}s</legend>
      {links.length === 0 && <p className="settings-file__empty">No {noun}s.</p>}
      <ol>
        {links.map((link, i) => (
          <li key={i} className="settings-file__link">
            <SettingField form={form} path={[...path, i, "label"]} label={`${capital(noun)} ${i + 1}: label`} />
            <SettingField form={form} path={[...path, i, "href"]} label={`${capital(noun)} ${i + 1}: address`} kind="address" />
            <ItemTools form={form} path={path} index={i} name={link.label || `${noun} ${i + 1}`} />
          </li>
        ))}
      </ol>
      <button type="button" className="editor-button" onClick={() => form.set(path, [...links, { label: "", href: "" }])}>
        Add a {noun}
      </button>
    </fieldset>
  );
}
