/**
 * What a persona says when the visitor asks it to choose between two things ("pizza or save the turkey?",
 * "취소표 기다릴까 양도표 살까?"): it picks one by name ({pick}) and sets the other ({other}) aside.
 * Korean has a plain register (반말) and a polite one (해요체) for the personas that speak politely.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Lines per language; Korean adds the polite register. */
export const chatChoiceLines: Readonly<Record<ContentLanguage, readonly string[]>> & { koPolite: readonly string[] } = {
  en: [
    'If you want my pick: “{pick}”. “{other}” can wait for another day.',
    'Honestly? “{pick}”. I’d save “{other}” for next time.',
    'Between “{pick}” and “{other}”? “{pick}”, no contest.',
    'My vote goes to “{pick}”—“{other}” will still be there later.',
  ],
  ko: [
    '나라면 ‘{pick}’ 쪽! ‘{other}’ 쪽은 다음에 해도 돼.',
    '솔직히? ‘{pick}’ 쪽. ‘{other}’ 쪽은 아껴 둬.',
    '둘 중에 고르라면 난 ‘{pick}’ 쪽이야.',
    '내 한 표는 ‘{pick}’ 쪽에! ‘{other}’ 쪽은 나중에도 할 수 있어.',
  ],
  koPolite: [
    '저라면 ‘{pick}’ 쪽이에요! ‘{other}’ 쪽은 다음에 해도 돼요.',
    '솔직히 말하면 ‘{pick}’ 쪽이요. ‘{other}’ 쪽은 아껴 두세요.',
    '둘 중에 고르라면 전 ‘{pick}’ 쪽이에요.',
    '제 한 표는 ‘{pick}’ 쪽에 드릴게요. ‘{other}’ 쪽은 나중에도 할 수 있어요.',
  ],
  vi: [
    'Nếu hỏi mình thì chọn “{pick}” nhé. “{other}” để dịp khác.',
    'Thật lòng hả? “{pick}”. Còn “{other}” thì để lần sau.',
    'Giữa “{pick}” và “{other}” á? “{pick}”, khỏi bàn.',
    'Một phiếu của mình dành cho “{pick}”, còn “{other}” lúc nào làm cũng được.',
  ],
  zh: [
    '要我选的话：“{pick}”。“{other}”可以留到下次。',
    '说实话？“{pick}”。“{other}”先放一放。',
    '“{pick}”和“{other}”之间？当然是“{pick}”。',
    '我这一票投给“{pick}”，“{other}”以后也来得及。',
  ],
};
