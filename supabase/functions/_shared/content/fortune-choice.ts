/**
 * Either/or questions to the fortune teller ("Berlin or Austin?", "이직할까 버틸까", "nhắn trước hay đợi", "去北京还是上海"):
 * finds the two options as the visitor wrote them, so the reading can pick one by name instead of answering "yes".
 * "…or not", "갈까 말까", "hay không" and "…还是不…" are yes/no questions, not a choice between two things.
 */
import { clip } from './text-tools.ts';

/** The two options of an either/or question, as written (trimmed, at most 40 characters each). */
export type EitherOr = readonly [string, string];

const maxOptionLength = 56;

/** The last sentence of a question that holds a choice (visitors often explain first, then ask). */
function lastSentenceWith(question: string, marker: RegExp): string | null {
  const sentences = question.split(/(?<=[.!?。！？\n])\s*/u).filter((sentence) => marker.test(sentence));
  return sentences.at(-1) ?? null;
}

/** The clause that holds the first option: what follows the last comma before the "or" ("It burned, should I…"). */
const lastClause = (text: string): string => text.split(/[,，、;；]\s*/u).filter((part) => part.trim() !== '').at(-1) ?? text;

/** The clause that holds the second option: what comes before the next comma ("Phú Quốc, em sợ lạnh…"). */
const firstClause = (text: string): string => text.split(/[,，;；]/u)[0] ?? text;

