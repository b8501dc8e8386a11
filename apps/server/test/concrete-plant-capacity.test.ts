import { postForm } from './http-client';
import { useTestServer } from '../testing';

/**
 * A mixing plant's 产能 (capacity_per_hour): required on create (请输入产能, declared in
 * packages/contract/src/records/conc-plant-record.ts) and positive (产能必须大于0), so a plant created through
 * the form can always be edited again (it was stored as 0 and then refused on update with 方量's message).
 */
const s = useTestServer({ signIn: ['enterprise_demo'] });
const url = (path: string) => `${s.api}/api/PCConcDevice/${path}`;
const plants = async () => (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM conc_plants'))!.n;

test('create without 产能 is refused with its declared message; nothing is written', async () => {
  const before = await plants();
  const r = await postForm(url('CreateConcDevice'), { plant_name: '测试搅拌站' }, s.bearer('enterprise_demo'));
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 400, detail: '请输入产能' });
  expect(await plants()).toBe(before);
});

test('a plant created with 产能 is edited again; 0 is refused as 产能必须大于0 and the row keeps its value', async () => {
  const created = await postForm(url('CreateConcDevice'), { plant_name: '测试搅拌站', capacity_per_hour: 60 }, s.bearer('enterprise_demo'));
  expect(created.body).toMatchObject({ code: 200 });
  const id = (created.body as { data: { id: number } }).data.id;
  const zero = await postForm(url('ModifyConcDeviceManage'), { id, plant_name: '测试搅拌站', capacity_per_hour: 0 }, s.bearer('enterprise_demo'));
  expect(zero.body).toMatchObject({ code: 400, detail: '产能必须大于0' });
  const edited = await postForm(url('ModifyConcDeviceManage'), { id, plant_name: '测试搅拌站二号', capacity_per_hour: 90 }, s.bearer('enterprise_demo'));
  expect(edited.body).toMatchObject({ code: 200 });
  expect(await s.db.one('SELECT plant_name, capacity_per_hour::int AS capacity FROM conc_plants WHERE id = $1', [id])).toEqual({ plant_name: '测试搅拌站二号', capacity: 90 });
});
