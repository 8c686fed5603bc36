/**
 * Round 15, second wave of issue 13 (chat16): held-out requests (none is in round15-chat16.before.json) for each class
 * fixed: a worry beside a fan event still ahead, a decision to end a relationship, a tough dish of dough, a feeling in
 * its own sentence after the event, the visitor's own work judged, a reluctance toward the visitor's own routine, a
 * bake's own failure, and the astrologer's Korean sign line in the reply's speech level.
 */
import { describe, expect, it } from 'vitest';
import { replyRows, replyTo } from '../../../../tests/content/persona-chat-rows.ts';
import { readFanWorry } from './persona-chat-fan-worry16.ts';
import { readOwnWorkAsked } from './persona-chat-own-work16.ts';
import { readReluctance } from './persona-chat-reluctance16.ts';
import { readBakeFailure } from './persona-chat-bake-failure16.ts';
import { doughDish } from './persona-chat-dough16.ts';
import { endsTie } from './persona-chat-end-tie16.ts';

replyRows('a worry beside a fan event still ahead is that worry, never "see you there"', [
  ['en', 'kpop_male', 'going to your fansign next saturday and im so scared ill freeze and forget what to say', /freeze|sentence/u, /Saturday\?|practice even harder|Thanks for coming/iu],
  ['vi', 'kpop_male', 'anh ơi tháng sau em đi concert một mình lần đầu, em hơi sợ', /một mình/u, /cả nhóm tập càng chăm/u],
  ['ko', 'kpop_female', '언니 다음 달에 콘서트 혼자 가는데 좀 무서워요', /혼자/u, /고마워요!|오늘 거기 있었어요/u],
  ['zh', 'kpop_female', '姐姐，下周去签售会，好紧张，怕见到你说不出话', /说不出话|纸条/u, /下周要来吗|更努力排练/u],
]);

replyRows('a decision to end a relationship gets no "I\'d lean yes"', [
  ['en', 'childhood_friend', 'she forgot my birthday again and laughed it off. should i break up with her?', /answer in itself|how it lands/u, /lean yes/u],
  ['vi', 'psychologist', 'Chồng em cứ đi nhậu tới sáng. Em có nên ly hôn không ạ?', /câu trả lời|nói thẳng ra/u, /nghiêng về có/u],
  ['ko', 'psychologist', '여자친구가 자꾸 연락을 안 받아요. 헤어져야 할까요?', /말리지도 않|답이기도/u, /하는 쪽이에요/u],
  ['zh', 'childhood_friend', '他又骗我了，我要不要跟他分手', /本身就是答案|说开/u, /我倾向于做/u],
]);

replyRows('a tough dish of dough is its dough, never meat sliced against the grain', [
  ['en', 'chef', 'why are my homemade flatbreads always hard as a rock', /dough/u, /against the grain/u],
  ['vi', 'chef', 'sao bánh bột lọc em làm lần nào cũng bị cứng vậy anh', /bột/u, /ngược thớ/u],
  ['zh', 'chef', '为什么我烙的饼总是很硬', /面/u, /逆着纹路/u],
]);

replyRows('a feeling in its own sentence after the event is that feeling with its event', [
  ['en', 'girl', 'my best friend made a group chat for the trip and didnt add me. kinda hurt ngl', /group chat/u, /Call me anytime/u],
  ['ko', 'childhood_friend', '동생이 내 생일 까먹었어.. 좀 섭섭하다', /까먹었구나|섭섭/u, /끝까지 해낸 건 너야/u],
  ['zh', 'girl', '室友们一起去吃火锅没叫我。有点委屈', /火锅/u, /饿/u],
]);

