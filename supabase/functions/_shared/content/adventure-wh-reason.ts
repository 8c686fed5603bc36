/**
 * Two why-questions the generic reason answered with nothing (issue 13, round 15, adv16): "why did you come back (for
 * us)" got "Because there was no other way", and "why is this room so cheap" got "Because of what is in 하룻밤에" (a time
 * word taken for a place). Both are read from the question's grammar, not from topics:
 * - a why about the person's own return (a come-back verb: come back, quay lại, 돌아오다, 回来): for the player ("for
 *   me", "for us", a first person in the question) the person would not leave them; else something left unfinished here;
 * - a why about how a thing is (a degree word before a predicate: "so cheap", "lại rẻ như vậy", "이렇게 싸", "这么便宜"):
 *   in a tense story the reason is what happened here before, told reluctantly (the genre's reason, not a made-up fact).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** A come-back verb (a short class of verbs of returning). */
const returnVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:come|came|coming|comes) back\b|\breturn(?:ed|ing)?\b|\bturn(?:ed)? back\b/iu,
  vi: new RegExp(`(?<!${L})(?:quay lại|quay về|trở lại|trở về|về lại|quay trở lại)(?!${L})`, 'iu'),
  ko: /돌아왔|돌아온|돌아와|돌아오|다시\s*왔/u,
  zh: /回来|回到这|折回来|返回/u,
};

/** The first person in the question, singular or plural (the player, or the player with company). */
const firstPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me|my|I|us|we|our)\b/u,
  vi: new RegExp(`(?<!${L})(?:mình|tớ|tao|tôi|tui|em|tụi mình|tụi tui|tụi tao|chúng ta|chúng tôi|bọn mình|tụi em)(?!${L})`, 'iu'),
  ko: /(?:^|\s)(?:나|날|내|우리|저)(?:를|한테|에게|랑|의|가|도|들)?(?=\s|$)|나를|나한테|우리를|우리한테|저를|저한테/u,
  zh: /我|咱/u,
};

/** A degree word before a predicate of how a thing is: "so cheap", "rẻ như vậy", "이렇게 싸", "这么便宜". */
const degreeState: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:is|are|was|were|'s|it's|so)\b.*\b(?:so|this|that|too)\s+(?!much\b|many\b|long\b|late\b|early\b|fast\b|quickly\b)[a-z]+\s*\??$/iu,
  vi: new RegExp(`(?<!${L})(?:lại\\s+)?[\\p{L}\\p{M}]+\\s+(?:như vậy|như thế|đến vậy|đến thế|tới vậy|thế|vậy|quá)(?:\\s+(?:vậy|thế|hả|à|ạ))?\\s*\\??$`, 'iu'),
  ko: /(?:이|그|저)렇게\s*[가-힣]+/u,
  zh: /(?:这么|那么|这样|那样)\p{Script=Han}/u,
};

/** A personal pronoun as the subject of the question (a person's own state). */
const personSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:are|is|were|was)\s+(?:you|he|she|they|we|I)\b|\b(?:you|he|she|they|we|I)(?:'re|'s|\s+(?:are|is|were|was|look|looks|seem|seems))?\s+(?:so|this|that|too)\b/iu,
  vi: new RegExp(`(?<!${L})(?:anh|chị|em|cậu|mày|bạn|ông|bà|cô|chú|nó|tôi|mình)(?:\\s+(?:ấy|ta))?\\s+(?:lại\\s+)?[\\p{L}\\p{M}]+\\s+(?:như vậy|như thế|đến vậy|đến thế|thế|vậy|quá)`, 'iu'),
  ko: /(?:^|\s)(?:너|넌|네가|당신|걔|그 사람|나|내가)\s/u,
  zh: /[你他她我](?:怎么|为什么|为啥)?(?:这么|那么)/u,
};

/** The kind of reason a why-question asks for, or null for the generic reason. */
export type ReasonKind = 'return-for-me' | 'return' | 'state';

/** The reason kind read from the question (a return before a state: "why did you come back so late" is a return). */
export function reasonKind(question: string, light: boolean, language: ContentLanguage, aboutMe = false): ReasonKind | null {
  if (returnVerb[language].test(question)) return aboutMe || firstPerson[language].test(question.replace(returnVerb[language], '')) ? 'return-for-me' : 'return';
  // How a person is ("why are you so quiet", "sao anh buồn vậy", "너 왜 이렇게 조용해", "你怎么这么安静") is their own
  // matter, not what happened to a place: only a thing or a place as the subject.
  if (!light && degreeState[language].test(question.trim()) && !personSubject[language].test(question)) return 'state';
  return null;
}

