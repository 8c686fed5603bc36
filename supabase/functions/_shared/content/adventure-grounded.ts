/**
 * Adventure continuations grounded in the visitor's own story (issue 13, second blind read): what the chosen action
 * aims at (the person asked, the thing looked at, the thing carried), the story's own object, and lines that use only
 * those: the person asked answers in a quoted line that moves the story, a message gets a reply, a look finds
 * something, and the story's object is carried on. For a story the engine did not write, the twist and the next
 * choices come from here too, so nothing walks in from another plot (no dog, no helicopter, no poisoner).
 */
import { type AskedForm, askedFormLine } from './adventure-asked-form.ts';
import { capitalizeLeading as capital } from './text-tools.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { trimToNounPhrase } from './adventure-noun-phrase.ts';

/** What a choice does to whom or what. */
export type ActKind = 'talk' | 'message' | 'look' | 'take' | 'open' | 'use' | 'give';

/** The aim of a choice: its kind, its target as the narration names it, and whether a name was asked. */
export interface ChoiceAct {
  kind: ActKind;
  target: string;
  asksName: boolean;
  /** The visitor asks what, how or why (not a name): the reply takes the question up (round 6). */
  asks?: boolean;
  /** The question's form, where the reply can answer it itself (round 12): what happens if…, which way…. */
  question?: QuestionForm;
  /** The story is a romance or a school story: a question gets a warm answer, not a grim one. */
  light?: boolean;
  /** Round 16: the form of a question put to the person (how, what it means, why, yes/no…), answered in that form. */
  form?: AskedForm;
  /** The visitor confesses or tells a truth (a reply is a reaction, not an answer). */
  confides?: boolean;
  /** The visitor only greets the person (the reply is a greeting back, not an answer to a question). */
  greets?: boolean;
  /** What is given, for `give`. */
  gift?: string;
}

const confidePattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:confess|confesses|admit|admits|reveal that|tell (?:\w+ ){0,2}(?:the truth|that|everything)|tell (?:him|her|them|\p{Lu}\w+) (?:you|you're|you’re|we)\b)/iu,
  vi: /nói thật|thú nhận|thú thật|kể hết|tiết lộ|thổ lộ/iu,
  ko: /털어놓|고백|사실대로|솔직하게 말/u,
  zh: /坦白|说实话|实话|真相|实情|承认/u,
};

/** A greeting, with nothing asked: "greet the young grandpa", "chào ông", "할아버지에게 인사한다", "跟爷爷打招呼". */
const greetPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:greet|greets|say hello to|say hi to|wave to|waves to)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:chào hỏi|chào|bắt chuyện với)(?![\p{L}\p{M}])/iu,
  ko: /인사/u,
  zh: /打招呼|打个招呼|问好|搭话/u,
};

/** A greeting answered: the person stops, looks, and reacts to a face that seems familiar or to a stranger. */
function greetReply(c: PhraseComposer, who: string): string {
  switch (c.language) {
    case 'vi':
      return c.pick([`${capital(who)} khựng lại, nhìn bạn rất lâu như cố nhớ ra gương mặt này. “Ta có quen nhau không? Trông bạn giống người nhà tôi lắm.”`, `${capital(who)} chào lại, hơi dè chừng, rồi nhìn bạn từ đầu đến chân: “Bạn không phải người ở đây, đúng không? Ai bảo bạn tới?”`]);
    case 'ko':
      return c.pick([`${withParticle(who, '은')} 걸음을 멈추고 한참 동안 당신 얼굴을 들여다본다. 어디서 본 얼굴인지 떠올리려는 것처럼. “우리 어디서 본 적 있나요? 우리 식구 중 누구랑 많이 닮았네요.”`, `${withParticle(who, '은')} 조심스럽게 인사를 받고 당신을 위아래로 훑어본다. “이 동네 사람은 아니죠? 누가 보냈어요?”`]);
    case 'zh':
      return c.pick([`${who}停下脚步，盯着你看了好一会儿，像是在努力回想在哪儿见过你。“我们认识吗？你长得真像我家里的一个人。”`, `${who}有些警惕地应了一声，上下打量着你：“你不是这一带的人吧？谁让你来的？”`]);
    default:
      return c.pick([`${capital(who)} stops and looks at you for a long moment, as if trying to place your face. “Do I know you? You look like someone in my family.”`, `${capital(who)} returns the greeting, a little wary, and looks you up and down. “You're not from around here, are you? Who sent you?”`]);
  }
}

/** A gift handed to someone: "give Babs the chip", "đưa cho cô ấy hộp sữa dâu", "하은이에게 생수병을 건넨다", "把糖递给他". */
function giftAct(choice: string, language: ContentLanguage): ChoiceAct | null {
  if (language === 'en') {
    const match = /\b(?:give|gives|hand|hands|offer|offers|pass|passes)\s+(.+?)\s+(?:to\s+)(.+)/iu.exec(choice) ?? null;
    if (match) {
      const gift = enPhrase(match[1] as string);
      const person = enPhrase(match[2] as string);
      return gift && person ? { kind: 'give', target: enTarget(person), gift: enTarget(gift), asksName: false } : null;
    }
    // "give the dragon the silver bell": the first noun phrase receives, the second is given.
    const both = /\b(?:give|gives|hand|hands|offer|offers|pass|passes)\s+((?:the|your|my)\s+[\w-]+)\s+((?:the|a|an|your|my|some)\s+[\w' -]+)/iu.exec(choice);
    const bothGift = both ? enPhrase(both[2] as string) : null;
    if (both && bothGift) return { kind: 'give', target: (both[1] as string).replace(/^(?:your|my)\s/iu, 'the '), gift: enTarget(bothGift), asksName: false };
    const direct = /\b(?:give|gives|hand|hands|offer|offers|pass|passes)\s+(\p{Lu}[\w'-]*|him|her|them)\s+(.+)/u.exec(choice);
    const gift = direct ? enPhrase(direct[2] as string) : null;
    if (direct && gift) {
      const who = direct[1] as string;
      return { kind: 'give', target: /^(?:him|her|them)$/u.test(who) ? ({ him: 'he', her: 'she', them: 'they' } as Record<string, string>)[who] ?? who : who, gift: enTarget(gift), asksName: false };
    }
    return null;
  }
  if (language === 'vi') {
    // "đưa con dao cho Hùng": what is given comes first, the person after "cho".
    const given = new RegExp(`(?<!${viLetter})(?:đưa|tặng|trao|chuyền|nhường|dúi)\\s+(?!cho(?!${viLetter}))(.+?)\\s+cho\\s+((?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|thằng|con|bé|lão|mụ)(?:\\s+(?!rồi|và|để|xem)(?:ăn xin|ăn mày|bán [\\p{L}\\p{M}]+|gác [\\p{L}\\p{M}]+|[\\p{L}\\p{M}]+)){1,2}|\\p{Lu}[\\p{L}\\p{M}]*|[\\p{L}\\p{M}]+\\s+(?:ấy|ta|kia))`, 'u').exec(choice.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()));
    const givenThing = given ? viPhrase(given[1] as string, 3) : null;
    if (given && givenThing) return { kind: 'give', target: given[2] as string, gift: givenThing, asksName: false };
    const match = new RegExp(`(?<!${viLetter})(?:đưa cho|tặng cho|tặng|mời|đưa)\\s+(.+)`, 'iu').exec(choice);
    if (!match) return null;
    const words = (match[1] as string).trim().split(/\s+/u);
    const personLength = /^(?:ấy|ta|kia|này|đó|bé)$/iu.test(words[1] ?? '') ? 2 : /^(?:cô|cậu|anh|chị|em|bà|ông|bác|chú|bé|thằng|con|lão|dì|thầy)$/iu.test(words[0] ?? '') ? 2 : 1;
    const person = words.slice(0, personLength).join(' ');
    const rest = words.slice(personLength).join(' ').replace(/^(?:một|ly|cốc|chén)\s+/iu, (w) => w);
    const gift = viPhrase(rest, 3);
    return person && gift ? { kind: 'give', target: person, gift, asksName: false } : null;
  }
  if (language === 'ko') {
    const match = /^(.*?)(?:에게|한테|께)\s(?:.*?\s)?([가-힣A-Za-z0-9]+(?:\s[가-힣A-Za-z0-9]+)?)(?:을|를)\s*(?:건넨|건네|준다|줘|주|내민|내밀)/u.exec(choice);
    const person = match ? koreanPhrase(match[1] as string) : null;
    const gift = match ? koreanPhrase(match[2] as string) : null;
    if (person && gift) return { kind: 'give', target: person, gift, asksName: false };
    // "떨어진 사진을 주워 지우에게 건넨다": the thing first, then the person.
    const after = /([가-힣A-Za-z0-9]+)(?:을|를)\s(?:.*?\s)?([가-힣A-Za-z0-9]+)(?:에게|한테|께)\s*(?:건넨|건네|준다|줘|주며|주고|내민|내밀|돌려준|돌려주)/u.exec(choice);
    const later = after ? koreanPhrase(after[2] as string) : null;
    const thing = after ? koreanPhrase(after[1] as string) : null;
    return later && thing ? { kind: 'give', target: later, gift: thing, asksName: false } : null;
  }
  const match = /把([^，。！？]{1,6}?)(?:递给|送给|交给|塞给|分给)([^，。！？]{1,5}?)(?=，|。|$|吃|喝|看)/u.exec(choice);
  return match ? { kind: 'give', target: match[2] as string, gift: match[1] as string, asksName: false } : null;
}

/** How a person takes a gift, in a line of their own. */
export function giftLine(c: PhraseComposer, act: ChoiceAct, request = false): string {
  const who = act.target;
  const gift = act.gift ?? '';
  if (request) return requestGranted(c.language, who, gift);
  // A found thing handed to a teacher or an officer is turned in, not a present (seventh blind read).
  if (authority[c.language].test(who)) return turnedIn(c.language, who, gift);
  switch (c.language) {
    case 'vi': {
      const me = viYoung.test(who) || /ấy$/u.test(who) ? 'mình' : 'tôi';
      return c.pick([
        `${capital(who)} nhìn ${gift} một lúc lâu rồi mới đưa tay nhận. “Sao lại tốt với ${me} vậy?”`,
        `${capital(who)} ngẩng lên, bất ngờ, rồi khẽ cười khi cầm lấy ${gift}. “Cảm ơn… thật đấy.”`,
      ]);
    }
    case 'ko':
      return c.pick([
        `${withParticle(who, '은')} ${withParticle(gift, '을')} 한참 바라보다가 조심스럽게 받아 든다. “왜 이렇게까지 해 줘요?”`,
        `${withParticle(who, '이')} 놀란 얼굴로 고개를 들더니, ${withParticle(gift, '을')} 받으며 작게 웃는다. “고마워요… 진짜로.”`,
      ]);
    case 'zh':
      return c.pick([
        `${who}盯着${gift}看了好一会儿，才伸手接过去：“你为什么对我这么好？”`,
        `${who}愣了一下，接过${gift}，轻轻笑了：“谢谢……真的。”`,
      ]);
    default:
      return c.pick([
        `${capital(who)} looks at ${gift} for a long moment before taking it. “Why are you being kind to me?”`,
        `${capital(who)} looks up, surprised, and almost smiles as ${/^(?:he|she|they)$/u.test(who) ? 'the fingers close' : 'their fingers close'} around ${gift}. “Thank you. Really.”`,
      ]);
  }
}

/** People one turns a found thing in to. */
const authority: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:teacher|officer|police|policeman|guard|captain|principal|boss|sergeant|detective|professor|manager|headmaster|inspector|sheriff)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:cô giáo|thầy giáo|thầy|cô chủ nhiệm|chủ nhiệm|công an|cảnh sát|bảo vệ|thuyền trưởng|sếp|hiệu trưởng|giám thị)(?![\p{L}\p{M}])/iu,
  ko: /선생님|경찰|경비|선장|교장|사장님|팀장|감독관|형사/u,
  zh: /老师|警察|保安|船长|校长|老板|经理|班主任|警官/u,
};
/** A teacher among those people (they speak to a pupil). */
const teacherWord = /teacher|principal|headmaster|professor|cô giáo|thầy|chủ nhiệm|hiệu trưởng|giám thị|선생님|교장|老师|校长|班主任/iu;

