/**
 * Korean particles whose form depends on the word before them (batchim): 민지가 / 지훈이, 서울로 / 집으로.
 * The one module for it: templates (`{name:이}`), lyrics and the stylist all attach particles through here.
 *
 * How the final sound is read:
 * - Hangul: from the syllable's final consonant (jongseong); ㄹ is told apart for 으로/로.
 * - Digits: by the Sino-Korean reading of the last digit (1 일, 2 이, 3 삼 … 9 구); a final 0 reads 영/십/백/천/만,
 *   all of which end in a consonant (10 십 → 10이, 20 이십으로).
 * - Latin words, by how Korean writes them in Hangul (loanword rules, not the English sound):
 *   - a final l reads ㄹ (Paul → Paul로); m, n and ng end in ㅁ/ㄴ/ㅇ (dream → dream을, Jin → Jin이);
 *   - k, c, ck, p, b and t right after a vowel letter close the syllable (Jack 잭, Eric 에릭, Bob 밥, Pat 팻);
 *   - every other ending is read with a vowel: silent e, y, w, h and r (Kate 케이트, Peter 피터), and the
 *     consonants Korean writes with a following ㅡ/ㅣ: s, z, x, f, v, d, g, j, ch, sh, th, and k/p/t after another
 *     consonant (Chris 크리스 → Chris가, David 데이비드, Mark 마크);
 *   - an all-capital word of up to four letters is read letter by letter: L 엘 and R 알 end in ㄹ, M 엠 and N 엔
 *     in a consonant, the other letter names in a vowel (BTS → BTS는, URL → URL로).
 * Trailing spaces, punctuation and symbols are ignored; any other final character counts as a vowel.
 */

/** The final sound of a word: 'none' (a vowel), 'rieul' (ㄹ) or 'other' (any other final consonant). */
export type FinalSound = 'none' | 'rieul' | 'other';

/** Particle pairs that alternate: [after a final consonant, after a vowel]. */
const particlePairs: ReadonlyArray<readonly [string, string]> = [
  ['은', '는'], ['이', '가'], ['을', '를'], ['과', '와'], ['으로', '로'], ['아', '야'], ['이랑', '랑'],
  ['이나', '나'], ['이야', '야'], ['이에요', '예요'], ['이라고', '라고'], ['이라는', '라는'], ['이라', '라'],
  ['이었다', '였다'], ['이여', '여'], ['이지', '지'], ['이야말로', '야말로'], ['이든', '든'],
];

/** Particles that never change form. */
const fixedParticles = ['의', '에', '에게', '에서', '도', '만', '한테', '까지', '부터', '보다', '처럼', '하고', '씨'];

/** Every particle name a template may put after a slot, e.g. `{name:이}`. */
export const koreanParticleNames: ReadonlySet<string> = new Set([...particlePairs.flat(), ...fixedParticles]);

/** Pronouns that change shape before 이/가: 나 + 가 → 내가. */
const pronounSubjects: Readonly<Record<string, string>> = { 나: '내가', 너: '네가', 저: '제가' };

/** Final sound of each digit's Sino-Korean reading (0 영/십/백/천/만, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구). */
const digitSounds: readonly FinalSound[] = ['other', 'rieul', 'none', 'other', 'none', 'none', 'other', 'rieul', 'rieul', 'none'];

/** Letter names of an acronym's last letter that end in a consonant (L 엘, R 알: ㄹ; M 엠, N 엔). */
const letterNameSounds: Readonly<Record<string, FinalSound>> = { L: 'rieul', R: 'rieul', M: 'other', N: 'other' };

/** The final sound of a Latin-script word (see the module comment for the rule). */
function latinFinalSound(word: string): FinalSound {
  const letters = /[a-z]+$/iu.exec(word)?.[0] ?? '';
  if (/^[A-Z]{1,4}$/u.test(letters)) return letterNameSounds[letters.charAt(letters.length - 1)] ?? 'none';
  const lower = letters.toLowerCase();
  if (lower.endsWith('l')) return 'rieul';
  if (/(?:m|n|ng)$/u.test(lower)) return 'other';
  if (/[aeiou](?:ck|[kcpbt])$/u.test(lower)) return 'other';
  return 'none';
}

/** The final sound of a word: Hangul by its last syllable, digits by their reading, Latin letters as Korean writes them. */
export function finalSound(word: string): FinalSound {
  const trimmed = word.replace(/[\s\p{P}\p{S}]+$/u, '');
  const last = trimmed.charAt(trimmed.length - 1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
  }
  if (/\d/u.test(last)) return digitSounds[Number(last)] ?? 'none';
  if (/[a-z]/iu.test(last)) return latinFinalSound(trimmed);
  return 'none';
}

/**
 * Attaches a particle to a word in the form its final sound asks for (민지 + 이 → 민지가, 서울 + 으로 → 서울로,
 * 나 + 가 → 내가); particles that never change (의, 에, 도…) and unknown ones are appended as given.
 */
export function withParticle(word: string, particle: string): string {
  const pair = particlePairs.find(([afterConsonant, afterVowel]) => afterConsonant === particle || afterVowel === particle);
  if (!pair) return `${word}${particle}`;
  if (pair[0] === '이') {
    const pronoun = pronounSubjects[word];
    if (pronoun) return pronoun;
  }
  const sound = finalSound(word);
  if (pair[0] === '으로') return `${word}${sound === 'other' ? '으로' : '로'}`;
  return `${word}${sound === 'none' ? pair[1] : pair[0]}`;
}

/** Nouns that end like a verb form (바다가, 베란다, 사고, 창고, 포도, 지도, 어머니…). */
const koreanDaNouns = /^(?:바다|베란다|소다|판다|사다리|바다가|베란다가|창고|사고|지고|최고|광고|금고|포도|지도|도로|난로|경로|부모|교도|보도)(?:가|는|를|도)?$/u;

/** Given-name syllables that may end a two-syllable name in 은/는/운 (지은, 하은, 예은, 다은, 소운, 하는 is not one). */
const nameFirstSyllables = /^[지하예다나가서수민소혜세유도은채]$/u;

/**
 * Whether a Korean word is a predicate or a verb form, never a noun or a name: a dictionary form or a connective
 * (졸다, 졸다가, 먹고, 웃으며, 입어서), a past or present adnominal (입은, 사는, 걷던, 간) or a plain ending (-게, -지).
 * Two-syllable given names that end in 은 (지은, 하은) are not predicates.
 */
export function isKoreanPredicateForm(word: string): boolean {
  const bare = word.replace(/[\s\p{P}\p{S}]+$/u, '');
  if (!/^[가-힣]+$/u.test(bare) || bare.length < 2) return false;
  if (koreanDaNouns.test(bare)) return false;
  if (/(?:다가|다|고|며|면서|아서|어서|여서|해서|니까|는데|은데|던|지만|도록|려고|러)$/u.test(bare)) return true;
  if (/[은는]$/u.test(bare)) return !(bare.length === 2 && nameFirstSyllables.test(bare.charAt(0)));
  return false;
}
