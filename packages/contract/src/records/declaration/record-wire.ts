import type * as t from 'io-ts';

/** The names a field travels under on the wire beside its key and column: SPEC's legacy save names. */
export interface FieldWire {
  /** Field name in the save payload (e.g. `content_name`); defaults to `column`. */
  readonly writeKey?: string;
  /** Further names the wire accepts for the field on save (besides key, writeKey and column). */
  readonly aliases?: readonly string[];
}

/** What SPEC fixes of one call beside its path: its catalogue name and its codecs. */
export interface CallWire {
  /** Catalogue key when it is not `alias + Action` (`templateList`). */
  readonly name?: string;
  /** The request codec where SPEC gives the payload; else derived from the fields. */
  readonly request?: t.Mixed;
  /** The response codec where SPEC gives the shape; else derived from the fields. */
  readonly response?: t.Mixed;
}

/**
 * Everything of a declaration that only serves SPEC's legacy wire (docs/decisions/0491): which paths SPEC gives,
 * the old names fields are saved under, the catalogue names and codecs SPEC fixes. A type SPEC does not name has
 * none; `declareRecord` folds it into the fields and calls the readers see.
 */
export interface RecordWire {
  /**
   * The calls (keys of `calls` and `more`) whose path SPEC gives; every other path was chosen by this catalogue
   * (`pathChosen`).
   */
  readonly specPaths?: readonly string[];
  /** Save names of fields, by field key. */
  readonly fields?: Readonly<Record<string, FieldWire>>;
  /** Catalogue names and codecs of calls, by call key (of `calls` or `more`); a call naming none gets codecs derived from the fields. */
  readonly calls?: Readonly<Record<string, CallWire>>;
}
