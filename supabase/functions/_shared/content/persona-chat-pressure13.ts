/**
 * Round 13 of issue 13: a question the visitor keeps being asked by others ("everyone keeps asking when it's my turn",
 * "họ hàng cứ hỏi bao giờ lấy chồng", "친척들이 자꾸 언제 결혼하냐고 물어봐", "亲戚老是问我什么时候结婚"). The
 * reply is about being asked, not about the event the question names: a sister's wedding told beside it is not the
 * visitor's own big day. The asked question is told back in the visitor's words (second person), the tiredness named,
 * one short answer that ends the topic offered, and one question back. Read by grammar: askers, a verb of keeping on
 * (keep, cứ, 자꾸, 老是), a verb of asking, and the asked clause after it.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { secondPerson } from './second-person.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';

/** The question others keep asking, in the visitor's words (second person where the language has one). */
export interface AskedAgain {
  asked: string;
}

const askedAgain: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:everyone|everybody|people|relatives|my (?:family|relatives|parents|mom|mum|dad|aunts?|uncles?|grandma|grandpa|coworkers|friends)|they)\s+(?:keeps?|keep on|always|won['’]t stop|can['’]t stop)\s+asking(?:\s+me)?\s+((?:when|why|if|whether|how come)\s+[^.!?,;]+)/iu,
  vi: /(?:ai cũng|mọi người|cả nhà|họ hàng|bố mẹ|ba mẹ|người thân|mẹ|bố)\s+(?:cứ|lúc nào cũng|suốt ngày|toàn|hay)\s+hỏi\s+(?:(?:em|mình|tôi|tớ|con)\s+)?((?:khi nào|bao giờ|sao|tại sao|lúc nào)\s[^.!?,;]+)/iu,
  ko: /(?:다들|사람들이|친척들이|어른들이|엄마가|아빠가|부모님이|가족들이|주변에서)\s(?:자꾸|맨날|계속|만날|볼 때마다)\s?(.{2,30}?(?:느냐|냐|니|는지))고?\s?(?:물어|묻|물으|그래)/u,
  zh: /(?:大家|亲戚|家里人|爸妈|我妈|我爸|他们|所有人)都?(?:老是|总是|一直|天天|每次都|动不动就)(?:问我|催我)([^。！？，,；]{2,20})/u,
};

/** Reads the question others keep asking the visitor, or null. */
export function readAskedAgain(text: string, language: ContentLanguage): AskedAgain | null {
  const m = askedAgain[language].exec(text);
  if (m === null) return null;
  const raw = (m[1] as string).trim().replace(/[?？]+$/u, '');
  if (raw.length < 2) return null;
  const asked = language === 'en' || language === 'vi' ? secondPerson(raw, language) : language === 'zh' ? raw.replace(/我/gu, '你') : raw;
  return { asked };
}

type Voice = 'close' | 'helper';

const lines: Readonly<Record<FixRegister, Readonly<Record<Voice, (asked: string) => string[]>>>> = {
  en: {
    helper: (asked) => [`So people keep asking you ${asked}, and it wears you out.`, 'That is a real kind of tired: not the question itself, but answering it again and again so that others feel settled.', 'You are allowed one short, kind answer that closes the topic, like “When there’s news, you’ll be the first to know,” and then a change of subject.', 'Whose asking gets under your skin the most?'],
    close: (asked) => [`Ugh, the “${asked}” question again?`, 'That gets old so fast.', 'Next time just smile, say “you’ll be the first to know,” and ask them about their garden.', 'Who’s the worst offender?'],
  },
  vi: {
    helper: (asked) => [`Mọi người cứ hỏi ${asked}, nghe mãi cũng mệt thật.`, 'Mệt không phải vì câu hỏi, mà vì lần nào cũng phải trả lời cho người khác yên tâm.', 'Bạn có quyền đáp một câu ngắn, nhẹ nhàng để khép chuyện lại, kiểu “Khi nào có tin vui sẽ báo đầu tiên”, rồi chuyển sang chuyện khác.', 'Câu hỏi của ai làm bạn khó chịu nhất?'],
    close: (asked) => [`Lại câu “${asked}” hả?`, 'Nghe hoài ai mà chịu nổi.', 'Lần sau cứ cười rồi bảo “có tin vui báo liền”, xong hỏi lại chuyện nhà người ta.', 'Ai hỏi nhiều nhất vậy?'],
  },
  zh: {
    helper: (asked) => [`大家总问你${asked}，听多了确实累。`, '累的不是问题本身，而是每次都得回答得让别人放心。', '你可以准备一句简短又客气的话，比如“有好消息第一个告诉您”，然后换个话题。', '谁的问题最让你心烦？'],
    close: (asked) => [`又是“${asked}”那一套？`, '听多了谁受得了。', '下次就笑着说“有好消息第一个告诉你”，然后反问他们最近怎么样。', '谁问得最多？'],
  },
  koPolite: {
    helper: (asked) => [`‘${asked}’ 같은 질문을 계속 들으시는군요.`, '질문 자체보다, 매번 남을 안심시키는 대답을 해야 하는 게 지치게 하죠.', '짧고 부드럽게 끝내는 한마디를 하나 정해 두셔도 돼요. “좋은 소식 생기면 제일 먼저 말씀드릴게요.” 그러고 화제를 돌리시면 돼요.', '누구 질문이 제일 마음에 걸리세요?'],
    close: (asked) => [`‘${asked}’ 소리를 계속 들으시는군요.`, '그거 정말 지치죠.', '다음엔 웃으면서 “좋은 소식 있으면 제일 먼저 말할게요” 하고 넘기세요.', '누가 제일 많이 물어봐요?'],
  },
  koPlain: {
    helper: (asked) => [`또 ‘${asked}’ 소리 들었구나.`, '질문보다, 매번 남 안심시키는 대답 하는 게 더 지치지.', '짧게 끝내는 한마디 하나 정해 둬. “좋은 소식 있으면 제일 먼저 말할게.” 그러고 딴 얘기로 넘겨.', '누가 제일 많이 물어봐?'],
    close: (asked) => [`또 ‘${asked}’ 소리야?`, '그거 계속 들으면 진짜 지치지.', '다음엔 그냥 웃으면서 “좋은 소식 있으면 제일 먼저 말할게” 하고 딴 얘기로 넘겨.', '누가 제일 많이 물어봐?'],
  },
  koHage: {
    helper: (asked) => [`‘${asked}’라는 질문이 되풀이된다는 거로군.`, '지치는 건 질문이 아니라, 매번 남을 안심시켜야 하는 대답일세.', '답을 짧게 하나 정해 두게. “좋은 소식이 있으면 먼저 알리겠습니다.” 그리고 화제를 돌리게.', '누가 제일 집요하던가?'],
    close: (asked) => [`‘${asked}’라는 질문이 되풀이된다는 거로군.`, '지칠 만하네.', '답을 짧게 하나 정해 두고 화제를 돌리게.', '누가 제일 집요하던가?'],
  },
};

/** The reply to a question the visitor keeps being asked. */
export function writeAskedAgain(reading: AskedAgain, persona: PersonaKey, language: ContentLanguage): string[] {
  const voice: Voice = persona === 'girl' || persona === 'childhood_friend' || persona === 'kid' || persona === 'kpop_male' || persona === 'kpop_female' ? 'close' : 'helper';
  return lines[fixRegister(persona, language)][voice](reading.asked);
}
