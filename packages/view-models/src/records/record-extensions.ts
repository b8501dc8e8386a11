import type { ButtonName, RecordType } from '@worksite/contract';
import { injectable } from 'inversify';
import type { RecordRow } from './record-fields';

/** What an extension sees of the page it is on (a RecordListViewModel). */
export interface RecordListHandle {
  readonly recordType: RecordType;
  /** Buttons held under the type's page and sub-page. */
  readonly buttons: Readonly<Record<ButtonName, boolean>>;
  readonly rows: readonly RecordRow[];
  /** Reloads the current page (after an action changed rows). */
  load(): Promise<void>;
}

/** A row action another module adds to a record type's list (重置密码, 启用 / 禁用, 分配菜单 …). */
export interface RecordRowExtension {
  /** Stable key, unique within the type. */
  readonly key: string;
  readonly label: string;
  /** Shown for this row? (by its state, by a button: `list.buttons.edit`). Default: always. */
  visible?(row: RecordRow, list: RecordListHandle): boolean;
  run(row: RecordRow, list: RecordListHandle): Promise<unknown> | void;
}

/** A toolbar action another module adds beside 新增 / 导出 / 导入. */
export interface RecordToolbarExtension {
  readonly key: string;
  readonly label: string;
  visible?(list: RecordListHandle): boolean;
  run(list: RecordListHandle): Promise<unknown> | void;
}

/** What one module adds to one record type's page. */
export interface RecordExtension {
  readonly rowActions?: readonly RecordRowExtension[];
  readonly toolbarActions?: readonly RecordToolbarExtension[];
  /** After 新增 succeeded: the create call's answer and the values sent (a device's key, shown once). */
  afterCreate?(answer: unknown, payload: Readonly<Record<string, unknown>>): void;
}

/**
 * The extension hook of the generic record pages: row and toolbar actions registered per record type name
 * (a singleton: register once at start-up, every page of that type shows them).
 */
@injectable()
export class RecordExtensions {
  private readonly byType = new Map<string, RecordExtension[]>();

  /** Adds `extension` to the pages of `recordTypeName`; answers a function that removes it again. */
  register(recordTypeName: string, extension: RecordExtension): () => void {
    const list = this.byType.get(recordTypeName) ?? [];
    list.push(extension);
    this.byType.set(recordTypeName, list);
    return () => {
      const current = this.byType.get(recordTypeName) ?? [];
      this.byType.set(recordTypeName, current.filter((e) => e !== extension));
    };
  }

  /** The extensions of a type, in registration order. */
  of(recordTypeName: string): readonly RecordExtension[] {
    return this.byType.get(recordTypeName) ?? [];
  }
}
