import { labourContractRecord, recordCalls } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { callParams } from '../../http/call-params';
import { mountEndpoint } from '../../http/mount-endpoint';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { requireRecordMount } from '../../record-types/record-mounts';
import { contractText } from './contract-text';

const printName = recordCalls(labourContractRecord).find((c) => c.key === 'print')!.name;

/**
 * 打印合同 (docs/decisions/0651, 0655): the text of one labour contract in the caller's scope (404 / 402 as a
 * detail) to a holder of 合同台账's 查询 — its frozen text once signed, else its template filled in now; the ID
 * number masked. The web shows it on a printable sheet.
 */
export function mountContractPrint(app: FastifyInstance): void {
  const endpoint = catalogueEndpoint(labourContractRecord, printName);
  mountEndpoint(app, endpoint, async (ctx) => {
    const { id } = callParams(endpoint, ctx.params) as { id: number };
    const m = requireRecordMount(app, labourContractRecord.name);
    const row = await m.loadInScope(ctx.db, ctx, id);
    const text = await contractText(ctx.db, id);
    return answer({ id, contractNo: String(row.contract_no ?? ''), title: labourContractRecord.title, text });
  }, { skipDecode: true });
}
