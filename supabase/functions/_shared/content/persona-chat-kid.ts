/**
 * The kid's own answers (eighth round, class KID): asked "who would win, a dinosaur or a shark?" or "if you could be
 * invisible for a day, what would you do?", the kid answers like a kid — picks one and says why in kid logic, or says
 * what it would do — instead of quoting the whole question back and asking for the answer.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { isCleanOption } from './chat-noun-phrase.ts';
import { kidDreamLines, kidWinLines, type KidDream } from './data/persona/kid-lines.ts';

/** What the kid was asked: who wins between two, or what it would do in a dream. */
export type KidQuestion = { kind: 'wins'; options: readonly [string, string] } | { kind: 'dream'; dream: KidDream };

/** "A and B fight, who wins" in each language; the two names are groups 1 and 2. */
const winPatterns: readonly RegExp[] = [
  /\b(?:who would win|who wins|who'd win)\b[^?]*?(?:between\s+)?(?:an?\s+|the\s+)?([a-z][a-z ]{1,20}?)\s+(?:or|vs\.?|versus|and)\s+(?:an?\s+|the\s+)?([a-z][a-z ]{1,20}?)\s*(?:[?!.,]|$)/iu,
  /(?:^|[\s,])(?:an?\s+|the\s+)?([a-z][a-z ]{1,20}?)\s+(?:vs\.?|versus)\s+(?:an?\s+|the\s+)?([a-z][a-z ]{1,20}?)[,?!.\s]+who/iu,
  /([\u4e00-\u9fff]{1,7}?)(?:和|跟|与)([\u4e00-\u9fff]{1,5}?)(?:打架|打起来|比赛|对决|PK)?[，,]?谁(?:会|能)?(?:赢|厉害|更厉害|更强)/u,
  /([가-힣]{1,6}?)(?:이랑|랑|하고|와|과)\s?([가-힣]{1,6}?)(?:이|가)?\s?(?:싸우면|붙으면|대결하면)\s?누가\s?(?:이겨|이길|더 세|셀)/u,
  /([\p{L}]+(?:\s[\p{L}]+)?)\s+(?:với|và)\s+([\p{L}]+(?:\s[\p{L}]+)?)\s+(?:đánh nhau|đấu nhau|đấu)?\s*(?:thì\s+)?(?:ai|con nào)\s+(?:sẽ\s+)?thắng/iu,
];

/** Words that start a kid's dream question, and its kind. */
const dreamKinds: ReadonlyArray<readonly [KidDream, RegExp]> = [
  ['invisible', /invisible|투명|tàng hình|隐身|隐形/iu],
  ['fly', /\bfly\b|flying|날 수|날아|bay được|biết bay|会飞|能飞|飞上天/iu],
  ['animal', /\ban animal\b|any animal|동물이 (?:될|된)|동물로|làm (?:một )?con (?:vật|gì)|con vật|变成(?:一种)?(?:动物|小动物)|当(?:一种)?动物/iu],
  ['rich', /million|a lot of money|all the money|돈이 (?:많|엄청)|백만 원|억|nhiều tiền|tỷ phú|triệu đô|很多钱|一百万|好多钱/iu],
  ['magic', /superpower|magic|wish|초능력|마법|소원|siêu năng lực|phép thuật|điều ước|超能力|魔法|愿望/iu],
];
const dreamCue = /\bif you (?:could|were|had)\b|만약|만약에|있으면|된다면|nếu (?:em|con|được)|如果|假如|要是/iu;

/** Words before the first option that belong to the question ("你觉得恐龙" → "恐龙", "Hey, a lion" → "lion"). */
const questionLead = /^(?:the|an?)\s+|^(?:你|您)?(?:觉得|认为|猜|说)|^(?:근데|너는|넌)\s?/iu;

/**
 * Options in the wins question that read as names ("dinosaur", "상어"), not clauses. An English common noun gets "the"
 * back ("the gorilla wins"); a Vietnamese option that opened the sentence loses its capital ("thắng siêu nhân").
 */
function cleanPair(first: string | undefined, second: string | undefined, text: string): readonly [string, string] | null {
  const a = first?.trim().replace(questionLead, '');
  const b = second?.trim().replace(questionLead, '');
  if (!a || !b || a === b || !isCleanOption(a) || !isCleanOption(b)) return null;
  const fix = (option: string): string => {
    if (/^[a-z]+(?: [a-z]+)?$/u.test(option)) return `the ${option}`;
    return text.trimStart().startsWith(option) && /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text) ? option.charAt(0).toLowerCase() + option.slice(1) : option;
  };
  return [fix(a), fix(b)];
}

/** The kid question a message asks, or null. */
export function readKidQuestion(text: string): KidQuestion | null {
  for (const pattern of winPatterns) {
    const found = pattern.exec(text);
    const pair = found ? cleanPair(found[1], found[2], text) : null;
    if (pair) return { kind: 'wins', options: pair };
  }
  if (!dreamCue.test(text)) return null;
  const dream = dreamKinds.find(([, pattern]) => pattern.test(text))?.[0];
  return dream ? { kind: 'dream', dream } : null;
}

/** Writes the kid's answer: its pick and kid reason, or what it would do, then a question back. */
export function writeKidAnswer(question: KidQuestion, c: PhraseComposer): string[] {
  const language: ContentLanguage = c.language;
  if (question.kind === 'wins') {
    const pickFirst = c.chance(0.5);
    c.setAll({ pick: question.options[pickFirst ? 0 : 1], other: question.options[pickFirst ? 1 : 0] });
    const lines = kidWinLines[language];
    return [c.line(lines.pick), c.line(lines.reason), c.line(lines.ask)];
  }
  const lines = kidDreamLines[language];
  return [c.line(lines[question.dream]), c.line(lines.ask)];
}
