/** @packageDocumentation validators */
export {};
