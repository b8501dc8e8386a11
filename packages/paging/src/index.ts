/** @packageDocumentation paging */
export {};
