import type { TemplateSection } from './inspection-template';
import { TEMPLATE_SECTIONS } from './inspection-template';
import { TEMPLATE_MESSAGES } from './messages';
import { parseQuestionList } from './parse-question-list';
import type { ViewerRow } from './viewer-cells';
import { viewerRows } from './viewer-rows';
import type { ViewerColumn, ViewerStyle } from './viewer-style';
import { VIEWER_COLUMNS, viewerStyleFor } from './viewer-style';

/** The equipment record detail the viewer reads (SPEC §7): lists as JSON text or arrays. */
export interface RecordDetail {
  readonly deviceType?: string;
  readonly otherList?: unknown;
  readonly machineryList?: unknown;
  readonly repairList?: unknown;
  readonly maintainList?: unknown;
}

/** One of the four viewer sections: either empty (暂未设置模板) or a table. */
export interface ViewerSection {
  readonly section: TemplateSection;
  /** 巡检模板, 操作模板, 维修模板 or 保养模板. */
  readonly title: string;
  readonly empty: boolean;
  /** 暂未设置模板, to show when `empty`. */
  readonly emptyText: string;
  /** The list's format message when its text could not be read (the section is then empty). */
  readonly error: string | undefined;
  readonly style: ViewerStyle;
  readonly columns: readonly ViewerColumn[];
  readonly rows: readonly ViewerRow[];
}

/** Everything a record-viewer component renders, with no rule of its own left to apply. */
export interface RecordViewerLayout {
  readonly deviceType: string;
  readonly style: ViewerStyle;
  readonly sections: readonly ViewerSection[];
}

/** The read-only record viewer of SPEC §2.9: four sections in order, styled by deviceType. */
export function buildRecordViewerLayout(detail: RecordDetail): RecordViewerLayout {
  const deviceType = (detail.deviceType ?? '').trim();
  const style = viewerStyleFor(deviceType);
  const sections = TEMPLATE_SECTIONS.map((info): ViewerSection => {
    const parsed = parseQuestionList(detail[info.field], info.section);
    const rows = parsed.ok ? viewerRows(parsed.questions, style, info.section) : [];
    return {
      section: info.section,
      title: info.viewerTitle,
      empty: rows.length === 0,
      emptyText: TEMPLATE_MESSAGES.emptySection,
      error: parsed.ok ? undefined : parsed.message,
      style,
      columns: VIEWER_COLUMNS[style],
      rows,
    };
  });
  return { deviceType, style, sections };
}
