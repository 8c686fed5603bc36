/**
 * Round 15, second wave (chat16) of issue 13: the visitor's reluctance toward a routine of their own, told with no
 * question ("학교 가기 싫어요. 그냥 다 그만두고 싶다", "회사 가기 싫어. 때려치우고 싶다", "i dont wanna go to work
 * tomorrow", "em không muốn đi học nữa", "真的不想上班了"). The early readers echoed it ("학교 가기 싫어요? 오늘 그 일이
 * 왜 마음에 남았을까요?") and a word of it drew another topic (그만두 → 퇴사 for a student). Read by grammar: a negated
 * wish (싫다, don't want to, không muốn, 不想) whose object is a going or a doing of the visitor's own (가기, go to, đi
 * học, 上班), kept as written; a wish to quit or run away beside it (a short closed class) is told back too.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';

/** The act the visitor does not want to do, as written. */
const reluctantAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bi (?:really |just |honestly |seriously )?(?:don'?t|dont|do not) (?:wanna|want to) ((?:go (?:to|back to) |do )?[a-z]+(?: [a-z]+){0,2}?)(?= anymore| tomorrow| today| tmr| this week| ever again|[.,!~]|$)/iu,
  vi: /(?:không|chẳng|ko|hông) (?:muốn|thèm) ((?:đi học|đi làm|lên lớp|lên công ty|đến trường|đến công ty|đi thực tập|đi tập|học|làm)(?: nữa)?)(?![\p{L}])/iu,
  ko: /(?:^|\s)((?:[가-힣]+\s)?[가-힣]+기) 싫(?:어|다|어요|네|은데|어서)/u,
  zh: /不想((?:再)?(?:去)?(?:上班|上学|上课|去学校|去公司|工作|读书|学习|练琴|补习))/u,
};

/** A wish to quit, skip or run away beside it (a short closed class). */
const quitWish: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:quit|drop out|give up|run away|skip (?:it|school|work|class)|call(?:ing)? in sick)\b/iu,
  vi: /(?:nghỉ luôn|bỏ học|bỏ hết|bỏ việc|nghỉ việc|trốn|nghỉ học|bỏ ngang)/iu,
  ko: /(?:그만두고 싶|그만하고 싶|때려치우고 싶|때려치고 싶|땡땡이치고 싶|도망가고 싶|관두고 싶|다 놓고 싶)/u,
  zh: /(?:辞职|不干了|退学|逃课|逃掉|放弃|请假|跑路)/u,
};

/** A reluctance toward the visitor's own routine, with or without a wish to quit. */
export interface Reluctance {
  act: string;
  quit: boolean;
}

/** Reads the visitor's reluctance toward a routine of their own, told with no question, or null. */
export function readReluctance(text: string, language: ContentLanguage, persona: PersonaKey): Reluctance | null {
  if (persona === 'chef' || /[?？]/u.test(text)) return null;
  const found = reluctantAct[language].exec(text);
  const act = found?.[1]?.trim();
  if (!act) return null;
  return { act: language === 'en' ? act.replace(/\bmy\b/giu, 'your') : act, quit: quitWish[language].test(text) };
}

interface ReluctanceLines { told: (act: string, quit: boolean) => string; take: string; question: string }

const lines: ByRegister<ReluctanceLines> = {
  en: {
    told: (act, quit) => `So you really don't want to ${act}${quit ? ', and part of you wants to just quit it all' : ''}.`,
    take: "That feeling is real, and it's worth listening to rather than pushing down. It usually means one part of it has got too heavy, not that all of it is wrong, so don't decide anything big today; just find the part that weighs most, and do only the smallest piece tomorrow.",
    question: 'If you had to name the one part that makes it hardest right now, what would it be?',
  },
  vi: {
    told: (act, quit) => `Vậy là bạn không muốn ${act}${quit ? ', tới mức muốn bỏ hết luôn' : ''}.`,
    take: 'Cảm giác đó là thật, nên lắng nghe nó chứ đừng đè nó xuống. Thường thì đó là vì có một phần đã quá nặng, chứ không phải mọi thứ đều sai; vậy nên hôm nay đừng quyết định gì lớn, chỉ cần tìm ra phần nặng nhất, còn mai thì làm phần nhỏ nhất thôi.',
    question: 'Nếu phải gọi tên một phần làm bạn thấy khó nhất lúc này, thì đó là gì?',
  },
  zh: {
    told: (act, quit) => `你是真的不想${act}了${quit ? '，甚至想干脆全放下' : ''}。`,
    take: '这种感觉是真的，值得听一听，而不是硬压下去。这往往是因为其中某一部分太重了，不是所有东西都不对；所以今天先别做大决定，只要找出最重的那一块，明天只做最小的一步就好。',
    question: '如果只说一件让你现在最难受的事，会是什么？',
  },
  koPlain: {
    told: (act, quit) => `${act} 싫구나${quit ? '. 다 그만두고 싶을 만큼' : ''}.`,
    take: '그 마음은 진짜니까, 꾹 누르기보다 한번 들어 봐 줘. 그건 보통 전부가 잘못돼서가 아니라 그중 한 부분이 너무 무거워져서야. 그러니까 오늘은 큰 결정은 하지 말고, 제일 무거운 게 뭔지만 찾아보고, 내일은 제일 작은 것 하나만 해.',
    question: '지금 제일 힘들게 하는 거 딱 하나만 꼽으면 뭐야?',
  },
  koPolite: {
    told: (act, quit) => `${act} 싫으시군요${quit ? '. 다 그만두고 싶을 만큼요' : ''}.`,
    take: '그 마음은 진짜니까, 꾹 누르기보다 한번 들어 봐 주세요. 그건 보통 전부가 잘못돼서가 아니라 그중 한 부분이 너무 무거워져서예요. 그러니 오늘은 큰 결정은 미루고, 가장 무거운 게 무엇인지만 찾아보세요. 내일은 가장 작은 것 하나만 하시고요.',
    question: '지금 가장 힘들게 하는 것 하나만 꼽는다면 무엇일까요?',
  },
  koHage: {
    told: (act, quit) => `${act} 싫은 겐가${quit ? '. 다 그만두고 싶을 만큼' : ''}.`,
    take: '그 마음은 누르지 말고 들어 보게. 대개 한 부분이 너무 무거워서지, 전부가 잘못돼서가 아닐세. 오늘은 큰 결정을 미루게.',
    question: '지금 가장 무거운 것 하나를 꼽자면 무엇인가?',
  },
};

/** The answer: the reluctance told back (with the wish to quit), an honest take, one question. */
export function writeReluctance(reading: Reluctance, persona: PersonaKey, language: ContentLanguage): string[] {
  const set = lines[fixRegister(persona, language)];
  return [set.told(reading.act, reading.quit), set.take, set.question];
}