const tidy = (option: string): string =>
  clip(option.replace(/^[\s,，、:："“”'‘’「」]+|[\s,，、.。!！?？~…"“”'‘’「」]+$/gu, '').replace(/\s+/g, ' '), maxOptionLength);

const englishLead =
  /^(?:(?:so|ok|okay|well|hmm+|honestly|help|please)[,!]?\s+)*(?:(?:should|shall|do|does|would|will|can|could|must|is|are|am)\s+(?:i|we|it|he|she|they|you)\s+|is it better to\s+|(?:would it be )?better to\s+|what(?:'s| is) better[:,]?\s+|which is better[:,]?\s+|i can't decide (?:between|whether to)\s+)/iu;

function englishOptions(question: string): EitherOr | null {
  // Round 11: "I'm torn between grad school and just getting a job": a weighed choice named with "between A and B".
  const between = /\b(?:torn|stuck|deciding|choosing|undecided|can't decide|cannot decide|split)\s+between\s+(.+?)\s+and\s+(.+?)(?:[.?!,;]|$)/iu.exec(question);
  if (between?.[1] && between[2]) return [tidy(between[1]), tidy(between[2].replace(/^(?:just|simply)\s+/iu, ''))];
  const sentence = lastSentenceWith(question, /\bor\b/iu);
  if (sentence === null) return null;
  const match = /^(.*?\S)\s*,?\s+or\s+(.+)$/iu.exec(sentence.trim());
  if (!match) return null;
  const second = firstClause(match[2] ?? '').replace(/[?.!]+$/u, '').trim();
  if (/^(?:not|no|nah|nope|what|something|anything|whatever)\b/iu.test(second)) return null;
  let first = lastClause(match[1] ?? '').trim().replace(englishLead, '').trim();
  first = first.replace(/^(?:either|between)\s+/iu, '');
  const secondClean = second.replace(/^(?:should|do|will)\s+i\s+/iu, '');
  return first === '' || secondClean === '' ? null : [tidy(first), tidy(secondClean)];
}

/** Whether a sentence asks something: "hay" also means "often" and 还是 "still", so only a question offers a choice. */
const asksSomething = /[?？]\s*$|(?:nhỉ|ạ|đây|nào|chưa|呢|吗|哪)\s*[.!。！]?\s*$/u;

function vietnameseOptions(question: string): EitherOr | null {
  // "đang phân vân giữa bún chả với cơm tấm": a weighed choice named with "giữa A với / và B".
  const between = /(?:phân vân|đắn đo|lưỡng lự|chọn)\s+giữa\s+([^,.?!]+?)\s+(?:với|và)\s+([^,.?!]+)/iu.exec(question);
  const betweenSecond = between?.[2]?.replace(/\s+(?:nhỉ|đây|ạ|vậy|nữa|thì hơn|thì tốt hơn|tốt hơn)$/iu, '').trim();
  if (between?.[1] && betweenSecond) return [tidy(between[1].trim()), tidy(betweenSecond)];
  const sentence = lastSentenceWith(question, /\s(?:hay(?: là)?|hoặc(?: là)?)\s/iu);
  if (sentence === null) return null;
  // "Em phân vân đi Sa Pa hay Phú Quốc, … Đi đâu thì hợp ạ?": a weighed choice the message then asks about counts too.
  const weighed = /phân vân|đắn đo|lưỡng lự|chọn|nên|không biết|chưa biết|đang tính|đang định|đang nghĩ/iu.test(sentence) && asksSomething.test(question.trim());
  if (!asksSomething.test(sentence.trim()) && !weighed) return null;
  const match = /^(.*?\S)\s*,?\s+(?:hay(?: là)?|hoặc(?: là)?)\s+(.+)$/iu.exec(sentence.trim());
  if (!match) return null;
  // After a person or a time word, "hay" is "often" ("dạo này hay mơ thấy nước", "em hay cáu"), not "or".
  if (/(?:^|\s)(?:em|anh|chị|mình|tôi|tớ|tui|con|nó|bạn|dạo này|gần đây|hồi này|dạo gần đây|lúc nào cũng|cũng|rất|thường|vẫn)$/iu.test(match[1] ?? '')) return null;
  const second = firstClause(match[2] ?? '').replace(/\s*(?:nhỉ|đây|ạ|vậy|nữa|thì hơn|thì tốt hơn|tốt hơn)?\s*[?.!]*$/iu, '').trim();
  if (/^(?:không|thôi|chưa|sao)\b/iu.test(second) || second === '') return null;
  const first = lastClause(match[1] ?? '')
    .trim()
    .replace(/^(?:(?:mình|tôi|em|anh|chị|tớ|tui|con)\s+)?(?:có\s+)?nên\s+/iu, '')
    .replace(/^.*?(?:phân vân|đắn đo|lưỡng lự|không biết nên|chưa biết nên|chọn giữa)\s+(?:giữa\s+)?/iu, '')
    .replace(/^(?:giữa\s+)/iu, '')
    .trim();
  return first === '' ? null : [tidy(first), tidy(second)];
}

/** "대학원 갈지" → "대학원 가기", "취업할지" → "취업하기", "먹을지" → "먹기": a -(으)ㄹ지 clause as its -기 noun. */
function nounOfWhether(clause: string): string {
  const body = clause.replace(/지$/u, '');
  if (body.endsWith('을')) return `${body.slice(0, -1)}기`;
  const last = body.charCodeAt(body.length - 1) - 0xac00;
  if (last >= 0 && last < 11172 && last % 28 === 8) return `${body.slice(0, -1)}${String.fromCharCode(0xac00 + last - 8)}기`;
  return clause;
}

function koreanOptions(question: string): EitherOr | null {
  // A run of ㅠㅠ / ㅋㅋ ends a sentence as a full stop would ("또 실패했어요 ㅠㅠ 취소표 노려볼까요, 아니면…").
  const split = question.replace(/[ㅠㅜㅋㅎ]{2,}\s*/gu, '\n');
  const sentence = lastSentenceWith(split, /까|아니면|\bvs\b|또는/u) ?? split;
  const text = sentence.trim().replace(/[?？!.~…ㅠㅜ]+$/u, '').trim();
  // "A할까 B할까" — two clauses that each end in -까; "A할까 말까" asks yes or no.
  const twoQuestions = /^(.*?[가-힣]까)(?:요)?\s*[,\s]\s*(.+?까)(?:요)?$/u.exec(text);
  if (twoQuestions) {
    const [first, second] = [lastClause(twoQuestions[1] ?? '').trim(), (twoQuestions[2] ?? '').replace(/^(?:아니면|또는)\s*/u, '')];
    if (/^(?:말까|안\s*할까|그만둘까)$/u.test(second.trim())) return null;
    return [tidy(first), tidy(second)];
  }
  // Round 11: "대학원 갈지 취업할지 고민돼요": two clauses that each end in -지 before a verb of weighing.
  const twoWhethers = /(?:^|\s)((?:[가-힣A-Za-z0-9]+\s)?[가-힣]+[을ㄹ]?지)\s*,?\s*((?:[가-힣A-Za-z0-9]+\s)?[가-힣]+지)\s+(?:(?:너무|정말|진짜|계속|많이|좀)\s+)?(?:고민|모르겠|망설|결정)/u.exec(text);
  if (twoWhethers && !/^(?:말지|안\s*할지)$/u.test(twoWhethers[2] ?? '')) return [tidy(nounOfWhether(twoWhethers[1] ?? '')), tidy(nounOfWhether(twoWhethers[2] ?? ''))];
  // "참치 넣어요 돼지고기 넣어요?": two objects with the same verb said twice, a choice with no "or".
  const sameVerb = /(?:^|\s)([가-힣A-Za-z0-9]+)\s+([가-힣]+(?:요|까|어|아|니|냐))\s+([가-힣A-Za-z0-9]+)\s+\2$/u.exec(text);
  if (sameVerb && sameVerb[1] !== sameVerb[3]) return [tidy(sameVerb[1] ?? ''), tidy(sameVerb[3] ?? '')];
  // "짬뽕이랑 삼겹살 중에 뭐 먹을까": two nouns joined by 이랑/하고/와/과 before 중 (which of).
  const among = /([가-힣A-Za-z0-9]+?)(?:이랑|랑|하고|와|과)\s+([가-힣A-Za-z0-9]+?)\s*(?:중에서|중에|중)\s/u.exec(`${text} `);
  if (among) return [tidy(among[1] ?? ''), tidy(among[2] ?? '')];
  const alternative = /^(.*?\S)\s*(?:,\s*)?(?:아니면|또는|\bvs\b)\s*(.+)$/u.exec(text);
  if (alternative) {
    const second = (alternative[2] ?? '').replace(/(?:이\s*)?(?:나을까요?|좋을까요?|나아요|좋아요|맞을까요?)$/u, '').trim();
    if (/^(?:안|말)/u.test(second) || second === '') return null;
    return [tidy(lastClause(alternative[1] ?? '')), tidy(second)];
  }
  return null;
}

/** The message says it is torn between the options ("我很纠结", "拿不定主意", "不知道选哪个"). */
const weighedChoice = /纠结|犹豫|拿不定主意|不知道(?:该)?(?:选|怎么选)|选哪个|怎么选|两难/u;

function chineseOptions(question: string): EitherOr | null {
  const sentence = lastSentenceWith(question, /还是|或者/u);
  // Round 11: "考研还是直接工作，我真的很纠结。": a choice the message says it is torn over counts without a question mark;
  // the second option then ends at the comma before the weighing clause.
  const weighed = weighedChoice.test(question);
  if (sentence === null || (!asksSomething.test(sentence.trim()) && !weighed)) return null;
  const match = /^(.*?)(?:还是|或者)(.+)$/u.exec(sentence.trim());
  if (!match) return null;
  if (weighed) {
    const cut = /^([^，,]+)[，,](.*)$/u.exec(match[2] ?? '');
    if (cut && weighedChoice.test(cut[2] ?? '')) match[2] = cut[1] ?? '';
  }
  // 还是 before an adjective or a clause that goes on is "still" ("练了两个月还是很笨，你…"), not "or".
  if (/^(?:很|不|没|有点|那么|这么|一样|老样子|会|要)/u.test(match[2] ?? '') || /[，,]./u.test(match[2] ?? '')) return null;
  const second = (match[2] ?? '').replace(/(?:呢|好呢|好|比较好|更好|吧|啊)?[？?。!！]*$/u, '').trim();
  if (/^不/u.test(second) || second === '') return null;
  const subject = /^(?:我们|我|你|他|她|它|这|那)?(?:到底)?(?:应该|该|要|是|会)?/u;
  const first = lastClause(match[1] ?? '').replace(subject, '').trim();
  return first === '' ? null : [tidy(first), tidy(second)];
}

/** The two options of an either/or question in any of the four languages, or null when it asks no such choice. */
export function readEitherOr(question: string): EitherOr | null {
  const text = question.trim();
  if (/[가-힣]/u.test(text)) return koreanOptions(text);
  if (/[\u4e00-\u9fff]/u.test(text)) return chineseOptions(text);
  if (/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text)) return vietnameseOptions(text);
  return englishOptions(text) ?? vietnameseOptions(text);
}
