import type { Queryable } from '../../db/database';
import type { SeedStep } from '../../shared/seed-step';
import { fillConcreteHistory } from './concrete-history';
import { FORMULAS, MATERIALS } from './conc-materials';

interface DemoPlant {
  key: string;
  company: string;
  name: string;
  code: string;
  address: string;
  lng: number;
  lat: number;
  /** Tanker cars: plate, driver. */
  tankers: readonly [string, string][];
}

/** Three plants of the demo group and one of the unrelated company (scope tests), with their tanker fleets. */
const PLANTS: readonly DemoPlant[] = [
  {
    key: 'nanshan', company: 'subA', name: '华建南山搅拌站', code: 'HZS-NS-01', address: '深圳市南山区西丽留仙大道', lng: 113.9512, lat: 22.5786,
    tankers: [['粤B3K201', '陈志强'], ['粤B3K202', '刘海峰'], ['粤B3K203', '黄德明'], ['粤B3K205', '周永红']],
  },
  {
    key: 'qianhai', company: 'subA', name: '华建前海搅拌站', code: 'HZS-QH-02', address: '深圳市南山区前海妈湾大道', lng: 113.8869, lat: 22.5012,
    tankers: [['粤B6M311', '吴建平'], ['粤B6M312', '郑国庆'], ['粤B6M315', '孙立新']],
  },
  {
    key: 'baoan', company: 'subB', name: '华建路桥宝安搅拌站', code: 'HZS-BA-03', address: '深圳市宝安区福永凤塘大道', lng: 113.8231, lat: 22.6712,
    tankers: [['粤B8Q521', '林文彬'], ['粤B8Q522', '何振华'], ['粤B8Q526', '罗建军']],
  },
  {
    key: 'tianhe', company: 'other', name: '远景天河搅拌站', code: 'YJ-TH-01', address: '广州市天河区华观路', lng: 113.3912, lat: 23.1823,
    tankers: [['粤A7D101', '梁启明'], ['粤A7D102', '谢宏伟']],
  },
];

/** Which plant supplies which demo project, and the day phase of its orders (so orders fall on different days). */
const SUPPLY: readonly [project: string, plant: string, phase: number, current: boolean][] = [
  ['nanshanTower', 'nanshan', 0, true],
  ['futianPark', 'nanshan', 2, false],
  ['qianhaiHub', 'qianhai', 1, true],
  ['baoanBridge', 'baoan', 0, true],
  ['baoanSchool', 'baoan', 2, false],
  ['tianheMall', 'tianhe', 1, true],
];

/** Plants with silos and formulas for `companyIds` (one statement each); returns plant ids by key. */
async function insertPlants(q: Queryable, companies: Record<string, number>): Promise<Record<string, number>> {
  const rows = await q.many<{ id: number; plant_code: string }>(
    `INSERT INTO conc_plants (company_id, district_code, plant_name, plant_code, address, lng, lat, capacity_per_hour, status, audit_status, last_seen_at, simulated)
     SELECT u.company_id, c.district_code, u.name, u.code, u.address, u.lng, u.lat, 180, 1, 2, now(), true
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[]) WITH ORDINALITY AS u(company_id, name, code, address, lng, lat, n)
       JOIN companies c ON c.id = u.company_id ORDER BY u.n
     RETURNING id, plant_code`,
    [
      PLANTS.map((p) => companies[p.company]), PLANTS.map((p) => p.name), PLANTS.map((p) => p.code), PLANTS.map((p) => p.address),
      PLANTS.map((p) => p.lng), PLANTS.map((p) => p.lat),
    ],
  );
  const ids = Object.fromEntries(PLANTS.map((p) => [p.key, rows.find((r) => r.plant_code === p.code)!.id]));
  const plantIds = Object.values(ids);
  await q.exec(
    `INSERT INTO conc_silos (plant_id, company_id, district_code, silo_name, material_name, capacity_t, level_t)
     SELECT pl.id, pl.company_id, pl.district_code, m.silo, m.name, m.cap, round((m.cap * (0.45 + 0.4 * random()))::numeric, 2)
       FROM conc_plants pl CROSS JOIN unnest($2::text[], $3::text[], $4::numeric[]) WITH ORDINALITY AS m(silo, name, cap, n)
      WHERE pl.id = ANY($1::int[]) ORDER BY pl.id, m.n`,
    [plantIds, MATERIALS.map((m) => m.silo), MATERIALS.map((m) => m.name), MATERIALS.map((m) => m.capacityT)],
  );
  await q.exec(
    `INSERT INTO conc_formulas (company_id, district_code, plant_id, formula_no, strength_grade, slump)
     SELECT pl.company_id, pl.district_code, pl.id, 'PB-' || pl.plant_code || '-' || f.grade, f.grade, f.slump
       FROM conc_plants pl CROSS JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f(grade, slump, n)
      WHERE pl.id = ANY($1::int[]) ORDER BY pl.id, f.n`,
    [plantIds, FORMULAS.map((f) => f.grade), FORMULAS.map((f) => f.slump)],
  );
  const grades: string[] = [];
  const names: string[] = [];
  const kgs: number[] = [];
  for (const f of FORMULAS) {
    MATERIALS.forEach((m, i) => {
      grades.push(f.grade);
      names.push(m.name);
      kgs.push(f.kg[i]!);
    });
  }
  await q.exec(
    `INSERT INTO conc_formula_materials (formula_id, company_id, material_name, kg_per_m3)
     SELECT f.id, f.company_id, u.name, u.kg
       FROM conc_formulas f JOIN unnest($2::text[], $3::text[], $4::numeric[]) WITH ORDINALITY AS u(grade, name, kg, n) ON u.grade = f.strength_grade
      WHERE f.plant_id = ANY($1::int[]) ORDER BY f.id, u.n`,
    [plantIds, grades, names, kgs],
  );
  const tankers = PLANTS.flatMap((p) => p.tankers.map(([plate, driver], i) => ({ plant: ids[p.key]!, plate, driver, phone: `1391234${String(ids[p.key]).padStart(2, '0')}${i}`.slice(0, 11) })));
  await q.exec(
    `INSERT INTO conc_tanker_cars (company_id, district_code, plant_id, plate_no, driver_name, driver_phone, capacity_m3)
     SELECT pl.company_id, pl.district_code, pl.id, u.plate, u.driver, u.phone, 12
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS u(plant_id, plate, driver, phone, n)
       JOIN conc_plants pl ON pl.id = u.plant_id ORDER BY u.n`,
    [tankers.map((t) => t.plant), tankers.map((t) => t.plate), tankers.map((t) => t.driver), tankers.map((t) => t.phone)],
  );
  return ids;
}

/**
 * Demo step (docs/decisions/0200): mixing plants with silos, formulas C20–C50 and tanker cars; orders of the
 * demo projects over the last 30 days and the next few, with their tasks, batches (planned and weighed
 * materials), delivery trips and the tanker cars now on the road. All set-based.
 */
export const seedConcrete: SeedStep = async (q, ctx) => {
  const plants = await insertPlants(q, ctx.companies);
  const supply = SUPPLY.filter(([project]) => ctx.projects[project] !== undefined).map(([project, plant, phase, current]) => ({
    projectId: ctx.projects[project]!,
    plantId: plants[plant]!,
    phase,
    current,
  }));
  await fillConcreteHistory(q, supply);
};
