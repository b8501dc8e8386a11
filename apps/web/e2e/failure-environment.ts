import NodeEnvironment from 'jest-environment-node';
import type { Circus } from '@jest/types';
import { DESCRIBE_PAGES_GLOBAL } from './describe-pages-global';

/**
 * The e2e test environment: Node's, plus one thing. When a test fails, the failure says what the browser showed
 * at that moment (each open page's address, title and the start of its text), added to the error's message
 * before the test's contexts are closed. A wait that timed out on the shared CI machine otherwise says only
 * which element never came, not whether the page was the login page, an error or still loading.
 */
export default class FailureEnvironment extends NodeEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure') return;
    const describe = this.global[DESCRIBE_PAGES_GLOBAL] as (() => Promise<string>) | undefined;
    if (describe === undefined) return;
    const pages = await describe().catch((e: unknown) => `(the open pages could not be described: ${String(e)})`);
    if (!pages) return;
    const error = event.error as { message?: unknown; stack?: unknown } | undefined;
    if (error === null || typeof error !== 'object') return;
    const said = `\n\nOpen pages when the test failed:\n${pages}`;
    // jest shows the stack when it holds the message (once), else the message: add to the one it shows.
    if (typeof error.stack === 'string' && /\n\s+at /.test(error.stack)) error.stack = error.stack.replace(/\n\s+at /, `${said}\n    at `);
    else if (typeof error.message === 'string') error.message += said;
  }
}
