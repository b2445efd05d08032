// Password strength (issue 25): a length of 8 and a list of common passwords let 'aaaaaaaa',
// 'abcdefgh' and '12341234' through. zxcvbn-ts, a maintained estimator, scores a password 0–4 by
// the guesses an attacker would need (dictionaries, keyboard walks, repeats, sequences, dates,
// the person's own name and e-mail); below PASSWORD_MIN_SCORE is refused with the sentence below.
// The rule lives here once: the server checks every password it sets (register, reset) and the
// web shows the same refusal under the field. The dictionaries are large (about 1.5 MB), so the
// estimator is imported on first use only: the browser loads it when a password field is first
// used, never with the start or a public page's first load.

/** The lowest zxcvbn score accepted (3: "safely unguessable: moderate protection from offline slow-hash attacks"). */
export const PASSWORD_MIN_SCORE = 3;

/**
 * Only this many leading characters are scored: the estimator's time grows fast with length
 * (200 random characters take seconds), and a prefix this long that scores 3 is strong already.
 */
export const PASSWORD_SCORED_LENGTH = 32;

/** The refusal of a weak password, under the field and as the server's reason. */
export const weakPasswordMessage = 'Choose a longer password, or one less common: add a few unrelated words.';

/** A password's score, 0 (guessed at once) to 4, given what else the person typed (name, e-mail). */
export type PasswordScorer = (password: string, userInputs?: readonly string[]) => number;

let loading: Promise<PasswordScorer> | undefined;

/** The estimator with its English and common dictionaries, loaded once (a failed load is tried again next time). */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    const scorer: PasswordScorer = (password, userInputs = []) =>
      zxcvbn.check(
        password.slice(0, PASSWORD_SCORED_LENGTH),
        userInputs.filter(Boolean).map((input) => input.toLowerCase()),
      ).score;
    return scorer;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The words of a person's name and e-mail, which a password should not lean on. */
export const passwordUserInputs = (...texts: (string | null | undefined)[]) =>
  texts.flatMap((text) => (text ?? '').toLowerCase().split(/[\s@._+-]+/)).filter((word) => word.length >= 3);

/** `weakPasswordMessage` when the password scores below PASSWORD_MIN_SCORE, else null. */
export async function weakPasswordRefusal(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const score = (await loadPasswordScorer())(password, userInputs);
  return score < PASSWORD_MIN_SCORE ? weakPasswordMessage : null;
}
