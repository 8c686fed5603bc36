/**
 * The chat's ask reader (round 9b of issue 13): most messages carry one ask, and its form decides the answer. This
 * module reads the forms a stock family used to talk past — a gift to choose (for whom, for what occasion, what the
 * person loves), a first day at a new job (with what the visitor worries about: what to wear, eating lunch alone, the
 * self-introduction, being late), someone met again (the name kept with its title: Mr. Patel, chị Hạnh, 王老师; the
 * place; the shared memory), a shared memory asked about ("remember the turtle we kept?"), good news (a license or a
 * job got, after failing before), "say something or let it go" about a hurt, and mixed feelings about someone else's
 * success, why a feeling comes back at the same time each week, what to wear to an occasion, what film to watch for
 * a mood, a pet just brought home — and answers each concretely from what was read.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import {
  achievements, askLines, watchMoods, wearOccasions, firstDayWorries, giftHobbies, giftOccasions, giftRecipients, meetPlaces, occasionIdeas, sharedMemories,
  type AskEntity, type AskRegister,
} from './data/persona/chat-ask-lines.ts';
import { readTimeWords, timePhrase } from './chat-time-words.ts';
import { lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { asksLiterally } from './persona-chat-literal16.ts';
import { contentLanguages } from '../contract/content-types.ts';

/** The form of the ask a message carries, with what it names. */
export type ChatAskForm =
  | { kind: 'gift'; recipient: string | null; occasion: string | null; hobby: string | null }
  | { kind: 'first_day'; worries: string[]; school: boolean }
  | { kind: 'met'; person: string; place: string | null; memory: string | null; remembered: boolean; uneasy: boolean }
  | { kind: 'good_news'; thing: string; persisted: boolean }
  | { kind: 'memory'; memory: string; dream: boolean; told?: string }
  | { kind: 'speak_up'; person: string | null; again: boolean }
  | { kind: 'mixed'; success: string | null }
  | { kind: 'why_feel'; weekday: number | null; evening: boolean }
  | { kind: 'wear'; occasion: string | null }
  | { kind: 'new_place'; study: boolean }
  | { kind: 'lunch_alone' }
  | { kind: 'new_pet'; animal: 'cat' | 'dog' | 'other'; petName: string | null }
  | { kind: 'watch'; mood: string | null };

const lexiconOf = (entities: Readonly<Record<string, AskEntity>>): Readonly<Record<string, readonly string[]>> =>
  Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.match]));
const recipientLexicon = lexiconOf(giftRecipients);
const occasionLexicon = lexiconOf(giftOccasions);
const hobbyLexicon = lexiconOf(giftHobbies);
const placeLexicon = lexiconOf(meetPlaces);
const memoryLexicon = lexiconOf(sharedMemories);
const achievementLexicon = lexiconOf(achievements);

/** Asking what to give: "what should I get him", "tặng gì", "선물 뭐가 좋을까", "送什么". */
const giftAsk = /\b(?:what (?:should|can|do) I (?:get|give|buy)|gift ideas?|(?:gift|present) for)\b|(?:tặng gì|quà gì|nên tặng|mua gì tặng|tặng (?:mẹ|bố|ba|người yêu|bạn)[^.?!]{0,20}gì)|(?:선물[^.?!]{0,12}(?:뭐|뭘|추천|좋을까|고민)|뭘 사 ?드|뭐 사 ?드)|(?:送什么|送啥|送点什么|什么礼物|礼物[^。？！]{0,8}(?:好|推荐|选))/iu;
/** Asked what the visitor wants to receive ("he keeps asking what I want for my birthday"): not a gift to choose. */
const giftReceived = /\b(?:what I want|what do I want|asked me what I want|asking me what I want|get me)\b|(?:muốn được tặng|được tặng gì|tặng (?:em|mình|tớ|tao) gì)|(?:받고 싶|받을까|나한테 뭐|저한테 뭐)|(?:我想要什么|送我什么|想收到)/iu;

/** A counted anniversary: "100일", "1주년", "3 months together", "một năm yêu nhau", "一周年". */
const countedAnniversary = /\d+\s?(?:주년|일(?=[이인에째]|\s|$))|\b(?:\d+|one|two|three|six) (?:months?|years?) (?:together|anniversary)\b|(?:(?:một|hai|ba|\d+) (?:năm|tháng) yêu nhau)|(?:[一二三四五六七八九十\d]+周年|在一起[一二三四五六七八九十\d]+(?:年|个月|天))/iu;

