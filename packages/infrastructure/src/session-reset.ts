import { inject, injectable } from 'inversify';
import { TokenStore } from '@worksite/contract';
import { SelectionStore } from './selection-store';

/** The token reset of SPEC §4: tokens, stored user info, company and project choices. */
@injectable()
export class SessionReset {
  constructor(
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(SelectionStore) private readonly selections: SelectionStore,
  ) {}

  reset(): void {
    this.tokens.clear();
    this.selections.clearSession();
  }
}
