/**
 * Evaluation cases for the personality result: Mini-IPIP answers (question and option texts in the visitor's language)
 * for flat, extreme and mixed profiles. A good result describes the profile it was given: a flat profile reads as
 * balanced (never as a party host with a wide network), an introvert as quiet, a disorganised profile as spontaneous.
 */
import { agreementOptions, personalityQuestions } from '../../../supabase/functions/_shared/contract/personality-questions.ts';
import type { ContentLanguage, PersonalityAnswer, PersonalityTrait } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

/** Points (1–4, high = more of the trait) for the four items of each trait, in item order. */
type Profile = Record<PersonalityTrait, readonly [number, number, number, number]>;

/** The answers that produce a profile: each item's option chosen so that its keyed points match. */
function answersFor(language: ContentLanguage, profile: Profile): PersonalityAnswer[] {
  const seen: Record<PersonalityTrait, number> = { extraversion: 0, agreeableness: 0, conscientiousness: 0, neuroticism: 0, intellect: 0 };
  return personalityQuestions.map((question) => {
    const points = profile[question.trait][seen[question.trait]] ?? 2;
    seen[question.trait] += 1;
    const value = question.keyed === '+' ? points : 5 - points;
    const option = agreementOptions.find((item) => item.value === value) ?? agreementOptions[0];
    return { question: question.text[language], answer: option?.text[language] ?? '' };
  });
}

const mid = [2, 3, 3, 2] as const;
const high = [4, 4, 4, 3] as const;
const low = [1, 1, 2, 1] as const;
const fairlyHigh = [3, 3, 4, 3] as const;
const fairlyLow = [2, 1, 2, 2] as const;

const flat: Profile = { extraversion: mid, agreeableness: mid, conscientiousness: mid, neuroticism: mid, intellect: mid };
const nearlyFlat: Profile = { extraversion: [3, 3, 2, 3], agreeableness: mid, conscientiousness: [2, 2, 3, 2], neuroticism: mid, intellect: [3, 2, 3, 2] };
const introvert: Profile = { extraversion: low, agreeableness: fairlyHigh, conscientiousness: high, neuroticism: fairlyLow, intellect: high };
const partyHost: Profile = { extraversion: high, agreeableness: high, conscientiousness: fairlyHigh, neuroticism: low, intellect: fairlyHigh };
const anxiousFree: Profile = { extraversion: mid, agreeableness: fairlyHigh, conscientiousness: low, neuroticism: high, intellect: high };
const bluntPlanner: Profile = { extraversion: fairlyHigh, agreeableness: low, conscientiousness: high, neuroticism: low, intellect: mid };
const kindHeart: Profile = { extraversion: mid, agreeableness: high, conscientiousness: mid, neuroticism: mid, intellect: mid };

const balancedWords: Record<ContentLanguage, RegExp> = {
  en: /balanc|middle|in-between|all-round|either way|both sides/i,
  ko: /균형|중간|두루|양쪽|그때그때/,
  vi: /cân bằng|ở giữa|hài hòa|linh hoạt|cả hai/iu,
  zh: /平衡|中间|均衡|适中|两头|收放自如/,
};
const partyWords: Record<ContentLanguage, RegExp> = {
  en: /party|festival|crowd|wide network|strangers turn/i,
  ko: /파티|축제|인맥|분위기 메이커/,
  vi: /bữa tiệc|lễ hội|tổng đạo diễn|người lạ thì thành/iu,
  zh: /派对|节日总导演|人脉|陌生人变成/,
};

function balanced(language: ContentLanguage): EvalFact {
  return { label: 'reads the flat profile as balanced / in the middle', check: balancedWords[language] };
}
function notPartyHost(language: ContentLanguage): EvalFact {
  return { label: 'does not call a flat profile a party host', check: (text) => !partyWords[language].test(text) };
}

