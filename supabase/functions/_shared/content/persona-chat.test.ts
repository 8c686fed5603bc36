import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectIntents, detectSituation, generatePersonaReply } from './persona-chat.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { distinctSentenceRatio, scriptShare, vietnameseMarkShare } from './script-share.ts';
import { sentenceTexts } from './text-segments.ts';
import { contentLanguages, personaKeys, type ChatMessage, type ContentLanguage, type PersonaKey } from '../contract/content-types.ts';
import { chatTopics } from './data/persona/chat-lexicon.ts';
import { situationLines } from './data/persona/chat-situation-lines.ts';
import { PhraseComposer } from './phrase-grammar.ts';

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

describe('persona chat answers what the visitor wrote', () => {
  const all = (language: ContentLanguage, messages: ChatMessage[]): string[] =>
    personaKeys.flatMap((persona) => seeds.slice(0, 8).map((seed) => reply(language, persona, messages, seed)));

  it('reads a bike stolen outside an apartment (아파트) as a theft, never as a cold (아파)', () => {
    expect(detectSituation(['우리 아파트 앞에 세워 둔 자전거를 누가 가져갔어. 도둑맞은 것 같아'])?.situation).toBe('theft');
    const replies = all('ko', [user('어제 아파트 주차장에서 자전거를 도난당했어')]);
    for (const text of replies) {
      expect(text).toMatch(/자전거|도둑|도난|훔쳐/);
      expect(text).not.toMatch(/감기|아프|아파(?!트)/);
    }
  });

  it('reads chicken soup as soup or a cold, never as fried chicken', () => {
    for (const text of all('en', [user('My throat hurts so I made chicken soup')])) expect(text).not.toMatch(/fried chicken/i);
    for (const text of all('en', [user('I cooked chicken soup for my family tonight')])) expect(text).not.toMatch(/fried chicken/i);
  });

  it('reads "mở quán cà phê" as opening a café, not as food', () => {
    expect(detectSituation(['Em muốn mở quán cà phê sách ở Huế'])?.situation).toBe('open_shop');
    for (const text of all('vi', [user('Em muốn mở quán cà phê sách ở Huế')])) {
      expect(text).toMatch(/quán|kinh doanh/);
      expect(text).not.toMatch(/đói|bụng/);
    }
  });

  it('names who and what is involved: the thing stolen, the person in a fight, the relative in hospital', () => {
    const bike = all('zh', [user('停在公司楼下的自行车被偷了')]);
    expect(bike.filter((text) => text.includes('自行车')).length).toBeGreaterThan(bike.length * 0.6);
    const fight = all('ko', [user('여자친구랑 크게 싸웠어')]);
    expect(fight.filter((text) => text.includes('여자친구')).length).toBeGreaterThan(fight.length * 0.6);
    for (const text of all('en', [user('My grandpa was taken to the hospital this morning')])) expect(text).toMatch(/grandpa|hospital/i);
  });

  it('takes the person from an earlier message when the last one only says "she"', () => {
    const history: ChatMessage[] = [user('My best friend and I argued about money'), { role: 'assistant', content: 'Oh no. What happened?' }, user('She is ignoring me since Sunday')];
    expect(detectSituation(history.filter((m) => m.role === 'user').map((m) => m.content))).toMatchObject({ situation: 'silence', person: 'friend' });
    const replies = all('en', history);
    expect(replies.filter((text) => /friend/i.test(text)).length).toBeGreaterThan(replies.length * 0.4);
  });

  it('reads a sick pet as worry for the pet, not as the visitor being ill', () => {
    expect(detectSituation(['우리 고양이가 아파서 동물병원에 다녀왔어'])?.situation).toBe('pet_sick');
    for (const text of all('ko', [user('우리 고양이가 아파서 동물병원에 다녀왔어')])) expect(text).toContain('고양이');
    for (const text of all('en', [user('My dog has a fever and the vet wants to keep him overnight')])) expect(text).toMatch(/dog|vet/i);
  });

  it('keeps who or what is involved in every line about a theft, a loss, a pet, a relative, a fight, a boss or a shop', () => {
    const slotOf: Readonly<Record<string, string>> = { theft: 'thing', lost_item: 'thing', pet_sick: 'pet', pet_news: 'pet', family_hospital: 'person', fight: 'person', silence: 'person', boss_trouble: 'person', open_shop: 'shop', cooking: 'recipe' };
    for (const language of contentLanguages) {
      const { lines, polite } = situationLines[language];
      for (const register of polite ? [lines, polite] : [lines]) {
        for (const [situation, slot] of Object.entries(slotOf)) {
          for (const template of register[situation as keyof typeof register]) {
            for (const seed of seeds.slice(0, 12)) {
              const c = new PhraseComposer(language, seededRandom(seed)).setAll({ thing: 'XTHING', pet: 'XPET', person: 'XPERSON', shop: 'XSHOP', recipe: 'XRECIPE', ingredients: 'XING' });
              expect(c.expand(template)).toContain(`X${slot.toUpperCase()}`);
            }
          }
        }
      }
    }
  });

  it('reads a failed test as a setback, a breakup as a breakup, and a recipe request with the dish the visitor named', () => {
    expect(detectSituation(['I failed my driving test again'])?.situation).toBe('setback');
    expect(detectSituation(['Tao vừa chia tay người yêu'])?.situation).toBe('breakup');
    expect(detectSituation(['我想学做红烧肉'])).toMatchObject({ situation: 'recipe_request', dish: '红烧肉' });
    expect(detectSituation(['How do I cook a proper risotto?'])).toMatchObject({ situation: 'recipe_request', dish: 'risotto' });
    for (const text of all('ko', [user('된장찌개 끓이는 법 알려줘')])) expect(text).toContain('된장찌개');
  });

  it('never reads an English "this" as the Vietnamese exam word "thi"', () => {
    expect(detectSituation(['I am a Scorpio, will this week be good for me?'])?.situation).not.toBe('exam');
  });

  it('suggests a dish from the ingredients the visitor has', () => {
    for (const text of all('zh', [user('冰箱里只有鸡蛋和番茄，晚上吃什么？')])) expect(text).toMatch(/番茄炒蛋|鸡蛋|番茄/);
  });

  it('does not repeat a sentence it already said earlier in the conversation', () => {
    for (const language of contentLanguages) {
      for (const persona of personaKeys) {
        for (const seed of seeds.slice(0, 6)) {
          const message = user(samples[language].exam);
          const first = reply(language, persona, [message], seed);
          const second = reply(language, persona, [message, { role: 'assistant', content: first }, message], seed);
          const said = new Set(sentenceTexts(first, language).filter((sentence) => sentence.length > 14));
          for (const sentence of sentenceTexts(second, language)) expect(said.has(sentence)).toBe(false);
        }
      }
    }
  });
});

