/**
 * Round 13 (issue 13): how a gift's giver came by it, read from the verb between the giver and the thing ("the pie
 * grandma BAKED", "canh chua bà NẤU", "엄마가 끓여 준 미역국", "妈妈包的饺子"): a dish cooked for the singer is made, eaten,
 * smelled and remembered with its maker; a thing made by hand is made and kept, never "used"; a thing given or bought
 * keeps the gift's lines. The verb is read from the clause's grammar (the word after the giver, the Korean adnominal
 * clause, the Chinese verb before 的); cooking verbs are a closed class, and a verb of plain making (made, làm, 만든, 做)
 * is a dish when the thing's head is a dish word (its last syllable in Korean and Chinese, its head noun in Vietnamese).
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** How the giver came by the thing. */
export type MadeKind = 'dish' | 'made' | 'given';

/** Verbs of cooking (a closed class), per language. */
const cookVerb: Record<ContentLanguage, RegExp> = {
  en: /^(?:baked|cooked|fried|roasted|brewed|boiled|steamed|stewed|grilled|simmered|pickled|smoked|barbecued|toasted|mashed|kneaded)$/iu,
  vi: /^(?:nấu|kho|nướng|chiên|rán|hấp|luộc|muối|ngâm|pha|xào|hầm|đồ|om|rim|quấy|tráng|trộn)$/iu,
  ko: /^(?:끓|굽|구워|구운|구우|볶|부쳐|부친|쪄|찐|무쳐|무친|담근|담가|담그|삶|데워|차려|차린|튀겨|튀긴|졸인|졸여|절인|절여|비벼|비빈)/u,
  zh: /[包煮蒸炖腌烤炒熬卤煲泡酿烙擀拌煎炸烧焖腊]/u,
};

/** Verbs of giving or buying: the thing keeps the gift's lines. */
const giveVerb: Record<ContentLanguage, RegExp> = {
  en: /^(?:gave|sent|bought|lent|got|brought|left|passed|handed|mailed|picked|chose|found)$/iu,
  vi: /^(?:tặng|mua|gửi|biếu|để|cho|trao|nhường)$/iu,
  ko: /^(?:준|주신|주던|주셨던|줬던|사|보내|보낸|물려준|물려주신|물려)/u,
  zh: /^(?:送|给|买|寄|留|借)/u,
};

/** Heads of a dish, for a verb of plain making (made, làm, 만든, 做). */
const dishHead: Record<ContentLanguage, RegExp> = {
  en: /\b(?:pies?|cakes?|soup|bread|cookies|stew|pancakes|jam|pudding|dumplings|noodles|curry|tarts?|porridge|casserole|lasagna|muffins|biscuits|sandwich(?:es)?|lunch(?:es)?|dinners?|breakfast|meals?|pickles|kimchi|congee|broth|sauce|pasta|salad)$/iu,
  vi: /^(?:nồi |mâm |tô |bát |chén |đĩa |hũ |lọ |món )?(?:bánh|canh|chè|xôi|cơm|món|mứt|nem|chả|phở|bún|cháo|mắm|dưa|kẹo|thịt|cá|gà|trứng|rau|nước)(?:\s|$)/iu,
  ko: /(?:국|찌개|탕|떡|전|밥|죽|김치|반찬|빵|과자|케이크|쿠키|도시락|볶음|조림|무침|구이|나물|국수|만두|식혜|잼|부침개|김밥|떡국|잡채|카레)$/u,
  zh: /(?:糕|饼|汤|粥|面|饭|菜|包子|饺子|粽子|酒|茶|馒头|馄饨|汤圆|肉|鱼|蛋|酱|糖)$/u,
};

/** The verb of the giver's clause, as written, or '' when the grammar gives none. */
export function giverVerb(theme: string, giver: string, object: string, language: ContentLanguage): string {
  const text = theme.trim();
  const at = text.toLowerCase().indexOf(giver.toLowerCase(), language === 'en' || language === 'vi' ? object.length : 0);
  if (at < 0) return '';
  const after = text.slice(at + giver.length).trim();
  switch (language) {
    case 'en':
    case 'vi':
      return after.split(/\s+/u)[0] ?? '';
    case 'ko': {
      // "엄마가 끓여 준 미역국": the clause between the subject and the thing.
      const end = text.lastIndexOf(object);
      const clause = end > at ? text.slice(at + giver.length, end).replace(/^(?:께서|이|가)\s*/u, '').trim() : '';
      return clause;
    }
    case 'zh': {
      const de = after.indexOf('的');
      return de > 0 ? after.slice(0, de) : '';
    }
  }
}

/** How the giver came by the thing: cooked (a dish), made by hand or given. */
export function readMadeKind(theme: string, giver: string, object: string, language: ContentLanguage): MadeKind {
  const verb = giverVerb(theme, giver, object, language);
  if (verb === '') return 'given';
  const words = verb.split(/\s+/u);
  // Korean: "끓여 준" cooks; "사 준" and a lone "준" give; any other clause makes ("만든", "깎아 주신").
  const first = language === 'ko' ? (words[0] ?? '') : verb;
  if (cookVerb[language].test(first)) return 'dish';
  if (giveVerb[language].test(first)) return 'given';
  return dishHead[language].test(object.trim()) ? 'dish' : 'made';
}
