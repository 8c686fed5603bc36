/**
 * An act that answers a strange thing of the scene in its own way (issue 13, round 19, adv22): the player copies what
 * it did ("raise my right hand too", "bíp lại y chang 3 ngắn 1 dài", "我也冲它龇牙", "knock twice back"), or makes a
 * gesture to it ("wave at the cam"). Round 19's before-set traced 4 of 6 answers of the stock `deed:late:unknown`
 * ("For a moment, nothing else around you moves. What it changes, the next moment will tell") to such acts, and three
 * more to readers that took one of their words (a knock read as a call, "ngồi xuống y như nó" as a trip, a hum as a
 * sound to follow). A copy is a reply: the thing of the scene answers it, by name, with what it did in the story.
 *
 * Read by grammar: a marker of doing the same ("too", "back", "the same", "y như", "따라", "똑같이", "也", "跟着") or a
 * gesture verb (a short class: wave, nod, bow, smile, whistle…) aimed at the scene's actor, the subject of the story's
 * own act. No question, no look (a look at where someone looks is the look readers'), no other person named.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

/** The act and the one it answers. */
export interface InKind {
  kind: 'copy' | 'gesture';
  /** The scene's actor, as the story names it ("the street cam", "robot sửa chữa K-7", "안드로이드", "独眼猴子"). */
  being: string;
  /** What the actor did in the story, as it wrote it ("knocks twice", "오른손을 천천히 들어 올린다"), or null. */
  act: string | null;
}

/** The actor's own act in its sentence: the words after its name, cut to one clause. */
function actorAct(sentence: string, name: string, language: ContentLanguage): string | null {
  const at = sentence.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return null;
  const rest = sentence.slice(at + name.length).replace(/^(?:가|이)\s*/u, '').trim();
  let act: string;
  if (language === 'en') act = (rest.split(/[,;.!?]/u)[0] ?? '').replace(/^(?:in|on|behind|at|by|near) the [a-z]+(?: of the [a-z]+)?\s+/iu, '');
  else if (language === 'vi') act = (rest.split(/[.!?]/u)[0] ?? '').replace(/^(?:cứ|đang|bỗng|vừa|đã)\s+/iu, '');
  else if (language === 'ko') act = (rest.split(/[.!?]/u)[0] ?? '').split(/(?:더니|고|며|면서)\s+/u).pop() ?? '';
  else act = (rest.split(/[。！？]/u)[0] ?? '').split(/[，,]/u).pop() ?? '';
  act = act.trim();
  if (act.length < 2 || act.length > 60) return null;
  if (language === 'ko' && !/다$/u.test(act)) return null;
  return act;
}

const L = '[\\p{L}\\p{M}]';
const viWords = (words: string): RegExp => new RegExp(`(?<!${L})(?:${words})(?!${L})`, 'iu');

/** Doing the same thing back (a gesture verb must come with it, or the story's actor must have made the same one). */
const copyMarker: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:too|the same|same way|copy|copies|mimic|mimics|imitate|imitates|echo|echoes)\b|\blike (?:it|he|she|they) (?:does|did)\b|\b(?:wave|waves|nod|nods|knock|knocks|whistle|whistles|beep|beeps|flash|flashes|hum|hums|bow|bows|smile|smiles|wink|winks) back\b/iu,
  vi: viWords('y như|y chang|giống hệt|bắt chước|làm theo|đáp lại'),
  ko: /따라\s?(?:해|한|하)|똑같이|흉내|되받/u,
  zh: /我也冲|也冲|也对着?|也朝|学它|学他|学她|照着|一样|跟着(?:一起)?(?:哼|唱|敲|挥|学|吹|闪)/u,
};

/**
 * Round 19 (adv23): a copy said outright ("like her", "giống nó", "나도 똑같이", "学它的样子") is a copy of whatever the actor
 * does, braiding or sweeping as much as a wave: it needs no gesture verb. The weak "I too" markers ("나도", "我也",
 * "mình cũng", "too") still need a gesture verb, or the verb the story's actor used.
 */
