import { accountModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/** View-model areas the 我的账户 page loads with its lazy chunk (docs/decisions/0326, 0402). */
export const MY_ACCOUNT_MODULES: readonly ContainerModule[] = [accountModule];
