/**
 * Safety net of round 10 (issue 13) for the persona chat: a reply that quotes the visitor's whole message back (the
 * thin fall-through, "“…” I want to understand: what matters most?") is replaced by one that names what was read for
 * sure (the kind of message, a person and a time written as whole phrases) and asks one specific question, in the
 * persona's register. Any reply that does not echo the message is kept as it is.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { readTellBack, writeTellBack } from './persona-chat-tellback12.ts';
import { joinSentences } from './phrase-grammar.ts';

/** The kind of message, read from its surface grammar. */
export type NetKind = 'question' | 'feeling' | 'report';

const squeeze = (text: string): string => text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

/** Whether the reply quotes the whole message (or nearly all of it) back. */
export function echoesMessage(reply: string, message: string): boolean {
  const said = squeeze(message);
  // A short message quoted back ("“blorp zindle”?") is a fair question back; a long one pasted whole is not.
  const dense = /[\u3400-\u9fff\uac00-\ud7af]/u.test(said);
  if (said.length < (dense ? 18 : 48)) return false;
  const answer = squeeze(reply);
  if (answer.includes(said)) return true;
  // Nearly whole: the message minus a few characters at either end (a dropped "anh ơi", a trimmed ending).
  const cut = Math.max(2, Math.floor(said.length * 0.15));
  return said.length >= 16 && answer.includes(said.slice(cut, said.length - cut)) && said.length - 2 * cut >= 12;
}

const feelingWords = /\b(?:I feel|I'?m (?:so |really |kind of )?(?:sad|tired|lonely|anxious|scared|lost|angry|stressed|empty|down)|I don'?t know how to feel)\b|(?:em thấy|mình thấy|buồn|mệt|cô đơn|lo quá|sợ|chán)|(?:우울|외로|불안|힘들|지쳐|속상|서운|답답)|(?:难过|好累|孤独|焦虑|害怕|烦|心累|委屈)/iu;
const questionEnd = /[?？]\s*$|\b(?:should I|can I|what do I|how do I|why)\b|(?:không\s*[?？]?\s*$|sao\s*[?？]?\s*$|nhỉ\s*[?？]?\s*$)|(?:까요?|나요|ㄹ까|할까|을까|어때)\s*[?？]?\s*$|(?:吗|呢|怎么办|为什么|怎么样)\s*[?？]?\s*$/iu;

/** The kind of message. */
export function readNetKind(message: string): NetKind {
  if (questionEnd.test(message.trim())) return 'question';
  return feelingWords.test(message) ? 'feeling' : 'report';
}

const timeWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:today|tonight|yesterday|this morning|last night|every (?:day|night|morning|week)|next (?:week|month|year)|tomorrow)\b/iu,
  vi: /(?:hôm nay|tối nay|hôm qua|sáng nay|tối qua|ngày mai|tuần sau|tháng sau|mỗi ngày|ngày nào cũng|tối nào cũng)/iu,
  ko: /(?:오늘|어제|내일|어젯밤|오늘 밤|다음 주|다음 달|매일|요즘)/u,
  zh: /(?:今天|今晚|昨天|昨晚|明天|下周|下个月|每天|最近)/u,
};

