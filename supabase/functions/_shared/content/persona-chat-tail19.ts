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
import { koTurned } from './persona-chat-tellback12.ts';

/** The form of the message's tail. */
export type TailKind = 'dareNot' | 'selfJudge' | 'meaning' | 'feel' | 'dontKnow';
/** dontKnow: the form of what the visitor does not know (how to, whether to, where to start). */
export type UnknownForm = 'how' | 'whether' | 'start';

/** The tail read: its form, the visitor's words it was read from, and the part the answer tells back. */
export interface Tail {
  kind: TailKind;
  /** The visitor's words the tail was read from (cut out of a told-back clause that still holds them). */
  said: string;
  /** dareNot: the act not dared, in the second person; selfJudge: the verdict quoted; feel: the feeling told back. */
  told: string;
  /** The visitor's words turned to the second person, as a told-back clause holds them. */
  back?: string;
  /** A death is told in the message. */
  loss: boolean;
  /** feel: the feeling is embarrassment (好丢脸, so embarrassed, xấu hổ quá, 창피해). */
  ashamed?: boolean;
  /** dontKnow: how to, whether to, or where to start. */
  form?: UnknownForm;
}

const dareNot: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:i\s+)?(?:don'?t|dont|do not|can'?t|cant|cannot)\s+(?:dare|bring myself|find the (?:courage|guts))\s+to|(?:i'?m\s+|im\s+|i am\s+)?(?:too\s+)?(?:scared|afraid)\s+to|(?:haven'?t|havent)\s+(?:dared|had the guts)\s+to)\s+([^.,!?;]{3,60})/iu,
  vi: /(?<![\p{L}])(?:không|chưa|ko|hổng|chẳng)\s+dám\s+([\p{L} ]{2,40})/iu,
  ko: /(?:말(?:을|도)?\s?못\s?하겠|말할 (?:용기|엄두)가\s?(?:안|없)|얘기(?:를|도)?\s?못\s?하겠|무서워서 (?:말|얘기)(?:을|를|도)?\s?못)/u,
  zh: /(?:还|都|也|一直)?不敢([\u4e00-\u9fff]{2,12})/u,
};

const selfJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i(?:'?m|’m| am)\s+(?:so\s+|such\s+)?(?:an?\s+|the\s+)?(?:stupid|dumb|useless|idiot|failure|loser|worthless|pathetic|bad (?:mom|mother|dad|father|friend|person|daughter|son))|i feel (?:like )?(?:i'?m |i am |a |so )?(?:useless|stupid|a failure|worthless|pathetic)|i can'?t do (?:this|anything right))\b/iu,
  vi: /(?:(?:thấy|nghĩ)\s+(?:mình|bản thân)\s+(?:[\p{L}]+\s+){0,3}?(?:vô dụng|ngu|thất bại|tệ|kém cỏi|dở|không [\p{L} ]{1,20}? nổi)(?:\s+(?:quá|thật|lắm|ghê))?|(?<![\p{L}])(?:mình|em|tao|tôi|tớ)\s+(?:thật\s+|đúng là\s+)?(?:vô dụng|ngu|thất bại|tệ hại|tệ)(?:\s+(?:quá|thật|lắm|ghê))?(?![\p{L}])|(?<![\p{L}])ngu\s+(?:thật sự|thật|quá|vãi|dễ sợ))/iu,
  // A verdict said with no subject (…전화했어.. 진짜 바보 같아) is the speaker's own.
  ko: /(?:(?:나|내가|난|저|제가|전)\s*(?:진짜|너무|정말|좀)?\s*(?:바보|한심|쓸모없|못났|무능|실패자)[가-힣]*|(?:진짜|너무|정말|완전)\s*(?:바보|한심)\s*같[가-힣]*)/u,
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
  en: /\b(?:i'?m|im|i’m|i am|i feel)\s+(?:so\s+|really\s+|just\s+|super\s+)?(sad|heartbroken|devastated|crushed|embarrassed|ashamed|hurt)\b|\bso embarrassing\b/iu,
  vi: /(?<![\p{L}])(buồn|đau lòng|tủi thân|xấu hổ|tủi|quê)\s*(?:quá|lắm|ghê|thật)(?![\p{L}])/iu,
  ko: /(?:너무|진짜|정말|넘)\s*(?:슬퍼|속상해|서러워|창피해|슬프|쪽팔려)/u,
  zh: /我(?:好|很|太|真的|特别)(难过|伤心|委屈|难受|丢人|丢脸)|(?:好|太|真)(丢脸|丢人)/u,
};