function turnedIn(language: ContentLanguage, who: string, gift: string): string {
  const teacher = teacherWord.test(who);
  switch (language) {
    case 'vi':
      return `${capital(who)} cầm lấy ${gift}, lật qua một lượt, và sắc mặt thay đổi hẳn. “${teacher ? 'Em' : 'Bạn'} tìm thấy cái này ở đâu?”`;
    case 'ko':
      return `${withParticle(who, '은')} ${withParticle(gift, '을')} 받아 한 번 훑어보더니 표정이 굳는다. “${teacher ? '이거, 어디서 찾았어?' : '이거 어디서 찾으셨어요?'}”`;
    case 'zh':
      return `${who}接过${gift}，翻了一下，脸色一下子变了：“这是在哪儿找到的？”`;
    default:
      return `${capital(who)} take${who === 'they' ? '' : 's'} ${gift}, turn${who === 'they' ? '' : 's'} it over once, and ${who === 'he' ? 'his' : who === 'she' ? 'her' : 'their'} face changes. “Where did you find this?”`;
  }
}

/** A gift handed over with a favour asked ("건네며 길을 비켜 달라고 부탁한다"): the favour is weighed, then granted. */
export const asksFavour: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks|beg|begs|plead|pleads)\b[^.]*\bto\b|\bplease\b/iu,
  // Round 15 (adv16): "ăn xin" (a beggar) asks no favour.
  vi: /(?<![\p{L}\p{M}])(?<!ăn\s)(?:xin|nhờ|năn nỉ|cầu xin|van xin)(?![\p{L}\p{M}])/iu,
  ko: /달라고|해 달라|부탁|청한다/u,
  zh: /请[它他她你]|求[它他她你]|拜托|让[它他她]帮/u,
};

/** A favour asked of someone (no gift): they weigh it, then agree, on their own terms. */
export function favourReply(language: ContentLanguage, who: string): string {
  switch (language) {
    case 'vi':
      return `${capital(who)} im lặng cân nhắc một lúc lâu. “Được,” cuối cùng cũng lên tiếng. “Nhưng phải đi ngay bây giờ, trước khi tôi đổi ý.”`;
    case 'ko':
      return `${withParticle(who, '은')} 한참 말없이 생각하더니 마침내 입을 연다. “좋아. 대신 지금 당장 가자. 내 마음이 바뀌기 전에.”`;
    case 'zh':
      return `${who}沉默着想了好一会儿，终于开口：“好吧。不过得现在就走，趁我还没改主意。”`;
    default:
      return `${capital(who)} ${who === 'they' ? 'think' : 'thinks'} it over for a long moment. “All right,” ${who} say${who === 'they' ? '' : 's'} at last. “But we go now, before I change my mind.”`;
  }
}

function requestGranted(language: ContentLanguage, who: string, gift: string): string {
  switch (language) {
    case 'vi':
      return `${capital(who)} cầm lấy ${gift}, ngắm nghía một hồi lâu như đang cân nhắc. Rồi không nói không rằng, làm đúng điều bạn xin, chỉ buông lại một câu: “Chỉ lần này thôi đấy.”`;
    case 'ko':
      return `${withParticle(who, '은')} ${withParticle(gift, '을')} 받아 들고 한참을 따져 보듯 들여다본다. 그러더니 말없이 당신의 부탁대로 해 준다. 딱 한마디만 남긴다. “이번 한 번뿐이다.”`;
    case 'zh':
      return `${who}接过${gift}，掂量了好一会儿，像是在盘算。然后一句话也没多说，照你求的做了，只丢下一句：“就这一次。”`;
    default:
    {
      const s = who === 'they' ? '' : 's';
      return `${capital(who)} take${s} ${gift} and weigh${s} it for a long moment. Then, without another word, ${who} do${who === 'they' ? '' : 'es'} what you asked, with one warning: “This once.”`;
    }
  }
}

/** A question whose form the person can answer at once: a consequence ("what happens if I get it wrong") or a way. */
type QuestionForm = 'consequence' | 'direction';

const questionForms: Readonly<Record<ContentLanguage, readonly (readonly [QuestionForm, RegExp])[]>> = {
  en: [['consequence', /\bwhat (?:happens|will happen|would happen|do I lose|if)\b.*\bif\b|\bwhat if\b/iu], ['direction', /\b(?:which (?:way|direction|side)|where (?:\S+\s){0,3}(?:came from|come from|went|go|rose|rising|coming from|heading))\b/iu]],
  vi: [['consequence', /(?<![\p{L}\p{M}])nếu(?![\p{L}\p{M}]).*(?:thì sao|thì thế nào|thì chuyện gì|sẽ ra sao|sẽ thế nào)/iu], ['direction', /(?:hướng nào|phía nào|đằng nào|ngả nào|từ đâu (?:bốc|bay|tới|đến))/iu]],
  ko: [['consequence', /(?:면|으면)\s*(?:어떻게\s*(?:되|돼)|무슨 일이)/u], ['direction', /(?:어느\s*쪽|어느\s*방향|어디서\s*(?:올라|피어|나|오)|어디로\s*(?:가|갔))/u]],
  zh: [['consequence', /(?:如果|要是).{0,16}(?:会怎样|会怎么样|会发生什么|怎么办)/u], ['direction', /(?:哪个方向|哪边|哪一边|从哪儿?(?:升|冒|飘|来)|往哪)/u]],
};

