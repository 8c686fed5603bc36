/**
 * Evaluation cases from the second blind read (docs/blind-reads/2026-11-24-second-read.*), rows 25–40: the eight
 * adventure continuations and the eight stylist requests, with the facts a good answer must carry as the reviewer judged
 * them (the person asked answers, the story's own object is carried, nothing walks in from another plot, the choices
 * offered are not what was just done; the stylist dresses for the occasion, reads "not an old-fashioned suit" as a
 * modern suit, names the season from the month and the place, and addresses the body that was described).
 * Then the helper's own fresh requests (two per language and type), written after the fixes and never tuned on.
 */
import type { AdventureTheme, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The answer's sentences (and lines). */
const sentences = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*|\n+/u).map((s) => s.trim()).filter(Boolean);

/** Pieces of a text to compare with the visitor's choice: word 4-grams (en, vi) or 6-character runs (ko, zh). */
function grams(text: string, language: ContentLanguage): Set<string> {
  const spaced = language === 'en' || language === 'vi';
  const units = spaced ? text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [] : [...text.replace(/[^\p{L}\p{N}]/gu, '')];
  const size = spaced ? 4 : 6;
  const out = new Set<string>();
  for (let index = 0; index + size <= units.length; index += 1) out.add(units.slice(index, index + size).join(' '));
  return out;
}

/** The narration only: the answer without its closing list of choices and the prompt above it. */
const narrationOf = (text: string): string => text.split(/\n\n/u)[0] ?? text;
/** The closing list of choices. */
const choicesOf = (text: string): string => text.split(/\n\n/u).slice(1).join('\n');

