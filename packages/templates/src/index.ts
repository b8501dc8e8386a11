/** @packageDocumentation templates */
export {};
