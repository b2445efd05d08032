import { describe, expect, it } from 'vitest';
import { passwordUserInputs, PASSWORD_MIN_SCORE, weakPasswordMessage, weakPasswordRefusal } from './password-strength';

// The passwords issue 25 found accepted, and others a guesser tries first, are refused; long
// unrelated words are not. The estimator loads once (its dictionaries are large).

describe('weakPasswordRefusal', () => {
  it.each([
    'aaaaaaaa',
    'abcdefgh',
    '12341234',
    'password1',
    'qwertyuiop',
    'Sunshine1',
    'tennis-demo',
    '11111111111111111111',
  ])(
    'refuses %s',
    async (password) => {
      expect(await weakPasswordRefusal(password)).toBe(weakPasswordMessage);
    },
    60_000,
  );

  it.each(['court-lamp-orbit-42', 'correct horse battery staple', 'long-enough-1', 'blue-kettle-seven-dawn'])(
    'accepts %s',
    async (password) => {
      expect(await weakPasswordRefusal(password)).toBeNull();
    },
    60_000,
  );

  it("counts the person's own name and e-mail as easy to guess", async () => {
    const inputs = passwordUserInputs('Robin de Vries', 'robin.devries@example.org');
    expect(inputs).toEqual(['robin', 'vries', 'robin', 'devries', 'example', 'org']);
    expect(await weakPasswordRefusal('robindevries', inputs)).toBe(weakPasswordMessage);
  }, 60_000);

  it('scores only the first 32 characters, so a very long input costs little', async () => {
    const started = performance.now();
    expect(await weakPasswordRefusal('a'.repeat(200))).toBe(weakPasswordMessage);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(PASSWORD_MIN_SCORE).toBe(3);
  }, 60_000);
});
