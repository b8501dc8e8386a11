import type { PanelCell, PanelData, TableColumn } from '@worksite/view-models';
import { formatCell } from './number-text';
import { ScreenTable } from './screen-table';

/** A table panel: the definition's columns over the data's rows (points as name/value rows). */
export function TableView({ data, columns }: { data: PanelData; columns: readonly TableColumn[] }) {
  const rows: readonly Readonly<Record<string, PanelCell>>[] =
    data.kind === 'rows'
      ? data.rows
      : data.kind === 'points'
        ? data.points.map((p) => ({ name: p.name, value: p.value }))
        : [];
  return (
    <ScreenTable
      testId="screen-table"
      head={columns.map((c) => c.label)}
      rows={rows.map((row, i) => ({
        key: String(row.id ?? i),
        cells: columns.map((c) => {
          return formatCell(row[c.key]);
        }),
      }))}
    />
  );
}
