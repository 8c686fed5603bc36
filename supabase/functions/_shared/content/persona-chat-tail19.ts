/**
 * Round 19 of issue 13 (chat22): the two general paths that answer most fresh persona-chat messages, the honest
 * told-back fall-through (persona-chat-tellback12.ts) and the past-told reader (persona-chat-later15.ts), told back the
 * message's first clause and then asked a stock question ("How did it go?", "后来怎么样了？", "Nghe hụt hẫng thật. Phần nào…"),
 * whatever the visitor wrote after that first clause. But a fresh message mostly carries its point in its LAST clause:
 * what the visitor does not dare do about it (还不敢告诉家里人), what they now think of themselves (em thấy mình không làm
 * mẹ nổi, ngu thật sự), what they ask it means (what does that even mean), how they feel (我好难过), a loss (死了). That
 * tail is read here by its grammar and answered in its own form, in the visitor's own words:
 *   - dareNot: a negated dare or courage with its act (don't dare to / scared to, không dám, 말 못 하겠, 不敢) → the act told
 *     back ("You don't have to tell your family today…") and one concrete way to start it;
 *   - selfJudge: the visitor's verdict on themselves (I'm so stupid, thấy mình vô dụng, 내가 바보, 我是不是很失败) → their
 *     words quoted and answered "no", with a reason and one small step;
 *   - meaning: what someone's reply or words mean (what does that mean, ý là sao, 무슨 뜻, 什么意思), only after a told
 *     message or saying → what a short or odd reply usually means, and what to do next;
 *   - feel: the visitor's own feeling named (I'm so sad, buồn quá, 너무 슬퍼, 我好难过) → that feeling told back as natural;
 *     after a death (died, qua đời, 죽었, 死了) the loss is met with a small goodbye step instead.
 * A rough event told with no tail (a loss or a hurt the past-told reader asked "how did it go?" about) gets a line that
 * meets it and asks which part to sort out first. The patterns are short lists of grammatical forms per language
 * (negated dare, first-person verdict, meaning question, first-person feeling, death verbs), never of topics.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { ByRegister, FixRegister } from './persona-chat-fix-voice.ts';
import { secondPerson } from './second-person.ts';

/** The form of the message's tail. */
export type TailKind = 'dareNot' | 'selfJudge' | 'meaning' | 'feel';

/** The tail read: its form, the visitor's words it was read from, and the part the answer tells back. */
export interface Tail {
  kind: TailKind;
  /** The visitor's words the tail was read from (cut out of a told-back clause that still holds them). */
  said: string;
  /** dareNot: the act not dared, in the second person; selfJudge: the verdict quoted; feel: the feeling told back. */
  told: string;
  /** A death is told in the message. */
  loss: boolean;
}

const dareNot: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:i\s+)?(?:don'?t|dont|do not|can'?t|cant|cannot)\s+(?:dare|bring myself|find the (?:courage|guts))\s+to|(?:i'?m\s+|im\s+|i am\s+)?(?:too\s+)?(?:scared|afraid)\s+to|(?:haven'?t|havent)\s+(?:dared|had the guts)\s+to)\s+([^.,!?;]{3,60})/iu,
  vi: /(?<![\p{L}])(?:không|chưa|ko|hổng|chẳng)\s+dám\s+([\p{L} ]{2,40})/iu,
  ko: /(?:말(?:을|도)?\s?못\s?하겠|말할 (?:용기|엄두)가\s?(?:안|없)|얘기(?:를|도)?\s?못\s?하겠|무서워서 (?:말|얘기)(?:을|를|도)?\s?못)/u,
  zh: /(?:还|都|也|一直)?不敢([\u4e00-\u9fff]{2,12})/u,
};

const selfJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i(?:'?m|’m| am)\s+(?:so\s+|such\s+)?(?:an?\s+|the\s+)?(?:stupid|dumb|useless|idiot|failure|loser|worthless|pathetic|bad (?:mom|mother|dad|father|friend|person|daughter|son))|i feel (?:like )?(?:i'?m |i am |a |so )?(?:useless|stupid|a failure|worthless|pathetic)|i can'?t do (?:this|anything right))\b/iu,
  vi: /(?:(?:thấy|nghĩ)\s+(?:mình|bản thân)\s+(?:[\p{L}]+\s+){0,3}?(?:vô dụng|ngu|thất bại|tệ|kém cỏi|dở|không [\p{L} ]{1,20}? nổi)(?:\s+(?:quá|thật|lắm|ghê))?|(?<![\p{L}])(?:mình|em|tao|tôi|tớ)\s+(?:thật\s+|đúng là\s+)?(?:vô dụng|ngu|thất bại|tệ hại)(?:\s+(?:quá|thật|lắm|ghê))?|(?<![\p{L}])ngu\s+(?:thật sự|thật|quá|vãi|dễ sợ))/iu,
  ko: /(?:(?:나|내가|난|저|제가|전)\s*(?:진짜|너무|정말|좀)?\s*(?:바보|한심|쓸모없|못났|무능|실패자)[가-힣]*)/u,
  zh: /我(?:是不是|真是|真的|就是)?(?:很|太|好|特别)?(?:失败|没用|笨|蠢|差劲|废物|一无是处)(?:吗|啊|了)?/u,
};

const meaning: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat\s+(?:does|did|do|is)\s+(?:that|it|this|he|she|they)\s+(?:even\s+)?(?:mean|supposed to mean)\b/iu,
  vi: /(?:(?:vậy\s+)?là\s+(?:sao|ý gì)|nghĩa là gì|có ý gì|ý gì vậy)/iu,
  ko: /(?:무슨 뜻|무슨 의미|뭔 뜻|무슨 말이)/u,
  zh: /(?:什么意思|啥意思)/u,
};

/** A reply or words someone said, told before the meaning question (a short list of speech verbs). */
const spoken: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:text(?:ed|s)?|repl(?:y|ied|ies)|said|says|wrote|sent|answer(?:ed)?|messag\w*|dm'?d|called me|told me)\b/iu,
  vi: /(?:nhắn|trả lời|rep|nói|bảo|gửi)/iu,
  ko: /(?:답장|문자|카톡|말했|그러더라|라고|하더라)/u,
  zh: /(?:回我|回了|回复|说|发了|消息|微信)/u,
};

const feel: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i'?m|im|i’m|i am|i feel)\s+(?:so\s+|really\s+|just\s+|super\s+)?(sad|heartbroken|devastated|crushed|embarrassed|ashamed|hurt)\b/iu,
  vi: /(?<![\p{L}])(buồn|đau lòng|tủi thân|xấu hổ|tủi)\s*(?:quá|lắm|ghê|thật)(?![\p{L}])/iu,
  ko: /(?:너무|진짜|정말|넘)\s*(?:슬퍼|속상해|서러워|창피해|슬프)/u,
  zh: /我(?:好|很|太|真的|特别)(难过|伤心|委屈|难受|丢人)/u,
};

/** A death told in the message (a short list of death verbs). */
const death: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:died|passed away|was put down|had to put (?:\w+ )?down)\b/iu,
  vi: /(?<![\p{L}])(?:chết|qua đời|mất rồi)(?![\p{L}])/iu,
  ko: /(?:죽었|세상을 떠났|돌아가셨|무지개다리)/u,
  zh: /(?:死了|去世|过世|离世)/u,
};

/** Reads the message's tail, or null when it holds none of these forms. */
export function readTail(text: string, language: ContentLanguage): Tail | null {
  const loss = death[language].test(text);
  const dare = dareNot[language].exec(text);
  if (dare) {
    const act = (dare[1] ?? '').trim().replace(/\s+(?:yet|lol|haha|tbh)$/iu, '');
    return { kind: 'dareNot', said: dare[0], told: act === '' ? '' : secondPerson(act, language), loss };
  }
  const asked = meaning[language].exec(text);
  if (asked && spoken[language].test(text.slice(0, asked.index))) return { kind: 'meaning', said: asked[0], told: asked[0], loss };
  const judged = selfJudge[language].exec(text);
  if (judged) return { kind: 'selfJudge', said: judged[0], told: judged[0].trim(), loss };
  const felt = feel[language].exec(text);
  if (felt) return { kind: 'feel', said: felt[0], told: language === 'ko' ? '' : secondPerson(felt[0], language), loss };
  // A death told with no feeling of the visitor's (two of my plants died this week) keeps the reader it had.
  return null;
}

