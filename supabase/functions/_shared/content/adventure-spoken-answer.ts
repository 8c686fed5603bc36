/**
 * Answers in the finer forms of a question said to a person of the scene (issue 13, round 17, adv19). The hold-out of
 * adv18 showed the spoken-to path reading the question's form too coarsely: the hour asked was answered with the year
 * ("mấy giờ rồi" → "Năm 1998"), "whose is it" with who did it ("I never saw a face"), an either/or of fact ("is it for
 * me or for someone else") weighed as a choice to make ("if it were me I'd pick…"), and "should we …" read as no
 * question at all or as a confession ("맞아요. 진작 말했어야 했는데"). Here each of those forms gets its own answer, told
 * back in the visitor's words and turned to the right person: the hour (the story's own clock when it wrote one), the
 * owner (another person of the story when it has one), the one alternative that is true, and yes or no with a reason.
 * A Korean question said in 반말 to someone called by name (수아야, 철수야) is answered in 반말.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
const low = (text: string): string => text.replace(/^\p{Lu}/u, (first) => first.toLowerCase());

/** A question asked in 반말 (no 요 / 니까 / 습니까 at its end): answered in 반말. */
export function koreanPlain(said: string): boolean {
  return !/(?:요|니까|습니까|세요|까요)\s*[?？!.]*\s*$/u.test(said.trim());
}

/** An either/or asked about what IS (a copula or an owner before the alternatives), not about what to do. */
export function factPair(said: string, language: ContentLanguage): boolean {
  const pattern = {
    en: /^\s*(?:so\s+)?(?:is|are|was|were|did|does|do)\b|\b(?:is it|is that|was it|are they|whose)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:là|ở|của|do)\s+\S[^?]*(?<![\p{L}\p{M}])(?:hay|hoặc)(?![\p{L}\p{M}])/iu,
    ko: /(?:야|이야|예요|이에요|인가요|인가|거야|건가요|였어|였어요)\s*[,?]?\s*아니면/u,
    zh: /是[^？?]*还是|的还是/u,
  }[language];
  // "should we stay or go", "nên ở lại hay đi": an either/or of what to do is weighed, never told as a fact.
  const choosing = /\b(?:should|shall)\b|(?<![\p{L}\p{M}])nên(?![\p{L}\p{M}])|야\s*(?:해|돼|할까|될까)|(?:는\s*게|는\s*편이)\s*(?:나을까|좋을까|낫)|应该|要不要|该不该/iu;
  return pattern.test(said) && !choosing.test(said);
}

/** The alternative of a fact either/or as it is said alone: the copula, the subject and a trailing particle dropped. */
export function bareAlternative(text: string, language: ContentLanguage): string {
  const t = text.trim().replace(/[?？]+$/u, '');
  if (language === 'zh') return t.replace(/^.*是/u, '').replace(/[呢吗啊呀]$/u, '');
  if (language === 'vi') return t.replace(/\s+(?:vậy|thế|nhỉ|ạ|à|hả|chứ|nhé)$/iu, '').replace(/^.*?(?<![\p{L}\p{M}])(ở|của|là|do)\s+/iu, (_, word: string) => (word.toLowerCase() === 'là' ? '' : `${word.toLowerCase()} `));
  if (language === 'ko') return t.replace(/(?:야|이야|예요|이에요|인가요|인가|였어|였어요)$/u, '');
  return t.replace(/^(?:so\s+)?(?:is|are|was|were)\s+(?:it|that|this|they|he|she)\s+/iu, '');
}

/** The one alternative that is true, told plainly, and why the other is the wrong guess. */
export function factLine(who: string, [a, b]: readonly [string, string], plain: boolean, language: ContentLanguage): string {
  const A = bareAlternative(a, language);
  const B = bareAlternative(b, language);
  switch (language) {
    case 'vi':
      return `${cap(who)} đáp không cần nghĩ: “${cap(B)}. Không phải ${low(A)} đâu, ai mới nhìn cũng đoán thế, nhưng sai.”`;
    case 'ko':
      return plain
        ? `${withParticle(who, '은')} 망설임 없이 답한다. “${B}야. ${withParticle(A, '은')} 아니야. 다들 처음엔 그렇게 생각하는데, 틀렸어.”`
        : `${withParticle(who, '은')} 망설임 없이 답한다. “${B}예요. ${withParticle(A, '은')} 아니에요. 다들 처음엔 그렇게 생각하지만, 틀렸어요.”`;
    case 'zh':
      return `${who}想都没想：“是${B}。不是${A}，谁乍一看都会这么猜，可不对。”`;
    default:
      return `${cap(who)} doesn't have to think. “${cap(B)}. Not ${low(A)}: that's what anyone would guess first, and it's wrong.”`;
  }
}

