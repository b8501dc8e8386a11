import { get, postJson } from './http-client';
import { useTestServer } from '../testing';

/**
 * An optional number, choice or date a form empties (docs/decisions/0414): on update the column takes NULL where
 * it can, else its constant default; a column that can hold neither is refused naming the field; a field not
 * sent is left alone; on create an empty field is not written (the default applies). Real server and database.
 */
const s = useTestServer({ template: 'core', signIn: ['sysadmin'] });
const url = (path: string) => `${s.api}${path}`;

const tankerCar = async (id: number) =>
  (await s.db.one<{ capacity_m3: string; plant_id: number | null; driver_name: string }>('SELECT capacity_m3, plant_id, driver_name FROM conc_tanker_cars WHERE id = $1', [id]))!;

describe('emptied fields on the generic mount', () => {
  test('a NOT NULL number with a constant default takes the default; a nullable choice takes NULL; fields not sent stay', async () => {
    const car = (await s.db.one<{ id: number }>('SELECT id FROM conc_tanker_cars WHERE if_del = 0 AND plant_id IS NOT NULL ORDER BY id LIMIT 1'))!;
    const before = await tankerCar(car.id);
    const set = await postJson(url('/api/PCTankerCar/ModifyTankerCar'), { id: car.id, capacity_m3: 16 }, s.bearer('sysadmin'));
    expect(set.body).toMatchObject({ code: 200, detail: '修改成功' });
    expect(Number((await tankerCar(car.id)).capacity_m3)).toBe(16);

    const emptied = await postJson(url('/api/PCTankerCar/ModifyTankerCar'), { id: car.id, capacity_m3: '', plant_id: '' }, s.bearer('sysadmin'));
    expect(emptied.body).toMatchObject({ code: 200, detail: '修改成功' });
    const after = await tankerCar(car.id);
    expect({ capacity: Number(after.capacity_m3), plant: after.plant_id, driver: after.driver_name }).toEqual({ capacity: 12, plant: null, driver: before.driver_name });
    const detail = await get(url('/api/PCTankerCar/GetTankerCarDetail'), { id: car.id }, s.bearer('sysadmin'));
    expect(detail.body.data).toMatchObject({ capacity: 12, plantId: null });
  });

  test('a nullable number and date are emptied to NULL; null is read as empty too', async () => {
    const project = (await s.db.one<{ id: number }>("SELECT id FROM projects WHERE project_no = 'HJ-2025-001'"))!;
    expect((await postJson(url('/api/Project/Update'), { id: project.id, contractAmount: 3200.5, startDate: '2025-03-01' }, s.bearer('sysadmin'))).body.code).toBe(200);
    const read = async () => (await s.db.one<{ contract_amount: number | null; start_date: unknown }>('SELECT contract_amount, start_date FROM projects WHERE id = $1', [project.id]))!;
    expect((await read()).contract_amount).toBe(3200.5);
    expect((await postJson(url('/api/Project/Update'), { id: project.id, contractAmount: '', startDate: null }, s.bearer('sysadmin'))).body).toMatchObject({ code: 200 });
    expect(await read()).toEqual({ contract_amount: null, start_date: null });
  });

  test('a column that holds neither NULL nor a constant default is refused naming the field, nothing changed', async () => {
    const role = (await s.db.one<{ id: number; company_id: number }>('SELECT id, company_id FROM roles WHERE company_id IS NOT NULL ORDER BY id LIMIT 1'))!;
    const answer = await postJson(url('/api/Role/UpdateRole'), { id: role.id, companyId: '' }, s.bearer('sysadmin'));
    expect(answer.body).toMatchObject({ code: 400, detail: '所属公司不能为空' });
    expect((await s.db.one<{ company_id: number }>('SELECT company_id FROM roles WHERE id = $1', [role.id]))!.company_id).toBe(role.company_id);
  });

  test('on create an empty number is not written: the column default applies', async () => {
    const plate = '粤BE0414';
    const created = await postJson(url('/api/PCTankerCar/CreateTankerCar'), { plateNo: plate, capacity_m3: '', plant_id: '' }, s.bearer('sysadmin'));
    expect(created.body).toMatchObject({ code: 200, detail: '提交成功' });
    const rows = await s.db.many<{ plate_no: string; capacity_m3: string; plant_id: number | null }>('SELECT plate_no, capacity_m3, plant_id FROM conc_tanker_cars ORDER BY id DESC LIMIT 1');
    expect(rows.map((r) => r.plate_no)).toEqual([plate]);
    const row = rows[0]!;
    expect({ capacity: Number(row.capacity_m3), plant: row.plant_id }).toEqual({ capacity: 12, plant: null });
  });
});
