/**
 * The reason a being of the scene gives when the player asks it WHY (issue 13, round 19, adv22). Round 19's before-set
 * traced 9 of 32 requests to the why answers of `wh:why` and `spoken-to:why`, and every one read as a stock twist that
 * could follow any question: "Because there was no other way. That's all I can say here", "Because of what's in the
 * study", "아직 여기가 안전하지 않으니까요", "因为这里还不安全" — even when the story had written the reason ("it was built to
 * protect the river", "说是为了节能").
 *
 * Here the answer is built from the question's own clause and the scene:
 * - the clause after the why-word is told back in the speaker's first person ("That's why I won't let anyone cross",
 *   "Vì vậy anh khóa cửa", "所以我才关三号舱的灯"; Korean closes with "그래서예요", its verb endings are not turned);
 * - the reason is the story's own purpose when it wrote one ("built to protect the river" → "To protect the river"),
 *   else one read from the clause's grammar: a thing not done (a negation) is fear or distrust, a thing shut, locked,
 *   guarded or taken away is the scene's danger or the other person it was shut against, being here or looking at the
 *   player is someone awaited or someone the player looks like, a thing thought or said is the scene's quoted words.
 * A why that none of these fits gives way (null) to the readers that answered it before.
 * Word lists, honestly: the why-words and negations are grammatical; the shut / keep verbs, the stay / look verbs and
 * the think / say verbs are short verb classes (each under 20 words a language), not lists built from one input.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { storyCast } from './adventure-cast.ts';
import { storyThreat } from './adventure-deed.ts';
import { sceneActor } from './adventure-in-kind.ts';
import { withParticle } from './korean-particles.ts';

/** What the asked clause does, read from its grammar: its verb class and whether it is negated. */
export type WhyKind = 'purpose' | 'refusal' | 'keep' | 'stay' | 'think';

/** A reason read from the question and the scene. */
export interface WhyReason {
  kind: WhyKind;
  line: string;
}

const L = '[\\p{L}\\p{M}]';
const viWords = (words: string): RegExp => new RegExp(`(?<!${L})(?:${words})(?!${L})`, 'iu');

/** The why-word and the clause after it. */
const whyWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:why|how come)\b\s*(.*)$/iu,
  vi: new RegExp(`(?<!${L})(?:tại sao|vì sao|sao lại|mắc gì|làm sao mà|sao)(?!${L})\\s*(.*)$`, 'iu'),
  ko: /(?:왜|어째서)\s*(.*)$/u,
  zh: /(?:为什么|为啥|凭什么|干嘛)\s*(.*)$/u,
};

/** A negated clause: something not done or refused. */
const negated: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:not|never|didnt|dont|doesnt|wont|cant|couldnt|wouldnt|isnt|wasnt|arent)\b|n['’]t\b/iu,
  vi: viWords('không|chẳng|chả|chưa|đừng'),
  ko: /(?:^|\s)(?:안|못)\s?[가-힣]|지\s?(?:않|못|마)/u,
  zh: /不|没|别/u,
};

/** A look at the player refused ("why won't he look at you"): no fear of a thing left undone. */
const lookedAtPlayer = /\blook(?:ing)? at (?:you|me)\b|(?<![\p{L}\p{M}])nhìn (?:cháu|em|tôi|mình|bạn)(?![\p{L}\p{M}])|(?:나|날|저)를?\s*(?:안\s*)?(?:보|쳐다보)|看(?:我|你)/iu;

/** Hiding: the reason is what the hider hides from, the scene's place (the readers after this one tell it). */
const hiding: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hide|hides|hiding|hid)\b/iu,
  vi: viWords('trốn|nấp|núp'),
  ko: /숨어|숨었|숨는|숨을/u,
  zh: /躲|藏/u,
};

