/** Name of the global through which useBrowser (browser.ts) lets the test environment describe the open pages. */
export const DESCRIBE_PAGES_GLOBAL = '__e2eDescribePages';
