/**
 * The setting a shaped opening gives (issue 13, round 11): its place as the opening's own phrase, read from grammar
 * (a place after to / in / at, a proper name after đi / đến / ở, a noun before 에 with a verb of going, a place after
 * 去 / 到 with the errand after it), so the plot's middle can name it once more. Null when the grammar is unsure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isWholeSlotPhrase } from './story-first-slots.ts';

/** Words after a preposition that make no place (on my own, at first, in time, to me). */
const englishNotPlace = /^(?:my own|his own|her own|their own|our own|first|last|once|least|all|time|home|me|him|her|them|us|it|this|that|night|noon|midnight|dawn)$|^(?:the|my|our) (?:first|last|end|middle|same|very|whole|way|halfway|midway)\b|^(?:halfway|midway|partway)\b|^the (?:morning|evening|afternoon|night|weekend|time|moment)\b/iu;

/** The English place: (in|at|to) + a determiner and up to three words, or a capitalised name. */
function englishPlace(text: string): string | null {
  for (const m of text.matchAll(/\b(?:in|at|to|on)\s+((?:the|my|our|his|her)\s+(?:[a-z'’-]+\s+){0,2}?[a-z'’-]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s*(?:[,.!?;]|$|\s(?:alone|by|for|and|but|with|on|in|at|to|when|after|before|just|then|only)\b))/gu)) {
    const place = (m[1] as string).trim();
    if (englishNotPlace.test(place) || !isWholeSlotPhrase(place, 'en')) continue;
    if (/\b(?:first|last|own)\b/iu.test(place)) continue;
    return place;
  }
  return null;
}

/** The Vietnamese place: a proper name after a verb of going or a place preposition (đi Đà Lạt, ở Huế). */
function vietnamesePlace(text: string): string | null {
  const m = /(?:^|\s)(?:đi|đến|tới|ở|tại|về|ra|vào|lên|xuống|sang)\s+((?:\p{Lu}[\p{L}\p{M}]*)(?:\s+\p{Lu}[\p{L}\p{M}]*){0,2})(?=[\s,.!?]|$)/u.exec(text);
  // A position on the way (Giữa đường, Nửa đường) is no place, even capitalised at a sentence's start.
  return m === null || /^(?:Giữa|Nửa|Dọc|Trên|Giữa chừng)(?![\p{L}\p{M}])/u.test(m[1] as string) ? null : (m[1] as string);
}

/** The Korean place: a noun before 에 / 에서 with a verb of going right after (부산에 갔는데, 공항에 … 나갔지만). */
function koreanPlace(text: string): string | null {
  const m = /(?:^|\s)([가-힣]{2,})에(?:서)?\s+(?:[가-힣]+\s+){0,2}?(?:갔|가서|가게|왔|와서|나갔|나가|도착|떠났|다녀|놀러|여행)/u.exec(text);
  const place = m?.[1];
  // A time or a position on the way (밤중, 중간, 가는 길) is no place.
  if (place === undefined || /^(?:처음|혼자|생일|오늘|어제|내일|주말|아침|저녁|새벽|밤|그날|이번|마지막|밤중|한밤중|중간|중간쯤|도중|가는길|오는길|길|반쯤|낮|오후|오전|점심|한낮)$/u.test(place)) return null;
  return place;
}

/** The Chinese place: two to four characters after 去 / 到 / 在 with the errand or a clause edge right after (去北京出差). */
function chinesePlace(text: string): string | null {
  const m = /(?:去|到|来到|飞到)([\u4e00-\u9fff]{2,4}?)(?=出差|旅游|旅行|玩|开会|读书|上学|考试|面试|比赛|[，,。！!]|$)/u.exec(text);
  const place = m?.[1];
  // A position on the way (半路, 路上, 中途) is no place.
  if (place === undefined || /[了着过的我你他她它们]/u.test(place) || /^(?:半路|路上|中途|途中|一半|半道)/u.test(place)) return null;
  return place;
}

/** The place an opening in `language` names, as its own phrase, or null when the grammar is unsure of one. */
export function findOpeningPlace(opening: string, language: ContentLanguage): string | null {
  const text = opening.trim();
  if (language === 'en') return englishPlace(text);
  if (language === 'vi') return vietnamesePlace(text);
  if (language === 'ko') return koreanPlace(text);
  return chinesePlace(text);
}
