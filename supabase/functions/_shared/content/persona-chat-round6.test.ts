import { describe, expect, it } from 'vitest';
import { readChatAsk, readFavourite, readFeelings, readSetback } from './persona-chat-topics.ts';
import { readEitherOr } from './fortune-choice.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { matchDocument } from './keyword-match.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 6 of issue 13: the classes found on sixteen fresh requests, each tested in every language it concerns.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001, 65537];
const replies = (language: ContentLanguage, persona: PersonaKey, message: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(message)] }, { language, random: seededRandom(seed) }));

describe('a setback already happened: comfort, never preparation', () => {
  it('reads the event that went badly, and not an event still ahead', () => {
    expect(readSetback(matchDocument('I think I bombed the interview today'))).toBe('interview');
    expect(readSetback(matchDocument('야 나 오늘 면접 망한 것 같아'))).toBe('interview');
    expect(readSetback(matchDocument('Em thi trượt môn toán rồi'))).toBe('exam');
    expect(readSetback(matchDocument('期末考试考砸了'))).toBe('exam');
    expect(readSetback(matchDocument('I have an interview tomorrow, how should I prepare?'))).toBeNull();
    expect(readSetback(matchDocument('내일 면접인데 떨려'))).toBeNull();
  });

  it('answers in every language with comfort and a debrief, no interview preparation', () => {
    for (const text of replies('en', 'kpop_male', 'I think I totally bombed my interview today, I froze on every question')) {
      expect(text).toMatch(/sorry the interview went badly/i);
      expect(text).not.toMatch(/arrive|the night before|two things about the company/i);
    }
    for (const text of replies('ko', 'childhood_friend', '야 나 오늘 면접 망한 것 같아… 질문 하나도 제대로 대답 못 했어')) {
      expect(text).toMatch(/면접이 잘 안 풀렸구나/u);
      expect(text).not.toMatch(/전날 밤|옷은|^풉/u);
    }
    for (const text of replies('vi', 'childhood_friend', 'Tao thi trượt môn toán rồi mày ơi, buồn ghê')) expect(text).toMatch(/bài thi không như ý/iu);
    for (const text of replies('zh', 'girl', '今天的面试搞砸了，好多问题都答不上来')) {
      expect(text).toMatch(/面试没发挥好/u);
      expect(text).not.toMatch(/提前十五分钟|准备一个/u);
    }
  });
});

describe('the detective takes an unexplained happening as a case', () => {
  it('reasons with a pattern, the ways it could happen and one observation, in four languages', () => {
    for (const text of replies('en', 'detective', "My neighbor's cat keeps showing up in my kitchen even though every window is shut. How is it getting in?")) {
      expect(text).toMatch(/pattern/i);
      expect(text).not.toMatch(/officially a legend|How did you react/i);
    }
    for (const text of replies('vi', 'detective', 'Đêm nào đèn ngoài cổng cũng tự bật lúc 2 giờ sáng, ai làm vậy?')) expect(text).toMatch(/quy luật/iu);
    for (const text of replies('ko', 'detective', '누가 자꾸 우리 집 우편함에 사탕을 넣어 두는 걸까요?')) expect(text).toMatch(/패턴/u);
    for (const text of replies('zh', 'detective', '我家阳台的花每天早上都少一朵，是谁干的？')) expect(text).toMatch(/规律/u);
    for (const text of replies('zh', 'detective', '我放在公司冰箱里的蛋糕又被人吃了一半，这已经是第三次了，怎么抓到他？')) expect(text).not.toMatch(/哈德森|开怀大笑/u);
    for (const text of replies('en', 'detective', 'Someone keeps taking the last coffee pod at work. How do I catch them?')) expect(text).toMatch(/pattern|Mondays|suspects|list/u);
  });

  it('is the detective’s only: another persona does not open a case', () => {
    expect(readChatAsk([user('How is the cat getting in?')], 'girl')).toBeNull();
    expect(readChatAsk([user('How is the cat getting in?')], 'detective')).toMatchObject({ family: 'mystery' });
  });
});

