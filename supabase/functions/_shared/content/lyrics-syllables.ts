/** Syllable counting for haiku: an English heuristic (vowel groups with silent-e and -es/-ed rules), one per CJK/Hangul character. */

/** Words whose syllable count the vowel-group rules get wrong. */
const exceptions: ReadonlyMap<string, number> = new Map([
  ['quiet', 2], ['fire', 1], ['hour', 1], ['our', 1], ['every', 2], ['evening', 2], ['poem', 2], ['poet', 2], ['lion', 2],
  ['science', 2], ['idea', 3], ['area', 3], ['being', 2], ['seeing', 2], ['going', 2], ['doing', 2], ['create', 2],
  ['real', 1], ['really', 2], ['people', 2], ['little', 2], ['business', 2], ['family', 3], ['different', 3],
  ['beautiful', 3], ['chocolate', 2], ['camera', 3], ['heaven', 2], ['maybe', 2], ['someone', 2], ['somewhere', 2],
  ['something', 2], ['sometimes', 2], ['everyone', 3], ['everything', 3], ['fireworks', 2], ['naive', 2], ['ocean', 2],
  ['forever', 3], ['whatever', 3], ['alive', 2], ['goodbye', 2], ['eyes', 1], ['queue', 1], ['tired', 2], ['flower', 2],
  ['flowers', 2], ['power', 2], ['shower', 2], ['tower', 2], ['desire', 2], ['violet', 3], ['piano', 3], ['radio', 3],
]);

const vowelGroups = /[aeiouy]+/gu;

/** First halves of common compounds whose final e is silent ("someday", "homesick", "lifetime"). */
const compoundHeads: readonly string[] = ['bare', 'rose', 'lake', 'smoke', 'tide', 'wave', 'shore', 'some', 'home', 'life', 'fire', 'time', 'love', 'care', 'hope', 'safe', 'wide', 'side', 'lone', 'free', 'base', 'game', 'space', 'place', 'face', 'stone', 'bone', 'note', 'white', 'whole', 'snow', 'moon', 'sun', 'rain', 'star', 'heart', 'night', 'day', 'light'];

/** Syllables of one English word (letters only, lower case), at least 1. */
export function englishWordSyllables(raw: string): number {
  const word = raw.toLowerCase().replace(/[^a-z]/gu, '');
  if (word.length === 0) return 0;
  const known = exceptions.get(word);
  if (known !== undefined) return known;
  if (word.length <= 3) return 1;
  for (const head of compoundHeads) {
    if (word.length > head.length + 2 && word.startsWith(head) && !exceptions.has(word)) {
      const tail = word.slice(head.length);
      if (/^[^aeiouy]/u.test(tail) && /[aeiouy]/u.test(tail)) return englishWordSyllables(head) + englishWordSyllables(tail);
    }
  }
  let count = word.match(vowelGroups)?.length ?? 0;
  const before = (n: number): string => word.charAt(word.length - n);
  const isVowel = (c: string): boolean => 'aeiouy'.includes(c);
  if (word.endsWith('e') && !word.endsWith('le') && !isVowel(before(2)) && count > 1) count -= 1;
  else if (word.endsWith('le') && isVowel(before(3)) && count > 1) count -= 1;
  if (word.endsWith('es') && !/(?:[sxzcg]|ch|sh)es$/u.test(word) && !isVowel(before(3)) && count > 1) count -= 1;
  if (word.endsWith('ed') && !/[td]ed$/u.test(word) && !isVowel(before(3)) && count > 1) count -= 1;
  if (word.endsWith('ely') && !isVowel(before(4)) && count > 2) count -= 1;
  count += (word.match(/[^aeiouy]i[ao](?!n$|us)/gu)?.length ?? 0);
  if (/[^aeiouy]ism$/u.test(word)) count += 1;
  return Math.max(1, count);
}

const syllabicCharacter = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** Syllables of a text: English words by the heuristic, each Han/Hangul/kana character as one, digits one each. */
export function countSyllables(text: string): number {
  let total = (text.match(syllabicCharacter)?.length ?? 0) + (text.match(/\p{Nd}/gu)?.length ?? 0);
  const rest = text.replace(syllabicCharacter, ' ').replace(/\p{Nd}/gu, ' ');
  for (const word of rest.split(/[^\p{L}'’]+/u)) {
    if (word.length === 0) continue;
    total += /[a-z]/iu.test(word) ? englishWordSyllables(word) : Math.max(1, word.match(/[aeiouyàáâãèéêìíòóôõùúýăđơư]+/giu)?.length ?? 1);
  }
  return total;
}
