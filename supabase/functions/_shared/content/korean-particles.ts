/** Korean particles that depend on whether the previous word ends in a consonant (batchim). */

/** Particle pairs: [after a consonant, after a vowel]. */
const particlePairs: Record<string, readonly [string, string]> = {
  은: ['은', '는'], 는: ['은', '는'], 이: ['이', '가'], 가: ['이', '가'], 을: ['을', '를'], 를: ['을', '를'],
  과: ['과', '와'], 와: ['과', '와'], 아: ['아', '야'], 야: ['아', '야'], 이라: ['이라', '라'], 이라고: ['이라고', '라고'],
  이여: ['이여', '여'], 이에요: ['이에요', '예요'], 이랑: ['이랑', '랑'], 이나: ['이나', '나'],
};

const digitBatchim = [true, true, false, true, false, false, true, true, true, false];
const digitRieul = [false, true, false, false, false, false, false, true, true, false];

/** Final sound of a word: 'none' (vowel), 'rieul' (ㄹ) or 'other' consonant. Latin words use the last letter. */
export function finalSound(word: string): 'none' | 'rieul' | 'other' {
  const trimmed = word.replace(/[\s\p{P}\p{S}]+$/u, '');
  const last = trimmed.charAt(trimmed.length - 1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
  }
  if (/\d/u.test(last)) {
    const digit = Number(last);
    return digitRieul[digit] ? 'rieul' : digitBatchim[digit] ? 'other' : 'none';
  }
  if (/[a-z]/iu.test(last)) {
    const lower = last.toLowerCase();
    if (lower === 'l') return 'rieul';
    return 'aeiouyw'.includes(lower) || lower === 'r' ? 'none' : 'other';
  }
  return 'none';
}

/** Attaches a particle to a word, choosing the form by its final sound (으로/로 too); unknown particles are appended as given. */
export function withParticle(word: string, particle: string): string {
  const sound = finalSound(word);
  if (particle === '으로' || particle === '로') return `${word}${sound === 'other' ? '으로' : '로'}`;
  const pair = particlePairs[particle];
  if (!pair) return `${word}${particle}`;
  return `${word}${sound === 'none' ? pair[1] : pair[0]}`;
}
