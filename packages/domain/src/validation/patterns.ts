/** A standard e-mail address pattern: local part, @, a domain with at least one dot. */
export const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A loose URL: optional http(s) scheme, a dotted domain, optional port and path. */
export const looseUrlPattern = /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/;

/** A strict URL: http or https is required. */
export const strictUrlPattern = /^https?:\/\/([A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(\.[A-Za-z]{2,})?(:\d{1,5})?(\/[^\s]*)?$/;

/** True when the text is a valid e-mail address. */
export const isEmail = (value: string): boolean => value.length <= 254 && emailPattern.test(value);

/** True when the text is a URL; `strict` requires http:// or https://. */
export const isUrl = (value: string, strict = false): boolean =>
  (strict ? strictUrlPattern : looseUrlPattern).test(value);

/** True when the value is a finite number or text that parses to one (blank text does not). */
export const isNumeric = (value: unknown): boolean => {
  // Only numbers and text: Number() would also read [], [5], true and '  ' as numbers.
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
};

/** A numeric text as its number (a form field's "12"); anything else as it is, for the schema to judge. */
export const toNumberIfNumeric = (v: unknown) => (typeof v === 'string' && isNumeric(v) ? Number(v) : v);
