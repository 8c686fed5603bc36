import { checkFortuneRows } from './fortune-rows-harness.ts';

// Round 19 second wave of issue 13 (helper fort24): the situation readers answer only when the request's own clause with
// the key term fits the situation (fortune-situation-fit24.ts); an event that is over is answered as the next try; a told
// clause that weighs beside a situation is carried. Every input is held out: none is in round19-fort24.before.json or
// round19-fort24.after.json.

/** The stock lines of the situations that gave way: a promotion offered, the night before an exam, a rent rise, a trip. */
const stockSituation = /the new role you were offered|Before you answer, ask what the role|đêm trước ngủ đúng giờ|Đêm trước ngủ đúng giờ|전날 밤에는 평소 시간에|考前一晚按平时的时间睡觉|Put the new rent next to your monthly income|새 월세를 월수입 옆에|Travelling alone goes best with a light plan|一个人旅行/u;

checkFortuneRows('an event still ahead in the lines, told as over (refused, failed), gives way and is read as the next try', [
  { language: 'en', category: 'work', input: "i didn't get the promotion i applied for in march, will there be another shot this year", path: 'situation-fit24:gave-way:promotion:over > fall20:whether:after24', says: /“you didn't get the promotion you applied for in march”, is behind you[\s\S]*whether there will be another shot this year/u },
  { language: 'zh', category: 'future', input: '公务员考试没考上，明年还要再考吗', path: 'situation-fit24:gave-way:exam:over > fall20:whether:after24', says: /你写的“公务员考试没考上”，已经过去了[\s\S]*明年还要不要再考/u },
], stockSituation);

checkFortuneRows('a deposit kept is not a rent rise: the rent lines give way to the request’s own question', [
  { language: 'en', category: 'money', input: 'my landlord kept my whole deposit for a tiny scratch, what should i do', path: 'situation-fit24:gave-way:rent:no-rise', says: /“your landlord kept your whole deposit for a tiny scratch”/u },
  { language: 'ko', category: 'money', input: '집주인이 보증금을 안 돌려줘요 어떻게 해야 하나요', path: 'situation-fit24:gave-way:rent:no-rise > fall20:how', says: /‘집주인이 보증금을 안 돌려줘요’/u },
], stockSituation);

checkFortuneRows('a move to live somewhere is not a trip', [
  { language: 'en', category: 'future', input: 'going to Seoul alone to live there next year, will i manage?', path: 'situation-fit24:gave-way:solo_trip:to-live > fall20:whether', says: /going to Seoul alone to live there next year/u },
  { language: 'vi', category: 'future', input: 'em sẽ ra Đà Nẵng sống một mình, em có nên đi không', path: 'situation-fit24:gave-way:solo_trip:to-live > fall20:whether', says: /ra Đà Nẵng sống/u },
], stockSituation);

checkFortuneRows('a told clause that weighs beside a situation is carried as the terms of the answer', [
  { language: 'en', category: 'today', input: "first date tonight, she picked a bar and i don't drink. will it go ok", path: 'situation:first_date > situation-fit24:told-beside', says: /that she picked a bar and you don't drink: the cards read it/u },
  { language: 'zh', category: 'love', input: '男朋友下个月去日本工作一年，他说每天都会视频，我们能坚持下去吗', path: 'situation:long_distance > situation-fit24:told-beside', says: /还有你自己写下的那一句：他说每天都会视频/u },
  { language: 'en', category: 'money', input: 'landlord is raising the rent by 200 and my hours just got cut, can i keep up', path: 'situation:rent', says: /that your hours just got cut/u },
], /(?!)/u);
