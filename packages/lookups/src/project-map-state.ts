import { type LookupInput, type LookupTable, entryOf, labelOf } from './lookup-table';
import { PROJECT_STATUS, type ProjectStatus } from './project-status';

/** Display states of a project marker on the large-screen map (SPEC §3, §4), each with its own icon. */
export const PROJECT_MAP_STATE = [
  { value: 'inProgress', label: '在建' },
  { value: 'stopped', label: '停工' },
  { value: 'finished', label: '竣工' },
  { value: 'waitingStart', label: '待开工' },
  { value: 'planning', label: '筹备' },
  { value: 'pointing', label: '当前定位' },
] as const satisfies LookupTable<string>;

/** A project map display state. */
export type ProjectMapState = (typeof PROJECT_MAP_STATE)[number]['value'];

/** Map state shown for each project status (decision 0011): approved but not started is waitingStart. */
export const MAP_STATE_BY_PROJECT_STATUS: Readonly<Record<ProjectStatus, ProjectMapState>> = {
  1: 'planning',
  2: 'waitingStart',
  3: 'inProgress',
  4: 'finished',
  5: 'stopped',
};

/** Label of a map state; '' when missing, 未知 when unknown. */
export function projectMapStateLabel(value: LookupInput): string {
  return labelOf(PROJECT_MAP_STATE, value);
}

/**
 * Marker state of a project: `pointing` for the project the map is centred on (selected or located),
 * otherwise by status; an unknown or missing status shows as `planning`, the least committal state.
 */
export function projectMapState(status: LookupInput, pointed: boolean = false): ProjectMapState {
  if (pointed) return 'pointing';
  const entry = entryOf(PROJECT_STATUS, status);
  return entry ? MAP_STATE_BY_PROJECT_STATUS[entry.value] : 'planning';
}