/** A question of what, how or why put to a person: "ask the girl what happened to her mother", "hỏi sao lại biết số mình". */
const asksPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks|text|texts|message|call)\s+\S+(?:\s\S+)?\s+(?:what|how|why|where|when|whether|if|which)\b/iu,
  vi: /(?<![\p{L}\p{M}])hỏi(?![\p{L}\p{M}]).*(?<![\p{L}\p{M}])(?:sao|thế nào|vì sao|tại sao|ra sao|chuyện gì|làm sao|ở đâu|đi đâu|đâu rồi|khi nào|có phải)(?![\p{L}\p{M}])/iu,
  ko: /(?:는지|은지|던지|냐고|느냐고|는지를|은지를)\s*(?:묻|물어|물었)/u,
  zh: /问.{0,16}(?:怎么|怎样|为什么|为啥|什么|哪|有没有|是不是|发生了|好不好|要不要|会不会|能不能|过得)/u,
};

/**
 * A question the person answers at once, in the story's voice (round 12): a consequence is stated plainly (no second
 * try), a way is pointed out. Never "sit down, it's longer than you think" to a question of one line.
 */
function formAnswer(c: PhraseComposer, who: string, form: QuestionForm): string {
  const consequence = form === 'consequence';
  switch (c.language) {
    case 'vi':
      return consequence
        ? `${capital(who)} nhìn thẳng vào bạn: “Thì không có lần thứ hai đâu. Chắc chắn rồi hẵng làm.”`
        : `${capital(who)} giơ tay chỉ, chẳng chút do dự: “Phía kia kìa. Không xa đâu, cứ đi thẳng là thấy.”`;
    case 'ko':
      return consequence
        ? `${withParticle(who, '은')} 당신을 똑바로 본다. “그럼 두 번째 기회는 없어요. 확실할 때 하세요.”`
        : `${withParticle(who, '은')} 망설임 없이 한쪽을 가리킨다. “저쪽이에요. 멀지 않아요. 곧장 가면 보여요.”`;
    case 'zh':
      return consequence
        ? `${who}直直地看着你：“那就没有第二次机会了。想清楚了再做。”`
        : `${who}毫不犹豫地抬手一指：“那边。不远，一直往前就能看到。”`;
    default:
      return consequence
        ? `${capital(who)} holds your gaze. “Then there is no second try. Be sure before you choose.”`
        : `${capital(who)} points without a moment's doubt. “That way. Not far. Keep straight on and you'll see it yourself.”`;
  }
}

/** A person takes a question up: they will tell, and say what it costs (face to face, or in a message). */
function askedReply(c: PhraseComposer, act: ChoiceAct): string {
  const who = act.target;
  const text = act.kind === 'message';
  if (act.light && !text) return gentleAnswer(c, who);
  if (act.question !== undefined && !text) return formAnswer(c, who, act.question);
  switch (c.language) {
    case 'vi': {
      // A person called by a kin title speaks of themself by it ("anh sẽ giải thích"); else em / mình / tôi.
      const title = /^(anh|chị|cô|chú|bác|ông|bà|thầy)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase();
      const me = title ?? (viYoung.test(who) ? 'em' : /ấy$/u.test(who) ? 'mình' : 'tôi');
      const Me = capital(me);
      return text
        ? `${capital(who)} gõ rất lâu mới gửi: “${Me} sẽ giải thích hết. Nhưng không phải qua tin nhắn. Gặp rồi ${me} kể.”`
        : c.pick([`${capital(who)} nhìn đi chỗ khác một lúc rồi mới đáp: “Thật sự muốn biết à? Vậy ngồi xuống đi. Chuyện dài hơn bạn nghĩ.”`, `${capital(who)} ngập ngừng, rồi chậm rãi gật đầu: “Được. ${Me} sẽ kể hết những gì ${me} biết. Nhưng có chuyện không phải của ${me} để kể.”`]);
    }
    case 'ko':
      return text
        ? `한참 만에 ${who}의 답장이 온다. “다 설명할게. 문자로는 말고, 만나서 얘기해.”`
        : c.pick([`${withParticle(who, '은')} 잠시 시선을 피하다가 입을 연다. “정말 알고 싶어요? 그럼 앉아요. 생각보다 긴 얘기예요.”`, `${withParticle(who, '은')} 망설이다가 천천히 고개를 끄덕인다. “알았어요. 아는 건 다 말할게요. 다만 전부 내가 말해도 되는 얘기는 아니에요.”`]);
    case 'zh':
      return text
        ? `${who}那边“正在输入”了很久，终于回来一句：“我都会解释的。不在消息里说，见面告诉你。”`
        : c.pick([`${who}移开视线，过了一会儿才开口：“你真想知道？那先坐下吧。事情比你想的长。”`, `${who}犹豫了一下，慢慢点了点头：“好吧。我知道的都告诉你。不过，有些事不该由我来说。”`]);
    default:
      return text
        ? `${capital(who)} takes a long time to reply. Then: “I'll explain everything. Not over text. Meet me and I'll tell you.”`
        : c.pick([`${capital(who)} looks away for a moment before answering. “You really want to know? Then sit down. It's longer than you think.”`, `${capital(who)} hesitates, then nods slowly. “All right. I'll tell you what I know. But not all of it is mine to tell.”`]);
  }
}

/**
 * A greeting in a romance or a school story (round 10: a transfer student asking "who sent you?" as if at a crime
 * scene): the person is surprised, glad, and the talk starts.
 */
function friendlyGreeting(c: PhraseComposer, who: string): string {
  switch (c.language) {
    case 'vi': {
      const title = /^(anh|chị|cô|chú|bác|ông|bà|thầy|cậu|em)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase();
      const me = title === 'cậu' ? 'tớ' : title ?? 'mình';
      return `${capital(who)} ngẩng lên, hơi bất ngờ, rồi cười: “Chào! Từ sáng tới giờ ${me} cứ mong có ai bắt chuyện đấy.”`;
    }
    case 'ko':
      return `${withParticle(who, '은')} 놀란 듯 고개를 들더니 웃는다. “안녕! 아침부터 누가 말 걸어 주길 기다리고 있었어.”`;
    case 'zh':
      return `${who}抬起头，有点意外，随即笑了：“你好！我从早上就一直盼着有人来跟我说话呢。”`;
    default:
      return `${capital(who)} looks up, surprised, then smiles. “Hi! I've been hoping all morning that someone would talk to me.”`;
  }
}

/** A question in a romance or a school story: a smile, and the answer offered on a walk together. */
function gentleAnswer(c: PhraseComposer, who: string): string {
  switch (c.language) {
    case 'vi': {
      const title = /^(anh|chị|cô|chú|bác|ông|bà|thầy|cậu|em)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase();
      const me = title === 'cậu' ? 'tớ' : title ?? 'mình';
      return `${capital(who)} khựng lại một chút rồi mỉm cười: “Chuyện đó dài lắm. Đi với ${me} một đoạn nhé, ${me} kể cho nghe.”`;
    }
    case 'ko':
      return `${withParticle(who, '은')} 잠깐 멈칫하더니 웃는다. “그건 얘기가 좀 길어. 같이 좀 걸을래? 천천히 말해 줄게.”`;
    case 'zh':
      return `${who}愣了一下，笑了笑：“这个说来话长。陪我走一段吧，我慢慢告诉你。”`;
    default:
      return `${capital(who)} is quiet for a second, then smiles. “That's a longer answer than you think. Walk with me, and I'll tell you.”`;
  }
}

/** How a person takes a confession: surprise, and a question back. */
function confideReply(c: PhraseComposer, who: string): string {
  switch (c.language) {
    case 'vi':
      return c.pick([`${capital(who)} sững người nhìn bạn, rồi bật cười vì không biết có nên tin không. “Nói lại lần nữa đi… chậm thôi.”`, `${capital(who)} im lặng rất lâu. “Nếu là thật,” cuối cùng ${who} nói, “thì còn ai khác biết chuyện này không?”`]);
    case 'ko':
      return c.pick([`${withParticle(who, '은')} 어리둥절한 얼굴로 당신을 바라본다. “방금… 뭐라고 했어요? 천천히 다시 말해 봐요.”`, `${withParticle(who, '은')} 한참 말이 없다가 겨우 입을 연다. “그게 사실이라면, 또 누가 알고 있어요?”`]);
    case 'zh':
      return c.pick([`${who}愣愣地看着你，不知道该不该相信，忽然笑了出来：“你再说一遍……慢慢说。”`, `${who}沉默了很久，终于开口：“如果这是真的，还有谁知道？”`]);
    default:
      return c.pick([`${capital(who)} stares at you, then laughs, unsure whether to believe it. “Say that again. Slowly.”`, `${capital(who)} is quiet for a long time. “If that's true,” comes the answer at last, “who else knows?”`]);
  }
}