const quietWords: Record<ContentLanguage, RegExp> = {
  en: /quiet|alone|solitude|introvert|few deep|own company/i,
  ko: /조용|혼자|내향|차분/,
  vi: /yên tĩnh|một mình|hướng nội|ít nói|lặng/iu,
  zh: /安静|独处|内向|一个人|独自/,
};
const sensitiveWords: Record<ContentLanguage, RegExp> = {
  en: /emotion|feel(?:ings?)? (?:run|deep)|sensitiv|worr|stress/i,
  ko: /감정|예민|섬세|걱정|스트레스|감수성/,
  vi: /cảm xúc|nhạy cảm|lo lắng|căng thẳng/iu,
  zh: /情绪|敏感|细腻|担心|压力|感受/,
};
const spontaneousWords: Record<ContentLanguage, RegExp> = {
  en: /flow|spontan|improvis|chao|messy|rigid plans|adapt/i,
  ko: /즉흥|흐름|자유|계획.{0,8}(?:답답|얽매)|어질|유연/,
  vi: /tùy hứng|ngẫu hứng|tự do|bừa|linh hoạt|thích nghi|kế hoạch cứng nhắc/iu,
  zh: /随性|即兴|自由|随遇而安|乱|灵活|计划.{0,6}束缚/,
};
const organisedWords: Record<ContentLanguage, RegExp> = {
  en: /plan|organi[sz]|deadline|list|finish what/i,
  ko: /계획|정리|마감|체계|끝까지/,
  vi: /kế hoạch|ngăn nắp|hạn chót|danh sách|đến cùng|chu đáo/iu,
  zh: /计划|条理|期限|清单|井井有条|有始有终/,
};
const directWords: Record<ContentLanguage, RegExp> = {
  en: /direct|frank|honest|blunt|straight/i,
  ko: /직설|솔직|단도직입|돌려 말하지|할 말/,
  vi: /thẳng thắn|nói thẳng|trung thực|thẳng/iu,
  zh: /直率|坦率|直接|实话|直言/,
};
const socialWords: Record<ContentLanguage, RegExp> = {
  en: /people|crowd|conversation|party|social/i,
  ko: /사람|모임|대화|분위기/,
  vi: /mọi người|đám đông|trò chuyện|bữa tiệc/iu,
  zh: /人群|聚会|聊天|交际|朋友/,
};
const kindWords: Record<ContentLanguage, RegExp> = {
  en: /kind|warm|care|listen|empath/i,
  ko: /다정|따뜻|배려|공감|친절/,
  vi: /tử tế|ấm áp|quan tâm|lắng nghe|đồng cảm/iu,
  zh: /善良|善意|温暖|体贴|倾听|共情|友善|热心/,
};

function fact(label: string, check: RegExp): EvalFact {
  return { label, check };
}

function casesFor(language: ContentLanguage): EvalCase[] {
  const id = (n: number): string => `personality-${language}-${n}`;
  const list: EvalCase[] = [
    evalCase({ id: id(1), type: 'personality-test', language, input: { answers: answersFor(language, flat) }, facts: [balanced(language), notPartyHost(language)] }),
    evalCase({ id: id(2), type: 'personality-test', language, input: { answers: answersFor(language, nearlyFlat) }, facts: [balanced(language), notPartyHost(language)] }),
    evalCase({ id: id(3), type: 'personality-test', language, input: { answers: answersFor(language, introvert) }, facts: [fact('describes a quiet, inward person', quietWords[language]), fact('notes the planning, orderly side', organisedWords[language])] }),
    evalCase({ id: id(4), type: 'personality-test', language, input: { answers: answersFor(language, partyHost) }, facts: [fact('describes someone energised by people', socialWords[language]), fact('notes the warmth', kindWords[language])] }),
    evalCase({ id: id(5), type: 'personality-test', language, input: { answers: answersFor(language, anxiousFree) }, facts: [fact('talks about strong emotions or sensitivity', sensitiveWords[language]), fact('describes a spontaneous, unplanned style', spontaneousWords[language])] }),
    evalCase({ id: id(6), type: 'personality-test', language, input: { answers: answersFor(language, bluntPlanner) }, facts: [fact('describes a direct, frank person', directWords[language]), fact('notes the planning, orderly side', organisedWords[language])] }),
  ];
  if (language === 'vi') {
    list.push(evalCase({
      id: id(7), type: 'personality-test', language, input: { answers: answersFor(language, kindHeart) },
      facts: [
        fact('describes a kind, warm person', kindWords.vi),
        { label: 'names agreeableness as "Dễ chịu", not the sociable "Hòa đồng"', check: (text) => /Dễ chịu/u.test(text) && !/Hòa đồng/iu.test(text) },
      ],
    }));
  }
  return list;
}

/** Cases. */
export const cases: EvalCase[] = (['en', 'ko', 'vi', 'zh'] as const).flatMap(casesFor);
