import { recordTypes } from '@worksite/contract';
import { recordMounts } from './record-type-mounts';

describe('the record mount table', () => {
  it('gives hooks only to registered types with calls (the registry mounts every one of them)', () => {
    const stale = Object.keys(recordMounts).filter((name) => recordTypes[name]?.api === undefined);
    expect(stale).toEqual([]);
  });
});
