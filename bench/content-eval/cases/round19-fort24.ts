/**
 * Round 19 second wave of issue 13 (helper fort24): the situation readers answer only when the request's own clause with
 * the key term fits the situation (fortune-situation-fit24.ts): an event still ahead in the lines but told as over
 * (refused, failed) is answered as the next try (fortune-after24-lines.ts); a deposit kept is not a rent rise; a move to
 * live somewhere is not a trip; a told clause that weighs beside a situation (a negation, an outcome, a limit, another
 * person's act) is carried as the terms of the answer. Before-set requests (round19-fort24.before.json) and held-out
 * ones; negative facts catch the stock lines of the situations that gave way.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** The stock lines of the situations that gave way: a promotion offered, the night before an exam, a rent rise, a trip. */
const oldLines = /the new role you were offered|Before you answer, ask what the role|考前一晚按平时的时间睡觉|把新房租和月收入放在一起看|Put the new rent next to your monthly income|Đi một mình hợp nhất với một kế hoạch nhẹ|Travelling alone goes best with a light plan|집주인에게 한 번|새 월세/u;
const noOld = { label: 'none of the replaced stock lines', check: not(oldLines) };

function fortuneCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, facts: readonly [string, RegExp][]): EvalCase {
  return evalCase({
    id: `r19fort24-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [...facts.map(([label, pattern]) => ({ label, check: inFirst(pattern) })), noOld],
  });
}

export const cases: EvalCase[] = [
  // Before-set requests.
  fortuneCase('en-turned-down', 'en', 'work', 'i turned down a promotion last year because of my kid, now i regret it. will i get another chance', [
    ['the outcome told back as behind', /“you turned down a promotion last year because of your kid”, is behind you/u], ['what is asked now', /whether you will get another chance/u]]),
  fortuneCase('zh-third-try', 'zh', 'future', '考研二战失败了，还要不要三战', [
    ['the outcome told back as behind', /你写的“考研二战失败了”，已经过去了/u], ['what is asked now', /还要不要三战/u]]),
  fortuneCase('zh-deposit', 'zh', 'money', '房东不退押金，说墙弄脏了，我该怎么办', [
    ['the deposit told back', /房东不退押金/u]]),
  fortuneCase('vi-saigon', 'vi', 'future', 'em định chuyển vào Sài Gòn sống một mình, liệu em có trụ được không', [
    ['the move told back', /chuyển vào Sài Gòn sống/u]]),
  fortuneCase('ko-first-day', 'ko', 'work', '입사 첫날인데 아무도 말을 안 걸어요 ㅠㅠ 적응할 수 있을까요', [
    ['the told clause carried', /‘아무도 말을 안 걸어요’, 그 부분은/u]]),
  fortuneCase('zh-late-date', 'zh', 'today', '今天第一次约会，对方迟到了半小时，要不要继续', [
    ['the told clause carried', /还有你自己写下的那一句：对方迟到了半小时/u]]),
  fortuneCase('zh-wait', 'zh', 'love', '男朋友要去国外读研两年，他让我等他，我该等吗', [
    ['his ask carried', /还有你自己写下的那一句：他让你等他/u]]),
  // Held-out requests (not in the before-set or the hold-out).
  fortuneCase('en-didnt-get', 'en', 'work', "i didn't get the promotion i applied for in march, will there be another shot this year", [
    ['the outcome told back as behind', /“you didn't get the promotion you applied for in march”, is behind you/u]]),
  fortuneCase('zh-civil', 'zh', 'future', '公务员考试没考上，明年还要再考吗', [
    ['the outcome told back as behind', /你写的“公务员考试没考上”，已经过去了/u]]),
  fortuneCase('en-deposit', 'en', 'money', 'my landlord kept my whole deposit for a tiny scratch, what should i do', [
    ['the deposit told back', /your landlord kept your whole deposit for a tiny scratch/u]]),
  fortuneCase('ko-deposit', 'ko', 'money', '집주인이 보증금을 안 돌려줘요 어떻게 해야 하나요', [
    ['the deposit told back', /‘집주인이 보증금을 안 돌려줘요’/u]]),
  fortuneCase('en-seoul', 'en', 'future', 'going to Seoul alone to live there next year, will i manage?', [
    ['the move told back', /going to Seoul alone to live there next year/u]]),
  fortuneCase('en-bar', 'en', 'today', "first date tonight, she picked a bar and i don't drink. will it go ok", [
    ['the told clause carried', /that she picked a bar and you don't drink/u]]),
  fortuneCase('zh-video', 'zh', 'love', '男朋友下个月去日本工作一年，他说每天都会视频，我们能坚持下去吗', [
    ['his promise carried', /还有你自己写下的那一句：他说每天都会视频/u]]),
];
