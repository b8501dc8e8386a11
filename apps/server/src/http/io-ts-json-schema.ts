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

function literalOf(value: unknown): JsonSchema {
  if (value === null) return { nullable: true, enum: [null] };
  return { type: typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string', enum: [value] };
}

/**
 * JSON Schema of an io-ts codec, from its runtime tags: objects (type/partial/exact/strict/readonly), unions,
 * intersections, literals and keyofs (enums), arrays, records, primitives, refinements (their base) and
 * recursive codecs (their definition, once). Custom codecs (`new t.Type`, e.g. StringFromStringOrNumber)
 * and `unknown` give `{}` (anything) with the codec's name as description.
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
      return { nullable: true, enum: [null] };
    case 'UndefinedType':
    case 'VoidType':
    case 'UnknownType':
    case 'AnyType':
      return {};
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
    case 'ObjectType':
      return { type: 'object' };
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
      const parts = (c.types ?? []).map((x) => toJsonSchema(x, seen));
      const nulls = parts.filter((p) => Array.isArray(p.enum) && p.enum.length === 1 && p.enum[0] === null);
      const rest = parts.filter((p) => !nulls.includes(p));
      // A union of literals of one type → one enum; `T | null` → T nullable.
      if (rest.length && rest.every((p) => Array.isArray(p.enum) && p.type === rest[0].type)) {
        return { type: rest[0].type, enum: rest.flatMap((p) => p.enum as unknown[]), ...(nulls.length ? { nullable: true } : {}) };
      }
      if (rest.length === 1) return { ...rest[0], ...(nulls.length ? { nullable: true } : {}) };
      return { anyOf: rest, ...(nulls.length ? { nullable: true } : {}) };
    }
    case 'RecursiveType': {
      if (seen.has(codec)) return { description: c.name };
      seen.add(codec);
      const definition = (c.runDefinition?.() ?? c.type) as t.Mixed | undefined;
      const out = definition ? toJsonSchema(definition, seen) : {};
      seen.delete(codec);
      return out;
    }
    default:
      return { description: c.name };
  }
}
