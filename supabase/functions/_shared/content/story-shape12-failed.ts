/**
 * A first time that failed (issue 13, round 12): "第一次一个人包饺子，结果下锅全破了", "Lần đầu tôi tự thay bóng đèn, kết
 * quả làm vỡ luôn cái chụp đèn", "처음으로 혼자 김치를 담갔는데 결국 다 버렸다", "First time I changed a tyre and ended up
 * stripping the bolts". Read from the grammar of the result, not from a list of failures: a result connective (结果, kết
 * quả, rốt cuộc, 결국, ended up, only to) or a negated predicate after the turn (but it didn't…, nhưng không…, 는데 안…,
 * 可是没…). Its ending is never a triumph ("I had done it on my own", 是我自己做到的): the hero goes over what went wrong
 * and what the next try will do differently.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { FirstTimeShape } from './story-first-time.ts';
import { englishPronouns, koreanHeroForms } from './story-first-words.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A result connective that opens how it came out, or a turn followed by a negated predicate. */
const failedResult: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ended up|only to|in the end (?:it|they|I|we) (?:was|were|did|didn|couldn|wouldn)|(?:but|and) (?:it|they|nothing|I|the \w+) (?:didn['’]t|wouldn['’]t|couldn['’]t|never|did not|would not|could not)\b)/iu,
  vi: /kết quả(?: là)?|kết cục|rốt cuộc|cuối cùng (?:lại )?(?:làm|bị|chẳng|không)|(?:nhưng|mà)\s+(?:[\p{L}\p{M}]+\s+){0,3}(?:không|chẳng|chưa)\s/iu,
  ko: /결국|그 결과|(?:는데|지만)[,，]?\s+(?:[가-힣]+\s+){0,3}(?:안|못)\s|(?:는데|지만)[,，]?\s+.*(?:버렸다|망했다|망쳤다)/u,
  zh: /结果|到头来|最后(?:还是)?(?:没|全|都)|(?:可是|但是|可|但)(?:[^，。]{0,6})(?:没|不)/u,
};

/** Success after the result (结果成功了, kết quả rất ngon, it ended up perfect): no failure. */
const succeeded: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ended up (?:perfect|great|fine|delicious|working|loving|winning)|worked|success|perfect)\b/iu,
  vi: /thành công|ngon|ổn cả|được khen|hoàn hảo/iu,
  ko: /성공|잘 됐|맛있|해냈|칭찬/u,
  zh: /成功|很好吃|挺好|不错|顺利|做到了|被夸/u,
};

/** Whether a first time the hero did came out a failure by the grammar of its result. */
export function isFailedFirstTime(opening: string, language: ContentLanguage): boolean {
  return failedResult[language].test(opening) && !succeeded[language].test(opening);
}

/** The ending paragraph of a failed first time: what went wrong gone over, and the next try. */
export function writeFailedEnding(shape: FirstTimeShape, language: ContentLanguage): string[] {
  const { hero } = shape;
  if (language === 'en') {
    const { s, pos } = englishPronouns(hero.gender, hero.firstPerson);
    const S = capitalizeLeading(s);
    return [`It had not worked, not this time, and ${s} did not pretend it had.`, `${S} went over what had gone wrong, one step at a time, until ${s} knew what ${s} would do differently.`, `It was not the first time ${s} had hoped for. But it was ${pos} first, and the next one would start from there.`];
  }
  if (language === 'vi') {
    const s = hero.name;
    const S = capitalizeLeading(s);
    return [`Lần này không thành, và ${s} cũng không tự dối mình là đã thành.`, `${S} ngồi nghĩ lại từng bước xem hỏng ở đâu, cho đến khi biết lần sau mình sẽ làm khác chỗ nào.`, `Lần đầu không như ${s} mong. Nhưng nó vẫn là lần đầu, và lần sau sẽ bắt đầu từ chính chỗ đó.`];
  }
  if (language === 'ko') {
    const { topic, subject } = koreanHeroForms(hero);
    return [`이번에는 잘 되지 않았다. ${topic} 잘된 척하지 않았다.`, `${topic} 어디서부터 틀어졌는지 하나씩 되짚어 보았다. 다음에는 무엇을 다르게 할지 알 때까지.`, `${subject} 바라던 처음은 아니었다. 그래도 처음은 처음이었고, 다음번은 바로 거기서 시작될 것이다.`];
  }
  const s = hero.name;
  return [`这一次没有成功，${s}也没有骗自己说成功了。`, `${s}把每一步都在心里过了一遍，想清楚是哪里出了错，下次该怎么做。`, `这不是${s}想要的第一次。可它终究是第一次，下一次就从这里开始。`];
}

/** The middle of a failed first time whose result the complication reader did not tell back: it went wrong and stayed wrong. */
export function writeFailedMiddle(shape: FirstTimeShape, language: ContentLanguage): string[] {
  const { hero } = shape;
  if (language === 'en') {
    const { s } = englishPronouns(hero.gender, hero.firstPerson);
    return [`Halfway through, it began to go wrong, and no amount of care could pull it back.`, `${capitalizeLeading(s)} kept going anyway, right to the end, and saw exactly how it turned out.`];
  }
  if (language === 'vi') {
    const s = hero.name;
    return [`Được nửa chừng thì mọi chuyện bắt đầu trượt khỏi tay ${s}, và cẩn thận đến mấy cũng không cứu lại được.`, `${capitalizeLeading(s)} vẫn làm đến cùng, và tận mắt thấy nó ra sao.`];
  }
  if (language === 'ko') {
    const { topic } = koreanHeroForms(hero);
    return ['중간쯤부터 일이 어긋나기 시작했고, 아무리 조심해도 되돌릴 수가 없었다.', `그래도 ${topic} 끝까지 해 보았고, 결과를 똑똑히 보았다.`];
  }
  const s = hero.name;
  return ['做到一半，事情就开始不对劲了，再小心也挽回不了。', `${s}还是做到了最后，亲眼看着它变成了那个样子。`];
}
