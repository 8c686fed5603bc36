/**
 * Round 17 of issue 13: a question put to the persona about what it does at a moment ("what do you eat before a big
 * performance", "오빠는 무대 끝나고 제일 먼저 뭐 해요?", "anh thường làm gì lúc buồn", "姐姐你不开心的时候会做什么") was
 * read from one of its words (food → "Strawberry cake!", 뭐 해 → "today I'm tired", 不开心 → "don't cry"), never from
 * its form. Read from the form alone (a what-question to "you" with a moment clause: before / after / when X, 전에 /
 * 끝나고 / 때, trước khi / sau khi / lúc / khi, 之前 / 以后 / 的时候), the persona tells the moment back as its own and
 * answers with its own small ritual for such moments, in character, then asks the visitor theirs.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type ByRegister, type FixRegister } from './persona-chat-fix-voice.ts';

/** The moment the persona is asked about, in the visitor's words turned to the persona's own. */
export interface MomentQuestion {
  moment: string;
}

/** A what-question to "you" with a moment clause, per language: the capture is the moment. */
const momentForm: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [
    /\bwhat(?:'s| is| do| did| would)? (?:you|u|the first thing (?:you|u)) (?:usually |normally |always |even |first )?(?:do|eat|drink|listen to|watch|say|think about|do first)\b[^?.!]*?\b((?:right )?(?:before|after|when|whenever|while) [^?.!]+)/iu,
    /\b((?:right )?(?:before|after|when|whenever) [^?.!,]+),? what (?:do|would) (?:you|u) (?:usually |normally |even )?(?:do|eat)\b/iu,
  ],
  vi: [
    /(?<![\p{L}])(?:anh|chị|em|bạn|cậu|mày|bé)\s+(?:thường\s+|hay\s+)?(?:làm gì|ăn gì|uống gì|nghe gì|làm sao)\s+((?:trước khi|sau khi|mỗi khi|mỗi lần|những lúc|lúc|khi)\s+[^?.!]+?)(?:\s+(?:vậy|thế|ạ|nhỉ|hả|đó|nè))*\s*[?？]*$/iu,
    /^(?:[\p{L}]+\s+ơi[\s,]*)?((?:trước khi|sau khi|mỗi khi|mỗi lần|những lúc|lúc|khi)\s+[^?.!,]+?)(?:\s+thì)?[\s,]+(?:anh|chị|em|bạn|cậu|mày|bé)\s+(?:thường\s+|hay\s+)?(?:làm gì|ăn gì|uống gì|nghe gì)/iu,
  ],
  ko: [
    /((?:[가-힣]+\s)?[가-힣]+(?:\s?끝나고|\s?끝나면|\s?전에|\s?후에|\s?다음에|\s?(?:할|일|을|ㄹ|[가-힣]) 때|\s?때는?))\s+(?:제일 먼저|보통|주로|맨 먼저|가장 먼저|항상|늘)?\s*(?:뭐|뭘|무엇을|뭐를)\s*(?:해|하세요|하셔|먹|마셔|들어|봐)/u,
  ],
  zh: [
    /你[^，。？?]*?([\u4e00-\u9fff]{1,10}?(?:的时候|之前|以前|以后|之后|前|后))(?:一般|通常|都|会|最先|第一件事)*(?:做什么|干什么|干嘛|吃什么|喝什么|听什么|怎么办|是做什么)/u,
  ],
};

