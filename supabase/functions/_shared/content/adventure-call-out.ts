/**
 * A question shouted to no one (issue 13, round 15): "hello?? is anyone there", "누구 없어요?? 하고 소리친다", "có ai ở
 * đây không?", "有人吗？". It names nobody to answer, so it used to fall to the deed reader ("You decide to hello?? Is
 * anyone there. For a moment, nothing else around you moves"). Read by its grammar: an existential question about
 * anyone at all (anyone / có ai / 누구 + 없어요·있어요·계세요 / 有人 + 吗), or a bare "hello?", with no person asked. The
 * call is told as said, and the place answers: a sound the story had stops as if listening (else a single knock answers
 * from further in); in a light story someone calls back that they are coming.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { heardSound } from './adventure-grounded.ts';

const L = '[\\p{L}\\p{M}]';

/** An existential question about anyone at all, or a bare greeting called out. */
const callOut: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\W*(?:i\s+)?(?:yell|yells|shout|shouts|scream|screams|call out|calls out)\s+(?:out\s+)?["“]?(?:hello|hey|hi|help)\b|\b(?:is|are)\s+(?:there\s+)?(?:anyone|anybody|someone|somebody)\b|\b(?:anyone|anybody)\s+(?:there|here|home|in there|out there|alive|around)\b|^\W*(?:hello|hey|hullo)\W*$|^\W*(?:hello|hey|hullo)\W*\?/iu,
  vi: new RegExp(`(?<!${L})có\\s+ai\\s+(?:ở\\s+|trong\\s+|ngoài\\s+)?(?:đây|đó|đấy|kia|trong đó|nhà|ở nhà)?\\s*(?:không|ko|hông|hem)(?!${L})|^\\W*(?:alo|xin chào|chào)\\W*\\?`, 'iu'),
  ko: /누구\s*(?:없어요|없나요|없습니까|없어|있어요|있나요|있습니까|있어|계세요|계십니까|계신가요)|거기\s*누구\s*(?:있|없)|아무도\s*(?:없어요|없냐|없나|없니|없어)/u,
  zh: /有人(?:在)?(?:吗|么|没有)|有没有人|谁在(?:那|这|里面|外面)/u,
};

/**
 * Round 15 (adv16): a who-question about someone unseen right now, at the door or out of sight ("who's there?", "ai đang
 * gõ cửa đấy??", "누구세요?", "刚才是谁在敲门？"), is a call too when no person is asked: it names no one to answer, and
 * the call-family's radio reply ("we hear you, don't open the door") answered it. Read from the who-word with a being or
 * knocking verb of the present, or a who-word alone as the whole question.
 */
const whoThere: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\W*who(?:'s|\s+is|\s+are|\s+was)?\s+(?:there|that|it|out there|in there|knocking|at the door|outside)\b[^?]*\?|^\W*who goes there\b/iu,
  vi: new RegExp(`(?<!${L})ai\\s+(?:(?:đang|vừa|mới|đó|đấy)\\s+)?(?:gõ|gọi|đập|ở ngoài|ở trong|ngoài đó|trong đó|đó|đấy|đó vậy|vậy|ở\\s+(?:dưới|trên|ngoài|trong|sau|đằng)(?:\\s+(?:đó|đấy|kia|này|nhà|lầu|tầng))?)(?!${L})[^?]*\\?|^\\W*ai\\s*(?:đó|đấy|vậy)?\\s*\\?`, 'iu'),
  ko: /^\s*(?:거기\s*)?누구(?:세요|야|니|냐|시오|십니까|신가요)\s*[?？]|누가\s*(?:문을\s*)?(?:두드|노크|거기)/u,
  zh: /谁(?:啊|呀)?(?:在)?(?:敲门|外面|门外|那儿|那里|在那|楼下|楼上|下面|上面|屋里|院子里)|^[\s“"]*(?:是)?谁(?:啊|呀)?[？?]/u,
};

/** The words that frame a call ("I shout", "하고 소리친다", "hét lên", "我大喊"), taken off to quote the call itself. */
const frame: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [/^(?:i\s+)?(?:shout|shouts|yell|yells|call|calls|cry|cries|scream|screams)(?:\s+out)?\s*[:,]?\s*/iu, /[,\s]+(?:i\s+)?(?:shout|yell|call out|cry out|scream)\s*[.!]?$/iu],
  vi: [new RegExp(`^(?:tôi|mình|tui|tao)?\\s*(?:hét|la|gọi|kêu)(?:\\s+(?:lên|to|lớn|thật to))?\\s*[:,]?\\s*`, 'iu'), new RegExp(`(?<=[?!,.])\\s*(?:tôi|mình|tui|tao)?\\s*(?:hét|la|gọi|kêu)(?:\\s+(?:lên|to|lớn|thật to))?\\s*[.!]?$`, 'iu')],
  ko: [/\s*(?:하고|라고|이라고|하며)?\s*(?:크게\s*)?(?:무전(?:기)?(?:으로|로|에 대고)\s*)?(?:소리친다|소리쳐|소리침|외친다|외침|부른다|소리를 지른다|소리 지름|묻는다|물어본다|물어봄)\s*$/u],
  zh: [/^我?(?:大声)?(?:喊|喊道|叫|大喊|喊了一声|叫了一声)\s*[:：，,]?\s*/u, /(?<=[？?！!，,])\s*我?(?:大声)?(?:喊道|喊|大喊|叫道)\s*[。.!！]?$/u],
};

