import { recordTypesSuite } from './record-types-suite';

/** The declared record types' generic pages, half 1 of 2 (record-types-suite.ts). */
recordTypesSuite(0);
