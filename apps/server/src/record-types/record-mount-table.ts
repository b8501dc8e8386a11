import type { FastifyInstance } from 'fastify';
import type { RecordMountOptions } from './record-hooks';

/**
 * How registered record types with behaviour of their own are mounted, by type name (docs/decisions/0451): their
 * hooks (and page size or actions), or a function of the app giving them when they need it (a template's rules
 * read the app, a visit the customers' mount). A type without an entry is mounted as declared.
 */
export type RecordMountTable = Readonly<Record<string, RecordMountOptions | ((app: FastifyInstance) => RecordMountOptions)>>;
