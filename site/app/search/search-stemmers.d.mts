import type { ProcessTerm } from "./search-options.mjs";

export declare function loadTermProcessor(language?: string): Promise<ProcessTerm>;
