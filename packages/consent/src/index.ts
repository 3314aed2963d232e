/** @vitrine/consent — the consent engine (see docs in README, "Consent"). */
export {};