/** A Vietnamese letter (with its combining marks), for word edges in patterns built from strings. */
export const viLetter = '[\\p{L}\\p{M}]';
/** Words that end a Vietnamese noun phrase. */
const viStop = new Set(['thử', 'xịt', 'kéo', 'phun', 'luôn', 'năm', 'nay', 'hôm', 'bây', 'tên', 'về', 'xem', 'rằng', 'có', 'là', 'và', 'rồi', 'gì', 'để', 'ở', 'đang', 'đã', 'sao', 'thế', 'nào', 'vì', 'chuyện', 'lúc', 'khi', 'mời', 'với', 'của', 'dù', 'vẫn', 'hết', 'bị', 'trong', 'trên', 'dưới', 'nằm', 'được', 'mà', 'thì', 'cho', 'từ', 'đặt', 'ngay', 'lại', 'thật', 'một', 'những', 'các', 'này', 'đó', 'kia', 'ấy', 'nữa', 'đi', 'lên', 'xuống', 'vào', 'ra']);
/** Words that end an English noun phrase. */
const enStop = /^(?:I|you|we|he|she|they|it|me|us|about|what|if|whether|for|to|and|with|who|where|why|how|her|his|their|in|on|at|from|that|which|into|onto|then|but|so|before|after|while|again|back|out|up|down|is|are|was|instead|now|quickly|quietly|carefully|under|over|behind|beside|near|by|through|across|inside|outside|beneath|below|above|against|along|around|between|toward|towards|off|past|as|than|or)$/iu;