/** Coming back: its own reader answers it. */
const returnVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:come back|came back|comes back|return|returned|returns)\b/iu,
  vi: viWords('quay lại|trở lại|quay về|trở về'),
  ko: /돌아왔|돌아온|돌아와|돌아오/u,
  zh: /回来|回到|又回/u,
};

/** The player not being allowed to do something. */
const prohibited: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:can['’]?t|cannot|not allowed|mustn['’]?t|shouldn['’]?t)\s+(?:i|we)\b|\b(?:i|we)\s+(?:can['’]?t|cannot|mustn['’]?t|shouldn['’]?t|am not allowed|are not allowed)\b/iu,
  vi: viWords('không được|đừng|cấm'),
  ko: /(?:면|으면)\s*안\s*(?:돼|되)|못\s*하게/u,
  zh: /不能|不许|不准|不可以|别/u,
};

/** Verbs that shut, lock, guard or take something away (a short verb class). */
const keepVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:lock|locked|locks|bar|barred|bars|bolt|bolted|bolts|seal|sealed|seals|shut|shuts|close|closed|closes|guard|guards|guarded|block|blocks|blocked|keep|keeps|kept|take|took|taken|confiscate|confiscated|turn(?:ed)? off|switch(?:ed)? off|cut|hide|hid|hidden|let)\b/iu,
  vi: viWords('khóa|đóng|chặn|canh|giữ|tịch thu|lấy|tắt|giấu|cấm|nhốt|niêm phong'),
  ko: /잠그|잠갔|잠근|잠가|닫|막|지키|지켜|뺏|빼앗|가져가|끄|껐|끈|숨기|숨겼|가두|가뒀/u,
  zh: /锁|关|封|守|拦|挡|收走|没收|拿走|藏|扣|不让/u,
};

/** Verbs of being here, staying, following or looking (a short verb class). */
const stayVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:here|stay|stays|stayed|wait|waits|waiting|follow|follows|following|look|looks|looking|stare|stares|staring|watch|watches|watching)\b/iu,
  vi: viWords('ở đây|ở lại|đợi|chờ|đi theo|theo|nhìn|ngó|dòm|nhìn chằm chằm'),
  ko: /여기\s*(?:있|서)|남아|기다리|따라오|따라와|쳐다보|바라보|보고\s*있|노려보|(?:나|날|저)(?:를|만)?\s*(?:그렇게\s*|자꾸\s*|계속\s*)?(?:보|봐)/u,
  zh: /在这|待在|留在|等|跟着|盯着|看着|看我/u,
};

/** Verbs of thinking, believing or saying something is so (a short verb class). */
const thinkVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:think|thinks|thought|believe|believes|say|says|said|sure|know|knows)\b/iu,
  vi: viWords('nghĩ|tin|bảo|nói|cho là|chắc'),
  ko: /생각하|생각해|그러|말하|말했|믿|라고/u,
  zh: /觉得|认为|以为|说|肯定/u,
};

/** The clause is about the player (me, us, anyone coming through, a favour done for them). */
const towardPlayer: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me|my|us|our|anyone|anybody|everyone|nobody)\b/iu,
  vi: viWords('cháu|em|tôi|mình|tớ|con|ai|chúng tôi|bọn tôi'),
  ko: /(?:^|\s)(?:나|날|저|우리)(?:를|한테|에게|도|랑)?(?:\s|$)|[아어여해]\s?주/u,
  zh: /我|给我|让我/u,
};

