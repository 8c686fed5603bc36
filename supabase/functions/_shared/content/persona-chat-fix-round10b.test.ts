import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { readKitchenRescue } from './persona-chat-fix-kitchen.ts';
import { guardEcho } from './persona-chat-fix-net.ts';
import { readOtherEvent } from './persona-chat-fix-others.ts';
import { readPuzzleReport } from './persona-chat-fix-puzzle.ts';
import { seededRandom } from '../contract/seeded-random.ts';

const reply = (persona: PersonaKey, language: ContentLanguage, content: string, seed = 3): string =>
  generatePersonaReply({ persona, messages: [{ role: 'user', content }] }, { language, random: seededRandom(seed) });

describe("someone else's event read by grammar: a person or a pet and what happens to them", () => {
  it.each([
    ['en', "My roommate's dog died yesterday and she's been crying all night.", "your roommate's dog", 'death'],
    ['en', 'my uncle just got laid off after 20 years', 'your uncle', 'jobloss'],
    ['en', 'my brother has his driving test on friday and he is freaking out', 'your brother', 'exam'],
    ['vi', 'Bố tôi tháng sau nghỉ hưu rồi', 'bố bạn', 'retire'],
    ['vi', 'Con mèo của em mất rồi, em buồn quá', 'con mèo của bạn', 'death'],
    ['ko', '남자친구가 다음 달에 군대 가요. 기다릴 수 있을지 모르겠어요.', '남자친구', 'army'],
    ['ko', '우리 고양이가 어제 무지개다리를 건넜어요', '고양이', 'death'],
    ['zh', '我闺蜜上周分手了，天天哭', '你闺蜜', 'breakup'],
    ['zh', '我爸下个月退休了', '你爸', 'retire'],
  ] as const)('%s: %s', (language, text, person, event) => {
    expect(readOtherEvent(text, language)).toMatchObject({ person, event });
  });

  it('a relative addressed before the visitor\'s own event is not the one it happens to', () => {
    expect(readOtherEvent('언니 저 내일 첫 오디션 보는데 너무 떨려요', 'ko')?.event ?? null).toBeNull();
    expect(readOtherEvent('mom I have my driving test tomorrow', 'en')?.event ?? null).toBeNull();
  });

  it("a pet's death is grief in every persona's voice, never a stock line or a cheer", () => {
    const en = reply('psychologist', 'en', "My roommate's dog died yesterday and she's been crying all night. I don't know what to say to her.");
    expect(en).toMatch(/^I'm so sorry about your roommate's dog\./u);
    expect(en).toMatch(/don't need the perfect words/u);
    expect(en).not.toMatch(/well done|secret life|I love this/iu);
    const kid = reply('kid', 'en', 'my dog died this morning');
    expect(kid).toMatch(/sorry about your dog/u);
    expect(kid).not.toMatch(/cheering|well done/iu);
    expect(reply('girl', 'vi', 'Con mèo của em mất rồi, em buồn quá')).toMatch(/con mèo của (?:bạn|em) ra đi/u);
    const ko = reply('astrologer', 'ko', '남자친구가 다음 달에 군대 가요. 기다릴 수 있을지 모르겠어요.');
    expect(ko).toMatch(/남자친구가 다음 달에 입대한다니/u);
    expect(ko).not.toMatch(/금성|오전 7시/u);
    expect(reply('childhood_friend', 'zh', '我闺蜜上周分手了，天天哭')).toMatch(/你闺蜜上周分手了/u);
  });

  it('keeps the visitor\'s own word for the event ("driving test"), with the weekday capitalised', () => {
    expect(reply('kid', 'en', 'my brother has his driving test on friday and he is freaking out')).toMatch(/Your brother's driving test on Friday/u);
  });
});

describe('a mask only when it is the visitor\'s own; "he says he\'s fine" is worry about him', () => {
  it.each([
    ['en', 'My mom was diagnosed last week and she says she is fine'],
    ['vi', 'Bố em bị ốm mà bố cứ bảo không sao'],
    ['ko', '엄마가 암 진단을 받으셨는데 괜찮다고만 하세요.'],
    ['zh', '我爸下个月退休了，他说没事，但我感觉他其实挺失落的。'],
  ] as const)('%s: %s', (language, text) => {
    expect(readOtherEvent(text, language)).toMatchObject({ theyFine: true, mask: false });
  });

  it('the visitor\'s own mask stays a mask', () => {
    expect(readOtherEvent("I pretend I'm fine at work", 'en')).toMatchObject({ mask: true, theyFine: false });
    expect(readOtherEvent('저는 괜찮은 척해요', 'ko')).toMatchObject({ mask: true });
  });

  it('answers the worry about him, never the visitor\'s own pretending', () => {
    const zh = reply('childhood_friend', 'zh', '我爸下个月退休了，他说没事，但我感觉他其实挺失落的。');
    expect(zh).toMatch(/你爸下个月退休/u);
    expect(zh).toMatch(/他说没事，你却感觉不是那样/u);
    expect(zh).not.toMatch(/明明不好还要装作没事/u);
    const en = reply('psychologist', 'en', 'My mom was diagnosed last week and she says she is fine');
    expect(en).toMatch(/They say they're fine/u);
    expect(en).not.toMatch(/Telling everyone you're fine/u);
  });
});

describe('puzzle reports: thing, state change and constraint read by grammar, never echoed', () => {
  it.each([
    ['zh', '每天半夜客厅的灯都会自己亮，家里就我一个人住。', '客厅的灯', 'on', 'alone'],
    ['vi', 'Tuần này đã ba lần cửa sổ phòng khách mở toang vào buổi sáng dù tối nào em cũng đóng kỹ.', 'cửa sổ phòng khách', 'open', null],
    ['en', 'The TV in my bedroom turns on by itself around 3am. I live alone.', 'the TV', 'on', 'alone'],
    ['ko', '혼자 사는데 욕실 불이 밤마다 켜져 있어요.', '욕실 불', 'on', 'alone'],
  ] as const)('%s: %s', (language, text, thing, state, constraint) => {
    expect(readPuzzleReport(text, language)).toMatchObject({ event: 'changed', thing, state, constraint });
  });

  it('the visitor\'s own routine ("I shut it every night") is not the schedule of the event', () => {
    expect(readPuzzleReport('my garage door was open again this morning even though I shut it every night', 'en')).toMatchObject({ thing: 'your garage door', when: null, shut: true });
  });

  it('the detective reasons from the state and the constraint, answers "did someone get in?" first', () => {
    const zh = reply('detective', 'zh', '每天半夜客厅的灯都会自己亮，家里就我一个人住。');
    expect(zh).toMatch(/客厅的灯会自己亮/u);
    expect(zh).toMatch(/定时器/u);
    expect(zh).not.toContain('每天半夜客厅的灯都会自己亮，家里就我一个人住');
    const vi = reply('detective', 'vi', 'Tuần này đã ba lần cửa sổ phòng khách mở toang vào buổi sáng dù tối nào em cũng đóng kỹ. Có ai vào nhà không anh?');
    expect(vi).toMatch(/^Chưa chắc đâu/u);
    expect(vi).toMatch(/cửa sổ phòng khách bị mở ra, dù bạn đã đóng/u);
    expect(vi).not.toMatch(/đồ bị mở/u);
    expect(reply('detective', 'en', 'The TV in my bedroom turns on by itself around 3am. I live alone.')).toMatch(/the TV turns on by itself, and you live alone/u);
    expect(reply('detective', 'ko', '혼자 사는데 욕실 불이 밤마다 켜져 있어요.')).toMatch(/욕실 불이 켜져 있는데 혼자 살고 있다/u);
  });
});

describe('kitchen defects by family, an unlisted defect, and the yes/no sub-question answered first', () => {
  it.each([
    ['en', "grandpa's gravy went all lumpy and dinner is in an hour", 'lumpy', "grandpa's gravy"],
    ['en', 'my chicken breast came out so dry', 'dry', 'chicken breast'],
    ['vi', 'Bánh flan em hấp bị rỗ hết mặt rồi', 'pitted', 'bánh flan'],
    ['ko', '밥을 했는데 너무 질어요', 'sticky', '밥'],
    ['ko', '갈비찜이 너무 질겨요', 'tough', '갈비찜'],
    ['zh', '我炒的苦瓜发苦', 'bitter', null],
    ['en', 'the pancakes came out all weird', 'defect', 'pancakes'],
  ] as const)('%s: %s', (language, text, problem, dish) => {
    const read = readKitchenRescue(text, language);
    expect(read?.problem).toBe(problem);
    if (dish) expect(read?.dish).toBe(dish);
  });

  it('an unlisted defect word needs a dish read as a whole phrase', () => {
    expect(readKitchenRescue('the movie was a disaster', 'en')).toBeNull();
  });

  it('answers the yes/no first, then the rescue, in four languages', () => {
    const ko = reply('chef', 'ko', '미역국 끓였는데 너무 싱거워요. 간장 더 넣으면 될까요?');
    expect(ko).toMatch(/^응, 간장 넣으면 돼\. 국이니까 진간장 말고 국간장으로/u);
    expect(reply('chef', 'zh', '我炒的苦瓜发苦，加点糖行吗？')).toMatch(/^可以，加糖就对了/u);
    expect(reply('chef', 'vi', 'Bánh flan em hấp bị rỗ hết mặt rồi, còn ăn được không chị?')).toMatch(/^Ăn được nha, bánh flan vẫn an toàn/u);
    expect(reply('chef', 'en', 'My soup is so bland, should I add water?')).toMatch(/^I wouldn't start with water/u);
    expect(reply('kid', 'en', "grandpa's gravy went all lumpy and thanksgiving dinner is in an hour, help!!")).toMatch(/whisk hard/u);
    expect(reply('chef', 'en', 'the pancakes came out all weird')).toMatch(/taste a spoonful and sort it/u);
  });
});

describe('the safety net: a reply that pastes the whole message back is replaced', () => {
  const long = 'The group chat with my cousins keeps going in circles about the reunion and nobody ever decides anything at all';
  it('names what was understood and asks one specific question, never the message', () => {
    const guarded = guardEcho(`“${long}” Tell me more?`, long, 'girl', 'en');
    expect(guarded).not.toContain('keeps going in circles');
    expect(guarded).toMatch(/telling me about something that happened\. What part of it/u);
    const ko = '요즘 회사에서 팀장님이 제 보고서를 계속 다시 쓰라고 하시는데 이유를 말씀을 안 해 주세요';
    expect(guardEcho(`“${ko}” 무슨 뜻이야?`, ko, 'psychologist', 'ko')).not.toContain('팀장님이');
  });

  it('keeps any reply that does not echo, and a short message quoted back', () => {
    expect(guardEcho('Sounds fun! When?', long, 'girl', 'en')).toBe('Sounds fun! When?');
    expect(guardEcho('“blorp zindle”?', 'blorp zindle', 'detective', 'en')).toBe('“blorp zindle”?');
  });
});
