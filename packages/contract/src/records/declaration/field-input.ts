import type { LookupName } from '@worksite/lookups';
import type { UploadRule } from '@worksite/validators';

/**
 * Records another record type serves as choices (a remote choice: the form loads them from that type's list).
 * `worker` links a person by ID number (see `identity`).
 */
export type RemoteSource =
  | 'company'
  | 'department'
  | 'organisation'
  | 'project'
  | 'user'
  | 'role'
  | 'roleGroup'
  | 'menu'
  | 'deviceType'
  | 'device'
  | 'lprDevice'
  | 'accessDevice'
  | 'inspectionDevice'
  | 'template'
  | 'concPlant'
  | 'concFormula'
  | 'concOrder'
  | 'concTask'
  | 'tankerCar'
  | 'alarmThreshold'
  | 'customer'
  | 'area'
  | 'worker'
  | 'team'
  | 'workShift'
  | 'trainingPlan'
  | 'trainingSession'
  | 'payrollSheet'
  | 'contractTemplate'
  | 'safetyCheck'
  | 'qualityCheck';

/** Shape of a geometry field edited on the map: a point (marker, `{lng, lat}`) or a polygon (fence). */
export type GeometryShape = 'point' | 'polygon';

/** What an identity field holds: a person's ID-card number or mobile phone number. */
export type IdentityKind = 'idCard' | 'mobile';

/**
 * How a field is shown and edited: the form control, its choices and its value shape. A discriminated union
 * on `type`, so the web's generic form picks the control by one switch and each kind carries what it needs.
 */
export type FieldInput =
  /** One line of text. */
  | { readonly type: 'text' }
  /** Several lines (remarks, descriptions, JSON question lists). */
  | { readonly type: 'multiline'; readonly rows?: number }
  /** A number; `unit` is shown beside it (m³, kg/m³). */
  | { readonly type: 'number'; readonly unit?: string; readonly integer?: boolean }
  /** A calendar date, `yyyy-mm-dd`. */
  | { readonly type: 'date' }
  /** A date and time (ISO 8601 on the wire). */
  | { readonly type: 'datetime' }
  /** A time of day, `HH:MM`. */
  | { readonly type: 'time' }
  /** A code of a `@worksite/lookups` table, shown by its label. */
  | { readonly type: 'lookup'; readonly table: LookupName }
  /**
   * An id of another record type, chosen from its list; `labelKey` is the row field holding its display name;
   * `choiceParams` the parameters its list is loaded with for the choice (管理区域: only the areas a project may
   * name, docs/decisions/0523).
   */
  | { readonly type: 'remote'; readonly source: RemoteSource; readonly labelKey?: string; readonly choiceParams?: Readonly<Record<string, string | number>> }
  /** One uploaded image (its address), checked by SPEC §5's single-image rule (png/jpg/jpeg, 1 MB, its messages). */
  | { readonly type: 'image'; readonly upload: UploadRule }
  /**
   * Uploaded files or images (addresses, comma separated), at most `max` (SPEC §5 upload count, default 3),
   * checked by SPEC §5's list rule of that kind (its types, 10 MB, its messages).
   */
  | { readonly type: 'attachments'; readonly accept: 'image' | 'file'; readonly max: number; readonly upload: UploadRule }
  /** A secret: never listed, never exported, never sent back. */
  | { readonly type: 'password' }
  /** On/off, stored as `on` / `off` (default 1 / 0). */
  | { readonly type: 'switch'; readonly on?: number; readonly off?: number }
  /** A position or fence drawn on the map; the value is JSON (`{lng, lat}` or `[{lng, lat}, …]`). */
  | { readonly type: 'geometry'; readonly shape: GeometryShape }
  /** A person named by an identity number; `links` is the record type the number resolves to (a worker). */
  | { readonly type: 'identity'; readonly identity: IdentityKind; readonly links?: RemoteSource }
  /**
   * A code of the bundled administrative-division table (所属区域), chosen province → city → district, never typed
   * (docs/decisions/0522).
   */
  | { readonly type: 'district' };

/** The `type` of a field input. */
export type FieldInputType = FieldInput['type'];
