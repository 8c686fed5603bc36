/**
 * Round 15 of issue 13 (what does it mean?): a message that tells something and asks what it means ("最近老是梦到前任，
 * 这是什么意思啊", "he replied 'ok.' to my long text, what does that mean", "무슨 뜻일까요", "vậy là sao") is answered as
 * that question: the thing told back, an honest "I can't read one sure meaning into it", and the reading that follows
 * from who acts in it: something that keeps coming back in the visitor (a dream, a thought) usually points at something
 * still on their mind; something another person did is read from its pattern, or by asking them. Before this, the ask-back
 * ("你在问我一件事…") or a reader of one of its words answered. Read from grammar: the meaning question form, the subject.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';
import { contextOf } from './persona-chat-feeling15.ts';

/** A meaning question, with the thing told back and who acts in it. */
export interface MeaningAsked {
  context: string;
  /** Another person did it (he, 她, 걔, nó): its meaning is read from the pattern or asked. */
  other: boolean;
}

/** The question form: what does it mean, 什么意思, 무슨 뜻, nghĩa là gì. */
const meaningForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:what (?:does|do|did) (?:it|that|this|they|he|she) (?:mean|means)|what'?s (?:that|it|this) (?:supposed to )?mean|what could (?:it|that|this) mean|does (?:it|that|this) mean (?:something|anything))\b[^.!?]*[?]?\s*$/iu,
  vi: /(?:(?:vậy |thế )?(?:là|có) (?:ý nghĩa|ý) gì|nghĩa là (?:sao|gì)|vậy là sao|thế là sao|là điềm gì|có điềm gì)(?:\s+(?:vậy|thế|ạ|nhỉ|hả|à|chị|anh|em|bạn|mày|cậu|bà|ông|cô|chú|ơi))*\s*[?？]*\s*$/iu,
  ko: /(?:무슨 (?:뜻|의미)|어떤 (?:뜻|의미)|뭘 의미|무슨 징조|무슨 꿈)[가-힣\s]*[?？]*\s*$/u,
  zh: /(?:(?:这|那)?是什么意思|(?:这|那)?代表什么|(?:这|那)?说明什么|(?:这|那)?意味着什么|是什么预兆)[啊呀呢吗？?\s]*$/u,
};

/** Another person as the one who acted (he, she, 他, 그 사람, nó). */
const otherActs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:he|she|they|my (?:crush|boyfriend|girlfriend|ex|boss|friend|mom|dad|husband|wife))\b/iu,
  vi: /(?<![\p{L}])(?:anh ấy|cô ấy|nó|ảnh|chỉ|ổng|bả|họ|người ta|crush|sếp|bồ)(?![\p{L}])/iu,
  ko: /(?:걔|그 ?사람|그 ?애|그분|남친|여친|남자친구|여자친구|썸남|썸녀|상사|팀장)(?:이|가|은|는)?\s/u,
  zh: /(?:他|她|他们|她们|对方|男朋友|女朋友|老板)(?!座)/u,
};

/** A clause that only gives the visitor's sign (我是天蝎座，/ 저는 전갈자리인데 / Em cung Sư Tử ạ,): the astrologer's sign line takes it. */
const signClause = /^(?:我是[\u4e00-\u9fff]{2,3}座[，,]\s*|(?:저는|전|나는|난)\s+[가-힣]{2,4}자리(?:인데|이고|예요|이에요)[,\s]*|(?:em|mình|tôi|tớ|tao)\s+(?:là\s+)?cung\s+[\p{L}]+(?:\s+[\p{L}]+)?(?:\s+ạ)?[,.]\s*)/iu;

/** Reads a meaning question, or null. */
export function readMeaningAsked(text: string, language: ContentLanguage, persona: PersonaKey): MeaningAsked | null {
  if (!meaningForm[language].test(text)) return null;
  const body = text.trim().replace(signClause, '');
  // A Korean clause that does not turn (…나오세요) is left untold: the question itself is said back instead.
  const context = contextOf(body, meaningForm[language], language, persona) ?? (language === 'ko' ? '' : null);
  return context !== null ? { context, other: otherActs[language].test(body) } : null;
}