describe('the psychologist names the feeling the visitor names', () => {
  it('reads anger and guilt, anxiety and emptiness; loneliness alone stays with the sad lines', () => {
    expect(readFeelings(matchDocument('dạo này e hay cáu vs ba mẹ, xong lại thấy có lỗi'))).toEqual(['anger', 'guilt']);
    expect(readFeelings(matchDocument('요즘 부모님한테 자꾸 짜증 내고 나서 죄책감이 들어요'))).toEqual(['anger', 'guilt']);
    expect(readChatAsk([user('I feel so lonely today')], 'psychologist')).toBeNull();
  });

  it('answers anger and guilt with the loop, one step and one question, in four languages', () => {
    for (const text of replies('en', 'psychologist', 'I keep snapping at my parents and then I feel guilty. Why do I do this?')) {
      expect(text).toMatch(/guilt/i);
      expect(text).toMatch(/five minutes|step away|leave the room/i);
      expect(text).not.toMatch(/What does your intuition say|follow your heart/i);
    }
    for (const text of replies('vi', 'psychologist', 'dạo này e hay cáu vs ba mẹ mà ko hiểu tại sao, xong lại thấy có lỗi')) expect(text).toMatch(/có lỗi|áy náy/iu);
    for (const text of replies('ko', 'psychologist', '요즘 부모님한테 자꾸 짜증 내고 나서 죄책감이 들어요')) expect(text).toMatch(/미안/u);
    for (const text of replies('zh', 'psychologist', '最近老是对爸妈发脾气，发完又很内疚')) expect(text).toMatch(/内疚|过意不去/u);
  });
});

describe('a favourite asked is a favourite named', () => {
  it('reads the kind of thing and whether the visitor gave theirs', () => {
    expect(readFavourite(matchDocument('whats ur fav dinosaur'))).toBe('dinosaur');
    expect(readFavourite(matchDocument('你最喜欢什么颜色？'))).toBe('colour');
    expect(readChatAsk([user('whats ur fav dinosaur lol mine is the one w the long neck')], 'kid')).toMatchObject({ family: 'favourite', theirs: true });
  });

  it('names its own pick in four languages, and asks for theirs only when not given', () => {
    for (const text of replies('en', 'kid', 'whats ur fav dinosaur lol mine is the one w the long neck')) {
      expect(text).toMatch(/triceratops/i);
      expect(text).not.toMatch(/What is yours\?|just kidding/i);
    }
    for (const text of replies('vi', 'kid', 'Con vật bạn thích nhất là con gì?')) expect(text).toMatch(/rái cá/iu);
    for (const text of replies('ko', 'kid', '너 제일 좋아하는 계절이 뭐야?')) expect(text).toMatch(/가을/u);
    for (const text of replies('zh', 'kpop_female', '姐姐最喜欢什么颜色呀？')) expect(text).toMatch(/深绿色/u);
  });
});

describe('a contest on stage is stage fright, not an audition', () => {
  it('calms the stage in four languages without saying audition', () => {
    for (const text of replies('zh', 'kpop_female', '姐姐，我下周要参加学校的歌唱比赛，一上台就手抖，怎么办呀？')) {
      expect(text).toMatch(/呼气/u);
      expect(text).not.toMatch(/试镜|家人吗/u);
    }
    for (const text of replies('en', 'kpop_male', 'I have a singing contest at school next week and my hands shake on stage. Any tips?')) expect(text).not.toMatch(/audition/i);
    for (const text of replies('vi', 'kpop_female', 'Tuần sau em thi hát ở trường mà lên sân khấu là run tay, làm sao ạ?')) expect(text).not.toMatch(/thử giọng/iu);
    for (const text of replies('ko', 'kpop_female', '다음 주에 학교 노래 대회 나가는데 무대만 올라가면 손이 떨려요')) expect(text).not.toMatch(/오디션/u);
  });
});

