import type * as t from 'io-ts';
import type { LookupName, LookupValue } from '@worksite/lookups';
import type { CallParams } from '../../call-params/call-param';
import type { BodyEncoding, ButtonName, EndpointAccess, EnvelopeKind, HttpMethod } from '../../endpoint';
import type { StrWhereFieldKind } from '../../str-where/str-where';
import type { BusinessKey } from './business-key-declaration';
import type { CallDialog } from './call-dialog-declaration';
import type { FieldInput } from './field-input';
import type { FieldMask, FieldRule } from './field-rules';
import type { CallWire, FieldWire, RecordWire } from './record-wire';
import type { RecordRelation } from './relations';
import type { DateOrder, DateWindow, NumberRange } from './cross-field-rules';

/**
 * Which rows a caller may see: by company subtree, by project, by district code, the caller's own rows (`user`:
 * the row's user column is the caller, e.g. the companies a user watches), or unscoped.
 */
export type ScopeKind = 'company' | 'project' | 'district' | 'user' | 'none';

/** A field computed by the server, never written: what it is computed from (scores, online state, labels). */
export interface ComputedField {
  /** Columns (or other field keys) it is computed from. */
  readonly from: readonly string[];
  /** One line saying how. */
  readonly note: string;
}

/** One field of a record type as declared (DESIGN.md §5); its SPEC save names sit in the declaration's `wire`. */
export interface DeclaredField {
  /** Field name as read by the client (e.g. `contentName`). */
  readonly key: string;
  /** Database column (snake_case); for a computed field, the name it is reported under. */
  readonly column: string;
  /** Chinese label shown in lists, forms and Excel headers. */
  readonly label: string;
  readonly codec: t.Mixed;
  /** How the field is shown and edited; absent means plain text (or a number for a number `kind`). */
  readonly input?: FieldInput;
  /** Message when the field is missing on create/update (SPEC §5 text where SPEC gives one). */
  readonly required?: string;
  readonly maxLength?: number;
  /** Format rules (validators of `@worksite/validators`) with their messages, checked in order. */
  readonly rules?: readonly FieldRule[];
  /** Display masking of a sensitive value (SPEC §5: first 4 and last 4 kept). */
  readonly mask?: FieldMask;
  readonly filterable?: boolean;
  /** Value kind in a strWhere filter (default `string`). */
  readonly kind?: StrWhereFieldKind;
  /** Set by the server (id, create time); never taken from a save payload. */
  readonly readOnly?: boolean;
  /** Computed by the server; has no column of its own. Implies read-only. */
  readonly computed?: ComputedField;
  readonly sortable?: boolean;
  /** Included as an Excel column in export/import. */
  readonly excel?: boolean;
  /** Shown in the list table. */
  readonly listed?: boolean;
  /**
   * Carried in rows for the rules that read it (a move's `actor`), shown nowhere: not in the detail, the form or
   * the list.
   */
  readonly hidden?: boolean;
  /** Bounds of a number, inclusive (`{label}不能小于{min}`; cross-field-rules.ts, docs/decisions/0520). */
  readonly range?: NumberRange;
  /** The coded values a text field may hold (强度等级): the form offers them, the server refuses others. */
  readonly choices?: readonly string[];
  /** When a date may fall by the site day, checked where the value is new (`{label}不能早于今天`). */
  readonly window?: DateWindow;
  /** A line of help the form shows under the input (a contract template's placeholders). */
  readonly help?: string;
}

/** The standard calls of a record type. */
export type RecordAction = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'audit' | 'export' | 'import';

/** Every standard action, in catalogue order. */
export const RECORD_ACTIONS: readonly RecordAction[] = ['list', 'detail', 'create', 'update', 'delete', 'audit', 'export', 'import'];

/** The catalogue names (keys of the endpoint catalogue) a record type is served by. */
export type RecordEndpoints = { readonly [A in RecordAction]?: string };

