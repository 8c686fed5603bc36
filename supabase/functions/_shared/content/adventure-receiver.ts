/**
 * The receiver of a give or a care verb, read whole with any modifier before or after its head (issue 13, round 13,
 * adv5): "the kid hiding under the counter", "the woman limping behind the bus", "那个嘴唇干裂的小和尚", "站在校门口淋雨的
 * 转学生", "비 맞고 떨고 있는 서진이", "đứa bé đang ngồi co ro dưới gốc cây". The grammar gives the head: English takes the
 * noun after the determiner that a participle, a relative word or a preposition follows; Chinese the noun after the last
 * 的; Korean the last word before 한테 / 에게 / 께; Vietnamese the classifier and noun before đang / bị / ở / đứng … . The
 * modifier is the visitor's own description of the receiver, read for their state as the story's sentences are.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A receiver phrase: the whole phrase, its head noun and the modifier around it. */
export interface ReceiverPhrase {
  whole: string;
  head: string;
  modifier: string;
}

/** Words that open a post-head modifier in English: a participle, a relative word, a place or company preposition. */
const enModifierStart = /^(?:[a-z]+ing|who|that|which|with|under|behind|in|inside|on|near|by|at|beside|outside|from|sitting|standing)$/iu;

/** Vietnamese words that open a clause about the head ("đang ngồi", "bị thương", "ở góc"). */
const viModifierStart = /^(?:đang|bị|ở|đứng|ngồi|nằm|vừa|mà|đã|run|co|trốn|núp|dưới|trong|bên|cạnh|với)$/iu;

/** The receiver phrase of a give or a care verb, or null when the clause has no dative slot. */
export function receiverPhrase(told: string, language: ContentLanguage): ReceiverPhrase | null {
  switch (language) {
    case 'en': {
      const span = /\b(?:to|for|around|over)\s+((?:the|that|this|a|an|your|my|his|her|our)\s+.+?)\s*(?:[,.;!?]|\s(?:so|before|then|and then)\s|$)/iu.exec(told)?.[1];
      if (!span) return null;
      const words = span.split(/\s+/u);
      // The head: the first word after the determiner (at most two adjectives in) that a modifier or the end follows.
      for (let i = 1; i < Math.min(words.length, 4); i += 1) {
        const next = words[i + 1];
        if (next === undefined || enModifierStart.test(next)) {
          return { whole: span, head: words.slice(i, i + 1).join(' '), modifier: words.slice(i + 1).join(' ') };
        }
      }
      return null;
    }
    case 'vi': {
      const span = /(?<![\p{L}\p{M}])cho\s+(.+?)\s*(?:[,.;!?]|$)/iu.exec(told)?.[1];
      if (!span) return null;
      const words = span.split(/\s+/u);
      const cut = words.findIndex((word, i) => i > 0 && viModifierStart.test(word));
      if (cut <= 0) return { whole: span, head: span, modifier: '' };
      return { whole: span, head: words.slice(0, cut).join(' '), modifier: words.slice(cut).join(' ') };
    }
    case 'ko': {
      const span = /^(.+?)(?:한테|에게|께)\s/u.exec(told)?.[1];
      if (!span) return null;
      // Only the clause before the dative: an object word (을 / 를) ends what came before it.
      const words = span.split(/\s+/u);
      const lastObject = words.reduce((at, word, i) => (/(?:을|를)$/u.test(word) && i < words.length - 1 ? i : at), -1);
      const own = words.slice(lastObject + 1);
      const head = own[own.length - 1] ?? '';
      return head ? { whole: own.join(' '), head, modifier: own.slice(0, -1).join(' ') } : null;
    }
    default: {
      const span = /(?:递给|交给|借给|送给|分给|让给|塞给|给)([^，。！？,.!?]+)/u.exec(told)?.[1];
      if (!span) return null;
      const cut = span.lastIndexOf('的');
      const head = (cut >= 0 ? span.slice(cut + 1) : span).replace(/^(?:那|这|一)?(?:个|位|名|只)/u, '').replace(/(?:一下|吧|了)$/u, '');
      const modifier = cut >= 0 ? span.slice(0, cut).replace(/^(?:那|这|一)?(?:个|位|名)/u, '') : '';
      return head.length >= 1 ? { whole: span, head, modifier } : null;
    }
  }
}
