/**
 * Where a business key is unique (docs/decisions/0530): among the live rows of one company (`company`), of one
 * project (`project`), or of the whole table (`all`).
 */
export type BusinessKeyPer = 'company' | 'project' | 'all';

/**
 * The business key of a record type as declared (`key` of a declaration): the fields (keys) a person tells its
 * records apart by (项目编号, 订单编号, 车牌号, 设备编号) and where they are unique. An empty value is no key.
 */
export interface BusinessKey {
  readonly fields: readonly string[];
  readonly per: BusinessKeyPer;
  /** The unique index backing it when not `<table>_<columns>_key` (an index older than the declaration). */
  readonly index?: string;
}
