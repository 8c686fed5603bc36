/**
 * Round 15 of issue 13 (a decision asked after its context): "my bf forgot our anniversary again. should i break up with
 * him?", "전 남친한테 3년 만에 연락이 왔어요. 답장해도 될까요?", "…我好难过，还要继续喜欢他吗". The round-14 decision reader
 * reads the question only when the message opens with it; asked last, a topic reader took one word of the context
 * ("break up" → "after a breakup everything reminds you of them", a sad word → a stock line) or the question was
 * ignored. The question is read by the same decision grammar (persona-chat-decide14.ts) from the last sentence, and the
 * sentence before it is told back as its context.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readDecideQuestion, writeDecideQuestion, type DecideQuestion } from './persona-chat-decide14.ts';
import { sentencesWithEllipsis, toldContext } from './persona-chat-later15.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';
import { viPronounLowered } from './persona-chat-feeling15.ts';

/** A decision or how-to question asked after the sentence that sets it up. */
export interface LaterShould {
  decide: DecideQuestion;
  /** The sentence before the question, told back in the second person. */
  context: string;
}

/** Chinese asks its question in the last comma clause (…我好难过，还要继续喜欢他吗). */
const zhKeep = /^(?:我)?(?:还要|还该|还应该)(?:不要)?(.+?)(?:吗|么|呢)?$/u;

/** The last sentence (for Chinese, the last comma clause of a single sentence) and the one before it. */
function split(text: string, language: ContentLanguage): { question: string; before: string } | null {
  const sentences = sentencesWithEllipsis(text);
  if (sentences.length >= 2) return { question: sentences[sentences.length - 1] ?? '', before: sentences[sentences.length - 2] ?? '' };
  if (language !== 'zh') return null;
  const clauses = (sentences[0] ?? '').split(/[，,]/u).map((part) => part.trim()).filter((part) => part.length > 0);
  return clauses.length >= 2 ? { question: clauses[clauses.length - 1] ?? '', before: clauses.slice(0, -1).join('，') } : null;
}

/** Reads a decision asked after its context, or null. */
export function readLaterShould(text: string, language: ContentLanguage, persona: PersonaKey): LaterShould | null {
  const parts = split(text.trim(), language);
  if (!parts) return null;
  // "还要继续喜欢他吗" is "whether to keep liking him": the decision grammar's 要不要.
  const kept = language === 'zh' ? zhKeep.exec(parts.question) : null;
  const decide = readDecideQuestion(kept?.[1] ? `我要不要${kept[1]}` : parts.question, language);
  if (!decide) return null;
  // 전 남친 is a former boyfriend, never "I" (전 = 저는) and a boyfriend.
  const before = language === 'ko' ? parts.before.replace(/^전\s+(?=(?:남친|여친|남자친구|여자친구|애인|직장|회사|동료))/u, '전') : parts.before;
  const told = toldContext(before, language, fixRegister(persona, language) !== 'koPlain');
  if (told === null) return null;
  return { decide, context: language === 'vi' ? viPronounLowered(told) : told };
}

const opening: ByRegister<Readonly<Record<DecideQuestion['kind'], (context: string, told: string) => string>>> = {
  en: { should: (ctx, told) => `So ${ctx}, and you're weighing ${told}.`, how: (ctx, told) => `So ${ctx}, and you want to know ${told}.` },
  vi: { should: (ctx, told) => `Vậy là ${ctx}, và bạn đang phân vân ${told}.`, how: (ctx, told) => `Vậy là ${ctx}, và bạn muốn biết ${told}.` },
  zh: { should: (ctx, told) => `所以是${ctx}，你在纠结${told}。`, how: (ctx, told) => `所以是${ctx}，你想知道${told}。` },
  koPlain: { should: (ctx, told) => `${ctx}. 그래서 ${told} 고민되는구나.`, how: (ctx, told) => `${ctx}. 그래서 ${told} 싶은 거구나.` },
  koPolite: { should: (ctx, told) => `${ctx}. 그래서 ${told} 고민되시는군요.`, how: (ctx, told) => `${ctx}. 그래서 ${told} 싶으신 거군요.` },
  koHage: { should: (ctx, told) => `${ctx}. 그래서 ${told} 고민인 겐가.`, how: (ctx, told) => `${ctx}. 그래서 ${told} 싶은 겐가.` },
};

/** The answer: the context and the decision told back in one line, then the decision reader's honest take and question. */
export function writeLaterShould(reading: LaterShould, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const first = opening[register][reading.decide.kind](reading.context, reading.decide.told);
  const line = language === 'en' || language === 'vi' ? first.replace(/^./u, (letter) => letter.toUpperCase()) : first;
  return [line, ...writeDecideQuestion(reading.decide, persona, language).slice(1)];
}
