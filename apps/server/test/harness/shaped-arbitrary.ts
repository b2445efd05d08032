import fc from 'fast-check';
import { alternativesOf, flattenAllOf, resolveRef, typeOf, type JsonSchema } from './json-schema';
import { anyCandidates, numberCandidates, stringCandidates } from './leaf-values';

const MAX_DEPTH = 6;

/**
 * Values shaped like a JSON Schema: right types and field names, lengths and ranges mostly in
 * bounds (plausible candidates mixed with random ones), optional fields sometimes present.
 * Refinements are not honoured: these are the raw material the malformed-input test mangles.
 */
export function shapedArbitrary(raw: JsonSchema, root: JsonSchema = raw, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const node = flattenAllOf(resolveRef(raw, root));
  const alternatives = alternativesOf(node);
  if (alternatives) return fc.oneof(...alternatives.map((alt) => shapedArbitrary(alt, root, key, depth + 1)));
  if ('const' in node) return fc.constant(node.const);
  if (node.enum?.length) return fc.constantFrom(...node.enum);
  switch (typeOf(node)) {
    case 'string': {
      const candidates = stringCandidates(node, key);
      const minLength = node.minLength ?? 0;
      const random = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(node.maxLength ?? 40, 40)) });
      return candidates.length ? fc.oneof(fc.constantFrom(...candidates), random) : random;
    }
    case 'integer':
    case 'number': {
      const candidates = numberCandidates(node);
      const min = Math.max(node.minimum ?? -1e6, -1e6);
      const max = Math.max(min, Math.min(node.maximum ?? 1e6, 1e6));
      const random =
        node.type === 'integer'
          ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
          : fc.double({ min, max, noNaN: true });
      return candidates.length ? fc.oneof(fc.constantFrom(...candidates), random) : random;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (node.prefixItems)
        return fc.tuple(...node.prefixItems.map((item) => shapedArbitrary(item, root, key, depth + 1)));
      const minLength = node.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(node.maxItems ?? minLength + 3, minLength + 3));
      return fc.array(shapedArbitrary(node.items ?? {}, root, key, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = node.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, sub]) => [name, shapedArbitrary(sub, root, name, depth + 1)]),
      );
      const requiredKeys = (node.required ?? []).filter((name) => name in properties);
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.constantFrom(...anyCandidates);
  }
}
