import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectIntents, generatePersonaReply } from './persona-chat.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { distinctSentenceRatio, scriptShare, vietnameseMarkShare } from './script-share.ts';
import { contentLanguages, personaKeys, type ChatMessage, type ContentLanguage, type PersonaKey } from '../contract/content-types.ts';
import { chatTopics } from './data/persona/chat-lexicon.ts';

interface Samples { name: string; hello: string; sad: string; hungry: string; exam: string; thanks: string; bye: string }
const samples: Readonly<Record<ContentLanguage, Samples>> = {
  en: { name: 'Sam', hello: 'Hi! My name is Sam', sad: 'I feel so sad and lonely today', hungry: 'I am hungry, I want some pizza', exam: 'I have a big exam tomorrow', thanks: 'Thank you so much', bye: 'Bye, see you tomorrow' },
  ko: { name: '민지', hello: '안녕! 내 이름은 민지야', sad: '오늘 너무 슬프고 외로워', hungry: '배고파, 피자 먹고 싶다', exam: '내일 중요한 시험이 있어', thanks: '정말 고마워', bye: '이만 갈게, 잘 있어' },
  vi: { name: 'Lan', hello: 'Chào bạn! Tên mình là Lan', sad: 'Hôm nay mình buồn và cô đơn quá', hungry: 'Mình đói quá, muốn ăn pizza', exam: 'Ngày mai mình có kỳ thi quan trọng', thanks: 'Cảm ơn bạn nhiều lắm', bye: 'Tạm biệt nhé, gặp lại sau' },
  zh: { name: '小美', hello: '你好！我叫小美', sad: '今天好难过，好孤独', hungry: '好饿，想吃披萨', exam: '明天有个很重要的考试', thanks: '太谢谢你了', bye: '再见，下次聊' },
};

const seeds = Array.from({ length: 20 }, (_, i) => i * 7919 + 3);

function reply(language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[], seed: number): string {
  return generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) });
}
const user = (content: string): ChatMessage => ({ role: 'user', content });

describe.each(contentLanguages)('persona chat (%s)', (language) => {
  const s = samples[language];

  it('reads the intent of sample messages in this language', () => {
    expect(detectIntents(s.sad)).toContain('sad');
    expect(detectIntents(s.hungry)).toContain('food');
    expect(detectIntents(s.exam)).toContain('work');
    expect(detectIntents(s.thanks)).toContain('thanks');
    expect(detectIntents(s.bye)).toContain('bye');
    expect(detectIntents(s.hello)).toContain('greeting');
  });

  it.each(personaKeys)('%s answers in the language’s script, deterministically, varied across seeds', (persona) => {
    const replies = seeds.map((seed) => reply(language, persona, [user(s.sad)], seed));
    for (const text of replies) {
      expect(text.length).toBeGreaterThan(10);
      if (language === 'en') expect(scriptShare(text, 'en')).toBeGreaterThan(0.95);
      else expect(scriptShare(text.split(s.name).join(''), language)).toBeGreaterThan(0.85);
      if (language === 'vi') expect(vietnameseMarkShare(text)).toBeGreaterThan(0.12);
      if (language === 'en') expect(vietnameseMarkShare(text)).toBeLessThan(0.02);
    }
    expect(reply(language, persona, [user(s.sad)], 99)).toBe(reply(language, persona, [user(s.sad)], 99));
    expect(new Set(replies).size).toBeGreaterThanOrEqual(15);
    // Twenty answers to the very same message: a reply is 1–4 short sentences — a verbal tic from ~8 openers, one of 7–9
    // templates for a sad message (2–3 alternatives per slot, several slots per sentence) and a follow-up question
    // from ~12 — so some tics and follow-ups recur by design. Measured 0.64–0.75 in every language (0.25–0.43 before the
    // larger pools); 0.62 guards that gain, and a persona with one canned answer would score about 0.1.
    expect(distinctSentenceRatio(replies, language)).toBeGreaterThanOrEqual(0.62);
  });

  it.each(personaKeys)('%s changes its reply with the intent of the last message', (persona) => {
    const intents = [s.sad, s.hungry, s.exam, s.thanks, s.bye, s.hello];
    for (const seed of seeds.slice(0, 5)) {
      const texts = intents.map((message) => reply(language, persona, [user(message)], seed));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it.each(personaKeys)('%s brings back a topic from an earlier message', (persona) => {
    const examName = chatTopics.exam?.name[language] ?? '';
    const history: ChatMessage[] = [user(s.exam), { role: 'assistant', content: '…' }, user(s.hungry)];
    const recalled = seeds.filter((seed) => reply(language, persona, history, seed).toLowerCase().includes(examName.replace(/^your /, '').toLowerCase())).length;
    expect(recalled).toBeGreaterThanOrEqual(14);
  });

  it('uses the visitor’s name from an earlier message in some replies', () => {
    const history: ChatMessage[] = [user(s.hello), { role: 'assistant', content: '…' }, user(s.sad)];
    const named = personaKeys.flatMap((persona) => seeds.map((seed) => reply(language, persona, history, seed))).filter((text) => text.includes(s.name));
    expect(named.length).toBeGreaterThan(20);
  });
});

describe('persona chat robustness', () => {
  it('never throws for any persona, language and conversation within bounds', () => {
    const message = fc.record({ role: fc.constantFrom<'user' | 'assistant'>('user', 'assistant'), content: fc.string({ minLength: 1, maxLength: 1000, unit: 'binary' }) });
    fc.assert(
      fc.property(fc.constantFrom(...personaKeys), fc.constantFrom(...contentLanguages), fc.array(message, { minLength: 1, maxLength: 30 }), fc.integer(), (persona, language, messages, seed) => {
        expect(reply(language, persona, messages, seed).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