/** A clock time the story wrote ("a quarter past three", "11:04", "3 giờ", "세 시", "三点"), or null. */
export function storyHour(story: string): string | null {
  return (
    /(?<=\b(?:clock|watch)\s+(?:reads|says|shows|strikes|struck|read|said|showed)\s+)(?:a quarter (?:past|to) |half past |ten past |ten to |five past |five to )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}(?::\d{2})?)(?: o'clock)?\b|\b(?:a quarter (?:past|to) |half past )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o'clock)?\b(?=[^.]*\b(?:clock|watch|o'clock)\b)|\b\d{1,2}:\d{2}\b|(?<!\d)\d{1,2}\s*giờ(?:\s*\d{1,2}\s*phút)?|(?:\d{1,2}|[한두세네]|다섯|여섯|일곱|여덟|아홉|열|열한|열두)\s*시(?:\s*\d{1,2}\s*분|\s*반)?(?=[을를이가은는에도의\s.,]|$)|[一二三四五六七八九十两\d]{1,3}点(?:[一二三四五六七八九十\d]{1,3}分|半|一刻)?/u.exec(
      story,
    )?.[0] ?? null
  );
}

/** Whether a Korean word ends in a closed syllable (반 → 이야, 시 → 야). */
const closed = (word: string): boolean => {
  const code = word.trim().codePointAt(word.trim().length - 1) ?? 0;
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
};

/** The hour asked: the story's clock when it wrote one, else the time its light says (night or day). */
export function hourLine(who: string, story: string, plain: boolean, language: ContentLanguage): string {
  const hour = storyHour(story);
  const night = /\b(?:night|dark|midnight|moon|lantern|candle)\b|(?<![\p{L}\p{M}])(?:tối|đêm|khuya|trăng)(?![\p{L}\p{M}])|밤|어둠|어두|새벽|黑|夜|晚|月亮/iu.test(story);
  switch (language) {
    case 'vi':
      return hour ? `${cap(who)} liếc đồng hồ: “${cap(hour)}. Muộn hơn bạn nghĩ đấy.”` : night ? `${cap(who)} ngẩng lên nhìn trời tối: “Hơn mười một giờ rồi. Sắp nửa đêm.”` : `${cap(who)} nheo mắt nhìn nắng: “Chừng ba giờ chiều. Còn vài tiếng nữa mới tối.”`;
    case 'ko':
      if (hour) return `${withParticle(who, '은')} 시계를 흘끗 본다. “${hour}${plain ? `${closed(hour) ? '이' : ''}야. 생각보다 늦었어.` : '요. 생각보다 늦었어요.'}”`;
      return night ? `${withParticle(who, '은')} 어두운 하늘을 올려다본다. “열한 시 넘었${plain ? '어. 곧 자정이야.' : '어요. 곧 자정이에요.'}”` : `${withParticle(who, '은')} 햇빛을 보며 눈을 가늘게 뜬다. “세 시쯤 됐${plain ? '을 거야. 해 지려면 아직 멀었어.' : '을 거예요. 해 지려면 아직 멀었어요.'}”`;
    case 'zh':
      return hour ? `${who}瞥了一眼钟：“${hour}了。比你想的晚。”` : night ? `${who}抬头看了看黑下来的天：“十一点多了，快半夜了。”` : `${who}眯眼看了看日头：“三点来钟吧，离天黑还早。”`;
    default:
      return hour ? `${cap(who)} glances at the clock. “${cap(hour)}. Later than you think.”` : night ? `${cap(who)} looks up at the dark. “Gone eleven. Close to midnight.”` : `${cap(who)} squints at the light. “Three, maybe a little after. Hours yet before dark.”`;
  }
}

