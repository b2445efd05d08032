import { describe, expect, it } from 'vitest';
import { registerSchema, resetPasswordSchema } from './auth.schema';
import { commonPasswordMessage, isCommonPassword } from './common-passwords';
import { commonPasswordsText } from './common-passwords.data';

const register = (password: string) =>
  registerSchema.safeParse({ full_name: 'Ann Court', email: 'ann@example.com', password, password2: password });

describe('the new-password rule', () => {
  it('ships 10,000 common passwords of 8 or more characters', () => {
    const list = commonPasswordsText.split('\n');
    expect(new Set(list).size).toBe(10_000);
    expect(list.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it.each(['password', 'Password', 'PASSWORD', '12345678', 'iloveyou', 'qwertyuiop', 'trustno1', 'sunshine'])(
    'refuses the common password %s with the reason',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      const result = register(password);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(commonPasswordMessage);
      const reset = resetPasswordSchema.safeParse({ key: 'k', password, password2: password });
      expect(reset.error?.issues.map((i) => i.message)).toContain(commonPasswordMessage);
    },
  );

  it.each(['long-enough-1', 'rally clay court 7', 'Tennis-Demo-2026'])('accepts %s', (password) => {
    expect(register(password).success).toBe(true);
  });
});
