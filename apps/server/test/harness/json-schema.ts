import { z, type ZodType } from 'zod';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) the harness reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  examples?: unknown[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** True for a zod 4 schema (route schemas are zod; anything else is ignored by the harness). */
export const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The input side of a zod schema as JSON Schema: what a client must send. Parts JSON Schema cannot
 * express (refinements, transforms, preprocess) become `{}`; the harness checks its samples with
 * the zod schema itself, so they are caught there.
 */
export function jsonSchemaOf(schema: ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Follows a local `$ref` ('#' or '#/$defs/name') against the root schema. */
export function resolveRef(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node;
  if (node.$ref === '#') return root;
  const name = node.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/** The alternatives of a union node (anyOf, oneOf, or a list of types), or null when it is not one. */
export function alternativesOf(node: JsonSchema): JsonSchema[] | null {
  if (node.anyOf?.length) return node.anyOf;
  if (node.oneOf?.length) return node.oneOf;
  if (Array.isArray(node.type)) return node.type.map((type) => ({ ...node, type }));
  return null;
}

/** `allOf` merged into one node (zod writes it for intersections); good enough for sampling. */
export function flattenAllOf(node: JsonSchema): JsonSchema {
  if (!node.allOf?.length) return node;
  const { allOf, ...rest } = node;
  return allOf.reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

/** The JSON type a node describes, guessed from its keywords when `type` is missing. */
export function typeOf(node: JsonSchema): string | undefined {
  if (typeof node.type === 'string') return node.type;
  if (node.properties) return 'object';
  if (node.items || node.prefixItems) return 'array';
  return undefined;
}