function viPhrase(text: string, max = 5): string | null {
  const words: string[] = [];
  for (const word of text.trim().split(/\s+/u)) {
    const clean = word.replace(/[,.;:!?…"“”'’()]+$/u, '');
    if (clean.length === 0 || viStop.has(clean.toLowerCase()) || words.length >= max) break;
    words.push(clean);
    if (clean !== word) break;
  }
  return words.length > 0 ? words.join(' ') : null;
}

function enPhrase(text: string, max = 3): { phrase: string; mine: boolean } | null {
  const article = /^(the|a|an|my|your|our|this|that)\s+/iu.exec(text.trim());
  const rest = article ? text.trim().slice(article[0].length) : text.trim();
  const words: string[] = [];
  for (const word of rest.split(/\s+/u)) {
    const clean = word.replace(/[,.;:!?…"“”()]+$/u, '');
    if (clean.length === 0 || enStop.test(clean) || words.length >= max || (words.length > 0 && /(?:ed|ing)$/iu.test(clean))) break;
    words.push(clean);
    // "Mr. Quill": a title's dot does not end the phrase (the lead's read of round 9: "Mr glances at the door").
    if (clean !== word && !(/^(?:Mr|Mrs|Ms|Dr|St)\.$/u.test(word) && words.length === 1)) break;
  }
  if (words.length === 0) return null;
  const phrase = words.join(' ').replace(/^(Mr|Mrs|Ms|Dr|St) /u, '$1. ');
  return { phrase, mine: /^(?:my|our|your)$/iu.test(article?.[1] ?? '') };
}

/** An English target as the narration names it: a proper name as is, "my roommate" → "your roommate", else "the …". */
function enTarget(found: { phrase: string; mine: boolean }): string {
  if (/^\p{Lu}/u.test(found.phrase)) return found.phrase;
  return `${found.mine ? 'your' : 'the'} ${found.phrase}`;
}

const asksNamePattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bname\b|\bwho (?:he|she|they) (?:is|are)\b/iu,
  vi: /tên (?:gì|là gì)|tên của|tên không|là ai/iu,
  ko: /이름/u,
  zh: /名字|叫什么|是谁/u,
};

function englishAct(choice: string): ChoiceAct | null {
  const rules: ReadonlyArray<readonly [ActKind, RegExp]> = [
    ['message', /\b(?:text|texts|message|messages|dm|call|calls|(?<!\b(?:your|my|the|a|his|her|their|our)\s)phones?(?!\s+(?:number|numbers|case|screen|charger)\b)|ring|email|radio|send (?:a )?(?:text|message) to|send (?:it|them|the \w+|a (?:photo|picture|copy)) to|write to)\s+(.+)/iu],
    ['talk', /\b(?:ask|asks|tell|tells|talk to|talks to|speak to|speak with|question|interrogate|greet|greets|say hi to|say hello to|wave to|persuade|confront|whisper to|shout to|call out to|thank)\s+(.+)/iu],
    ['look', /\b(?:study|studies|examine|examines|inspect|inspects|check|checks|look at|looks at|look closely at|search|searches|read|reads|look through|peek into|peek at|look into)\s+(.+)/iu],
    ['take', /\b(?:grab|grabs|take|takes|pick up|carry|carries|hold|holds|hug|bring|brings|scoop up)\s+(.+)/iu],
    ['open', /\b(?:open|opens|unlock|unlocks|push open|kick open)\s+(.+)/iu],
    ['use', /\b(?:use|uses|fire|fires|throw|throws|activate|activates|trigger|triggers|set off)\s+(.+)/iu],
  ];
  return firstAct(rules, choice, (text) => {
    // "tell him you kept it": the person is "he", never "the him you kept".
    const pronoun = /^(him|her|them)\b/iu.exec(text.trim());
    if (pronoun) return ({ him: 'he', her: 'she', them: 'they' } as Readonly<Record<string, string>>)[(pronoun[1] as string).toLowerCase()] ?? null;
    const found = enPhrase(text);
    return found ? enTarget(found) : null;
  }, asksNamePattern.en.test(choice));
}

/** The first rule (in priority order, or only of the wanted kinds) whose target reads. */
let wantedKinds: ReadonlySet<ActKind> | null = null;
function firstAct(rules: ReadonlyArray<readonly [ActKind, RegExp]>, choice: string, read: (text: string) => string | null, asksName: boolean): ChoiceAct | null {
  for (const [kind, pattern] of rules) {
    if (wantedKinds && !wantedKinds.has(kind)) continue;
    const match = pattern.exec(choice);
    const target = match ? read(match[1] as string) : null;
    if (target) return { kind, target, asksName };
  }
  return null;
}

function vietnameseAct(choice: string): ChoiceAct | null {
  const rules: ReadonlyArray<readonly [ActKind, RegExp]> = [
    ['message', new RegExp(`(?<!${viLetter})(?:nhắn tin cho|nhắn tin|nhắn cho|nhắn|gọi điện cho|gọi điện|gọi cho|gửi tin nhắn cho|gửi ảnh cho|gửi cho)\\s+(.+)`, 'iu')],
    ['talk', new RegExp(`(?<!${viLetter})(?:hỏi chuyện|hỏi|nói chuyện với|nói thật với|thú nhận với|thú thật với|kể hết cho|nói với|bắt chuyện với|chào hỏi|chào|thuyết phục|tra hỏi|chất vấn|cảm ơn)\\s+(.+)`, 'iu')],
    ['look', new RegExp(`(?<!${viLetter})(?:kiểm tra|xem xét|xem kỹ|xem|nhìn kỹ|nhìn|quan sát|đọc|soi|nghiên cứu|lục soát|lục)\\s+(.+)`, 'iu')],
    ['take', new RegExp(`(?<!${viLetter})(?:ôm|cầm|nhặt|lấy|mang theo|bế|giữ)\\s+(.+)`, 'iu')],
    ['open', new RegExp(`(?<!${viLetter})(?:mở|đẩy cửa|phá cửa)\\s+(.+)`, 'iu')],
    ['use', new RegExp(`(?<!${viLetter})(?:dùng|sử dụng|kích hoạt|ném|bắn)\\s+(.+)`, 'iu')],
  ];
  // "gửi cho một người bạn làm công an": the article "một" opens the phrase, it does not end it.
  return firstAct(rules, choice, (text) => viPhrase(text.replace(/^\s*(?:một|những)\s+/iu, '')), asksNamePattern.vi.test(choice));
}

/** A Korean noun phrase before a particle: the last word, with the word before it when that one carries no particle. */
export function koreanPhrase(before: string): string | null {
  const words = before.trim().split(/\s+/u).filter(Boolean);
  const last = words.pop();
  if (!last || !/^[가-힣A-Za-z0-9]+$/u.test(last)) return null;
  const previous = words.pop();
  // "비 오는 날 우산": a time noun (날, 때, 밤) closes an adverbial; it never modifies the next noun.
  if (previous && /^(?:날|때|밤|낮|아침|저녁|새벽|해|중|후|전|동안|무렵|순간|오늘|어제|내일)$/u.test(previous)) return last;
  return previous && /^[가-힣]+$/u.test(previous) && !/(?:에서|에게|한테|께|의|은|는|이|가|을|를|에|고|서|도|만|게|로|와|과|던|된|한|운|지|면|둔|진|친|온|간|낸|린|인|쓴|든|른|운|된|킨|긴)$/u.test(previous) ? `${previous} ${last}` : last;
}

function koreanAct(choice: string): ChoiceAct | null {
  const asksName = asksNamePattern.ko.test(choice);
  // "루카와 함께 숨는다": the 께 of 함께 (together) is no honorific "to" (the lead's read of round 9: a person called "함").
  const recipient = /^(.*?)(?:에게|한테|(?<!함)께)\s/u.exec(choice);
  if (recipient && (!wantedKinds || wantedKinds.has('talk') || wantedKinds.has('message'))) {
    const target = koreanPhrase(recipient[1] as string);
    const kind: ActKind = /문자|메시지|카톡|전화|연락|톡|무전|교신/u.test(choice) ? 'message' : 'talk';
    if (target) return { kind, target, asksName };
  }
  const object = /^(.*?[가-힣A-Za-z0-9])(?:을|를)\s+(.+)$/u.exec(choice);
  if (object) {
    const target = koreanPhrase(object[1] as string);
    const verb = object[2] as string;
    // 쓴다 after a place ("눈 위에 이름을 쓴다", "칠판에 글씨를 쓴다") is writing, not using (round 9b).
    const written = /^(?:써|쓴|쓰)/u.test(verb) && /[가-힣]에\s/u.test(object[1] as string);
    const kind: ActKind | null = /^(?:열|연다|밀어)/u.test(verb) ? 'open' : /^(?:살펴|본다|보|읽|조사|확인|들여다|뒤지|뒤진)/u.test(verb) ? 'look' : /^(?:안|챙|들|집|업)/u.test(verb) ? 'take' : /^(?:부른|불러|찾아가)/u.test(verb) ? 'talk' : !written && /^(?:써|쓴|쓰|사용|터뜨|던|발사|작동)/u.test(verb) ? 'use' : null;
    if (target && kind && (!wantedKinds || wantedKinds.has(kind))) return { kind, target, asksName };
  }
  return null;
}

const zhNoun = '([^\\s，。！？、“”：:,.!?]{1,6}?)';
function chineseAct(choice: string): ChoiceAct | null {
  const asksName = asksNamePattern.zh.test(choice);
  const rules: ReadonlyArray<readonly [ActKind, RegExp]> = [
    ['message', new RegExp(`(?:给|跟|和|向)${zhNoun}(?:发|打|回)(?:了)?(?:个|一条|一个|条)?(?:微信|消息|短信|电话|信息|语音)`, 'u')],
    ['talk', new RegExp(`(?:问问|询问|问|告诉)${zhNoun}(?=叫什么|名字|是谁|关于|为什么|怎么|什么|有没有|能不能|是不是|如果|要是|，|。|$)`, 'u')],
    ['talk', new RegExp(`(?:跟|和|向|对)${zhNoun}(?:说|打听|询问|坦白|解释|聊|求|道谢|打招呼|打个招呼|问好|搭话)`, 'u')],
    // "问他这些年过得好不好": a pronoun right after 问 is the person asked.
    ['talk', /(?:问问|问)(他们|她们|他|她)/u],
    ['look', new RegExp(`(?:仔细看看|看看|查看|检查|研究|翻看|翻|读)${zhNoun}(?=里|上|的|，|。|$)`, 'u')],
    // 把 alone takes nothing: "把绳子割断" cuts the rope, "把窗户封死" seals the window (round 9); it takes what it hides or carries.
    ['take', new RegExp(`(?:抱起|抱着|拿起|带上|带着|揣着|把(?=[^\\s，。！？、“”：:,.!?]{1,6}?(?:藏|抱|带|揣|塞|护)))${zhNoun}(?=藏|抱|带|揣|塞|护|，|。|$)`, 'u')],
    ['open', new RegExp(`(?:打开|推开|撬开)${zhNoun}(?=，|。|$|看)`, 'u')],
    // "扔给他" throws to someone: 给他 is no thing used.
    ['use', new RegExp(`(?:使用|启动|扔出|扔|用)(?![给向到进])${zhNoun}(?=把|将|砸|打|照|挡|对|，|。|$)`, 'u')],
  ];
  return firstAct(rules, choice, (text) => (text.length >= 1 && !/^(?:它|你|我)$/u.test(text) && !(/^(?:他|她)$/u.test(text) && !/问/u.test(choice)) ? text.replace(/^(?:那个|这个|那只|这只|那颗|这颗)/u, '') : null), asksName);
}

/** What a choice aims at (only of the given kinds, when given), or null when no person or thing is named. */
export function choiceAct(choice: string, language: ContentLanguage, kinds?: readonly ActKind[]): ChoiceAct | null {
  wantedKinds = kinds ? new Set(kinds) : null;
  try {
    const gift = !wantedKinds || wantedKinds.has('give') ? giftAct(choice, language) : null;
    if (gift) return gift;
    const read = language === 'vi' ? vietnameseAct(choice) : language === 'ko' ? koreanAct(choice) : language === 'zh' ? chineseAct(choice) : englishAct(choice);
    // "hỏi bác tiều phu nếu …": the person asked ends before the question's own conjunction (round 12).
    const act = read !== null && language === 'vi' ? { ...read, target: read.target.replace(/\s+(?:nếu|rằng|liệu|xem|khi)(?:\s.*)?$/iu, '') } : read;
    if (act && act.kind === 'talk' && confidePattern[language].test(choice)) return { ...act, confides: true };
    if (act && (act.kind === 'talk' || act.kind === 'message') && !act.asksName && asksPattern[language].test(choice)) {
      const question = questionForms[language].find(([, pattern]) => pattern.test(choice))?.[0];
      return question === undefined ? { ...act, asks: true } : { ...act, asks: true, question };
    }
    return act && act.kind === 'talk' && greetPattern[language].test(choice) && !asksNamePattern[language].test(choice) && !/[?？]/u.test(choice) ? { ...act, greets: true } : act;
  } finally {
    wantedKinds = null;
  }
}

/** English words for people, never the story's object. */
const personNoun = /\b(?:man|woman|boy|girl|kid|child|courier|detective|student|captain|sailor|cook|crew|hacker|netrunner|teacher|friend|neighbou?r|stranger|guard|officer|doctor|nurse|driver|soldier|agent|owner|clerk|apprentice|tailor|witch|wizard|king|queen|prince|princess|knight|pirate|thief|nun|priest|monk|waiter|waitress|barista|landlord|landlady|roommate|mother|father|sister|brother|grandmother|grandfather|grandma|grandpa|uncle|aunt|cousin|boss|colleague|merchant|farmer|hunter|villager|survivor|pilot|astronaut|robot|android)s?$/iu;

const zhAbstract = /^(?:规矩|声音|缝|会儿|下|次|个人|些|点|阵|种|切)$/u;

/**
 * Drops a verb read as the second noun of a phrase: "rowboat bobs" in "a rowboat bobs at the jetty" (a third-person
 * verb in -s or a past form in -ed, followed by a preposition or an adverb).
 */
function verbTrimmed(found: { phrase: string; mine: boolean } | null, text: string): { phrase: string; mine: boolean } | null {
  if (!found) return null;
  const words = text.trim().split(/\s+/u);
  const parts = found.phrase.split(/\s+/u);
  if (parts.length === 2 && /(?:s|ed)$/iu.test(parts[1] as string) && /^(?:at|in|on|by|near|against|along|towards?|over|under|up|down|away|off|from|with|past|into|onto|out|through|across|beside|behind|open|shut|softly|slowly|gently|loudly)$/iu.test((words[2] ?? '').replace(/[,.;:!?]+$/u, ''))) {
    return { ...found, phrase: parts[0] as string };
  }
  return found;
}

/** The story's own object: the first thing the narration introduces ("a map", "tấm áo dài lụa đỏ", "一颗会发光的蛋", "무대 대본"). */
export function storyObject(narration: string, language: ContentLanguage, story: string = narration): string | null {
  if (language === 'vi') {
    // "nhân viên mới", "kết quả", "vài cây số", "đi bộ": a classifier inside a compound word is no object (round 6).
    for (const match of narration.matchAll(new RegExp(`(?<!${viLetter})(tấm|chiếc|cái|cuốn|quyển|lá|bức|viên|quả|cây|hộp|chai|bộ)(?=\\s+([^,.;:!?\\n]+))`, 'giu'))) {
      const before = narration.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0);
      if (/(?<![\p{L}\p{M}])(?:nhân|thành|sinh|giáo|diễn|hội|đoàn|ủy|kết|hiệu|đi|tiến|toàn|nội|vài|mấy|hai|ba|bốn|năm|học|y|phi hành|quan sát)\s$/iu.test(before) || /^số(?![\p{L}\p{M}])/iu.test(match[2] as string)) continue;
      const phrase = viPhrase(match[2] as string, 4);
      const whole = phrase ? trimToNounPhrase(`${(match[1] as string).toLowerCase()} ${phrase}`, 'vi') : null;
      if (whole) return whole;
    }
    return null;
  }
  if (language === 'zh') {
    for (const match of narration.matchAll(/一[颗个张把本封块枚只件条盏面串支瓶盒袋台部幅]([^，。；！？、“”]{1,8}?)(?=[，。；！？、]|$)/gu)) {
      const found = (match[1] as string).replace(/^(?:小小的|小)$/u, '');
      if (found && !zhAbstract.test(found)) return found;
    }
    return null;
  }
  if (language === 'ko') {
    // The thing the story's own options look at or carry ("젖은 지도를 살펴본다") first, then the narration's first object.
    for (const line of story.split('\n')) {
      const option = /^\s*\d+\s*[.)]\s*(.+)$/u.exec(line);
      const act = option ? choiceAct(option[1] as string, 'ko', ['look', 'take']) : null;
      if (act) return act.target;
    }
    // Words inside idioms are no story objects: 눈을 뜨다 (open one's eyes), 말을 끊다, 걸음을 멈추다, 숨을 고르다.
    for (const match of narration.matchAll(/([가-힣]+(?:\s[가-힣]+)?)(?:을|를)\s(\S+)/gu)) {
      const phrase = koreanPhrase(match[1] as string);
      // "마을 어귀" is no "마" + 을: a one-syllable object must be a known one-syllable thing (round 8).
      if (phrase && phrase.length === 1 && !/^(?:문|칼|책|총|약|돈|빵|물|불|배|옷|창|줄|상자)$/u.test(phrase)) continue;
      if (phrase && !koreanIdiom(phrase, match[2] as string)) return phrase;
    }
    return null;
  }
  // "You are a lamplighter": the player's own role is not the story's object.
  for (const match of narration.replace(/\b(?:you are|you're|you were|you play)\s+(?:a|an)\s+/giu, 'you are ').matchAll(/\b(?:a|an)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})/gu)) {
    const found = verbTrimmed(enPhrase(match[1] as string, 2), match[1] as string);
    const object = found ? trimToNounPhrase(`the ${found.phrase}`, 'en') : null;
    if (found && object && !/\b(?:storm|moment|while|lot|bit|few|little|voice|sound|noise|night|day|way|time|price|hour|minute|second|week|month|year|half|quarter|dozen)$/iu.test(object) && !personNoun.test(object)) return object;
  }
  return null;
}

/** Korean nouns that, before a verb of their idiom, are part of the verb phrase (눈을 떠, 말을 끊었다, 숨을 참고). */
const koreanIdiomVerbs: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/(?:^|\s)눈$/u, /^(?:떠|뜨|뜬|떴|감|감았|감고|돌|돌려|마주|피하|피해|깜빡)/u],
  [/(?:^|\s)(?:말|입)$/u, /^(?:끊|걸|꺼내|잇|열|다물|하)/u],
  [/(?:^|\s)(?:숨|한숨)$/u, /^(?:쉬|참|고르|몰아|죽이|내쉬)/u],
  [/(?:^|\s)(?:걸음|발걸음|발길)$/u, /^(?:멈|옮기|재촉|돌리)/u],
  [/(?:^|\s)(?:고개|머리)$/u, /^(?:들|숙|돌리|끄덕|젓|저었|갸웃)/u],
  [/(?:^|\s)(?:마음|정신|용기|기운)$/u, /^(?:먹|잡|차리|내|놓|굳히|졸이)/u],
  [/(?:^|\s)(?:손)$/u, /^(?:흔들|들|잡|내밀|뻗)/u],
  [/(?:^|\s)(?:전화|연락)$/u, /^(?:받|걸|끊)/u],
  [/(?:^|\s)(?:순찰|산책|구경|장)$/u, /^(?:돌|보|나가|나서)/u],
  // A way walked along (계단을 올라오다, 골목을 지나다) is no thing to ask about.
  [/(?:계단|길|복도|골목|다리|언덕|비탈|강|산|터널)$/u, /^(?:올라|내려|건너|지나|걸|돌|따라|오르|달려|뛰어)/u],
  [/(?:^|\s)(?:사진|셀카|영상)$/u, /^(?:찍|찍었|찍자|찍고)/u],
  [/(?:^|\s)(?:야근|일|수업|숙제|공부|근무|회의|식사|밥|일과|알바|교대)$/u, /^(?:마치|마쳤|끝내|끝냈|끝마|하|했|한다|먹|먹었)/u],
];
function koreanIdiom(noun: string, verb: string): boolean {
  return koreanIdiomVerbs.some(([nounPattern, verbPattern]) => nounPattern.test(noun) && verbPattern.test(verb));
}

/** Whether the story so far had a sound (knocks, a voice, music, a call), so a twist may bring "the sound from before" back. */
export function heardSound(narration: string, language: ContentLanguage): boolean {
  const patterns: Readonly<Record<ContentLanguage, RegExp>> = {
    en: /\b(?:sound|sounded|sounds|noise|knock|knocks|knocked|voice|crackles|footsteps|music|piano|singing|humming|scream|screamed|shouted|hear|heard|rings|ringing|horn)\b/iu,
    vi: /tiếng|âm thanh|giọng|nghe thấy|gõ|hét|kêu/iu,
    ko: /소리|목소리|노크|두드|외쳤|비명|들린다|들렸/u,
    zh: /声|敲|喊|叫|响/u,
  };
  return patterns[language].test(narration);
}

/** Whether the story names someone unseen ("someone is playing", "누군가", "有人"): an opened door reveals them. */
export function storyHasSomeone(narration: string, language: ContentLanguage): boolean {
  const patterns: Readonly<Record<ContentLanguage, RegExp>> = {
    en: /\bsomeone\b|\bsomebody\b|\ba (?:voice|figure|stranger)\b|\b(?:piano|violin|singing|humming|knock|knocks|knocking|knocked)\b/iu,
    vi: /ai đó|có người|một người lạ|người lạ|bóng người|tiếng đàn|tiếng hát|tiếng gõ|gõ cửa/iu,
    ko: /누군가|누가|낯선 사람|인기척|피아노 소리|노랫소리|노래 소리|연주 소리|노크|두드리는 소리|두드린다/u,
    zh: /有人|陌生人|谁在|人影|琴声|歌声|敲门|敲击声|敲了/u,
  };
  return patterns[language].test(narration);
}


/** Names a young or ordinary person gives when asked, per language. */
const givenNames: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Tommy', 'Eli', 'Rosie', 'Sam', 'Nell'],
  vi: ['Tí', 'Tèo', 'Lượm', 'Bin', 'Cu Đen'],
  ko: ['민호', '지우', '서진', '하람'],
  zh: ['小石头', '阿明', '小川', '阿福'],
};

