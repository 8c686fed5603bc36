/**
 * What else a story opening names besides its hero: the words it quotes (a tag, a warning, a note, an announcement),
 * carried through the middle and the ending, and an unnamed person it brings in (an old man, 할머니, 妈妈), who then
 * plays the companion instead of a stock character. Read by pattern per language.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Quoted spans of a text: '…' (not an apostrophe inside a word; Korean particles may follow: '…'라고), "…", “…”, ‘…’, 「…」, 『…』. */
const quoted = /(?<![\p{L}\p{N}])'([^'\n]+)'(?![A-Za-z\p{N}])|"([^"\n]+)"|“([^”\n]+)”|(?<![\p{L}\p{N}])‘([^’\n]+)’(?![\p{L}\p{N}])|「([^」]+)」|『([^』]+)』/gu;

/** Longest quote a line can hold: words (en, vi) or characters (ko, zh). */
const quoteLimit: Readonly<Record<ContentLanguage, number>> = { en: 9, vi: 10, ko: 22, zh: 14 };

const quoteSize = (text: string, language: ContentLanguage): number =>
  language === 'en' || language === 'vi' ? text.split(/\s+/u).filter(Boolean).length : [...text.replace(/\s/gu, '')].length;

/**
 * Words the opening quotes (findOpeningQuote), else the last single-quoted span the cast reader leaves ('keep going,
 * kiddo', …texted me: 'can you come down', 扉页上写着‘慢慢来’), without closing punctuation; null when none.
 */
export function quotedWords(opening: string, language: ContentLanguage): string | null {
  const found = findOpeningQuote(opening, language);
  if (found !== null) return found;
  const spans = [...opening.matchAll(/(?:^|[\s:：,，]|(?<=[\u4e00-\u9fff])(?=[‘“「『]))['‘"“「『]([^'’"”」』]{2,120})(?:['’"”」』]|$)/gu)];
  const last = spans.at(-1)?.[1]?.trim().replace(/[\s.。!！?？,，;；:：…]+$/u, '');
  return last === undefined || last === '' ? null : last;
}

/**
 * The words the opening quotes, without their closing punctuation, ready to sit inside a line's own quote marks; a
 * long quote keeps its last clause ("…然后千万别回头" → "千万别回头"). Null when nothing is quoted or it is one letter.
 */
export function findOpeningQuote(opening: string, language: ContentLanguage): string | null {
  let best: string | null = null;
  for (const m of opening.matchAll(quoted)) {
    const text = (m.slice(1).find((group) => group !== undefined) ?? '').trim();
    if ([...text].length < 2) continue;
    if (best === null || [...text].length > [...best].length) best = text;
  }
  if (best === null) return null;
  let quote = best.replace(/[\s.。!！?？,，;；:：…]+$/u, '');
  if (quoteSize(quote, language) > quoteLimit[language]) {
    const clauses = quote.split(/[,，;；。.!！?？]\s*/u).map((clause) => clause.trim()).filter(Boolean);
    quote = (clauses.at(-1) ?? quote).replace(/^(?:然后|而且|并且|and then|and|then|rồi|và|그리고)\s*/iu, '');
    if (quoteSize(quote, language) > quoteLimit[language]) return null;
  }
  return [...quote].length >= 2 ? quote : null;
}

/** Unnamed people an opening may bring in, longest first, per language. */
const castWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:an?|the)\s+((?:old|strange|little|young|tall)\s+(?:man|woman|lady|girl|boy)|stranger|old-timer)\b/iu,
  vi: /(?:^|[\s,])((?:một\s+)?(?:ông cụ|bà cụ|cụ già|ông lão|bà lão|người lạ|cô bé|cậu bé|anh shipper|chú bảo vệ|bà nội|bà ngoại|ông nội|ông ngoại))(?=[\s,.]|$)/iu,
  ko: /(할머니|할아버지|아저씨|아주머니|아줌마|노인|낯선 사람|낯선 남자|낯선 여자|소녀|소년|엄마|아빠|어머니|아버지)/u,
  zh: /(老爷爷|老奶奶|老人|老头|陌生人|陌生男人|陌生女人|小女孩|小男孩|妈妈|爸爸|外婆|奶奶|爷爷|外公)/u,
};

