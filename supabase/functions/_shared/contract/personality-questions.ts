/**
 * The personality test's 20 questions (Mini-IPIP, public domain, reworded in our own words) and its
 * 4-point agreement scale, shared by the site's screen and the built-in content engine.
 */
import type { ContentLanguage, PersonalityAnswer, PersonalityTrait } from './content-types.ts';

/** A point on the 4-point agreement scale: 1 strongly disagree … 4 strongly agree. */
export type AgreementValue = 1 | 2 | 3 | 4;

/** One localized question with the trait it measures and its keying (+ agreeing raises the trait, − lowers it). */
export interface PersonalityQuestion {
  /** Item number 1–20, in the Mini-IPIP order. */
  id: number;
  /** The Big Five trait this item measures. */
  trait: PersonalityTrait;
  /** Keyed direction: '+' scores the answer as is, '-' scores 5 − answer. */
  keyed: '+' | '-';
  /** The statement in each language. */
  text: Record<ContentLanguage, string>;
}

/** One localized option of the agreement scale. */
export interface AgreementOption {
  /** Scale value, 1 (strongly disagree) to 4 (strongly agree). */
  value: AgreementValue;
  /** Option label in each language. */
  text: Record<ContentLanguage, string>;
}

/** The five traits in display order. */
export const personalityTraits: readonly PersonalityTrait[] = ['extraversion', 'agreeableness', 'conscientiousness', 'neuroticism', 'intellect'];

/** The four answer options, from strongly disagree (1) to strongly agree (4). */
export const agreementOptions: readonly AgreementOption[] = [
  { value: 1, text: { en: 'Strongly disagree', vi: 'Hoàn toàn không đồng ý', ko: '전혀 그렇지 않다', zh: '非常不同意' } },
  { value: 2, text: { en: 'Disagree', vi: 'Không đồng ý', ko: '그렇지 않은 편이다', zh: '不太同意' } },
  { value: 3, text: { en: 'Agree', vi: 'Đồng ý', ko: '그런 편이다', zh: '比较同意' } },
  { value: 4, text: { en: 'Strongly agree', vi: 'Hoàn toàn đồng ý', ko: '매우 그렇다', zh: '非常同意' } },
];

