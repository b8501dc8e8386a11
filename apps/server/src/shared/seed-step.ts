import type { Queryable } from '../db/database';

/** Ids created by earlier seed steps, for later steps (projects need companies, templates need projects...). */
export interface SeedContext {
  /** Named companies: group, subA, subB, branchA1, branchB1, gov, other. */
  readonly companies: Record<string, number>;
  /** Named departments. */
  readonly departments: Record<string, number>;
  /** Named users (by user name). */
  readonly users: Record<string, number>;
  /** Named projects. */
  readonly projects: Record<string, number>;
  /** Named roles. */
  readonly roles: Record<string, number>;
  /** The instant the demo data is written at (ms), for steps that compute times in JavaScript. */
  readonly now: number;
}

/** One step of the demo data; steps run in order, in one transaction, on the first start only. */
export type SeedStep = (q: Queryable, ctx: SeedContext) => Promise<void>;
