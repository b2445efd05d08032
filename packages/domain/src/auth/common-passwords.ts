import { commonPasswordsText } from './common-passwords.data';

let list: Set<string> | undefined;

/** True when the password (any case) is one of the 10,000 most common ones of its length. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(commonPasswordsText.split('\n'));
  return list.has(password.toLowerCase());
}

/** Why such a password is refused (OWASP ASVS 5.0 asks for a list of at least the 10,000 most common). */
export const commonPasswordMessage =
  'This password is one of the most common passwords, which are the first ones anyone guessing tries. Please choose another.';