const strongCopy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:the )?same (?:way|thing)|copy|copies|copying|mimic|mimics|imitate|imitates|echo|echoes)\b|\blike (?:it|he|she|they|her|him|them) (?:does|did)\b|\blike (?:her|him|it|them)\s*$/iu,
  vi: viWords('y như|y chang|giống hệt|giống nó|giống vậy|giống y|bắt chước|làm theo'),
  ko: /따라\s?(?:해|한|하)|똑같이|흉내/u,
  zh: /学它|学他|学她|照着|一样/u,
};

/** "I too" at the head of the act (the weak copy marker). */
const alsoMarker: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:too|also)\b/iu,
  vi: viWords('(?:mình|tui|tôi|tao|tớ|em|cháu) cũng'),
  ko: /^(?:나|저)도\s/u,
  zh: /^我也/u,
};

/** Gestures made to someone (a short verb class). */
const gestureVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wave|waves|nod|nods|bow|bows|smile|smiles|wink|winks|salute|salutes|whistle|whistles|beep|beeps|knock|knocks|tap|taps|hum|hums|blink|blinks|flash|flashes|raise|raises|bare|bares|tilt|tilts)\b/iu,
  vi: viWords('vẫy|gật đầu|cúi chào|nháy|huýt sáo|bíp|gõ|ngân nga|giơ tay|nhe răng|ngồi xuống|nghiêng đầu'),
  ko: /흔들|끄덕|인사|윙크|휘파람|두드|노크|흥얼|손\s?(?:을\s)?들|올린다|깜빡|이를 드러|기울/u,
  zh: /挥手|招手|点头|鞠躬|微笑|眨眼|吹口哨|敲|哼|举起|龇牙|闪|歪/u,
};

/** Gestures that greet or signal someone (a subset of the gesture verbs). */
const socialGesture: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wave|waves|nod|nods|wink|winks|whistle|whistles)\b/iu,
  vi: viWords('vẫy|gật đầu|nháy mắt|huýt sáo'),
  ko: /흔들|끄덕|윙크|휘파람/u,
  zh: /挥手|招手|点头|眨眼|吹口哨/u,
};

/** Looking, listening and asking are other readers' acts. */
const notInKind: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:look|looks|watch|listen|ask|asks|tell|say|says|report|call|why|what|who|where|how|when|if|whether)\b|\?/iu,
  vi: viWords('nhìn|xem|nghe|hỏi|nói|báo|xin|gọi|tại sao|vì sao|gì|ai|đâu|sao'),
  ko: /(?<![해어아여])(?:보는|본다|봐|보고)|쳐다|바라|듣|묻|물어|말한|왜|뭐|누구|어디|[?？]/u,
  zh: /看|听|问|说|为什么|什么|谁|哪|[?？]/u,
};

/** A trailing purpose of seeing what the thing does ("and see what it does", "xem nó làm gì", "cho nó nghe"). */
const seeWhat: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s*(?:,\s*)?(?:and |to )?(?:see|find out) (?:what|how) (?:it|he|she|they) (?:does|do|did|reacts?)\s*$/iu,
  vi: /\s*(?:(?:để|rồi)\s+)?(?:xem|coi) (?:nó|họ|cô ấy|anh ấy) (?:làm gì|phản ứng sao|thế nào)\s*$|\s+cho (?:nó|họ) nghe\s*$/iu,
  ko: /\s*(?:뭘 하는지|어떻게 하는지) 본다\s*$/u,
  zh: /[，,]?\s*看看?(?:它|他|她)(?:会)?(?:怎么样|干什么|做什么|什么反应)\s*$/u,
};

