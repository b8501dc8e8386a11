import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { EndpointContext } from '../../http/mount-endpoint';
import { asXlsxFile } from './excel-reply';
import type { ExcelTarget } from './excel-target';

/** The import template of `target`: one sheet whose only row is the Excel columns' labels. */
export async function sendImportTemplate(target: ExcelTarget, ctx: EndpointContext): Promise<FastifyReply> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet(target.rt.title).addRow(target.importFields.map((f) => f.label));
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return asXlsxFile(ctx.reply, `${target.rt.title}导入模板`).send(bytes);
}
