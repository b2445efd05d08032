/** `text` as itself inside a LIKE pattern: its `\`, `%` and `_` escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for values containing `text` anywhere. */
export const containing = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern for values starting with `text`. */
export const startingWith = (text: string) => `${literal(text)}%`;
