/**
 * Round 9b (issue 13): the event of a theme's main clause, read when no stock family answers: its thing was lost, broke,
 * was stolen or was found. A verb in a background clause ("lost" in "while I lost track…", "搬家的时候") tells nothing;
 * a negated find ("못 찾", "can't find") is a loss.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { LyricsEventKind } from './data/lyrics/lyrics-event-lines.ts';
import { firstEvidence } from './lyrics-family-gate.ts';

/** Event verbs per language, the more specific class first (stolen before lost, a failed search before a find). */
export const eventVerbs: Record<ContentLanguage, ReadonlyArray<readonly [LyricsEventKind, RegExp]>> = {
  en: [
    ['stolen', /\b(?:stolen|stole|got taken|was taken|swiped|robbed)\b/iu],
    ['lost', /\b(?:lost|misplaced|can'?t find|couldn'?t find|went missing|gone missing|left (?:it|them) on)\b/iu],
    ['broken', /\b(?:broke|broken|snapped|cracked|shattered|smashed|stopped working|fell apart|tore|torn|ripped|died on me)\b/iu],
    ['found', /\b(?:found|came across|dug up|turned up|discovered)\b/iu],
  ],
  vi: [
    ['stolen', /bị (?:trộm|lấy cắp|ăn cắp|móc túi|cướp)|mất trộm|trộm mất/iu],
    ['lost', /làm mất|đánh mất|bị mất|(?<![\p{L}\p{M}])mất tiêu|thất lạc|không tìm thấy|chẳng tìm thấy|đánh rơi|làm rơi mất/iu],
    ['broken', /(?<![\p{L}\p{M}])(?:gãy|vỡ|bể|đứt|nứt|rách|hỏng|hư)(?![\p{L}\p{M}])/iu],
    ['found', /tìm thấy|tìm lại được|lục ra|lục được|tình cờ thấy|bắt gặp/iu],
  ],
  ko: [
    ['stolen', /도둑맞|훔쳐 ?갔|털렸|소매치기/u],
    ['lost', /잃어버|잃었|분실|없어졌|사라졌|못 찾|안 보여/u],
    ['broken', /끊어졌|끊어져|부러졌|부러져|깨졌|깨져|고장|망가졌|망가져|찢어졌|금이 갔|박살/u],
    ['found', /찾았|발견했|발견|찾아냈/u],
  ],
  zh: [
    ['stolen', /被偷|被盗|偷走|被人拿走/u],
    ['lost', /弄丢|丢了|丢失|找不到|不见了|遗失/u],
    ['broken', /摔坏|弄坏|坏了|摔碎|碎了|断了|裂了|弄断|撕破|破了|摔裂/u],
    ['found', /找到|翻到|翻出|发现了|捡到/u],
  ],
};

/** What ends a clause: "our car broke down … and we had the best picnic" tells no breakage of the picnic. */
const clauseEnd: Record<ContentLanguage, RegExp> = {
  en: /[,.;!?]|\s(?:and|but|so|then)\s/giu,
  vi: /[,.;!?]|\s(?:và|nhưng|nên|thế mà)\s/giu,
  ko: /[,.;!?]|\s그리고\s|\s그런데\s/gu,
  zh: /[，。,.;；！？!?]/gu,
};

/** The clause of the theme around a position. */
function clauseAt(theme: string, at: number, language: ContentLanguage): string {
  let start = 0;
  let end = theme.length;
  const ends = clauseEnd[language];
  ends.lastIndex = 0;
  for (let found = ends.exec(theme); found !== null; found = ends.exec(theme)) {
    if (found.index + found[0].length <= at) start = found.index + found[0].length;
    else if (found.index >= at) {
      end = found.index;
      break;
    }
  }
  return theme.slice(start, end);
}

/** The event the theme's main clause tells about its thing (the key must stand in the event's clause), or null. */
export function readLyricsEvent(theme: string, language: ContentLanguage, key: string): LyricsEventKind | null {
  for (const [kind, verbs] of eventVerbs[language]) {
    const found = firstEvidence(verbs, theme, language);
    if (found !== null && key !== '' && clauseAt(theme, found.index, language).toLowerCase().includes(key.toLowerCase())) return kind;
  }
  return null;
}

/** Words of a small mishap in a main clause (blisters from new shoes, a ruined cake): no warm "thanks to it" lines. */
const mishapWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:blisters?|ruined|doesn'?t fit|didn'?t fit|too (?:small|tight|big)|burnt|burned|spilled|hurts?)\b(?!\s+out)/iu,
  vi: /phồng rộp|không vừa|chật quá|hỏng bét|cháy khét|bị đau|(?<![\p{L}\p{M}])đau(?![\p{L}\p{M}])/iu,
  ko: /물집|안 맞|망했|망함|아파|아팠|다쳤|태웠|쏟았/u,
  zh: /起泡|磨脚|不合脚|搞砸|烤糊|烧糊|洒了|好疼|很疼|受伤/u,
};

/** Whether the theme's main clause tells a loss, a breakage, a theft or a small mishap (a plain "general" song then aches, never cheers). */
export function isMishap(theme: string, language: ContentLanguage): boolean {
  if (firstEvidence(mishapWords[language], theme, language) !== null) return true;
  return eventVerbs[language].some(([kind, verbs]) => kind !== 'found' && firstEvidence(verbs, theme, language) !== null);
}

/** A time or occasion that only modifies the thing an event happens to ("小时候的日记本", "my wedding photos", "cuốn nhật ký hồi nhỏ"). */
const eventModifiers: Record<ContentLanguage, RegExp> = {
  en: /\b(?:childhood|college|high school|school|wedding|graduation|birthday|christmas)(?=\s+[a-z]+)/giu,
  vi: /(?<=[\p{L}\p{M}]\s)(?:hồi (?:nhỏ|bé|đó|xưa)|thời (?:thơ ấu|sinh viên|đi học)|tuổi thơ|ngày cưới|lễ cưới|tốt nghiệp)(?![\p{L}\p{M}])/giu,
  ko: /(?:어릴 ?적|어린 시절|학창 시절|대학 시절|결혼식|졸업식|생일)(?:의|에 쓰던|에 받은)?(?=\s\S)/gu,
  zh: /(?:小时候|童年|儿时|那年|当年|上学时|大学时|高中时|初中时|小学时|婚礼|毕业|生日)的(?=\p{Script=Han})/gu,
};

/** Whether a family's term at [start, end) only modifies the thing the theme's event happens to (a lost childhood diary is no childhood song). */
export function isModifierOfEvent(theme: string, start: number, end: number, language: ContentLanguage): boolean {
  const modifiers = eventModifiers[language];
  modifiers.lastIndex = 0;
  let inside = false;
  for (let found = modifiers.exec(theme); found !== null; found = modifiers.exec(theme)) {
    if (found.index <= start && end <= found.index + found[0].length) inside = true;
  }
  return inside && eventVerbs[language].some(([, verbs]) => firstEvidence(verbs, theme, language) !== null);
}
