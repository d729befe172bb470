/// <reference types="vite/client" />

/** The product version baked in at build time; empty when unknown. */
declare const __APP_VERSION__: string;
