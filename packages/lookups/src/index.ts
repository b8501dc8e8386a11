/** @packageDocumentation lookups */
export {};