/** The person's reason, in their own voice (plain between peers or in a light story, polite Korean otherwise). */
export function reasonLine(who: string, kind: ReasonKind, threat: string | null, light: boolean, plain: boolean, me: string, language: ContentLanguage, theme = ''): string {
  // In a world of machines (space, cyberpunk) how a place is comes from its failing systems, not from a haunting.
  if (kind === 'state' && (theme === 'space' || theme === 'cyberpunk')) return systemsLine(who, plain, language);
  switch (language) {
    case 'vi':
      if (kind === 'return-for-me') return `${cap(who)} không tránh mắt bạn. “Vì ${me} không bỏ bạn lại${threat ? ` với ${threat}` : ' ở đây'} được. Đi rồi thì cả đời ${me} cũng không tha thứ cho mình.”`;
      if (kind === 'return') return light ? `${cap(who)} cười, hơi ngượng. “Nhớ chỗ này. Nhớ hơn ${me} tưởng nhiều.”` : `${cap(who)} im một lúc. “Vì ở đây còn một chuyện ${me} chưa làm xong. Không thể để nó như vậy mãi được.”`;
      return `${cap(who)} ngập ngừng, rồi hạ giọng: “Vì ở đây trước kia từng xảy ra chuyện. Từ đó tới giờ chẳng ai muốn ở lâu.”`;
    case 'ko':
      if (kind === 'return-for-me') return plain ? `${withParticle(who, '은')} 당신 눈을 피하지 않는다. “너를${threat ? ` ${threat} 속에` : ' 여기'} 두고 갈 수는 없었어. 그랬으면 평생 나 자신을 용서 못 했을 거야.”` : `${withParticle(who, '은')} 당신 눈을 피하지 않는다. “당신을${threat ? ` ${threat} 속에` : ' 여기'} 두고 갈 수는 없었어요. 그랬으면 평생 저 자신을 용서 못 했을 거예요.”`;
      if (kind === 'return') return light ? `${withParticle(who, '은')} 멋쩍게 웃는다. ${plain ? '“여기가 그리웠어. 생각보다 훨씬.”' : '“여기가 그리웠어요. 생각보다 훨씬요.”'}` : `${withParticle(who, '은')} 잠시 말이 없다가 입을 연다. ${plain ? '“여기서 못 끝낸 일이 있어. 더는 모른 척할 수가 없었어.”' : '“여기서 못 끝낸 일이 있어요. 더는 모른 척할 수가 없었어요.”'}`;
      return `${withParticle(who, '은')} 잠시 머뭇거리다 목소리를 낮춘다. ${plain ? '“예전에 여기서 일이 좀 있었어. 그 뒤로는 오래 있으려는 사람이 없어.”' : '“예전에 여기서 일이 좀 있었어요. 그 뒤로는 오래 머무는 사람이 없어요.”'}`;
    case 'zh':
      if (kind === 'return-for-me') return `${who}没有躲开你的目光：“因为我不能把你丢在${threat ? `${threat}跟前` : '这儿'}。真走了，我这辈子都不会原谅自己。”`;
      if (kind === 'return') return light ? `${who}有点不好意思地笑了：“想这儿了。比我以为的还想。”` : `${who}沉默了一会儿：“这儿还有件事，我一直没了结。不能再躲下去了。”`;
      return `${who}犹豫了一下，压低声音：“因为以前这儿出过事。打那以后，就没人愿意久待。”`;
    default:
      if (kind === 'return-for-me') return `${cap(who)} doesn't look away. “Because I wasn't going to leave you ${threat ? `to ${threat}` : 'here'}. I'd never have forgiven myself.”`;
      if (kind === 'return') return light ? `${cap(who)} smiles, a little embarrassed. “I missed this place. More than I thought I would.”` : `${cap(who)} is quiet for a moment. “There's something here I never finished. I couldn't keep running from it.”`;
      return `${cap(who)} hesitates, then lowers their voice. “Because of what happened here before. Since then, nobody wants to stay long.”`;
  }
}

/** The reason how a place is, in a world of machines: its systems have been failing, and nobody knows why. */
function systemsLine(who: string, plain: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} ngập ngừng. “Hệ thống trong đó trục trặc mấy hôm nay rồi. Chưa ai tìm ra lý do, và cũng chẳng ai muốn là người đi vào.”`;
    case 'ko':
      return `${withParticle(who, '은')} 잠시 머뭇거린다. ${plain ? '“거기 시스템이 며칠째 말썽이야. 아무도 원인을 못 찾았고, 들어가 보겠다는 사람도 없어.”' : '“거기 시스템이 며칠째 말썽이에요. 아무도 원인을 못 찾았고, 들어가 보겠다는 사람도 없어요.”'}`;
    case 'zh':
      return `${who}犹豫了一下：“那边的系统已经出了好几天毛病了。没人查出原因，也没人愿意进去。”`;
    default:
      return `${cap(who)} hesitates. “The systems in there have been failing for days. Nobody's found out why, and nobody wants to be the one who goes in.”`;
  }
}

