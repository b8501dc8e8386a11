import type { ServerConfig } from '../config/server-config';
import type { Db } from '../db/database';
import type { EmptyValues, TableColumns } from '../db/table-columns';

/** What routes share: configuration, the database and the schema's columns and their empty values. */
export interface ServerServices {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly columns: TableColumns;
  /** What an emptied column holds (NULL or its constant default), per table and column. */
  readonly emptyValues: EmptyValues;
}

declare module 'fastify' {
  interface FastifyInstance {
    worksite: ServerServices;
    /** Waits until no request is in flight, at most the given ms (http/in-flight.ts): what a stop waits for. */
    drainRequests: import('./in-flight').DrainRequests;
  }
  interface FastifyContextConfig {
    /** Envelope of the call, so refusals answer in the call's own shape. */
    envelope?: import('@worksite/contract').EnvelopeKind;
    /** The call takes a multipart body (the contract's `encoding`); other calls refuse one (http/body-guard.ts). */
    multipart?: boolean;
    /** The call takes the raw bytes of a file (`file` encoding: Excel imports); other calls refuse them. */
    fileBody?: boolean;
    /** The largest file a multipart call takes, by the fields sent before the file (http/multipart-file.ts). */
    fileLimit?: (fields: Record<string, unknown>) => import('./multipart-file').FileLimit;
  }
}