/** Whether a Vietnamese person is young and speaks of themselves as "em". */
const viYoung = /^(?:cậu bé|cô bé|thằng bé|bé|em|cháu|cô thợ|cậu học|cô học|cậu|cô bé bán|cô nhân viên|cậu nhân viên|người học việc|cô gái|chàng trai)/iu;

/** A person's quoted answer that moves the story (to a question, or to a message). */
export function npcReply(c: PhraseComposer, act: ChoiceAct, object: string | null): string {
  const language = c.language;
  const who = act.target;
  if (act.confides) return confideReply(c, who);
  if (act.greets) return act.light ? friendlyGreeting(c, who) : greetReply(c, who);
  // Round 16: a question whose form is read is answered in that form, never a tease (adventure-asked-form.ts).
  if (act.form && act.question === undefined && act.kind === 'talk' && !act.asksName) return askedFormLine(who, act.form, act.light === true, language);
  if (act.asks) return askedReply(c, act);
  // Round 10: in a school or a romance story a word with someone gets a glad answer, never "I saw who was near the piano
  // last. You won't like the answer."
  if (act.light && act.kind === 'talk' && !act.asksName) return friendlyGreeting(c, who);
  const name = c.pick(givenNames[language]);
  if (language === 'en') {
    const thing = object ?? 'it';
    if (act.kind === 'message') {
      return c.pick([
        ...(object ? [`${capital(who)} texts back within a minute: “Don't move. I'm coming, and don't touch ${object}.”`] : []),
        `${capital(who)} answers at once: “Where are you? Stay right there. I'm coming.”`,
      ]);
    }
    if (act.asksName) {
      return c.pick([
        `“${name},” ${who} says, surprised anyone asked. Then, quieter: “You're not from around here, are you? I saw where you came from.”`,
        `${capital(who)} grins. “${name}. And you're the one everybody's whispering about.”`,
      ]);
    }
    return c.pick([
      `${capital(who)} glances at the door before answering: “You're not the first to ask. Someone came by earlier, ${object ? `asking about ${object}` : 'with the same question'}.”`,
      `${capital(who)} leans in close: “I know more about ${thing} than I let on. Not here, though. Meet me when it's quiet.”`,
      `${capital(who)} hesitates, then answers: “I saw who was near ${thing} last. You won't like the answer.”`,
    ]);
  }
  if (language === 'vi') {
    const thing = object ?? 'chuyện này';
    const me = viYoung.test(who) ? 'em' : 'tôi';
    const Me = capital(me);
    if (act.kind === 'message') {
      return c.pick([
        ...(object ? [`Chỉ một phút sau, ${who} nhắn lại: “Đứng yên đó, ${me} tới ngay. Đừng đụng vào ${object}.”`] : []),
        `${capital(who)} trả lời ngay: “Đang ở đâu đấy? Cứ ở yên đó, ${me} tới liền.”`,
      ]);
    }
    if (act.asksName) {
      return c.pick([
        `“Dạ, ${me} tên ${name},” ${who} đáp, hơi bất ngờ vì có người hỏi. Rồi ${who} hạ giọng: “Người ta đang bàn tán về ${me === 'em' ? 'anh chị' : 'bạn'} đó, ${me} thấy ${me === 'em' ? 'anh chị' : 'bạn'} từ đâu tới mà.”`,
        `${capital(who)} cười toe: “${Me} tên ${name}. Mà ${me} biết một chỗ ${me === 'em' ? 'anh chị' : 'bạn'} nên tới trước khi trời tối.”`,
      ]);
    }
    return c.pick([
      `${capital(who)} liếc ra cửa rồi mới trả lời: “Không phải mình ${me === 'em' ? 'anh chị' : 'bạn'} hỏi đâu. Hồi sáng có người tới, hỏi đúng về ${thing}.”`,
      `${capital(who)} hạ giọng: “${Me} biết về ${thing} nhiều hơn ${me} nói. Nhưng không phải ở đây, chờ lúc vắng người đã.”`,
      `${capital(who)} ngập ngừng một lúc rồi nói: “Người cuối cùng ở gần ${thing}, ${me} có thấy. ${me === 'em' ? 'Anh chị' : 'Bạn'} sẽ không thích câu trả lời đâu.”`,
    ]);
  }
  if (language === 'ko') {
    const thing = object ?? '그 일';
    if (act.kind === 'message') {
      return c.pick([
        ...(object ? [`곧바로 ${who}의 답장이 온다. “거기 가만히 있어. 지금 갈게. ${withParticle(object, '은')} 절대 건드리지 마.”`] : []),
        `${withParticle(who, '이')} 바로 답한다. “지금 어디야? 거기 가만히 있어. 금방 갈게.”`,
      ]);
    }
    if (act.asksName) {
      return c.pick([
        `“${name}요.” ${withParticle(who, '은')} 누가 이름을 물어 준 게 놀라운 듯 대답하고는 목소리를 낮춘다. “근데 여기 사람 아니죠? 어디서 왔는지 봤어요.”`,
        `${withParticle(who, '이')} 씩 웃는다. “${name}요. 다들 수군대는 사람이 바로 당신이군요.”`,
      ]);
    }
    return c.pick([
      `${withParticle(who, '은')} 문 쪽을 한 번 살피고 나서야 대답한다. “물어본 사람이 당신이 처음이 아니에요. 아까 누가 와서 ${thing}에 대해 물었어요.”`,
      `${withParticle(who, '이')} 목소리를 낮춘다. “${thing}에 대해선 말한 것보다 더 알아요. 여기선 말고, 조용해지면 얘기해요.”`,
      `${withParticle(who, '은')} 잠시 망설이다 입을 연다. “${thing} 근처에 마지막으로 있던 사람을 봤어요. 듣고 싶지 않을 거예요.”`,
    ]);
  }
  const thing = object ?? '这件事';
  if (act.kind === 'message') {
    return c.pick([
      ...(object ? [`没过一分钟，${who}就回了消息：“你别动，我马上回来。千万别碰${object}。”`] : []),
      `${who}马上回了话：“你在哪儿？别走开，我马上过来。”`,
    ]);
  }
  if (act.asksName) {
    return c.pick([
      `“我叫${name}。”${who}愣了一下，好像没想到会有人问。接着压低声音：“你不是这儿的人吧？我看见你是从哪儿来的。”`,
      `${who}咧嘴一笑：“我叫${name}。大家都在偷偷议论的人，就是你吧？”`,
    ]);
  }
  return c.pick([
    `${who}先朝门口看了一眼才开口：“你不是第一个问的。今天早些时候，有人专门来打听过${thing}。”`,
    `${who}压低声音：“关于${thing}，我知道的比说出来的多。不过别在这儿说，等人少了再讲。”`,
    `${who}犹豫了一下，说：“最后一个靠近${thing}的人，我看见了。你不会想听的。”`,
  ]);
}

