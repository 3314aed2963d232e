export declare const FALLBACK_ATTRIBUTE: string;
export declare const SERVED_ATTRIBUTE: string;
