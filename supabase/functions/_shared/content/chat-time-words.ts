/**
 * Time words of a chat message or a fortune question (rule C of issue 13): when the thing asked about happens —
 * today, tonight, tomorrow, this or next week, this or next month, the weekend, a named weekday — and the part of the
 * day it names (morning, lunch, afternoon, evening, night), so an answer can say "tomorrow" back and a lucky time can
 * fit the question (a lunch question gets a lunch time, a Thursday interview gets Thursday).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';

/** When something happens, relative to now. */
export type TimeKey = 'today' | 'tonight' | 'tomorrow' | 'this_week' | 'next_week' | 'this_month' | 'next_month' | 'weekend';
/** A part of the day. */
export type DayPart = 'morning' | 'lunch' | 'afternoon' | 'evening' | 'night';

/** The time words read from a text. */
export interface TimeReading {
  when: TimeKey | null;
  /** Monday = 0 … Sunday = 6, or null. */
  weekday: number | null;
  part: DayPart | null;
}

const timeLexicon: Readonly<Record<TimeKey, readonly string[]>> = {
  tonight: ['tonight', 'this evening', '오늘 밤', '오늘밤', '오늘 저녁', 'tối nay', 'đêm nay', '今晚', '今天晚上'],
  tomorrow: ['tomorrow', '내일', 'ngày mai', '明天', '明早', '明晚'],
  today: ['today', '오늘', 'hôm nay', '今天', '今日'],
  next_week: ['next week', '다음 주', '다음주', 'tuần sau', 'tuần tới', '下周', '下星期', '下个星期', '下礼拜'],
  this_week: ['this week', '이번 주', '이번주', 'tuần này', '这周', '这个星期', '本周', '这礼拜'],
  next_month: ['next month', '다음 달', '다음달', 'tháng sau', 'tháng tới', '下个月', '下月'],
  this_month: ['this month', '이번 달', '이번달', 'tháng này', '这个月', '本月'],
  weekend: ['weekend', 'next weekend', 'this weekend', '주말', 'cuối tuần', '周末'],
};
const weekdayLexicon: Readonly<Record<string, readonly string[]>> = {
  0: ['monday', '월요일', 'thứ hai', 'thứ 2', '周一', '星期一', '礼拜一'],
  1: ['tuesday', '화요일', 'thứ ba', 'thứ 3', '周二', '星期二', '礼拜二'],
  2: ['wednesday', '수요일', 'thứ tư', 'thứ 4', '周三', '星期三', '礼拜三'],
  3: ['thursday', '목요일', 'thứ năm', 'thứ 5', '周四', '星期四', '礼拜四'],
  4: ['friday', '금요일', 'thứ sáu', 'thứ 6', '周五', '星期五', '礼拜五'],
  5: ['saturday', '토요일', 'thứ bảy', 'thứ 7', '周六', '星期六', '礼拜六'],
  6: ['sunday', '일요일', 'chủ nhật', '周日', '星期天', '星期日', '礼拜天'],
};
const partLexicon: Readonly<Record<DayPart, readonly string[]>> = {
  lunch: ['lunch', 'lunchtime', 'noon', '점심', '점심시간', 'bữa trưa', 'ăn trưa', 'buổi trưa', 'trưa', '午饭', '午餐', '中午', '午休'],
  morning: ['morning', 'breakfast', '아침', '오전', 'buổi sáng', 'sáng', 'bữa sáng', '早上', '上午', '早饭', '早餐'],
  afternoon: ['afternoon', '오후', 'buổi chiều', 'chiều', '下午'],
  evening: ['evening', 'dinner', '저녁', 'buổi tối', 'bữa tối', 'tối', '晚上', '晚饭', '晚餐', '傍晚'],
  night: ['night', 'midnight', '밤', '새벽', 'đêm', '半夜', '深夜', '夜里'],
};

/** Reads when a text's event happens and the part of the day it names. */
export function readTimeWords(text: string | MatchDocument): TimeReading {
  const doc = typeof text === 'string' ? matchDocument(text) : text;
  const when = lexiconKeysInOrder(doc, timeLexicon)[0] ?? null;
  const day = lexiconKeysInOrder(doc, weekdayLexicon)[0];
  const parts = lexiconKeysInOrder(doc, partLexicon);
  const part = when === 'tonight' ? 'evening' : parts[0] ?? null;
  return { when, weekday: day === undefined ? null : Number(day), part };
}

const timeNames: Readonly<Record<TimeKey, Readonly<Record<ContentLanguage, string>>>> = {
  today: { en: 'today', ko: '오늘', vi: 'hôm nay', zh: '今天' },
  tonight: { en: 'tonight', ko: '오늘 밤', vi: 'tối nay', zh: '今晚' },
  tomorrow: { en: 'tomorrow', ko: '내일', vi: 'ngày mai', zh: '明天' },
  this_week: { en: 'this week', ko: '이번 주', vi: 'tuần này', zh: '这周' },
  next_week: { en: 'next week', ko: '다음 주', vi: 'tuần sau', zh: '下周' },
  this_month: { en: 'this month', ko: '이번 달', vi: 'tháng này', zh: '这个月' },
  next_month: { en: 'next month', ko: '다음 달', vi: 'tháng sau', zh: '下个月' },
  weekend: { en: 'this weekend', ko: '주말', vi: 'cuối tuần', zh: '周末' },
};
/** Weekday names, Monday first. */
export const weekdayNames: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ko: ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'],
  vi: ['thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy', 'Chủ nhật'],
  zh: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
};

/** The time phrase to say back ("on Thursday", "tomorrow", "목요일", "下周"), or null when the text named none. */
export function timePhrase(reading: TimeReading, language: ContentLanguage): string | null {
  if (reading.weekday !== null) {
    const day = weekdayNames[language][reading.weekday] ?? '';
    return language === 'en' ? `on ${day}` : day;
  }
  return reading.when === null ? null : timeNames[reading.when][language];
}

/** Whether the time named is close (today, tonight or tomorrow). */
export const isSoon = (reading: TimeReading): boolean => reading.when === 'today' || reading.when === 'tonight' || reading.when === 'tomorrow';