/** Words that say someone has died. */
const passedAway = /passed away|\bdied\b|funeral|\blate\s+(?:grand|mother|father|mom|dad|uncle|aunt)|qua đời|mất rồi|đã mất|ra đi|돌아가신|돌아가셨|세상을 떠|장례|走后|去世|过世|离世|葬礼|不在了/iu;

/** A person the opening brings in without a name, as a later sentence names them ("the old man", "ông cụ", "할머니"). */
export function findOpeningCast(opening: string, language: ContentLanguage): string | null {
  const m = castWords[language].exec(opening);
  if (!m) return null;
  // "奶奶走后第七天", "after Grandpa passed away": someone who has died is remembered, not brought on as a companion.
  if (passedAway.test(opening)) return null;
  const found = (m[1] as string).replace(/^một\s+/iu, '');
  return language === 'en' ? `the ${found.toLowerCase()}` : found;
}

/** Family members an opening names, with an English possessive ("her late uncle", "my grandma"), per language. */
const kinWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:my|his|her|their|our)\s+(?:late\s+)?(?:grand(?:ma|pa|mother|father)|mom|mum|mother|dad|father|uncle|aunt|sister|brother))\b/iu,
  vi: /(?:^|[\s,])(bà ngoại|bà nội|ông ngoại|ông nội|mẹ|bố)(?=[\s,.]|$)/iu,
  ko: /(외할머니|외할아버지|할머니|할아버지|엄마|아빠|어머니|아버지|삼촌|이모|고모)/u,
  zh: /(外婆|奶奶|外公|爷爷|姥姥|姥爷|妈妈|爸爸)/u,
};

/**
 * A family member the opening names ("外婆去世后…", "her late uncle's storage unit"), to be remembered in the middle
 * and the ending even when the story turns on something else; null when none is named.
 */
export function findOpeningKin(opening: string, language: ContentLanguage): string | null {
  const m = kinWords[language].exec(opening);
  return m ? (m[1] as string) : null;
}

/** Words after a relative that make the relative only the owner of something ("my grandmother's", 奶奶的, 할머니의). */
const ownerAfter: Readonly<Record<ContentLanguage, RegExp>> = { en: /^['’]s?\b/u, vi: /^$/u, ko: /^의/u, zh: /^的/u };
/** Korean: a relative on stage carries a subject, topic or companion particle (엄마가, 할머니께서, 아빠는). */
const koreanActor = /^(?:가|이|는|은|께서|도|와|과|랑|하고)(?:\s|$)/u;
/** A relative who has died or is remembered only. */
const goneWords = /passed away|\bleft behind\b|할머니가 남긴|할아버지가 남긴|[가-힣]+가 남기신|남겨 주신|留下的|để lại cho|\bdied\b|\bdead\b|funeral|\blate\b|\bused to\b|qua đời|đã mất|mất đã|mất được|mất rồi|ngày xưa|돌아가신|돌아가셨|세상을 떠|생전|장례|走后|去世|过世|离世|葬礼|不在了|生前/iu;

/**
 * Whether a relative the opening names is on stage in it (mum just back from the market, 엄마가 문을 열었다) rather
 * than gone or only the owner of something ("my grandmother's old sewing machine", 奶奶的磁带, "máy may của bà"): a
 * relative on stage is never spoken of as if absent ("she would have liked the ending").
 */
export function isKinOnStage(opening: string, kin: string, language: ContentLanguage): boolean {
  if (goneWords.test(opening)) return false;
  const bare = kin.replace(/^(?:my|our|his|her|their)\s+/iu, '').replace(/\s+tôi$/u, '');
  const at = opening.toLowerCase().indexOf(bare.toLowerCase());
  if (at < 0) return false;
  const after = opening.slice(at + bare.length).replace(/^\s*tôi\b/u, '');
  if (language === 'vi') return !/(?:của|cho)\s*$/iu.test(opening.slice(0, at));
  if (language === 'ko') return koreanActor.test(after);
  return !ownerAfter[language].test(after);
}