/** Asking what to wear: "what should I wear", "mặc gì", "뭐 입지", "穿什么". */
const wearAsk = /\b(?:what (?:should|do|can) I wear|what to wear|outfit (?:ideas?|advice)|help me (?:pick|choose) an outfit)\b|(?:mặc gì|mặc đồ gì|mặc sao|diện gì)|(?:뭐 입|뭘 입|옷 (?:추천|골라))|(?:穿什么|穿啥|怎么穿)/iu;
/** Asking what to watch: "what should I watch", "xem phim gì", "영화 뭐 볼까", "看什么电影". */
const watchAsk = /\b(?:what (?:should|can) (?:I|we) watch|recommend (?:me )?(?:a )?(?:movie|film|show)|(?:movie|film|show) (?:recommendations?|to watch))\b|(?:xem (?:phim )?gì|phim gì hay|gợi ý (?:cho .{1,8} )?(?:một )?bộ phim)|(?:(?:영화|드라마|뭐) ?(?:볼까|추천)|뭐 보지)|(?:看什么|推荐(?:一部|个)?(?:电影|剧)|什么电影)/iu;
const moodLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(watchMoods).map(([key, mood]) => [key, mood.match]));

/** Eating lunch alone told as a habit: "I eat lunch alone every day", "ăn trưa một mình", "혼밥", "一个人吃午饭". */
const lunchAloneTold = /\b(?:eat(?:ing)? lunch alone|eat(?:ing)? alone at (?:work|school)|lunch by myself)\b|(?:ăn trưa một mình|ăn cơm một mình)|(?:혼자 점심|점심(?:을|은)? 혼자|혼밥)|(?:一个人吃午饭|自己一个人吃饭|午饭都是一个人)/iu;
/** Moving somewhere new, or going alone to study or work far away. */
/**
 * Someone else moved away (my best friend moved to Canada, bạn thân em chuyển vào Sài Gòn, 친구가 이사 갔어, 朋友搬到): the
 * visitor stayed, so the new-place lines (become a regular somewhere, join a club) are not theirs (round 14, lead).
 */
const otherMoved = /\b(?:my|our)\s+(?:[a-z-]+\s+){0,2}(?:friend|bestie|sister|brother|mom|mum|dad|cousin|boyfriend|girlfriend|partner|roommate|neighbou?r)s?\s+(?:just\s+)?(?:moved|is moving|has moved|left for|went to)\b|(?:bạn|bạn thân|chị|anh|em|mẹ|bố|người yêu|bồ)\s(?:[\p{L}\p{M}]+\s){0,2}(?:vừa |mới |đã )?(?:chuyển|dọn|đi du học|sang|ra nước ngoài)|(?:친구|언니|오빠|형|누나|동생|엄마|아빠|남자친구|여자친구)(?:가|이|는)\s(?:[가-힣]+\s){0,2}(?:이사|유학|이민|떠났)|(?:朋友|闺蜜|姐姐|哥哥|妹妹|弟弟|男朋友|女朋友|爸|妈)(?:[^，。]{0,6})(?:搬到|搬去|出国|去了|移民)/iu;

