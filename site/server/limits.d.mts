export declare const MAX_URL_BYTES: number;
export declare const MAX_COOKIE_BYTES: number;
export declare const MAX_HEADER_BYTES: number;
export declare const MAX_BODY_BYTES: number;
export type Timeouts = { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; idleSocketTimeoutMs: number };
export declare const defaultTimeouts: Timeouts;
