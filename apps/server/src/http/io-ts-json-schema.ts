import { describedAs } from '@worksite/contract';
import type * as t from 'io-ts';

/** A JSON Schema (the OpenAPI 3.0 dialect) as a plain object. */
export type JsonSchema = Record<string, unknown>;

/** The runtime shape of io-ts's built-in codecs, read through `_tag` (docs/decisions/0305). */
interface Tagged {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: Record<string, t.Mixed>;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed | (() => t.Mixed);
  readonly value?: unknown;
  readonly keys?: Record<string, unknown>;
  readonly codomain?: t.Mixed;
  readonly runDefinition?: () => t.Mixed;
}

function objectOf(props: Record<string, t.Mixed>, required: boolean, seen: Set<unknown>): JsonSchema {
  const properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, toJsonSchema(v, seen)]));
  const keys = Object.keys(props);
  return { type: 'object', properties, ...(required && keys.length ? { required: keys } : {}) };
}

/** Merges the object members of an intersection (type + partial) into one object schema; else `allOf`. */
function intersectionOf(parts: JsonSchema[]): JsonSchema {
  if (!parts.every((p) => p.type === 'object' && !p.allOf)) return { allOf: parts };
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of parts) {
    Object.assign(properties, p.properties as Record<string, unknown> | undefined);
    required.push(...((p.required as string[] | undefined) ?? []));
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** `null` alone, as OpenAPI 3.0 can say it (`nullable` needs a `type`). */
const NULL: JsonSchema = { type: 'string', nullable: true, enum: [null] };

/** `schema` or null: nullable on a typed schema (null joins its enum), on each member of an `anyOf`; `{}` stays. */
function orNull(schema: JsonSchema): JsonSchema {
  const keys = Object.keys(schema).filter((k) => k !== 'description');
  if (keys.length === 0 || schema.nullable === true) return schema;
  if (typeof schema.type === 'string') {
    return { ...schema, nullable: true, ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
  }
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map(orNull) };
  return { anyOf: [schema, NULL] };
}

/** The members of a union, an `anyOf` member's own members spread (`A | (B | C)` is one `anyOf`). */
const flatMembers = (parts: JsonSchema[]): JsonSchema[] =>
  parts.flatMap((p) => (Array.isArray(p.anyOf) && Object.keys(p).length === 1 ? (p.anyOf as JsonSchema[]) : [p]));

function literalOf(value: unknown): JsonSchema {
  if (value === null) return NULL;
  return { type: typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string', enum: [value] };
}

/**
 * JSON Schema of an io-ts codec, from its runtime tags: objects (type/partial/exact/strict/readonly), unions,
 * intersections, literals and keyofs (enums), arrays, records, primitives, refinements (their base) and
 * recursive codecs (their definition, once). A custom codec (`new t.Type`, e.g. StringFromStringOrNumber)
 * gives the schema of what it was described as accepting (contract `describeAs`), else — like `unknown` —
 * `{}` (anything) with the codec's name as description.
 */
export function toJsonSchema(codec: t.Mixed, seen: Set<unknown> = new Set()): JsonSchema {
  const c = codec as unknown as Tagged;
  switch (c._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return NULL;
    case 'UndefinedType':
    case 'VoidType':
    case 'UnknownType':
    case 'AnyType':
      return {};
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
    case 'ObjectType':
      // Any keys (said outright: a generated client reads a bare object schema as one without keys).
      return { type: 'object', additionalProperties: true };
    case 'UnknownArrayType':
    case 'AnyArrayType':
      return { type: 'array', items: {} };
    case 'LiteralType':
      return literalOf(c.value);
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(c.keys ?? {}) };
    case 'InterfaceType':
    case 'StrictType':
      return objectOf(c.props ?? {}, true, seen);
    case 'PartialType':
      return objectOf(c.props ?? {}, false, seen);
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
      return toJsonSchema(c.type as t.Mixed, seen);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: toJsonSchema(c.type as t.Mixed, seen) };
    case 'DictionaryType':
      return { type: 'object', additionalProperties: toJsonSchema(c.codomain as t.Mixed, seen) };
    case 'TupleType':
      return { type: 'array', items: {}, minItems: c.types?.length ?? 0, maxItems: c.types?.length ?? 0 };
    case 'IntersectionType':
      return intersectionOf((c.types ?? []).map((x) => toJsonSchema(x, seen)));
    case 'UnionType': {
      const parts = flatMembers((c.types ?? []).map((x) => toJsonSchema(x, seen)));
      const nulls = parts.filter((p) => p === NULL || (Array.isArray(p.enum) && p.enum.length === 1 && p.enum[0] === null));
      const rest = parts.filter((p) => !nulls.includes(p));
      const nullable = (s: JsonSchema) => (nulls.length ? orNull(s) : s);
      if (rest.length === 0) return NULL;
      // A union of literals of one type → one enum; `T | null` → T nullable.
      if (rest.every((p) => Array.isArray(p.enum) && p.type === rest[0].type)) {
        return nullable({ type: rest[0].type, enum: rest.flatMap((p) => p.enum as unknown[]) });
      }
      if (rest.length === 1) return nullable(rest[0]);
      // A member that takes anything makes the union take anything.
      if (rest.some((p) => Object.keys(p).filter((k) => k !== 'description').length === 0)) return {};
      return nullable({ anyOf: rest });
    }
    case 'RecursiveType': {
      if (seen.has(codec)) return { description: c.name };
      seen.add(codec);
      const definition = (c.runDefinition?.() ?? c.type) as t.Mixed | undefined;
      const out = definition ? toJsonSchema(definition, seen) : {};
      seen.delete(codec);
      return out;
    }
    default: {
      // A custom codec (`new t.Type`): what it was described as accepting (docs/decisions/0570), else anything.
      const described = describedAs(codec);
      return described ? toJsonSchema(described, seen) : { description: c.name };
    }
  }
}
