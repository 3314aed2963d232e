/** See registrable-domain.js. */
export declare function registrableDomain(hostname: string): string | undefined;
