/**
 * What an integrator does with the API reference (issue 20, Deliver 6; docs/decisions/0572), run by
 * openapi.test.ts in a child process (both tools are ES modules, which the jest runtime does not load):
 * validates the document with @seriousme/openapi-schema-validator, generates a client's types from it with
 * openapi-typescript, and type-checks a small integrator file against them holding the real answers the test
 * captured. Usage: `node integrator-client.mjs <dir>` with <dir>/doc.json and <dir>/answers.json; prints
 * `{ valid, errors, diagnostics }` as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const dir = process.argv[2];
const doc = JSON.parse(readFileSync(join(dir, 'doc.json'), 'utf8'));
const answers = JSON.parse(readFileSync(join(dir, 'answers.json'), 'utf8'));

const { valid, errors } = await new Validator().validate(doc);

writeFileSync(join(dir, 'worksite-api.ts'), astToString(await openapiTS(doc)));
writeFileSync(
  join(dir, 'answers.ts'),
  `export const ingestBody = ${JSON.stringify(answers.ingestBody)} as const;\n` +
    `export const ingestAnswer = ${JSON.stringify(answers.ingestAnswer)} as const;\n` +
    `export const listAnswer = ${JSON.stringify(answers.listAnswer)} as const;\n`,
);

/** The integrator's file: the generated types, used on the real answers (readonly: the answers are `as const`). */
const integrator = `
import type { paths } from './worksite-api';
import { ingestAnswer, ingestBody, listAnswer } from './answers';

type DeepReadonly<T> = T extends (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type Ingest = paths['/prod-apiplus/api/Telemetry/Ingest']['post'];
type IngestBody = Ingest['requestBody'] extends { content: { 'application/json': infer B } } | undefined ? B : never;
type IngestOk = Ingest['responses'][200]['content']['application/json'];
type IngestRefused = Ingest['responses'][403]['content']['application/json'];
type List = paths[${JSON.stringify(answers.listPath)}]['get'];
type ListOk = List['responses'][200]['content']['application/json'];

export const sent: DeepReadonly<IngestBody> = ingestBody;
export const stored: DeepReadonly<IngestOk> = ingestAnswer;
export const accepted: number = stored.data.accepted;
export const listed: DeepReadonly<ListOk> = listAnswer;
/** A list answer is the page or a refusal in the body (code 402): the integrator tells them apart by \`page\`. */
export function rowIds(answer: DeepReadonly<ListOk>): number[] {
  if (!('page' in answer)) return [];
  const total: number | string = answer.page.record_count;
  return total === 0 ? [] : answer.data.map((row) => Number(row.id));
}
export const refusalText = (r: IngestRefused): string => r.detail;
// The generated types are not \`unknown\`: a wrong answer does not type-check.
// @ts-expect-error accepted is a number
export const wrong: IngestOk = { code: 200, status: 1, msg: '', detail: '', data: { accepted: 'all' } };
// @ts-expect-error a reading needs its metric
export const unsent: IngestBody = { readings: [{ value: 1 }] };
`;
writeFileSync(join(dir, 'integrator.ts'), integrator);

const program = ts.createProgram([join(dir, 'integrator.ts')], {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2020.d.ts'],
  types: [],
  skipLibCheck: true,
});
const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
  const where = d.file ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : '';
  return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
});
process.stdout.write(JSON.stringify({ valid, errors: valid ? [] : errors, diagnostics }));
