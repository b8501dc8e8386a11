import { endpoints as catalogue, recordTypes, type Endpoint, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordMountOf } from '../record-mounts';
import { ExcelTarget } from './excel-target';
import { streamExport } from './export-stream';
import { parseImport } from './import-parse';
import { validateImport } from './import-validate';
import { writeImport } from './import-write';
import { sendImportTemplate } from './template';

const endpointNamed = (name: string | undefined): Endpoint | undefined => (name === undefined ? undefined : (catalogue as Readonly<Record<string, Endpoint>>)[name]);

/** The Excel calls the contract derived for `rt` (export, import template, import), by catalogue name. */
function excelEndpoints(rt: RecordType) {
  const alias = rt.api?.alias ?? rt.name;
  return { exportCall: endpointNamed(rt.endpoints.export), templateCall: endpointNamed(rt.endpoints.import && `${alias}ImportTemplate`), importCall: endpointNamed(rt.endpoints.import) };
}

/**
 * Mounts the Excel calls of every declared record type that has them (issue 10 item 7) and whose list the
 * generic mount serves — so an export has the rows the list counts and an import writes through the type's
 * own rules and hooks (docs/decisions/0317). Mounted after the areas.
 */
export function mountExcelCalls(app: FastifyInstance): void {
  for (const declared of Object.values(recordTypes)) {
    const { exportCall, templateCall, importCall } = excelEndpoints(declared);
    if (!exportCall && !importCall) continue;
    // Only where the generic list serves the type: an export has exactly the rows that list counts.
    const mounted = recordMountOf(app, declared.name);
    if (!mounted || !mounted.mounts('list') || mounted.rt.endpoints.list !== declared.endpoints.list) continue;
    const target = new ExcelTarget(mounted);
    if (exportCall) mountEndpoint(app, exportCall, (ctx) => streamExport(target, ctx), { skipDecode: true });
    if (templateCall) mountEndpoint(app, templateCall, (ctx) => sendImportTemplate(target, ctx), { skipDecode: true });
    if (importCall) {
      mountEndpoint(
        app,
        importCall,
        async (ctx) => {
          const { rows, errors } = await validateImport(target, ctx, await parseImport(ctx.request.body));
          return answer(await writeImport(target, ctx, rows, errors), messages.imported);
        },
        // The .xlsx body's limit is its parser's (http/body-guard.ts FILE_BODY_LIMIT); other bodies keep BODY_LIMIT.
        { skipDecode: true },
      );
    }
  }
}
