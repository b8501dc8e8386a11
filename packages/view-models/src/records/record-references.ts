import { choiceLabelField, recordTypes, type FieldSpec, type RecordType } from '@worksite/contract';
import { actionEndpoint } from './record-calls';
import { listedFields } from './record-fields';

/**
 * How the name of the record a field refers to is found (docs/decisions/0550): the row carries it under the
 * field's `labelKey` (设备 → the alarm's deviceName), else it is read by id from the list of the type the field
 * names as its source, as that type's choice label (项目 → projectName, 维保模板 → contentName).
 */
export type ReferenceNaming =
  | { readonly by: 'row'; readonly key: string }
  | { readonly by: 'source'; readonly source: RecordType; readonly label: FieldSpec };

/** The fields of `recordType` holding the id of a record of another type (declared `field.remote`, its source the type). */
export function referenceFields(recordType: RecordType): FieldSpec[] {
  return recordType.fields.filter((f) => f.input?.type === 'remote' && f.hidden !== true);
}

/** How the record `field` refers to is named; undefined when it cannot be (no source list, no label field). */
export function referenceNaming(field: FieldSpec, types: Readonly<Record<string, RecordType>> = recordTypes): ReferenceNaming | undefined {
  const input = field.input;
  if (input?.type !== 'remote') return undefined;
  if (input.labelKey !== undefined) return { by: 'row', key: input.labelKey };
  const source = types[input.source];
  if (source === undefined || actionEndpoint(source, 'list') === undefined) return undefined;
  const label = choiceLabelField(source);
  return label === undefined ? undefined : { by: 'source', source, label };
}

/**
 * The field naming the project a record of a project-scoped type belongs to (所属项目 / 项目 / 下单项目: its first
 * reference to a project), the column a list adds when the caller holds more than one project (docs/decisions/0551).
 */
export function projectReference(recordType: RecordType): FieldSpec | undefined {
  if (recordType.scope !== 'project') return undefined;
  return referenceFields(recordType).find((f) => f.input?.type === 'remote' && f.input.source === 'project');
}

/**
 * The columns of a list: the `listed` fields (never a password), and the project reference after the first one
 * (the record's own name) when `withProject` and neither it nor its name is listed already — two 1号塔吊 of two
 * projects told apart.
 */
export function listColumnFields(recordType: RecordType, withProject: boolean): FieldSpec[] {
  const listed = listedFields(recordType);
  const project = withProject ? projectReference(recordType) : undefined;
  if (project === undefined || listed.includes(project)) return listed;
  // A listed field holding the project's name already (维保设备's 项目名称) is the project column.
  const nameKey = project.input?.type === 'remote' ? project.input.labelKey : undefined;
  if (nameKey !== undefined && listed.some((f) => f.key === nameKey)) return listed;
  return [...listed.slice(0, 1), project, ...listed.slice(1)];
}
