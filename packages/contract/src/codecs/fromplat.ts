import * as t from 'io-ts';
import { FROMPLAT_MINAPP, FROMPLAT_PC } from '../constants';

/** `fromplat` value: `pc` for the back office, `minapp` for a few large-screen calls. */
export const Fromplat = t.keyof({ [FROMPLAT_PC]: null, [FROMPLAT_MINAPP]: null });
/** `fromplat` value. */
export type Fromplat = t.TypeOf<typeof Fromplat>;
