// Types for scripts/chromium.mjs (the Playwright configs import it).
export declare const CHROMIUM_ARGS: string[];
export declare function benchChromium(): string;
export declare function testChromium(): string;
export declare function ensureChromium(): string | null;
