import type { Queryable } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { invalid, noPermission } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { RecordMount } from '../../record-types/record-mount-context';
import { messages } from '../../shared/messages';

/**
 * The customer a visit names (RemoteSource `customer`): a live customer (else 400 客户不存在或已删除) that the
 * caller's scope covers — the customer list's own scope and live-row conditions, read from its generic mount —
 * else 402. Answers its company, which the visit takes.
 */
export async function chosenCustomer(customers: RecordMount, q: Queryable, ctx: EndpointContext, id: number): Promise<{ id: number; companyId: number }> {
  const p = new SqlParams();
  const idp = p.add(id);
  const row = await q.one<{ id: number; company_id: number; in_scope: boolean }>(
    `SELECT t.id, t.company_id, (${customers.scopedSql(ctx, p)}) AS in_scope FROM ${customers.table} t WHERE t.id = ${idp} AND ${customers.liveSql(p)}`,
    p.values,
  );
  if (!row) throw invalid(messages.customerNotFound);
  if (!row.in_scope) throw noPermission();
  return { id: row.id, companyId: row.company_id };
}