/** The told-back line with the tail's own words cut off its end (they are answered after it). */
export function withoutTail(line: string, tail: Tail): string {
  const words = [tail.said, tail.told].filter((part) => part.length > 1);
  for (const part of words) {
    const at = line.toLowerCase().lastIndexOf(part.toLowerCase());
    if (at > line.length / 3) {
      const kept = line.slice(0, at).replace(/[\s,，、;；:—–-]+$/u, '');
      const mark = /[?？]\s*$/u.test(line) ? (/[\u4e00-\u9fff]$/u.test(kept) ? '？' : '?') : /[\u4e00-\u9fff]$/u.test(kept) ? '。' : '.';
      return `${kept}${mark}`;
    }
  }
  return line;
}

type TailLines = ByRegister<(told: string) => string[]>;
const cap = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const dareLines: TailLines = {
  en: (act) => [`You don't have to ${act || 'say it'} today. But don't carry it alone for long: pick the one person most likely to take it well, a time this week, and open with one sentence about what happened and one about what you'll do next.`, 'Who would be the easiest one to start with?'],
  vi: (act) => [`Chưa cần ${act || 'nói ra'} ngay hôm nay đâu. Nhưng đừng ôm một mình lâu quá: chọn một người dễ nói nhất, hẹn một lúc trong tuần này, mở đầu bằng một câu kể chuyện gì đã xảy ra và một câu nói bạn định làm gì tiếp.`, 'Ai là người dễ mở lời nhất?'],
  zh: (act) => [`不用今天就${act || '说出口'}。但也别一个人扛太久：挑一个最可能接得住的人，这周找个时间，先说一句发生了什么，再说一句你接下来打算怎么做。`, '先跟谁说最容易开口？'],
  koPlain: () => ['오늘 당장 다 말 안 해도 돼. 근데 혼자 오래 안고 있지는 마. 제일 편한 한 사람한테 이번 주 안에, 무슨 일이 있었는지 한 문장, 앞으로 어떻게 할지 한 문장만 먼저 말해 봐.', '누구한테 제일 먼저 말하기 쉬울 것 같아?'],
  koPolite: () => ['오늘 당장 다 말씀 안 하셔도 돼요. 다만 혼자 오래 안고 있지는 마세요. 제일 편한 한 사람에게 이번 주 안에, 무슨 일이 있었는지 한 문장, 앞으로 어떻게 할지 한 문장만 먼저 말해 보세요.', '누구에게 제일 먼저 말하기 쉬울 것 같아요?'],
  koHage: () => ['오늘 당장 다 말하지 않아도 되네. 다만 혼자 오래 안고 있지는 말게. 제일 편한 한 사람에게 이번 주 안에, 무슨 일이 있었는지 한 문장, 앞으로 어찌할지 한 문장만 먼저 말해 보게.', '누구에게 먼저 말하기가 제일 쉽겠나?'],
};

const judgeLines: TailLines = {
  en: (said) => [`As for “${said}”: no. That's the hurt talking, not a fact about you; one bad thing that happened is not a verdict on who you are.`, 'For today, write down one thing you handled right in all this, however small.', 'What would you tell a friend who said that about themselves?'],
  vi: (said) => [`Còn chuyện “${said}”: không đâu. Đó là nỗi đau đang nói, chứ không phải sự thật về bạn; một chuyện tệ xảy ra không nói lên bạn là người thế nào.`, 'Hôm nay, ghi ra một điều bạn đã làm được trong chuyện này, dù nhỏ thôi.', 'Nếu bạn thân nói câu đó về chính họ, bạn sẽ bảo họ gì?'],
  zh: (said) => [`至于“${said}”：不是的。那是难受在说话，不是关于你的事实；发生了一件糟糕的事，不等于给你这个人下了结论。`, '今天就写下一件你在这件事里做对了的事，哪怕很小。', '如果好朋友这么说自己，你会怎么回他？'],
  koPlain: (said) => [`“${said}”, 그건 아니야. 속상한 마음이 하는 말이지, 너에 대한 사실이 아니야. 안 좋은 일 하나가 너라는 사람에 대한 판결은 아니야.`, '오늘은 이 일에서 네가 잘 버틴 거 하나만 적어 봐. 작아도 돼.', '친한 친구가 자기한테 그렇게 말하면 넌 뭐라고 해 줄 거야?'],
  koPolite: (said) => [`“${said}”, 그건 아니에요. 속상한 마음이 하는 말이지, 그쪽에 대한 사실이 아니에요. 안 좋은 일 하나가 사람 전체에 대한 판결은 아니에요.`, '오늘은 이 일에서 잘 버틴 것 하나만 적어 보세요. 작아도 돼요.', '친한 친구가 자기한테 그렇게 말하면 뭐라고 해 주실 거예요?'],
  koHage: (said) => [`“${said}”라니, 아닐세. 속상한 마음이 하는 말이지 자네에 대한 사실이 아니네.`, '오늘은 이 일에서 잘 버틴 것 하나만 적어 보게.', '친구가 제 입으로 그리 말하면 자네는 뭐라 하겠나?'],
};

