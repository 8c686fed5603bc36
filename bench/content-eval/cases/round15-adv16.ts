/**
 * Round 15 of issue 13 (helper adv16), adventure-continue, second wave: the twelve fresh visitor requests written before
 * any change (round15-adv16.before.json, three per language) and held-out requests for each fix. Positive facts check what
 * a good answer must carry: a why about the person's own return or about how a thing is gets a reason of its own; a mark
 * engraved on the thing asked about is read; a companion who came in with the player knows no more than they do; a
 * who-question shouted to no one is a call told as said; a gift goes to the person named after "cho", and a later "nó" is
 * them. Negative facts catch the failure classes: a when for a why ("A couple of hours ago"), "no other way", a time word
 * read as a place (하룻밤에), a new name for a mark or from a companion, a modern name in a fantasy world, the radio reply
 * ("we hear you"), a question quoted to the air ("bạn khẽ hỏi. Không ai trả lời"), "Miếng" taken for a person.
 */
import before from './round15-adv16.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, narrationOf, notAdded } from '../adventure-facts.ts';

/** A fact anywhere in the narration, its retold first sentence included. */
const told = (pattern: RegExp, label: string): EvalFact => ({ label, check: (t) => pattern.test(narrationOf(t)) });

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The failure classes of this round. */
const noMisread = notAdded(/A couple of hours ago|no other way|không còn cách nào khác|다른 방법이 없었|没有别的办法|하룻밤에 있는|We hear you|Chúng tôi nghe rồi|들립니다\. 움직이지|听到了。别动|Không ai trả lời|bạn khẽ hỏi|你压低声音问|최도윤|Miếng cầm/u, 'no when for a why, no "no other way", no radio reply, no question said to the air');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noMisread, added(/“Because I wasn't going to leave you/u, 'the ferryman came back for the player')],
  [noMisread, added(/R\.V\. Not mine/u, 'Mel reads the initials on the lighter'), notAdded(/I saw who was near/u, 'no tease')],
  [noMisread, told(/pry the cellar door open\. It (?:swings open|gives)/u, 'the cellar door is pried open')],
  [noMisread, told(/Bạn gọi lớn: “Ai đang gõ cửa đấy\?\?”/u, 'the who-question is called out as said')],
  [noMisread, added(/Thằng bé ăn xin nhận lấy miếng bánh/u, 'the beggar boy takes the bread'), added(/Em tên /u, 'he says his name')],
  [noMisread, added(/Tôi vào cùng bạn mà/u, 'Tuấn came in with the player and says so'), notAdded(/Ông Lâm|chị Thảo|anh Khải|bà Huệ/u, 'no invented name'), told(/trước tụi mình/u, '"tụi mình" stays as said')],
  [noMisread, added(/예전에 여기서 일이 좀 있었어요/u, 'a reason for the low price')],
  [noMisread, added(/새겨진 늑대 머리를 한참 들여다보다/u, 'the smith reads the wolf crest')],
  [noMisread, told(/책상 밀어서 막는다\. (?:온몸으로 밀어 본다|두 번 확인한다)/u, 'the desk is pushed against the window and holds')],
  [noMisread, added(/上一个租客啊……那是一天夜里的事/u, 'the landlord gives an account of the last tenant')],
  [noMisread, added(/她接过了伞/u, 'she takes the umbrella')],
  [noMisread, told(/你问阿强：“你为什么又回来了？”阿强/u, 'asked straight to 阿强'), added(/这儿还有件事，我一直没了结/u, 'a reason for coming back')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round15-adv16-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round15-adv16-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noMisread, ...facts] });

/** Held-out requests (none in the before-set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('cook-en', 'en', 'pirate', 'The galley smells of burnt fish. The one-eyed cook stirs a pot and hums, but his ladle stops when you mention the captain\'s charts.\n1. Go up on deck\n2. Eat something', 'ask the cook what happened to the last navigator', [added(/“The last navigator\? It happened one night/u, 'the cook gives an account'), notAdded(/The fire started/u, 'burnt fish is no fire')]),
  adventure('dani-en', 'en', 'zombie', 'Dani drags you through the school gate just as the horde rounds the corner. Three hours ago she said she was leaving for the coast.\n1. Lock the gate\n2. Run for the gym', 'I lock the gate behind us and ask Dani why she came back for me', [added(/Dani doesn't look away\. “Because I wasn't going to leave you/u, 'Dani came back for the player')]),
  adventure('room-vi', 'vi', 'mystery', 'Bà chủ nhà dẫn bạn lên tầng ba. Căn phòng sạch sẽ, có cửa sổ nhìn ra hồ, nhưng giá chỉ bằng một nửa mấy phòng khác.\n1. Thuê luôn\n2. Xem phòng khác', 'hỏi bà chủ nhà sao căn phòng này lại rẻ như vậy', [added(/Vì ở đây trước kia từng xảy ra chuyện/u, 'a reason for the low price')]),
  adventure('sword-ko', 'ko', 'fantasy', '여관 벽난로 위에 녹슨 검 한 자루가 걸려 있다. 여관 주인은 잔을 닦다가 당신이 검을 쳐다보자 헛기침을 한다.\n1. 검을 내려 본다\n2. 방을 잡는다', '여관 주인한테 저 검 원래 누구 거였냐고 물어본다', [added(/에드윈 경|로칸|이솔데|바르크/u, 'a name of a fantasy world')]),
  adventure('watch-zh', 'zh', 'time_travel', '你在1985年的老宅醒来。年轻的爷爷正在院子里修自行车，桌上放着一块停了的怀表，表盖上刻着一个“林”字。\n1. 拿起怀表\n2. 出门看看', '问爷爷这块怀表以前是谁的', [added(/应该是一个姓林的人的/u, 'grandfather reads the 林 on the lid'), notAdded(/沈秀兰|别说是我告诉你的/u, 'no invented name, no plea from the player’s grandfather')]),
  adventure('knock-zh', 'zh', 'horror', '半夜两点，有人轻轻敲了三下你的房门。你从猫眼往外看，走廊里空无一人。\n1. 开门看看\n2. 假装睡着', '把门反锁，然后冲楼下喊：刚才是谁在敲门？', [told(/冲楼下喊：“刚才是谁在敲门？”/u, 'the call quoted once')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
