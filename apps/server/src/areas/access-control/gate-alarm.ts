import { gateDirectionLabel, gateRefusalReasonLabel } from '@worksite/lookups';
import { alarmRecipients } from '../../alarm-engine/alarm-recipients';
import { announceAlarm } from '../../alarm-engine/alarm-rows';
import { recordAlarmPushes } from '../../alarm-engine/record-alarm-pushes';
import type { Queryable } from '../../db/database';
import { messages } from '../../shared/messages';

/** Level of a gate alarm: 固定源 (ALARM_LEVEL 3) — it stays with the site, no government user is told. */
const GATE_ALARM_LEVEL = 3;

/** A refused passage just stored, as its alarm reads it. */
export interface RefusedPassage {
  readonly passageId: number;
  readonly device: { readonly id: number; readonly name: string; readonly companyId: number; readonly projectId: number; readonly districtCode: string; readonly direction: number };
  readonly workerId: number | null;
  readonly workerName: string;
  readonly idCardHash: string | null;
  readonly idCardMasked: string;
  readonly cardNo: string;
  readonly at: Date;
  readonly siteDay: string;
  readonly reason: number;
  readonly reasonText: string;
}

/** China time (UTC+8) as `YYYY-MM-DD HH:MM:SS`. */
const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

/** Who was refused, as the notice names them: never the whole ID number. */
function whoOf(p: RefusedPassage): string {
  if (p.workerId !== null) return `${p.workerName}${p.idCardMasked ? `（${p.idCardMasked}）` : ''}`;
  if (p.idCardMasked) return `未登记人员（身份证号 ${p.idCardMasked}）`;
  return `未登记人员（门禁卡号 ${p.cardNo}）`;
}

/** SQL naming the same person as passage `g` by what `p` was recognised by, with its parameters from $4 on. */
function samePerson(p: RefusedPassage): { sql: string; value: unknown } {
  if (p.workerId !== null) return { sql: 'g.worker_id = $4', value: p.workerId };
  if (p.idCardHash !== null) return { sql: 'g.worker_id IS NULL AND g.id_card_hash = $4', value: p.idCardHash };
  return { sql: "g.worker_id IS NULL AND g.id_card_hash IS NULL AND g.card_no = $4", value: p.cardNo };
}

/**
 * The alarm of a refused passage (docs/decisions/0663): one alarm record per person, project, reason and site day
 * while it is open — a refusal joins the open one; else a new record (device_type `gate`, metric `gateRefusal`,
 * value the reason's code, level 固定源, no threshold) with a notice (noticeType 2) to each user responsible for the
 * project's alarms (alarmRecipients: the project's users holding 报警记录, the company's), its 推送记录 and the
 * `alarm` push event on commit. Serialised per person by an advisory lock. Returns the alarm id.
 */
export async function raiseGateAlarm(q: Queryable, p: RefusedPassage): Promise<number> {
  const person = samePerson(p);
  await q.exec(`SELECT pg_advisory_xact_lock(7243760, hashtext($1))`, [`${p.device.projectId}:${p.reason}:${String(person.value)}`]);
  const open = await q.one<{ alarm_id: number }>(
    `SELECT g.alarm_id FROM gate_passages g JOIN alarm_records a ON a.id = g.alarm_id AND a.status IN (1, 2)
      WHERE g.project_id = $1 AND g.refusal_reason = $2 AND g.alarm_id IS NOT NULL AND ${person.sql}
        AND g.passed_at >= ($3::date::timestamp AT TIME ZONE 'Asia/Shanghai') AND g.passed_at < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')
      ORDER BY g.id LIMIT 1`,
    [p.device.projectId, p.reason, p.siteDay, person.value],
  );
  if (open) {
    await q.exec('UPDATE gate_passages SET alarm_id = $2 WHERE id = $1', [p.passageId, open.alarm_id]);
    return open.alarm_id;
  }
  const { id } = (await q.one<{ id: number }>(
    `INSERT INTO alarm_records (device_id, device_type, device_name, company_id, project_id, district_code, threshold_id, metric,
                                value, peak_value, level, started_at, raised_at, gate_passage_id)
     VALUES ($1, 'gate', $2, $3, $4, $5, NULL, 'gateRefusal', $6, $6, $7, $8, now(), $9) RETURNING id`,
    [p.device.id, p.device.name, p.device.companyId, p.device.projectId, p.device.districtCode, p.reason, GATE_ALARM_LEVEL, p.at, p.passageId],
  ))!;
  await q.exec('UPDATE gate_passages SET alarm_id = $2 WHERE id = $1', [p.passageId, id]);
  const users = await alarmRecipients(q, {
    companyId: p.device.companyId, projectId: p.device.projectId, districtCode: p.device.districtCode, level: GATE_ALARM_LEVEL, deviceType: 'gate',
  });
  if (users.length) {
    const project = await q.one<{ project_name: string }>('SELECT project_name FROM projects WHERE id = $1', [p.device.projectId]);
    const place = `${project ? `${project.project_name} ` : ''}${p.device.name}`;
    const title = messages.gateAlarmTitle(p.device.name, gateRefusalReasonLabel(p.reason)).slice(0, 200);
    const content = messages.gateAlarmContent(place, whoOf(p), chinaTime(p.at), gateDirectionLabel(p.device.direction), p.reasonText, id);
    await q.exec(
      `INSERT INTO notices (company_id, target_user_id, title, content, notice_type) SELECT $1, u, $2, $3, 2 FROM unnest($4::int[]) AS u`,
      [p.device.companyId, title, content, users],
    );
  }
  await recordAlarmPushes(q, [id]);
  await announceAlarm(q, id, 'raised');
  return id;
}
