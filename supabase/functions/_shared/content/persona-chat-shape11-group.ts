/**
 * Round 11 (chat, "we" as the visitor's group): a move of the visitor's own group — "our office is moving to the tenth
 * floor", "công ty mình sắp chuyển sang văn phòng mới", "우리 팀 다음 달에 판교로 이전해요", "我们部门下个月要搬到新办公楼" —
 * is that group's change, answered with the group said back to the visitor (our → your, mình → bạn, 우리 → 그쪽 / 너네,
 * 我们 → 你们), never as the visitor's own house move (boxes for the first night, a new home). The persona is not in the
 * group: "we" is never answered as "we".
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { groupMoveLines } from './data/persona-chat/shape11-group-lines.ts';
import { inRegister, speaksPoliteKorean } from './persona-chat-shape-words.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';

/** A move of the visitor's group: the group said to the visitor, where it moves (or null) and when (or null). */
export interface GroupMove {
  group: string;
  to: string | null;
  time: string | null;
}

const times: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:next (?:week|month|year|monday|spring|summer|fall|autumn|winter)|this (?:week|month|weekend)|tomorrow|in (?:two|three|a few|\d+) (?:weeks|months))\b/iu,
  vi: /tuần sau|tháng sau|tháng tới|năm sau|ngày mai|tuần này|tháng này|cuối tháng/iu,
  ko: /다음 주|다음 달|내년|내일|이번 주|이번 달|월말/u,
  zh: /下周|下个月|明年|明天|这周|这个月|月底|马上/u,
};

/** English: "our office is moving (to …)". */
function readEnglish(text: string): Omit<GroupMove, 'time'> | null {
  const found = /\b(?:our|my)\s+((?:whole\s+)?(?:team|office|department|company|class|school|lab|shop|store|firm|startup|group|club))\s+(?:is|are|will be|'s|’s)\s+(?:moving|relocating)(?:\s+(?:to|into)\s+((?:a|the|our)\s+[^,.?!]{2,30}?|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?))?(?=\s*[,.?!]|\s+(?:next|this|in|on|and|but|so|soon)\b|$)/iu.exec(text);
  if (!found?.[1]) return null;
  const to = found[2]?.replace(/\bour\b/iu, 'your').trim() ?? null;
  return { group: `your ${found[1].toLowerCase()}`, to: to !== null && isNounPhrase(to, 'en') ? to : null };
}

/** Vietnamese: "công ty mình sắp chuyển sang văn phòng mới". */
function readVietnamese(text: string): Omit<GroupMove, 'time'> | null {
  const found = /(?<![\p{L}])(công ty|phòng|văn phòng|nhóm|team|lớp|trường|cửa hàng|bộ phận)\s+(?:mình|em|tôi|tớ|chúng tôi|tụi mình|chúng mình)\s+(?:[^,.?!]{0,20}?\s)?(?:chuyển|dời)(?:\s+(?:sang|tới|đến|về|qua|lên)\s+([^,.?!]{2,30}?))?(?=\s*[,.?!]|\s+(?:nên|mà|nhưng|thì|và|ạ|rồi)(?![\p{L}])|$)/iu.exec(text);
  if (!found?.[1]) return null;
  const to = found[2]?.trim() ?? null;
  return { group: `${found[1].toLowerCase()} bạn`, to: to !== null && to.split(/\s+/u).length <= 6 ? to : null };
}

/** Korean: "우리 팀 다음 달에 판교로 이전해요", "우리 회사 이사 가요". */
function readKorean(text: string, polite: boolean): Omit<GroupMove, 'time'> | null {
  const found = /우리\s?(회사|팀|부서|사무실|반|학교|가게|연구실|동아리)(?:가|이|도|는)?\s+(?:[^,.?!]{0,15}?\s)?(?:([가-힣A-Za-z0-9]{2,10}?)(?:으로|로)\s+)?(?:이사|이전)/u.exec(text);
  if (!found?.[1]) return null;
  const to = found[2] && !/^(?:다음|이번|내년|내일)/u.test(found[2]) ? found[2] : null;
  return { group: `${polite ? '그쪽' : '너네'} ${found[1]}`, to };
}

/** Chinese: "我们部门下个月要搬到新办公楼". */
function readChinese(text: string): Omit<GroupMove, 'time'> | null {
  const found = /(?:我们|咱们)(?:的)?(部门|公司|团队|班|学校|办公室|店|实验室|组|社团)[^，。？！,.?!]{0,8}?搬(?:到|去|进)([\u4e00-\u9fff]{2,8}?)(?=[，。？！,.?!]|了|$)|(?:我们|咱们)(?:的)?(部门|公司|团队|班|学校|办公室|店|实验室|组|社团)[^，。？！,.?!]{0,8}?搬家/u.exec(text);
  const group = found?.[1] ?? found?.[3];
  if (!group) return null;
  return { group: `你们${group}`, to: found?.[2] ?? null };
}

/** The move of the visitor's own group in a message, or null. */
export function readGroupMove(text: string, language: ContentLanguage, persona: PersonaKey): GroupMove | null {
  const read = language === 'en' ? readEnglish(text) : language === 'vi' ? readVietnamese(text) : language === 'ko' ? readKorean(text, speaksPoliteKorean(persona)) : readChinese(text);
  if (!read) return null;
  return { ...read, time: times[language].exec(text)?.[0] ?? null };
}

/** The group's move said back, what is normal about the first weeks, one step for the group, one question. */
export function writeGroupMoveLines(move: GroupMove, persona: PersonaKey, language: ContentLanguage, c: PhraseComposer): string[] {
  const lines = groupMoveLines[language];
  c.setAll({ group: move.group, to: move.to ?? '', time: move.time ?? '' });
  const first = move.to !== null ? (move.time !== null ? lines.movingToAt : lines.movingTo) : move.time !== null ? lines.movingAt : lines.moving;
  return [c.line(first), c.line(lines.normal), c.line(lines.step), c.line(lines.ask)].map((line) => inRegister(line, persona, language));
}
