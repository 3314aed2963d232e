import type { HeaderWords } from "./header-words";
import "./search-form.css";
import { sitePath } from "../lib/site-path";

export type SearchFormProps = {
  /** desktop: the compact field in the header bar; mobile: full width in the mobile menu. */
  variant: "desktop" | "mobile";
  words: HeaderWords;
};

/**
 * Header search form (docs/behaviour/theme.md#search-forms). A plain GET form to /search,
 * so it works before and without JavaScript; the results page reads `q`.
 */
export function SearchForm({ variant, words }: SearchFormProps) {
  const id = `site-search-${variant}`;
  return (
    <form role="search" aria-label={words.searchLabel} action={sitePath("/search")} method="get" className={`search-form search-form--${variant}`}>
      <label htmlFor={id} className="visually-hidden">{words.searchLabel}</label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        placeholder={words.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit" className="search-form__button">{words.searchButton}</button>
    </form>
  );
}