describe('persona chat: asked to choose', () => {
  const cases = [
    ['en', 'chef', 'I burned the turkey. Should I order pizza or try to save the turkey?', ['order pizza', 'try to save the turkey']],
    ['ko', 'kpop_male', '콘서트 티켓팅 또 망했어요... 취소표 기다릴까요 양도표 살까요?', ['취소표 기다릴까', '양도표 살까']],
    ['vi', 'girl', 'Mình nên mua xe máy hay tiết kiệm tiền?', ['mua xe máy', 'tiết kiệm tiền']],
    ['zh', 'kid', '我家柯基馒头掉进湖里了，它是笨还是勇敢？', ['笨', '勇敢']],
  ] as const;

  it.each(cases)('(%s, %s) names one of the two options as its pick: %s', (language, persona, message, options) => {
    const picked = new Set<string>();
    for (let seed = 1; seed <= 10; seed += 1) {
      const reply = generatePersonaReply({ persona, messages: [{ role: 'user', content: message }] }, { language, random: seededRandom(seed) });
      const named = options.filter((option) => reply.toLowerCase().includes(option.toLowerCase()));
      expect(named.length).toBeGreaterThan(0);
      for (const option of named) picked.add(option);
    }
    expect(picked.size).toBe(2);
  });
});

describe('persona chat: a list of ingredients asks what to cook', () => {
  it('answers leftover rice and eggs with a dish made of them', () => {
    const message = "I have leftover rice, two eggs, half an onion and some frozen peas. It's 11pm and I'm starving. What do I make?";
    expect(detectSituation([message])?.situation).toBe('cooking');
    const reply = generatePersonaReply({ persona: 'chef', messages: [{ role: 'user', content: message }] }, { language: 'en', random: seededRandom(2) });
    expect(reply).toMatch(/fried rice/u);
  });
});