/** A look at the target finds something. */
export function lookLine(c: PhraseComposer, target: string): string {
  switch (c.language) {
    case 'vi':
      return c.pick([`Nhìn kỹ ${target}, bạn thấy một dấu vết mới tinh, như có ai vừa cố tình để lại.`, `Bạn xem ${target} thật chậm, và nó để lộ một chi tiết lẽ ra không ai được thấy.`]);
    case 'ko':
      return c.pick([`${withParticle(target, '을')} 자세히 보니, 누군가 일부러 남긴 듯한 새 흔적이 있다.`, `${withParticle(target, '을')} 천천히 살피자 아무도 보면 안 됐을 작은 단서가 드러난다.`]);
    case 'zh':
      return c.pick([`你仔细看${target}，发现上面有一道新留下的痕迹，像是有人故意的。`, `你把${target}看了又看，终于看出一个本不该被人发现的细节。`]);
    default:
      return c.pick([`Up close, ${target} gives something away: a mark that was not there before, fresh and deliberate.`, `You take your time with ${target}, and it pays off: one small detail nobody was meant to notice.`]);
  }
}

/** A thing used does its job, for now. */
export function usedThingLine(c: PhraseComposer, target: string): string {
  switch (c.language) {
    case 'vi':
      return c.pick([`${capital(target)} phát huy tác dụng, và trong vài giây mọi thứ quanh bạn như ngừng lại.`, `${capital(target)} làm đúng việc của nó, nhưng cái giá phải trả đến nhanh hơn bạn nghĩ.`]);
    case 'ko':
      return c.pick([`${withParticle(target, '이')} 제대로 먹힌다. 몇 초 동안 주변의 모든 것이 멈춘다.`, `${withParticle(target, '은')} 제 몫을 해낸다. 하지만 그 대가는 생각보다 빨리 찾아온다.`]);
    case 'zh':
      return c.pick([`${target}起了作用，周围的一切停了几秒。`, `${target}派上了用场，可代价来得比你想的快。`]);
    default:
      return c.pick([`${capital(target)} does its job, and for a few seconds everything around you stops.`, `${capital(target)} works, but the price comes sooner than you thought.`]);
  }
}

