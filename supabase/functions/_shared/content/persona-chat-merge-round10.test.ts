import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';

function reply(language: ContentLanguage, persona: PersonaKey, content: string): string {
  return generateContent('persona-chat', { persona, messages: [{ role: 'user', content }] }, { language, seed: 1 }) as string;
}

describe('persona-chat (round 10 merge): a word that holds a "passed" verb inside it is no good news', () => {
  it.each<[ContentLanguage, PersonaKey, string, RegExp]>([
    ['vi', 'girl', 'Nồi chè đậu xanh mình nấu bị ngọt quá, khách sắp tới rồi, làm sao giờ?', /Chúc mừng/u],
    ['vi', 'chef', 'Em đỗ xe trước cửa hàng mà bị phạt, tức ghê', /Chúc mừng/u],
    ['ko', 'chef', '김치볶음밥 하다가 밥이 팬에 다 눌어붙었어요ㅠㅠ 살릴 수 있을까요?', /축하/u],
    ['ko', 'childhood_friend', '껌이 바지에 달라붙었어 어떡해', /축하/u],
  ])('%s %s: "%s"', (language, persona, message, congratulated) => {
    expect(reply(language, persona, message)).not.toMatch(congratulated);
  });

  it('real good news is still congratulated', () => {
    expect(reply('vi', 'girl', 'Em đậu đại học rồi!!!')).toMatch(/Chúc mừng|chúc mừng/u);
    expect(reply('ko', 'childhood_friend', '나 시험 붙었어!')).toMatch(/축하/u);
  });
});

describe('persona-chat (round 10 merge): "which X do you like best?" in Vietnamese is a question about the persona', () => {
  it('is answered, never quoted back', () => {
    const text = reply('vi', 'kid', 'Em thích con vật nào nhất?');
    expect(text).not.toContain('“Em thích con vật nào nhất?”');
    // Round 17: the favourite family answers it now ("Mình thích nhất rái cá… Còn bạn thích gì nhất?"), asked back all the same.
    expect(text).toMatch(/Còn bạn thì sao|[Cc]òn bạn/u);
  });
});

describe('persona-chat (round 10, set D): a shared memory no lexicon knows is remembered in the visitor\'s words', () => {
  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'Do you still remember what we wanted to be when we were ten?', /what we wanted to be when we were ten/iu],
    ['en', 'remember when you fell off my bike in front of the whole class lol', /when I fell off your bike/iu],
    ['zh', '还记得初中门口那家麻辣烫吗？', /初中门口那家麻辣烫/u],
  ])('%s: "%s"', (language, message, remembered) => {
    const text = reply(language, 'childhood_friend', message);
    expect(text).toMatch(remembered);
    expect(text).not.toContain(`“${message}”`);
  });
});
