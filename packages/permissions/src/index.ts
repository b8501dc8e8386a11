/** @packageDocumentation permissions */
export {};