replyRows('the visitor\'s own work judged is answered as that question', [
  ['en', 'girl', 'i posted my first cover song and got like 3 views. is my voice really that bad?', /don't think so/u, /mistake/u],
  ['vi', 'childhood_friend', 'tao nấu cơm cho cả nhà mà không ai khen câu nào. tao nấu có dở lắm không', /không nghĩ vậy/u, /sai sao/u],
  ['ko', 'girl', '엄마 생신 선물로 편지 썼는데 읽고 아무 말 안 하셨어. 내가 너무 못 쓴 걸까?', /아니라고 생각해/u, /끝까지 해낸/u],
  ['zh', 'childhood_friend', '我给她画了一张生日卡，她就说了句谢谢。我是不是画得很丑', /不这么觉得/u, /你在问我一件事/u],
]);

replyRows('a reluctance toward the visitor\'s own routine is told back, never echoed', [
  ['en', 'psychologist', 'i really dont want to go back to school tomorrow. i just want to drop out', /don't want to go back to school/u, /drop out\?|quit your job/u],
  ['vi', 'girl', 'tớ không muốn đi làm nữa, muốn nghỉ việc luôn', /không muốn đi làm/u, /Giờ bạn ổn không/u],
  ['ko', 'childhood_friend', '알바 가기 싫어. 진짜 도망가고 싶다', /알바 가기 싫구나/u, /알바 가기 싫어\?/u],
  ['zh', 'girl', '真的不想上学了，想退学', /不想上学/u, /你在问我一件事/u],
]);

replyRows('a bake\'s own failure is its cause, never the not-rising rescue', [
  ['en', 'chef', 'why does my pound cake sink in the center every single time', /not set|skewer/u, /bread pudding/u],
  ['vi', 'chef', 'bánh quy em nướng cứ bị chảy bè ra là sao anh', /bơ/u, /pudding/u],
  ['ko', 'chef', '쿠키 반죽이 오븐에서 자꾸 퍼져요 왜 그래요?', /버터/u, /푸딩/u],
  ['zh', 'chef', '为什么我的布朗尼总是像蛋糕一样', /鸡蛋|黄油/u, /布丁/u],
]);

describe('the readers hold their grammar', () => {
  it('a fan event with no fear, or a negated fear, is no worry', () => {
    expect(readFanWorry('next week is my first concert!! so excited', 'en', 'kpop_male')).toBeNull();
    expect(readFanWorry('下周去演唱会，一点都不紧张', 'zh', 'kpop_male')).toBeNull();
    expect(readFanWorry('下周去演唱会，好紧张', 'zh', 'chef')).toBeNull();
  });
  it('another person judged, or a thing, is not the visitor\'s own work', () => {
    expect(readOwnWorkAsked('anh ấy có tệ quá không', 'vi', 'girl')).toBeNull();
    expect(readOwnWorkAsked('cái áo này có xấu quá không', 'vi', 'girl')).toBeNull();
    expect(readOwnWorkAsked('他妈妈会不会对我印象很差啊？', 'zh', 'girl')).toBeNull();
  });
  it('a reluctance asked as a question is left to the question readers', () => {
    expect(readReluctance('i dont want to go to school, is that normal?', 'en', 'psychologist')).toBeNull();
  });
  it('a bake failure needs a bake', () => {
    expect(readBakeFailure('라면이 자꾸 퍼져요', 'ko')).toBeNull();
    expect(readBakeFailure('my cookies keep spreading', 'en')).toBe('spread');
  });
  it('dough dishes and ending verbs', () => {
    expect(doughDish('葱油饼')).toBe(true);
    expect(doughDish('bánh flan')).toBe(false);
    expect(doughDish('steak')).toBe(false);
    expect(endsTie('whether to break up with him', 'en')).toBe(true);
    expect(endsTie('whether to tell him', 'en')).toBe(false);
  });
  it('the astrologer\'s Korean sign line in a polite reply is polite', () => {
    const text = replyTo('ko', 'astrologer', '저 천칭자리인데요, 요즘 꿈에 돌아가신 할머니가 자꾸 나와요. 무슨 의미일까요?');
    expect(text).not.toMatch(/태생이라니/u);
  });
});
