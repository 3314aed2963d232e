export declare const SERVER_WORDS_FILE: string;
