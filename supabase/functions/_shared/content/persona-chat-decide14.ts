/**
 * Round 14 of issue 13 (decision and how-to questions): "should I tell my sister…?", "is it worth getting a cat if…",
 * "có nên cho thằng em mượn xe không", "연락해도 될까?", "我该不该告诉同事…", and "how do I tell my parents…",
 * "làm sao để em bớt sợ…", "어떻게 하면 거절할 수 있을까요?", "怎么才能早上不赖床" are read from their question form alone:
 * the action asked about is told back whole in the second person (Korean: quoted as the visitor's own thought), then an
 * honest take that follows from it and one question about that action. A telling (tell, nói, 말하, 告诉) gets the first
 * sentence; any other how-to the smallest step. Never a topic word list: the action is whatever the visitor wrote.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { secondPerson, sentencesOf, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { endTieTake, endsTie } from './persona-chat-end-tie16.ts';

/** A decision to take (should I, có nên, 해도 될까, 该不该) or a way to find (how do I, làm sao để, 어떻게 하면, 怎么才能). */
export interface DecideQuestion {
  kind: 'should' | 'how';
  /** The action, told back whole ("whether to tell your sister that…", "có nên cho thằng em mượn xe máy…"). */
  told: string;
  /** The action is a telling (tell, say, nói, 말하다, 告诉): the answer is about its first sentence. */
  telling: boolean;
  /** Round 18: a plan of the visitor's own life, told with "what do you think?": weighed by a small first test. */
  plan?: boolean;
}

/** The visitor as the subject of the decision (should I, tao có nên, 我该不该): their own choice, never an invitation. */
export const ownDecision: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:should i|is it worth|(?:ok|okay|weird|wrong|bad) (?:if i|to))\b/iu,
  vi: /(?<![\p{L}])(?:mình|tôi|tớ|tao|em|tui)\s+(?:có\s+)?nên(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:나|저|내가|제가)\s/u,
  zh: /我(?:该不该|要不要|应不应该|应该不应该|是不是该)/u,
};

const speech: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:tell|say|break (?:it|the news)|bring (?:it )?up|explain|confess|admit|ask)\b/iu,
  vi: /^(?:(?:bạn|mình|em|tớ|tôi|tao)\s+)?(?:nói|kể|báo|thú nhận|thừa nhận|xin lỗi|mở lời|hỏi)(?![\p{L}])/iu,
  ko: /(?:말하|말을 하|얘기하|이야기하|고백하|털어놓|사과하|부탁하|거절하|물어보)/u,
  zh: /^(?:告诉|跟[^，。]{1,6}说|说出|开口|坦白|承认|道歉|拒绝)/u,
};

/** Kin and classifier words before "em" (thằng em, con em): a younger sibling, never the visitor's "I". */
const viKinEm = /(?<![\p{L}])(thằng|đứa|con|bé|nhỏ|anh|chị|cô|chú|dì|cậu) em(?![\p{L}])/giu;

function viSecond(clause: string): string {
  const kept: string[] = [];
  const held = clause.replace(viKinEm, (whole) => {
    kept.push(whole);
    return `\uE000${kept.length - 1}\uE000`;
  });
  return secondPerson(held, 'vi').replace(/\uE000(\d+)\uE000/gu, (_m, index: string) => kept[Number(index)] ?? '');
}

/** The action up to the first comma: what follows is the visitor's own aside ("…不赖床啊，闹钟响了十次都起不来"). */
function action(text: string): string {
  return (text.split(/\s*[,，;；]\s*/u)[0] ?? text).replace(/[啊呀呢吧嘛]+$/u, '').replace(judgedTail, '').trim();
}

/**
 * Round 18: a judgement asked after the action (…or is that weird, or is it too much, or nah) is the same whether-question,
 * not a second option: it is no part of the action told back.
 */
export const judgedTail = /\s+or\s+(?:(?:is|would)\s+(?:that|it)(?:\s+be)?\s+(?:\w+\s+)?\w+|nah|not)$/iu;

/**
 * Round 18: a plan told with what the listener thinks of it ("thinking of quitting to open a café, what do you think?",
 * "tao tính nghỉ việc mở quán, mày thấy sao", "카페 차릴까 고민 중인데 어떻게 생각해?", "我想辞职开咖啡店，你觉得怎么样") is
 * the same whether-question as "should I": the plan is told back and weighed.
 */
const planAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:i'?m |im |i am )?(?:thinking (?:of|about)|considering|planning (?:to|on))\s+(.+?)[,.]?\s+(?:what do you think|thoughts|is that (?:a good idea|dumb|crazy|stupid)|good idea)$/iu,
  vi: /^(?:tao|tớ|mình|em|tôi|tui)\s+(?:đang\s+)?(?:tính|định|muốn|đang nghĩ tới chuyện)\s+(.+?)[,.]?\s+(?:(?:mày|bạn|cậu|chị|anh|em|bà|ông)\s+)?thấy (?:sao|thế nào|được không|ổn không)$/iu,
  ko: /^(.+?[가-힣]까)\s*(?:고민|생각|망설)[가-힣\s]*?(?:어떻게 생각해|어떻게 생각하세요|어때|어떨까|어떤 것 같아)(?:요)?$/u,
  zh: /^我(?:想|打算|准备|在考虑|正在考虑)(.+?)[，,]?\s*你(?:觉得|看)(?:怎么样|呢|行吗|可以吗|好不好)$/u,
};

/** Round 18: the plan asked about, read only by the last fall-through (a reader that knows the plan's subject answers first). */
export function readPlanQuestion(text: string, language: ContentLanguage): DecideQuestion | null {
  const question = trimClause(withoutOpeners(text.trim(), language), language);
  const match = planAsked[language].exec(question.replace(/\s*[?？]+$/u, ''));
  const plan = match?.[1]?.trim();
  if (!plan || plan.length < 2) return null;
  switch (language) {
    case 'en': return { kind: 'should', told: `whether to ${/^\w+ing\b/iu.test(plan) ? 'go ahead with ' : ''}${secondPerson(plan, 'en')}`, telling: speech.en.test(plan), plan: true };
    case 'vi': return { kind: 'should', told: `có nên ${viSecond(plan)} không`, telling: speech.vi.test(plan), plan: true };
    case 'ko': return { kind: 'should', told: `“${secondPerson(plan, 'ko')}”`, telling: speech.ko.test(plan), plan: true };
    case 'zh': return { kind: 'should', told: `要不要${secondPerson(plan, 'zh')}`, telling: speech.zh.test(plan), plan: true };
  }
}

/**
 * The question, when the message opens with it: a question after a told event ("Sếp góp ý trước mặt mọi người… Em có
 * nên nghỉ việc luôn không?") belongs to that event, which its own readers answer.
 */
function questionSentence(text: string, language: ContentLanguage): string | null {
  const first = sentencesOf(text)[0];
  return first === undefined ? null : trimClause(withoutOpeners(first, language), language);
}

const enShould = /^(?:so |but |and |honestly |ok |okay )?(?:should i|do you think i should|would it be (?:ok|okay|weird|wrong|bad) (?:to|if i)|is it (?:ok|okay|weird|wrong|bad) (?:to|if i)|is it worth)\s+(.+)$/iu;
const enHow = /^(?:so |but |and |ok |okay )?(?:how (?:do|can|should|could|would) i|how to|any tips (?:on|for))\s+(.+)$/iu;

function readEn(question: string): DecideQuestion | null {
  const should = enShould.exec(question);
  if (should?.[1]) {
    const act = secondPerson(action(should[1]), 'en');
    const head = question.toLowerCase();
    const told = /is it worth/u.test(head) ? `whether it's worth ${act}` : /(?:ok|okay|weird|wrong|bad) if i/u.test(head) ? `whether it's okay if you ${act}` : `whether to ${act}`;
    return { kind: 'should', told, telling: speech.en.test(should[1]) };
  }
  const how = enHow.exec(question);
  if (how?.[1]) return { kind: 'how', told: `how to ${secondPerson(action(how[1]), 'en')}`, telling: speech.en.test(how[1]) };
  return null;
}

const viShould = /(?<![\p{L}])(?:có nên|nên)\s+(.+?)\s+(?:không|ko|hông|hay không|hay thôi)(?:\s+(?:nhỉ|ta|ạ|vậy|mày|bà|cậu|anh|chị|em|bạn|ơi))*$/iu;
const viHow = /(?<![\p{L}])(?:làm sao|làm thế nào|làm cách nào|cách nào)(?:\s+để)?\s+(.+?)(?:\s+(?:nhỉ|ta|ạ|vậy|thế|mày|bà|cậu|anh|chị|em|bạn|ơi))*$/iu;

