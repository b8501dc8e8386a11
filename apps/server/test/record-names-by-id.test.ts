import { endpoints, recordTypes, type Endpoint } from '@worksite/contract';
import { get, postForm } from './http-client';
import { useTestServer } from '../testing';

/**
 * Every declared type whose list the server pages (envelope `list`) answers `strWhere: id in (…)` with exactly
 * those records of the caller's scope (docs/decisions/0418): how a list names the records its remote columns
 * refer to, however long the source list is. Real server, seeded database, as sysadmin.
 */
const s = useTestServer({ signIn: ['sysadmin'] });

const listed = Object.values(recordTypes)
  .map((rt) => ({ name: rt.name, list: rt.endpoints.list === undefined ? undefined : (endpoints as Record<string, Endpoint>)[rt.endpoints.list] }))
  .filter((t): t is { name: string; list: Endpoint } => t.list !== undefined && t.list.envelope === 'list' && !t.list.path.includes(':'));

async function list(ep: Endpoint, params: Record<string, string | number>) {
  const url = `${s.api}${ep.path}`;
  const answer = ep.method === 'GET' ? await get(url, params, s.bearer('sysadmin')) : await postForm(url, params, s.bearer('sysadmin'));
  return answer.body as { code: number; detail?: string; data: { id: number }[]; page?: { record_count: number } };
}

test('the table covers the paged lists of the declarations', () => {
  expect(listed.length).toBeGreaterThanOrEqual(40);
});

describe.each(listed)('$name', ({ list: ep }) => {
  test('id in (…) answers exactly the records named', async () => {
    const first = await list(ep, { index: 1, size: 3, strWhere: '' });
    expect(first.code).toBe(200);
    // Not the first rows: a list that ignored the filter would answer those.
    const ids = first.data.map((r) => Number(r.id)).slice(1, 3);
    const wanted = ids.length > 0 ? ids : [2_000_000_000];
    const byId = await list(ep, { index: 1, size: wanted.length, strWhere: `id in (${wanted.join(', ')})` });
    expect({ code: byId.code, detail: byId.detail, ids: byId.data.map((r) => Number(r.id)).sort((a, b) => a - b) }).toEqual({
      code: 200,
      detail: byId.detail,
      ids: [...ids].sort((a, b) => a - b),
    });
  });
});