/**
 * One call of a record type: method and action (the last path segment SPEC names: `WhereOrderList`), or a
 * `path` of its own when it sits under another resource. Everything else defaults from the declaration:
 * name `alias + Action`, access page/sub-page of the type with the action's button, `list` envelope for list.
 */
export interface RecordCall {
  readonly method: HttpMethod;
  readonly action: string;
  /** Full path under the API base when the call is not `prefix/action`. */
  readonly path?: string;
  /**
   * Button needed, when not the action's default (list/detail search, create add, update edit, delete delete,
   * audit audit, export export, import inport; a further call: the button its action names).
   */
  readonly button?: ButtonName;
  /** A different access altogether (`session` for drop-down lists every screen loads). */
  readonly access?: EndpointAccess;
  readonly envelope?: EnvelopeKind;
  /** Body encoding when not the method's default (`file`: the raw bytes of an import). */
  readonly encoding?: BodyEncoding;
  /** A further call answering rows of this type (a second list of it): its response is the row codec. */
  readonly rows?: boolean;
  readonly summary?: string;
  /**
   * The parameters the call's hand-written server code reads, with their aliases (docs/decisions/0413); on the
   * list, the parameters its `listSql` hook reads beside paging, sort and strWhere (the Excel export takes them too).
   */
  readonly params?: CallParams;
}

/** Where a record type's calls live: a resource prefix, the alias of their catalogue keys, the calls. */
export interface RecordApi {
  /** Resource path, e.g. `/api/PCConcOrder`. */
  readonly prefix: string;
  /** Prefix of derived catalogue keys, e.g. `concOrder` → `concOrderWhereOrderList`. */
  readonly alias: string;
  readonly calls: { readonly [A in RecordAction]?: RecordCall };
  /** Calls of the type beyond the standard ones (status changes, history, statistics), by a local name. */
  readonly more?: Readonly<Record<string, RecordCall>>;
}

/** One allowed move of a workflow: from any of `from` to `to`, by the call `call` guarded by `button`. */
export interface WorkflowTransition {
  readonly from: readonly LookupValue[];
  readonly to: LookupValue;
  /** Button the caller must hold (SPEC §3 button names). */
  readonly button: ButtonName;
  /** Chinese label of the button or menu entry that makes the move. */
  readonly label: string;
  /** The call that makes it: a key of the api's `more` (or a standard action). */
  readonly call: string;
  /**
   * Keys of declared fields the move writes with the state (alarm measures): checked by their rules, a required
   * one filled by the sent value or the stored one; the web asks for them before the move (docs/decisions/0371).
   */
  readonly fields?: readonly string[];
  /** Who may make the move beyond its button (workflow-actor.ts; docs/decisions/0417). */
  readonly actor?: MoveActor;
}

/**
 * Who may make a move, beside holding its button; system administrators always may. `companyField`: only a
 * caller working in the company the row's declared field names (the inspecting company reviews its own
 * inspection); `userTypes`: only callers of these user types (USER_AUTH_TYPE: 0 enterprise, 1 government,
 * 2 project). The server refuses others with `refused`, where `{key}` is the row's value of that declared
 * field; the web does not offer them the move.
 */
export interface MoveActor {
  readonly companyField?: string;
  readonly userTypes?: readonly number[];
  readonly refused: string;
}

/** The states of one field (a lookup) with the moves allowed between them (order status, hazard report → rectify → review). */
export interface Workflow {
  /** Key of the state field. */
  readonly field: string;
  readonly lookup: LookupName;
  /** State of a new record. */
  readonly initial: LookupValue;
  readonly transitions: readonly WorkflowTransition[];
  /**
   * The answers of its moves where they are not the generic ones (请选择状态 / 状态不正确 / 状态修改成功): the
   * message for a target state the workflow has not, and the success message.
   */
  readonly messages?: { readonly stateInvalid?: string; readonly moved?: string };
}

