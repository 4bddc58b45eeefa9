import "server-only";

// What a back-office password must be (개인정보의 안전성 확보조치 기준 제5조: a rule for passwords
// that staff must follow). Long enough (PASSWORD_MIN), and not guessable: zxcvbn-ts scores it
// against its lists of common and leaked passwords, keyboard walks, repeats, sequences, dates, and
// the account's own words (its email, its name, the site's name); below STRONG_ENOUGH it is
// refused with the reason in Korean. The lists are loaded on the first check only (a few MB, on
// the server alone: never in a visitor's or a staff member's browser).

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
/** zxcvbn's scale: 0 to 4; 3 is "safely unguessable" (about 10^8 guesses or more). */
export const STRONG_ENOUGH = 3;

type Checker = (password: string, words: string[]) => Promise<{ score: number; commonList: boolean }>;
let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
      return async (password, words) => {
        const result = await zxcvbn.check(password, words);
        const commonList = result.sequence.some(
          (s) => "dictionaryName" in s && String(s.dictionaryName).startsWith("passwords") && s.token.length >= 8,
        );
        return { score: result.score, commonList };
      };
    },
  );
  checker.catch(() => (checker = null));
  return checker;
}

/** The account's own words a password must not be built on: its email's parts, its name. */
function wordsOf(account: { email?: string; name?: string }, extra: readonly string[]): string[] {
  const email = account.email?.trim().toLowerCase() ?? "";
  const parts = email ? [email, email.split("@")[0]!, ...email.split(/[@._+-]+/)] : [];
  return [...parts, account.name?.trim() ?? "", ...extra].filter((w) => w.length >= 3);
}

/**
 * Why `password` may not be a back-office password, in Korean, or null when it may. `account` and
 * `extra` (the site's name) are the words it must not lean on.
 */
export async function passwordProblem(
  password: string,
  account: { email?: string; name?: string } = {},
  extra: readonly string[] = [],
): Promise<string | null> {
  if ([...password].length < PASSWORD_MIN) return `비밀번호는 ${PASSWORD_MIN}자 이상으로 정해 주세요.`;
  if (password.length > PASSWORD_MAX) return `비밀번호는 ${PASSWORD_MAX}자까지 정할 수 있습니다.`;
  if (new Set(password).size <= 2) return "같은 글자를 되풀이한 비밀번호는 쓸 수 없습니다.";
  const check = await loadChecker();
  const { score, commonList } = await check(password, wordsOf(account, extra));
  if (commonList) return "널리 쓰이거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 정해 주세요.";
  if (score < STRONG_ENOUGH)
    return "추측하기 쉬운 비밀번호입니다. 이메일·이름·연속된 숫자나 자판 배열을 피하고, 서로 관계없는 단어 서너 개를 이어 정해 주세요.";
  return null;
}
