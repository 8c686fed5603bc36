/**
 * The errand (issue 13, round 14): written words that ask their finder to do something (a diary's last page: "if you
 * are reading this, please go and see the sea for me"; "请替我去看一次海"; "làm ơn tưới giùm tôi chậu hoa"; "대신 바다 좀
 * 보고 와 주세요") are a task the story owes: the narrator reads the ask, does exactly what it asks, and answers it where
 * the words were found. Never a lost thing returned to its owner, nor an instruction obeyed by leaving the thing alone.
 * Read from the request's grammar (please / làm ơn, xin hãy, nhờ / -아 주세요, 부탁 / 请, 替我, 帮我) inside written words
 * (after said / written / 写着 / viết / 적혀, a colon or quote marks), never from a topic list. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { drawStoryLine } from './story-event-plot.ts';
import { errandLines, type ErrandBeat } from './data/story/story-errand14-lines.ts';

/** What the errand plot carries: the written ask, whole, as the visitor wrote it. */
export interface Errand {
  ask: string;
}

/** Where written words begin: a writing verb or a colon, or a quote mark. */
const written: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:\b(?:said|says|read|reads|written|wrote|scrawled|note|page|card|letter)\b[^:“"]{0,20}[:“"]|[“"])\s*/iu,
  vi: /(?:(?:viết|ghi|dòng chữ|mảnh giấy|tờ giấy|lá thư|trang cuối)[^:“"]{0,20}[:“"]|[“"])\s*/iu,
  ko: /(?:(?:적혀|쓰여|써 있|메모|쪽지|편지)[^:‘“'"]{0,10}[:‘“'"]|[‘“'"])\s*/u,
  zh: /(?:(?:写着|写道|写了|留言|纸条|最后一页)[^：:“"「]{0,6}[：:“"「]|[“"「])\s*/u,
};

/** The request's grammar, in the written words. */
const request: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bplease\b|\b(?:could|would|can) you\b|\bdo me a favou?r\b/iu,
  vi: /làm ơn|xin hãy|(?:^|\s)(?:nhờ|giùm|giúp|hộ)\s(?:tôi|mình|em|với)?|(?:^|\s)hãy\s/iu,
  ko: /(?:아|어|여|해) ?주세요|주시겠어요|주십시오|부탁(?:해요|합니다|드려요|해)|대신/u,
  zh: /请(?:你)?|替我|帮我|代我|拜托/u,
};

/** Words that forbid rather than ask (do not open, đừng mở, 열지 마세요, 请不要敲门): an instruction, rank 8's or a mystery's. */
const leaveAlone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:do not|don'?t|never)\s+\w+/iu,
  vi: /(?:đừng|không được)\s/iu,
  ko: /지 ?(?:마|말)/u,
  zh: /(?:别|不要|不许|勿)/u,
};

/** The written ask of an opening, or null when its words ask nothing of the finder. */
export function findErrand(opening: string, language: ContentLanguage): Errand | null {
  const words = writtenWords(opening, language);
  if (words === null || !request[language].test(words) || leaveAlone[language].test(words)) return null;
  return { ask: words };
}

/**
 * The written words of an opening (after said / written / 写着 / a colon or a quote mark), without their quote marks
 * and without what follows a closing quote ("이 사람을 … 주세요"라고 적혀 있었다 → 이 사람을 … 주세요), or null when
 * there are none of a readable length (4–120 characters).
 */
export function writtenWords(opening: string, language: ContentLanguage): string | null {
  const marker = written[language].exec(opening);
  if (marker === null) return null;
  const rest = opening.slice(marker.index + marker[0].length).replace(/^["“‘'「]+/u, '');
  const closing = rest.search(/["”’'」]/u);
  const words = (closing > 0 ? rest.slice(0, closing) : rest).replace(/[。.!！]+\s*$/u, '').trim();
  return words.length < 4 || words.length > 120 ? null : words;
}

/** Writes the errand plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeErrand(errand: Errand, language: ContentLanguage, random: () => number): string[][] {
  const pool = errandLines[language];
  const slots = { ask: errand.ask };
  const draw = (beat: ErrandBeat): string => drawStoryLine(pool[beat], slots, language, random);
  return [[draw('react')], [draw('act'), draw('find')], [draw('end')]];
}