/** Embarrassment among the feelings (a short list). */
const shame = /embarrass|ashamed|xấu hổ|quê quá|창피|쪽팔|丢脸|丢人/iu;

/** "I don't know how to / whether / where to start": the form asked inside the visitor's not knowing, and its act. */
const unknown: Readonly<Record<ContentLanguage, readonly (readonly [UnknownForm, RegExp])[]>> = {
  en: [
    ['start', /\b(?:don'?t|dont|do not)\s+know\s+(?:where|how)\s+to\s+(?:even\s+)?(?:start|begin)\b|\bwhere (?:do|should) i (?:even )?start\b/iu],
    ['how', /\b(?:don'?t|dont|do not)\s+know\s+how\s+to\s+([^.,!?;]{2,60})/iu],
    ['whether', /\b(?:(?:don'?t|dont|do not)\s+know\s+(?:whether|if i should|what to do|which|who)|(?:can'?t|cant|cannot)\s+decide)\b/iu],
  ],
  vi: [
    ['start', /(?:không|chả|chẳng)\s+biết\s+(?:phải\s+)?bắt đầu (?:từ đâu|sao)/iu],
    ['whether', /(?:(?:không|chả|chẳng)\s+biết\s+(?:có\s+)?nên|(?:không|chả|chẳng)\s+biết\s+(?:phải\s+)?(?:theo|chọn)\s+(?:ai|cái nào|bên nào)|phân vân)/iu],
    ['how', /(?:không|chả|chẳng)\s+biết\s+(?:phải\s+)?(?:làm (?:sao|thế nào)|thế nào|sao)(?:\s+(?:để|mà))?\s*([\p{L} ]{0,40})/iu],
  ],
  ko: [
    ['start', /(?:뭐부터|어디서부터|무엇부터)\s*(?:해야|시작)/u],
    ['how', /어떻게\s*[가-힣 ]{0,20}?(?:할지|될지|봐야 할지|해야 할지|해야 될지)\s*모르겠/u],
    ['whether', /(?:할지 말지|갈지 말지|말지|해야 할지)\s*(?:모르겠|고민|결정)|결정을 못/u],
  ],
  zh: [
    ['start', /不知道(?:该|要)?从哪(?:里|儿)?(?:开始|下手)/u],
    ['whether', /不知道(?:该不该|要不要|是不是该|该选|选哪)|拿不定主意|决定不了/u],
    ['how', /不知道(?:该|要)?怎么([\u4e00-\u9fff]{0,10})/u],
  ],
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
    return { kind: 'dareNot', said: dare[0], back: secondPerson(dare[0], language), told: act === '' ? '' : secondPerson(act, language), loss };
  }
  for (const [form, pattern] of unknown[language]) {
    const found = pattern.exec(text);
    if (!found) continue;
    const act = (found[1] ?? '').trim();
    return { kind: 'dontKnow', said: found[0], back: secondPerson(found[0], language), told: act === '' || language === 'ko' ? '' : secondPerson(act, language), loss, form };
  }
  const asked = meaning[language].exec(text);
  if (asked && spoken[language].test(text.slice(0, asked.index))) return { kind: 'meaning', said: asked[0], told: asked[0], loss };
  const judged = selfJudge[language].exec(text);
  if (judged) return { kind: 'selfJudge', said: judged[0], back: secondPerson(judged[0], language), told: judged[0].trim(), loss };
  const felt = feel[language].exec(text);
  if (felt) return { kind: 'feel', said: felt[0], told: language === 'ko' ? '' : secondPerson(felt[0], language), loss, ashamed: shame.test(felt[0]) };
  // A death told with no feeling of the visitor's (two of my plants died this week) keeps the reader it had.
  return null;
}

/** The told-back line with the tail's own words cut off its end (they are answered after it). */
export function withoutTail(line: string, tail: Tail): string {
  const words = [tail.said, tail.back ?? '', tail.told].filter((part) => part.length > 1);
  for (const part of words) {
    const at = line.toLowerCase().lastIndexOf(part.toLowerCase());
    if (at > line.length / 3) {
      let kept = line.slice(0, at).replace(/[\s,，、;；:—–-]+$/u, '');
      // Korean: the clause before the tail ends in a connective (부딪혔는데 내일): it is closed with the line's own -구나 / -군요.
      const ending = /(구나|군요|군)[.?]?$/u.exec(line)?.[1];
      const joined = ending ? /^(.*[았었였했혔됐갔왔났])는데(?:\s|$)/u.exec(kept) : null;
      if (ending && joined?.[1]) return `${joined[1]}${ending}.`;
      if (ending && /[가-힣]\s*$/u.test(kept) && !/(?:구나|군요|군)$/u.test(kept)) return line;
      // Korean echo question left by the cut (가사 틀렸어요 너무 창피해요? → 가사 틀렸어요): turned again as told (틀렸군요).
      const again = !ending && /[가-힣]$/u.test(kept) ? koTurned(kept, /요\??$/u.test(line.trim())) : null;
      if (again && !again.echo) return `${again.text}.`;
      // A subject or a connective left hanging by the cut (…and you, …mà em, …我) goes with it.
      for (let i = 0; i < 3; i += 1) kept = kept.replace(/(?:\s+(?:and|but|so|then|i|you|and you|mà|nhưng|rồi|em|tao|mình|bạn|anh|chị)|[我你，,])$/iu, '').trim();
      if (kept.length < 4) return line;
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

const shameLines: TailLines = {
  en: () => ["Embarrassing in the moment, sure, but it's far bigger in your head than in anyone else's: people remember that you kept going, not the slip.", 'Next time, have one line ready for that moment, so you can carry on past it.', 'What happened right after it?'],
  vi: () => ['Lúc đó quê thật, nhưng trong đầu bạn nó to hơn nhiều so với trong đầu người khác: người ta nhớ là bạn vẫn làm tiếp, chứ không nhớ chỗ vấp.', 'Lần sau chuẩn bị sẵn một câu cho lúc đó, để đi tiếp được.', 'Ngay sau đó thì sao?'],
  zh: () => ['当时是挺丢脸的，可它在你脑子里比在别人那里大得多：大家记住的是你接着往下走了，不是那一下失误。', '下次给那种时刻准备好一句话，卡住了也能接下去。', '那之后呢，你是怎么接下去的？'],
  koPlain: () => ['그 순간엔 창피하지. 근데 그건 네 머릿속에서만 크고 다른 사람들한테는 훨씬 작아. 사람들은 실수보다 네가 끝까지 간 걸 기억해.', '다음엔 그런 순간에 쓸 한마디를 미리 정해 둬. 막혀도 이어 갈 수 있게.', '그 바로 뒤엔 어떻게 됐어?'],
  koPolite: () => ['그 순간엔 창피하죠. 그런데 그건 본인 머릿속에서만 크고 다른 사람들한테는 훨씬 작아요. 사람들은 실수보다 끝까지 해낸 걸 기억해요.', '다음엔 그런 순간에 쓸 한마디를 미리 정해 두세요. 막혀도 이어 갈 수 있게요.', '그 바로 뒤엔 어떻게 됐어요?'],
  koHage: () => ['그 순간엔 창피했겠지. 허나 그건 자네 머릿속에서만 크네. 사람들은 실수보다 끝까지 간 걸 기억하지.', '다음엔 그런 순간에 쓸 한마디를 미리 정해 두게.', '그 바로 뒤엔 어찌 됐나?'],
};

type UnknownLines = ByRegister<Readonly<Record<UnknownForm, (act: string) => string[]>>>;
const unknownLines: UnknownLines = {
  en: {
    how: (act) => [`How to ${act || 'handle it'}: keep it small and concrete. Decide the first sentence you'll say or the first thing you'll do, do it once, plainly, and let the rest follow; you need a first move, not a perfect plan.`, 'What would that first sentence be?'],
    whether: () => ["To decide, weigh it plainly: write the two ways side by side, what each gives you and what each costs you, then ask which one you'd regret not trying a year from now. That one usually tells you.", 'Which side is heavier when you picture a year from now?'],
    start: () => ['Start with the one piece that has a date or a phone number attached: one call or one list today, and nothing else. The rest gets easier once that first piece is moving.', 'What is the earliest date in all this?'],
  },
  vi: {
    how: (act) => [`Còn ${act ? `làm sao để ${act}` : 'làm sao'} thì: cứ nhỏ và cụ thể thôi. Quyết trước câu đầu tiên bạn sẽ nói hoặc việc đầu tiên bạn sẽ làm, làm một lần, rõ ràng, rồi phần còn lại sẽ theo sau; bạn cần một bước đầu, không cần kế hoạch hoàn hảo.`, 'Câu đầu tiên đó sẽ là gì?'],
    whether: () => ['Để quyết, cứ cân cho rõ: viết hai hướng cạnh nhau, mỗi hướng cho bạn gì và lấy của bạn gì, rồi tự hỏi một năm nữa bạn sẽ tiếc vì không thử hướng nào. Thường câu trả lời nằm ở đó.', 'Nghĩ tới một năm sau, bên nào nặng hơn?'],
    start: () => ['Bắt đầu từ đúng một việc có hạn chót hoặc có số điện thoại: hôm nay một cuộc gọi hoặc một danh sách, vậy thôi. Việc đầu chạy rồi thì phần còn lại dễ hơn nhiều.', 'Mốc thời gian gần nhất trong chuyện này là khi nào?'],
  },
  zh: {
    how: (act) => [`${act ? `怎么${act}` : '怎么办'}，其实可以很小很具体：先定好你要说的第一句话，或者要做的第一件事，简单地做一次，剩下的会跟上来；你需要的是第一步，不是完美的计划。`, '那第一句话会是什么？'],
    whether: () => ['要决定的话，就摆开来比：把两条路并排写下，各自给你什么、让你付出什么，再问自己一年后会更后悔没试哪一条。答案通常就在那儿。', '想象一年以后，哪一边更重？'],
    start: () => ['就从有截止日期或有电话号码的那一件开始：今天打一个电话，或者列一张清单，只做这一件。第一件动起来，后面就容易了。', '这件事里最近的一个日期是哪天？'],
  },
  koPlain: {
    how: () => ['어떻게 할지는 작고 구체적으로 가면 돼. 처음 할 한마디나 처음 할 행동 하나만 정해서 짧고 담백하게 한 번 해 봐. 완벽한 계획은 필요 없고, 첫 수 하나면 돼.', '그 첫마디는 뭐가 될 것 같아?'],
    whether: () => ['정하려면 그냥 나란히 놓고 재 봐. 두 길을 적고, 각각 뭘 주고 뭘 가져가는지 쓴 다음, 일 년 뒤에 어느 쪽을 안 해 본 게 더 후회될지 물어봐. 답은 보통 거기 있어.', '일 년 뒤를 떠올리면 어느 쪽이 더 무거워?'],
    start: () => ['날짜나 전화번호가 붙은 일 하나부터 시작해. 오늘은 전화 한 통이나 목록 하나, 그것만. 첫 조각이 움직이면 나머지는 훨씬 쉬워져.', '이 일에서 제일 가까운 날짜가 언제야?'],
  },
  koPolite: {
    how: () => ['어떻게 할지는 작고 구체적으로 가시면 돼요. 처음 할 한마디나 처음 할 행동 하나만 정해서, 짧고 담백하게 한 번 해 보세요. 완벽한 계획은 필요 없고, 첫 수 하나면 돼요.', '그 첫마디는 뭐가 될 것 같아요?'],
    whether: () => ['정하시려면 나란히 놓고 재 보세요. 두 길을 적고, 각각 무엇을 주고 무엇을 가져가는지 쓴 다음, 일 년 뒤에 어느 쪽을 안 해 본 게 더 후회될지 물어보세요. 답은 보통 거기 있어요.', '일 년 뒤를 떠올리면 어느 쪽이 더 무거워요?'],
    start: () => ['날짜나 전화번호가 붙은 일 하나부터 시작하세요. 오늘은 전화 한 통이나 목록 하나, 그것만요. 첫 조각이 움직이면 나머지는 훨씬 쉬워져요.', '이 일에서 제일 가까운 날짜가 언제예요?'],
  },
  koHage: {
    how: () => ['어찌할지는 작고 구체적으로 가면 되네. 처음 할 한마디나 처음 할 행동 하나만 정해서 한 번 해 보게. 완벽한 계획은 필요 없네.', '그 첫마디는 무엇이 되겠나?'],
    whether: () => ['정하려면 나란히 놓고 재 보게. 두 길이 각각 무엇을 주고 무엇을 가져가는지 적고, 일 년 뒤 어느 쪽을 안 해 본 게 더 후회될지 물어보게.', '일 년 뒤를 떠올리면 어느 쪽이 더 무거운가?'],
    start: () => ['날짜나 전화번호가 붙은 일 하나부터 시작하게. 오늘은 그것 하나만.', '이 일에서 제일 가까운 날짜가 언제인가?'],
  },
};

/** The lines that answer the tail, after the told-back clause. */
export function writeTail(tail: Tail, register: FixRegister): string[] {
  if (tail.kind === 'dareNot') return dareLines[register](tail.told);
  if (tail.kind === 'selfJudge') return judgeLines[register](tail.told);
  if (tail.kind === 'meaning') return meaningLines[register](tail.told);
  if (tail.kind === 'dontKnow') return unknownLines[register][tail.form ?? 'how'](tail.told);
  if (tail.ashamed === true && !tail.loss) return shameLines[register](tail.told);
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
