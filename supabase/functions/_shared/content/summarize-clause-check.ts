/**
 * Whether a piece of an English sentence can stand as a sentence of its own (issue 13, round 7): a child's version cut
 * "Central banks, like the Federal Reserve in the United States, usually aim…" into "Central banks, like the Federal
 * Reserve in the United States." and "…on wages, employment, and consumer prices…" into "…on wages, employment." and
 * "Consumer prices closely and adjust rates…". A cut is allowed only when the head has a verb, the first clause of the
 * rest has a verb, and the head does not end inside a list ("…, employment" before "and consumer prices"). The check is
 * a small closed lexicon (auxiliaries, common verbs and their forms, regular past forms), no tagger: when unsure it
 * refuses the cut, and the sentence stays whole.
 */

const auxiliaries = new Set([
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would', 'can', 'could',
  'may', 'might', 'must', 'should', 'shall', "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "won't",
  "can't", "couldn't", "shouldn't", "wouldn't", "hasn't", "haven't", "it's", "they're", "we're", "you're", "he's", "she's",
  "that's", "there's", "i'm", "let's",
]);

/** Common verbs in their base form (their -s and -ed forms are read from these). */
const baseVerbs = new Set([
  'accept', 'add', 'adjust', 'affect', 'agree', 'aim', 'allow', 'appear', 'apply', 'arrive', 'ask', 'attach', 'avoid', 'become',
  'begin', 'believe', 'belong', 'block', 'borrow', 'break', 'bring', 'build', 'burn', 'buy', 'call', 'carry', 'catch', 'cause',
  'change', 'charge', 'check', 'choose', 'close', 'come', 'contain', 'continue', 'cool', 'cost', 'count', 'cover', 'create',
  'cut', 'deal', 'decide', 'delay', 'depend', 'describe', 'destroy', 'die', 'do', 'drink', 'drive', 'drop', 'eat',
  'enter', 'expect', 'explain', 'fade', 'fall', 'feel', 'fight', 'fill', 'find', 'fit', 'fly', 'follow', 'form', 'get',
  'give', 'go', 'grow', 'happen', 'hate', 'hear', 'help', 'hide', 'hit', 'hold', 'hope', 'hurt', 'include', 'increase', 'invest',
  'join', 'keep', 'kill', 'know', 'lead', 'learn', 'leave', 'let', 'lie', 'live', 'look', 'lose', 'love',
  'make', 'mark', 'mean', 'meet', 'miss', 'move', 'need', 'notice', 'offer', 'open', 'pass', 'pay', 'pick', 'plan', 'play',
  'prefer', 'prepare', 'produce', 'protect', 'provide', 'pull', 'push', 'put', 'raise', 'reach', 'read', 'recognize',
  'recognise', 'reduce', 'release', 'remain', 'remember', 'remove', 'reply', 'report', 'require', 'respond', 'return',
  'rise', 'run', 'save', 'say', 'see', 'seem', 'sell', 'send', 'serve', 'set', 'share', 'show', 'shrink', 'sit', 'sleep', 'slow',
  'speak', 'spend', 'spread', 'stand', 'start', 'stay', 'stop', 'study', 'suggest', 'support', 'take', 'talk', 'teach', 'tell',
  'tend', 'test', 'think', 'train', 'travel', 'treat', 'try', 'turn', 'understand', 'use', 'vary', 'wait', 'wake', 'walk',
  'want', 'warn', 'watch', 'wear', 'win', 'wish', 'work', 'worry', 'write',
]);

/** Irregular past forms. */
const irregularPast = new Set([
  'became', 'began', 'bought', 'brought', 'built', 'caught', 'chose', 'came', 'drove', 'ate', 'fell', 'felt', 'fought', 'found',
  'flew', 'got', 'gave', 'went', 'grew', 'heard', 'hid', 'held', 'kept', 'knew', 'led', 'left', 'lay', 'lost', 'made', 'meant',
  'met', 'paid', 'ran', 'rose', 'said', 'saw', 'sold', 'sent', 'sat', 'slept', 'spoke', 'spent', 'stood', 'took', 'taught',
  'told', 'thought', 'understood', 'woke', 'wore', 'won', 'wrote', 'shrank',
]);

/** Whether a lower-case word is a verb form this lexicon knows. */
function isVerbWord(word: string): boolean {
  if (auxiliaries.has(word) || irregularPast.has(word) || baseVerbs.has(word)) return true;
  const stems = [word.replace(/ies$/u, 'y'), word.replace(/es$/u, ''), word.replace(/s$/u, ''), word.replace(/ied$/u, 'y'), word.replace(/ed$/u, ''), word.replace(/d$/u, ''), word.replace(/(\p{L})\1ed$/u, '$1')];
  return stems.some((stem) => stem !== word && baseVerbs.has(stem)) || (word.length > 5 && /[^e]ed$/u.test(word));
}

/** Whether an English clause has a finite verb (a capitalised word past the first is a name, never the verb). */
export function englishClauseHasVerb(clause: string): boolean {
  const words = clause.trim().split(/\s+/u).map((raw) => raw.replace(/^[^\p{L}']+|[^\p{L}']+$/gu, ''));
  return words.some((word, index) => word !== '' && (index === 0 || !/^\p{Lu}/u.test(word)) && isVerbWord(word.toLowerCase()));
}

/**
 * Whether an English sentence may be cut into `head` and `rest`: both sides carry a verb (the rest in its first clause)
 * and the head does not end inside a list ("on wages, employment" | "and consumer prices").
 */
export function englishCutStandsAlone(head: string, rest: string): boolean {
  const firstClause = rest.split(/[,;]/u)[0] ?? rest;
  if (!englishClauseHasVerb(head) || !englishClauseHasVerb(firstClause)) return false;
  const lastSegment = /,\s*([^,]*)$/u.exec(head)?.[1];
  // "…wages, employment" + "and consumer prices": the last comma piece of the head is a short item with no verb.
  if (lastSegment !== undefined && lastSegment.trim().split(/\s+/u).length <= 3 && !englishClauseHasVerb(lastSegment)) return false;
  return true;
}