function readVi(question: string): DecideQuestion | null {
  const should = viShould.exec(question);
  if (should?.[1] && should[1].split(/\s+/u).length >= 2) return { kind: 'should', told: `có nên ${viSecond(action(should[1]))} không`, telling: speech.vi.test(should[1]) };
  const how = viHow.exec(question);
  if (how?.[1] && how[1].split(/\s+/u).length >= 2) return { kind: 'how', told: `làm sao để ${viSecond(action(how[1]))}`, telling: speech.vi.test(how[1]) };
  return null;
}

const koShould = /(?:[가-힣]도 (?:될까|돼|되나|되려나|괜찮을까|괜찮아)|[ㄹ을할갈볼줄]까 말까|하는 게 (?:나을까|좋을까|맞을까))(?:요)?$/u;
/** The obligation question (헤어져야 할까요?, 말해야 하나): a should-question, unless it asks how or what (어떻게/뭐라고 해야 할까). */
const koMust = /[가-힣]야 (?:할까|하나|될까|되나|하는 걸까)(?:요)?$/u;
const koMustNot = /(?:어떻게|어떡|뭐라고|뭘|무엇을|무슨|언제|어디)/u;
const koHow = /(?:어떻게 (?:하면|해야|해야 돼|해야 할까)|어떡하면|어떻게 해야)/u;

function readKo(question: string): DecideQuestion | null {
  const bare = secondPerson(question, 'ko').replace(/(?:요)?\s*[?？]*$/u, '').trim();
  if ([...bare.replace(/\s/gu, '')].length < 5) return null;
  const plain = question.replace(/\s*[?？]+$/u, '');
  if (koShould.test(plain) || (koMust.test(plain) && !koMustNot.test(plain))) return { kind: 'should', told: `“${bare}”`, telling: speech.ko.test(bare) };
  if (koHow.test(question)) return { kind: 'how', told: `“${bare}”`, telling: speech.ko.test(bare) };
  return null;
}

const zhShould = /(?:该不该|我要不要|应不应该|应该不应该|是不是该)(.+)$/u;
const zhHow = /(?:怎么才能|怎样才能|如何才能|怎么样才能|怎么做才能|怎么让自己|怎么(?=跟|和|对|向|告诉|开口|拒绝|说))(.+)$/u;

function readZh(question: string): DecideQuestion | null {
  const clean = question.replace(/[啊呀呢吧嘛]+$/u, '');
  const should = zhShould.exec(clean);
  if (should?.[1] && should[1].length >= 2) return { kind: 'should', told: `${/要不要/u.test(clean) ? '要不要' : '该不该'}${secondPerson(action(should[1]), 'zh')}`, telling: speech.zh.test(should[1]) };
  const how = zhHow.exec(clean);
  if (how?.[1] && how[1].length >= 2) {
    const verb = /怎么(?=跟|和|对|向|告诉|开口|拒绝|说)/u.test(clean) ? '怎么' : '怎么才能';
    return { kind: 'how', told: `${verb}${secondPerson(action(how[1]), 'zh')}`, telling: speech.zh.test(how[1]) };
  }
  return null;
}

/** The visitor's decision or how-to question, or null when the message asks neither. */
export function readDecideQuestion(text: string, language: ContentLanguage): DecideQuestion | null {
  const question = questionSentence(text, language);
  if (!question) return null;
  switch (language) {
    case 'en': return readEn(question);
    case 'vi': return readVi(question);
    case 'ko': return readKo(question);
    case 'zh': return readZh(question);
  }
}

interface DecideLines { should: readonly string[]; how: readonly string[]; tellingTake: string; tellingQuestion: string; tellOrNot: string; planTake: readonly string[] }