const lines: ByRegister<(context: string, other: boolean) => string[]> = {
  en: (ctx, other) => [`So ${ctx}, and you wonder what it means.`, "Honestly, I can't read one sure meaning into it, and I won't make one up.", other ? 'One thing on its own can mean several things, and read alone it usually looks bigger than it is: watch the next few times rather than this one, and if it matters, asking plainly beats any reading.' : 'Something that keeps coming back like that usually points at something still on your mind (unfinished, missed or worried about) rather than a message from outside.', other ? 'What were you hoping it meant?' : 'When it happens, what feeling does it leave you with?'],
  vi: (ctx, other) => [`Vậy là ${ctx}, và bạn muốn biết vậy là sao.`, 'Nói thật, mình không đọc ra được một ý nghĩa chắc chắn nào, và mình cũng không muốn bịa.', other ? 'Một chuyện đơn lẻ có thể mang nhiều nghĩa, xét riêng thì thường thấy to hơn thực tế: để ý vài lần tới chứ đừng chỉ lần này, và nếu quan trọng thì hỏi thẳng luôn còn hơn mọi cách đoán.' : 'Điều gì cứ quay lại như vậy thường là dấu hiệu có chuyện vẫn còn nằm trong lòng bạn (chưa xong, còn tiếc hay còn lo), chứ không phải một lời nhắn từ bên ngoài.', other ? 'Bạn đã mong nó mang ý nghĩa gì?' : 'Mỗi lần như vậy, nó để lại cho bạn cảm giác gì?'],
  zh: (ctx, other) => [`你说${ctx}，想知道这代表什么。`, '说实话，我没法从里面读出一个确定的意思，也不想瞎编一个。', other ? '单独一件事可以有好几种意思，只看这一次，往往会把它看得比实际更大：多看接下来几次，而不是这一次；要是真的在意，直接问比任何猜测都准。' : '像这样反复出现的，通常是你心里还放着一件事（没了结的、舍不得的或者担心的），而不是外面传来的什么讯息。', other ? '你本来希望它是什么意思？' : '每次这样之后，它留给你的是什么感觉？'],
  koPlain: (ctx, other) => [`${ctx ? `${ctx}. ` : ''}그게 무슨 뜻인지 궁금한 거지?`, '솔직히 하나의 확실한 뜻을 읽어 낼 순 없어. 지어내고 싶지도 않고.', other ? '한 번 있었던 일은 여러 가지로 읽힐 수 있고, 그것만 보면 실제보다 커 보여. 이번 한 번보다 앞으로 몇 번을 봐. 중요하면 그냥 직접 물어보는 게 어떤 해석보다 정확해.' : '그렇게 자꾸 돌아오는 건 보통 밖에서 온 메시지라기보다, 네 마음에 아직 남아 있는 게 있다는 뜻이야. 끝나지 않았거나, 아쉽거나, 걱정되는 거.', other ? '넌 그게 무슨 뜻이길 바랐어?' : '그럴 때마다 어떤 기분이 남아?'],
  koPolite: (ctx, other) => [`${ctx ? `${ctx}. ` : ''}그게 무슨 뜻인지 궁금하신 거죠?`, '솔직히 하나의 확실한 뜻을 읽어 낼 수는 없어요. 지어내고 싶지도 않고요.', other ? '한 번의 일은 여러 가지로 읽힐 수 있고, 그것만 보면 실제보다 커 보여요. 이번 한 번보다 앞으로 몇 번을 지켜보세요. 중요하다면 직접 물어보는 게 어떤 해석보다 정확해요.' : '그렇게 자꾸 돌아오는 건 보통 밖에서 온 메시지라기보다, 마음에 아직 남아 있는 게 있다는 뜻이에요. 끝나지 않았거나, 아쉽거나, 걱정되는 것이요.', other ? '그게 어떤 뜻이기를 바라셨어요?' : '그럴 때마다 어떤 기분이 남아요?'],
  koHage: (ctx, other) => [`${ctx ? `${ctx}. ` : ''}그게 무슨 뜻인지 궁금한 게로군.`, '솔직히 확실한 뜻 하나를 읽어 낼 수는 없네. 지어내고 싶지도 않고.', other ? '한 번의 일은 여러 가지로 읽히지. 이번 한 번보다 앞으로 몇 번을 지켜보게. 중요하다면 직접 묻는 게 어떤 풀이보다 정확하네.' : '그리 자꾸 돌아오는 건 밖에서 온 전언이라기보다, 마음에 아직 남은 것이 있다는 뜻일세.', other ? '자네는 그게 무슨 뜻이길 바랐나?' : '그럴 때마다 어떤 기분이 남던가?'],
};

/** The answer to a meaning question, in the persona's register. */
export function writeMeaningAsked(reading: MeaningAsked, persona: PersonaKey, language: ContentLanguage): string[] {
  return lines[fixRegister(persona, language)](reading.context, reading.other).map((line) => (language === 'en' || language === 'vi' ? line.replace(/^./u, (first) => first.toUpperCase()) : line));
}
