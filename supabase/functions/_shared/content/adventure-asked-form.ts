/**
 * A question put to a person that no question reader above answered (issue 13, round 16). It used to get a tease that
 * answers nothing ("You really want to know? Then sit down. It's longer than you think", "I know more than I let on",
 * "That's a longer answer than you think. Walk with me"): the trace of set R showed that path answering five of eight
 * such questions. Now the form of the question is read from its own question word (how, what it means, what was said,
 * what is out there, why, who, where, when, yes/no) and the person answers in that form: a way, a meaning, the words,
 * a thing, a reason, someone (never a name the story never gave), a place, a time, a yes with its reason. The answer is
 * short and claims no more than the scene holds.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { letterBoundedWords } from './letter-bounded-words.ts';

/** The form a question asks for. */
export type AskedForm = 'source' | 'got' | 'wants' | 'watching' | 'been' | 'how' | 'means' | 'says' | 'there' | 'what' | 'why' | 'who' | 'where' | 'when' | 'yesno';

const L = '[\\p{L}\\p{M}]';
const vi = (words: string): RegExp => letterBoundedWords(words);

/** Question words per form, tried in this order: the narrower what-forms before a bare "what", how before why. */
const formWords: Readonly<Record<ContentLanguage, readonly (readonly [AskedForm, RegExp])[]>> = {
  en: [
    ['been', /\bhow (?:have|has|had) (?:you|he|she|they) been\b|\bhow (?:you|he|she|they) (?:have|has|'ve|are|is) (?:been|doing)\b|\bhow (?:are|is) (?:you|he|she|they)(?: doing| holding up)?\s*$/iu],
    ['source', /\bhow (?:(?:do|did|does|would|could|can) )?(?:you|he|she|they) (?:\w+ )?(?:know|knew|knows|learn|learned|find out|found out|hear|heard)\b|\bwho told (?:you|him|her|them)\b/iu],
    ['got', /\bwhere (?:(?:did|do|does|'d) )?(?:you|he|she|they) (?:get|got|find|found|buy|bought|steal|stole|come by|came by)\b/iu],
    ['wants', /\bwhat\b.*\b(?:want|wants|wanted|need|needs)\b/iu],
    ['watching', /\bwhat\b.*\b(?:looking|staring|watching|gazing|peering)\s+at\b|\bwhat\b.*\b(?:look|looks|stare|stares|watch|watches|see|sees)\s+at\b/iu],
    ['means', /\bwhat\b.*\b(?:mean|means|meant|stand for|stands for)\b/iu],
    ['says', /\bwhat\b.*\b(?:say|says|said|saying|tell|tells|told|shout|shouts|shouted|whisper|whispers|whispered|sing|sings)\b/iu],
    ['there', /\bwhat(?:'s|’s|\s+is|\s+was|\s+lives|\s+waits)?\s+(?:out there|outside|down there|up there|beyond|behind|out|past|on the other side)\b/iu],
    ['why', /\b(?:why|how come)\b/iu],
    ['how', /\bhow\b(?!\s+(?:long|many|much|far|old|often))/iu],
    ['when', /\b(?:when|what time)\b/iu],
    ['who', /\b(?:who|whom|whose)\b/iu],
    ['where', /\bwhere\b/iu],
    ['what', /\bwhat\b/iu],
    ['yesno', /\b(?:if|whether)\b|^\s*(?:is|are|was|were|do|does|did|can|could|will|would|have|has|had)\b/iu],
  ],
  vi: [
    ['been', /dạo này (?:thế nào|ra sao|sao rồi)|sống (?:thế nào|ra sao)|(?:có )?khỏe không|mấy năm nay (?:thế nào|ra sao)/iu],
    ['source', /(?:sao|làm sao|bằng cách nào|làm thế nào)(?:\s+[\p{L}\p{M}]+){0,3}?\s+(?:biết|nghe được)|(?:biết|nghe)(?:\s+[\p{L}\p{M}]+){0,4}?\s+(?:từ đâu|từ ai)|ai (?:nói|kể) cho/iu],
    ['got', /(?:lấy|có|mua|kiếm|tìm)(?:\s+[\p{L}\p{M}]+){0,3}?\s+(?:ở đâu|từ đâu)|ở đâu ra/iu],
    ['wants', /(?:muốn|cần)\s+(?:cái\s+)?gì/iu],
    ['watching', /(?:nhìn|ngó|nhòm|xem|dòm)(?:\s+chằm chằm)?\s+(?:cái\s+)?gì/iu],
    ['means', /nghĩa là gì|có nghĩa gì|ý nghĩa gì|nghĩa gì|là ý gì/iu],
    ['says', vi('(?:nói|kể|hát|hét|thì thầm|gọi|bảo)\\s+(?:cái\\s+)?gì')],
    ['there', vi('(?:bên kia|bên ngoài|phía sau|phía trước|ngoài|sau)(?:\\s+[\\p{L}\\p{M}]+){0,3}?\\s+có\\s+(?:cái\\s+)?gì')],
    ['why', vi('tại sao|vì sao|sao lại|lý do')],
    ['how', vi('thế nào|ra sao|bằng cách nào|làm sao|làm thế nào')],
    ['when', vi('khi nào|bao giờ|lúc nào|mấy giờ|hồi nào')],
    ['who', vi('ai')],
    ['where', vi('đâu|chỗ nào|nơi nào')],
    ['what', vi('gì|cái gì')],
    ['yesno', vi('có[\\s\\S]+(?:không|ko|hông)|chưa|phải không|đúng không')],
  ],
  ko: [
    ['been', /잘\s*지냈|잘\s*지내|어떻게\s*지냈|어떻게\s*지내/u],
    ['source', /어떻게\s*(?:[가-힣]+\s*)?(?:알아|알았|아는|알지|알게|아세요|아셨|아시)|누구(?:한테|에게)서?\s*들었|어디서\s*들었/u],
    ['got', /어디서\s*(?:났|난|구했|구한|샀|산|얻었|얻은|가져왔|찾았)/u],
    ['watching', /(?:뭘|무엇을|뭐를|뭐)\s*(?:그렇게\s*)?(?:보|쳐다보|노려보|바라보)/u],
    ['wants', /원하는\s*(?:게|것이|건)\s*(?:뭐|무엇)|뭘\s*(?:원하|바라)|필요한\s*(?:게|건)\s*뭐/u],
    ['means', /무슨\s*뜻|무슨\s*의미|뜻이\s*뭐|의미가\s*뭐/u],
    ['says', /뭐라고|무슨\s*말/u],
    ['there', /(?:밖|저기|거기|뒤|너머|건너편|반대편)에\s*(?:는\s*)?(?:뭐|무엇|무슨)/u],
    ['why', /왜|어째서|무슨\s*이유/u],
    ['how', /어떻게|어쩌다/u],
    ['when', /언제|몇\s*시(?!간)/u],
    ['who', /누가|누구|누군/u],
    ['where', /어디|어딨/u],
    ['what', /뭐|뭔|뭘|무엇|무슨/u],
    ['yesno', /(?:냐고|느냐고|는지|은지|니)\s*(?:를\s*)?(?:물|묻|따지|따진|따져|캐|여쭤|여쭙|여쭌)|[?？]/u],
  ],
  zh: [
    ['been', /过得(?:好不好|怎么样|还好吗|好吗)|最近(?:怎么样|好吗)|还好吗/u],
    ['source', /怎么(?:会)?知道|从哪(?:儿|里)?(?:知道|听说)|听谁说/u],
    ['got', /哪(?:儿|里)?来的|从哪(?:儿|里)?(?:弄|买|拿|得|捡)/u],
    ['watching', /(?:看|盯|瞧|望)(?:着)?(?:什么|啥)/u],
    ['wants', /(?:想要|要|需要)(?:些)?(?:什么|啥)/u],
    ['means', /什么意思|啥意思|意味着什么|代表什么|是什么意思/u],
    ['says', /(?:说|讲|喊|念叨|嘀咕)(?:了|的)?(?:些)?(?:什么|啥)/u],
    ['there', /(?:外面|后面|那边|对面|门外|外头|另一边)(?:到底)?(?:有|是)(?:什么|啥)/u],
    ['why', /为什么|为啥|干嘛|怎么会|凭什么/u],
    ['how', /怎么(?:弄|搞|回事|做|办|来的|受的|伤|了|知道|打开|进来)|如何/u],
    ['when', /什么时候|几点|何时|哪天/u],
    ['who', /谁/u],
    ['where', /哪里|哪儿|在哪|去哪/u],
    ['what', /什么|啥/u],
    ['yesno', /吗|有没有|是不是|会不会|能不能|可不可以|[有是会能][没不][有是会能]/u],
  ],
};

/** The form of a question put to a person, read from its question words; null when the words ask nothing. */
export function askedForm(question: string, language: ContentLanguage): AskedForm | null {
  return formWords[language].find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** Vietnamese: the word a person uses for themself (their own kin title, else tôi). */
function viSelf(who: string, light: boolean): string {
  return /^(anh|chị|cô|chú|bác|ông|bà|thầy)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase() ?? (/^(?:cậu|em|bé|cháu)(?![\p{L}\p{M}])/iu.test(who) ? 'em' : light ? 'mình' : 'tôi');
}

/** The person's answer in the form asked; `light` for a school or a romance story (no night danger, a softer reason). */
export function askedFormLine(who: string, form: AskedForm, light: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi': {
      const me = viSelf(who, light);
      const Who = cap(who);
      const lines: Readonly<Record<AskedForm, string>> = {
        source: `${Who} đáp: “Vì ${me} đã tận mắt thấy, không chỉ một lần. Đủ lâu để thôi hy vọng điều ngược lại.”`,
        got: `${Who} khựng lại: “Có người đưa cho ${me}, lâu lắm rồi. ${cap(me)} chưa bao giờ biết họ lấy nó ở đâu.”`,
        watching: light ? `${Who} bật cười: “Nhìn bạn đấy. Thế thôi.”` : `${Who} không rời mắt: “Nhìn bạn. Và cái bạn đang cầm. Không chỉ mình ${me} đang nhìn đâu.”`,
        been: light ? `${Who} cười, hơi ngượng: “Giờ thì ổn hơn rồi. Chuyện dài lắm. Đi với ${me} một đoạn, ${me} kể cho nghe.”` : `“Vẫn còn sống,” ${who} nói. “Thế là đủ rồi. Mấy năm nay dài lắm.”`,
        wants: `${Who} đáp không vòng vo: “Không nhiều đâu. Một lần giúp đỡ, sau này, khi ${me} cần. Thế là đủ.”`,
        how: light ? `${Who} cúi mặt, đáp nhỏ: “Tự nhiên nó thành ra vậy, từng chút một. ${cap(me)} không định thế đâu.”` : `${Who} đáp thẳng: “Nhanh lắm, ngay trước lúc bạn tới. ${cap(me)} còn chưa kịp nhìn rõ chuyện gì.”`,
        means: `${Who} đáp không chút do dự: “Là một lời cảnh báo. Nghĩa là: dừng lại, nhìn cho kỹ rồi hẵng đi tiếp.”`,
        says: light ? `${Who} đỏ mặt: “Chỉ có một câu thôi, nói đi nói lại: ‘Đừng đi.’”` : `${Who} đáp: “Chỉ mấy chữ, lặp đi lặp lại: ‘Đừng lại gần.’ Hết.”`,
        there: light ? `${Who} cười: “Chẳng có gì đáng sợ đâu. Chỉ là thứ ${me} chưa muốn cho bạn thấy thôi.”` : `${Who} hạ giọng: “Một thứ chỉ ra ngoài vào ban đêm. ${cap(me)} nghe thấy nó rồi, chưa thấy bao giờ, và cũng không muốn thấy.”`,
        what: `${Who} ngẫm một chút rồi đáp: “${cap(me)} không biết hết đâu. Chỉ biết chắc một điều: chuyện này bắt đầu ở đây, và chưa xong.”`,
        why: light ? `${Who} im một lúc rồi nói: “Vì ${me} không biết phải nói với bạn thế nào.”` : `“Vì ở đây chưa an toàn,” ${who} nói. “Lý do chỉ có vậy.”`,
        who: light ? `${Who} lắc đầu: “Một người bạn cũng biết. ${cap(me)} chưa muốn nói tên, bây giờ thì chưa.”` : `${Who} lắc đầu: “${cap(me)} không thấy mặt. Chỉ biết là người rành chỗ này hơn chúng ta.”`,
        where: `${Who} hất đầu về phía bạn vừa đi qua: “Đằng kia. Đó là chỗ cuối cùng ${me} thấy nó.”`,
        when: `“Ngay trước lúc bạn tới,” ${who} nói. “Mới đây thôi.”`,
        yesno: light ? `${Who} ngập ngừng rồi gật đầu: “Ừ. ${cap(me)} định tự nói với bạn.”` : `${Who} im một nhịp rồi gật đầu: “Đúng vậy. Lẽ ra ${me} phải nói sớm hơn.”`,
      };
      return lines[form];
    }
    case 'ko': {
      const is = withParticle(who, '은');
      const lines: Readonly<Record<AskedForm, string>> = {
        source: `${is} 담담하게 답한다. “직접 봤으니까요. 한 번이 아니에요. 다르게 끝나길 바라는 걸 그만둘 만큼 오래 봤어요.”`,
        got: `${is} 멈칫한다. “누가 준 거예요. 아주 오래전에. 그 사람이 어디서 구했는지는 나도 몰라요.”`,
        watching: light ? `${is} 웃음을 터뜨린다. “너 보고 있었어. 그게 다야.”` : `${is} 눈을 떼지 않는다. “당신이요. 그리고 당신 손에 든 거. 보고 있는 게 나만은 아니에요.”`,
        been: light ? `${is} 살짝 웃는다. “지금은 좀 나아. 얘기가 길어. 같이 좀 걸을래? 걸으면서 말해 줄게.”` : `“살아 있죠.” ${is} 말한다. “요즘은 그거면 충분해요. 긴 몇 년이었어요.”`,
        wants: `${is} 돌려 말하지 않는다. “많은 건 아니에요. 나중에 내가 필요할 때 한 번 도와주는 것. 그거면 돼요.”`,
        how: light ? `${is} 고개를 숙이고 작게 말한다. “그냥 어쩌다 보니 조금씩 그렇게 됐어. 일부러 그런 건 아니야.”` : `${is} 숨김없이 말한다. “순식간이었어요. 당신이 오기 바로 전에요. 뭐였는지 제대로 보지도 못했어요.”`,
        means: `${is} 망설임 없이 답한다. “경고예요. 멈춰서, 한 번 더 보고 가라는 뜻이에요.”`,
        says: light ? `${is} 얼굴이 빨개진다. “한 마디뿐이야. 계속 같은 말. ‘가지 마.’”` : `${is} 답한다. “같은 말만 계속 반복해요. ‘더 가까이 오지 마.’ 그게 다예요.”`,
        there: light ? `${is} 웃는다. “무서운 건 아니야. 아직 너한테 보여 주고 싶지 않은 것뿐이야.”` : `${is} 목소리를 낮춘다. “밤에만 나오는 거요. 소리는 들었지만 본 적은 없어요. 보고 싶지도 않고요.”`,
        what: `${is} 잠시 생각하다 답한다. “다는 몰라요. 확실한 건 하나예요. 여기서 시작됐고, 아직 안 끝났어요.”`,
        why: light ? `${is} 한참 있다가 말한다. “너한테 어떻게 말해야 할지 몰라서.”` : `“아직 여기가 안전하지 않으니까요.” ${is} 말한다. “이유는 그것뿐이에요.”`,
        who: light ? `${is} 고개를 젓는다. “너도 아는 사람이야. 이름은 아직 말 못 하겠어.”` : `${is} 고개를 젓는다. “얼굴은 못 봤어요. 여기를 우리보다 잘 아는 누군가예요.”`,
        where: `${is} 당신이 지나온 쪽을 턱으로 가리킨다. “저쪽이요. 마지막으로 본 게 거기예요.”`,
        when: `“당신이 오기 바로 전에요.” ${is} 말한다. “얼마 안 됐어요.”`,
        yesno: light ? `${is} 머뭇거리다 고개를 끄덕인다. “응. 내가 먼저 말하려고 했어.”` : `${is} 잠깐 말이 없다가 고개를 끄덕인다. “맞아요. 진작 말했어야 했는데.”`,
      };
      return lines[form];
    }
    case 'zh': {
      const lines: Readonly<Record<AskedForm, string>> = {
        source: `${who}平静地说：“因为我亲眼见过，不止一次。见得多了，也就不再指望会有别的结果。”`,
        got: `${who}愣了一下：“是别人给我的，很久以前了。那人是从哪儿弄来的，我也不知道。”`,
        watching: light ? `${who}笑出声来：“在看你呀。就这样。”` : `${who}眼睛一眨不眨：“看你。还有你手里的东西。在看的可不只我一个。”`,
        been: light ? `${who}笑了笑，有点不自然：“现在好多了。说来话长，陪我走一段吧，我慢慢告诉你。”` : `“还活着。”${who}说，“这年头，这就够了。这几年很长。”`,
        wants: `${who}也不绕弯子：“不多。以后我需要的时候，帮我一次。就这些。”`,
        how: light ? `${who}低下头，小声说：“就是不知不觉一点一点变成这样的。我也不是故意的。”` : `${who}直说了：“很快，就在你来之前。我根本没看清是怎么回事。”`,
        means: `${who}毫不犹豫地回答：“是个警告。意思是：停下来，看清楚了再往前走。”`,
        says: light ? `${who}脸红了：“就一句话，翻来覆去地说：‘别走。’”` : `${who}回答：“翻来覆去就那几个字：‘别再靠近了。’就这些。”`,
        there: light ? `${who}笑了：“没什么可怕的，只是我还不想让你看到的东西。”` : `${who}压低声音：“一种只在夜里出来的东西。我听见过，没见过，也不想见。”`,
        what: `${who}想了想才回答：“我知道的不全。能肯定的只有一点：事情是从这儿开始的，而且还没完。”`,
        why: light ? `${who}沉默了一会儿：“因为我不知道该怎么跟你说。”` : `“因为这里还不安全。”${who}说，“就这么一个原因。”`,
        who: light ? `${who}摇摇头：“是你也认识的人。名字我现在还不想说。”` : `${who}摇摇头：“我没看到脸。只知道那人比我们更熟悉这个地方。”`,
        where: `${who}朝你来的方向扬了扬下巴：“那边。我最后一次看到它就是在那儿。”`,
        when: `“就在你来之前。”${who}说，“没多久。”`,
        yesno: light ? `${who}犹豫了一下，点点头：“嗯。我本来想自己告诉你的。”` : `${who}顿了一下，点点头：“是的。我早该告诉你。”`,
      };
      return lines[form];
    }
    default: {
      const Who = cap(who);
      const lines: Readonly<Record<AskedForm, string>> = {
        source: `“Because I've seen it with my own eyes, more than once,” ${who} says. “Long enough to stop hoping it ends any other way.”`,
        got: `${Who} goes still. “Someone gave it to me, a long time ago. I never knew where they got it.”`,
        watching: light ? `${Who} laughs. “You. That's all.”` : `${Who} doesn't look away. “You. And what you're holding. I'm not the only one watching, either.”`,
        been: light ? `${Who} smiles, a little crooked. “Better, now. It's a long story. Walk with me and I'll tell you.”` : `“Alive,” ${who} says. “Most days that's enough. It's been a long few years.”`,
        wants: `${Who} doesn't dress it up. “Not much. One favour, later, when I need it. That's all.”`,
        how: light ? `${Who} looks down and answers quietly: “It just happened, a little at a time. I never planned any of it.”` : `${Who} answers plainly: “Fast, right before you came. I didn't even see it coming.”`,
        means: `${Who} answers without a pause: “It's a warning. It means: stop, and look twice before you go on.”`,
        says: light ? `${Who} goes red. “Just one thing, over and over: ‘Don't go.’”` : `${Who} answers: “The same few words, over and over: ‘Don't come any closer.’ That's all of it.”`,
        there: light ? `${Who} laughs. “Nothing scary. Just something I'm not ready to show you yet.”` : `${Who}'s voice drops. “Something that only comes out at night. I've heard it, never seen it, and I don't want to.”`,
        what: `${Who} thinks before answering. “I don't know all of it. One thing I'm sure of: it started here, and it isn't finished.”`,
        why: light ? `${Who} is quiet for a moment. “Because I didn't know how to tell you.”` : `“Because it isn't safe here yet,” ${who} says. “That's the whole reason.”`,
        who: light ? `${Who} shakes their head. “Someone you know too. I'm not saying the name, not yet.”` : `${Who} shakes their head. “I never saw a face. Someone who knows this place better than we do.”`,
        where: `${Who} nods back the way you came. “Back there. That's the last place I saw.”`,
        when: `“Just before you came,” ${who} says. “Not long ago at all.”`,
        yesno: light ? `${Who} hesitates, then nods. “Yes. I was going to tell you myself.”` : `${Who} is quiet for a beat, then nods. “Yes. I should have said so sooner.”`,
      };
      return lines[form];
    }
  }
}

/** Verbs that put a question to someone (not "tell", which says something). */
const askVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks|asking|question|questions|demand|demands)\b/iu,
  vi: vi('hỏi|gặng hỏi|hỏi dồn|chất vấn'),
  ko: /(?:고|지|까|요|[?？])\s?(?:묻|물어|물었|여쭤|여쭙|여쭌|따지|따진|따져|따졌|캐묻|캐물)/u,
  zh: /问|质问|追问|打听/u,
};

/** Whether a told choice puts a question to someone by its verb. */
export function asksSomeone(told: string, language: ContentLanguage): boolean {
  return askVerb[language].test(told);
}

/**
 * The person a question is put to, as the story names them: the longest run of the target's leading words (characters, in
 * Chinese) that the story wrote ("Linh tiếng người" → Linh, "表哥这伤是" → 表哥); when the story wrote none of it, a person of
 * the story's cast that the choice names, or its only one ("ngồi cạnh Mai rồi hỏi ai làm cậu buồn" asks Mai); else the target.
 */
export function storyPersonOf(target: string, story: string, told: string, cast: readonly string[], language: ContentLanguage): string {
  const low = story.toLowerCase();
  const bare = target.replace(/^(?:the|a|an|my|your|his|her|their|our)\s+/iu, '');
  if (low.includes(bare.toLowerCase())) return target;
  if (language === 'zh') {
    for (let end = Math.min(target.length, 6); end >= 2; end -= 1) if (story.includes(target.slice(0, end))) return target.slice(0, end);
  } else if (language !== 'ko') {
    const words = target.split(/\s+/u);
    for (let count = words.length - 1; count >= 1; count -= 1) {
      const head = words.slice(0, count).join(' ');
      // A determiner or a kin word alone ("the", "con") is no person.
      if (/^(?:the|a|an|my|your|his|her|their|our|this|that)$/iu.test(head) || (language === 'vi' && /^(?:con|cái|người|thằng|bé)$/iu.test(head))) continue;
      if (head.length >= 2 && letterBoundedWords(head.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).test(low)) return head;
    }
  }
  const named = cast.find((name) => told.toLowerCase().includes(name.toLowerCase()));
  if (named) return named;
  if (cast.length === 1) return cast[0] as string;
  return capitalName(told, story, language) ?? target;
}

/** A capitalised name in the choice that the story also wrote ("ngồi cạnh Hòa rồi hỏi…" → Hòa), English and Vietnamese. */
function capitalName(told: string, story: string, language: ContentLanguage): string | null {
  if (language !== 'en' && language !== 'vi') return null;
  const names = [...told.matchAll(/(?<![\p{L}\p{M}])\p{Lu}[\p{Ll}\p{M}]+(?![\p{L}\p{M}])/gu)].map((match) => match[0]);
  return names.find((name) => new RegExp(`(?<![\\p{L}\\p{M}])${name}(?![\\p{L}\\p{M}])`, 'u').test(story) && !/^(?:I|You|The|A|An)$/u.test(name)) ?? null;
}

/** A title said to a person ("박사님", "bà ơi", "阿姨", "sir") at the head of a question said to them. */
const vocative: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:excuse me,?\s+)?(?:sir|ma'am|madam|miss|captain|doctor|doc)\b/iu,
  vi: /^(ông|bà|cô|chú|bác|anh|chị|thầy|dì)(?:\s+ơi)?[,\s]/iu,
  ko: /^([가-힣]+?)님/u,
  zh: /^(师傅|大叔|阿姨|大爷|大妈|老人家|先生|小姐|道长|大师)/u,
};

/** The story's own phrase for a person called by a title ("박사" → "하나 박사", "bà" → "bà lão"), or null. */
function titledPerson(title: string, story: string, language: ContentLanguage): string | null {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const pattern = {
    en: new RegExp(`\\b(?:the\\s+)?${escaped}\\b`, 'iu'),
    vi: new RegExp(`(?<!${L})${escaped}\\s+[\\p{Ll}\\p{M}]+(?:\\s+\\p{Lu}[\\p{L}\\p{M}]*)?`, 'u'),
    ko: new RegExp(`(?:[가-힣]{1,3}\\s)?${escaped}`, 'u'),
    zh: new RegExp(escaped, 'u'),
  }[language];
  return pattern.exec(language === 'vi' ? story.toLowerCase() : story)?.[0]?.trim() ?? null;
}

/**
 * The person of the story who speaks in it: the subject of a sentence that says something aloud ("A blind old woman at the
 * crossroads holds out a bowl. 'Three roads,' she says"; "老巫师把戒指放在你手心里：“…”"), read from its opening noun phrase.
 */
function storySpeaker(story: string, language: ContentLanguage): string | null {
  if (!/["“”'‘’「」]|\bsays\b|\bsaid\b|(?<!\p{L})(?:nói|bảo)(?!\p{L})|라고|말한다|说|道/u.test(story)) return personNoun(story, language);
  switch (language) {
    case 'en': {
      const match = /(?:^|[.!?]\s+)(?:The|A|An)\s+((?:[a-z]+\s+){0,3}?[a-z]+)\s+(?:at|in|on|by|from|with|near|behind|holds|says|stands|sits|looks|watches|slides|hands|leans|smiles|whispers|turns|points|nods|puts|places|gives|pours|raises)\b/u.exec(story);
      return match ? `the ${match[1] as string}` : null;
    }
    case 'vi': {
      const match = /(?:^|[.!?]\s+)((?:Bà|Ông|Cô|Chú|Bác|Anh|Chị|Cậu|Thầy)\s+[\p{Ll}\p{M}]+(?:\s+[\p{Ll}\p{M}]+)?)\s+(?:nói|bảo|đưa|đặt|nhìn|đứng|ngồi|dặn|cười|thì thầm)/u.exec(story);
      return match ? (match[1] as string).replace(/^\p{Lu}/u, (first) => first.toLowerCase()) : null;
    }
    case 'ko': {
      const match = /(?:^|[.!?]\s+)(?:[가-힣]+\s)?([가-힣]{1,6}?)(?:이|가|은|는)\s[^.!?]*(?:라고|말한다|말했다|한다며)/u.exec(story);
      return match ? (match[1] as string) : null;
    }
    default: {
      const match = /(?:^|[。！？])([\p{Script=Han}]{2,4}?)(?:把|对你|朝你|看着你|笑着|低声|小声)?[^。！？“]{0,20}(?:说|道)?[：:]“/u.exec(story);
      return match ? (match[1] as string) : null;
    }
  }
}

/** A stranger the story shows by a plain person noun ("the man beside you", "옆에 선 사람이", "một người đàn ông", "那个男人"). */
function personNoun(story: string, language: ContentLanguage): string | null {
  switch (language) {
    case 'en': {
      const match = /\b(?:the|a|an)\s+((?:[a-z]+\s+){0,2}?(?:man|woman|boy|girl|stranger|child|kid|person|figure|old man|old woman))\b/iu.exec(story);
      return match ? `the ${match[1] as string}` : null;
    }
    case 'vi': {
      const match = /(?<![\p{L}\p{M}])(?:một\s+)?(người đàn ông|người phụ nữ|người lạ|cậu bé|cô bé|ông lão|bà lão|cô gái|chàng trai)(?![\p{L}\p{M}])/iu.exec(story);
      return match ? (match[1] as string).toLowerCase() : null;
    }
    case 'ko': {
      const match = /(사람|남자|여자|소년|소녀|아이|노인|할머니|할아버지|아저씨|아주머니)(?:이|가|은|는)\s/u.exec(story);
      return match ? `그 ${match[1] as string}` : null;
    }
    default: {
      const match = /(男人|女人|陌生人|老人|小孩|男孩|女孩|老太太|老头)/u.exec(story);
      return match ? `那个${match[1] as string}` : null;
    }
  }
}

/**
 * Round 16: the person a question in the choice is put to when no act reader found one: a person of the story's cast the
 * choice names, one called by a title the story has ("박사님" → 하나 박사), the story's only person, or the story's speaker.
 */
export function questionedPerson(typed: string, told: string, story: string, cast: readonly string[], language: ContentLanguage): string | null {
  const named = cast.find((name) => told.toLowerCase().includes(name.toLowerCase()));
  if (named) return named;
  const title = vocative[language].exec(typed.trim());
  const titled = title ? titledPerson(title[1] ?? title[0], story, language) : null;
  if (titled) return titled;
  if (cast.length === 1) return cast[0] as string;
  return storySpeaker(story, language) ?? personNoun(story, language);
}

/** A question said straight to someone: a second-person word or a title called ("how do you know", "박사님 …?"). */
const addressed: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you|your|u|ur)\b/iu,
  vi: new RegExp(`(?<!${L})(?:ông|bà|cô|chú|bác|anh|chị|cậu|thầy|dì)(?!${L})(?!\\s+(?:ấy|ta|kia|đó)(?!${L}))`, 'iu'),
  ko: /^[가-힣]+님|(?:^|\s)(?:너|넌|니가|네가|당신|자네)(?=\s|$|는|가|도|한테|랑)/u,
  zh: /你|您|^(?:师傅|大叔|阿姨|大爷|大妈|老人家|先生|小姐|道长|大师)/u,
};

/** Whether a question is said straight to someone. */
export function saidToSomeone(typed: string, language: ContentLanguage): boolean {
  return addressed[language].test(typed);
}

/** A question said aloud to the person, told as asked of them. */
export function askedAloudLine(who: string, question: string, language: ContentLanguage): string {
  const q = question.trim().replace(/[?？!！.。]+$/u, '').replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  switch (language) {
    case 'vi':
      return `Bạn hỏi ${who}: “${q}?”`;
    case 'ko':
      return `당신은 ${who}에게 묻는다. “${q}?”`;
    case 'zh':
      return `你问${who}：“${q}？”`;
    default:
      return `You ask ${who}: “${q}?”`;
  }
}

/** Options after an answer: press the person for more, or go and see. */
export function askedFormOptions(who: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Hỏi ${who} còn biết gì nữa`, 'Tự mình đi xem cho rõ'];
    case 'ko':
      return [`${who}에게 또 뭘 아는지 묻는다`, '직접 가서 확인한다'];
    case 'zh':
      return [`问${who}还知道些什么`, '亲自去看个究竟'];
    default:
      return [`Ask ${who} what else they know`, 'Go and see for yourself'];
  }
}

/** The question's own words: what follows the ask verb and the person ("ask him how he has been" → "how he has been"). */
export function questionAfter(told: string, who: string, language: ContentLanguage): string {
  const verb = language === 'ko' ? null : askVerb[language].exec(told);
  const rest = verb ? told.slice(verb.index + verb[0].length) : told;
  const at = rest.toLowerCase().indexOf(who.toLowerCase());
  if (at >= 0 && at <= 2) return rest.slice(at + who.length);
  return rest.replace(/^\s*(?:him|her|them)\b/iu, '');
}
