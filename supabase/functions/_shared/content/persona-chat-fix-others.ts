/**
 * Someone-else's-event shape (round 10 of issue 13): a person the visitor names ("my little sister", "동생", "mẹ tao",
 * "我姐") and an event that is theirs (moving abroad, in hospital, surgery, a wedding, a baby) is answered as that
 * person's event and the visitor's feelings about it, never as the visitor's own trip or wedding. A stated feeling
 * ("허전해요", "so nervous") or a mask ("I keep telling everyone I'm fine", "装作没事") is answered too; a mask alone is
 * a shape of its own. The psychologist answers in depth with one specific question; other personas briefly.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { closingLine, fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { leftOut } from './persona-chat-negation14.ts';
import { familyOf, familyLines, generalEventLine, generalEvents, helpAsk, helpLines, helpQuestion, theySayFine, theySayFineLines, type GeneralEvent } from './persona-chat-fix-others-general.ts';


/** The first five events, with lines of their own. */
export type FirstEvent = 'moving' | 'hospital' | 'surgery' | 'wedding' | 'birth';
/** Events that belong to someone else. */
export type OtherEvent = FirstEvent | GeneralEvent;
/** Feelings a visitor states. */
export type StatedFeeling = 'empty' | 'nervous' | 'worried' | 'tired' | 'sad';

/** Someone else's event, the visitor's feeling and mask. */
export interface OtherReading {
  /** The person as the visitor named them, turned to the second person ("your little sister", "mẹ bạn", "你姐", "동생"). */
  person: string | null;
  /** The bare Korean kin word, for particles. */
  elder: boolean;
  event: OtherEvent | null;
  abroad: boolean;
  /** The time as the visitor wrote it. */
  time: string | null;
  feeling: StatedFeeling | null;
  /** "I know I should be happy, but…". */
  mixed: boolean;
  mask: boolean;
  /** The feelings come out at home. */
  home: boolean;
  /** The person says they are fine, and the visitor senses otherwise (worry about them, not the visitor's mask). */
  theyFine: boolean;
  /** The visitor asks what to say or how to help. */
  help: boolean;
  /** The person is a pet. */
  pet: boolean;
  /** The event as the visitor wrote it (a whole match of the event pattern), or null. */
  said: string | null;
}

const eventPatterns: readonly (readonly [FirstEvent, RegExp])[] = [
  ['surgery', /\b(?:surgery|operation)\b|(?:phẫu thuật|(?<![\p{L}])mổ(?![\p{L}]))|(?:수술)|(?:手术|开刀)/iu],
  ['hospital', /\b(?:in (?:the )?hospital|hospitali[sz]ed|in the ICU|admitted)\b|(?:nằm viện|nhập viện|cấp cứu)|(?:입원|응급실|중환자실)|(?:住院|急诊|ICU)/iu],
  ['moving', /\b(?:moving|relocating|leaving|going) (?:abroad|away|overseas|to [A-Z][a-z]+)|\bmoving out\b|\bstudy(?:ing)? abroad\b|\bemigrat/u],
  ['moving', /(?:đi du học|ra nước ngoài|đi nước ngoài|định cư|chuyển nhà|dọn (?:ra ở riêng|nhà|đi)|chuyển (?:ra|vào|sang|đi) |sang (?:Úc|Mỹ|Nhật|Hàn|Đức|Canada|Pháp|Anh|Singapore)|đi xa)|(?:이민|유학|해외로|외국으로|이사 가|멀리 가|떠나)|(?:出国|去(?:国外|美国|英国|德国|日本|澳洲|加拿大|法国|外地)|移民|搬走|搬去|留学)/iu],
  ['wedding', /\b(?:getting married|wedding|engaged)\b|(?:đám cưới|sắp cưới|lấy chồng|lấy vợ|(?<![\p{L}])cưới(?![\p{L}]))|(?:결혼|시집|장가)|(?:结婚|婚礼|出嫁)/iu],
  ['birth', /\b(?:having a baby|giving birth|pregnant|the baby is coming|due date)\b|(?:sinh em bé|sắp sinh|có bầu|sinh con)|(?:출산|아기를 낳|애 낳|임신|예정일)|(?:生宝宝|生孩子|生小孩|预产期|怀孕|要生了)/iu],
];
const abroadWords = /\b(?:abroad|overseas)\b|\bto [A-Z][a-z]+|(?:nước ngoài|du học|định cư|sang (?:Úc|Mỹ|Nhật|Hàn|Đức|Canada|Pháp|Anh|Singapore))|(?:이민|유학|해외|외국)|(?:出国|国外|美国|英国|德国|日本|澳洲|加拿大|法国|移民|留学)/u;
/** The event already happened: not this shape (the past readers take it). */
const pastEvent = /\b(?:got married|moved away|moved abroad|had (?:a|the|her|his) baby|had (?:his|her) surgery|passed away|died)\b|(?:đã cưới|đã sinh|mất rồi|qua đời)|(?:결혼했어|돌아가셨|낳았)|(?:去世|结婚了吧|已经结婚|生了个)/iu;

