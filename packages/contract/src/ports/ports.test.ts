import { ApiGateway } from './api-gateway';
import { Clock, Timer } from './clock';
import { ConfirmDialog } from './confirm-dialog';
import { FileTransfer } from './file-transfer';
import { KeyValueStorage } from './key-value-storage';
import { Notifier } from './notifier';
import { TokenStore } from './token-store';

describe('port tokens', () => {
  it.each([
    ['ApiGateway', ApiGateway],
    ['TokenStore', TokenStore],
    ['KeyValueStorage', KeyValueStorage],
    ['Notifier', Notifier],
    ['ConfirmDialog', ConfirmDialog],
    ['Clock', Clock],
    ['Timer', Timer],
    ['FileTransfer', FileTransfer],
  ])('%s is the registered symbol of the same name', (name, token) => {
    expect(token).toBe(Symbol.for(name));
  });
});
