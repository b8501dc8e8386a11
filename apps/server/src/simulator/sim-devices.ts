import type { Queryable } from '../db/database';
import { generateIngestKey } from '../telemetry/ingest-key';

/** The devices each demo project gets: kind, name, serial prefix, offset from the project (°), extra. */
const SET: readonly [string, string, string, number, number, Record<string, unknown>][] = [
  ['dust', '扬尘监测仪-1号', 'YC', 0.0006, 0.0004, { model: 'YC-3000' }],
  ['dust', '扬尘监测仪-2号', 'YC', -0.0007, -0.0003, { model: 'YC-3000' }],
  ['crane', '1号塔吊', 'TD', 0.0003, -0.0005, { model: 'QTZ80', ratedLoad: 6, ratedMoment: 800, armLength: 55 }],
  ['crane', '2号塔吊', 'TD', -0.0004, 0.0006, { model: 'QTZ125', ratedLoad: 8, ratedMoment: 1250, armLength: 60 }],
  ['gas', '气体检测仪-地下室', 'QT', 0.0001, 0.0001, { gasType: '可燃气体' }],
  ['tag', '定位标签-001', 'BQ', 0.0002, 0.0002, { holder: '施工人员' }],
  ['tag', '定位标签-002', 'BQ', -0.0002, 0.0003, { holder: '安全员' }],
  ['tag', '定位标签-003', 'BQ', 0.0004, -0.0002, { holder: '塔吊司机' }],
  ['weighbridge', '出入口地磅', 'DB', 0.0009, 0.0001, { capacity: 100 }],
  ['camera', '大门监控', 'SP', 0.0009, 0.0002, { hlsUrl: '' }],
  ['camera', '塔吊吊钩监控', 'SP', 0.0003, -0.0005, { hlsUrl: '' }],
  ['lpr', '车牌识别-大门入口', 'CP', 0.0009, 0.0003, {}],
];

const PLATES = ['粤B', '粤A', '粤S'];

interface ProjectRow {
  id: number;
  company_id: number;
  district_code: string;
  lng: number | null;
  lat: number | null;
}

/**
 * Opts projects in (SIMULATOR_PROJECTS, docs/decisions/0540): sets their `simulated` flag, which stays set.
 * Returns the number of projects newly flagged.
 */
export async function optInProjects(q: Queryable, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  return q.exec('UPDATE projects SET simulated = true, update_time = now() WHERE id = ANY($1::int[]) AND if_del = 0 AND NOT simulated', [ids]);
}

/**
 * Gives every live project flagged `simulated` (the demo's own, or opted in) that has no simulated devices the
 * demo device set (dust monitors, two tower cranes, a gas detector, positioning tags, a weighbridge, cameras, a
 * plate-recognition gate with a few known cars). A project a user creates is never equipped unless opted in; a
 * project is equipped once (devices a person took over by resetting their keys keep their serial numbers).
 * Keys are random and unknown to anyone: the simulator issues itself fresh ones when it starts.
 * Returns the number of projects equipped.
 */
export async function ensureSimDevices(q: Queryable): Promise<number> {
  const projects = await q.many<ProjectRow>(
    `SELECT p.id, p.company_id, p.district_code, p.lng, p.lat FROM projects p
      WHERE p.if_del = 0 AND p.simulated
        AND NOT EXISTS (SELECT 1 FROM devices d WHERE d.project_id = p.id AND (d.simulated OR d.serial_no LIKE '__-' || p.id || '-__'))
      ORDER BY p.id`,
  );
  for (const p of projects) {
    const lng = p.lng ?? 113.9446;
    const lat = p.lat ?? 22.5405;
    const cols: unknown[][] = [[], [], [], [], [], [], [], []];
    SET.forEach(([kind, name, prefix, dLng, dLat, extra], i) => {
      const key = generateIngestKey();
      const values = [kind, name, `${prefix}-${p.id}-${String(i + 1).padStart(2, '0')}`, key.hash, key.hint, lng + dLng, lat + dLat, JSON.stringify(extra)];
      values.forEach((v, c) => cols[c]!.push(v));
    });
    await q.exec(
      // Demo devices are installed and reporting: already audited (2 审核通过, docs/decisions/0381).
      `INSERT INTO devices (device_type, name, serial_no, ingest_key, key_hint, lng, lat, extra, company_id, project_id, district_code, simulated, audit_status)
       SELECT u.kind, u.name, u.serial, u.hash, u.hint, u.lng, u.lat, u.extra::jsonb, $9, $10, $11, true, 2
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[])
              AS u(kind, name, serial, hash, hint, lng, lat, extra)`,
      [...cols, p.company_id, p.id, p.district_code],
    );
    const gate = await q.one<{ id: number }>(`SELECT id FROM devices WHERE project_id = $1 AND device_type = 'lpr' AND simulated ORDER BY id LIMIT 1`, [p.id]);
    for (let i = 0; i < 3; i++) {
      const plate = `${PLATES[i % PLATES.length]}${String(10000 + ((p.id * 7919 + i * 104729) % 90000)).slice(0, 5)}`;
      await q.exec(
        `INSERT INTO lpr_cars (company_id, project_id, district_code, plate_no, car_type, owner_name, device_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [p.company_id, p.id, p.district_code, plate, ['渣土车', '混凝土罐车', '小型汽车'][i], ['陈师傅', '刘师傅', '项目部'][i], gate?.id ?? null],
      );
    }
  }
  return projects.length;
}