/** The story's actor: the subject of its first sentence that does something. */
export function sceneActor(story: string, language: ContentLanguage): { being: string; act: string | null } | null {
  const sentences = story.split(/(?<=[.!?。！？])\s*/u).filter((sentence) => sentence.trim().length > 0);
  for (const sentence of sentences) {
    const found = {
      en: /^(?:(?:At|In|On|Under|Behind|Across|From|Inside|Outside|Near|By|Beside) (?:[^,]+, |[^,]+? (?=(?:a|an|the) )))?((?:a|an|the) (?:[a-z-]+ ){0,2}[a-z-]+?|(?:something|someone|somebody)(?: (?:in|on|behind|at) the [a-z]+)?)(?: (?:in|on|behind|at|by|near|with) (?:a|an|the) [a-z-]+(?: of the [a-z]+)?)? (?:(?!(?:his|its|hers|this|was|has)\b)[a-z]+s|is|keeps) /iu,
      vi: /^(?:(?:Trên|Trong|Dưới|Ở|Ngoài|Sau)[^,]*?(?:,\s*|\s+có\s+))?((?:một |con |cái |chiếc |người |bóng )?[\p{L}\p{M}0-9-]+(?: [\p{L}\p{M}0-9-]+){0,3}?)\s+(?:cứ|đang|đã|vừa|bỗng|đứng|nằm|ngồi|giơ|nháy|lặp|nhìn|cầm|gõ|vẫy|gật|huýt|ngân|nhe|nghiêng|bíp)/iu,
      ko: /(?:^|\s)((?:[가-힣]{1,4}\s(?:속|안|위|앞|뒤|옆)\s)?(?:내\s)?[가-힣A-Za-z0-9-]{2,8})(?:가|이)\s/u,
      zh: /^(?:[^，。]*?[上里中前后边]，)?(?:一只|一个|一台|一位|那只|那个|这只)?([\p{Script=Han}A-Za-z0-9]{2,8}?)(?:正在|正|一直|突然|蹲|站|冲|抢|把|在|举|对|朝|用)/u,
    }[language].exec(sentence.trim());
    // Someone only heard ("有人在哼歌") is that person.
    const heard = language === 'zh' && /有人/u.test(sentence) ? '那个人' : null;
    const name = found?.[1]?.trim() ?? heard ?? undefined;
    if (name && !/^(?:you|it|there|this|that|một|bạn|당신|你|我)$/iu.test(name)) {
      const act = heard !== null && found === null ? null : actorAct(sentence.trim(), name, language);
      if (language === 'en') return { being: name.replace(/^(?:a|an)\s+/iu, 'the ').replace(/^(?:The|Something|Someone|Somebody)\b/u, (word) => word.toLowerCase()), act };
      if (language === 'vi') return { being: name.replace(/^một\s+/iu, '').replace(/^(?:Con|Cái|Chiếc|Người|Bóng)\s/u, (word) => word.toLowerCase()), act };
      // Korean: the story's "내" / "나" is the player, told back as "당신" ("거울 속 내 모습이 나보다 늦게…").
      if (language === 'ko') return { being: name.replace(/(^|\s)내\s/u, '$1당신의 '), act: act === null ? null : act.replace(/(^|\s)나(보다|를|에게|한테|와|랑|의)(?=\s)/gu, '$1당신$2') };
      return { being: name, act };
    }
  }
  return null;
}

/** The clause of the story, after the actor's name, that holds the gesture's stem (Chinese and Vietnamese), or null. */
function gestureClause(story: string, being: string, stem: string, language: ContentLanguage): string | null {
  if (language !== 'zh' && language !== 'vi') return null;
  const clause = story.split(/[，,。.!?！？\n]/u).find((part) => part.includes(stem) && part.includes(being));
  if (!clause) return null;
  const after = clause.slice(clause.indexOf(being) + being.length).replace(/^(?:cứ|đang|bỗng|vừa|đã)\s+/iu, '').trim();
  return after.length >= 2 && after.length <= 40 ? after : null;
}

