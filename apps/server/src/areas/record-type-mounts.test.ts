import { recordTypes } from '@worksite/contract';
import { HAND_MOUNTED, recordMounts } from './record-type-mounts';

describe('the record mount table', () => {
  it('gives hooks to registered types with calls that the registry mounts, none by hand', () => {
    const stale = Object.keys(recordMounts).filter((name) => recordTypes[name]?.api === undefined || HAND_MOUNTED.has(name));
    expect(stale).toEqual([]);
  });

  it('names registered types with calls as hand-mounted', () => {
    expect([...HAND_MOUNTED].filter((name) => recordTypes[name]?.api === undefined)).toEqual([]);
  });
});
