/**
 * Evaluation cases from the third blind read (docs/blind-reads/2026-11-25-third-read.*), rows 25–32 (adventure
 * continuations) and 41–48 (summaries), with the facts a good answer must carry as the reviewer judged them: the chosen
 * action happens and has a concrete result (what the pages say, what the scan finds, how the proctor reacts, who is on the
 * balcony, what is overheard, what the crack or the camera shows), no option that was just done, no option built from a
 * fragment; the summary keeps the contrast, the problems, the target and the figures, keeps no sentence whose antecedent
 * was dropped, and each style is a real transformation (해요체 for a child, hashtags from key terms, a headline without a
 * possessive opener, an expert note without a bare keyword dump, hip-hop hooks without quoted small talk).
 * Then the helper's own fresh requests (three per language), written after the fixes and never tuned on.
 */
import requests from '../../../docs/blind-reads/2026-11-25-third-read.requests.json' with { type: 'json' };
import fresh from './blind-read-2026-11-25-third-advsum.new.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { afterRetell, choicesOf } from '../adventure-facts.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** The narration only: the answer without its closing list of choices and the prompt above it. */
/** The closing list of choices. */
/** The narration after its first sentence (the retold choice). */

interface RawRequest { type: string; language: ContentLanguage; input: Record<string, string> }
const read = requests as unknown as RawRequest[];
const adventure = (row: number): ContentInputs['adventure-continue'] => read[row - 1]?.input as unknown as ContentInputs['adventure-continue'];
const summary = (row: number): ContentInputs['summarize'] => read[row - 1]?.input as unknown as ContentInputs['summarize'];

/** No option or narration built around a fragment that ends on a preposition, article or a bare verb. */
const noFragment: EvalFact = { label: 'no pasted fragment ("the earlier pages of", "是谁在追你的线索")', check: (t) => !/\b(?:of|the|a|an|to|with)\s+(?:leads|[,.;:!?]|and it)|where the \w+ of\b/u.test(t) && !/是谁在追你的/u.test(t) && !/是谁在追你/u.test(choicesOf(t)) };

const adventureCases: EvalCase[] = [
  evalCase({ id: 'third-adv-en-25', type: 'adventure-continue', language: 'en', input: adventure(25), facts: [
    { label: 'says what the earlier pages say', check: (t) => /\b(?:entr(?:y|ies)|handwriting|written|writes|wrote|dates?|notes?|line)\b/iu.test(afterRetell(t)) },
    noFragment,
    { label: 'does not offer reading the logbook again', check: (t) => !/read the earlier pages/iu.test(choicesOf(t)) },
  ] }),
  evalCase({ id: 'third-adv-en-26', type: 'adventure-continue', language: 'en', input: adventure(26), facts: [
    { label: 'gives the scan result', check: (t) => /\b(?:life signs?|heat|heartbeat|reading|scanner|sensors?|signal|body|bodies)\b/iu.test(afterRetell(t)) },
    { label: 'no scrap of paper for a scan', check: not(/scrap of paper/iu) },
    noFragment,
  ] }),
  evalCase({ id: 'third-adv-vi-27', type: 'adventure-continue', language: 'vi', input: adventure(27), facts: [
    { label: 'the proctor reacts', check: (t) => /(?:cô giám thị|cô)\s+(?:nhìn|cầm|gật|nói|hỏi|nhíu|đọc|cất|bước|mỉm)/iu.test(afterRetell(t)) },
    { label: 'no longer offers hiding the paper after reporting it', check: (t) => !/Nhét tờ giấy vào ngăn bàn/iu.test(choicesOf(t)) },
  ] }),
  evalCase({ id: 'third-adv-vi-28', type: 'adventure-continue', language: 'vi', input: adventure(28), facts: [
    { label: 'no doors in a sea cave', check: not(/cánh cửa lướt qua/iu) },
    { label: 'the chest is named whole (not "rương gỗ phủ rong")', check: not(/phủ rong(?! rêu)/iu) },
    { label: 'the escape has a result', check: (t) => /(?:lối|khe|ánh sáng|nước|bãi|đá|gió|thuyền)/iu.test(afterRetell(t)) },
  ] }),
  evalCase({ id: 'third-adv-ko-29', type: 'adventure-continue', language: 'ko', input: adventure(29), facts: [
    { label: 'the neighbour (or their flat) appears', check: (t) => /(?:옆집|이웃)[^\n]*(?:사람|남자|여자|할머니|할아버지|아이|주인|목소리|거실|안)/u.test(afterRetell(t)) },
    { label: 'no option to look through your own door lens after leaving', check: (t) => !/현관문 렌즈/u.test(choicesOf(t)) },
  ] }),
  evalCase({ id: 'third-adv-ko-30', type: 'adventure-continue', language: 'ko', input: adventure(30), facts: [
    { label: 'something is overheard (a quoted line)', check: (t) => /[“"][^”"]{4,}[”"]/u.test(afterRetell(t)) },
    { label: 'no stock "통로" filler', check: not(/놓쳤던 통로/u) },
  ] }),
  evalCase({ id: 'third-adv-zh-31', type: 'adventure-continue', language: 'zh', input: adventure(31), facts: [
    { label: 'says what is seen through the crack', check: (t) => /(?:看见|看到|只见|门外|门缝外)/u.test(afterRetell(t)) },
  ] }),
  evalCase({ id: 'third-adv-zh-32', type: 'adventure-continue', language: 'zh', input: adventure(32), facts: [
    { label: 'gives what the camera shows', check: (t) => /(?:画面|监控里|监控上|镜头)/u.test(afterRetell(t)) },
    { label: 'no self-contradicting carry line', check: not(/护在身边|放在门口护/u) },
    noFragment,
  ] }),
];

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*|\n+/u).map((s) => s.trim()).filter(Boolean);
const tags = (text: string): string[] => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];