/** A fact checked on the narration without the sentences that merely retell the visitor's choice. */
function beyondChoice(choice: string, language: ContentLanguage, label: string, check: RegExp | ((rest: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (rest: string) => check.test(rest);
  const fromChoice = grams(choice, language);
  return {
    label,
    check: (text) => test(sentences(narrationOf(text)).filter((sentence) => ![...grams(sentence, language)].some((gram) => fromChoice.has(gram))).join('\n')),
  };
}

/** A fact checked on the choices offered next. */
function nextChoices(label: string, check: (choices: string) => boolean): EvalFact {
  return { label, check: (text) => check(choicesOf(text)) };
}

/** Somebody answers in the narration: a quoted line (over one or more sentences) that is not the visitor's own words. */
function answersInQuotes(choice: string, language: ContentLanguage, label: string): EvalFact {
  const fromChoice = grams(choice, language);
  return {
    label,
    check: (text) => [...narrationOf(text).matchAll(/[“"「『]([^”"」』]{4,})[”"」』]/gu)].some((m) => ![...grams(m[1] as string, language)].some((gram) => fromChoice.has(gram))),
  };
}

const adventure = (id: string, language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'adventure-continue', language, input: { input, currentStory, choice }, facts });
const style = (id: string, language: ContentLanguage, input: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'style-suggestion', language, input: { input }, facts });

const rosa = "Captain Rosa Vane stood on the deck of the Salt Widow as a storm rolled in from the west. Below deck, the cook had just found a map stitched into the lining of a dead sailor's coat. The crew was restless; the rum had run out two days ago.\n\n1. Study the map in the captain's cabin\n2. Calm the crew with a speech\n3. Steer straight into the storm";
const walmart = 'You barricaded yourself in a Walmart in Phoenix with your neighbor Dale and his beagle. The generators are humming, but the canned food aisle is almost empty. Through the glass doors, you see a school bus pull up with its lights flashing.\n\n1. Signal the bus with a flashlight\n2. Hide and stay quiet\n3. Send Dale to check the loading dock';
const walmartChoice = 'I grab the beagle and sneak to the roof to get a better look at the bus';
const hoian = 'Bạn là thám tử tư ở Hội An. Chủ một tiệm may báo rằng tấm áo dài lụa đỏ đặt may cho đám cưới đã biến mất khỏi tủ kính, dù cửa vẫn khóa. Trên sàn chỉ có vài cánh hoa sứ và một dấu giày ướt.\n\n1. Kiểm tra dấu giày ướt\n2. Hỏi cô thợ may học việc\n3. Xem camera của quán cà phê đối diện';
const benthanh = 'Bạn tỉnh dậy giữa chợ Bến Thành năm 1975, tay vẫn cầm chiếc điện thoại hết pin. Một cậu bé bán vé số nhìn bạn chằm chằm và hỏi bạn từ đâu tới. Xa xa có tiếng còi xe Vespa.\n\n1. Nói thật với cậu bé\n2. Tìm chỗ sạc điện thoại\n3. Đi theo đám đông về phía sông';
const benthanhChoice = 'Tôi hỏi cậu bé tên gì và mời cậu ăn một ly chè';
const festival = '축제 전날 밤, 너는 학생회실에 두고 온 무대 대본을 가지러 학교에 몰래 들어왔다. 그런데 음악실에서 누군가 피아노를 치고 있다. 당직 선생님의 손전등 불빛이 복도 끝에서 다가온다.\n\n1. 음악실 문을 열어 본다\n2. 화장실로 숨는다\n3. 선생님께 솔직하게 말한다';
const neoSeoul = "2089년 네오서울, 비가 멈추지 않는 을지로 골목. 너는 해커 '유리'에게서 기업 메가코어의 보안 칩을 훔쳐 달라는 의뢰를 받았다. 칩은 63빌딩 꼭대기 서버실에 있다.\n\n1. 배달 드론으로 위장해 잠입한다\n2. 내부 직원을 매수한다\n3. 의뢰를 거절한다";
const empChoice = '내 의수에 숨겨둔 EMP를 써서 엘리베이터를 해킹한다';
const herbBoy = '你是青云山下的一名小药童，师父闭关前交给你一颗会发光的蛋。今晚，蛋壳裂开了一条缝，里面传出像小猫一样的叫声。门外却响起了陌生人急促的敲门声。\n\n1. 把蛋藏进药柜\n2. 开门看看是谁\n3. 从后窗逃进竹林';
const mirror = '你搬进上海老弄堂的一间出租屋，房东说只有一条规矩：晚上十二点后不要照镜子。今晚停电了，你摸黑去卫生间，手机的手电筒照到了镜子的一角。\n\n1. 立刻关掉手电筒\n2. 看镜子里有什么\n3. 给房东打电话';
const mirrorChoice = '我用毛巾把镜子盖住，然后给室友发微信';

/** The sixteen cases of the second read's rows 25–40, in the reviewer's order. */
const secondRead: EvalCase[] = [
  adventure('blind2-adventure-continue-en-1', 'en', 'pirate', rosa, '1', [
    { label: 'studies the map (the choice is told)', check: /\bmap\b/i },
    beyondChoice('Study the map in the captain', 'en', 'the map shows something (a mark, a route, a place)', /\bmap\b|mark|route|island|cove|line|ink|stitch|X\b|coordinates|reef/i),
    nextChoices('no enemy captain who is not in the story', not(/enemy captain|outrun them|navy/i)),
    { label: 'keeps Rosa, the storm or the crew in play', check: /Rosa|storm|crew|Salt Widow|rum/i },
  ]),
  adventure('blind2-adventure-continue-en-2', 'en', 'zombie', walmart, walmartChoice, [
    beyondChoice(walmartChoice, 'en', 'the bus is described from the roof', /\bbus\b/i),
    beyondChoice(walmartChoice, 'en', 'the beagle stays in the scene', /beagle|\bdog\b|\bpup/i),
    nextChoices('does not offer to climb to the roof again', not(/climb (?:to|onto) the roof|go up to the roof/i)),
    { label: 'no helicopter from nowhere', check: not(/helicopter/i) },
  ]),
  adventure('blind2-adventure-continue-vi-1', 'vi', 'mystery', hoian, '2', [
    answersInQuotes('Hỏi cô thợ may học việc', 'vi', 'the apprentice answers (a quoted line)'),
    { label: 'the red áo dài is carried', check: /áo dài/iu },
    { label: 'no will or poisoner from another plot', check: not(/di chúc|đầu độc/iu) },
  ]),
  adventure('blind2-adventure-continue-vi-2', 'vi', 'time_travel', benthanh, benthanhChoice, [
    answersInQuotes(benthanhChoice, 'vi', 'the boy answers (a quoted line)'),
    beyondChoice(benthanhChoice, 'vi', 'the boy says his name', /tên|gọi (?:em|con|tui|cháu) là|em là|tui là/iu),
    { label: 'no photo that does not exist', check: not(/tấm ảnh|bức ảnh/iu) },
  ]),
  adventure('blind2-adventure-continue-ko-1', 'ko', 'school', festival, '1', [
    { label: '음악실 문을 연다', check: /음악실/ },
    beyondChoice('음악실 문을 열어 본다', 'ko', '피아노 치던 사람이 나온다', /피아노|연주|건반|누군가|그 애|학생|선배|후배/),
    { label: '과학실 같은 엉뚱한 장소가 끼어들지 않는다', check: not(/과학실/) },
  ]),
  adventure('blind2-adventure-continue-ko-2', 'ko', 'cyberpunk', neoSeoul, empChoice, [
    { label: '"당신은 당신의" 같은 어색한 대명사 반복이 없다', check: not(/당신은 당신의|당신이 당신의/) },
    beyondChoice(empChoice, 'ko', 'EMP/엘리베이터의 결과가 나온다', /엘리베이터|EMP|전류|불꽃|정전|층|문이/),
    { label: '칩이나 유리, 63빌딩을 잊지 않는다', check: /칩|유리|63|서버실|메가코어/ },
  ]),
  adventure('blind2-adventure-continue-zh-1', 'zh', 'fantasy', herbBoy, '3', [
    { label: '逃进竹林', check: /竹林/ },
    beyondChoice('从后窗逃进竹林', 'zh', '带着发光的蛋', /蛋/),
    { label: '不凭空出现高塔、钟', check: not(/高塔|敲钟/) },
  ]),
  adventure('blind2-adventure-continue-zh-2', 'zh', 'horror', mirror, mirrorChoice, [
    beyondChoice(mirrorChoice, 'zh', '室友回了消息', (rest) => /室友/.test(rest) && /回|回复|消息|语音|“/.test(rest)),
    { label: '不凭空出现狗', check: not(/狗/) },
    { label: '镜子仍在故事里', check: /镜/ },
  ]),

  style('blind2-style-suggestion-en-1', 'en', "Going to my cousin's backyard wedding in Texas in August. I'm a guy, kinda short and stocky, budget around $150. Don't want to sweat through everything.", [
    { label: 'addresses the short, stocky build (vertical line, fit, tonal, no bulk)', check: /stocky|short|height|vertical|tonal|one colou?r|tailored fit|proportion|taller|longer line|lengthen/i },
    { label: 'hot-weather fabrics', check: /linen|cotton|seersucker|breathable|lightweight/i },
    { label: 'no cold-weather layer in a Texas August', check: not(/wool coat|sweater|turtleneck|puffer/i) },
  ]),
  style('blind2-style-suggestion-en-2', 'en', "First date at a rooftop bar in Chicago, it's October and windy. I'm 5'9, pear-shaped, want to look cute but not like I tried too hard.", [
    { label: 'addresses the pear shape (balance shoulders, A-line, wide-leg, dark bottoms)', check: /pear|hips?|shoulders|wide-leg|A-line|balance|straight-leg|dark(?:er)? (?:bottom|trouser|jean)/i },
    { label: 'plans for the wind / October', check: /wind|coat|jacket|layer|scarf|trench/i },
  ]),
  style('blind2-style-suggestion-vi-1', 'vi', 'Mình đi phỏng vấn ngân hàng ở Hà Nội vào tháng 12, trời lạnh khoảng 14 độ. Mình nữ, hơi gầy, ngân sách 1 triệu.', [
    { label: 'calls December in Hanoi winter, not autumn', check: (text) => /mùa đông/iu.test(text) && !/mùa thu/iu.test(text) },
    { label: 'smart interview pieces', check: /blazer|sơ mi|quần âu|vest|chân váy/iu },
  ]),
  style('blind2-style-suggestion-vi-2', 'vi', 'Cuối tuần đi Vũng Tàu chơi với hội bạn, muốn chụp hình sống ảo ở biển. Con trai, da ngăm, hơi mập, đồ đơn giản thôi.', [
    { label: 'dresses for the beach (shirt, shorts, sandals, linen)', check: /quần short|quần soóc|quần đùi|dép|sandal|lanh|linen|sơ mi cộc tay|sơ mi ngắn tay|áo thun/iu },
    { label: 'no merino sweater or high-tops at the beach', check: not(/merino|áo len|cổ cao|giày vải cổ cao|bốt|boots/iu) },
    { label: 'addresses the chubby build', check: /mập|dáng|che|suông|vừa người|rộng vừa|thoải mái|tối màu|sọc dọc|form/iu },
    { label: 'mentions the sea / photos', check: /biển|Vũng Tàu|ảnh|hình/iu },
  ]),
  style('blind2-style-suggestion-ko-1', 'ko', '다음 주 토요일에 남자친구 부모님 처음 뵈러 가요. 장소는 한정식집이고 11월이에요. 키 158에 통통한 편이에요.', [
    { label: '단정하고 참한 옷 (블라우스, 니트, 원피스, 슬랙스, 코트)', check: /블라우스|원피스|슬랙스|니트|코트|카디건|가디건|스커트/ },
    { label: '캐주얼·반항적인 요소가 없다', check: not(/반항|울프컷|샤기|브레통|브레톤|스트라이프 티|바람막이|스니커즈|크로스백/) },
    { label: '인사 자리·어른을 의식한다', check: /부모님|어른|인사|상견례|단정|좌식|한정식/ },
    { label: '158·통통한 체형을 고려한다', check: /키|158|통통|체형|허리|라인|V넥|브이넥|비율/ },
  ]),
  style('blind2-style-suggestion-ko-2', 'ko', '대학교 OT 가는데 뭐 입어야 할지 모르겠어요. 남자고 키 크고 마른 편, 예산은 10만원 정도요. 3월이라 아직 쌀쌀해요.', [
    { label: '봄/쌀쌀함에 맞는 겉옷', check: /바람막이|자켓|재킷|가디건|카디건|트렌치|셔츠|니트/ },
    { label: '예산을 지킨다', check: /10만/ },
  ]),
  style('blind2-style-suggestion-zh-1', 'zh', '下周去三亚度假，想穿得清爽一点拍照好看。女生，身高162，小肚子有点明显，预算500块以内。', [
    { label: '照顾小肚子（高腰、A字、遮肚、宽松）', check: /小肚子|肚|高腰|A字|收腰|遮|宽松|直筒/ },
    { label: '三亚热天', check: /三亚|热|亚麻|清爽|透气/ },
    { label: '不推荐乐福鞋和手表这种城市通勤配件', check: not(/乐福鞋/) },
  ]),
  style('blind2-style-suggestion-zh-2', 'zh', '年会要上台主持，公司在北京，一月份特别冷。男，175，偏瘦，不想穿太老气的西装。', [
    { label: '给出现代/修身的西装或利落的替代（不是卫衣）', check: (text) => /西装|西服|套装|夹克|外套|高领/.test(text) && !/卫衣|连帽/.test(text) },
    { label: '提到舞台/主持', check: /舞台|主持|上台|灯光|镜头/ },
    { label: '北京一月的寒冷', check: /冬|冷|大衣|保暖/ },
  ]),
];

/** The helper's own fresh requests (2 per language), written after the fixes and read once; never tuned on. */
const fresh: EvalCase[] = [
  adventure('e3-fresh-adventure-en', 'en', 'fantasy', 'You are a lamplighter in the floating city of Vell. Tonight every lamp on Copper Street went dark at once, and an old woman selling moths in jars swears she saw a boy with silver eyes climbing the tower.\n\n1. Climb the tower after the boy\n2. Buy a jar of moths\n3. Ask the moth seller what the boy was carrying', '3', [
    answersInQuotes('Ask the moth seller what the boy was carrying', 'en', 'the moth seller answers'),
    { label: 'the lamplighter is not taken for the story\'s object', check: not(/about the lamplighter|the lamplighter leads/i) },
  ]),
  style('e3-fresh-style-en', 'en', "Giving a best-man speech at my brother's wedding in Vermont in late September. I'm 6'3, lanky, and I don't want to look like a stuffy banker. Budget $250.", [
    { label: 'dresses for the wedding', check: /wedding|blazer|jacket|suit/i },
    { label: 'addresses the tall frame', check: /height|tall|long lines|longer/i },
  ]),
  adventure('e3-fresh-adventure-vi', 'vi', 'horror', 'Bạn ở lại trực đêm một mình trong bệnh viện cũ ở Đà Lạt. Lúc 2 giờ sáng, chiếc xe lăn ở cuối hành lang tự lăn về phía bạn, trên ghế là một con búp bê vải mặc áo bệnh nhân.\n\n1. Chạy vào phòng trực khóa cửa\n2. Cầm con búp bê lên xem\n3. Gọi cho bác bảo vệ', 'Tôi gọi cho bác bảo vệ và hỏi tối nay có ai khác trong khu này không', [
    answersInQuotes('Tôi gọi cho bác bảo vệ và hỏi tối nay có ai khác trong khu này không', 'vi', 'the guard answers the call'),
    { label: 'the wheelchair or the doll stays in play', check: /xe lăn|búp bê/iu },
  ]),
  style('e3-fresh-style-vi', 'vi', 'Tết này em về ra mắt nhà bạn trai ở Nam Định, trời chắc lạnh lắm. Em cao 1m52, hơi có bụng, không thích mặc váy bó.', [
    { label: 'reads the visit to the family', check: /ra mắt|nhà người yêu|gia đình/iu },
    { label: 'addresses the tummy', check: /vòng hai|bụng|eo/iu },
  ]),
  adventure('e3-fresh-adventure-ko', 'ko', 'mystery', "부산 자갈치시장, 새벽 다섯 시. 너는 실종된 선장 박씨의 딸에게 의뢰를 받은 탐정이다. 박씨의 배 '해진호'는 멀쩡히 돌아왔지만, 조타실에는 젖은 지도 한 장과 반쯤 먹다 남은 김밥만 남아 있었다.\n\n1. 젖은 지도를 살펴본다\n2. 옆 배의 선원에게 묻는다\n3. 딸에게 다시 전화한다", '옆 배 선원에게 어젯밤 해진호가 몇 시에 들어왔는지 물어본다', [
    answersInQuotes('옆 배 선원에게 어젯밤 해진호가 몇 시에 들어왔는지 물어본다', 'ko', '선원이 대답한다'),
    nextChoices('같은 선원에게 또 묻는 선택지가 없다', not(/선원에게 묻는다/u)),
  ]),
  style('e3-fresh-style-ko', 'ko', '다음 달 오키나와로 가족 여행 가요. 30대 남자고 배가 좀 나왔고 키는 170이에요. 사진 많이 찍을 거예요.', [
    { label: '바닷가·더위에 맞춘다', check: /샌들|린넨|바닷가|오키나와/u },
    { label: '배를 고려한다', check: /배가|뱃살|세로선/u },
    { label: '사진을 고려한다', check: /사진/u },
  ]),
  adventure('e3-fresh-adventure-zh', 'zh', 'school', '高考前一晚，你在教室里发现同桌林夏的抽屉里有一封没写完的信，信封上写着你的名字。走廊里传来班主任的脚步声。\n\n1. 把信放回去\n2. 偷偷看完这封信\n3. 去天台找林夏', '我把信塞进书包，然后给林夏发消息问她在哪儿', [
    beyondChoice('把信塞进书包，然后给林夏发消息问她在哪儿', 'zh', '林夏回了消息', /林夏/),
    { label: '信还在故事里', check: /信/ },
  ]),
  style('e3-fresh-style-zh', 'zh', '公司周五在深圳开发布会，我要上台做十分钟演讲。女生，160，梨形身材，不想穿得太死板。', [
    { label: '为上台准备', check: /上台|舞台|主持|镜头/ },
    { label: '照顾梨形身材', check: /梨形|下装深色|A字|直筒|收一点腰线|视线往领口/ },
  ]),
];

export const cases: EvalCase[] = [...secondRead, ...fresh];