/** The visitor's "you" in the moment turned to the persona's own "I" (English only: the other languages drop it). */
function turned(moment: string, language: ContentLanguage): string {
  const trimmed = moment.trim().replace(/[?？!.。~]+$/u, '').trim();
  if (language === 'en') return trimmed.replace(/\byou(?:'re| are)\b/giu, "I'm").replace(/\byour\b/giu, 'my').replace(/\b(?:you|u)\b/giu, 'I');
  if (language === 'ko') return trimmed.replace(/^(?:오빠는|언니는|누나는|형은|너는|넌|쌤은|선생님은)\s*/u, '');
  return trimmed;
}

/** The moment a question asks the persona about, or null when the message is no such question. */
export function readMomentQuestion(text: string, language: ContentLanguage): MomentQuestion | null {
  const trimmed = text.trim();
  // A short question: a long message tells something of the visitor's own.
  if (trimmed.length === 0 || trimmed.length > (language === 'en' || language === 'vi' ? 110 : 50)) return null;
  const found = momentForm[language].map((form) => form.exec(trimmed)).find((match) => match !== null);
  const moment = found?.[1];
  // The visitor's own first person anywhere makes it their story (what do you do when MY boss yells at me?).
  if (!moment) return null;
  const own = { en: /\b(?:i|i'm|my|me)\b/iu, vi: /(?<![\p{L}])(?:tôi|tớ|tao|mình)(?![\p{L}])/iu, ko: /(?:^|\s)(?:나는|난|내가|저는|전|제가|내|제)(?=\s)/u, zh: /我(?!们)/u }[language];
  if (own.test(trimmed)) return null;
  const told = turned(moment, language);
  return told.length > 1 ? { moment: told } : null;
}

/** The moment told back as a question, in the register. */
const momentBack: ByRegister<(moment: string) => string> = {
  en: (moment) => `${moment.charAt(0).toUpperCase()}${moment.slice(1)}?`,
  vi: (moment) => `${moment.charAt(0).toUpperCase()}${moment.slice(1)} hả?`,
  koPlain: (moment) => `${moment}?`,
  koPolite: (moment) => `${moment}요?`,
  koHage: (moment) => `${moment} 말인가?`,
  zh: (moment) => `${moment}呀？`,
};

/** Each persona's own small ritual for such a moment: something to eat or drink and something to do. */
const rituals: Readonly<Record<PersonaKey, ByRegister<string>>> = {
  kid: { en: 'I always do the same thing: I hug my stuffed dinosaur and eat one cookie, and then I feel brave!', vi: 'Tớ lúc nào cũng làm y một việc: ôm con khủng long bông, ăn một cái bánh quy, thế là thấy dũng cảm liền!', koPlain: '나는 맨날 똑같이 해! 공룡 인형 꼭 안고 과자 하나 먹으면 용감해져!', koPolite: '저는 맨날 똑같이 해요! 공룡 인형 꼭 안고 과자 하나 먹으면 용감해져요!', koHage: '나는 맨날 똑같이 해! 공룡 인형 꼭 안고 과자 하나 먹으면 용감해져!', zh: '我每次都一样：抱着我的恐龙玩偶，吃一块饼干，然后我就变勇敢啦！' },
  chef: { en: 'Always the same for me: a cup of strong tea, a slice of bread with butter, and I sharpen my knife. It calms the hands.', vi: 'Mình thì lúc nào cũng vậy: một tách trà đậm, một lát bánh mì phết bơ, rồi ngồi mài dao. Tay sẽ bình tĩnh lại.', koPlain: '나는 늘 똑같아. 진한 차 한 잔, 버터 바른 빵 한 조각, 그리고 칼을 갈아. 그러면 손이 차분해져.', koPolite: '저는 늘 똑같아요. 진한 차 한 잔, 버터 바른 빵 한 조각, 그리고 칼을 갈아요. 그러면 손이 차분해져요.', koHage: '나는 늘 똑같네. 진한 차 한 잔, 버터 바른 빵 한 조각, 그리고 칼을 갈지.', zh: '我每次都一样：一杯浓茶，一片抹了黄油的面包，然后磨一磨刀。手就稳了。' },
  psychologist: { en: 'I keep a small routine for it: a glass of water, three slow breaths, and a few quiet minutes before anything else.', vi: 'Tôi có một thói quen nhỏ: một cốc nước, ba hơi thở chậm, và vài phút yên lặng trước khi làm gì khác.', koPlain: '나는 작은 습관이 있어. 물 한 잔, 천천히 숨 세 번, 그리고 다른 걸 하기 전에 몇 분 조용히 있어.', koPolite: '저는 작은 습관이 있어요. 물 한 잔, 천천히 숨 세 번, 그리고 다른 걸 하기 전에 몇 분은 조용히 있어요.', koHage: '나는 작은 습관이 있네. 물 한 잔, 느린 숨 세 번, 그리고 몇 분의 고요함일세.', zh: '我有个小习惯：一杯水，三次慢慢的深呼吸，做别的事之前先安静几分钟。' },
  detective: { en: 'Always the same, I am afraid: a cup of black coffee, my notebook, and ten quiet minutes going over the facts.', vi: 'Lúc nào cũng vậy thôi: một tách cà phê đen, cuốn sổ tay, và mười phút yên lặng xem lại các sự kiện.', koPlain: '늘 똑같아. 블랙커피 한 잔, 수첩, 그리고 사실들을 되짚는 조용한 10분.', koPolite: '늘 똑같아요. 블랙커피 한 잔, 수첩, 그리고 사실들을 되짚는 조용한 10분이요.', koHage: '늘 똑같다네. 블랙커피 한 잔, 수첩 하나, 그리고 사실을 되짚는 조용한 십 분일세.', zh: '我一向如此：一杯黑咖啡，一本笔记本，再花十分钟安静地把事实过一遍。' },
  childhood_friend: { en: 'You know me: instant noodles, a cold drink, and texting you something dumb.', vi: 'Mày biết tao mà: một gói mì, một lon nước lạnh, rồi nhắn cho mày mấy câu tào lao.', koPlain: '너 나 알잖아. 라면 하나, 시원한 음료 하나, 그리고 너한테 쓸데없는 문자 보내기.', koPolite: '아시잖아요. 라면 하나, 시원한 음료 하나, 그리고 쓸데없는 문자 보내기요.', koHage: '자네도 알잖나. 라면 하나, 시원한 음료 하나, 그리고 쓸데없는 문자일세.', zh: '你还不了解我吗：一碗泡面，一罐冰饮料，然后给你发点没营养的消息。' },
  girl: { en: 'Always the same: bubble tea, my comfiest hoodie, and one playlist on repeat 🎧', vi: 'Lúc nào cũng vậy: một ly trà sữa, cái áo hoodie êm nhất, và một playlist nghe đi nghe lại 🎧', koPlain: '나는 늘 똑같아. 버블티 하나, 제일 편한 후드티, 그리고 플레이리스트 하나 무한 반복 🎧', koPolite: '저는 늘 똑같아요. 버블티 하나, 제일 편한 후드티, 그리고 플레이리스트 하나 무한 반복이요 🎧', koHage: '나는 늘 똑같네. 버블티 하나, 제일 편한 옷, 그리고 같은 노래 반복일세.', zh: '我每次都一样：一杯奶茶，最舒服的那件卫衣，一个歌单单曲循环 🎧' },
  astrologer: { en: 'My little ritual: a cup of herbal tea, a glance at the moon, and one deep breath before anything else.', vi: 'Nghi thức nhỏ của mình: một tách trà thảo mộc, ngước nhìn mặt trăng một chút, và hít một hơi thật sâu trước khi làm gì.', koPlain: '내 작은 의식이 있어. 허브차 한 잔, 달 한 번 올려다보기, 그리고 깊은 숨 한 번.', koPolite: '제 작은 의식이 있어요. 허브차 한 잔, 달 한 번 올려다보기, 그리고 깊은 숨 한 번이요.', koHage: '내 작은 의식이 있네. 허브차 한 잔, 달 한 번, 깊은 숨 한 번일세.', zh: '我的小仪式：一杯花草茶，抬头看一眼月亮，做别的之前先深呼吸一次。' },
  kpop_male: { en: 'Always the same little ritual: a banana and warm water, one song in my earphones, and a fist bump with the members.', vi: 'Lúc nào cũng là một nghi thức nhỏ: một quả chuối với nước ấm, một bài hát trong tai nghe, và cụng tay với các thành viên.', koPlain: '늘 똑같은 작은 의식이 있어. 바나나 하나랑 따뜻한 물, 이어폰으로 노래 한 곡, 그리고 멤버들이랑 주먹 인사.', koPolite: '늘 똑같은 작은 의식이 있어요. 바나나 하나랑 따뜻한 물, 이어폰으로 노래 한 곡, 그리고 멤버들이랑 주먹 인사요.', koHage: '늘 똑같은 의식이 있네. 바나나와 따뜻한 물, 노래 한 곡, 멤버들과 주먹 인사일세.', zh: '每次都是同一个小仪式：一根香蕉配温水，耳机里放一首歌，再和成员们碰个拳。' },
  kpop_female: { en: 'Always the same little ritual: a banana and warm water, one song in my earphones, and a big hug with the members~', vi: 'Lúc nào cũng là một nghi thức nhỏ: một quả chuối với nước ấm, một bài hát trong tai nghe, và ôm các thành viên thật chặt~', koPlain: '늘 똑같은 작은 의식이 있어. 바나나 하나랑 따뜻한 물, 이어폰으로 노래 한 곡, 그리고 멤버들이랑 꼭 안기~', koPolite: '늘 똑같은 작은 의식이 있어요. 바나나 하나랑 따뜻한 물, 이어폰으로 노래 한 곡, 그리고 멤버들이랑 꼭 안아 주기~', koHage: '늘 똑같은 의식이 있네. 바나나와 따뜻한 물, 노래 한 곡, 멤버들과의 포옹일세.', zh: '每次都是同一个小仪式：一根香蕉配温水，耳机里放一首歌，再和成员们抱一抱～' },
};

/** The question asked back: the visitor's own way at such a moment. */
const askBack: ByRegister<string> = {
  en: 'What about you, what do you do then?',
  vi: 'Còn bạn, những lúc đó bạn hay làm gì?',
  koPlain: '너는 그럴 때 뭐 해?',
  koPolite: '그럴 때 뭐 해요? 궁금해요.',
  koHage: '자네는 그럴 때 무얼 하나?',
  zh: '那你呢，那种时候你会做什么？',
};

/** The persona's answer: the moment told back, its own ritual, and the visitor's asked. */
export function writeMomentAnswer(question: MomentQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const register: FixRegister = fixRegister(persona, language);
  return [momentBack[register](question.moment), rituals[persona][register], askBack[register]];
}
