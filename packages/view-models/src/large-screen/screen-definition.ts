/** Where a panel's data comes from: a catalogue endpoint, and the part of its data the panel reads. */
export interface PanelSource {
  /** Catalogue name (`endpoints[name]`). */
  readonly endpoint: string;
  /** Dot path into the endpoint's data (`byStatus`, `today.present`); absent: the whole data. */
  readonly key?: string;
  /** Parameters beyond the gateway's own (token, fromplat, wid, district) and the project choice. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** One number of a KPI strip. */
export interface KpiItem {
  readonly label: string;
  readonly source: PanelSource;
  readonly unit?: string;
}

/** A table column: the row key and its Chinese heading. */
export interface TableColumn {
  readonly key: string;
  readonly label: string;
}

/** Highcharts chart kinds a panel can be drawn as. */
export type ChartKind = 'column' | 'bar' | 'line' | 'area' | 'pie' | 'ring';

interface PanelBase {
  /** Unique within the screen. */
  readonly id: string;
  readonly title: string;
  /** CSS grid area name in the screen's layout. */
  readonly area: string;
}

/** A chart of points or series. */
export interface ChartPanel extends PanelBase {
  readonly kind: ChartKind;
  readonly source: PanelSource;
  readonly unit?: string;
  /** Only these series (by name) of series data, in this order. */
  readonly seriesNames?: readonly string[];
}

/** Label/value lines of one object (a project's profile). */
export interface InfoPanel extends PanelBase {
  readonly kind: 'info';
  readonly source: PanelSource;
  readonly fields: readonly (TableColumn & { readonly unit?: string })[];
}

/** Several KPI numbers side by side. */
export interface KpiPanel extends PanelBase {
  readonly kind: 'kpis';
  readonly items: readonly KpiItem[];
}

/**
 * A gauge (SPEC §9: 0–60 °C; the temperature gauge's maximum 100): a statistic, or the newest live reading
 * of `metric` in the screen's scope.
 */
export interface GaugePanel extends PanelBase {
  readonly kind: 'gauge';
  readonly source?: PanelSource;
  readonly metric?: string;
  readonly deviceType?: string;
  readonly min: number;
  readonly max: number;
  readonly unit: string;
}

/** The project map (the map engineer's component) fed with markers. */
export interface MapPanel extends PanelBase {
  readonly kind: 'map';
  readonly source: PanelSource;
}

/** A table of rows. */
export interface TablePanel extends PanelBase {
  readonly kind: 'table';
  readonly source: PanelSource;
  readonly columns: readonly TableColumn[];
}

/** The alarm list: the screen's alarms plus those pushed live. */
export interface AlarmPanel extends PanelBase {
  readonly kind: 'alarms';
  readonly source?: PanelSource;
}

/** Devices of one kind with their latest values, updated live. */
export interface DevicePanel extends PanelBase {
  readonly kind: 'devices';
  readonly deviceType: string;
  /** Metrics shown as columns, in order. */
  readonly metrics: readonly string[];
}

/** Video (the map engineer's VideoPanel) of the scope's cameras: the camera list and one player. */
export interface VideoPanel extends PanelBase {
  readonly kind: 'video';
  /** Rows with `id`, `name`, `online` and `hlsUrl` (null: no stream configured). */
  readonly source: PanelSource;
}

export type PanelDefinition = ChartPanel | InfoPanel | KpiPanel | GaugePanel | MapPanel | TablePanel | AlarmPanel | DevicePanel | VideoPanel;
export type PanelKind = PanelDefinition['kind'];

/** The grid a screen's panels sit in (CSS grid; sizes in fr so the screen fills any 16:9 wall). */
export interface ScreenLayout {
  readonly columns: string;
  readonly rows: string;
  readonly areas: readonly string[];
}

/** Whose data a screen shows: the viewer's whole scope, or the chosen project within it. */
export type ScreenScope = 'scope' | 'project';

/** Which root-font rule and full-screen behaviour (SPEC §9: the production layout floors the width at 1024). */
export type ScreenFrame = 'dashboard' | 'production';

/** A large screen: panels in a grid, each fed by an endpoint and drawn as a chart kind. */
export interface ScreenDefinition {
  readonly id: string;
  readonly title: string;
  readonly scope: ScreenScope;
  readonly frame: ScreenFrame;
  readonly layout: ScreenLayout;
  readonly panels: readonly PanelDefinition[];
}
