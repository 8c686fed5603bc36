/**
 * The proper names of a lyrics theme (issue 13, round 8): the place or holiday that makes the premise concrete ("before my
 * best friend moves to Canada", "mưa Sài Gòn", "về Huế") is named in the song, even when families write the rest. Only
 * languages that capitalise names (English, Vietnamese) are read; the sentence's first word is never taken as a name.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Capitalised words that are no place or holiday a line can drift to (pronouns, weekdays, months, greetings). */
const notNames = /^(?:I|I'm|I've|I'll|Mom|Dad|Mum|Grandma|Grandpa|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|OK|Ok|Em|Anh|Chị|Mẹ|Bố|Ba|Má|Ông|Bà|Con|Tôi|Mình)$/u;

/** Vietnamese common nouns a name completes ("tàu Bắc Nam", "đội tuyển Việt Nam", "cầu Sài Gòn", "trường Lê Quý Đôn"). */
const compoundHead = /(?:^|\s)(?:tàu|đội tuyển|đội|tuyển|trận|giải|trường|công ty|quán|chợ|cầu|sân|bệnh viện|hãng|phố|đường)\s$/iu;

/** A run of capitalised words or acronyms (a name of one or more words, "Sài Gòn", "New York", "AFF Cup"). */
const nameRun = /(?<![\p{L}\p{M}'’])\p{Lu}(?:[\p{Ll}\p{M}'’]+|\p{Lu}+)(?:\s\p{Lu}(?:[\p{Ll}\p{M}'’]+|\p{Lu}+))*(?![\p{L}\p{M}])/gu;

/** The proper names of a theme, in order, without its first word and without pronouns, kin words, weekdays and months. */
export function themeNames(theme: string, language: ContentLanguage): string[] {
  if (language !== 'en' && language !== 'vi') return [];
  const names: string[] = [];
  for (const match of theme.matchAll(nameRun)) {
    // The first word of the sentence is capitalised by the sentence, not by a name ("Driving home…", "Chiều tan ca…").
    // "Grandma's", "Ohio's": a possessive is read without its 's.
    const words = (match.index === 0 ? match[0].split(' ').slice(1) : match[0].split(' ')).map((word) => word.replace(/['’]s$/u, '')).filter((word) => !notNames.test(word));
    const name = words.join(' ');
    // "tàu Bắc Nam", "đội tuyển Việt Nam", "cầu Sài Gòn": a name that completes a common noun is that noun's, not a place to drift to.
    if (language === 'vi' && compoundHead.test(theme.slice(0, match.index))) continue;
    if (name.length > 1 && !names.includes(name)) names.push(name);
  }
  return names;
}
