import { recordTypesSuite } from './record-types-suite';

/** The declared record types' generic pages, half 2 of 2 (record-types-suite.ts). */
recordTypesSuite(1);
