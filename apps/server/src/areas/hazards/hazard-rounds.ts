import { lookupLabel } from '@worksite/lookups';
import type { Queryable } from '../../db/database';
import type { EndpointContext } from '../../http/mount-endpoint';
import { hazardMessages } from '../../shared/hazard-messages';

/** hazard_rounds.kind of a move by the state it moved to: 待复查 ← 整改 (1), 已关闭 ← 复查通过 (2), 待整改 ← 复查不通过 (3). */
const KIND_BY_TARGET: Readonly<Record<number, number>> = { 2: 1, 3: 2, 1: 3 };

/**
 * The 整改复查记录 row of a move just written (docs/decisions/0702), in its transaction: the round (a review
 * carries the number of the rectification it reviewed), the kind, the photos and note of a rectification or the
 * review's opinion, who acted (name as shown now) and when.
 */
export async function writeHazardRound(q: Queryable, ctx: EndpointContext, after: Record<string, unknown>, to: number): Promise<void> {
  const kind = KIND_BY_TARGET[to]!;
  const rectified = kind === 1;
  await q.exec(
    `INSERT INTO hazard_rounds (company_id, project_id, district_code, hazard_id, round_no, kind, photos, note, by_user_id, by_name)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, u.id, coalesce(nullif(u.real_name, ''), u.user_name) FROM users u WHERE u.id = $9`,
    [
      after.company_id, after.project_id, after.district_code, after.id, after.round_no, kind,
      rectified ? after.rectify_photos : '', rectified ? after.rectify_note : after.review_note, ctx.user.id,
    ],
  );
}

interface RoundRow {
  readonly kind: number;
  readonly round_no: number;
  readonly note: string;
  readonly photos: string;
  readonly by_name: string;
  readonly create_time: Date;
}

/** The 处理记录 of a hazard (GetHazardHistory; the detail's trail): its report, then every round in order. */
export async function hazardTrail(q: Queryable, hazard: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const rounds = await q.many<RoundRow>(
    'SELECT kind, round_no, note, photos, by_name, create_time FROM hazard_rounds WHERE hazard_id = $1 AND if_del = 0 ORDER BY id',
    [hazard.id],
  );
  const reporter = await q.one<{ name: string }>(
    `SELECT coalesce(nullif(real_name, ''), user_name) AS name FROM users WHERE id = $1`,
    [hazard.reported_by ?? null],
  );
  const created = hazard.create_time instanceof Date ? hazard.create_time : new Date(String(hazard.create_time));
  return [
    { action: 'report', actionName: hazardMessages.hazardTrailReported, roundNo: 0, userName: reporter?.name ?? '', at: created.toISOString(), measures: String(hazard.description ?? ''), photos: String(hazard.photos ?? '') },
    ...rounds.map((r) => ({
      action: r.kind === 1 ? 'rectify' : 'review',
      actionName: hazardMessages.hazardTrailRound(r.round_no, lookupLabel('hazardRoundKind', r.kind)),
      roundNo: r.round_no,
      userName: r.by_name,
      at: r.create_time.toISOString(),
      measures: r.note,
      photos: r.photos,
    })),
  ];
}