/** An opened door reveals the someone the story named. */
export function revealLine(c: PhraseComposer): string {
  switch (c.language) {
    case 'vi':
      return c.pick(['Cánh cửa vừa hé, người bên trong lập tức khựng lại và quay về phía bạn.', 'Cửa mở ra, và người bạn nghe thấy từ nãy đang đứng đó, nhìn thẳng vào bạn.']);
    case 'ko':
      return c.pick(['문이 열리자 안에 있던 누군가가 멈칫하며 당신 쪽을 돌아본다.', '문틈으로 보이는 건 아까부터 소리를 내던 바로 그 누군가다. 그 사람도 당신을 보고 있다.']);
    case 'zh':
      return c.pick(['门一开，里面的人立刻停了下来，转头看向你。', '门开了，刚才发出声音的那个人就站在那里，正看着你。']);
    default:
      return c.pick(['As it opens, whoever is inside goes still and turns towards you.', 'It swings open, and the someone you heard is right there, looking straight at you.']);
  }
}

/** The options after a door opens on someone: ask them, go in, back away. */
export function revealChoices(language: ContentLanguage): readonly string[] {
  switch (language) {
    case 'vi':
      return ['Hỏi người đó là ai', 'Bước vào và khép cửa lại', 'Từ từ lùi ra'];
    case 'ko':
      return ['그 사람에게 누구냐고 묻는다', '안으로 들어가 문을 닫는다', '천천히 뒤로 물러난다'];
    case 'zh':
      return ['问那个人是谁', '走进去，把门带上', '慢慢退出去'];
    default:
      return ['Ask who they are', 'Step inside and close the door', 'Back away slowly'];
  }
}

/** Verbs that make the story's object its goal (a chip to steal, a parcel to deliver), near the object in the story. */
const goalVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:steal|retrieve|smuggle|deliver|recover)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:đánh cắp|lấy trộm|trộm|đoạt lại|giao nộp|chuyển giao)(?![\p{L}\p{M}])/iu,
  ko: /훔치|훔쳐|빼내|빼돌|탈취|되찾/u,
  zh: /偷出|偷走|偷|盗取|窃取|取回|夺回/u,
};

/** Whether the story names its object as the goal of the whole adventure (a verb of stealing or retrieving next to it). */
export function isGoal(story: string, object: string, language: ContentLanguage): boolean {
  const at = story.indexOf(object);
  if (at < 0) return false;
  return goalVerbs[language].test(story.slice(Math.max(0, at - 14), at + object.length + 14));
}

/** How far the goal still is, after a step towards it. */
export function goalLine(c: PhraseComposer, goal: string): string {
  switch (c.language) {
    case 'vi':
      return `${capital(goal)} vẫn còn ở phía trước, nhưng bạn đã đến gần hơn một bước.`;
    case 'ko':
      return `${goal}까지는 아직 멀지만, 한 걸음 가까워졌다.`;
    case 'zh':
      return `离${goal}还有一段路，但你已经近了一步。`;
    default:
      return `${capital(goal)} is still out of reach, but you are one step closer.`;
  }
}

/** The thing the player carries stays in the scene. */
export function carryLine(c: PhraseComposer, thing: string, held: boolean): string {
  switch (c.language) {
    case 'vi':
      return held ? c.pick([`Bạn vẫn giữ ${thing} sát bên mình.`, `${capital(thing)} vẫn ở trong tay bạn, im lặng một cách lạ lùng.`]) : c.pick([`Suốt lúc đó, bạn vẫn không thôi nghĩ về ${thing}.`, `Mọi chuyện rồi cũng quay về ${thing}.`]);
    case 'ko':
      return held ? c.pick([`${withParticle(thing, '은')} 여전히 당신 품에 있다.`, `당신은 ${withParticle(thing, '을')} 꼭 붙든 채 놓지 않는다.`]) : c.pick([`그 와중에도 ${withParticle(thing, '이')} 계속 마음에 걸린다.`, `모든 일은 결국 ${withParticle(thing, '으로')} 돌아온다.`]);
    case 'zh':
      return held ? c.pick([`${thing}还紧紧在你怀里。`, `你一直把${thing}护在身边。`]) : c.pick([`这一路上，你心里始终惦记着${thing}。`, `所有的事，最后都绕回了${thing}。`]);
    default:
      return held ? c.pick([`You keep ${thing} close the whole time.`, `${capital(thing)} stays pressed against you, quiet for now.`]) : c.pick([`Through all of it, you keep coming back to ${thing}.`, `Whatever this is, it comes back to ${thing}.`]);
  }
}

/** A twist that brings in nothing from another plot: a sound, someone listening, a rival for the story's object. */
export function groundedTwist(c: PhraseComposer, object: string | null, heard = false): string {
  // "The strange sound from before" only where the story had a sound (fifth blind read: a sound that never was).
  const again = (line: string): readonly string[] => (heard ? [line] : []);
  const lines: Readonly<Record<ContentLanguage, readonly string[]>> = {
    en: ['Then, somewhere close, footsteps stop, as if someone has been listening the whole time.', ...again('The sound from before comes again, closer now.'), 'For a moment everything goes quiet, and that is worse than any noise.', ...(object ? [`Only then do you notice you are not the only one who came for ${object}.`] : [])],
    vi: ['Rồi đâu đó rất gần, tiếng bước chân dừng lại, như thể có người đã nghe hết từ nãy.', ...again('Âm thanh lúc nãy lại vang lên, lần này gần hơn.'), 'Mọi thứ bỗng im bặt, và sự im lặng ấy còn đáng sợ hơn bất kỳ tiếng động nào.', ...(object ? [`Lúc ấy bạn mới nhận ra mình không phải người duy nhất để ý đến ${object}.`] : [])],
    ko: ['그때 바로 가까이에서 발소리가 멈춘다. 누군가 처음부터 듣고 있었던 것처럼.', ...again('아까 그 소리가 다시 들린다. 이번엔 더 가깝다.'), '순간 모든 소리가 뚝 끊긴다. 그 고요가 어떤 소리보다 더 무섭다.', ...(object ? [`그제야 ${withParticle(object, '을')} 노리는 사람이 당신 혼자가 아니라는 걸 깨닫는다.`] : [])],
    zh: ['就在这时，不远处的脚步声停了下来，好像有人一直在听。', ...again('刚才那个声音又响了一次，这次更近了。'), '四周突然安静下来，这种安静比任何声音都可怕。', ...(object ? [`直到这时你才发现，盯上${object}的不只你一个。`] : [])],
  };
  return c.pick(lines[c.language]);
}

/** Choices after running away: somewhere safe, a look back, the way on (with the story's object when it has one). */
export function afterFleeChoices(language: ContentLanguage, object: string | null): string[] {
  switch (language) {
    case 'vi':
      return [object ? `Tìm chỗ an toàn giấu ${object}` : 'Tìm chỗ an toàn để trốn', 'Lén quay lại xem ai đã đuổi theo', 'Đi tiếp cho tới khi gặp người bạn tin được'];
    case 'ko':
      return [object ? `${withParticle(object, '을')} 숨길 안전한 곳을 찾는다` : '몸을 숨길 안전한 곳을 찾는다', '몰래 돌아가 누가 쫓아왔는지 본다', '믿을 수 있는 사람이 있는 곳까지 계속 간다'];
    case 'zh':
      return [object ? `找个安全的地方把${object}藏好` : '找个安全的地方躲起来', '悄悄折回去，看看是谁追来了', '一直走，直到找到信得过的人'];
    default:
      return [object ? `Find somewhere safe to hide ${object}` : 'Find somewhere safe to hide', 'Circle back to see who followed you', 'Keep going until you reach someone you trust'];
  }
}

/** New choices built from the story's own person and object. */
export function groundedChoices(language: ContentLanguage, person: string | null, object: string | null, done: ActKind | null): string[] {
  const out: string[] = [];
  if (language === 'en') {
    if (person && object) out.push(`Ask ${person} what they know about ${object}`);
    if (object && done !== 'look') out.push(`Take a closer look at ${object}`);
    if (object && !person) out.push(`Ask around about ${object}`);
    out.push('Stay still and listen');
  } else if (language === 'vi') {
    if (person && object) out.push(`Hỏi ${person} biết gì về ${object}`);
    if (object && done !== 'look') out.push(`Xem kỹ lại ${object}`);
    if (object && !person) out.push(`Hỏi dò xung quanh về ${object}`);
    out.push('Đứng yên lắng nghe');
  } else if (language === 'ko') {
    if (person && object) out.push(`${person}에게 ${object}에 대해 묻는다`);
    if (object && done !== 'look') out.push(`${withParticle(object, '을')} 다시 자세히 살펴본다`);
    if (object && !person) out.push(`${object}에 대해 수소문한다`);
    out.push('숨을 죽이고 귀를 기울인다');
  } else {
    if (person && object) out.push(`向${person}打听${object}的事`);
    if (object && done !== 'look') out.push(`再仔细看看${object}`);
    if (object && !person) out.push(`四处打听${object}的事`);
    out.push('屏住呼吸听一听');
  }
  return out;
}
