/**
 * The bequest plot (issue 13, round 18, written after blind set U's read, where "My grandfather left me his old
 * bicycle in his will, with a note taped to the seat: 'Ride it to the lake. You'll understand.'" was answered by a
 * note shown to the grandfather, who laughed). A thing left to the teller in a will or by someone who has died, with
 * written words that tell them to do something, is answered by doing it (data/story/story-bequest18-lines.ts). The
 * written words are the errand plot's reader (writtenWords in story-errand14.ts); the bequest by grammar (in his will,
 * di chúc, 유언, 遗嘱, or left to me beside a death word); the instruction by its imperative form: an English or
 * Vietnamese bare verb first, a Korean imperative ending (-아/어 봐, -라, -줘), a Chinese verb phrase with 去 or 把.
 * Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { writtenWords } from './story-errand14.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { bequestLines } from './data/story/story-bequest18-lines.ts';

/** What the plot carries: the written instruction, its first sentence, as the visitor wrote it. */
export interface BequestRead {
  ask: string;
}

/** A thing left in a will, or left to the teller by someone the opening says has died. */
const bequest: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bin (?:his|her|their) will\b|\bleft (?:me|us)\b[^.]*\b(?:before (?:he|she|they) died|when (?:he|she|they) died|after (?:he|she|they) (?:died|passed))|\blate (?:grand(?:ma|pa|mother|father)|mother|father|mom|dad|uncle|aunt)\b[^.]*\bleft (?:me|us)\b/iu,
  vi: /di chúc|trước khi (?:mất|qua đời)|để lại cho (?:tôi|mình|em)[^.]*(?:qua đời|đã mất|trước khi mất)/iu,
  ko: /유언|유품|돌아가시(?:기 전|면서)[^.]*남기|남기고 (?:가셨|떠나)/u,
  zh: /遗嘱|遗物|临终前|去世前[^。]*(?:留给|交给)/u,
};

/** The instruction's imperative form. */
const imperative: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:please\s+)?(?:go|ride|take|open|find|read|plant|visit|look|bring|give|call|listen|wear|play|walk|climb|swim|keep|use|dig|sing|tell|drive|sail|follow|wait|watch|count|feed|water|light|burn|bury|return|remember|play|write|send|sit|eat|cook|sing|paint|see|learn|fly|fix|finish|say)\b/iu,
  vi: /^(?:hãy\s+|nhớ\s+)?(?:đi|lên|xuống|ra|về|mở|tìm|đọc|trồng|mang|đưa|gọi|nghe|đạp|chạy|leo|bơi|giữ|dùng|đào|hát|kể|lái|theo|đợi|chờ|ngắm|tưới|thắp|đốt|trả|đàn|chơi|hát|chụp|viết|gửi|thả|ngồi|ăn|nấu|tặng|thăm|xem|nhìn|sống|học)(?![\p{L}\p{M}])/iu,
  ko: /(?:아|어|여|해) ?(?:봐|봐라|보거라|줘|주렴|주세요)$|(?:거라|어라|아라|해라|하렴|으렴|렴)$|(?:가|와|봐)$/u,
  zh: /^(?:请)?(?:[\u4e00-\u9fff]{1,4})?(?:去|把|带|替|帮)[\u4e00-\u9fff]/u,
};

/** The bequest of an opening, or null when it leaves no thing with an instruction from someone gone. */
export function readBequest(opening: string, language: ContentLanguage): BequestRead | null {
  if (!bequest[language].test(opening)) return null;
  const words = writtenWords(opening, language);
  const ask = words?.split(/(?<=[.!?。！？])\s*/u)[0]?.replace(/[.!?。！？]+$/u, '').trim() ?? '';
  return ask.length >= 2 && imperative[language].test(ask) ? { ask } : null;
}

/** Writes the bequest plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeBequest(read: BequestRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  return writeFourBeats(bequestLines[language], { ...tellerSlots(teller, language), ask: read.ask }, language, random);
}
