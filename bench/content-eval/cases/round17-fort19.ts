/**
 * Round 17b of issue 13 (helper fort19): fortune-telling requests that the general paths answered with a coin, a stock
 * yes or a bank line (round17-fort19.scores.md): a cause asked beside a symptom with a doctor question after the
 * question mark, a month's weather asked with the rest of the plan told after it, and whether the visitor may ask
 * someone beside what holds them back. The before-set requests these paths now answer (round17-fort19.before.json, run
 * before any change) and held-out ones. Facts check the request told back and the answer in its form; negative facts
 * catch the old answers.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** What the general paths answered with: a coin, a stock yes, a partner or food bank, a bare yes. */
const stockLean = /Weighing both, go with|toss a coin|flip a coin|The first card I drew for your question is bright|Your relationship is moving|là “có”|Con đường tới .+ đang mở|흐름은 당신 편|바로 말할게요\. ‘예’예요|동전을 던져|运气站在你这边|抛一次硬币|最合你今天的能量/u;
const noStock = { label: 'no coin, stock yes or bank line', check: not(stockLean) };

type Fact = { label: string; check: (text: string) => boolean };

/** One case: its told-back words and its form's answer, both in the reading's first part. */
function formCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, told: RegExp, answer: RegExp, extra: readonly Fact[] = []): EvalCase {
  return evalCase({
    id: `r17fort19-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [{ label: 'the request told back', check: inFirst(told) }, { label: 'answered in its form', check: inFirst(answer) }, noStock, ...extra],
  });
}

const causeEn = /The cards can’t examine you, so they won’t say yes or no to a cause\.[\s\S]*see a doctor/u;
const causeVi = /Lá bài không khám bệnh được[\s\S]*hãy đi khám/u;
const causeKo = /카드는 진찰을 할 수 없어서 원인을[\s\S]*병원에 가 보세요/u;
const causeZh = /牌没法替你看病，所以不会对原因说[\s\S]*就去看医生/u;
const askEn = /Yes, go ahead\. What you wrote is the reason to ask plainly[\s\S]*One concrete step: ask once/u;
const askVi = /Có, nên mở lời\.[\s\S]*Một bước cụ thể: nói một lần/u;
const askKo = /네, 말해 보세요\.[\s\S]*구체적인 한 걸음: 한두 문장으로 한 번만/u;
const askZh = /要，开口吧。[\s\S]*具体的一步：只说一次/u;

export const cases: EvalCase[] = [
  // Before-set requests the fixed paths now answer.
  formCase('en-ulcer', 'en', 'health', 'my stomach hurts every time i drink coffee now, is it an ulcer or just stress? do i need to see someone', /your stomach hurts every time you drink coffee now, and you’re asking whether it’s an ulcer or just stress/u, causeEn, [{ label: 'no coin between two causes', check: not(/go with “just stress”/u) }]),
  formCase('en-iceland', 'en', 'travel', 'thinking of iceland in february, is it too dark and cold? my husband hates the cold', /You’re asking whether it is too dark and cold[\s\S]*your husband hates the cold/u, /February is a cold month[\s\S]*So the trip can go ahead, on one condition/u),
  formCase('en-matched', 'en', 'love', 'we matched 3 weeks ago and talk every day but he never asks me out. should i just ask him?', /he never asks you out, and you’re asking whether you should just ask him/u, askEn, [{ label: 'no step sent back to the one who asked', check: not(/take that part back to the one who asked/u) }]),
  formCase('vi-milktea', 'vi', 'health', 'dạo này em hay mất ngủ, có phải do uống trà sữa nhiều không ạ? có cần đi khám không', /dạo này bạn hay mất ngủ; và bạn hỏi có phải do uống trà sữa nhiều không/u, causeVi),
  formCase('vi-marketing', 'vi', 'work', 'em muốn xin sếp chuyển sang phòng marketing nhưng sợ sếp nghĩ em không muốn làm ở đây nữa, có nên nói không', /sợ sếp nghĩ bạn không muốn làm ở đây nữa; và bạn hỏi có nên nói không/u, askVi),
  formCase('vi-hoian', 'vi', 'travel', 'tháng 10 đi Hội An có bị lũ không, em đi với bà ngoại 70 tuổi', /Bạn hỏi tháng 10 đi Hội An có bị lũ không, và bạn kể thêm là bạn đi với bà ngoại 70 tuổi/u, /Bạn hỏi về lũ là đúng[\s\S]*chuyến đi vẫn đi được[\s\S]*“với bà ngoại 70 tuổi”/u),
  formCase('ko-eyelid', 'ko', 'health', '요즘 자꾸 눈꺼풀이 떨리는데 마그네슘 부족 때문일까요? 병원 가야 하나요', /‘요즘 자꾸 눈꺼풀이 떨리는데’, 이렇게 적어 주셨죠\. 그게 ‘마그네슘 부족’ 때문인지 물으셨고요/u, causeKo, [{ label: 'not read as “is it serious”', check: not(/심각한 건지 물으셨고요/u) }]),
  formCase('ko-okinawa', 'ko', 'travel', '8월에 오키나와 가려는데 태풍 걱정돼요. 애들 데리고 가도 괜찮을까요', /애들 데리고 가도 괜찮을까요, 이렇게 물으셨고/u, /태풍 걱정은 당연해요\. 8월은 많은 곳에서 그 철이고[\s\S]*‘애들 데리고’/u),
  formCase('ko-remote', 'ko', 'work', '팀장님께 재택근무 늘려달라고 말씀드려도 될까요? 눈치 보여서요', /팀장님께 재택근무 늘려달라고 말씀드려도 될까요, 이렇게 물으셨고 ‘눈치 보여서요’/u, askKo),
  formCase('zh-bloat', 'zh', 'health', '最近总是胃胀，是不是吃饭太快了？需要去做胃镜吗', /你说最近总是胃胀，问是不是吃饭太快/u, causeZh),
  formCase('zh-never-asks', 'zh', 'love', '暧昧对象天天跟我聊天，但从来不约我出去，我要不要主动约他', /你说暧昧对象天天跟你聊天，从来不约你出去，问要不要主动约他/u, askZh),
  formCase('zh-xinjiang', 'zh', 'travel', '七月去新疆自驾，天气会不会太热？我妈晕车比较厉害', /你问的是天气会不会太热，还说七月去新疆自驾，你妈晕车比较厉害/u, /七月天热[\s\S]*所以这趟可以去/u),
  // Held out (not in the before-set, not in the unit tests, not in the hold-out set).
  formCase('en-held-back', 'en', 'health', 'my lower back aches after long drives, is it just my seat? should i see a physio', /your lower back aches after long drives, and you’re asking whether it’s just your seat/u, causeEn),
  formCase('vi-held-ask', 'vi', 'work', 'em muốn xin sếp cho làm từ xa thứ Sáu nhưng ngại vì em mới vào, có nên hỏi không', /bạn hỏi có nên hỏi không/u, askVi),
  formCase('ko-held-rain', 'ko', 'travel', '7월에 제주도 가는데 비 많이 올까요? 부모님 모시고 가요', /물으셨고/u, /많은 곳에서 그 철이고/u),
  formCase('zh-held-ask', 'zh', 'work', '想找领导申请调到上海分公司，但怕他觉得我不安分，要不要开口', /问要不要开口/u, askZh),
  // Gates: no hold-back, a last-clause weather ask, a seriousness ask — not these readings.
  evalCase({
    id: 'r17fort19-en-gate-plain', type: 'fortune-telling', language: 'en', input: { category: 'love', input: 'we have been together a year, should i ask her to move in?' },
    facts: [{ label: 'not the ask-first reading', check: not(/What you wrote is the reason to ask plainly/u) }],
  }),
  evalCase({
    id: 'r17fort19-zh-gate-serious', type: 'fortune-telling', language: 'zh', input: { category: 'health', input: '最近老是胸闷，会不会是什么大问题' },
    facts: [{ label: 'not read as a cause', check: not(/不会对原因说/u) }],
  }),
];