/** What the call meets: a sound that stops, a single knock, or (a light story) someone coming. */
export type CallAnswer = 'sound-stops' | 'knock' | 'coming' | 'empty';

/** A call made over a radio ("over the radio", "무전으로", "bằng bộ đàm", "用对讲机"): static answers, no echo. */
const overRadio: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:radio|comms|intercom|walkie-talkie)\b/iu,
  vi: /bộ đàm|radio|máy liên lạc/iu,
  ko: /무전|인터컴/u,
  zh: /对讲机|无线电|通讯器/u,
};

/** A call: what was said, and whether it went over a radio. */
export interface CallOut {
  said: string;
  radio: boolean;
  /** The call was quoted after a colon in the visitor's words (round 15, adv16). */
  quoted: boolean;
}

/** The call as the visitor wrote it, with no framing words or quotes, or null when the choice is no call to anyone. */
export function readCallOut(typed: string, language: ContentLanguage): CallOut | null {
  const text = typed.trim();
  if (!callOut[language].test(text) && !whoThere[language].test(text)) return null;
  // A call quoted after a colon ("然后冲楼下喊：刚才是谁在敲门？", "I yell down the stairs: who's there?") is its words alone.
  const quoted = /[:：]\s*(\S[^:：]*)$/u.exec(text)?.[1] ?? text;
  const framed = frame[language].reduce((out, pattern) => out.replace(pattern, ''), quoted).replace(/^["“‘'「]+|["”’'」]+$/gu, '').trim();
  // Round 16: a Korean call told indirectly ("복도에 대고 아무도 없냐고 소리친다") is said as the question itself ("아무도 없냐?").
  const bare = language === 'ko' ? framed.replace(/^[가-힣]+에\s*대고\s+/u, '').replace(/(냐|니|나)고$/u, '$1') : framed;
  if (bare.length === 0) return null;
  const said = bare.replace(/^\p{Ll}/u, (first) => first.toUpperCase()).replace(/([?!]\s+)(\p{Ll})/gu, (_, gap: string, first: string) => `${gap}${first.toUpperCase()}`);
  return { said: /[?？!！.。]$/u.test(said) ? said : `${said}${language === 'zh' ? '？' : '?'}`, radio: overRadio[language].test(text), quoted: quoted !== text };
}

/** What answers the call, from the story: its own sound stopping, else a knock; someone coming in a light story. */
export function callAnswer(story: string, light: boolean, language: ContentLanguage): CallAnswer {
  // Round 16: a place the story says is empty ("教室里没有人", "the lift was empty") answers with no one, in any tone,
  // unless a sound the story had (a knock, a voice) says something is there.
  const sound = heardSound(story, language);
  if (!sound && emptyPlace[language].test(story)) return 'empty';
  if (light) return 'coming';
  return sound ? 'sound-stops' : 'knock';
}

/** The story saying the place has nobody in it. */
const emptyPlace: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:no one|nobody|no-one)\s+(?:is\s+)?(?:there|here|inside|in it|around)\b|\b(?:is|was|stands|stood|lies)\s+(?:completely\s+|totally\s+)?(?:empty|deserted)\b/iu,
  vi: new RegExp(`(?<!${L})(?:không (?:có )?(?:một )?ai|trống (?:không|trơn|rỗng)|vắng tanh|không một bóng người)(?!${L})`, 'iu'),
  ko: /아무도\s*없|텅\s*(?:빈|비어)|인기척(?:이|도)\s*없/u,
  zh: /没有人|没人|空无一人|空荡荡|一个人也没有/u,
};

