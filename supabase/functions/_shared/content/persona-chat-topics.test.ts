import { describe, expect, it } from 'vitest';
import { readAskShape, readChatAsk } from './persona-chat-topics.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const reply = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[], seed = 1): string =>
  generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) });
const seeds = [1, 7, 42, 1001, 65537];

describe('readAskShape (rule C: what the question asks)', () => {
  it('reads why, how, have-you-also and is-it-ok in four languages', () => {
    expect(readAskShape('Why is the sky blue?')).toBe('why');
    expect(readAskShape('为什么月亮有时候是圆的？')).toBe('why');
    expect(readAskShape('무대 올라가기 직전에 뭐 하면 좋아요?')).toBe('how');
    expect(readAskShape('Làm sao tìm ra thủ phạm?')).toBe('how');
    expect(readAskShape('你当练习生的时候也这样吗？')).toBe('have_you');
    expect(readAskShape('다음 달에 고백해도 될까요?')).toBe('is_it_ok');
  });
});

describe('readChatAsk (rule C: the parts of a question)', () => {
  it('reads the family, the time and the details, also from an earlier turn', () => {
    expect(readChatAsk([user('언니 저 내일 첫 오디션 보는데 너무 떨려요ㅠㅠ 무대 올라가기 직전에 뭐 하면 좋아요?')])).toMatchObject({ family: 'audition', time: { when: 'tomorrow' } });
    expect(readChatAsk([user('I have half a bag of spinach, 3 eggs, some feta and stale bread. What can I make for dinner for two in 20 minutes?')]))
      .toMatchObject({ family: 'cooking', ingredients: ['spinach', 'egg', 'feta', 'bread'], minutes: '20', people: '2' });
    const talk = [user('I start a new job on Monday and I can’t sleep.'), { role: 'assistant', content: 'What part worries you most?' } as ChatMessage, user('Honestly the introductions. I freeze in a group.')];
    expect(readChatAsk(talk)).toMatchObject({ family: 'social_fear', newJob: true, time: { weekday: 0 } });
    expect(readChatAsk([user('저는 전갈자리인데 다음 달에 고백해도 될까요?')])).toMatchObject({ family: 'confession', sign: 7, time: { when: 'next_month' } });
    expect(readChatAsk([user('Tối nay trăng đẹp quá')])).toBeNull();
  });
});

describe('persona replies built from the parsed question', () => {
  it('combines the ingredients the visitor listed and never asks what is in the fridge (en, ko)', () => {
    for (const seed of seeds) {
      const text = reply('en', 'chef', [user('I have half a bag of spinach, 3 eggs, some feta and stale bread. What can I make for dinner for two in 20 minutes?')], seed);
      for (const word of ['spinach', 'eggs', 'feta', 'bread', '20 minutes']) expect(text).toContain(word);
      expect(text).not.toMatch(/fridge/i);
      const ko = reply('ko', 'chef', [user('시금치 반 봉지랑 달걀 세 개, 식빵 있어. 저녁 뭐 해 먹지?')], seed);
      for (const word of ['시금치', '달걀', '빵']) expect(ko).toContain(word);
    }
  });

  it('answers tomorrow’s audition with what to do right before the stage, in the idol’s 해요체 (ko) and in zh', () => {
    for (const seed of seeds) {
      const ko = reply('ko', 'kpop_female', [user('언니 저 내일 첫 오디션 보는데 너무 떨려요ㅠㅠ 무대 올라가기 직전에 뭐 하면 좋아요?')], seed);
      expect(ko).toMatch(/오디션/);
      expect(ko).toMatch(/직전/);
      expect(ko).toMatch(/내일/);
      expect(ko).not.toMatch(/(?:했어|해\.|줄게|거야)(?:\s|$|\.)/u);
      const zh = reply('zh', 'kpop_male', [user('明天第一次试镜，好紧张，上台前该做什么？')], seed);
      expect(zh).toMatch(/试镜/);
      expect(zh).toMatch(/今晚|明天/);
    }
  });

  it('explains the moon’s phases, the sky and rain to a kid’s question (zh, en, vi, ko)', () => {
    for (const seed of seeds) {
      expect(reply('zh', 'kid', [user('小朋友，你觉得为什么月亮有时候是圆的，有时候是弯弯的呀？')], seed)).toMatch(/太阳[^。]*月亮的一半/u);
      expect(reply('en', 'kid', [user('Why is the sky blue?')], seed)).toMatch(/blue light/);
      expect(reply('vi', 'kid', [user('Tại sao trời lại mưa vậy con?')], seed)).toMatch(/hơi nước/u);
      expect(reply('ko', 'kid', [user('왜 달은 모양이 바뀌어?')], seed)).toMatch(/해가 항상 달의 반쪽/u);
    }
  });

  it('names the sign and answers the confession in the astrologer’s one register (하게체, no 반말 or 해요체)', () => {
    for (const seed of seeds) {
      const text = reply('ko', 'astrologer', [user('저는 전갈자리인데 요즘 연애운이 어떤지 궁금해요. 다음 달에 고백해도 될까요?')], seed);
      expect(text).toContain('전갈자리');
      expect(text).toContain('다음 달에 고백');
      expect(text).not.toMatch(/태어난 달|중이야|거야|세요\.|해요\./u);
      const en = reply('en', 'astrologer', [user("I'm a Leo. Should I confess to her next week?")], seed);
      expect(en).toMatch(/Leo/);
      expect(en).toMatch(/confess next week/);
    }
  });

  it('answers "were you like this as a trainee" with the idol’s own story and beat practice, never a pasted fragment (zh, vi)', () => {
    for (const seed of seeds) {
      const zh = reply('zh', 'kpop_male', [user('哥哥，我最近练舞总是跟不上节拍，练了两个月还是很笨，你当练习生的时候也这样吗？')], seed);
      expect(zh).toMatch(/练习生的时候/);
      expect(zh).toMatch(/节拍|八拍/);
      expect(zh).not.toMatch(/[“"][^”"]*[”"]/u);
      const vi = reply('vi', 'kpop_female', [user('Chị ơi em tập nhảy hai tháng rồi mà vẫn không theo kịp nhịp, hồi làm thực tập sinh chị cũng vậy hả?')], seed);
      expect(vi).toMatch(/thực tập sinh/u);
      expect(vi).toMatch(/nhịp/u);
    }
  });
});
