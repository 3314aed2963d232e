export declare const MIN_COMPRESS_BYTES: number;
export declare const ENCODINGS: readonly [{ readonly name: "br"; readonly suffix: ".br" }, { readonly name: "gzip"; readonly suffix: ".gz" }];
export declare function contentType(file: string): string;
export declare function isCompressible(file: string): boolean;