/** The 20 questions, four per trait, in the Mini-IPIP order. */
export const personalityQuestions: readonly PersonalityQuestion[] = [
  { id: 1, trait: 'extraversion', keyed: '+', text: {
    en: "At a get-together, I'm usually the one who gets everyone going.",
    vi: 'Trong các buổi tụ tập, tôi thường là người khuấy động không khí.',
    ko: '모임에서 분위기를 띄우는 건 주로 내 몫이다.',
    zh: '聚会上，我通常是带动气氛的那个人。' } },
  { id: 2, trait: 'agreeableness', keyed: '+', text: {
    en: 'When someone is going through a hard time, I really feel for them.',
    vi: 'Khi ai đó gặp chuyện khó khăn, tôi thật lòng đồng cảm với họ.',
    ko: '누군가 힘든 일을 겪으면 그 마음에 깊이 공감한다.',
    zh: '别人遇到难处时，我很能体会他们的心情。' } },
  { id: 3, trait: 'conscientiousness', keyed: '+', text: {
    en: 'I take care of chores as soon as they come up.',
    vi: 'Việc vặt cần làm là tôi làm ngay, không để dồn lại.',
    ko: '해야 할 자잘한 일은 미루지 않고 바로 처리한다.',
    zh: '该做的杂事我会马上做完，从不拖着。' } },
  { id: 4, trait: 'neuroticism', keyed: '+', text: {
    en: 'My mood goes up and down a lot.',
    vi: 'Tâm trạng của tôi hay lên xuống thất thường.',
    ko: '기분이 자주 오르락내리락한다.',
    zh: '我的情绪经常忽高忽低。' } },
  { id: 5, trait: 'intellect', keyed: '+', text: {
    en: 'My imagination is vivid and full of pictures.',
    vi: 'Tôi có trí tưởng tượng phong phú và sống động.',
    ko: '머릿속에 장면을 생생하게 그려 내는 상상력이 있다.',
    zh: '我的想象力很丰富，脑海里的画面很生动。' } },
  { id: 6, trait: 'extraversion', keyed: '-', text: {
    en: "I'm not much of a talker.",
    vi: 'Tôi là người ít nói.',
    ko: '말수가 적은 편이다.',
    zh: '我话不多。' } },
  { id: 7, trait: 'agreeableness', keyed: '-', text: {
    en: "Other people's problems don't really interest me.",
    vi: 'Chuyện rắc rối của người khác không mấy khiến tôi bận tâm.',
    ko: '다른 사람의 고민에는 별로 관심이 가지 않는다.',
    zh: '别人的烦恼我不太感兴趣。' } },
  { id: 8, trait: 'conscientiousness', keyed: '-', text: {
    en: 'I often forget to put things back where they belong.',
    vi: 'Tôi hay quên cất đồ về đúng chỗ sau khi dùng.',
    ko: '쓴 물건을 제자리에 돌려놓는 걸 자주 잊는다.',
    zh: '我经常忘记把东西放回原处。' } },
  { id: 9, trait: 'neuroticism', keyed: '-', text: {
    en: 'Most of the time I feel relaxed.',
    vi: 'Phần lớn thời gian tôi đều thấy thư thái.',
    ko: '대부분의 시간 동안 마음이 느긋하고 편안하다.',
    zh: '大多数时候我都很放松。' } },
  { id: 10, trait: 'intellect', keyed: '-', text: {
    en: "Abstract ideas don't really grab me.",
    vi: 'Những ý tưởng trừu tượng không mấy hấp dẫn tôi.',
    ko: '추상적인 생각이나 개념에는 흥미가 없다.',
    zh: '抽象的想法和概念引不起我的兴趣。' } },
  { id: 11, trait: 'extraversion', keyed: '+', text: {
    en: 'At parties I end up chatting with lots of different people.',
    vi: 'Ở các bữa tiệc, tôi trò chuyện với rất nhiều người khác nhau.',
    ko: '파티에 가면 여러 사람과 두루두루 이야기를 나눈다.',
    zh: '在派对上，我会和很多不同的人聊天。' } },
  { id: 12, trait: 'agreeableness', keyed: '+', text: {
    en: 'I can sense what the people around me are feeling.',
    vi: 'Tôi cảm nhận được cảm xúc của những người xung quanh.',
    ko: '주변 사람의 감정이 나에게도 고스란히 전해진다.',
    zh: '身边人的情绪，我能真切地感受到。' } },
  { id: 13, trait: 'conscientiousness', keyed: '+', text: {
    en: 'I like things to be neat and in order.',
    vi: 'Tôi thích mọi thứ gọn gàng, ngăn nắp.',
    ko: '정돈되고 질서 있는 상태를 좋아한다.',
    zh: '我喜欢一切井井有条。' } },
  { id: 14, trait: 'neuroticism', keyed: '+', text: {
    en: 'Little things can upset me easily.',
    vi: 'Tôi dễ buồn bực vì những chuyện nhỏ.',
    ko: '사소한 일에도 쉽게 속상해진다.',
    zh: '我很容易因为小事心烦。' } },
  { id: 15, trait: 'intellect', keyed: '-', text: {
    en: 'I find abstract ideas hard to get my head around.',
    vi: 'Tôi thấy khó nắm bắt các khái niệm trừu tượng.',
    ko: '추상적인 개념은 이해하기 어렵게 느껴진다.',
    zh: '我觉得抽象的概念很难理解。' } },
  { id: 16, trait: 'extraversion', keyed: '-', text: {
    en: 'I prefer to stay in the background.',
    vi: 'Tôi thích đứng phía sau hơn là nổi bật.',
    ko: '앞에 나서기보다 뒤에 조용히 있는 편이다.',
    zh: '我更喜欢待在不显眼的地方。' } },
  { id: 17, trait: 'agreeableness', keyed: '-', text: {
    en: "Honestly, other people don't interest me that much.",
    vi: 'Thật lòng mà nói, tôi không mấy quan tâm đến người khác.',
    ko: '솔직히 다른 사람에게 그다지 관심이 없다.',
    zh: '说实话，我对别人不太感兴趣。' } },
  { id: 18, trait: 'conscientiousness', keyed: '-', text: {
    en: 'I tend to make a mess of things.',
    vi: 'Tôi hay làm mọi thứ rối tung lên.',
    ko: '일을 엉망으로 만들어 버릴 때가 많다.',
    zh: '我常常把事情弄得一团糟。' } },
  { id: 19, trait: 'neuroticism', keyed: '-', text: {
    en: 'I rarely feel down.',
    vi: 'Tôi hiếm khi thấy buồn bã.',
    ko: '우울한 기분이 드는 일은 드물다.',
    zh: '我很少感到沮丧。' } },
  { id: 20, trait: 'intellect', keyed: '-', text: {
    en: "Imagination isn't really my strong suit.",
    vi: 'Trí tưởng tượng không phải là thế mạnh của tôi.',
    ko: '상상력이 풍부한 편은 아니다.',
    zh: '想象力不是我的强项。' } },
];