/** A purpose the story wrote for the being or its act ("built to protect the river", "说是为了节能", "강을 지키기 위해"). */
function storyPurpose(story: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b(?:built|made|sent|meant|ordered|told|there|here|placed|set|programmed|designed|said it was|says it is)\s+(?:only\s+)?to\s+([a-z][^.,;!?"“”]*)/iu,
    vi: /(?:được (?:tạo|làm|xây|đặt|sinh) ra|bảo là|nói là|có nhiệm vụ)\s+(?:để\s+)?([^.,;!?"“”]+)/iu,
    ko: /([가-힣]+(?:을|를)\s+[가-힣]+)(?:하기|기)\s*위해/u,
    zh: /为了([^，。,.!！?？”"；]+)/u,
  }[language].exec(story)?.[1];
  return found ? found.trim() : null;
}

/** Words the story quotes ('...', “...”, 「...」), the longest, or null. */
function storyQuote(story: string): string | null {
  const quotes = [...story.matchAll(/[“"'‘「]([^“”"'’「」]{3,60})[”"'’」]/gu)].map((match) => (match[1] ?? '').trim().replace(/[。.!！?？]+$/u, '')).filter((quote) => quote.length >= 3);
  return quotes.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Another person the story names (not the one asked), or null. */
function otherOf(story: string, who: string, language: ContentLanguage): string | null {
  const bare = who.replace(/^(?:the|your)\s+/iu, '');
  const cast = storyCast(story, language).map((member) => member.name).find((name) => !name.includes(bare) && !bare.includes(name));
  if (cast) return cast;
  if (language !== 'en') return null;
  const titled = /\b((?:Commander|Captain|Doctor|Dr\.|Lady|Lord|Mr\.|Mrs\.|Ms\.|Officer|Agent|Sister|Father) [A-Z][a-z]+)\b/u.exec(story)?.[1];
  return titled && !titled.includes(bare) && !bare.includes(titled) ? titled : null;
}

/** A Vietnamese speaker's word for themself and for the player, from how the player named them. */
function viPair(who: string, light: boolean): { self: string; you: string } {
  const kin = /^(anh|chị|cô|chú|bác|ông|bà|thầy|dì|cậu)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase();
  if (kin === 'ông' || kin === 'bà') return { self: kin, you: 'cháu' };
  if (kin) return { self: kin, you: 'em' };
  return { self: light ? 'mình' : 'ta', you: light ? 'bạn' : 'ngươi' };
}

/** English: the clause turned from the player's question to the speaker's own words ("she didnt go" → "I didn't go"). */
function enFirstPerson(clause: string, direct: boolean): string | null {
  const fixed = clause
    .replace(/\b(did|do|does|wo|ca|could|would|is|was|are|were|has|have|had)nt\b/giu, (_, head: string) => `${head}n't`)
    .replace(/\bwont\b/giu, "won't")
    .replace(/\bcant\b/giu, "can't")
    .replace(/[?!.\s]+$/u, '')
    .trim();
  const words = fixed.split(/\s+/u);
  const subject = direct ? /^you$/iu : /^(?:he|she|it|they)$/iu;
  const aux = /^(?:did|do|does|didn't|don't|doesn't|won't|will|would|wouldn't|can|can't|could|couldn't|are|is|was|were|aren't|isn't|wasn't|weren't|has|have|had|hasn't|haven't)$/iu;
  let rest: string[];
  // "did you lock the airlock" → "I had to lock the airlock"; "didn't you come" → "I didn't come".
  if (aux.test(words[0] ?? '') && subject.test(words[1] ?? '')) {
    const head = (words[0] ?? '').toLowerCase();
    const lead = head === 'did' || head === 'do' || head === 'does' ? 'had to' : head === 'are' || head === 'is' ? 'am' : head === 'were' || head === 'was' ? 'was' : head === "aren't" || head === "isn't" ? 'am not' : head === "doesn't" ? "don't" : head;
    rest = [lead, ...words.slice(2)];
  } else if (subject.test(words[0] ?? '')) {
    // "it wont let anyone cross" → "I won't let anyone cross"; "it stays here" → "I stay here".
    const verb = words[1] ?? '';
    const turned = /^(?:is|are)$/iu.test(verb) ? 'am' : /^was|were$/iu.test(verb) ? 'was' : /^has$/iu.test(verb) ? 'have' : /^does$/iu.test(verb) ? 'do' : /^(?:[a-z]+[^s])s$/u.test(verb) && !/ss$/u.test(verb) ? verb.replace(/(?:(?<=(?:ch|sh|x|o))es|s)$/u, '') : verb;
    rest = [turned, ...words.slice(2)];
  } else return null;
  // Said straight to the being, "you" is the being and "I" the player; told as "ask X why he…", "he" is the being and
  // "you" (the retelling's) the player.
  const swapped = rest.map((word) => {
    const lower = word.toLowerCase();
    if (lower === 'me' || lower === 'us' || lower === 'i') return 'you';
    if (lower === 'my' || lower === 'our') return 'your';
    if (direct && lower === 'you') return 'me';
    if (direct && lower === 'your') return 'my';
    if (!direct && (lower === 'she' || lower === 'he' || lower === 'it')) return 'I';
    if (!direct && (lower === 'him' || lower === 'her')) return 'me';
    if (!direct && (lower === 'his' || lower === 'its')) return 'my';
    return word;
  });
  return `I ${swapped.join(' ')}`.replace(/\bI I\b/gu, 'I');
}

/** Vietnamese: the clause with the speaker's own word as its subject ("anh khóa cửa", "bà nhìn cháu dữ vậy"). */
function viFirstPerson(clause: string, self: string): string {
  const bare = clause.replace(/[?!.]+$/u, '').replace(/\s+(?:ạ|hả|à|chứ|nhỉ|vậy hả|thế hả)$/iu, '').trim();
  const lead = new RegExp(`^(?:(?:anh|chị|cô|chú|bác|ông|bà|cậu|bạn)\\s+ấy|anh|chị|cô|chú|bác|ông|bà|thầy|dì|cậu|bạn|mày|ngươi|nó|em|con)(?!${L})\\s*`, 'iu');
  const body = lead.test(bare) ? bare.replace(lead, '') : bare;
  return `${self} ${body}`;
}

/** Chinese: the clause opens with a person of the story other than "you" / "I" (the dead man, the butler). */
function thirdPartyLed(clause: string, story: string, language: ContentLanguage): boolean {
  if (language === 'vi') {
    const head = clause.trim().split(/\s+/u).slice(0, 2).join(' ');
    return head.split(' ').length === 2 && !/^(?:anh|chị|cô|chú|bác|ông|bà|thầy|dì|cậu|bạn|mày|ngươi|nó|em|cứ|lại|không|chẳng|chưa|cũng|đã|đang|vẫn|hay|cháu)(?![\p{L}\p{M}])/iu.test(head) && story.toLowerCase().includes(head.toLowerCase());
  }
  return !/^[你我他她它]/u.test(clause) && clause.length >= 2 && story.includes(clause.slice(0, 2)) && !/^[不没别还又就也都才再要会]/u.test(clause);
}

/** Chinese: the clause with the speaker as "我" and the player as "你" ("不打电话给我" → "我不打电话给你"). */
function zhFirstPerson(clause: string, direct: boolean): string {
  const bare = clause.replace(/[？?！!。，,]+$/u, '').replace(/[吗呢呀啊啦]+$/u, '').replace(/^(?:要|会)/u, '');
  // Said straight to the being, "你" is the being; told as "问她为什么…", "她" is the being and "你" / "我" the player.
  const swapped = bare.replace(/[你我他她它]/gu, (word) => (direct ? (word === '你' ? '我' : word === '我' ? '你' : word) : word === '你' || word === '我' ? '你' : '我'));
  const body = /^我/u.test(swapped) ? swapped.replace(/^我(?:要|会)?/u, '我') : `我${swapped}`;
  return body.replace(/^我(?!才)/u, '我才');
}

/** The reason's sentence for each kind, from the scene's own words. */
function reasonSentence(kind: WhyKind, scene: { purpose: string | null; threat: string | null; plural: boolean; other: string | null; quote: string | null; toward: boolean }, light: boolean, plain: boolean, language: ContentLanguage, you: string): string | null {
  const { purpose, threat, plural, other, quote, toward } = scene;
  switch (language) {
    case 'vi':
      if (kind === 'purpose') return `Để ${purpose}.`;
      if (kind === 'refusal') return light ? `Vì sợ ${you} sẽ nói không.` : toward ? `Vì chưa biết ${you} là ai, mà người lạ cuối cùng tới đây chẳng mang điều gì tốt.` : `Vì sợ. Cứ tự nhủ là không có gì, thể nào cũng có người khác lo.`;
      if (kind === 'keep') return light ? `Nội quy là nội quy. ${you.replace(/^\p{Ll}/u, (c) => c.toUpperCase())} sẽ lấy lại được, chỉ là không phải bây giờ.` : threat ? `Vì ${threat}. Chậm thêm một phút là ${plural ? 'chúng vào hết' : 'nó vào tới đây'}.` : other ? `Vì ${other}. Có những chuyện về ${other} mà bạn chưa biết, và không thể liều được.` : `Vì thứ ở bên kia phải ở yên bên kia. Có những thứ không được phép đi qua.`;
      if (kind === 'stay') return toward ? `Vì ${you} giống một người xưa kia quen lắm.` : `Vì đang đợi một người. Người ấy hứa sẽ quay lại đúng chỗ này.`;
      return quote ? `Vì câu ‘${quote}’. Lúc nào cũng y nguyên từng chữ. Người thật thì đã nói khác đi rồi.` : null;
    case 'ko': {
      const end = plain ? '야' : '예요';
      if (kind === 'purpose') return `${purpose} 위해서${plain ? '야' : '예요'}.`;
      if (kind === 'refusal') return light ? `네가 싫다고 할까 봐 무서워서${plain ? '' : '요'}.` : toward ? `당신이 누군지 모르니까${plain ? '' : '요'}. 지난번에 이 문 앞에 온 낯선 사람은 좋은 걸 가져오지 않았어${plain ? '' : '요'}.` : `무서웠어${plain ? '' : '요'}. 별일 아닐 거라고, 누가 먼저 알아서 하겠지 하고 넘겼어${plain ? '' : '요'}.`;
      if (kind === 'keep') return light ? `규칙은 규칙이니까${plain ? '' : '요'}. 돌려받을 수 있어${plain ? '' : '요'}. 지금은 아니지만.` : threat ? `${threat} 때문${end}. 조금만 늦었으면 다 들어왔을 거${end}.` : other ? `${other} 때문${end}. ${other}에 대해 아직 모르는 게 있어${plain ? '' : '요'}. 위험을 감수할 수는 없었어${plain ? '' : '요'}.` : `저편에 있는 건 저편에 있어야 하니까${plain ? '' : '요'}. 넘어와선 안 되는 게 있어${plain ? '' : '요'}.`;
      if (kind === 'stay') return toward ? `옛날에 알던 사람이랑 너무 닮아서${plain ? '' : '요'}.` : `누군가를 기다리고 있어${plain ? '' : '요'}. 꼭 여기로 돌아오겠다고 했거든${plain ? '' : '요'}.`;
      return quote ? `‘${quote}’. 계속 토씨 하나 안 틀리고 똑같잖아${plain ? '' : '요'}. 진짜 사람이라면 벌써 뭔가 달라졌을 거${end}.` : null;
    }
    case 'zh':
      if (kind === 'purpose') return `为了${purpose}。`;
      if (kind === 'refusal') return light ? '因为我怕你会说不。' : toward ? '因为我不知道你是谁。上一个来到这儿的陌生人，没带来什么好事。' : '因为我害怕。我一直跟自己说没事，总会有别人去管。';
      if (kind === 'keep') return light ? '规矩就是规矩。东西会还你的，只是不是现在。' : threat ? `因为${threat}。再晚一分钟，${plural ? '它们就全进来了' : '它就进来了'}。` : other ? `因为${other}。关于${other}，有些事你还不知道，我不能冒这个险。` : '因为那边的东西必须留在那边。有些东西不能过来。';
      if (kind === 'stay') return toward ? '因为你太像我从前认识的一个人了。' : '因为我在等一个人。那人说过，会回到这里。';
      return quote ? `因为那句“${quote}”。每次都一字不差。真的人早就会说点别的了。` : null;
    default:
      if (kind === 'purpose') return `To ${purpose}.`;
      if (kind === 'refusal') return light ? 'Because I was scared you would say no.' : toward ? "Because I don't know who you are, and the last stranger who came this way brought nothing good." : "Because I was afraid. I told myself it was nothing, that someone else would see to it.";
      if (kind === 'keep') return light ? "Rules are rules. You'll get it back, just not right now." : threat ? `Because of ${threat}. One more minute and ${plural ? "they'd" : "it would"} have been inside.` : other ? `Because of ${other}. There are things about ${other} you don't know yet, and I wasn't going to take the risk.` : "Because what's on the other side has to stay there. Some things aren't meant to come through.";
      if (kind === 'stay') return toward ? 'Because you look so much like someone I knew once.' : "Because I'm waiting for someone. They said they'd come back, right here.";
      return quote ? `Because of ‘${quote}’. The same words every time, not one of them different. A real person would have said something else by now.` : null;
  }
}

/**
 * The answer of a being asked why, in its form, or null when the clause fits no reason here. `who` is the one asked,
 * `question` the player's words holding the why-word, `story` the scene, `light` a school or a romance story, `plain` a
 * Korean 반말 answer.
 */
export function whyReason(who: string, question: string, story: string, light: boolean, plain: boolean, language: ContentLanguage, direct = true): WhyReason | null {
  const found = whyWord[language].exec(question);
  if (!found) return null;
  const clause = (found[1] ?? '').trim();
  if (clause.length === 0) return null;
  const purpose = storyPurpose(story, language);
  const no = negated[language].test(clause);
  const kind: WhyKind | null = thinkVerb[language].test(clause) && !no && !keepVerb[language].test(clause)
    ? 'think'
    : purpose && (keepVerb[language].test(clause) || no || stayVerb[language].test(clause))
      ? 'purpose'
      : no
        ? 'refusal'
        : keepVerb[language].test(clause)
          ? 'keep'
          : stayVerb[language].test(clause)
            ? 'stay'
            : null;
  if (kind === null) return null;
  // A thing the player may not do ("sao không được kéo khăn ra", "why can't I go in") is a warning, not the being's own
  // reason; a refusal in a school or a romance story is the two of them (the readers after this answer both).
  // A return ("why did you come back") has its own reason (adventure-wh-reason.ts); a look refused ("why won't he look at
  // you") is no fear of a thing left undone.
  if (prohibited[language].test(clause) || (kind === 'refusal' && light) || returnVerb[language].test(clause) || (kind === 'refusal' && lookedAtPlayer.test(clause)) || (kind === 'stay' && hiding[language].test(clause))) return null;
  // A clause whose subject is someone else ("why the dead man told me not to trust him", "为什么死者不让我相信他") asks
  // for that person's reason, not the speaker's: it gives way.
  if (language === 'en' && enFirstPerson(clause, direct) === null) return null;
  if ((language === 'zh' || language === 'vi') && thirdPartyLed(clause, story, language)) return null;
  const threatRead = storyThreat(story, language);
  const threatFound = threatRead?.phrase ?? null;
  const bareWho = who.replace(/^(?:the|your)\s+/iu, '').toLowerCase();
  const threat = threatFound && !threatFound.toLowerCase().includes(bareWho) && !bareWho.includes(threatFound.replace(/^(?:the|a)\s+/iu, '').toLowerCase()) ? threatFound : null;
  const pair = viPair(who, light);
  const scene = { purpose, threat, plural: threatRead?.plural ?? false, other: otherOf(story, who, language), quote: storyQuote(story), toward: towardPlayer[language].test(clause) };
  const reason = reasonSentence(kind, scene, light, plain, language, pair.you);
  if (reason === null) return null;
  const Who = who.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  switch (language) {
    case 'vi': {
      const echo = viFirstPerson(clause, pair.self);
      return { kind, line: `${Who} đáp, không tránh ánh mắt bạn: “${reason} Vì vậy ${echo}.”` };
    }
    case 'ko':
      return { kind, line: `${withParticle(who, '은')} 당신을 똑바로 보며 답한다. “${reason} 그래서${plain ? '야' : '예요'}.”` };
    case 'zh':
      return { kind, line: `${who}直视着你回答：“${reason}所以${zhFirstPerson(clause, direct)}。”` };
    default: {
      const echo = enFirstPerson(clause, direct);
      return { kind, line: `${Who} answers without looking away. “${reason}${echo ? ` That's why ${echo}.` : ''}”` };
    }
  }
}

/** Words said or shouted (a short verb class): the why is said to someone, not a deed done. */
const sayVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks|shout|shouts|yell|yells|say|says|scream|screams|call|calls)\b/iu,
  vi: viWords('hỏi|hét|la|gào|nói|gọi'),
  ko: /묻|물어|소리치|외치|말한|따진|따져/u,
  zh: /问|喊|叫|吼|说/u,
};

/**
 * A why said to a being of the scene that no question reader found (the name with no comma, "ORIN why did you lock the
 * airlock"; shouted while doing something else, "đập cửa hét anh Tuấn sao anh khóa cửa"; asked with no name, "창문에 대고 왜
 * 문을 안 열어주냐고 물어본다"): the being asked, as the story names it, and whether it was said straight to it; or null.
 */
export function readWhyAsked(typed: string, story: string, language: ContentLanguage): { who: string; direct: boolean } | null {
  const found = whyWord[language].exec(typed);
  if (!found) return null;
  const before = typed.slice(0, found.index);
  const clause = found[1] ?? '';
  // A name of the story typed before the why ("ORIN why…", "hét anh Tuấn sao…"), with a Vietnamese kin word before it.
  const names = [...before.matchAll(/(?:(?:anh|chị|cô|chú|bác|ông|bà)\s+)?\p{Lu}[\p{L}\p{M}-]*/gu)].map((match) => match[0]).filter((name) => story.toLowerCase().includes(name.replace(/^(?:anh|chị|cô|chú|bác|ông|bà)\s+/iu, '').toLowerCase()) && name.length >= 2);
  const named = names.at(-1) ?? null;
  const second = { en: /\b(?:you|your)\b/iu, vi: viWords('anh|chị|cô|chú|bác|ông|bà|bạn|mày|ngươi|cậu'), ko: /^|/u, zh: /你/u }[language];
  if (named && (second.test(clause) || sayVerb[language].test(before))) return { who: named, direct: true };
  // No name: a why asked aloud with an ask verb, put to the scene's actor.
  if (!named && sayVerb[language].test(typed) && language !== 'en') {
    const actor = sceneActor(story, language);
    return actor ? { who: actor.being, direct: true } : null;
  }
  return null;
}

/** Options after a reason given: press it, check it against the scene, or act on it. */
export function whyAskedOptions(who: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Hỏi ${who} thêm cho rõ`, `Tìm thứ gì chứng minh lời ${who}`];
    case 'ko':
      return [`${withParticle(who, '에게')} 더 자세히 묻는다`, `${withParticle(who, '의')} 말이 맞는지 확인한다`];
    case 'zh':
      return [`追问${who}`, `查证${who}的话`];
    default:
      return [`Press ${who} for more`, `Check whether ${who} is telling the truth`];
  }
}
