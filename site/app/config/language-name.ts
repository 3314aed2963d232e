/** A language's name in itself ("Français", "Deutsch", "العربية"), or in `inLanguage` (the build's messages: "French"), capitalised. */
export function languageName(language: string, inLanguage = language): string {
  const name = new Intl.DisplayNames([inLanguage], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}
