/**
 * Round 18 of issue 13 (helper fort22): fortune-telling either/or requests that reached the stock coin, form18's "named
 * first" lean or weigh13's "first" lean, now weighed from what the visitor wrote about each side (fortune-either22.ts):
 * a trained look wins a health choice, a health choice with no trained side goes to the doctor as two questions, a sum
 * told beside one side weighs it, a hardship of the present leans a keep-or-change choice to the change, and where nothing
 * tips it the lean is said as light and tested against the visitor's own condition. Before-set requests
 * (round18-fort22.before.json) and held-out ones; negative facts catch the coin, "named first" and a stray Korean particle.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** The old either/or: a coin flip, "the one you named first", a Korean option with a stray particle. */
const oldEither = /flip a coin|named first|동전을 던져|먼저 꺼내신|nói ra trước|nhắc tới nó trước tiên|抛一次硬币|先说出口|‘에 /u;
const noCoin = { label: 'no coin, no "named first", no stray particle', check: not(oldEither) };

function eitherCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, both: RegExp, weighed: RegExp): EvalCase {
  return evalCase({
    id: `r18fort22-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [{ label: 'both options named', check: inFirst(both) }, { label: 'weighed from the visitor’s own words', check: inFirst(weighed) }, noCoin],
  });
}

export const cases: EvalCase[] = [
  // Before-set requests.
  eitherCase('en-paris', 'en', 'travel', 'paris or rome for our anniversary in october? we have 5 days and she loves art', /“paris” against “rome”/u, /only lightly[\s\S]*she loves art/u),
  eitherCase('en-grad', 'en', 'future', 'grad school next fall or work a couple years first, my parents want me to go straight', /“grad school next fall” against “work a couple years”/u, /your parents want you to go straight[\s\S]*only lightly/u),
  eitherCase('vi-dalat', 'vi', 'travel', 'tháng 12 này nên đi Đà Lạt hay Sapa ạ, em đi cùng bố mẹ lớn tuổi', /“đi Đà Lạt” với “Sapa”/u, /hơi nghiêng[\s\S]*bố mẹ lớn tuổi/u),
  eitherCase('vi-xemay', 'vi', 'money', 'em nên mua xe máy mới hay sửa con xe cũ, sửa hết 4 triệu', /“mua xe máy mới” với “sửa con xe cũ”/u, /sửa hết 4 triệu\. Đó là cái giá bạn đã biết[\s\S]*nghiêng về “sửa con xe cũ”/u),
  eitherCase('vi-lung', 'vi', 'health', 'đau lưng quá, nên đi bấm huyệt hay đi khám bệnh viện ạ', /“đi bấm huyệt” với “đi khám bệnh viện”/u, /đau lưng quá, quẻ đứng về phía “đi khám bệnh viện”/u),
  eitherCase('ko-grad', 'ko', 'future', '내년에 대학원에 가는 게 나을까요 아니면 바로 취업하는 게 나을까요?', /‘대학원에 가는 것’ 쪽과 ‘바로 취업하는 것’ 쪽/u, /살짝만 기울어요/u),
  eitherCase('ko-car', 'ko', 'money', '적금 깨서 중고차 살까요, 아니면 1년 더 모을까요? 출퇴근이 너무 힘들어요', /‘적금 깨서 중고차 살까’ 쪽과 ‘1년 더 모을까’ 쪽/u, /출퇴근이 너무 힘들어요\. 그게 지금 그대로 있는 대가[\s\S]*‘적금 깨서 중고차 살까’ 쪽으로 기울어요/u),
  eitherCase('ko-busan', 'ko', 'travel', '부산이랑 강릉 중에 어디가 좋을까요? 혼자 1박 2일로 가요', /‘부산’ 쪽과 ‘강릉’ 쪽/u, /혼자 1박 2일로 가요/u),
  eitherCase('ko-sleep', 'ko', 'health', '요즘 잠을 못 자는데 병원 가볼까요 아니면 운동부터 해볼까요', /‘병원 가볼까’ 쪽과 ‘운동부터 해볼까’ 쪽/u, /카드는 ‘병원 가볼까’ 쪽 편이에요/u),
  eitherCase('zh-school', 'zh', 'future', '孩子上公立学校还是私立学校好，私立一年要八万', /“孩子上公立学校”和“私立学校”/u, /私立一年要八万[\s\S]*牌偏向“孩子上公立学校”/u),
  eitherCase('zh-nodule', 'zh', 'health', '体检有个结节，是马上去做手术还是先观察半年？', /“马上去做手术”和“先观察半年”/u, /体检有个结节[\s\S]*当成你的两个问题带去/u),
  // Held-out requests (not in the before-set).
  eitherCase('en-wrist', 'en', 'health', 'should i get my wrist checked at the clinic or just wear a brace for a while, it clicks when i type', /“get your wrist checked at the clinic” against “just wear a brace for a while”/u, /it clicks when you type, the cards side with “get your wrist checked at the clinic”/u),
  eitherCase('vi-laptop', 'vi', 'money', 'nên sửa laptop hay mua cái mới ạ, sửa hết 3 triệu', /“sửa laptop” với “mua cái mới”/u, /sửa hết 3 triệu\. Đó là cái giá bạn đã biết/u),
  eitherCase('ko-laptop', 'ko', 'money', '적금 깨서 노트북 살까요, 아니면 몇 달 더 모을까요? 지금 노트북이 너무 느려요', /‘적금 깨서 노트북 살까’ 쪽과 ‘몇 달 더 모을까’ 쪽/u, /지금 노트북이 너무 느려요\. 그게 지금 그대로 있는 대가/u),
  eitherCase('zh-computer', 'zh', 'money', '旧电脑是修一修还是换新的？修要八百块', /“修一修”和“换新的”/u, /修要八百块。这是你已经知道的花费[\s\S]*牌偏向“修一修”/u),
];