/** One answer resolved to an item and a scale value. */
export interface ResolvedAnswer {
  /** Item number 1–20. */
  questionId: number;
  /** Chosen scale value. */
  value: AgreementValue;
}

/** Points one answer contributes to its trait (1–4), applying reverse keying. */
export function itemPoints(question: PersonalityQuestion, value: AgreementValue): number {
  return question.keyed === '+' ? value : 5 - value;
}

/**
 * Scores the five traits 0–100 from resolved answers: the mean of a trait's item points (1–4) mapped
 * linearly to 0–100 (all four items answered: sum 4–16 → 0–100). A trait with no answer scores 50.
 */
export function scorePersonality(answers: readonly ResolvedAnswer[]): Record<PersonalityTrait, number> {
  const sums: Record<PersonalityTrait, { total: number; count: number }> = {
    extraversion: { total: 0, count: 0 },
    agreeableness: { total: 0, count: 0 },
    conscientiousness: { total: 0, count: 0 },
    neuroticism: { total: 0, count: 0 },
    intellect: { total: 0, count: 0 },
  };
  const latest = new Map<number, AgreementValue>();
  for (const answer of answers) latest.set(answer.questionId, answer.value);
  for (const [questionId, value] of latest) {
    const question = personalityQuestions.find((item) => item.id === questionId);
    if (!question) continue;
    const slot = sums[question.trait];
    slot.total += itemPoints(question, value);
    slot.count += 1;
  }
  const score = (trait: PersonalityTrait): number => {
    const { total, count } = sums[trait];
    return count === 0 ? 50 : Math.round(((total / count - 1) / 3) * 100);
  };
  return {
    extraversion: score('extraversion'),
    agreeableness: score('agreeableness'),
    conscientiousness: score('conscientiousness'),
    neuroticism: score('neuroticism'),
    intellect: score('intellect'),
  };
}

/** Normalises text for matching: NFKC, lower case, no punctuation or spaces, no leading item number. */
export function normalizeAnswerText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\s*(?:q\s*)?\d{1,2}\s*[.):/-]\s*/u, '')
    .replace(/[\p{P}\p{S}\s]+/gu, '');
}

const questionIndex = new Map<string, number>();
for (const question of personalityQuestions) {
  for (const text of Object.values(question.text)) questionIndex.set(normalizeAnswerText(text), question.id);
}
const optionIndex = new Map<string, AgreementValue>();
for (const option of agreementOptions) {
  for (const text of Object.values(option.text)) optionIndex.set(normalizeAnswerText(text), option.value);
  optionIndex.set(String(option.value), option.value);
}

/** Finds the item a question text belongs to, in any of the four languages; undefined when unknown. */
export function findQuestionId(text: string): number | undefined {
  return questionIndex.get(normalizeAnswerText(text));
}

/** Finds the scale value of an answer text, in any of the four languages (or the digit 1–4); undefined when unknown. */
export function findAgreementValue(text: string): AgreementValue | undefined {
  return optionIndex.get(normalizeAnswerText(text));
}

/** Resolves {question, answer} texts in any language to items and values; unknown questions or answers are dropped. */
export function resolvePersonalityAnswers(answers: readonly PersonalityAnswer[]): ResolvedAnswer[] {
  const resolved: ResolvedAnswer[] = [];
  for (const answer of answers) {
    const questionId = findQuestionId(answer.question);
    const value = findAgreementValue(answer.answer);
    if (questionId !== undefined && value !== undefined) resolved.push({ questionId, value });
  }
  return resolved;
}
