export type HeaderRule = { pattern: string; headers: [string, string][] };
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function formatHeadersFile(rules: HeaderRule[]): string;
export declare function patternMatches(pattern: string, pathname: string): boolean;
