import { checkFortuneRows, type FortuneRow } from './fortune-rows-harness.ts';

// Round 18 of issue 13 (helper fort21): the general fall-through's whether answered from the visitor's own facts
// (fortune-fall21.ts). Every input is held out: none is in round18-fort21.before.json, round18-fort21.after.json or the
// round18-fort20 sets.

/** The old whether: a lean yes "because of" whatever clause stood nearest the question. */
const leanNear = /and the reason is in your own words|và lý do nằm ngay trong lời bạn|그 이유는 직접 적어 주신 말에 있어요|理由就在你自己的话里|The signs point to yes|징조는 ‘예’를|点头|Quẻ nói “có”/u;


const checkRows = (title: string, rows: readonly FortuneRow[]): void => checkFortuneRows(title, rows, leanNear);

checkRows('a forecast of a stretch of time gets a card reading tied to what was told, not a lean yes', [
  { language: 'en', category: 'week', input: 'this month has been rough at work. will next month be any better?', path: 'fall20:forecast', says: /Wheel of Fortune[\s\S]*“this month has been rough at work”[\s\S]*first day/u },
  { language: 'vi', category: 'week', input: 'tuần trước xui quá, tuần này có khá hơn không ạ', path: 'fall20:forecast', says: /Bánh Xe Số Phận[\s\S]*“tuần trước xui quá”/u },
  { language: 'zh', category: 'week', input: '上周太倒霉了，这周会好起来吗', path: 'fall20:forecast', says: /命运之轮[\s\S]*“上周太倒霉了”/u },
]);

checkRows('what another person feels is theirs to tell: not by itself, ask once', [
  { language: 'en', category: 'love', input: 'she takes hours to answer and never asks about my day, does she even like me?', path: 'fall20:whetherMind', says: /Not by itself[\s\S]*“she takes hours to answer and never asks about your day”[\s\S]*bring it up once/u },
  { language: 'vi', category: 'love', input: 'người yêu em dạo này ít nhắn tin hẳn, có phải anh ấy hết tình cảm không', path: 'fall20:whetherMind', says: /Tự nó thì chưa phải[\s\S]*ít nhắn tin/u },
  { language: 'ko', category: 'love', input: '남자친구가 요즘 연락이 뜸해요 마음이 식은 걸까요', path: 'fall20:whetherMind', says: /그것만으로는 아니에요[\s\S]*‘남자친구가 요즘 연락이 뜸해요’/u },
]);

checkRows('a whether beside a cost the visitor named: yes only if that part is solved first', [
  { language: 'zh', category: 'work', input: '同事让我帮他顶班，可我周末已经有安排了，要不要答应', path: 'fall20:whether:con', says: /决定这件事的[\s\S]*“你周末已经有安排了”/u },
]);

checkRows('a how in a hurry gets the next ten minutes, not a week', [
  { language: 'ko', category: 'today', input: '지금 공항 가는 길인데 여권을 놓고 온 것 같아요 어떡하죠', path: 'fall20:howNow', says: /지금 당장이에요[\s\S]*10분/u },
]);

checkRows('a bad sign about the visitor\'s own habit is not "the other person" to ask', [
  { language: 'en', category: 'health', input: 'is it bad that i drink 4 coffees a day? i don\'t feel any different', path: 'fall20:whetherBad', says: /Not by itself\. What you wrote, “you don't feel any different”[\s\S]*next few weeks/u },
]);