/** Another person of the story, not the one asked, as the owner of a thing ("the man in a wet coat"), or null. */
export function otherPerson(story: string, who: string, names: readonly string[], language: ContentLanguage): string | null {
  const named = names.find((name) => !who.includes(name) && !name.includes(who));
  if (named) return named;
  const noun = {
    en: /\b(?:a|an|the)\s+((?:old |young |little |tall )?(?:man|woman|boy|girl|stranger|guest|kid|child|sailor|soldier))(\s+in\s+(?:a|an|the)\s+[a-z]+(?:\s+[a-z]+)?)?/iu,
    vi: /(?<![\p{L}\p{M}])(người đàn ông|người phụ nữ|người lạ|cậu bé|cô bé|ông lão|bà lão|cô gái|chàng trai)(?![\p{L}\p{M}])/iu,
    ko: /(노인|할머니|할아버지|아저씨|아주머니|소년|소녀|남자|여자|손님)(?=이|가|은|는|의|\s)/u,
    zh: /(男人|女人|陌生人|老人|小孩|男孩|女孩|老太太|老头|女孩子|客人)/u,
  }[language].exec(story);
  if (!noun || who.includes(noun[1] as string)) return null;
  return language === 'en' ? `the ${(noun[1] as string).toLowerCase()}${noun[2] ?? ''}` : (noun[1] as string);
}

/** Whose a thing is: its owner named, and what became of them, not who did something. */
export function ownerLine(who: string, owner: string | null, plain: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return owner ? `${cap(who)} hạ giọng: “Của ${owner}. Để lại đây rồi không thấy quay lại lấy.”` : `${cap(who)} lắc đầu: “Không phải của ${plain ? 'mình' : 'tôi'}. Của một người tới trước bạn, để lại rồi không quay lại lấy.”`;
    case 'ko':
      return owner
        ? `${withParticle(who, '은')} 목소리를 낮춘다. “${owner} 거${plain ? '야. 두고 가서는 다시 안 찾으러 왔어.' : '예요. 두고 가서는 다시 안 찾으러 왔어요.'}”`
        : `${withParticle(who, '은')} 고개를 젓는다. “내 거 아니${plain ? '야. 너보다 먼저 왔던 사람 거야. 두고 가서는 안 찾으러 왔어.' : '에요. 먼저 왔던 사람 거예요. 두고 가서는 안 찾으러 왔어요.'}”`;
    case 'zh':
      return owner ? `${who}压低声音：“是${owner}的。放在这儿就再没回来拿过。”` : `${who}摇摇头：“不是我的。是之前来过的一个人的，放下就再没回来拿。”`;
    default:
      return owner ? `${cap(who)} lowers their voice. “It belongs to ${owner}. Left it there and never came back for it.”` : `${cap(who)} shakes their head. “Not mine. Someone who was here before you left it, and never came back for it.”`;
  }
}

/** "Should we …" turned to the answer: yes, the visitor's own step said back, and the reason not to wait. */
export function shouldLine(who: string, said: string, plain: boolean, language: ContentLanguage): string {
  const q = said.trim().replace(/[?？!！.。]+$/u, '');
  switch (language) {
    case 'vi': {
      const step = q.replace(/^.*?(?<![\p{L}\p{M}])(?:có\s+)?nên\s+/iu, '').replace(/\s+(?:không|ko|hông|chứ|nhỉ|hả|ha|ạ)$/iu, '');
      return `${cap(who)} gật đầu: “Nên. ${cap(step)}, càng sớm càng tốt. Đứng đây chờ cũng chẳng an toàn hơn đâu.”`;
    }
    case 'ko': {
      const step = q.replace(/^(?:우리|저희|나|내가|제가)\s+/u, '').replace(/야\s*(?:할까|하나|될까|돼|되나|하지|하나요|할까요|돼요|될까요)$/u, '야 해').replace(/(?:을|ㄹ)?까요?$/u, '');
      return plain ? `${withParticle(who, '은')} 고개를 끄덕인다. “응, ${step}. 여기서 기다린다고 나아질 건 없어.”` : `${withParticle(who, '은')} 고개를 끄덕인다. “네, ${step}요. 여기서 기다린다고 나아질 건 없어요.”`;
    }
    case 'zh': {
      const step = q.replace(/吗$/u, '').replace(/要不要/u, '要').replace(/该不该/u, '该').replace(/用不用/u, '用');
      return `${who}点点头：“对，${step}。待在这儿等着，不会更安全。”`;
    }
    default: {
      const match = /\b(should|shall|must)\s+(i|we)\s+(?:even\s+|really\s+|just\s+)?(.+)$/iu.exec(q);
      const step = match ? `${(match[2] as string).toLowerCase() === 'i' ? 'you' : 'we'} should ${(match[3] as string).replace(/\b(?:we|us)\b/giu, (word) => word.toLowerCase())}` : q;
      return `${cap(who)} nods. “Yes, ${step}. Waiting here won't make it any safer.”`;
    }
  }
}
