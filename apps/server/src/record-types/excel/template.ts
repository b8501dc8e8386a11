import type ExcelJS from 'exceljs';
import { exceljs } from '../../shared/exceljs';
import { excelChoices, excelColumnHint } from '@worksite/contract';
import type { FastifyReply } from 'fastify';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { asXlsxFile } from './excel-reply';
import type { ExcelTarget } from './excel-target';

/** Data rows of the template that offer a choice field's drop-down list. */
export const TEMPLATE_LIST_ROWS = 1000;

/** Name of the hidden sheet holding the drop-down lists' values (the import reads the first sheet only). */
export const TEMPLATE_CHOICES_SHEET = '选项';

/** The part of exceljs's worksheet the typings omit: its data validations by range (`D2:D1001`). */
interface RangeValidations {
  readonly dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/**
 * The import template of `target` (docs/decisions/0532): one sheet whose only row is the import columns'
 * labels, each with a note saying what to fill (必填, the business key's meaning, the length limit, a date's form,
 * a masked value = unchanged); a choice column offers its labels as a drop-down list (data validation over a
 * hidden sheet `选项`) for TEMPLATE_LIST_ROWS rows, refusing a value not in it.
 */
export async function sendImportTemplate(target: ExcelTarget, ctx: EndpointContext): Promise<FastifyReply> {
  const book = new (await exceljs()).Workbook();
  const sheet = book.addWorksheet(target.rt.title);
  const header = sheet.addRow(target.importFields.map((f) => f.label));
  const lists = book.addWorksheet(TEMPLATE_CHOICES_SHEET, { state: 'veryHidden' });
  let listColumn = 0;
  target.importFields.forEach((f, i) => {
    const cell = header.getCell(i + 1);
    cell.note = excelColumnHint(target.rt, f);
    sheet.getColumn(i + 1).width = Math.max(12, f.label.length * 2 + 4);
    const choices = excelChoices(f);
    if (choices === undefined || choices.length === 0) return;
    listColumn += 1;
    choices.forEach((label, n) => {
      lists.getRow(n + 1).getCell(listColumn).value = label;
    });
    const listLetter = lists.getColumn(listColumn).letter;
    const letter = sheet.getColumn(i + 1).letter;
    (sheet as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}${TEMPLATE_LIST_ROWS + 1}`, {
      type: 'list',
      allowBlank: f.required === undefined,
      formulae: [`'${TEMPLATE_CHOICES_SHEET}'!$${listLetter}$1:$${listLetter}$${choices.length}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: f.label,
      error: messages.importChoiceOnly(f.label),
    });
  });
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return asXlsxFile(ctx.reply, `${target.rt.title}导入模板`).send(bytes);
}