const summaryCases: EvalCase[] = [
  evalCase({ id: 'third-sum-en-41', type: 'summarize', language: 'en', input: summary(41), facts: [
    { label: 'keeps the opposition (Oak Avenue / delivery)', check: /Oak Avenue residents|Residents on nearby Oak Avenue|delivery|not everyone/iu },
    { label: 'headline does not open with "Our"', check: (t) => !/^\S*\s*\p{Lu}*[:\s]*Our\b/u.test((t.split('\n')[0] ?? '').replace(/^📰\s*[A-Z ]+:\s*/u, '')) },
    { label: 'keeps a figure', check: /\d/u },
  ] }),
  evalCase({ id: 'third-sum-en-42', type: 'summarize', language: 'en', input: summary(42), facts: [
    { label: '"That loaf" only with the second attempt before it', check: (t) => !/That loaf/u.test(t) || /second attempt/iu.test(t) },
    { label: 'keeps the Dutch oven fix', check: /Dutch oven/u },
  ] }),
  evalCase({ id: 'third-sum-vi-43', type: 'summarize', language: 'vi', input: summary(43), facts: [
    { label: 'keeps the problems', check: /khó khăn|thiếu hướng dẫn viên|chặt chém/iu },
    { label: 'keeps the 18M target', check: /18 triệu/u },
    { label: 'keeps the 14M figure', check: /14 triệu/u },
  ] }),
  evalCase({ id: 'third-sum-vi-44', type: 'summarize', language: 'vi', input: summary(44), facts: [
    { label: 'hashtags are key terms of two syllables or more', check: (t) => tags(t).length >= 2 && tags(t).every((tag) => !/^#(?:lớp|buổi|bạn|cô|mình|con|năm|ngày)$/iu.test(tag)) },
    { label: 'mentions grades or the Tết break', check: /học sinh giỏi|Tết/iu },
  ] }),
  evalCase({ id: 'third-sum-ko-45', type: 'summarize', language: 'ko', input: summary(45), facts: [
    { label: 'explained in 해요체 (most sentences end in -요)', check: (t) => { const list = sentencesOf(t).filter((s) => /[가-힣]/u.test(s)); return list.filter((s) => /요[.!?]?\s*\S{0,3}$/u.test(s)).length >= list.length * 0.6; } },
    { label: 'no formal news ending (밝혔다/계획이다/예정이다)', check: not(/밝혔다|계획이다|예정이다|조사됐다/u) },
    { label: 'keeps the return boxes or the points', check: /반납|포인트/u },
  ] }),
  evalCase({ id: 'third-sum-ko-46', type: 'summarize', language: 'ko', input: summary(46), facts: [
    { label: 'does not split the best-moment sentence into garble', check: not(/끓여 먹었다/u) },
    { label: 'a meme, not the diary', check: (t) => t.length < (summary(46).input.length * 0.75) },
  ] }),
  evalCase({ id: 'third-sum-zh-47', type: 'summarize', language: 'zh', input: summary(47), facts: [
    { label: 'no bare keyword dump of single words', check: not(/关键术语：服务、/u) },
    { label: 'keeps the teachers\' concern', check: /老师担心|不少老师|教师/u },
    { label: 'keeps the fee cap or the pilot', check: /三百元|十所学校|试点/u },
  ] }),
  evalCase({ id: 'third-sum-zh-48', type: 'summarize', language: 'zh', input: summary(48), facts: [
    { label: 'no quoted small talk as a hook', check: not(/在吗和你吃饭了吗/u) },
    { label: 'keeps the mum/dad reaction', check: /我妈|我爸|爸妈/u },
  ] }),
];

/** The helper's own twelve fresh requests (three per language), written after the fixes, with the facts a reader expects. */
const own = fresh as unknown as RawRequest[];
const ownInput = (index: number): Record<string, string> => own[index]?.input ?? {};
const ownCases: EvalCase[] = [
  evalCase({ id: 'own-adv-en-1', type: 'adventure-continue', language: 'en', input: ownInput(0) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'hiding has an outcome', check: (t) => /someone|footsteps|breath|dark/iu.test(afterRetell(t)) }, { label: 'no hiding option again', check: (t) => !/Hide under the bridge/u.test(choicesOf(t)) }] }),
  evalCase({ id: 'own-adv-en-2', type: 'adventure-continue', language: 'en', input: ownInput(1) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'the napkin says something', check: (t) => /“[^”]{8,}”/u.test(afterRetell(t)) }, { label: 'no letters bundle in a napkin', check: not(/bundle of letters/u) }] }),
  evalCase({ id: 'own-sum-en-3', type: 'summarize', language: 'en', input: ownInput(2) as unknown as ContentInputs['summarize'], facts: [{ label: 'keeps the complaint', check: /complained|too late/u }, { label: 'keeps the date', check: /June 3/u }] }),
  evalCase({ id: 'own-adv-vi-1', type: 'adventure-continue', language: 'vi', input: ownInput(3) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'says what is seen through the peephole', check: (t) => /thấy|bóng/u.test(afterRetell(t)) }] }),
  evalCase({ id: 'own-adv-vi-2', type: 'adventure-continue', language: 'vi', input: ownInput(4) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'the search finds something', check: (t) => /tìm thấy|tấm ảnh|chìa khóa|mảnh giấy/u.test(afterRetell(t)) }, { label: 'no searching the shelf again', check: (t) => !/Lục dưới kệ sách số 7/u.test(choicesOf(t)) }] }),
  evalCase({ id: 'own-sum-vi-3', type: 'summarize', language: 'vi', input: ownInput(5) as unknown as ContentInputs['summarize'], facts: [{ label: 'keeps the new start time', check: /7 giờ 30/u }, { label: 'no sentence cut after an opener ("Để hỗ trợ.")', check: not(/Để hỗ trợ\./u) }] }),
  evalCase({ id: 'own-adv-ko-1', type: 'adventure-continue', language: 'ko', input: ownInput(6) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'the radio gets an answer or silence told concretely', check: (t) => /답|목소리|잡음|노크/u.test(afterRetell(t)) }] }),
  evalCase({ id: 'own-adv-ko-2', type: 'adventure-continue', language: 'ko', input: ownInput(7) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'something is overheard', check: (t) => /[“"][^”"]{2,}[”"]/u.test(afterRetell(t)) }] }),
  evalCase({ id: 'own-sum-ko-3', type: 'summarize', language: 'ko', input: ownInput(8) as unknown as ContentInputs['summarize'], facts: [{ label: 'keeps the 10 p.m. opening', check: /10시/u }, { label: 'no hashtag of a time word or number', check: (t) => !/#(?:주변|지금|\d)/u.test(t) }] }),
  evalCase({ id: 'own-adv-zh-1', type: 'adventure-continue', language: 'zh', input: ownInput(9) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'something is overheard', check: (t) => /“[^”]{2,}”/u.test(afterRetell(t)) }] }),
  evalCase({ id: 'own-adv-zh-2', type: 'adventure-continue', language: 'zh', input: ownInput(10) as unknown as ContentInputs['adventure-continue'], facts: [{ label: 'the crawl has an outcome', check: (t) => /停下|出路|光|缝/u.test(afterRetell(t)) }, { label: 'no vent option again', check: (t) => !/通风管道/u.test(choicesOf(t)) }] }),
  evalCase({ id: 'own-sum-zh-3', type: 'summarize', language: 'zh', input: ownInput(11) as unknown as ContentInputs['summarize'], facts: [{ label: 'keeps the parents\' worry', check: /担心/u }, { label: 'keeps the four-day week', check: /四天/u }] }),
];

export const cases: EvalCase[] = [...adventureCases, ...summaryCases, ...ownCases];