/** The call told as said, then what answers it. */
export function callOutLines(said: string, answer: CallAnswer, language: ContentLanguage, radio = false): string[] {
  switch (language) {
    case 'vi':
      return [
        radio ? `Bạn bấm bộ đàm: “${said}”` : `Bạn gọi lớn: “${said}”`,
        answer === 'empty' ? 'Tiếng bạn dội vào tường rồi tắt. Không ai đáp: ở đây đúng là chẳng có ai ngoài bạn.' : answer === 'coming' ? '“Đây, ra liền!” có tiếng ai đáp từ phía trong, rồi tiếng bước chân vội vã đi ra.' : radio ? 'Chỉ có tiếng rè rè đáp lại.' : 'Tiếng bạn vọng đi rồi tắt lịm. Không ai đáp.',
        ...(answer === 'sound-stops' ? ['Rồi âm thanh lúc nãy bỗng im bặt, như thể có thứ gì ngoài kia cũng đang lắng nghe.'] : answer === 'knock' ? ['Rồi từ đâu đó phía trong có thứ đáp lại: một tiếng gõ, chỉ một, rồi lại im lặng.'] : []),
      ];
    case 'ko':
      return [
        radio ? `당신은 무전기에 대고 묻는다. “${said}”` : `당신은 소리친다. “${said}”`,
        answer === 'empty' ? '목소리가 벽에 부딪혀 돌아온다. 대답은 없다. 정말로 여기엔 당신뿐이다.' : answer === 'coming' ? '“네, 잠깐만요!” 안쪽에서 누군가 대답하더니 서둘러 걸어 나오는 발소리가 들린다.' : radio ? '돌아오는 건 잡음뿐이다.' : '목소리가 멀리 울리다 잦아든다. 대답은 없다.',
        ...(answer === 'sound-stops' ? ['그러다 방금까지 들리던 소리가 뚝 멈춘다. 저쪽에서도 무언가가 귀를 기울이는 것처럼.'] : answer === 'knock' ? ['그러다 저 안쪽 어딘가에서 대답하듯 똑, 한 번 두드리는 소리가 나고 다시 조용해진다.'] : []),
      ];
    case 'zh':
      return [
        radio ? `你按下对讲机：“${said}”` : `你大声喊：“${said}”`,
        answer === 'empty' ? '声音撞在墙上又弹回来。没有人回答：这里确实只有你一个人。' : answer === 'coming' ? '“来了来了！”里面有人应了一声，接着是匆匆走过来的脚步声。' : radio ? '回应你的只有沙沙的杂音。' : '声音传出去，慢慢消失了。没有人回答。',
        ...(answer === 'sound-stops' ? ['接着，刚才那个声音突然停了，好像那边也有什么东西在听。'] : answer === 'knock' ? ['接着，从更里面的什么地方传来一声回应：咚，只敲了一下，然后又安静了。'] : []),
      ];
    default:
      return [
        radio ? `You key the radio: “${said}”` : `You call out: “${said}”`,
        answer === 'empty' ? 'Your voice comes back off the walls. Nobody answers: there really is no one here but you.' : answer === 'coming' ? '“Coming, just a second!” someone calls from the back, and footsteps hurry your way.' : radio ? 'Only static comes back.' : 'Your voice carries into the dark and dies away. Nobody answers.',
        ...(answer === 'sound-stops' ? ['Then the sound you heard a moment ago stops, all at once, as if something out there is listening too.'] : answer === 'knock' ? ['Then, from somewhere further in, something answers: a single knock, and silence again.'] : []),
      ];
  }
}

/** Options after the call: go where the answer came from, call again, or keep still (wait for them, in a light story). */
export function callOutOptions(answer: CallAnswer, language: ContentLanguage): string[] {
  const toward: Readonly<Record<ContentLanguage, Readonly<Record<CallAnswer, string>>>> = {
    en: { 'sound-stops': 'Go to where the sound was coming from', knock: 'Go toward the knock', coming: 'Wait for them to come out', empty: 'Look around more closely' },
    vi: { 'sound-stops': 'Đi về phía âm thanh lúc nãy', knock: 'Đi về phía tiếng gõ', coming: 'Đứng chờ người đó ra', empty: 'Nhìn quanh kỹ hơn' },
    ko: { 'sound-stops': '아까 소리가 나던 쪽으로 가 본다', knock: '두드리는 소리가 난 쪽으로 가 본다', coming: '사람이 나올 때까지 기다린다', empty: '주위를 더 자세히 살핀다' },
    zh: { 'sound-stops': '朝刚才声音传来的地方走过去', knock: '朝敲击声的方向走过去', coming: '等那人出来', empty: '再仔细看看四周' },
  };
  const again: Readonly<Record<ContentLanguage, readonly [string, string]>> = {
    en: ['Call out again, louder', 'Keep still and wait'],
    vi: ['Gọi lại lần nữa, to hơn', 'Đứng yên chờ xem'],
    ko: ['한 번 더, 더 크게 불러 본다', '가만히 서서 기다린다'],
    zh: ['再大声喊一次', '站着别动，等一等'],
  };
  const [louder, still] = again[language];
  return answer === 'coming' ? [toward[language].coming, louder] : answer === 'empty' ? [toward[language].empty] : [toward[language][answer], louder, still];
}
