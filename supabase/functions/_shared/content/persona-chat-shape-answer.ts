/**
 * Round 10 (shapes): the shape answers in the order their evidence is surest — "should I bring X?", a question
 * about the persona itself, good news told in the past (with the plan that may follow it), a plan with its own time and
 * activity. Each answers what the visitor wrote with the visitor's own phrases; null when the message has none of these
 * shapes, or when an older reader already answers it from its parts (a favourite, a recipe, the kid's day, a choice).
 */
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { readEitherOr } from './fortune-choice.ts';
import { isCleanOption } from './chat-noun-phrase.ts';
import { readChatFrame } from './persona-chat-frames.ts';
import { readChatAsk } from './persona-chat-topics.ts';
import { readSelfQuestion, writeSelfAnswer } from './persona-chat-shape-self.ts';
import { readBringQuestion, writeBringLines } from './persona-chat-shape-bring.ts';
import { readGoodNews, writeNewsLines } from './persona-chat-shape-news.ts';
import { readPlan, writePlanLines, type Plan } from './persona-chat-shape-plan.ts';

/** What the caller knows of the conversation: whether the visitor's mood is heavy (a plan then gets a word of comfort elsewhere). */
export interface ShapeContext {
  heavy: boolean;
}

/** Sentences of a message other than the ones a shape answered, long enough to tell something of their own. */
function tellsMore(text: string, answered: readonly string[], language: ContentLanguage): boolean {
  // Chinese strings its sentences with commas ("明天是…一周年，我还没想好送什么礼物").
  const ends = language === 'zh' ? /(?<=[.!?。！？，、；,])\s*|\n+/u : /(?<=[.!?。！？])\s*|\n+/u;
  const sentences = text.split(ends).map((part) => part.trim()).filter((part) => part.length > 0);
  return sentences.some((sentence) => {
    if (answered.some((phrase) => phrase.length > 0 && sentence.toLowerCase().includes(phrase.toLowerCase()))) return false;
    const cjk = (sentence.match(/[가-힣\u4e00-\u9fff]/gu) ?? []).length;
    return cjk > 0 ? cjk > 10 : sentence.split(/\s+/u).length > 5;
  });
}

/** The lines of a shape answer to the last message, or null when no shape is read with certainty. */
export function writeShapeAnswer(persona: PersonaKey, messages: readonly ChatMessage[], language: ContentLanguage, c: PhraseComposer, context: ShapeContext): string[] | null {
  const last = messages[messages.length - 1];
  if (!last || last.role !== 'user') return null;
  const text = last.content;
  // "Boots, or are sneakers ok?" is still a question about the boots; a choice of two things is the choice reader's.
  const choice = readEitherOr(text);
  const choosing = choice !== null && choice.every((option) => isCleanOption(option));
  const bring = choosing ? null : readBringQuestion(text, language);
  if (bring) return writeBringLines(bring, persona, language);
  if (choice) return null;
  const frame = readChatFrame(text);
  const self = readSelfQuestion(text, language);
  // A question about the persona's dream or fears is never an invitation ("what do you want to be when you grow up?" is
  // not "meeting up?"); the kid's day, a case or two signs keep their frame, and a favourite or a recipe its topic answer.
  // Asked whether it is free at the weekend or busy today, the persona may be being invited: the invitation frame keeps it.
  // The persona's day ("what did you eat today?") is the day frame's; a favourite food asked ("món gì nhất") is not.
  const dayAsked = frame?.kind === 'day' && (self?.topic === 'today' || /\btoday\b|hôm nay|trưa nay|tối nay|오늘|今天/iu.test(text));
  const framed = frame !== null && (dayAsked || (frame.kind !== 'invitation' && frame.kind !== 'day') || self?.topic === 'free' || self?.topic === 'today');
  if (self) return framed || readChatAsk(messages, persona) !== null ? null : writeSelfAnswer(self, persona, language, c);
  const news = readGoodNews(text, language);
  const read = readPlan(text, language);
  // A plan is accepted for its time even when its activity is vague ("let's do tomorrow instead"): the time is never asked.
  const plan: Plan | null = read;
  if (news) return [...writeNewsLines(news, persona, language, c, plan === null), ...(plan ? writePlanLines(plan, frame, text, persona, language, c) : [])];
  if (!plan || context.heavy || tellsMore(text, [plan.time], language)) return null;
  return writePlanLines(plan, frame, text, persona, language, c);
}
