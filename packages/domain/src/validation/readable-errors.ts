import { z } from 'zod';
import { messages } from './messages';

// zod's own messages name its internals ('Invalid input: expected string, received undefined',
// 'Too small: expected number to be >=2'). A schema that words its rule keeps its words; for
// every rule a schema leaves unworded, this says the same in the product's language, naming the
// field ('Name is required'). Installed once where messages are made: by the server's app and by
// the web's form resolver (not on import: the pages that load no zod must stay without it).

type Issue = z.core.$ZodRawIssue;

/** A field's name as a person reads it: 'first_name' → 'First name', 'courts.0.number' → 'Number'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p) => typeof p === 'string');
  if (typeof key !== 'string' || !key) return 'This field';
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const kinds: Record<string, string> = {
  string: 'Must be text',
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be a set of fields',
  date: messages.invalidDate,
};

/** The product's sentence for an issue its schema did not word; undefined leaves zod's own. */
export function readableMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return messages.required(fieldLabel(issue.path));
      return kinds[issue.expected] ?? `${fieldLabel(issue.path)} is not valid`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? messages.required(fieldLabel(issue.path)) : `Please enter at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return messages.minLength(min);
      return messages.minValue(min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return messages.max(max);
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${max} items`;
      return messages.maxValue(max);
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${String(issue.values[0])}`
        : `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'email') return messages.email;
      if (issue.format === 'url') return messages.url;
      return messages.regex.charAt(0).toUpperCase() + messages.regex.slice(1);
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Not a field here: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${fieldLabel(issue.path)} is not valid`;
    default:
      return undefined;
  }
}

/** Makes zod word every unworded rule by readableMessage (once per process or page; repeats are harmless). */
export function installReadableErrors(): void {
  z.config({ customError: readableMessage });
}
