export type PluralWord = { readonly zero?: string; readonly one?: string; readonly two?: string; readonly few?: string; readonly many?: string; readonly other: string };
export type Word = string | PluralWord;
export declare function fill(text: string, values?: Record<string, string | number>): string;
export declare function countWord(word: PluralWord, count: number, language: string, values?: Record<string, string | number>): string;
