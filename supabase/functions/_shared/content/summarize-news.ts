/**
 * A news lead rewritten to lead with who did what (issue 13, round 9b): a long lead that opens on a scene or a span of
 * time ("After 41 years behind the counter of …, Rosa Delgado, 72, served her last plate …") puts its subject first and
 * the opening phrase after ("Rosa Delgado, 72, served her last plate … , after 41 years …"); a long Vietnamese lead
 * with no clause break gives its purpose a sentence of its own ("… từ năm 2030. Mục tiêu là giảm ô nhiễm …"). The
 * headline and the body are made from the rewritten lead. Pure string work.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Words in a sentence (Latin script). */
const wordCount = (text: string): number => text.trim().split(/\s+/u).length;

/** An English opening phrase of time or circumstance, then a main clause that starts with a name ("Rosa Delgado, 72, served…", "the Westfield school board voted…"). */
const englishOpening = /^((?:After|Following|Despite|Amid|Nearly|Almost|More than)\s(?:[^,]|,(?=\d)){3,160}),\s+((?:(?:the|a|an)\s)?(?:\p{Lu}[\p{L}’'.-]*\s){1,4}?(?:[\p{L}’'.-]+)(?:,\s\d{1,3},)?\s\p{Ll}.+?)([.!?]?)$/u;

/** A Vietnamese opening phrase of time or circumstance ("Sau gần 20 năm bán bánh mì trên vỉa hè, bà Hoa…"). */
const vietnameseOpening = /^((?:Sau|Suốt|Dù|Mặc dù|Trải qua|Chỉ sau)\s(?:[^,]|,(?=\d)){3,140}),\s+((?:bà|ông|anh|chị|cô|thầy|em|nhóm|đội|công ty|trường|\p{Lu})[^,]*?\s(?:vừa|đã|đang|sẽ|chính thức|được)\s.+?)([.!?]?)$/u;

/** A Vietnamese purpose clause ("nhằm …", "để …") at the end of a long lead. */
const vietnamesePurpose = /^(.{60,}?)\s+(?:nhằm|với mục tiêu)\s+(.{8,}?)([.!?]?)$/u;

/** The lead sentence of a news text told subject first and without its longest side clause (unchanged when short). */
export function newsLead(sentence: string, language: ContentLanguage): string {
  const text = sentence.trim();
  if (language === 'en' && wordCount(text) >= 22) {
    const match = englishOpening.exec(text);
    if (match !== null) {
      const [, opening = '', main = '', stop = ''] = match;
      return `${main.charAt(0).toUpperCase()}${main.slice(1)}, ${opening.charAt(0).toLowerCase()}${opening.slice(1)}${stop === '' ? '.' : stop}`;
    }
  }
  if (language === 'vi' && wordCount(text) >= 25) {
    const match = vietnameseOpening.exec(text);
    if (match !== null) {
      const [, opening = '', main = '', stop = ''] = match;
      return `${main.charAt(0).toUpperCase()}${main.slice(1)}, ${opening.charAt(0).toLowerCase()}${opening.slice(1)}${stop === '' ? '.' : stop}`;
    }
  }
  if (language === 'vi' && wordCount(text) >= 35) {
    const match = vietnamesePurpose.exec(text);
    if (match !== null) {
      const [, main = '', purpose = '', stop = ''] = match;
      return `${main}${stop === '' ? '.' : stop} Mục tiêu là ${purpose}${stop === '' ? '.' : stop}`;
    }
  }
  return text;
}