/** The clause of the story, after the actor's name, that shares the most characters (Chinese) with the choice, or null. */
function sharedClause(story: string, being: string, choice: string, language: ContentLanguage): string | null {
  if (language !== 'zh') return null;
  const own = new Set([...choice.replace(/我也|学它|学他|学她|照着|一样|的样子/gu, '')].filter((char) => /\p{Script=Han}/u.test(char)));
  const at = story.indexOf(being);
  if (at < 0) return null;
  const clauses = story.slice(at + being.length).split(/[，,。！？\n]/u).map((part) => part.replace(/^(?:然后|接着|又)/u, '').trim()).filter((part) => part.length >= 2);
  const best = clauses.map((part) => ({ part, score: [...new Set(part)].filter((char) => own.has(char)).length })).sort((a, b) => b.score - a.score)[0];
  return best && best.score >= 2 && best.part.length <= 40 ? best.part : null;
}

/** The player's act as a copy of, or a gesture to, the scene's actor, or null. */
export function readInKind(typed: string, story: string, language: ContentLanguage, light = false): InKind | null {
  const choice = typed.replace(seeWhat[language], '');
  if (notInKind[language].test(choice)) return null;
  const strong = strongCopy[language].test(choice);
  const copy = strong || copyMarker[language].test(choice) || alsoMarker[language].test(choice);
  if (!strong && !gestureVerb[language].test(choice)) return null;
  const actor = sceneActor(story, language);
  if (!actor) return null;
  const { being, act } = actor;
  // A gesture the story's actor made first ("knocks twice" → "knock twice on the ceiling") is a copy too.
  const gesture = gestureVerb[language].exec(choice)?.[0] ?? null;
  const stem = gesture ? gesture.replace(language === 'en' ? /e?s$/iu : /$/u, '') : null;
  const echoed = stem !== null && stem.length >= 1 && story.toLowerCase().includes(stem.toLowerCase());
  // Round 19 (adv23): the act told back is the actor's clause that holds the copied gesture ("用机械臂在墙上敲了三下"), not
  // whatever clause came last ("然后转头看你").
  // A copy said outright with no gesture verb ("我也学它用脚在地上扫两下") copies the clause that shares the most of its words.
  const shared = stem === null && strong ? sharedClause(story, being, choice, language) : null;
  const clause = shared ?? (stem && act !== null && !act.toLowerCase().includes(stem.toLowerCase()) ? gestureClause(story, being, stem, language) : null);
  // A gesture that copies nothing is made TO the actor: the choice names it or points at it ("wave at the cam").
  const aimed = being.split(/\s+/u).some((word) => word.length >= 2 && !/^(?:the|con|cái|chiếc|người|bóng)$/iu.test(word) && choice.toLowerCase().includes(word.toLowerCase()));
  // Only a social gesture (wave, nod, bow…) is made TO someone; a tap, a knock or a raised hand that copies nothing is
  // the contact and act readers' ("tap the screen to see if it's glitching").
  if (!copy && !echoed && !(aimed && socialGesture[language].test(choice))) return null;
  // In a school or a romance story a gesture to a person is a greeting, the talk readers' ("서윤에게 인사한다").
  if (!copy && !echoed && light) return null;
  return { kind: copy || echoed ? 'copy' : 'gesture', being, act: clause ?? act };
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** What the scene's actor does back: it stops, answers in its own way, and takes one step of its own toward the player. */
export function inKindLines(read: InKind, light: boolean, language: ContentLanguage): string[] {
  const { being, kind, act } = read;
  switch (language) {
    case 'vi': {
      const again = act ? `Rồi ${being} lại ${act}, lần này chậm hơn, và chờ.` : `Rồi ${being} làm lại y như lúc nãy, chậm hơn, và chờ.`;
      return kind === 'copy'
        ? [`${cap(being)} khựng lại, như không ngờ có ai đáp lại mình đúng cách của nó.`, `${again} Khi bạn đáp lại lần nữa, ${being} ${light ? 'bật cười và tiến lại gần bạn' : 'nhích lại gần bạn thêm một chút, như vừa nghe đúng mật khẩu'}.`]
        : [`${cap(being)} dừng lại và quay hẳn về phía bạn.`, act ? `Một lúc lâu chẳng bên nào động đậy. Rồi ${being} đáp lại theo cách của nó: lại ${act}, lần này là với bạn.` : `Một lúc lâu chẳng bên nào động đậy. Rồi ${being} đáp lại theo cách của nó: làm lại điều nó vừa làm, lần này là với bạn.`];
    }
    case 'ko': {
      const is = withParticle(being, '은');
      const again = act ? `그러더니 ${withParticle(being, '이')} 다시 ${act}. 이번엔 더 천천히. 그리고 기다린다.` : `그러더니 ${withParticle(being, '이')} 아까 한 걸 더 천천히 한 번 더 하고 기다린다.`;
      return kind === 'copy'
        ? [`${is} 멈칫한다. 자기 방식 그대로 대답이 올 줄은 몰랐다는 듯이.`, `${again} 당신이 다시 따라 하자, ${is} ${light ? '웃음을 터뜨리며 당신 쪽으로 다가온다' : '맞는 암호를 들은 것처럼 당신 쪽으로 한 걸음 다가온다'}.`]
        : [`${is} 하던 것을 멈추고 당신 쪽으로 완전히 돌아선다.`, act ? `한참 동안 아무도 움직이지 않는다. 그러다 ${withParticle(being, '이')} 자기 방식대로 답한다. 다시 ${act}. 이번에는 당신을 향해서.` : `한참 동안 아무도 움직이지 않는다. 그러다 ${withParticle(being, '이')} 자기 방식대로 답한다. 방금 하던 걸 다시 한다. 이번에는 당신을 향해서.`];
    }
    case 'zh': {
      const again = act ? `接着，${being}又${act}，这次更慢，然后等着。` : `接着，${being}又照刚才那样做了一遍，更慢，然后等着。`;
      return kind === 'copy'
        ? [`${being}愣住了，好像没想到会有人用同样的方式回应。`, `${again}你再回应一次，${being}${light ? '笑了起来，朝你走近' : '就像听到了对的暗号，朝你靠近了一步'}。`]
        : [`${being}停下手上的事，整个转向你。`, act ? `好一会儿谁都没动。然后${being}用它自己的方式回应了：又${act}，这次是冲着你。` : `好一会儿谁都没动。然后${being}用它自己的方式回应了：把刚才做的事又做了一遍，这次是冲着你。`];
    }
    default: {
      const again = act ? `Then ${being} ${act} again, slower this time, and waits.` : `Then ${being} does it again, slower, and waits.`;
      return kind === 'copy'
        ? [`${cap(being)} stops dead, as if nobody had ever answered in kind before.`, `${again} When you answer a second time, ${being} ${light ? 'laughs and comes over to you' : 'comes one step closer, as if you had given the right password'}.`]
        : [`${cap(being)} stops and turns fully toward you.`, act ? `For a long moment neither of you moves. Then ${being} answers in its own way: it ${act} again, and this time it is aimed at you.` : `For a long moment neither of you moves. Then ${being} answers in its own way: it does what it was doing again, and this time it is aimed at you.`];
    }
  }
}

/** The options after an answer in kind: go closer, answer again, or back away. */
export function inKindOptions(read: InKind, language: ContentLanguage): string[] {
  const { being } = read;
  switch (language) {
    case 'vi':
      return [`Tiến lại gần ${being}`, `Đáp lại ${being} thêm lần nữa`, 'Lùi lại từ từ'];
    case 'ko':
      return [`${withParticle(being, '에게')} 다가간다`, `${withParticle(being, '에게')} 한 번 더 답한다`, '천천히 뒤로 물러난다'];
    case 'zh':
      return [`走近${being}`, `再回应${being}一次`, '慢慢往后退'];
    default:
      return [`Go closer to ${being}`, `Answer ${being} once more`, 'Back away slowly'];
  }
}
