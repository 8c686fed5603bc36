/**
 * Evaluation cases from the fifth blind read (docs/blind-reads/2026-11-25-fifth-read.*), rows 41–48 (summaries), with
 * the facts a good answer must carry as the reviewer judged them: the figures that carry the story (cost, grant, 87 %),
 * the punchline and the highlights, the rule itself; and negative facts for the failure classes: a headline taken from a
 * "however" sentence, a "short" meme or verse as long as a medium one, a Korean particle closed as a verb ("10시깐다"),
 * a Chinese clause cut after its condition or before its subject-less verb ("锂电池一旦起火。", "。并释放"), a
 * plain-word swap that breaks the noun ("我们城市的将"), verb phrases listed as key terms ("少玩手机", "用手机").
 * Then four fresh requests of the helper's own (one per language), written after the fixes and never tuned on.
 */
import requests from '../../../docs/blind-reads/2026-11-25-fifth-read.requests.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
interface RawRequest { type: string; language: ContentLanguage; input: Record<string, string> }
const read = requests as unknown as RawRequest[];
const summary = (row: number): ContentInputs['summarize'] => read[row - 1]?.input as unknown as ContentInputs['summarize'];
/** The first line (a header or a headline). */
const firstLine = (text: string): string => text.split('\n')[0] ?? '';
/** At most this many lines in all (a "short" meme or verse with its opener and closer). */
const atMostLines = (count: number) => (text: string): boolean => text.split('\n').filter((line) => line.trim() !== '').length <= count;

export const cases: EvalCase[] = [
  evalCase({ id: 'fifth-sum-en-41', type: 'summarize', language: 'en', input: summary(41), facts: [
    { label: 'keeps the vote and the bike lanes', check: /5 to 2/u },
    { label: 'keeps the cost or the state grant', check: /\$1\.2 million|state transportation grant/u },
    { label: 'keeps the parking worry', check: /40 parking spaces|parking/u },
  ] }),
  evalCase({ id: 'fifth-sum-en-42', type: 'summarize', language: 'en', input: summary(42), facts: [
    { label: 'a short meme is short (at most 7 lines)', check: atMostLines(7) },
    { label: 'names the starter Gerald', check: /Gerald/u },
    { label: 'keeps the punchline (flat, dense, a doorstop)', check: /doorstop|flat|dense/iu },
  ] }),
  evalCase({ id: 'fifth-sum-vi-43', type: 'summarize', language: 'vi', input: summary(43), facts: [
    { label: 'headline is the ban, not a "however" sentence', check: (t) => /cấm xe máy/u.test(firstLine(t)) && !/Tuy nhiên|Nhưng/u.test(firstLine(t)) },
    { label: 'headline drops the bracketed place and "cho biết"', check: (t) => !/\(Hà Nội\)|cho biết/u.test(firstLine(t)) },
    { label: 'keeps the buses or the businesses\' worry', check: /xe buýt|hộ kinh doanh/u },
  ] }),
  evalCase({ id: 'fifth-sum-vi-44', type: 'summarize', language: 'vi', input: summary(44), facts: [
    { label: 'names a highlight beyond the first sentence (đồi chè, bánh căn, mưa, hồ Xuân Hương)', check: /đồi chè|bánh căn|Xuân Hương|trời mưa/u },
    { label: 'keeps Đà Lạt', check: /Đà Lạt|ĐàLạt/u },
  ] }),
  evalCase({ id: 'fifth-sum-ko-45', type: 'summarize', language: 'ko', input: summary(45), facts: [
    { label: 'no "한마디로" lead before several sentences', check: not(/한마디로/u) },
    { label: 'keeps the decision (주 4일 근무제 정식 도입)', check: /주 4일/u },
    { label: 'keeps a result (생산성, 퇴사율, 87%)', check: /생산성|퇴사율|87%/u },
  ] }),
  evalCase({ id: 'fifth-sum-ko-46', type: 'summarize', language: 'ko', input: summary(46), facts: [
    { label: 'no particle closed as a verb ("10시깐다")', check: not(/깐다|시깐/u) },
    { label: 'a short verse is short (at most 7 lines)', check: atMostLines(7) },
    { label: 'names the new rule (화요일·토요일, 라벨, 경고, 관리비)', check: /화요일|토요일|라벨|경고|관리비/u },
  ] }),
  evalCase({ id: 'fifth-sum-zh-47', type: 'summarize', language: 'zh', input: summary(47), facts: [
    { label: 'no verb phrase listed as a key term (少玩手机, 用手机)', check: not(/关键术语[^\n]*(?:少玩手机|用手机)/u) },
    { label: 'keeps the finding on short videos', check: /短视频/u },
    { label: 'keeps the fix (停机时间, 二十五分钟)', check: /停机时间|二十五分钟/u },
  ] }),
  evalCase({ id: 'fifth-sum-zh-48', type: 'summarize', language: 'zh', input: summary(48), facts: [
    { label: 'no plain-word swap that breaks the noun ("我们城市的将", "开始做…禁令")', check: not(/我们城市的将|开始做[^。]{0,12}禁令/u) },
    { label: 'no clause cut after its condition or before a subject-less verb', check: not(/一旦起火。|。(?:并|也|且|配备)/u) },
    { label: 'keeps the charging sheds', check: /充电棚/u },
  ] }),
];
