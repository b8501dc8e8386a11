/**
 * Which devices the simulator drives, and what it does when a device's key is no longer its own
 * (docs/decisions/0540). Pure rules, mirrored by the SQL below so the database picks the same rows.
 */

/** Device kinds that report readings (cameras and plate gates report none). */
export const DRIVEN_KINDS = ['dust', 'crane', 'gas', 'tag', 'weighbridge'] as const;
/** Project states whose devices report: 1 立项, 2 审批, 3 在建 (completed and stopped sites are quiet). */
export const LIVE_PROJECT_STATUSES = [1, 2, 3] as const;

export interface SelectableProject {
  readonly id: number;
  readonly ifDel: number;
  readonly projectStatus: number;
  /** The project's own flag: set by the demo seed, or by SIMULATOR_PROJECTS. */
  readonly simulated: boolean;
}

export interface SelectableDevice {
  readonly id: number;
  readonly kind: string;
  readonly ifDel: number;
  readonly status: number;
  /** The simulator holds its key (cleared when a person resets the key). */
  readonly simulated: boolean;
}

/** A project the simulator may equip with the demo device set: live (not deleted) and flagged. */
export const equipsProject = (p: SelectableProject): boolean => p.ifDel === 0 && p.simulated;

/** A device the simulator reports for: its own, enabled, of a reporting kind, on a flagged project under way. */
export function drivesDevice(d: SelectableDevice, p: SelectableProject): boolean {
  return (
    d.simulated && d.ifDel === 0 && d.status === 1 && (DRIVEN_KINDS as readonly string[]).includes(d.kind) &&
    equipsProject(p) && (LIVE_PROJECT_STATUSES as readonly number[]).includes(p.projectStatus)
  );
}

/** `drivesDevice` in SQL, over `devices d JOIN projects p`. */
export const DRIVEN_DEVICES_SQL =
  `d.simulated AND d.if_del = 0 AND d.status = 1 AND d.device_type IN (${DRIVEN_KINDS.map((k) => `'${k}'`).join(', ')})
   AND p.simulated AND p.if_del = 0 AND p.project_status IN (${LIVE_PROJECT_STATUSES.join(', ')})`;

/** A device as the simulator holds it: the key hash it issued. */
export interface HeldKey {
  readonly id: number;
  readonly hash: string;
}

/** A device as the database has it now. */
export interface CurrentKey {
  readonly id: number;
  readonly hash: string;
  /** Still driven (drivesDevice). */
  readonly driven: boolean;
}

/**
 * After the ingest call refused a key: which held devices to keep (key unchanged, still driven), which to drop
 * (someone else set its key — a person's reset — or it is no longer driven: deleted, disabled, moved off a
 * flagged project) and which driven devices are new to the simulator (they get keys of their own). A dropped
 * device is never re-keyed: the key a person was just shown stays valid.
 */
export function reconcileKeys(held: readonly HeldKey[], current: readonly CurrentKey[]): { keep: number[]; drop: number[]; fresh: number[] } {
  const now = new Map(current.map((c) => [c.id, c]));
  const keep: number[] = [];
  const drop: number[] = [];
  for (const h of held) {
    const c = now.get(h.id);
    if (c && c.driven && c.hash === h.hash) keep.push(h.id);
    else drop.push(h.id);
  }
  const heldIds = new Set(held.map((h) => h.id));
  const fresh = current.filter((c) => c.driven && !heldIds.has(c.id)).map((c) => c.id);
  return { keep, drop, fresh };
}
