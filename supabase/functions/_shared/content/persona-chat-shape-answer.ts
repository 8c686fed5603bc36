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
import { readPackQuestion, writePackLines } from './persona-chat-shape-pack.ts';
import { readLikeQuestion, writeLikeLines } from './persona-chat-shape-like.ts';
import { readGoodNews, readPendingOrMissed, writeNewsLines, writePendingOrMissedLines } from './persona-chat-shape-news.ts';
import { readPlan, writePlanLines, type Plan } from './persona-chat-shape-plan.ts';
import { resolveSelf } from './persona-chat-shape-words.ts';
import { readKidWh, writeKidGuess } from './persona-chat-kid-guess17.ts';

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
function shapeLines(persona: PersonaKey, messages: readonly ChatMessage[], language: ContentLanguage, c: PhraseComposer, context: ShapeContext): string[] | null {
  const last = messages[messages.length - 1];
  if (!last || last.role !== 'user') return null;
  const text = last.content;
  // "Boots, or are sneakers ok?" is still a question about the boots; a choice of two things is the choice reader's.
  const choice = readEitherOr(text);
  const choosing = choice !== null && choice.every((option) => isCleanOption(option));
  const bring = choosing ? null : readBringQuestion(text, language);
  if (bring) return writeBringLines(bring, persona, language);
  // "What should I bring / wear to the festival?" names no thing: two or three for the outing, then its tip.
  const pack = choosing ? null : readPackQuestion(text, language);
  if (pack) return writePackLines(pack, persona, language);
  // "Do you like X?" is answered about X (yes or no with a reason, or honestly not known), then asked back.
  // Round 11: "do you like jazz or do you just pretend?" offers no two things to choose: it stays a question of liking.
  const like = choosing ? null : readLikeQuestion(text, language);
  if (like) return writeLikeLines(like, persona, language, (lines) => lines[c.int(0, lines.length - 1)] ?? '');
  if (choice) return null;
  const frame = readChatFrame(text);
  const self = readSelfQuestion(text, language);
  // A question about the persona's dream or fears is never an invitation ("what do you want to be when you grow up?" is
  // not "meeting up?"); the kid's day, a case or two signs keep their frame, and a favourite or a recipe its topic answer.
  // Asked whether it is free at the weekend or busy today, the persona may be being invited: the invitation frame keeps it.
  // The persona's day ("what did you eat today?") is the day frame's; a favourite food asked ("món gì nhất") is not.
  const dayAsked = frame?.kind === 'day' && (self?.topic === 'today' || /\btoday\b|hôm nay|trưa nay|tối nay|오늘|今天/iu.test(text));
  const framed = frame !== null && (dayAsked || (frame.kind !== 'invitation' && frame.kind !== 'day') || self?.topic === 'free' || self?.topic === 'today');
  // Round 17: the kid asked a who / where / when / what it has no line for guesses like a child (persona-chat-kid-guess17.ts),
  // never "nobody has asked me that before".
  const kidWh = self?.topic === 'other' && persona === 'kid' ? readKidWh(text, language) : null;
  if (self && kidWh && !framed && readChatAsk(messages, persona) === null) return writeKidGuess(kidWh, language);
  if (self) return framed || readChatAsk(messages, persona) !== null ? null : writeSelfAnswer(self, persona, language, c);
  const news = readGoodNews(text, language);
  const read = readPlan(text, language);
  // A plan is accepted for its time even when its activity is vague ("let's do tomorrow instead"): the time is never asked.
  const plan: Plan | null = read;
  if (news) return [...writeNewsLines(news, persona, language, c, plan === null), ...(plan ? writePlanLines(plan, frame, text, persona, language, c) : [])];
  // "I hope I passed" waits with the visitor; "I didn't get it", "没考上" are comforted. Neither is congratulated.
  const outcome = readPendingOrMissed(text, language);
  // A named event that went wrong ("면접 떨어졌어", "failed my exam"), or one told at length, is the event readers' (what comes after it).
  const namedEvent = /\b(?:exams?|tests?|interviews?|auditions?)\b|시험|면접|오디션|(?:kỳ |đi )?thi(?:\s|$)|phỏng vấn|考试|面试|试镜/iu.test(text);
  if (outcome && (outcome === 'hoped' || (!namedEvent && !tellsMore(text, [], language))) && text.trim().length <= (language === 'zh' ? 40 : language === 'ko' ? 50 : 110)) return writePendingOrMissedLines(outcome, persona, language, c);
  if (!plan || context.heavy || tellsMore(text, [plan.time], language)) return null;
  return writePlanLines(plan, frame, text, persona, language, c);
}

/** The lines of a shape answer, with the persona's own "my" (the visitor's "your") written in its Vietnamese self-word. */
export function writeShapeAnswer(persona: PersonaKey, messages: readonly ChatMessage[], language: ContentLanguage, c: PhraseComposer, context: ShapeContext): string[] | null {
  const lines = shapeLines(persona, messages, language, c, context);
  const text = messages[messages.length - 1]?.content ?? '';
  return lines && language === 'vi' ? lines.map((line) => resolveSelf(line, persona, text)) : lines;
}