const newPlaceTold = /\b(?:just moved|moved to|moving to|new city|new neighbou?rhood|new town|by myself to|alone to)\b|(?:mới chuyển (?:nhà|đến|lên|vào)|chuyển (?:lên|vào|ra) .{1,15} (?:học|làm|sống)|một mình (?:lên|vào|ra|sang|đi)|đi du học)|(?:이사했|이사 왔|이사를 왔|타지|혼자 .{0,10}(?:가|살)|유학)|(?:搬到|搬家了|刚搬|一个人去|一个人在|读研|留学|去外地|新城市)/iu;
/** Lonely or scared about it. */
const lonelyFelt = /\b(?:lonely|alone|loser|scared|afraid|nervous|homesick|don't know anyone|no friends)\b|(?:cô đơn|tủi|sợ|lo|nhớ nhà|không quen ai|chưa quen ai)|(?:외로|무서|걱정|떨려|쓸쓸|아는 사람이 (?:하나도 )?없)|(?:孤单|孤独|寂寞|怕|紧张|想家|不认识)/iu;
/** Going away to study. */
const studyAway = /\b(?:grad school|university|college|study|studies)\b|(?:du học|đi học|học thạc sĩ|nhập học)|(?:유학|대학원|학교)|(?:读研|留学|读书|上学|读博)/iu;

/** A first day at a new job, still to come. */
const firstDayTold = /\b(?:start(?:ing)? (?:my |a )?new job|first day (?:at|of) (?:my |the )?(?:new )?(?:job|work)|new job (?:on|tomorrow|next)|my first day)\b|(?:ngày đầu (?:tiên )?đi làm|bắt đầu (?:đi làm|công việc mới)|công việc mới)|(?:첫 ?출근|입사 첫날|새 직장)|(?:第一天上班|入职第一天|新工作|第一天入职)/iu;

/** A first day at a new school: "new school", "chuyển trường", "전학", "转学". */
const newSchoolTold = /\b(?:new school|first day (?:at|of) (?:school|uni|college|class)|transferr?ing schools?|changed schools)\b|(?:trường mới|chuyển trường|ngày đầu đi học|lớp mới)|(?:전학|새 학교|개학 첫날|입학 첫날)|(?:新学校|转学|开学第一天|新班级)/iu;

/** Meeting someone (again): "ran into", "gặp lại", "만났", "碰到". */
const metTold = /\b(?:ran into|bumped into|run into|met)\b|(?:gặp lại|tình cờ gặp|gặp được|gặp)|(?:만났|마주쳤)|(?:碰到|遇到|遇见|见到|碰见)/iu;
/** A meeting told with unease (awkward, embarrassed, worried): answered as that, not as glad news. */
const uneasyMeeting = /\b(?:awkward|embarrass\w*|cringe|upset|worried|nervous|annoyed|scared)\b|(?:ngại|xấu hổ|quê quá|bực|khó chịu|lo quá)|(?:창피|어색|민망|속상|걱정|짜증)|(?:尴尬|难受|难过|担心|丢人)/iu;
/** A meeting told as a puzzle ("why would she be here?"): the case readers take it. */
const puzzledMeeting = /\bwhy (?:would|is|was|did|does)\b|(?:tại sao|vì sao)|왜|(?:为什么|怎么回事)/iu;
/** The person still remembered the visitor. */
const rememberedTold = /\b(?:still remembered|remembered (?:my name|me)|recognized me|recognised me)\b|(?:vẫn (?:còn )?nhớ (?:tên )?(?:tao|em|mình|tớ|tôi))|(?:(?:나|저)를 (?:아직 )?기억|아직 기억하)|(?:还记得我|居然记得我|认出我)/iu;
/** Asking whether the persona remembers something: "remember when…?", "còn nhớ… không", "기억나?", "还记得…吗". */
const rememberAsk = /\b(?:remember (?:when|how|the|that|our|those)|do you (?:still )?remember|you (?:still )?remember)\b|(?:còn nhớ|nhớ hồi|nhớ không)|(?:기억나|기억 나|기억해)|(?:还记得|记不记得|记得吗)/iu;

/** Swaps the visitor's and the speaker's sides in English ("you broke your arm" → "I broke my arm", "my" → "your"). */
function swapEnglishSides(phrase: string): string {
  const swaps: Readonly<Record<string, string>> = { i: 'you', me: 'you', my: 'your', mine: 'yours', you: 'I', your: 'my', yours: 'mine', "i'm": "you're", "you're": "I'm" };
  return phrase.replace(/\b(?:I'm|you're|I|me|my|mine|you|your|yours)\b/giu, (word) => swaps[word.toLowerCase()] ?? word);
}

/** The memory a "do you remember …?" asks about, as a whole clause in the speaker's words, or null. */
function rememberedPhrase(text: string): string | null {
  const en = /\bremember\s+((?:when|how|what|the|that|our|those|us|we|who|where)\b[^?.!]{3,80})/iu.exec(text);
  // Only a memory the two share ("what we wanted to be", "when you fell off my bike"); "the first dish you cooked" asks
  // about the persona itself.
  const clause = en ? (en[1] as string).replace(/\s*\b(?:lol|lmao|haha+|hehe+|xd)\b.*$/iu, '').trim() : '';
  if (en) return /\b(?:we|us|our)\b|^when\b/iu.test(clause) ? swapEnglishSides(clause) : null;
  const zh = /(?:还记得|记不记得)([^？?。！!]{2,30}?)(?:吗|嘛|不|没)?[？?。！!]*$/u.exec(text);
  if (zh && !/[你我]/u.test(zh[1] as string)) return (zh[1] as string).trim();
  const vi = /còn nhớ\s+([^?.!]{3,60}?)\s+(?:không|hông|ko|chứ)\b/iu.exec(text);
  if (vi && !/(?<![\p{L}\p{M}])(?:tao|mày|tôi|bạn|mình|tớ|cậu)(?![\p{L}\p{M}])/iu.test(vi[1] as string)) return (vi[1] as string).trim();
  const ko = /^(?:너\s|야\s)?([^?.!]{3,40}?)\s?(?:거\s)?기억(?:나|해)/u.exec(text.trim());
  if (ko && !/(?:^|\s)(?:너|나|내|네|니)(?:\s|가|는|도)/u.test(ko[1] as string)) return (ko[1] as string).trim();
  return null;
}

/** A dream of it told ("I dreamed about it", "梦到它了"). */
const dreamTold = /\b(?:dream(?:ed|t)?)\b|(?:mơ thấy|nằm mơ)|(?:꿈에|꿈을|꿈꿨)|(?:梦到|梦见|做梦)/iu;
/** Asking why one feels a heavy feeling at a recurring time ("why do I get so anxious every Sunday night?"). */
const whyFeel = /\bwhy do I (?:(?:always|get|feel|become|so|really)\s+){0,3}(?:anxious|nervous|sad|down|low|restless|panicky|dread)|(?:tại sao|vì sao|sao) (?:em|mình|tôi|tớ) (?:cứ |hay |lại )?(?:lo âu|bồn chồn|buồn|bất an|hồi hộp)|왜 (?:저는|나는|전|난|제가|내가)?\s?(?:항상 |매번 |꼭 )?[^?.!]{0,20}(?:불안|우울|초조|긴장)|为什么我[^？?。]{0,16}(?:焦虑|紧张|难过|低落|不安|心慌)/iu;

/** Success told: passed, got it, đậu, 땄어, 考过了. */
const successTold = /\b(?:passed|finally got|got my|got the job|got in|got into|got accepted|i did it|said yes|got engaged)\b|(?:(?<![\p{L}])(?:đậu|đỗ)(?![\p{L}])|lấy được|có bằng|được nhận|trúng tuyển|đồng ý rồi|nhận lời)|(?:땄|붙었|합격했|통과했|합격이|승낙했|받았어)|(?:考过了|通过了|拿到了|拿到驾照|考上了|被录取|答应了|订婚了)/iu;
/** Success denied: didn't pass, trượt, 못 땄, 没考过. */
const successDenied = /\b(?:didn't pass|did not pass|failed again|didn't get)\b|(?:không đậu|chưa đậu|không đỗ|lại trượt)|(?:못 ?땄|또 떨어|불합격)|(?:没考过|没通过|没拿到|又挂)/iu;
/** The success is someone else's ("my brother passed", "동생이 면허 땄어", "弟弟考过了"): not the visitor's news to congratulate. */
const someoneElseSucceeded = /\b(?:my|our) (?:little |big |older |younger )?(?:brother|sister|friend|son|daughter|cousin|mom|mum|dad|boyfriend|girlfriend|husband|wife|roommate)\b[^.!?]{0,30}\b(?:passed|got)\b|\b(?:he|she|they) (?:finally |just )?(?:passed|got)\b|(?:em trai|em gái|anh trai|chị gái|bạn (?:thân|tao|tớ|em)|con (?:trai|gái)|người yêu)[^.!?]{0,25}(?:đậu|đỗ|lấy được|trúng tuyển)|(?:동생|친구|언니|오빠|형|누나|아들|딸|남친|여친|남자친구|여자친구)(?:이|가|는|은)?\s[^.!?]{0,15}(?:땄|붙었|합격)|(?:弟弟|妹妹|哥哥|姐姐|朋友|儿子|女儿|他|她)[^。！？]{0,10}(?:考过|通过|拿到|考上|被录取)/iu;

/** A pet just brought home: "adopted a kitten", "nhận nuôi một bé mèo", "강아지 입양했어", "领养了一只小猫". */
const newPetTold = /\b(?:adopted|got|brought home|rescued) (?:a |an |my first |our |this )?(?:new |little |tiny )*(kitten|cat|puppy|dog|bunny|rabbit|hamster)\b|(?:nhận nuôi|mới nuôi|rước về|đón về|mới mua)\s(?:một |1 )?(?:bé |con |em )?(mèo|chó|cún|thỏ|hamster)|(고양이|강아지|냥이|토끼|햄스터)[^.!?]{0,10}(?:입양|데려왔|분양 받았)|(?:领养了|收养了|养了|抱回了?|带回了?)(?:一只|只)?(?:小)?(猫|狗|兔子|仓鼠)/iu;

/** The name a new pet was given: "her name is Pepper", "tên là Mít", "이름은 콩이에요", "叫团子". */
function petNameOf(text: string): string | null {
  const western = /\b(?:named|called|(?:her|his|its) name is)\s+(\p{Lu}\p{Ll}+)|(?:tên là|tên)\s+(\p{Lu}\p{Ll}*)/u.exec(text);
  if (western) return western[1] ?? western[2] ?? null;
  const korean = /이름은\s?([가-힣]{1,4}?)(이에요|예요|이야|야|이고|입니다)?(?=[!.,?~\s]|$)/u.exec(text);
  if (korean?.[1]) return korean[2]?.startsWith('이') ? `${korean[1]}이` : korean[1];
  const chinese = /叫[“"「]?([\u4e00-\u9fff]{1,3}?)[”"」]?(?=[，。！？,.!?\s]|$)/u.exec(text);
  return chinese?.[1] ?? null;
}

/** Failing told before the success ("after failing twice", "세 번이나 떨어졌었는데"). */
const failedBefore = /\b(?:failed|failing|after (?:\w+ )?(?:tries|attempts))\b|(?:trượt|rớt|thi lại)|(?:떨어졌었|떨어졌는데|떨어지고|번 떨어)|(?:挂了|没过|考了[\d一二三四五几]次)/iu;

/** Mixed feelings: "feel complicated", "jealous", "복잡해요", "ghen tị", "心里酸". */
const mixedFeeling = /\b(?:mixed feelings|jealous|envious|complicated|conflicted|bitter)\b|(?:ghen tị|ganh tị|tủi thân|lẫn lộn|khó tả)|(?:복잡|질투|부럽|씁쓸|배 아프)|(?:嫉妒|羡慕|心里酸|酸酸|五味杂陈|复杂)/iu;
/** Someone else got there first ("before me", "먼저", "比我先"). */
const aheadOfMe = /\b(?:before me|ahead of me|instead of me)\b|(?:trước (?:em|mình|tôi|tớ))|(?:저보다|나보다|먼저)|(?:比我先|比我早|抢先)/iu;
/** The visitor congratulated them. */
const congratulated = /\b(?:congratulated|said congrats)\b|(?:chúc mừng)|(?:축하는|축하했|축하해 ?줬)|(?:恭喜了|祝贺了|说了恭喜)/iu;
const successLexicon: Readonly<Record<string, readonly string[]>> = {
  promotion: ['promoted', 'promotion', 'thăng chức', 'lên chức', '승진', '升职', '晋升'],
  engaged: ['engaged', 'getting married', 'đính hôn', 'cưới', '결혼', '约婚', '结婚'],
  accepted: ['got in', 'accepted', 'đậu', 'trúng tuyển', '합격', '录取', '考上'],
};
const successNames: Readonly<Record<string, Readonly<Record<ContentLanguage, string>>>> = {
  promotion: { en: 'the promotion', vi: 'thăng chức', ko: '승진', zh: '升职' },
  engaged: { en: 'the wedding news', vi: 'tin cưới', ko: '결혼 소식', zh: '结婚的消息' },
  accepted: { en: 'the acceptance', vi: 'tin đậu', ko: '합격', zh: '录取' },
};

/** Speaking up about a hurt, one side of "say something or let it go". */
const speakUp = /\b(?:say something|tell (?:him|her|them)|bring it up|talk to (?:him|her|them)|confront)\b|(?:nói ra|nói thẳng|nói với|góp ý)|(?:말할까|말해야|말해 볼까|얘기할까|얘기해야|말을 해야|서운하다고)|(?:说出来|跟(?:他|她)说|告诉(?:他|她)|提出来|说一下)/iu;
/** Letting a hurt go, the other side. */
const letGo = /\b(?:let it go|let it slide|drop it|ignore it|say nothing)\b|(?:bỏ qua|cho qua|im lặng|thôi kệ)|(?:넘어갈까|참을까|그냥 넘어|참아야|모른 척)|(?:算了|忍着|当没事|不说)/iu;
/** The hurt happened before. */
const againTold = /\bagain\b|(?<![\p{L}])lại(?![\p{L}])|또|又|再次/iu;

const englishTitles = /\b(Mr|Mrs|Ms|Miss|Dr|Coach|Professor|Aunt|Uncle)\.?\s+(\p{Lu}\p{Ll}+)/u;
const vietnameseTitles = /(?<![\p{L}])(anh|chị|cô|thầy|chú|bác|dì)\s+(\p{Lu}\p{Ll}+)/u;
const koreanTitles = /([가-힣]{2,3}?)\s?(선생님|쌤|씨|선배|언니|오빠|누나|형)(?=[을를이가은는한과와도랑에께\s,.!?~]|$)/u;
const chineseTitles = /([王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤])(老师|阿姨|叔叔|姐|哥|教练|医生|同学|大爷|奶奶)/u;
const dottedTitles = new Set(['Mr', 'Mrs', 'Ms', 'Dr']);

/**
 * A person named with a title, the title kept with the name: "Mr. Patel", "chị Hạnh", "민수 선배", "王老师". The
 * persona's own forms of address (셰프님, 오빠 alone) are not read: a title needs a name before or after it.
 */
export function titledNames(text: string): string[] {
  const names: string[] = [];
  const en = englishTitles.exec(text);
  if (en?.[1] && en[2]) names.push(`${en[1]}${dottedTitles.has(en[1]) ? '.' : ''} ${en[2]}`);
  const vi = vietnameseTitles.exec(text);
  if (vi?.[1] && vi[2]) names.push(`${vi[1]} ${vi[2]}`);
  const ko = koreanTitles.exec(text);
  // Not a word that ends in a particle ("동생이 형") nor a word with 씨 inside it (아저씨, 아가씨).
  if (ko?.[1] && ko[2] && !/^(?:우리|제|내|저|그|이|아저|아가|회사|학교|친구)$/u.test(ko[1]) && !/[이가은는을를의도에랑]$/u.test(ko[1])) names.push(`${ko[1]} ${ko[2]}`);
  const zh = chineseTitles.exec(text);
  if (zh?.[1] && zh[2]) names.push(`${zh[1]}${zh[2]}`);
  // A name after what the person is to the visitor: "高中同学小美", "同事小林".
  const zhAfter = /(?:同学|同事|朋友|学姐|学长|学妹|学弟|邻居)(小[\u4e00-\u9fff]|[\u4e00-\u9fff]{2})(?=[，。！？,.!?\s了]|$)/u.exec(text);
  if (!zh && zhAfter?.[1]) names.push(zhAfter[1]);
  return names;
}

/** The first key of a lexicon the document names, or null. */
const firstKey = (doc: MatchDocument, lexicon: Readonly<Record<string, readonly string[]>>): string | null => lexiconKeysInOrder(doc, lexicon)[0] ?? null;

/** The first key one of whose Hangul or Han words is inside the text, whatever ending follows it ("우울한데", "难过死了"). */
function stemKey(text: string, lexicon: Readonly<Record<string, readonly string[]>>): string | null {
  return Object.keys(lexicon).find((key) => (lexicon[key] ?? []).some((word) => /^[가-힣\u4e00-\u9fff]{2,}$/u.test(word) && text.includes(word))) ?? null;
}

/** Reads the form of the ask of the last message, or null when it carries none of the forms. */
export function readAskForm(text: string): ChatAskForm | null {
  const doc = matchDocument(text);
  if (giftAsk.test(text) && !giftReceived.test(text)) {
    const occasion = firstKey(doc, occasionLexicon) ?? (countedAnniversary.test(text) ? 'anniversary' : null);
    return { kind: 'gift', recipient: firstKey(doc, recipientLexicon), occasion, hobby: firstKey(doc, hobbyLexicon) };
  }
  if (mixedFeeling.test(text) && (aheadOfMe.test(text) || congratulated.test(text))) return { kind: 'mixed', success: firstKey(doc, successLexicon) };
  if (speakUp.test(text) && letGo.test(text)) return { kind: 'speak_up', person: firstKey(doc, recipientLexicon), again: againTold.test(text) };
  const pet = newPetTold.exec(text);
  if (pet) {
    const animal = (pet[1] ?? pet[2] ?? pet[3] ?? pet[4] ?? '').toLowerCase();
    return { kind: 'new_pet', animal: /kitten|cat|mèo|고양이|냥이|猫/u.test(animal) ? 'cat' : /puppy|dog|chó|cún|강아지|狗/u.test(animal) ? 'dog' : 'other', petName: petNameOf(text) };
  }
  const thing = firstKey(doc, achievementLexicon);
  // Round 16: a success told beside what to do now (…then had a huge fight with my mom. what do i do) is that question's.
  const asksNow = (): boolean => contentLanguages.some((language) => asksLiterally(text, language));
  if (thing && successTold.test(text) && !successDenied.test(text) && !someoneElseSucceeded.test(text) && !asksNow()) return { kind: 'good_news', thing, persisted: failedBefore.test(text) };
  if (firstDayTold.test(text)) return { kind: 'first_day', worries: lexiconKeysInOrder(doc, firstDayWorries), school: false };
  if (newSchoolTold.test(text)) return { kind: 'first_day', worries: lexiconKeysInOrder(doc, firstDayWorries), school: true };
  if (lunchAloneTold.test(text) && lonelyFelt.test(text)) return { kind: 'lunch_alone' };
  if (newPlaceTold.test(text) && lonelyFelt.test(text) && !otherMoved.test(text)) return { kind: 'new_place', study: studyAway.test(text) };
  if (wearAsk.test(text)) return { kind: 'wear', occasion: firstKey(doc, lexiconOf(wearOccasions)) };
  if (watchAsk.test(text)) return { kind: 'watch', mood: firstKey(doc, moodLexicon) ?? stemKey(text, moodLexicon) };
  const person = titledNames(text)[0];
  if (person && metTold.test(text) && !puzzledMeeting.test(text)) {
    return { kind: 'met', person, place: firstKey(doc, placeLexicon), memory: firstKey(doc, memoryLexicon), remembered: rememberedTold.test(text), uneasy: uneasyMeeting.test(text) };
  }
  const memory = firstKey(doc, memoryLexicon);
  if (memory && rememberAsk.test(text)) return { kind: 'memory', memory, dream: dreamTold.test(text) };
  // Round 10 (set D): a shared memory no lexicon knows ("do you still remember what we wanted to be when we were ten?")
  // is remembered in the visitor's own words, turned to the speaker's side ("you" ↔ "I").
  const told = rememberAsk.test(text) ? rememberedPhrase(text) : null;
  if (told) return { kind: 'memory', memory: '', dream: dreamTold.test(text), told };
  if (whyFeel.test(text)) {
    const time = readTimeWords(doc);
    return { kind: 'why_feel', weekday: time.weekday, evening: time.part === 'evening' || time.part === 'night' || time.when === 'tonight' };
  }
  return null;
}

/** A pet named in each language. */
const petWords: Readonly<Record<'cat' | 'dog' | 'other', Readonly<Record<ContentLanguage, string>>>> = {
  cat: { en: 'kitten', vi: 'bé mèo', ko: '고양이', zh: '小猫' },
  dog: { en: 'puppy', vi: 'bé cún', ko: '강아지', zh: '小狗' },
  other: { en: 'little one', vi: 'bé cưng', ko: '아기', zh: '小家伙' },
};

/** Personas who speak Korean in the plain register (반말). */
const plainKorean: ReadonlySet<PersonaKey> = new Set(['girl', 'kid', 'childhood_friend']);

/** The register of the ask lines for a persona in a language. */
export function askRegister(persona: PersonaKey, language: ContentLanguage): AskRegister {
  if (language !== 'ko') return language;
  return plainKorean.has(persona) ? 'koPlain' : 'koPolite';
}

/** Writes one line of a list (the chat engine passes a writer that avoids sentences said earlier). */
export type AskLineWriter = (list: readonly string[]) => string | null;

/** Worries of a first day that have their own line. */
const firstDayWorryLines: ReadonlySet<string> = new Set(['wear', 'lunch', 'people', 'intro', 'late']);

/**
 * Writes the answer to the ask: what was understood, the concrete answer drawn from the message, one question back.
 * `subject` names the everyday subject of the message (the birthday forgotten) and `name` the person it names, both
 * read by the grounded reader.
 */
export function writeAskAnswer(form: ChatAskForm, persona: PersonaKey, text: string, c: PhraseComposer, line: AskLineWriter, subject: string | null = null, name: string | null = null): string[] {
  const lines = askLines[askRegister(persona, c.language)];
  const language = c.language;
  const parts: string[] = [];
  const push = (list: readonly string[]): void => {
    const usable = c.usable(list);
    const written = usable.length > 0 ? line(usable) : null;
    if (written !== null) parts.push(written);
  };
  switch (form.kind) {
    case 'gift': {
      const recipient = (form.recipient ? giftRecipients[form.recipient]?.name[language] : undefined) ?? ({ en: 'them', vi: 'người ấy', ko: '그분', zh: '对方' } as const)[language];
      c.set('recipient', recipient).flag('occasion', form.occasion !== null);
      // Korean says 생신 for an elder's birthday.
      const elder = form.recipient === 'mom' || form.recipient === 'dad' || form.recipient === 'teacher';
      if (form.occasion) c.set('occasion', language === 'ko' && elder && form.occasion === 'birthday' ? '생신' : giftOccasions[form.occasion]?.name[language] ?? '');
      push(lines.giftOpen);
      const hobby = form.hobby ? giftHobbies[form.hobby] : undefined;
      if (hobby) {
        c.set('hobby', hobby.name[language]).set('idea', hobby.idea[language]);
        push(lines.giftHobby);
        push(lines.giftNote);
      } else {
        // The occasion's own idea already holds a handwritten letter or card.
        const ideas = occasionIdeas[form.occasion === 'anniversary' || form.occasion === 'birthday' ? form.occasion : 'other'];
        c.set('idea', ideas?.[language] ?? '');
        push(lines.giftIdea);
      }
      push(hobby ? lines.giftAskBudget : lines.giftAskHobby);
      return parts;
    }
    case 'first_day': {
      const day = timePhrase(readTimeWords(text), language);
      c.flag('when', day !== null).set('w', day === null ? '' : language === 'zh' ? day : language === 'ko' ? `${day} ` : ` ${day}`);
      c.flag('school', form.school);
      push(lines.firstDayOpen);
      for (const worry of form.worries.filter((key) => firstDayWorryLines.has(key)).slice(0, 2)) push(lines[worry as 'wear' | 'lunch' | 'people' | 'intro' | 'late']);
      if (form.worries.length === 0) push(lines.firstDayPlain);
      push(lines.firstDayAsk);
      return parts;
    }
    case 'met': {
      c.set('person', form.person).flag('place', form.place !== null);
      if (form.place) c.set('place', meetPlaces[form.place]?.name[language] ?? '');
      if (form.uneasy) {
        push(lines.metUneasy);
        push(lines.metUneasyAsk);
        return parts;
      }
      push(lines.metOpen);
      if (form.memory) {
        c.set('memory', sharedMemories[form.memory]?.name[language] ?? '');
        push(persona === 'childhood_friend' ? lines.memoryShared : lines.memoryOther);
      }
      if (form.remembered) push(lines.remembered);
      push(lines.metAsk);
      return parts;
    }
    case 'memory': {
      c.set('memory', form.told ?? sharedMemories[form.memory]?.name[language] ?? '');
      push(persona === 'childhood_friend' ? lines.memoryShared : lines.memoryOther);
      push(form.dream ? lines.memoryDream : lines.memoryAsk);
      return parts;
    }
    case 'new_pet': {
      const petName = form.petName ?? name;
      c.flag('name', petName !== null).set('animal', petWords[form.animal][language]);
      if (petName !== null) c.set('name', petName);
      push(lines.petOpen);
      push(lines.petSettle);
      push(lines.petAsk);
      return parts;
    }
    case 'new_place': {
      c.flag('study', form.study);
      push(lines.placeOpen);
      push(lines.placeTry);
      push(lines.placeAsk);
      return parts;
    }
    case 'lunch_alone': {
      push(lines.lunchAloneOpen);
      push(lines.lunch);
      push(lines.lunchAloneAsk);
      return parts;
    }
    case 'wear': {
      const occasion = form.occasion ? wearOccasions[form.occasion] : undefined;
      c.flag('occasion', occasion !== undefined);
      if (occasion) c.set('occasion', occasion.name[language]).set('advice', occasion.advice[language]);
      push(lines.wearOpen);
      push(lines.wearAdvice);
      push(lines.wearAsk);
      return parts;
    }
    case 'watch': {
      const mood = form.mood ? watchMoods[form.mood] : undefined;
      c.flag('mood', mood !== undefined);
      if (mood) c.set('film', mood.film[language]);
      push(lines.watchPick);
      push(lines.watchAsk);
      return parts;
    }
    case 'why_feel': {
      const day = form.weekday === null ? null : timePhrase({ when: null, weekday: form.weekday, part: null }, language);
      const evening = ({ en: ' evening', vi: ' tối', ko: ' 저녁', zh: '晚上' } as const)[language];
      c.flag('when', day !== null);
      if (day !== null) c.set('when', `${day.replace(/^on /u, '')}${form.evening ? evening : ''}`);
      push(lines.whyFeel);
      push(lines.whyFeelTry);
      push(lines.whyFeelAsk);
      return parts;
    }
    case 'mixed': {
      c.flag('name', name !== null).flag('success', form.success !== null);
      if (name !== null) c.set('name', name);
      if (form.success) c.set('success', successNames[form.success]?.[language] ?? '');
      push(lines.mixed);
      push(lines.mixedWhy);
      push(lines.mixedAsk);
      return parts;
    }
    case 'speak_up': {
      c.set('person', (form.person ? giftRecipients[form.person]?.name[language] : undefined) ?? ({ en: 'them', vi: 'người đó', ko: '그 사람', zh: '对方' } as const)[language]);
      c.flag('subject', subject !== null);
      if (subject !== null) c.set('subject', subject);
      push(lines.hurt);
      push(lines.speakUp);
      if (form.again) push(lines.again);
      push(lines.speakAsk);
      return parts;
    }
    case 'good_news': {
      c.set('thing', achievements[form.thing]?.name[language] ?? '');
      push(lines.newsOpen);
      if (form.persisted) push(lines.persisted);
      push(lines.newsAsk);
      return parts;
    }
  }
}
