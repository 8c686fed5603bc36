/**
 * English text-speak in a visitor's choice, written out before it is read (issue 13, round 16): "how do u know", "ask if
 * hes moving away", "i dont get it". Every reader matches "you", "he's", "don't"; "u" and "hes" read as no word at all
 * (set R: "how do u know only one comes back??" found no person to answer). Only whole words of a closed class (the
 * pronoun u / ur and contractions typed without their apostrophe) are written out; nothing else is touched.
 */
const spelled: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bu\b(?!-)/gu, 'you'],
  [/(?<![\w'’-])i(?=\s|['’](?:m|ve|ll|d)\b)/gu, 'I'],
  [/\bur\b/gu, 'your'],
  [/\bim\b/gu, "I'm"],
  [/\bive\b/gu, "I've"],
  [/\bhes\b/gu, "he's"],
  [/\bshes\b/gu, "she's"],
  [/\bits\b(?=\s+(?:a|an|the|not|just|only|so|too|very|really|okay|ok|fine|over|gone|here|there|me|you|him|her|us|them|my|your|been|going|getting|coming)\b)/gu, "it's"],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|ca|wo)nt\b/gu, "$1n't"],
  [/\b(what|where|who|how|that|there)s\b(?=\s+(?:a|an|the|in|on|at|going|happening|wrong|that|this|he|she|it|up|out|inside|outside|behind|under|over|there|here)\b)/gu, "$1's"],
];

/** An English choice with its text-speak written out; other languages are returned as they are. */
export function spellOutTextSpeak(choice: string, language: string): string {
  if (language !== 'en') return choice;
  return spelled.reduce((out, [pattern, full]) => out.replace(pattern, full), choice);
}
