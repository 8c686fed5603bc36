/**
 * The shape of a story opening (issue 13, sixth round, rule C): whether it asks a question ("Why does the lighthouse
 * switch on at noon?", "Tại sao con chó…", "왜…", "为什么…") and whether something strange happens in it (by itself,
 * suddenly, nobody, 竟然…). The generic story beats are chosen from these parts: a question is answered at the end, a
 * strange event is watched and tested, a plain moment is gone over and remembered.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A question: a question mark, or a question word that opens a clause. */
const questionWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|(?:^|[.!;]\s*)(?:why|how come|what if|who|how)\b/iu,
  vi: /[?？]|(?:^|[\s,.])(?:tại sao|vì sao|sao lại|làm sao|tại làm sao)(?=[\s,.]|$)/iu,
  ko: /[?？]|(?:^|\s)(?:왜|어째서|도대체)(?=\s|$)/u,
  zh: /[?？]|为什么|为啥|怎么会|怎么回事|难道/u,
};

/** Words that make an event strange: by itself, suddenly, impossibly, nobody knows, it should not be. */
const oddWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:suddenly|strange(?:ly)?|weird(?:ly)?|odd(?:ly)?|by itself|on its own|nobody|no one|somehow|even though|impossible|appeared|vanished|disappeared|swears?|talks?|whispers?|knows?|never|again|someone|still|abandoned|blinked|somebody|every (?:night|morning|day|evening)|at (?:midnight|noon|\d{1,2}\s?(?:am|pm)))\b|\d{1,2}\s?(?:am|pm)\b/iu,
  vi: /(?:^|[\s,.])(?:bỗng|bỗng dưng|bỗng nhiên|đột nhiên|tự nhiên|lạ|kỳ lạ|tự|không ai|chẳng ai|dù|mà lại|sợ|ghê|ma|biến mất|xuất hiện|hoang|vẫn sáng|vẫn kêu|chưa bao giờ|ai đó|có ai|có người|tại sao|vì sao|tối nào|đêm nào|sáng nào|ngày nào)(?=[\s,.]|$)/iu,
  ko: /갑자기|누군가|누가|한 적이 없|빈집|폐가|이상(?:하|한|했)|낯선|혼자서?|저절로|아무도|아무것도|모르는|무서|귀신|사라|나타|분명|매일|밤마다|왜|어째서/u,
  zh: /突然|奇怪|竟然|居然|自己[会在动]|没有人|谁也|为什么|怎么会|莫名|消失|出现|诡异|吓|每天|每晚|多了一个|不存在|有人在|从来没|废弃|没人住/u,
};

/** The parts of an opening the generic beats are chosen by. */
export interface StoryShape {
  /** The opening asks a question: the story ends by answering it as far as it can. */
  asked: boolean;
  /** Something strange happens in the opening. */
  odd: boolean;
}

/** Reads whether an opening asks a question and whether something strange happens in it. */
export function readStoryShape(opening: string, language: ContentLanguage): StoryShape {
  const text = opening.trim();
  const asked = questionWords[language].test(text);
  return { asked, odd: asked || oddWords[language].test(text) };
}
