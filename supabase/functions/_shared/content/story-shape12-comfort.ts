/**
 * A kindness inside a first time (issue 13, round 12): "민재는 처음으로 혼자 비행기를 탔는데, 옆자리 낯선 아저씨가 손을
 * 잡아 주었다", "第一次一个人坐飞机，旁边的阿姨一直握着我的手", "…, nhưng chú ngồi bên cạnh nắm lấy tay tôi", "…, and the
 * woman in the next seat held my hand". The turn's clause is someone doing something for the hero, read from benefactive
 * grammar (Korean -아/어 주다, Chinese 帮 / 替 / 给 + person or 握着…的手, Vietnamese giúp / hộ / nắm tay, English
 * helped / held … hand / for me, or a verb with two objects: poured me a cup), not from a list of kind deeds: it is comfort, never a disaster to recover from, and
 * the one who helped stays on stage. The one who does it must be a person by clause-roles.ts (whatever kind the
 * complication reader gave the clause: "poured me a cup of tea" is no rain).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { Complication } from './story-detail-clause.ts';
import type { DetailVoice } from './story-detail-lines.ts';
import { capitalizeLeading } from './text-tools.ts';
import { isPersonNoun, readClauseRoles } from './clause-roles.ts';

/** Benefactive grammar: something done for the hero, or a hand held. */
const forTheHero: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:helped|comforted|reassured|(?:held|took|squeezed) (?:my|her|his|their) hand|[a-z]+ (?:me|her|him|them) (?:a|an|some|his|her|their|the last)\b|for (?:me|her|him|them))\b/iu,
  vi: /(?:^|\s)(?:giúp|hộ|đỡ|an ủi|nắm (?:lấy |chặt )?tay|cầm tay|dỗ|cho (?:tôi|mình|em|con|nó))(?=[\s,.]|$)/iu,
  ko: /[가-힣]\s?(?:주었|줬|주셨|주시며|주시고|주더|주며|주고)|위로해|달래/u,
  zh: /(?:帮|替)(?:我|他|她|我们)|给(?:我|他|她)(?:递|倒|拿|让|指)|握(?:着|住)[^，。]{0,4}手|拉(?:着|住)[^，。]{0,4}手|安慰|陪着(?:我|他|她)/u,
};

/** The clause after the act's own clause when the complication reader found none: from a connective or a comma to the sentence's end. */
const afterTurn: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /,\s*(?:and|but|then|and then)\s+((?:the|a|an|my|our|some|this|that)\s[^.!?;]+)/iu,
  vi: /,\s*(?:nhưng|mà|rồi|thì)?\s*([^.!?;,]+)/iu,
  ko: /(?:는데|은데|지만)[,，]?\s+([^.!?]+)/u,
  zh: /[，,]([^，,。！？；]+)/u,
};

/** The kindness clause of a first time: the complication's own clause, or the clause after the turn; null when it is no kindness. */
export function findComfortClause(opening: string, c: Complication | null, language: ContentLanguage): string | null {
  const clause = c !== null ? c.clause : afterTurn[language].exec(opening.trim())?.[1]?.trim() ?? null;
  if (clause === null || !forTheHero[language].test(clause)) return null;
  // The one who does it is a person (an old man across the aisle, 뒷자리 할머니, 对面的大叔): "it cost me a fortune" is no kindness.
  const doer = readClauseRoles(clause, language).subject;
  return doer !== null && isPersonNoun(doer, language, clause) ? clause : null;
}

/** The middle lines of a first time whose turn is a kindness: told back whole, received, and the rest made easier. */
export function writeComfortMiddle(clause: string, language: ContentLanguage, voice: DetailVoice, firstPerson: boolean): string[] {
  const c = { clause };
  if (language === 'en') {
    const s = voice.s;
    return [`When ${c.clause}, ${s} let out a breath ${s} had not known ${s} was holding.`, `Not much was said after that, but the rest of it felt a great deal less frightening.`];
  }
  if (language === 'vi') {
    const s = voice.s;
    return [`Khi ${c.clause}, ${s} mới thở ra được một hơi mà nãy giờ cứ nín lại.`, `Sau đó chẳng ai nói thêm gì nhiều, nhưng phần còn lại bớt đáng sợ hẳn.`];
  }
  if (language === 'ko') {
    return [`${c.clause.replace(/다$/u, '')}을 때, ${firstPerson ? '나도' : `${voice.topic} 자기도`} 모르게 참고 있던 숨을 내쉬었다.`, '그 뒤로 별말은 오가지 않았지만, 남은 시간은 한결 덜 무서웠다.'];
  }
  return [`${c.clause}，那一刻${voice.s}才发现自己一直屏着气，慢慢松了下来。`, '之后谁也没多说什么，可剩下的路没那么可怕了。'].map((line, at) => (at === 0 ? capitalizeLeading(line) : line));
}
