import { describe, expect, it } from 'vitest';
import { explainFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { checkFortuneRows, type FortuneRow } from './fortune-rows-harness.ts';

// Round 17b of issue 13 (helper fort19): the general paths that answered fresh requests with a stock yes, a coin or a
// bank line — a cause asked beside a symptom with a second question after the question mark, a month's weather asked
// with the rest of the plan told after it, and whether the visitor may ask someone beside what holds them back. Every
// input is held out: none is in round17-fort19.before.json or in the hold-out set round17-fort19.after.json.

/** What the general paths answered these forms with: a coin, a stock yes, a partner or food bank. */
const stock = /Weighing both, go with|toss a coin|flip a coin|The first card I drew for your question is bright|Your relationship is moving|là “có”|흐름은 당신 편|동전을 던져|运气站在你这边|抛一次硬币|最合你今天的能量/u;


const checkRows = (title: string, rows: readonly FortuneRow[]): void => checkFortuneRows(title, rows, stock);

checkRows('a cause asked beside a symptom, with a doctor question after the question mark, is a cause to test', [
  { language: 'en', category: 'health', input: 'my knee clicks every time i squat, is it just age? should i get it checked', path: 'form16:cause', says: /your knee clicks every time you squat, and you’re asking whether it’s just age\.[\s\S]*see a doctor/u },
  { language: 'vi', category: 'health', input: 'em hay bị đau đầu buổi chiều, có phải do ngồi máy tính nhiều không? có cần đi khám không', path: 'form16:cause', says: /bạn hỏi có phải do ngồi máy tính nhiều không[\s\S]*đi khám/u },
  { language: 'ko', category: 'health', input: '요즘 손목이 시큰거리는데 마우스 때문일까요? 병원 가봐야 할까요', path: 'form16:cause', says: /‘마우스’ 때문인지 물으셨고요[\s\S]*병원에 가 보세요/u },
  { language: 'zh', category: 'health', input: '最近总是口腔溃疡，是不是熬夜太多？要去医院吗', path: 'form16:cause', says: /问是不是熬夜太多。[\s\S]*看医生/u },
]);

checkRows('whether the visitor may ask someone, beside what holds them back, is a yes with its reason and how to ask', [
  { language: 'en', category: 'love', input: 'she replies to everything but never starts a conversation. should i text her first?', path: 'form19:askFirst', says: /she replies to everything[\s\S]*never starts a conversation[\s\S]*whether you should text her first\. Yes, go ahead\.[\s\S]*One concrete step: ask once/u },
  { language: 'vi', category: 'love', input: 'anh ấy hay thả tim ảnh của em nhưng không bao giờ nhắn tin, em có nên nhắn trước không', path: 'form19:askFirst', says: /không bao giờ nhắn tin[\s\S]*Có, nên mở lời\.[\s\S]*Một bước cụ thể: nói một lần/u },
  { language: 'ko', category: 'work', input: '선배한테 같이 점심 먹자고 물어봐도 될까요? 거절당할까 봐 무서워요', path: 'form19:askFirst', says: /물어봐도 될까요, 이렇게 물으셨고 ‘거절당할까 봐 무서워요’[\s\S]*네, 말해 보세요\.[\s\S]*한두 문장으로 한 번만/u },
  { language: 'zh', category: 'love', input: '同事总帮我带咖啡，但不怎么说话，我要不要主动找他聊聊', path: 'form19:askFirst', says: /你说同事总帮你带咖啡[\s\S]*要，开口吧。[\s\S]*只说一次/u },
]);

checkRows('a month’s weather asked with the rest of the plan told after it is answered about that weather', [
  { language: 'en', category: 'travel', input: 'going to scotland in november, will it rain a lot? my dad walks with a cane', path: 'form18:season:wet', says: /You’re right to ask about rain: in many places November[\s\S]*So the trip can go ahead/u },
  { language: 'vi', category: 'travel', input: 'tháng 11 ra Huế có mưa nhiều không, nhà em có hai đứa nhỏ', path: 'form18:season:wet', says: /Bạn hỏi về mưa nhiều là đúng[\s\S]*chuyến đi vẫn đi được/u },
  { language: 'ko', category: 'travel', input: '1월에 삿포로 가는데 너무 추울까요? 엄마가 추위를 많이 타세요', path: 'form18:season:cold', says: /1월은 추운 달이에요[\s\S]*여행은 가도 돼요/u },
  { language: 'zh', category: 'travel', input: '八月去厦门会不会太热？我怀孕五个月了', path: 'form18:season:hot', says: /八月天热[\s\S]*所以这趟可以去/u },
]);

describe('gates: the new readings give way where their form is not there', () => {
  const route = (language: ContentLanguage, category: FortuneCategory, input: string): string =>
    explainFortune({ category, input }, { language, random: seededRandom(7) }).path.join(' > ');
  it('a plain whether with nothing holding the visitor back is not the ask-first reading', () => {
    expect(route('en', 'love', 'we have been dating a year, should i ask her to move in?')).not.toContain('form19');
    expect(route('ko', 'love', '동아리 후배를 좋아하는데 이번 주에 고백해도 될까요')).not.toContain('form19');
  });
  it('a weather ask that is the last clause stays with the condition reader', () => {
    expect(route('en', 'travel', 'road trip through arizona in july, is it too hot?')).toContain('form17:condition');
  });
  it('a seriousness ask is not read as a cause', () => {
    expect(route('zh', 'health', '最近老是胸闷，会不会是什么大问题')).not.toContain('form16:cause');
  });
});
