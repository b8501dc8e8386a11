import { MAP_STATE_BY_PROJECT_STATUS, projectMapState, type ProjectMapState } from './project-map-state';
import type { LookupInput } from './lookup-table';

describe('projectMapState (decision 0011)', () => {
  it.each<[LookupInput, ProjectMapState]>([
    [1, 'planning'],
    [2, 'waitingStart'],
    [3, 'inProgress'],
    [4, 'finished'],
    [5, 'stopped'],
    ['3', 'inProgress'],
    [0, 'planning'],
    [99, 'planning'],
    [undefined, 'planning'],
    [null, 'planning'],
  ])('status %j → %s', (status, expected) => expect(projectMapState(status)).toBe(expected));

  it.each<[LookupInput]>([[1], [3], [5], [undefined]])('a pointed project (status %j) shows as pointing', (status) =>
    expect(projectMapState(status, true)).toBe('pointing'),
  );

  it('maps every project status to a distinct state', () => {
    const states = Object.values(MAP_STATE_BY_PROJECT_STATUS);
    expect(states).toHaveLength(5);
    expect(new Set(states).size).toBe(5);
  });
});