const meaningLines: TailLines = {
  en: () => ['What it means? Most likely less than it feels like right now: a short or odd reply usually means they were busy or unsure what to say, not that they have decided anything about you.', 'Answer once, lightly, and read what they do next rather than one message.', 'What were you hoping they would say?'],
  vi: () => ['Ý là sao hả? Nhiều khả năng nó không mang nghĩa lớn như bạn đang thấy đâu: trả lời cụt hay khó hiểu thường là do người ta đang bận hoặc không biết nói gì, chứ chưa phải đã quyết định gì về bạn.', 'Trả lời lại một lần, nhẹ nhàng thôi, rồi xem người ta làm gì tiếp, đừng đoán từ một tin nhắn.', 'Bạn đã mong người ta nói gì?'],
  zh: () => ['什么意思？多半没有你现在感觉的那么严重：回得短或者回得怪，通常是对方在忙、或者不知道说什么，不代表对你下了什么结论。', '轻松地回一句，然后看对方接下来怎么做，别只凭一条消息去猜。', '你本来希望对方说什么？'],
  koPlain: () => ['무슨 뜻이냐면, 아마 지금 느끼는 것보다 별 뜻 없을 가능성이 커. 짧거나 애매한 답은 보통 바빴거나 뭐라 할지 몰랐다는 거지, 너에 대해 뭘 정했다는 게 아니야.', '가볍게 한 번만 답하고, 메시지 하나 말고 그다음 행동을 봐.', '원래는 어떤 답을 바랐어?'],
  koPolite: () => ['무슨 뜻이냐면요, 아마 지금 느끼시는 것보다 별 뜻이 없을 가능성이 커요. 짧거나 애매한 답은 보통 바빴거나 뭐라 할지 몰랐다는 거지, 그쪽에 대해 뭘 정했다는 게 아니에요.', '가볍게 한 번만 답하고, 메시지 하나보다 그다음 행동을 보세요.', '원래는 어떤 답을 바라셨어요?'],
  koHage: () => ['무슨 뜻이냐 하면, 지금 느끼는 것보다 별 뜻이 없을 공산이 크네. 짧거나 애매한 답은 대개 바빴거나 할 말을 몰랐다는 뜻이지, 자네를 두고 뭘 정했다는 게 아닐세.', '가볍게 한 번 답하고, 메시지 하나보다 그다음 행동을 보게.', '원래 어떤 답을 바랐나?'],
};

const feelLines: TailLines = {
  en: (felt) => [`${felt ? `${cap(felt)}, and that makes sense` : 'Of course it hurts'}: it mattered to you.`, 'Be gentle with yourself today: one small good thing for you, and tell one person how it really feels.', 'What would help most right now?'],
  vi: (felt) => [`${felt ? `Bạn thấy ${felt} là đương nhiên` : 'Buồn là đương nhiên'}: chuyện đó quan trọng với bạn mà.`, 'Hôm nay nhẹ nhàng với bản thân một chút: làm một việc nhỏ cho mình, và kể với một người bạn thật sự thấy thế nào.', 'Lúc này điều gì giúp bạn nhất?'],
  zh: (felt) => [`${felt || '难受'}，这很正常：这件事对你很重要。`, '今天对自己温柔一点：给自己做一件小小的好事，再跟一个人说说你真实的感受。', '现在什么最能帮到你？'],
  koPlain: () => ['속상한 게 당연해. 그만큼 너한테 중요한 일이었잖아.', '오늘은 너한테 좀 다정하게 해 줘. 작은 좋은 거 하나 하고, 한 사람한테 진짜 기분을 말해 봐.', '지금 뭐가 제일 도움이 될 것 같아?'],
  koPolite: () => ['속상하신 게 당연해요. 그만큼 중요한 일이었잖아요.', '오늘은 스스로에게 좀 다정하게 해 주세요. 작은 좋은 일 하나 하고, 한 사람에게 진짜 기분을 말해 보세요.', '지금 뭐가 제일 도움이 될 것 같아요?'],
  koHage: () => ['속이 상하는 게 당연하네. 그만큼 중요한 일이었지.', '오늘은 스스로에게 좀 너그럽게 하게. 한 사람에게 진짜 기분을 말해 보게.', '지금 무엇이 제일 도움이 되겠나?'],
};