const enKinWords = '(?:(?:little|big|older|younger|baby|best|oldest|youngest|twin|elder|old|new) )?(?:sister|brother|mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|granny|nan|friend|aunt|uncle|cousin|son|daughter|husband|wife|boyfriend|girlfriend|roommate|flatmate|partner|sis|bro|fiancée?|neighbou?r|coworker|colleague|boss|teacher|dog|cat|puppy|kitten|hamster|rabbit|bunny|parrot|bird|horse)';
const enKin = new RegExp(`\\bmy (${enKinWords}(?:'s ${enKinWords})?)\\b`, 'iu');
const enBareKin = /(?:^|[.!?]\s+)(mom|mum|dad|grandma|grandpa|granny|nana|papa)(?:'s)? (?:is|has|was|just|got|died|passed|had|will|retires?|retired)\b/iu;
const viKin = /(?:^|[\s,])((?:mẹ|má|bố|ba|cha|ông nội|ông ngoại|bà nội|bà ngoại|ông|bà|chị gái|em gái|em trai|anh trai|chị|anh|bạn thân|đứa bạn thân|bạn cùng phòng|người yêu|bạn trai|bạn gái|chồng|vợ|con gái|con trai|cô|chú|dì|cậu|con chó|con mèo|bé cún|bé mèo|em cún)) (?:của |nhà )?(?:tao|tôi|em|mình|tớ)(?![\p{L}])/iu;
const koKinWords = '엄마|아빠|어머니|아버지|할머니|할아버지|언니|오빠|누나|형|동생|여동생|남동생|친구|베프|절친|남편|아내|남친|여친|남자친구|여자친구|아들|딸|이모|삼촌|고모|룸메이트|룸메|강아지|고양이|반려견|반려묘|댕댕이';
const koKin = new RegExp(`(?:^|\\s)(?:우리 |제 |내 )?((?:${koKinWords})(?:의? (?:${koKinWords}))?)(?:이|가|은|는|의|도|께서)?(?=\\s|$|[,.!?])`, 'u');
const zhKin = /我(?:的)?((?:妈妈|妈|爸爸|爸|奶奶|爷爷|外婆|姥姥|外公|姐姐|姐|哥哥|哥|妹妹|弟弟|最好的朋友|好朋友|闺蜜|朋友|老公|老婆|男朋友|女朋友|男友|女友|儿子|女儿|室友|同事|狗狗|狗|猫咪|猫)(?:的?(?:狗狗|狗|猫咪|猫))?)/u;
const petWords = /dog|cat|puppy|kitten|hamster|rabbit|bunny|parrot|bird|horse|chó|mèo|cún|강아지|고양이|반려|댕댕이|狗|猫/iu;
const elderKin = /mom|mum|mother|dad|father|grand|nan|aunt|uncle|mẹ|má|bố|ba|cha|ông|bà|cô|chú|dì|cậu|엄마|아빠|어머니|아버지|할머니|할아버지|이모|삼촌|고모|妈|爸|奶奶|爷爷|外婆|姥姥|外公/iu;

const timePatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:yesterday|last night|this morning|last (?:week|month)|next (?:week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|(?:on|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|in (?:two|three|a few|\d+) (?:days|weeks|months))\b/iu,
  vi: /(?:hôm qua|tối qua|sáng nay|tuần trước|tháng trước|tuần sau|tháng sau|năm sau|ngày mai|tuần tới|tháng tới|cuối tuần này|cả tuần nay|tuần này|thứ (?:hai|ba|tư|năm|sáu|bảy) (?:này|tới))/iu,
  ko: /(?:어젯밤|어제|지난주|지난달|다음 주|다음 달|내년|내일|모레|이번 주말|이번 주|[월화수목금토일]요일)/u,
  zh: /(?:昨天|昨晚|上周|上个月|下周[一二三四五六日末]?|下个月|下学期|下个学期|明年|明天|后天|这周[一二三四五六日末]?|下星期|周[一二三四五六日末]|这几天)/u,
};

const feelingPatterns: readonly (readonly [StatedFeeling, RegExp])[] = [
  ['empty', /\b(?:empty|hollow|left behind)\b|(?:trống trải|hụt hẫng|trống rỗng)|(?:허전|서운|섭섭|쓸쓸)|(?:空落落|失落|舍不得)/iu],
  ['nervous', /\b(?:nervous|jittery)\b|(?:hồi hộp|run quá|lo lắng)|(?:긴장|떨려|떨리)|(?:紧张)/iu],
  ['worried', /\b(?:worried|scared|anxious|afraid)\b|(?:(?<![\p{L}])lo(?![\p{L}])|sợ)|(?:걱정|불안|무서)|(?:担心|害怕|焦虑|怕得|好怕|很怕)/iu],
  ['tired', /\b(?:exhausted|drained|tired|worn out)\b|(?:mệt|kiệt sức|muốn xỉu)|(?:지쳐|지친|힘들|녹초|피곤)|(?:累|疲惫|撑不住)/iu],
  ['sad', /\b(?:sad|lonely|down|miss (?:her|him|them))\b|(?:buồn|muốn khóc)|(?:슬퍼|눈물|울고)|(?:难过|伤心|想哭)/iu],
];
const mixedPattern = /\b(?:should be happy|supposed to be happy|i know i should)\b|(?:đáng lẽ (?:phải )?vui|biết là nên vui)|(?:축하해야|기뻐해야|좋아해야)|(?:应该(?:高兴|开心)|明明是好事)/iu;
const maskPattern = /\bpretend(?:ing)? (?:to be |that I'?m |I'?m |everything'?s )?(?:fine|okay|ok|happy)\b|\b(?:keep|kept) (?:telling|saying)\b[^.!?]{0,30}\b(?:I'?m|I am) (?:fine|okay|ok)\b|\bact(?:ing)? (?:like|as if) (?:I'?m|everything'?s) (?:fine|ok|okay)\b|\bbrave face\b|\bfake (?:a )?smile\b|(?:giả vờ|tỏ ra (?:vui|ổn|bình thường|mạnh mẽ)|cười nói vui vẻ|làm như không có chuyện gì)|(?:괜찮은 척|아무렇지 않은 척|밝은 척|웃는 척|센 척|괜찮다고 (?:했|말하))|(?:nói (?:là )?(?:em |mình |tôi )?không sao|bảo (?:là )?(?:em |mình )?ổn)|(?:装作|假装|强颜欢笑|硬撑|装(?:得)?没事|说(?:我|自己)?没事)/iu;
const homePattern = /\b(?:get|got|come|am) home\b|\bat home\b|(?:về (?:tới |đến )?nhà)|(?:집에 (?:오|와|가|들어))|(?:回家|到家|回到家)/iu;

/** The visitor as a subject, per language. */
const firstPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bI(?:'m|'ve|'ll)?\b/u,
  vi: /(?:^|\s)(?:em|mình|tôi|tao|tớ)\s+(?!ấy)/iu,
  ko: /(?:^|\s)(?:저|제가|저는|전|나|내가|나는|난)(?=\s)/u,
  zh: /我(?![的们爸妈姐哥弟妹])/u,
};

/** The person in the second person, per language. */
function personOf(text: string, language: ContentLanguage): { person: string; at: number; end: number } | null {
  if (language === 'en') {
    const found = enKin.exec(text);
    if (found?.[1]) return { person: `your ${found[1].toLowerCase()}`, at: found.index, end: found.index + found[0].length };
    const bare = enBareKin.exec(text);
    return bare?.[1] ? { person: `your ${bare[1].toLowerCase()}`, at: bare.index, end: bare.index + bare[0].length } : null;
  }
  if (language === 'vi') {
    const found = viKin.exec(text);
    if (!found?.[1]) return null;
    const kin = found[1].toLowerCase();
    return { person: /bạn|chó|mèo|cún|người yêu/u.test(kin) ? `${kin} của bạn` : `${kin} bạn`, at: found.index, end: found.index + found[0].length };
  }
  if (language === 'ko') {
    const found = koKin.exec(text);
    return found?.[1] ? { person: found[1], at: found.index, end: found.index + found[0].length } : null;
  }
  const found = zhKin.exec(text);
  return found?.[1] ? { person: `你${found[1]}`, at: found.index, end: found.index + found[0].length } : null;
}

/** Reads someone else's event or a mask, or null. */
export function readOtherEvent(text: string, language: ContentLanguage): OtherReading | null {
  // Round 14: an event the visitor was left out of (didn't invite me, không mời em, 나만 안 불렀, 没请我) is a hurt, never
  // their big day to share ("find one quiet moment with them before the day").
  if (leftOut.test(text)) return null;
  const theirs = theySayFine[language].exec(text);
  const mask = maskPattern.test(theirs ? text.replace(theirs[0], ' ') : text);
  const who = personOf(text, language);
  let event: OtherEvent | null = null;
  let at = Number.POSITIVE_INFINITY;
  let said: string | null = null;
  if (who) {
    const past = pastEvent.test(text);
    const all: readonly (readonly [OtherEvent, RegExp])[] = [...(past ? [] : eventPatterns), ...generalEvents];
    for (const [key, pattern] of all) {
      const found = pattern.exec(text.slice(who.at));
      // The visitor as the subject between the person and the event ("언니 저 내일 오디션", "my mom says I have"): not theirs.
      if (found && firstPerson[language].test(text.slice(who.end, who.at + found.index))) continue;
      if (found && found.index < at) {
        event = key;
        at = found.index;
        said = found[0];
      }
    }
  }
  const theyFine = Boolean(theirs && who);
  if (!event && !mask && !theyFine) return null;
  const named = event || theyFine;
  return {
    person: named ? who?.person ?? null : null,
    elder: Boolean(named && who && elderKin.test(who.person)),
    event,
    abroad: event === 'moving' && abroadWords.test(text),
    time: event ? timePatterns[language].exec(text)?.[0] ?? null : null,
    feeling: feelingPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null,
    mixed: mixedPattern.test(text),
    mask,
    home: homePattern.test(text),
    theyFine,
    help: helpAsk.test(text),
    pet: Boolean(who && petWords.test(who.person)),
    said,
  };
}

const firstEvents: ReadonlySet<OtherEvent> = new Set(['moving', 'hospital', 'surgery', 'wedding', 'birth']);
const isFirst = (event: OtherEvent): event is FirstEvent => firstEvents.has(event);

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The line naming the person's event, per register. */
function eventLine(reading: OtherReading, register: FixRegister): string {
  const any = reading.event as OtherEvent;
  if (!isFirst(any)) return generalEventLine(any, reading.person ?? '', reading.elder, reading.time, register, reading.said);
  const event: FirstEvent = any;
  const p = reading.person ?? '';
  const t = reading.time;
  switch (register) {
    case 'en': {
      const at = t ? ` ${/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/iu.test(t) ? `on ${t}` : t}` : '';
      return {
        moving: `${capital(p)} moving ${reading.abroad ? 'abroad' : 'away'}${at}: that changes your everyday life too.`,
        hospital: `${capital(p)} in hospital${at}: that's hard, and you're carrying a lot.`,
        surgery: `${capital(p)}'s surgery${at}: the waiting is one of the hardest parts.`,
        wedding: `${capital(p)}'s wedding${at}: a big day for them, and a big one for you too.`,
        birth: `${capital(p)}'s baby on the way${at}: big news for the whole family, you included.`,
      }[event];
    }
    case 'vi': {
      const at = t ? ` ${t}` : '';
      return capital({
        moving: `${p} sắp ${reading.abroad ? 'ra nước ngoài' : 'đi xa'}${at}, nên ngày thường của bạn sẽ khác đi nhiều.`,
        hospital: `${p} nằm viện${at}, vừa lo vừa chạy việc thì mệt lắm.`,
        surgery: `${p} sắp mổ${at}, chờ đợi là phần khó nhất.`,
        wedding: `${p} sắp cưới${at}, ngày vui của họ và cũng là một dấu mốc với bạn.`,
        birth: `${p} sắp sinh em bé${at}, tin vui lớn của cả nhà, có cả bạn.`,
      }[event]);
    }
    case 'zh': {
      const at = t ?? '';
      return {
        moving: `${p}${at}要${reading.abroad ? '出国' : '去远方'}了，你的日常也会跟着变。`,
        hospital: `${p}${at}住院，你又担心又要跑前跑后，真的不容易。`,
        surgery: `${p}${at}要做手术，等待是最难熬的部分。`,
        wedding: `${p}${at}要结婚了，是他们的大日子，对你也是。`,
        birth: `${p}${at}要生宝宝了，是全家的喜事，你也是其中一员。`,
      }[event];
    }
    default: {
      const at = t ? `${t}${/^(?:내일|모레|내년)$/u.test(t) ? '' : '에'} ` : '';
      const stem = {
        moving: `${reading.abroad ? '멀리 외국으로' : '멀리'} 떠나는`,
        hospital: reading.elder ? '입원해 계시는' : '입원해 있는',
        surgery: reading.elder ? '수술을 받으시는' : '수술을 받는',
        wedding: '결혼하는',
        birth: '아기를 낳는',
      }[event];
      const ending = register === 'koPlain' ? '구나.' : register === 'koPolite' ? '군요.' : '군.';
      return `${at}${withParticle(p, '이')} ${stem}${ending}`;
    }
  }
}

const feelingWords: Readonly<Record<StatedFeeling, Readonly<Record<'en' | 'vi' | 'zh' | 'ko', string>>>> = {
  empty: { en: 'empty', vi: 'trống trải', zh: '空落落', ko: '허전한' },
  nervous: { en: 'nervous', vi: 'hồi hộp', zh: '紧张', ko: '떨리는' },
  worried: { en: 'worried', vi: 'lo', zh: '担心', ko: '걱정되는' },
  tired: { en: 'worn out', vi: 'mệt', zh: '累', ko: '지친' },
  sad: { en: 'sad', vi: 'buồn', zh: '难过', ko: '슬픈' },
};

/** The line taking up the stated feeling, per register. */
function feelingLine(reading: OtherReading, register: FixRegister): string {
  const feeling = reading.feeling ?? 'empty';
  const word = feelingWords[feeling];
  if (reading.mixed) {
    return {
      en: `Being happy for them and feeling ${word.en} at the same time isn't a contradiction; both are true, and neither makes you selfish.`,
      vi: `Vừa mừng cho họ vừa thấy ${word.vi} cùng lúc chẳng có gì mâu thuẫn; cả hai đều thật, và không cái nào làm bạn ích kỷ cả.`,
      zh: `一边替对方高兴，一边觉得${word.zh}，这并不矛盾；两种心情都是真的，也不代表你自私。`,
      koPlain: `축하하는 마음이랑 ${word.ko} 마음이 같이 있는 건 이상한 게 아니야. 둘 다 진짜 마음이야.`,
      koPolite: `축하하는 마음과 ${word.ko} 마음이 같이 드는 건 이상한 게 아니에요. 둘 다 진짜 마음이에요.`,
      koHage: `축하하는 마음과 ${word.ko} 마음이 함께 있는 건 이상한 일이 아닐세.`,
    }[register];
  }
  if (feeling === 'tired') {
    return {
      en: "Being this worn out is what carrying it all does; resting a little doesn't mean letting anyone down.",
      vi: 'Mệt tới vậy là vì bạn đang gánh nhiều thứ cùng lúc; nghỉ một chút không có nghĩa là bỏ mặc ai.',
      zh: '累成这样，是因为你同时扛着太多；歇一会儿不等于丢下谁。',
      koPlain: '그렇게 지친 건 혼자 너무 많이 짊어져서야. 잠깐 쉬는 게 누굴 내버려 두는 건 아니야.',
      koPolite: '그렇게 지친 건 많은 걸 한꺼번에 짊어지고 있어서예요. 잠깐 쉬는 게 누굴 내버려 두는 건 아니에요.',
      koHage: '그리 지친 건 많은 걸 한꺼번에 짊어져서일세. 잠시 쉰다고 누굴 저버리는 건 아닐세.',
    }[register];
  }
  return {
    en: `Feeling ${word.en} about it makes sense; it shows how much they matter to you.`,
    vi: `Thấy ${word.vi} là đương nhiên, vì người đó quan trọng với bạn.`,
    zh: `会${word.zh}很正常，说明这个人对你很重要。`,
    koPlain: `${word.ko} 게 당연해. 그만큼 소중한 사람이니까.`,
    koPolite: `${word.ko} 게 당연해요. 그만큼 소중한 사람이니까요.`,
    koHage: `${word.ko} 게 당연하지. 그만큼 소중한 사람이니.`,
  }[register];
}

const maskLines: Readonly<Record<FixRegister, string>> = {
  en: "Telling everyone you're fine while you're not is tiring in itself: you're holding their feelings and hiding yours.",
  vi: 'Lúc nào cũng tỏ ra ổn trong khi lòng không ổn, tự nó đã rất mệt: bạn đang đỡ cảm xúc cho người khác mà giấu cảm xúc của mình.',
  zh: '明明不好还要装作没事，这件事本身就很耗人：你在照顾别人的情绪，却把自己的藏起来了。',
  koPlain: '안 괜찮은데 괜찮은 척하는 거, 그거 자체가 엄청 지치는 일이야. 남의 마음 챙기느라 네 마음은 숨기고 있는 거니까.',
  koPolite: '안 괜찮은데 괜찮은 척하는 것 자체가 많이 지치는 일이에요. 다른 사람 마음은 챙기면서 내 마음은 숨기고 있는 거니까요.',
  koHage: '괜찮지 않은데 괜찮은 척하는 것, 그 자체로 고된 일일세.',
};
/** The connective before the mask line when the person's event was said first. */
const maskAfterEvent: Readonly<Record<FixRegister, (line: string) => string>> = {
  en: (line) => `And ${line.charAt(0).toLowerCase()}${line.slice(1)}`,
  vi: (line) => `Còn việc ${line.charAt(0).toLowerCase()}${line.slice(1)}`,
  zh: (line) => `而且${line}`,
  koPlain: (line) => `근데 ${line}`,
  koPolite: (line) => `그리고 ${line}`,
  koHage: (line) => line,
};
const homeLines: Readonly<Record<FixRegister, string>> = {
  en: "Falling apart once you're home is the held-back feeling catching up now that you're somewhere safe, not a sign that something is wrong with you.",
  vi: 'Về tới nhà mới vỡ òa là vì cảm xúc bị kìm cả ngày giờ mới có chỗ an toàn để ra, chứ không phải bạn có vấn đề gì.',
  zh: '一回家就撑不住，是白天压着的情绪终于找到了安全的地方，不是你哪里出了问题。',
  koPlain: '집에 와서 무너지는 건 참아 둔 마음이 이제야 올라오는 거야. 네가 이상한 게 아니야.',
  koPolite: '집에 와서 무너지는 건, 참아 둔 마음이 안전한 곳에서 이제야 올라오는 거예요. 어디가 잘못된 게 아니에요.',
  koHage: '집에 와서 무너지는 건 참아 둔 마음이 이제야 올라오는 걸세.',
};

const steps: Readonly<Record<FirstEvent | 'mask', Readonly<Record<'en' | 'vi' | 'zh' | 'ko', string>>>> = {
  moving: { en: 'Plan one last thing together before they go, and set a regular day to call.', vi: 'Trước khi đi, hẹn nhau làm một việc cuối chỉ hai người, và chốt một ngày cố định trong tuần để gọi nhau.', zh: '走之前约好一起做最后一件事，再定好每周固定通话的一天。', ko: '떠나기 전에 둘이서만 하는 일 하나 정하고, 매주 통화할 요일도 미리 정해 두기' },
  hospital: { en: "Take turns with family if you can, and eat and sleep on purpose; you can't look after anyone on empty.", vi: 'Chia ca với người nhà nếu được, và nhớ ăn ngủ đàng hoàng; bụng rỗng thì chẳng chăm ai được.', zh: '能轮班就和家人轮着来，自己也要好好吃饭睡觉，空着肚子照顾不了别人。', ko: '병원 지키는 건 가족끼리 번갈아 맡고, 그 사이에 밥이랑 잠은 꼭 챙기기' },
  surgery: { en: 'Agree on who gets the first news after the operation, and bring something small to do for the waiting hours.', vi: 'Thống nhất trước ai sẽ nhận tin đầu tiên sau ca mổ, và mang theo việc gì nhỏ để làm trong lúc chờ.', zh: '先商量好手术后谁第一个接消息，等待的时候带点小事做。', ko: '수술 끝나고 누가 제일 먼저 소식을 받을지 정해 두고, 기다리는 동안 할 일 하나 챙겨 가기' },
  wedding: { en: 'Find one quiet moment with them before the day, just the two of you.', vi: 'Trước ngày cưới, dành một lúc yên tĩnh chỉ hai người với nhau.', zh: '婚礼前找一段只属于你们俩的安静时间。', ko: '결혼식 전에 둘이서만 조용히 보내는 시간 한 번 만들기' },
  birth: { en: 'Offer one practical thing for the first week: a meal, a ride, or an hour so they can sleep.', vi: 'Ngỏ lời giúp một việc cụ thể trong tuần đầu: nấu một bữa, đưa đón, hay trông bé một tiếng cho họ ngủ.', zh: '主动说好第一周能帮的一件具体的事：做顿饭、接送，或者帮忙看一小时孩子让她睡一觉。', ko: '출산 후 첫 주에 해 줄 수 있는 일 하나(반찬, 운전, 한 시간 아기 봐 주기) 미리 말해 두기' },
  mask: { en: "Pick one person, even just one, who gets the true version instead of 'I'm fine'.", vi: "Chọn một người thôi, để kể phiên bản thật thay cho câu 'không sao đâu'.", zh: '找一个人，哪怕只有一个，让他听到真实的版本，而不是“我没事”。', ko: "하루 한 번은 '괜찮아' 대신 진짜 마음을 말할 사람 한 명 정하기" },
};
const koStepLead: Readonly<Record<'koPlain' | 'koPolite' | 'koHage', string>> = { koPlain: '지금 할 수 있는 거 하나:', koPolite: '지금 할 수 있는 일 하나:', koHage: '지금 할 수 있는 일은 이걸세:' };

/** The psychologist's one specific question. */
const questions: Readonly<Record<'mask' | 'moment', Readonly<Record<FixRegister, string>>>> = {
  mask: {
    en: 'Who is one person you could tell the true version to this week?',
    vi: 'Tuần này có ai, dù chỉ một người, mà bạn có thể kể thật lòng không?',
    zh: '这周有没有一个人，你可以跟他说真话？',
    koPlain: '이번 주에 진짜 마음 말할 수 있는 사람, 한 명 떠올라?',
    koPolite: '이번 주에 진짜 마음을 말할 수 있는 사람, 한 명 떠오르세요?',
    koHage: '이번 주에 진짜 마음을 털어놓을 사람이 한 명 있나?',
  },
  moment: {
    en: 'When does the feeling come up most: thinking about the day itself, or about the time after?',
    vi: 'Cảm giác đó dâng lên mạnh nhất khi nào: lúc nghĩ tới chính ngày đó, hay lúc nghĩ tới sau đó?',
    zh: '这种感觉什么时候最强：想到那一天的时候，还是想到之后的日子？',
    koPlain: '그 마음이 제일 크게 올라오는 건 언제야? 그날을 생각할 때, 아니면 그 뒤를 생각할 때?',
    koPolite: '그 마음이 제일 크게 올라오는 건 언제예요? 그날을 생각할 때, 아니면 그 뒤를 생각할 때?',
    koHage: '그 마음이 가장 크게 올라오는 건 언제인가? 그날을 생각할 때인가, 그 뒤를 생각할 때인가?',
  },
};

/** Writes the answer: the person's event, the feeling and the mask taken up, one step; the psychologist asks one thing. */
export function writeOtherAnswer(reading: OtherReading, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const ko = register === 'koPlain' || register === 'koPolite' || register === 'koHage';
  const lines: string[] = [];
  if (reading.event) lines.push(eventLine(reading, register));
  const general = reading.event !== null && !firstEvents.has(reading.event);
  const family = reading.event ? familyOf(reading.event) : null;
  if (reading.theyFine) lines.push(theySayFineLines[register]);
  if (reading.help) lines.push(helpLines[family === 'grief' ? 'grief' : 'other'][register]);
  else if (reading.event && (reading.feeling || reading.mixed) && !general) lines.push(feelingLine(reading, register));
  else if (family && general && !reading.theyFine && (family === 'grief' ? reading.pet : true)) lines.push(familyLines[family].feel[register]);
  if (reading.mask) lines.push(reading.event ? maskAfterEvent[register](maskLines[register]) : maskLines[register]);
  if (reading.mask && reading.home) lines.push(homeLines[register]);
  if (general && family && !reading.help) lines.push(familyLines[family].step[register]);
  else if (!general && !reading.help && (reading.event || reading.mask)) {
    const key: FirstEvent | 'mask' = reading.mask || !reading.event || !isFirst(reading.event) ? 'mask' : reading.event;
    const step = steps[key];
    lines.push(ko ? `${koStepLead[register as 'koPlain' | 'koPolite' | 'koHage']} ${step.ko}.` : step[register as 'en' | 'vi' | 'zh']);
  }
  if (persona === 'psychologist') lines.push(reading.help ? helpQuestion[register] : reading.mask ? questions.mask[register] : family && general ? familyLines[family].ask[register] : questions.moment[register]);
  else if (family === 'grief') lines.push(griefClosing[register]);
  else lines.push(closingLine(persona, register));
  return lines;
}

/** A gentle closing for every persona after a loss (no cheering, no jokes). */
const griefClosing: Readonly<Record<FixRegister, string>> = {
  en: "I'm here if you want to talk about them.",
  vi: 'Muốn kể về họ thì mình vẫn ở đây.',
  zh: '想聊聊它/他的时候，我都在。',
  koPlain: '얘기하고 싶으면 언제든 들을게.',
  koPolite: '이야기하고 싶으시면 언제든 들을게요.',
  koHage: '이야기하고 싶으면 언제든 듣겠네.',
};
