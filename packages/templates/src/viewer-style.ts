import { DEVICE_TYPE_NAMES, VIEWER_COLUMN_TITLES } from './messages';

/**
 * Table styles of the record viewer (SPEC §2.9), named after their layout
 * (docs/decisions/0034-record-viewer-styles.md):
 * `grouped` (style A) category merged over its items, one radio group per item;
 * `answer-rows` (style B) one row per answer, item and category merged over them;
 * `wire-rope` (style C) a full-width category heading, then numbered items with a radio group;
 * `gantry` (style D) category, item, then a left and a right radio group (or one answer across both).
 */
export type ViewerStyle = 'grouped' | 'answer-rows' | 'wire-rope' | 'gantry';

/** A column of a viewer table. */
export interface ViewerColumn {
  readonly key: 'category' | 'index' | 'item' | 'result' | 'left' | 'right';
  readonly title: string;
}

/** Style by device type: A for 配电箱/起重机/机械设备, B for 挖掘机/搅拌站/行走设备, C 钢丝绳, D 龙门吊. */
export const VIEWER_STYLE_BY_DEVICE_TYPE: Readonly<Record<string, ViewerStyle>> = {
  [DEVICE_TYPE_NAMES.distributionCabinet]: 'grouped',
  [DEVICE_TYPE_NAMES.crane]: 'grouped',
  [DEVICE_TYPE_NAMES.mechanicalEquipment]: 'grouped',
  [DEVICE_TYPE_NAMES.excavator]: 'answer-rows',
  [DEVICE_TYPE_NAMES.mixingStation]: 'answer-rows',
  [DEVICE_TYPE_NAMES.walkingEquipment]: 'answer-rows',
  [DEVICE_TYPE_NAMES.wireRope]: 'wire-rope',
  [DEVICE_TYPE_NAMES.gantryCrane]: 'gantry',
};

/** Style of a device type SPEC does not name: the general questionnaire, style A. */
export const DEFAULT_VIEWER_STYLE: ViewerStyle = 'grouped';

/** The table style for a device type; unknown or missing types get {@link DEFAULT_VIEWER_STYLE}. */
export function viewerStyleFor(deviceType: string | undefined): ViewerStyle {
  const key = (deviceType ?? '').trim();
  return Object.prototype.hasOwnProperty.call(VIEWER_STYLE_BY_DEVICE_TYPE, key)
    ? (VIEWER_STYLE_BY_DEVICE_TYPE[key] as ViewerStyle)
    : DEFAULT_VIEWER_STYLE;
}

const col = (key: ViewerColumn['key']): ViewerColumn => ({ key, title: VIEWER_COLUMN_TITLES[key] });

/** Columns of each style, left to right. */
export const VIEWER_COLUMNS: Readonly<Record<ViewerStyle, readonly ViewerColumn[]>> = {
  grouped: [col('category'), col('item'), col('result')],
  'answer-rows': [col('category'), col('item'), col('result')],
  'wire-rope': [col('index'), col('item'), col('result')],
  gantry: [col('category'), col('item'), col('left'), col('right')],
};
