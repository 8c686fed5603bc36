/**
 * Fortune teller: a reading for one of the ten categories that answers the visitor's question —
 * it names what the question is about (an exam, a crush, money…), gives that topic's angle within the category,
 * and ends with concrete, seeded details (lucky time, colour, number, a dish, a destination).
 */
import type { ContentGenerator, ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { clip, containsKeyword, normalizeForMatch } from './text-tools.ts';
import { fortuneTopicKeywords, fortuneTopics, type FortuneTopic } from './data/fortune/topics.ts';
import { fortunePacks } from './data/fortune/packs.ts';

/** Topics a question is about, in the order of the topic list (most specific first). */
export function detectFortuneTopics(question: string): FortuneTopic[] {
  const text = normalizeForMatch(question);
  return fortuneTopics.filter((topic) => fortuneTopicKeywords[topic].some((word) => containsKeyword(text, word)));
}

function quoteQuestion(question: string, language: ContentLanguage): string {
  const short = clip(question.replace(/\s+/g, ' ').trim(), 40).replace(/[?？!！.。…]+$/u, '');
  return language === 'zh' ? `“${short}”` : language === 'ko' ? `‘${short}’` : `“${short}”`;
}

/** Writes a fortune for a category and a question. */
function writeFortune(category: FortuneCategory, question: string, c: PhraseComposer): string {
  const pack = fortunePacks[c.language];
  const texts = pack.categories[category];
  const topic = detectFortuneTopics(question)[0] ?? null;
  const first = c.int(1, 45);
  let second = c.int(1, 45);
  if (second === first) second = (first % 45) + 1;
  c.setAll({
    question: quoteQuestion(question, c.language),
    number: String(first),
    number2: String(second),
    percent: String(c.int(13, 19) * 5),
    weekday: c.pick(pack.weekdays),
  });
  for (const name of ['dish', 'place', 'color', 'hour', 'item', 'direction']) c.set(name, c.expand(c.pick(c.pool(name))));
  if (topic) c.set('topic', pack.topicNames[topic]).flag('topic');
  const parts: string[] = [c.line([...texts.openings, ...pack.sharedOpenings])];
  parts.push(c.line(texts.readings));
  if (topic) parts.push(c.line([...pack.topicAdvice[topic], ...pack.sharedTopicAdvice]));
  parts.push(c.line(texts.readings));
  const [keyDetail, ...otherDetails] = texts.details;
  const detailLines: string[] = keyDetail ? [c.line([keyDetail])] : [];
  const extra = c.int(1, 2);
  for (let i = 0; i < extra && otherDetails.length > 0; i += 1) detailLines.push(c.line(otherDetails));
  const closing = c.line(pack.closings);
  return [joinSentences(parts, c.language), joinSentences(detailLines, c.language), closing].join('\n\n');
}

/** ai-content type `fortune-telling`. */
export const generateFortune: ContentGenerator<'fortune-telling'> = ({ category, input }, { language, random }) => {
  const c = new PhraseComposer(language, random).addPools(fortunePacks[language].pools);
  return writeFortune(category, input, c);
};