const lossLines: TailLines = {
  en: (felt) => [`${felt ? `Of course ${felt}` : 'Of course it hurts'}: losing someone you love hurts exactly this much, because they mattered.`, 'When you are ready, do one small thing to say goodbye: write down the moment you remember best, or tell someone about it.', 'What is the moment you most want to keep?'],
  vi: (felt) => [`${felt ? `Bạn thấy ${felt} là đương nhiên` : 'Buồn là đương nhiên'}: mất đi điều mình thương thì đau đúng như vậy, vì nó có ý nghĩa với bạn.`, 'Khi nào sẵn sàng, làm một việc nhỏ để tạm biệt: ghi lại khoảnh khắc bạn nhớ nhất, hoặc kể cho ai đó nghe.', 'Khoảnh khắc nào bạn muốn giữ lại nhất?'],
  zh: (felt) => [`${felt || '难过'}，太正常了：失去自己爱的，就是会这么疼，因为你是真的在乎。`, '等你准备好了，做一件小事好好告别：写下你最记得的一个瞬间，或者讲给一个人听。', '你最想记住的是哪一个瞬间？'],
  koPlain: () => ['마음이 아픈 게 당연해. 사랑하던 걸 잃으면 딱 그만큼 아파. 그만큼 소중했던 거야.', '마음의 준비가 되면 작은 작별 하나 해 봐. 제일 기억나는 순간을 적거나, 누군가한테 얘기해 주는 거.', '제일 간직하고 싶은 순간이 뭐야?'],
  koPolite: () => ['마음이 아프신 게 당연해요. 사랑하던 걸 잃으면 딱 그만큼 아파요. 그만큼 소중했던 거예요.', '마음의 준비가 되면 작은 작별 하나 해 보세요. 제일 기억나는 순간을 적거나, 누군가에게 얘기해 주는 거요.', '제일 간직하고 싶은 순간이 뭐예요?'],
  koHage: () => ['마음이 아픈 게 당연하네. 아끼던 걸 잃으면 딱 그만큼 아프지.', '준비가 되면 작은 작별을 하게. 제일 기억나는 순간을 적어 두게.', '제일 간직하고 싶은 순간이 무엇인가?'],
};

/** The lines that answer the tail, after the told-back clause. */
export function writeTail(tail: Tail, register: FixRegister): string[] {
  if (tail.kind === 'dareNot') return dareLines[register](tail.told);
  if (tail.kind === 'selfJudge') return judgeLines[register](tail.told);
  if (tail.kind === 'meaning') return meaningLines[register](tail.told);
  return (tail.loss ? lossLines : feelLines)[register](tail.told);
}

/** A rough event told with no tail: met as rough, and asked which part to sort out first. */
const roughLines: ByRegister<string[]> = {
  en: ["That's a rotten thing to land on you, and it's fair to be fed up.", "What's the one part of it you need to sort out first?"],
  vi: ['Chuyện đó đúng là xui thật, bực cũng phải thôi.', 'Giờ phần nào bạn cần xử lý trước nhất?'],
  zh: ['这事摊上谁都够糟心的，烦也是应该的。', '现在最先要处理的是哪一部分？'],
  koPlain: ['그거 진짜 속상했겠다. 짜증 나는 게 당연해.', '지금 제일 먼저 해결해야 하는 게 뭐야?'],
  koPolite: ['그거 정말 속상하셨겠어요. 답답한 게 당연해요.', '지금 제일 먼저 해결해야 하는 게 뭐예요?'],
  koHage: ['그거 참 고약한 일이군. 답답할 만하네.', '지금 제일 먼저 풀어야 할 게 무엇인가?'],
};

export function writeRough(register: FixRegister): string[] {
  return [...roughLines[register]];
}