/** What was understood, said back as whole phrases. */
function understood(kind: NetKind, time: string | null, register: FixRegister): string {
  const t = time ?? '';
  switch (register) {
    case 'en':
      return { question: `You're asking me something${t ? ` about ${t}` : ''}, and I want to answer the right thing.`, feeling: `I hear that something is weighing on you${t ? ` ${t}` : ''}.`, report: `You're telling me about something that happened${t ? ` ${t}` : ''}.` }[kind];
    case 'vi':
      return { question: `Bạn đang hỏi mình một chuyện${t ? ` về ${t}` : ''}, mình muốn trả lời cho đúng ý.`, feeling: `Mình nghe ra là ${t ? `${t} ` : ''}có chuyện đang làm bạn nặng lòng.`, report: `Bạn đang kể mình nghe một chuyện${t ? ` ${t}` : ''}.` }[kind];
    case 'zh':
      return { question: `你在问我一件事${t ? `，关于${t}` : ''}，我想答到点子上。`, feeling: `我听得出来，${t}有件事压在你心上。`, report: `你在跟我说${t}发生的一件事。` }[kind];
    case 'koPlain':
      return { question: '뭔가 물어보는 거지? 제대로 답하고 싶어서 그래.', feeling: `${t ? `${t} ` : ''}마음에 걸리는 게 있구나.`, report: `${t ? `${t} ` : ''}있었던 일 얘기해 주는 거구나.` }[kind];
    case 'koPolite':
      return { question: '뭔가 물어보시는 거죠? 제대로 답하고 싶어서요.', feeling: `${t ? `${t} ` : ''}마음에 걸리는 게 있으시군요.`, report: `${t ? `${t} ` : ''}있었던 일을 이야기해 주시는 거군요.` }[kind];
    case 'koHage':
      return { question: '무언가 묻는 것이군. 제대로 답하고 싶네.', feeling: `${t ? `${t} ` : ''}마음에 걸리는 게 있군.`, report: `${t ? `${t} ` : ''}있었던 일을 말해 주는 거군.` }[kind];
  }
}

/** One specific question per kind and register. */
const questions: Readonly<Record<NetKind, Readonly<Record<FixRegister, string>>>> = {
  question: {
    en: 'Do you want my honest opinion, or practical ideas for what to do next?',
    vi: 'Bạn muốn nghe ý kiến thật lòng của mình, hay cần vài cách làm cụ thể cho bước tiếp theo?',
    zh: '你想听我的真实看法，还是想要下一步具体怎么做的办法？',
    koPlain: '내 솔직한 생각이 듣고 싶어, 아니면 당장 해 볼 방법이 필요해?',
    koPolite: '제 솔직한 생각이 궁금하세요, 아니면 당장 해 볼 방법이 필요하세요?',
    koHage: '내 솔직한 견해가 필요한가, 아니면 당장 해 볼 방법이 필요한가?',
  },
  feeling: {
    en: 'What happened just before this feeling started?',
    vi: 'Ngay trước khi cảm giác này bắt đầu, đã có chuyện gì xảy ra?',
    zh: '这种感觉出现之前，刚发生了什么？',
    koPlain: '그 마음이 들기 바로 전에 무슨 일이 있었어?',
    koPolite: '그 마음이 들기 바로 전에 무슨 일이 있었어요?',
    koHage: '그 마음이 들기 바로 전에 무슨 일이 있었나?',
  },
  report: {
    en: 'What part of it do you want us to look at first: what happened, or what to do about it?',
    vi: 'Bạn muốn mình cùng xem phần nào trước: chuyện đã xảy ra thế nào, hay giờ nên làm gì?',
    zh: '你想先从哪儿聊：事情是怎么发生的，还是现在该怎么办？',
    koPlain: '어디부터 같이 볼까? 무슨 일이 있었는지, 아니면 이제 어떻게 할지?',
    koPolite: '어디부터 같이 볼까요? 무슨 일이 있었는지, 아니면 이제 어떻게 할지요?',
    koHage: '어디부터 보겠나? 일어난 일인가, 이제 할 일인가?',
  },
};

/** The net reply: what was understood, whole phrases only, and one specific question. */
export function writeNetReply(message: string, persona: PersonaKey, language: ContentLanguage): string {
  const register = fixRegister(persona, language);
  const kind = readNetKind(message);
  const time = timeWords[language].exec(message)?.[0] ?? null;
  const joiner = language === 'zh' || language === 'ko' ? '' : ' ';
  return [understood(kind, time, register), questions[kind][register]].join(language === 'ko' ? ' ' : joiner);
}

/**
 * The reply, or, when it quotes the whole message back, the visitor's main clause told back in the second person with
 * one question (round 12), or the net reply when no clause could be told back whole.
 */
export function guardEcho(reply: string, message: string, persona: PersonaKey, language: ContentLanguage): string {
  if (!echoesMessage(reply, message)) return reply;
  const told = readTellBack(message, language, persona);
  return told ? joinSentences(writeTellBack(told, persona, language), language) : writeNetReply(message, persona, language);
}