/**
 * A record type as declared once; server and web derive list/detail/create/update/delete/export from it. The data
 * first — what it is, its table, scope, fields and moves, the page guarding it — then where its calls live, then
 * (`wire`) what only SPEC's legacy wire needs.
 */
export interface RecordDeclaration {
  /** Stable key, e.g. `template`. */
  readonly name: string;
  /** Chinese title, e.g. `维保模板`. */
  readonly title: string;
  /** Database table. */
  readonly table: string;
  readonly scope: ScopeKind;
  /** Columns holding the scope values; `company_id` / `project_id` / `district_code` / `user_id` when absent. */
  readonly scopeColumns?: { readonly company?: string; readonly project?: string; readonly district?: string; readonly user?: string };
  /** Soft delete column (`if_del`), when the type deletes by flag. */
  readonly softDeleteColumn?: string;
  /** Column values every row of this type has, when one table holds several types (`devices.device_type`). */
  readonly fixed?: Readonly<Record<string, string | number>>;
  /** Fields in form order; required ones are checked in this order (SPEC §5). */
  readonly fields: readonly DeclaredField[];
  /** State fields with their allowed moves. */
  readonly workflows?: readonly Workflow[];
  /** Further calls the web makes from a dialog of inputs without a state change (更正, 补录; call-dialogs.ts, 0677). */
  readonly dialogs?: readonly CallDialog[];
  /**
   * The records of other types that refer to a record of this type, and what its delete does to them: refuse,
   * or take them with it (relations.ts, docs/decisions/0510).
   */
  readonly relations?: readonly RecordRelation[];
  /** Date fields in order, each pair checked on every write (`竣工日期不能早于开工日期`; cross-field-rules.ts). */
  readonly dateOrder?: readonly DateOrder[];
  /** Default sort column (a field column). */
  readonly defaultSort?: string;
  /**
   * The business key (项目编号, 订单编号, 车牌号, 设备编号) and where it is unique: a create or update holding
   * another live record's key is refused (`项目编号已存在`); an import updates the record its key names
   * (business-key-declaration.ts, business-key.ts; docs/decisions/0530).
   */
  readonly key?: BusinessKey;
  /**
   * The field (key) naming a record in another type's choice list, when its first required text field does not
   * tell records apart (an order is named by its number, not its strength grade).
   */
  readonly choiceLabel?: string;
  /**
   * Name of the push-stream event (apps/server/src/push/README.md) after which an open list of this type reloads:
   * `alarm` for alarm records, so a new alarm appears without a reload (docs/decisions/0374).
   */
  readonly live?: string;
  /** Page and sub-page keys whose buttons guard the calls. */
  readonly permission: { readonly page: string; readonly subPage: string };
  /** Where the calls live; the catalogue entries derive from it. */
  readonly api: RecordApi;
  /** SPEC's legacy wire: paths it gives, old save names, fixed catalogue names and codecs (record-wire.ts). */
  readonly wire?: RecordWire;
}

/** A field as its readers see it: as declared, with its SPEC save names (`wire.fields`). */
export type FieldSpec = DeclaredField & FieldWire;

/** A call as its readers see it: as declared, with its SPEC catalogue name and codecs (`wire.calls`). */
export type ServedCall = RecordCall & CallWire;

/** The calls of a record type as its readers see them (the Excel calls added, the wire folded in). */
export interface ServedApi extends Omit<RecordApi, 'calls' | 'more'> {
  readonly calls: { readonly [A in RecordAction]?: ServedCall };
  readonly more?: Readonly<Record<string, ServedCall>>;
}

/** A record type as served (`declareRecord`): its declaration with endpoint names, the wire folded into fields and calls. */
export interface RecordType extends Omit<RecordDeclaration, 'fields' | 'api'> {
  readonly fields: readonly FieldSpec[];
  /** Catalogue names per action (derived from `api`). */
  readonly endpoints: RecordEndpoints;
  readonly api?: ServedApi;
}