const lines: Readonly<Record<FixRegister, DecideLines>> = {
  en: {
    should: ["So you're weighing {told}.", "My honest take: it comes down less to the thing itself than to what you hope happens after it. If you can say that in one sentence, and it's kind to both sides, I'd lean yes; if you can't yet, give it one more day.", 'What are you hoping happens once you do it?'],
    how: ['So you want to know {told}.', 'Honestly, one small step beats a big plan: pick the smallest version of it you could try this week and try it once; the second time is always easier.', 'What usually gets in the way?'],
    tellingTake: 'Honestly, the hardest part is the first sentence: write it down, say it out loud once, and pick a calm moment when nobody has to rush off; then let them react before you explain.',
    tellingQuestion: "What's the first sentence you'd say?",
    tellOrNot: 'Honestly, most people would rather hear a hard thing from someone who cares about them than find it out later. If it were you, would you want to know?',
    planTake: ["My honest take: a plan like that is worth it if you can try a small version before you bet everything on it: a weekend, a month, one small try before the whole thing. If you can, I'd lean yes.", 'What would the smallest first test of it look like?'],
  },
  vi: {
    should: ['Bạn đang phân vân {told}.', 'Thật lòng, chuyện này ít nằm ở bản thân việc đó mà ở điều bạn mong sẽ xảy ra sau đó. Nếu nói được điều đó trong một câu, và nó tử tế với cả hai bên, thì nghiêng về có; chưa nói được thì đợi thêm một ngày.', 'Bạn mong điều gì sẽ xảy ra sau khi làm vậy?'],
    how: ['Bạn muốn biết {told}.', 'Thật lòng, một bước nhỏ hơn hẳn một kế hoạch lớn: chọn phiên bản nhỏ nhất của việc đó mà tuần này thử được, và thử một lần; lần thứ hai bao giờ cũng dễ hơn.', 'Thường thì điều gì cản bạn lại?'],
    tellingTake: 'Thật lòng, khó nhất là câu đầu tiên: viết nó ra, nói thành tiếng một lần, rồi chọn lúc bình tĩnh, không ai phải vội; để người kia phản ứng trước rồi hẵng giải thích.',
    tellingQuestion: 'Câu đầu tiên bạn định nói là gì?',
    tellOrNot: 'Thật lòng, phần lớn mọi người thà nghe chuyện khó từ một người thương mình còn hơn tự phát hiện về sau. Nếu là bạn, bạn có muốn được biết không?',
    planTake: ['Thật lòng: kế hoạch kiểu này đáng thử nếu bạn làm được một phiên bản nhỏ trước khi dồn hết vào đó: một cuối tuần, một tháng, một lần thử nhỏ trước khi làm trọn. Làm được vậy thì mình nghiêng về có.', 'Bước thử nhỏ nhất đầu tiên của nó sẽ trông như thế nào?'],
  },
  zh: {
    should: ['你在纠结{told}。', '说实话，关键不在这件事本身，而在你希望它之后带来什么。如果一句话说得清，而且对双方都不伤人，我倾向于做；还说不清的话，就再等一天。', '你希望做了之后发生什么？'],
    how: ['你想知道{told}。', '说实话，一小步胜过大计划：挑一个这周就能试的最小版本，先试一次；第二次总会容易些。', '通常是什么卡住了你？'],
    tellingTake: '说实话，最难的是第一句话：先写下来，出声说一遍，再挑一个谁都不赶时间的平静时刻；先让对方反应，再慢慢解释。',
    tellingQuestion: '你打算说的第一句话是什么？',
    tellOrNot: '说实话，大多数人宁愿从在乎自己的人那里听到难听的话，也不愿以后自己发现。如果换成是你，你会想知道吗？',
    planTake: ['说实话：这种计划值得做，前提是你能先试一个小版本，再把一切押上去：一个周末、一个月，先小试一次，再全部投入。能做到的话，我倾向于支持。', '它最小的第一步试验会是什么样？'],
  },
  koPlain: {
    should: ['{told} 고민되는구나.', '솔직히 그 일 자체보다, 하고 나서 뭘 바라는지가 중요해. 그걸 한 문장으로 말할 수 있고 둘 다한테 다정한 거면 난 하는 쪽이야. 아직 말이 안 나오면 하루만 더 두고 봐.', '하고 나면 어떻게 되길 바라?'],
    how: ['{told} 싶은 거구나.', '솔직히 큰 계획보다 작은 한 걸음이 나아. 이번 주에 해 볼 수 있는 제일 작은 버전을 하나 골라서 딱 한 번만 해 봐. 두 번째는 늘 더 쉬워.', '보통 뭐가 제일 발목을 잡아?'],
    tellingTake: '솔직히 제일 어려운 건 첫 문장이야. 적어 보고, 소리 내서 한 번 말해 보고, 둘 다 안 바쁜 차분한 때를 골라. 설명은 상대 반응부터 듣고 나서 해.',
    tellingQuestion: '첫마디로 뭐라고 할 것 같아?',
    tellOrNot: '솔직히 대부분은 힘든 얘기라도 나중에 혼자 알게 되는 것보다 아끼는 사람한테서 듣는 걸 더 바라. 너라면 알고 싶을 것 같아?',
    planTake: ['솔직히 그런 계획은 전부 걸기 전에 작게 먼저 해 볼 수 있으면 해 볼 만해. 주말 하루, 한 달, 전부 하기 전에 한 번 작게 해 보는 것처럼. 그게 되면 난 하는 쪽이야.', '제일 작게 먼저 해 본다면 어떤 모습일 것 같아?'],
  },
  koPolite: {
    should: ['{told} 고민되시는군요.', '솔직히 그 일 자체보다, 하고 나서 무엇을 바라시는지가 중요해요. 그걸 한 문장으로 말할 수 있고 서로에게 다정한 일이라면 저는 하는 쪽이에요. 아직 말이 안 나오면 하루만 더 두고 보세요.', '하고 나면 어떻게 되길 바라세요?'],
    how: ['{told} 싶으신 거군요.', '솔직히 큰 계획보다 작은 한 걸음이 나아요. 이번 주에 해 볼 수 있는 가장 작은 버전을 하나 골라 딱 한 번만 해 보세요. 두 번째는 늘 더 쉬워요.', '보통 무엇이 가장 발목을 잡나요?'],
    tellingTake: '솔직히 가장 어려운 건 첫 문장이에요. 적어 보고, 소리 내어 한 번 말해 보고, 둘 다 바쁘지 않은 차분한 때를 고르세요. 설명은 상대의 반응을 먼저 듣고 나서 하셔도 돼요.',
    tellingQuestion: '첫마디로 뭐라고 하실 것 같아요?',
    tellOrNot: '솔직히 대부분은 힘든 얘기라도 나중에 혼자 알게 되는 것보다 아끼는 사람에게서 듣기를 바라요. 입장이 바뀐다면 알고 싶으실 것 같아요?',
    planTake: ['솔직히 그런 계획은 전부 걸기 전에 작게 먼저 해 볼 수 있다면 해 볼 만해요. 주말 하루, 한 달, 전부 하기 전에 한 번 작게 해 보는 것처럼요. 그게 된다면 저는 하는 쪽이에요.', '가장 작게 먼저 해 본다면 어떤 모습일 것 같아요?'],
  },
  koHage: {
    should: ['{told} 고민인 겐가.', '일 자체보다 그다음에 무엇을 바라는지가 중요하네. 한 문장으로 말할 수 있고 서로에게 해가 없다면 하게. 아직 말이 안 나오면 하루 더 두고 보게.', '하고 나면 무엇이 달라지길 바라나?'],
    how: ['{told} 싶은 겐가.', '큰 계획보다 작은 한 걸음일세. 이번 주에 해 볼 수 있는 가장 작은 것을 골라 한 번만 해 보게. 두 번째는 늘 쉬운 법이지.', '보통 무엇이 발목을 잡나?'],
    tellingTake: '가장 어려운 건 첫 문장일세. 적어 보고, 소리 내어 한 번 말해 보고, 차분한 때를 고르게. 설명은 상대의 반응을 들은 뒤에 하게.',
    tellingQuestion: '첫마디로 무엇이라 할 셈인가?',
    tellOrNot: '대개는 힘든 얘기라도 나중에 혼자 알게 되느니 아끼는 사람에게서 듣길 바라지. 자네라면 알고 싶겠나?',
    planTake: ['전부 걸기 전에 작게 먼저 해 볼 수 있다면 해 볼 만하네. 주말 하루, 한 달처럼. 그게 된다면 하게.', '가장 작게 먼저 해 본다면 어떤 모습이겠나?'],
  },
};

/** The answer: the action told back, an honest take that follows from it, one question about it. */
export function writeDecideQuestion(question: DecideQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const set = lines[register];
  const [told, take, back] = set[question.kind];
  const first = (told ?? '').replace('{told}', question.told);
  if (question.telling) return question.kind === 'should' ? [first, set.tellOrNot] : [first, set.tellingTake, set.tellingQuestion];
  if (question.plan === true) return [first, ...set.planTake];
  // Round 15, second wave (persona-chat-end-tie16.ts): ending a relationship gets no "I'd lean yes".
  if (question.kind === 'should' && endsTie(question.told, language)) return [first, ...endTieTake(register)];
  return [first, take ?? '', back ?? ''];
}