/** Options after the reason: press it (what happened here, what is unfinished), or act on it. */
export function reasonOptions(who: string, kind: ReasonKind, language: ContentLanguage): string[] {
  const bank: Readonly<Record<ContentLanguage, Readonly<Record<ReasonKind, readonly string[]>>>> = {
    en: { 'return-for-me': [`Thank ${who}`, `Ask ${who} what the plan is now`], return: [`Ask ${who} what is left unfinished`, `Offer to help ${who}`], state: [`Ask ${who} what happened here`, 'Look around for any sign of it'] },
    vi: { 'return-for-me': [`Cảm ơn ${who}`, `Hỏi ${who} giờ tính sao`], return: [`Hỏi ${who} chuyện gì còn dang dở`, `Nói sẽ giúp ${who}`], state: [`Hỏi ${who} đã xảy ra chuyện gì`, 'Nhìn quanh xem còn dấu vết gì không'] },
    ko: { 'return-for-me': [`${who}에게 고맙다고 말한다`, `${who}에게 이제 어떻게 할지 묻는다`], return: [`${who}에게 못 끝낸 일이 뭔지 묻는다`, `${who}에게 돕겠다고 한다`], state: [`${who}에게 무슨 일이 있었는지 묻는다`, '주위에 그 흔적이 있는지 살펴본다'] },
    zh: { 'return-for-me': [`谢谢${who}`, `问${who}接下来怎么办`], return: [`问${who}是什么事没了结`, `说你愿意帮${who}`], state: [`问${who}这儿出过什么事`, '四处看看有没有留下什么痕迹'] },
  };
  return [...bank[language][kind]];
}

/** A going verb in the question (went back, ran off, 跑回去, quay lại đó, 돌아갔): the person went somewhere. */
const goingVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:went|go|run|ran|gone|going|head(?:ed)?) (?:back|off|out)\b/iu,
  vi: new RegExp(`(?<!${L})(?:chạy|quay|đi|trở)\\s+(?:lại|về|ra)(?:\\s+(?:đó|đấy|chỗ đó|đằng đó))?(?!${L})`, 'iu'),
  ko: /돌아갔|돌아간|뛰어갔|다시 갔|나갔/u,
  zh: /跑回去|回去|折回|跑出去|跑过去/u,
};

/** A thing the person is holding in their own sentence (clutching a box of medicine, 手里抱着一盒药), or null. */
const heldPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:holding|clutching|carrying|hugging|gripping)\s+(?:an?\s+|the\s+|her\s+|his\s+|their\s+)?([a-z]+(?:\s(?:of\s)?[a-z]+)?)/iu,
  vi: new RegExp(`(?<!${L})(?:ôm|cầm|xách|ôm chặt|cầm chặt)\\s+(?:theo\\s+)?(?:một\\s+)?((?:hộp|gói|túi|chai|cái|chiếc|bọc)\\s+[\\p{L}\\p{M}]+|[\\p{L}\\p{M}]+)`, 'iu'),
  ko: /([가-힣]{1,6})(?:을|를)\s*(?:품에\s*)?(?:안고|들고|쥐고|꼭 쥐고|끌어안고)/u,
  zh: /(?:抱着|拿着|攥着|捧着|提着|揣着)(?:一[盒个包袋瓶把本张箱])?(\p{Script=Han}{1,4}?)(?=[，。,.]|$)/u,
};

/** The thing a person went back for, when the question asks why they went and their own sentence shows it held. */
export function fetchedThing(question: string, own: string, language: ContentLanguage): string | null {
  if (!goingVerb[language].test(question)) return null;
  return heldPattern[language].exec(own)?.[1] ?? null;
}

/** The person shows what they went back for. */
export function fetchedLine(who: string, thing: string, plain: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} giơ ${thing} lên. “Vì cái này. Không có nó thì không qua nổi đêm nay đâu.”`;
    case 'ko':
      return `${withParticle(who, '이')} ${withParticle(thing, '을')} 들어 보인다. ${plain ? '“이거 때문에. 이거 없으면 오늘 밤 못 버텨.”' : '“이거 때문에요. 이거 없으면 오늘 밤 못 버텨요.”'}`;
    case 'zh':
      return `${who}举起手里的${thing}：“为了这个。没有它，撑不过今晚。”`;
    default:
      return `${cap(who)} holds up the ${thing}. “For this. We wouldn't last the night without it.”`;
  }
}
