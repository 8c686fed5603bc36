/**
 * The astrologer speaks to the sign the visitor gave (issue 13, round 13): "Em cung Bọ Cạp, tuần sau em phỏng vấn…"
 * was answered about the interview with no word of Scorpio. Whatever path wrote the reply, an astrologer's reply to a
 * message that names a sign names that sign and its element's trait once, after its first sentence, unless the reply
 * already names it.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { zodiacSigns } from './data/persona/chat-frames.ts';
import { elementTraits } from './data/persona/chat-topic-lines.ts';
import { hasAnyKeyword } from './keyword-match.ts';

/** The sign a message names (by the signs' own match words, on word boundaries), or null. */
function signNamed(message: string): (typeof zodiacSigns)[number] | null {
  // Two signs (mine and his) are the compatibility reader's: only a message that names one sign is the visitor's own.
  const named = zodiacSigns.filter((sign) => hasAnyKeyword(message, sign.match));
  return named.length === 1 ? (named[0] as (typeof zodiacSigns)[number]) : null;
}

/**
 * Round 15, second wave (chat16): the Korean reply's own speech level, read from its sentence endings. The astrologer's
 * pack speaks 하게체, but the later readers (rounds 14–15) answer in 해요체; the sign line between two polite lines in
 * 하게체 ("…별이로군. 이번 일도 … 읽어 보겠네.") changed the speaker mid-answer.
 */
function koPoliteReply(reply: string): boolean {
  const polite = (reply.match(/(?:요|니다|니까)[.?!]/gu) ?? []).length;
  const hage = (reply.match(/(?:네|게|군|일세|겐가|는가|나|지|세)[.?!]/gu) ?? []).length;
  return polite > hage;
}

/** The sign line, per language (Korean in the astrologer's 하게 register, or 해요체 inside a polite reply). */
function signLine(sign: (typeof zodiacSigns)[number], language: ContentLanguage, reply = ''): string {
  const name = sign.name[language];
  if (language === 'ko' && koPoliteReply(reply)) return `${name}시군요. ${elementTraits[sign.element].koPolite} 별이에요. 이번 일도 그 기운으로 읽어 볼게요.`;
  if (language === 'en') return `A ${name}, then: ${elementTraits[sign.element].en}, and that is how I read this.`;
  if (language === 'vi') return `Bạn là ${name} mà, ${elementTraits[sign.element].vi}, mình sẽ đọc chuyện này theo đúng điều đó.`;
  if (language === 'ko') return `${name} 태생이라니, ${elementTraits[sign.element].koHage} 별이로군. 이번 일도 그 기운으로 읽어 보겠네.`;
  return `你是${name}呀，${elementTraits[sign.element].zh}，我就照这一点来看这件事。`;
}

/** Adds the sign line to an astrologer's reply that leaves out the sign the message names; other replies are unchanged. */
export function withStarSign(reply: string, persona: PersonaKey, message: string, language: ContentLanguage): string {
  if (persona !== 'astrologer') return reply;
  const sign = signNamed(message);
  if (sign === null || zodiacSigns.some((one) => reply.includes(one.name[language]))) return reply;
  const end = /[。！？]|[.!?](?:\s|$)/u.exec(reply);
  const at = end === null ? reply.length : end.index + 1;
  const head = reply.slice(0, at).trimEnd();
  const tail = reply.slice(at).trimStart();
  const space = language === 'zh' ? '' : ' ';
  return `${head}${space}${signLine(sign, language, reply)}${tail === '' ? '' : space + tail}`;
}
