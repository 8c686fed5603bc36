/**
 * Precedence guards between the story shapes (issue 13, round 11), moved out of story-first-time.ts so that the one
 * precedence order of story.ts decides them: a first letter that ARRIVED ("처음으로 손편지가 왔다", "received my first
 * letter from…") is a thing received, not a first time the narrator did something; a last day that only dates a find
 * ("On the last day of camp, Theo found a key…") is told as the find.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findFirstTimeShape } from './story-first-time.ts';

/** A thing found or received on the day a last-time phrase only dates. */
const foundOnThatDay: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:found|discovered|received|came across|picked up|dug up)\b/iu,
  vi: /tìm thấy|phát hiện|nhặt được|nhận được|bắt gặp/iu,
  ko: /발견했|찾았|주웠|받았|발견한/u,
  zh: /发现了|找到了|捡到|收到|翻出/u,
};

/** Something that came to the narrator: a letter, a parcel, a message arrived or was received. */
const arrived: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:arrived|came in the mail|got a (?:letter|card|package|parcel|message|postcard)|received)\b/iu,
  vi: /nhận được|gửi tới|gửi đến|đến tay|gửi về/iu,
  ko: /(?:편지|소포|택배|엽서|문자|메시지|카드)[가-힣]*\s?(?:가|이)?\s?왔|도착했|받았/u,
  zh: /寄来|收到|送来|捎来|寄给我/u,
};

/**
 * Whether a first-time or last-time shape of the opening yields to a later rank: its first time is a thing that
 * arrived (the thing-received shape tells it), or its last day only dates a find (the found-thing shapes tell it).
 */
export function firstTimeYields(opening: string, language: ContentLanguage): boolean {
  const shape = findFirstTimeShape(opening, language);
  if (shape === null) return false;
  return shape.kind === 'first' ? arrived[language].test(opening) : foundOnThatDay[language].test(opening);
}
