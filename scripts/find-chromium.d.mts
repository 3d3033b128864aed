/** The path of a Chromium for browser tests and Lighthouse (see find-chromium.mjs). */
export function findChromium(): string;
