import { exceljs } from '../../shared/exceljs';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database';
import { ident, SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { orderBySql, strWhereSql } from '../record-query';
import { cellOf, type CellValue } from './excel-cells';
import { collectGarbage } from '../../shared/collect-garbage';
import { asXlsxFile } from './excel-reply';
import type { ExcelTarget } from './excel-target';

/** Rows read from PostgreSQL per FETCH of the export's cursor. */
export const EXPORT_BATCH_ROWS = 1000;

/** Rows written between two full garbage collections of a long export (docs/decisions/0345). */
export const GC_EVERY_ROWS = 10_000;

/** Bytes of uncompressed sheet XML the zip may hold before the next batch is written. */
const ZIP_BACKLOG_BYTES = 256 * 1024;

/**
 * Bytes exceljs handed to the zip that it has not compressed yet. exceljs 4.4's worksheet stream writes into
 * archiver's input stream without heeding its backpressure, so without this wait a fast producer piles up the
 * whole sheet's XML there (≈ 400 bytes a row) until the end (docs/decisions/0317). Reads exceljs internals:
 * `worksheet.stream.pipes[0]` (a readable-stream PassThrough); 0 if they change.
 */
function zipBacklog(sheet: unknown): number {
  type Pipe = { writableLength?: number; _writableState?: { length?: number } };
  const pipe = (sheet as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes?.[0];
  return pipe?.writableLength ?? pipe?._writableState?.length ?? 0;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** A download whose client reads nothing for this long is cut (it holds a database connection). */
const STALL_MS = 60_000;

/**
 * Resolves when `out` can take more (drained), rejects when it was closed before finishing (client gone) or
 * nothing was read for STALL_MS.
 */
function writable(out: PassThrough, work?: Promise<unknown>): Promise<void> {
  if (work === undefined && !out.writableNeedDrain) return out.destroyed ? Promise.reject(new Error('export: the client went away')) : Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const gone = () => {
      cleanup();
      // A reply closed after its last byte was written is a finished download, not a client that left.
      if (out.writableFinished) resolve();
      else reject(new Error('export: the client went away'));
    };
    const ready = () => {
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('export: the client stopped reading'));
    }, STALL_MS);
    const cleanup = () => {
      clearTimeout(timer);
      out.off('drain', ready);
      out.off('close', gone);
    };
    out.on('close', gone);
    if (work === undefined) out.on('drain', ready);
    else work.then(ready, (err: unknown) => {
      cleanup();
      reject(err);
    });
  });
}

/** The export query: the list's conditions (live rows, caller's scope, strWhere), its computed columns and its order. */
function exportQuery(target: ExcelTarget, ctx: EndpointContext): { sql: string; values: unknown[] } {
  const { params } = ctx;
  if (params.strWhere !== undefined && typeof params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
  const p = new SqlParams();
  const where = [
    target.liveSql(p),
    target.scopedSql(ctx, p),
    ...strWhereSql(target.rt, typeof params.strWhere === 'string' ? params.strWhere : '', p, 't', target.hooks.filterExpressions?.('t')),
    ...(target.hooks.listSql?.(params, p, 't', ctx) ?? []),
  ];
  const order = orderBySql(target.rt, params.sort ?? params.sortField ?? params.orderBy, params.order ?? params.sortOrder);
  // The computed columns the list shows (参训人数, the roster's flags) are exported as listed.
  const computed = target.hooks.listColumns?.('t', ctx, p);
  return { sql: `SELECT t.*${computed ? `, ${computed}` : ''} FROM ${target.table} t WHERE ${where.join(' AND ')} ${order}`, values: p.values };
}

/**
 * Names of the records the batch's remote fields refer to (上级公司 → the company's name), by field key then id:
 * one query per field, by the ids the batch holds.
 */
async function remoteNamesOf(q: Queryable, target: ExcelTarget, recs: readonly Record<string, unknown>[]): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  for (const [key, source] of target.remoteNames) {
    const ids = [...new Set(recs.map((r) => r[key]).filter((v) => v !== undefined && v !== null && v !== '').map(String))];
    if (ids.length === 0) continue;
    const rows = await q.many<{ id: string; name: string | null }>(
      `SELECT id::text AS id, ${ident(source.column)}::text AS name FROM ${ident(source.table)} WHERE id::text = ANY($1::text[])`,
      [ids],
    );
    names.set(key, new Map(rows.filter((r) => r.name !== null).map((r) => [r.id, r.name!])));
  }
  return names;
}

/** The cells of one exported record: a remote field by its record's name (its id when that has none). */
function rowCells(target: ExcelTarget, rec: Record<string, unknown>, names: Map<string, Map<string, string>>): CellValue[] {
  return target.fields.map((f) => {
    const value = rec[f.key];
    if (f.input?.type === 'remote' && f.input.labelKey !== undefined) return cellOf(f, rec[f.input.labelKey] ?? value);
    const name = value === undefined || value === null ? undefined : names.get(f.key)?.get(String(value));
    return name !== undefined ? name : cellOf(f, value);
  });
}

/**
 * Streams the export of `target` into the reply (docs/decisions/0317): a cursor over the list's query read
 * EXPORT_BATCH_ROWS at a time, each row written through exceljs's streaming WorkbookWriter and the reply
 * drained before the next batch, so memory stays one batch deep whatever the table's size. Refusals (a bad
 * strWhere or sort, a failing query) happen before the first byte; the export is audited with its row count.
 */
export function streamExport(target: ExcelTarget, ctx: EndpointContext): Promise<FastifyReply> {
  const { sql, values } = exportQuery(target, ctx);
  const { reply } = ctx;
  return new Promise<FastifyReply>((resolve, reject) => {
    let started = false;
    const out = new PassThrough();
    ctx.db
      .tx(async (q) => {
        await q.exec(`DECLARE excel_export NO SCROLL CURSOR FOR ${sql}`, values);
        const fetch = () => q.many<Record<string, unknown>>(`FETCH ${EXPORT_BATCH_ROWS} FROM excel_export`);
        let batch = await fetch();
        asXlsxFile(reply, target.rt.title).send(out);
        started = true;
        resolve(reply);
        const book = new (await exceljs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
        const sheet = book.addWorksheet(target.rt.title);
        sheet.addRow(target.fields.map((f) => f.label)).commit();
        let rows = 0;
        while (batch.length > 0) {
          const recs = batch.map((row) => target.toClient(row));
          const names = await remoteNamesOf(q, target, recs);
          for (const rec of recs) sheet.addRow(rowCells(target, rec, names)).commit();
          rows += batch.length;
          if (rows % GC_EVERY_ROWS < batch.length) collectGarbage();
          const since = Date.now();
          while (zipBacklog(sheet) > ZIP_BACKLOG_BYTES && !out.destroyed) {
            if (Date.now() - since > STALL_MS) throw new Error('export: the client stopped reading');
            await tick();
          }
          await writable(out);
          batch = batch.length < EXPORT_BATCH_ROWS ? [] : await fetch();
        }
        // Audited before the file's last bytes (outside the read-only cursor's transaction), so the entry is
        // there when the download completes.
        await ctx.audit({ action: 'export', table: target.rt.table, after: { rows, strWhere: ctx.params.strWhere ?? '' } });
        sheet.commit();
        await writable(out, book.commit());
      })
      .catch((err: unknown) => {
        if (!started) return reject(err);
        ctx.request.log.warn({ err }, 'excel export stopped');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
  });
}