describe('a bare question nothing reads gets a question back, never a stock answer', () => {
  it('drops the stock "question" lines in every language', () => {
    for (const text of replies('en', 'girl', 'Do you think it is weird to talk to my plants?')) {
      expect(text).not.toMatch(/follow my gut|flip a coin|better story/i);
      expect(text).toMatch(/“Do you think it is weird to talk to my plants\?”|Tell me a little more|get this right/u);
    }
    for (const text of replies('zh', 'kpop_female', '姐姐，你觉得养猫好还是养狗好呢，我家人都不同意？')) expect(text).not.toMatch(/家人吗|我和成员们聊过这个/u);
    for (const text of replies('vi', 'kid', 'Tại sao con mèo nhà em hay ngủ trên bàn phím?')) expect(text).not.toMatch(/khủng long|đùa thôi/iu);
    for (const text of replies('ko', 'chef', '셰프님은 왜 요리사가 되셨어요?')) {
      expect(text).not.toMatch(/반쪽짜리|코를 믿/u);
      expect(text).toMatch(/“셰프님은 왜 요리사가 되셨어요\?”|조금만 더|제대로 알고/u);
    }
  });
});

describe('an invitation names the outing asked for', () => {
  it('takes up cherry blossoms, a hike, a picnic in four languages, also when the Vietnamese question ends on "mày"', () => {
    for (const text of replies('zh', 'girl', '周末想一起去看樱花吗？听说东湖那边开得正好')) expect(text).toMatch(/看樱花/u);
    for (const text of replies('ko', 'childhood_friend', '이번 주말에 벚꽃 보러 갈래?')) expect(text).toMatch(/벚꽃 구경/u);
    for (const text of replies('en', 'girl', 'Want to go on a hike this weekend?')) expect(text).toMatch(/A hike this weekend/u);
    for (const text of replies('vi', 'childhood_friend', 'Cuối tuần đi dã ngoại không mày?')) {
      expect(text).toMatch(/dã ngoại/u);
      expect(text).not.toMatch(/xiên que/u);
    }
  });
});

describe('putting things off, for the psychologist', () => {
  it('names what procrastination usually is and gives one small first step, in four languages', () => {
    for (const text of replies('en', 'psychologist', 'I keep procrastinating on my report and just scroll my phone. How do I stop?')) expect(text).toMatch(/first step/u);
    for (const text of replies('vi', 'psychologist', 'Em cứ trì hoãn mãi, biết phải nộp báo cáo mà vẫn lướt điện thoại')) expect(text).toMatch(/bước đầu tiên/u);
    for (const text of replies('ko', 'psychologist', '할 일을 자꾸 미루게 돼요. 어떻게 해야 할까요?')) expect(text).toMatch(/첫 단계|첫걸음/u);
    for (const text of replies('zh', 'psychologist', '我总是拖延，明明知道要交报告，就是一直刷手机，怎么办？')) expect(text).toMatch(/第一步/u);
  });
});

describe('choices read right: "hay" that means "often", a Korean choice with the verb said twice', () => {
  it('reads no choice in "dạo này hay mơ thấy nước" and reads 참치 / 돼지고기', () => {
    expect(readEitherOr('Em cung Song Ngư, dạo này hay mơ thấy nước, có điềm gì không ạ?')).toBeNull();
    expect(readEitherOr('Dạo này em hay cáu, có sao không?')).toBeNull();
    expect(readEitherOr('Nên đi Sa Pa hay Phú Quốc?')).toEqual(['đi Sa Pa', 'Phú Quốc']);
    expect(readEitherOr('셰프님 김치찌개 끓일 때 참치 넣어요 돼지고기 넣어요?')).toEqual(['참치', '돼지고기']);
    for (const text of replies('ko', 'chef', '셰프님 김치찌개 끓일 때 참치 넣어요 돼지고기 넣어요?')) expect(text).toMatch(/참치|돼지고기/u);
  });

  it('ends every sentence of a remembered day with a stop (no "ourselves Those")', () => {
    const message = [user('dude remember when we got lost at the county fair? i drove past there today')];
    for (let seed = 1; seed <= 60; seed += 1) {
      const text = generatePersonaReply({ persona: 'childhood_friend', messages: message }, { language: 'en', random: seededRandom(seed) });
      expect(text).not.toMatch(/[a-z] (?:Those|Remember|I can|What|Want|Do you)\b/u);
    }
  });
});
