import { onReadingsIngested, type IngestedReading } from '../src/telemetry/readings-hook';

/**
 * Every batch the ingest hands its listeners (alarm evaluation, live push) while the file's tests run: listened
 * to from `beforeAll` to `afterAll`; a test empties it (`seen.length = 0`) before what it checks.
 */
export function useIngestedBatches(): IngestedReading[][] {
  const seen: IngestedReading[][] = [];
  let unlisten: (() => void) | undefined;
  beforeAll(() => {
    unlisten = onReadingsIngested(async (batch) => void seen.push([...batch]));
  });
  afterAll(() => unlisten?.());
  return seen;
}
