import * as t from 'io-ts';

/**
 * What deleting a record does to the live records of another type that refer to it (docs/decisions/0510):
 * `refuse` — the delete is refused while any is left (该项目下还有2个混凝土订单，不能删除); `cascade` — they
 * are deleted with it, each as its own delete does (a device: disabled, its key revoked), in the same transaction.
 */
export type DeleteRule = 'refuse' | 'cascade';

/** Records of another type that refer to a record of the declaring type, and what its delete does to them. */
export interface RecordRelation {
  /** Registry name of the referring type (`dustDevice`). */
  readonly type: string;
  /** Key of the referring type's field holding the id of the record referred to (`projectId`). */
  readonly field: string;
  readonly onDelete: DeleteRule;
  /** Counting word in the messages (台, 个, 名, 条). */
  readonly unit: string;
  /** What the messages call them, when not the type's title (人员 for 人员花名册). */
  readonly label?: string;
}

/** The live records of one relation of a record, as its delete preview counts them. */
export const DeleteDependant = t.type(
  {
    type: t.string,
    label: t.string,
    unit: t.string,
    onDelete: t.union([t.literal('refuse'), t.literal('cascade')]),
    count: t.number,
  },
  'DeleteDependant',
);
export type DeleteDependant = t.TypeOf<typeof DeleteDependant>;

/**
 * `data` of a delete preview (`${alias}DeletePreview`): the record's name, the live records of each relation
 * that has any, and either the refusal the delete would answer or the confirm naming what goes with it.
 */
export const DeletePreview = t.intersection(
  [
    t.type({ name: t.string, dependants: t.array(DeleteDependant), confirm: t.string }),
    t.partial({ refused: t.string }),
  ],
  'DeletePreview',
);
export type DeletePreview = t.TypeOf<typeof DeletePreview>;

/** Key (in `api.more`) of the delete preview call; its catalogue name is `${alias}DeletePreview`. */
export const DELETE_PREVIEW_CALL = 'deletePreview';

/** `3台扬尘监测设备`. */
const counted = (d: Pick<DeleteDependant, 'count' | 'unit' | 'label'>) => `${d.count}${d.unit}${d.label}`;

/** The messages of a delete with relations, in SPEC's style (此操作将永久删除该设备, 是否继续?; 该公司下还有项目，不能删除). */
export const relationMessages = {
  /** The refusal naming the first relation that refuses: 该项目下还有2个混凝土订单，不能删除. */
  refused: (title: string, d: Pick<DeleteDependant, 'count' | 'unit' | 'label'>) => `该${title}下还有${counted(d)}，不能删除`,
  /** The confirm naming the record and what goes with it: 此操作将永久删除项目「A」及其下3台扬尘监测设备、1名人员, 是否继续? */
  confirm: (title: string, name: string, cascaded: readonly Pick<DeleteDependant, 'count' | 'unit' | 'label'>[]) => {
    const named = name === '' ? `该${title}` : `${title}「${name}」`;
    const rest = cascaded.length ? `及其下${cascaded.map(counted).join('、')}` : '';
    return `此操作将永久删除${named}${rest}, 是否继续?`;
  },
};
