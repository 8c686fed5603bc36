import { enThirdPerson } from './adventure-act-read.ts';
import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { closedAnswer, isClosedQuestion, koreanAsk, readQuantity } from './adventure-wh-closed.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 14): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';
const options = (text: string): string => text.split('\n\n').slice(1).join('\n');

/** The teases and fall-throughs these classes replace. */
const tease = /longer than you think|sit down|not all of it is mine|won't like the answer|Chuyện dài hơn|không thích câu trả lời|생각보다 긴 얘기|듣고 싶지 않을|전부 내가 말해도|事情比你想的长|你不会想听|不该由我来说|what it changes|무엇을 바꿀지|什么变化|thay đổi được gì|什么都没有动|Nobody\. Nobody I can name|Không ai cả|아무도 없어요|没有谁/u;

// Held-out words (in no list of the adventure modules): Ansel, whistled; chị Hoa, giàn mướp, rổ, trứng; 목수, 톱,
// 대문, 잠갔; 老秦, 渔网, 那道光; Mrs. Odell, grille; cô thủ thư; 약사, 약; 门房, 包裹; bác
// lái đò; 뱃사공; 船夫 (the price questions read money words: costs, tiền, 얼마, 多少钱).
describe('adventure (round 14): a yes/no question put to a person is answered yes or no, the clause told back as theirs', () => {
  it.each([
    ['en', 'mystery', 'The lighthouse keeper Ansel wipes salt off the glass. Out in the dark, someone whistles twice and stops.\n1. Climb the stairs\n2. Row out', 'ask Ansel if he whistled', /Ansel's voice drops low: “Yes\. I whistled\.”/u, /Ask Ansel what else they noticed/u],
    ['en', 'mystery', 'The lighthouse keeper Ansel wipes salt off the lens. The gate to the cliff path stands open.\n1. Climb the stairs\n2. Go down the cliff path', 'ask Ansel did he lock the gate', /“Yes\. I did\.”/u, /Ask Ansel what else they noticed/u],
    ['vi', 'horror', 'Chị Hoa đứng dưới giàn mướp, tay cầm cái rổ trống trơn. Trong chuồng gà có tiếng kêu thảm thiết rồi im bặt.\n1. Vào chuồng gà\n2. Chạy ra ngõ', 'hỏi chị Hoa có nghe tiếng kêu đó không', /Chị Hoa hạ giọng gần như thì thầm: “Có\. Chị nghe tiếng kêu đó\.”/u, /Hỏi chị Hoa còn để ý thấy gì nữa/u],
    ['ko', 'horror', '창고 앞에서 목수 아저씨가 톱을 내려놓는다. 뒷마당 쪽에서 대문이 삐걱거리는 소리가 난다.\n1. 뒷마당으로 간다\n2. 창고에 들어간다', '목수 아저씨에게 아까 대문을 잠갔는지 묻는다', /목수 아저씨는 목소리를 낮춰 말한다\. “네\. 아까 대문을 잠갔어요\.”/u, /목수 아저씨에게 또 뭘 눈치챘는지 묻는다/u],
    ['zh', 'horror', '船老大老秦蹲在码头上补渔网。刚才江心闪过一道绿光，又灭了。\n1. 上船\n2. 回客栈', '问老秦他是不是也看见了那道光', /老秦压低声音：“嗯，我也看见了那道光。”/u, /问老秦还注意到了什么/u],
  ] as const)('%s: %s', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(tease);
    expect(options(text)).toMatch(next);
  });

  it('answers no, with a smile and a question back, to a possession asked in a light story (four languages)', () => {
    expect(beat(continueWith('zh', 'romance', '雨停了，画室里只剩你和阿哲。他把调色盘洗干净，回头看了你一眼。\n1. 帮他收拾\n2. 先走', '问阿哲有没有女朋友'))).toMatch(/阿哲愣了一下，笑了：“没有。怎么突然问这个？”/u);
    expect(beat(continueWith('en', 'romance', 'After rehearsal only you and Felix are left, stacking chairs. He hums the last song under his breath.\n1. Help him\n2. Go home', 'ask Felix if he has a girlfriend'))).toMatch(/Felix looks surprised, then smiles\. “No\. Why do you ask\?”/u);
    expect(beat(continueWith('ko', 'school', '방과 후 미술실에 너와 준서만 남았다. 준서가 붓을 헹구며 흥얼거린다.\n1. 같이 치운다\n2. 먼저 간다', '준서한테 여자친구 있냐고 물어본다'))).toMatch(/준서는 잠깐 놀란 얼굴을 하더니 웃으며 말한다\. “아니, 없어\. 왜\?”/u);
    // Vietnamese has no possession reading: a plain yes, the clause told back.
    expect(beat(continueWith('vi', 'school', 'Giờ ra chơi, chỉ còn bạn và Khang trong lớp. Khang đang gấp một con hạc giấy.\n1. Ngồi xuống cạnh Khang\n2. Ra sân', 'hỏi Khang có thích gấp hạc không'))).toMatch(/Khang hơi bất ngờ, rồi cười: “Có\. Tôi thích gấp hạc\.”/u);
  });

  // Held-out: Oma, shutters; bà nội, buồng; 할아버지, 사랑방; 奶奶, 里屋.
  it.each([
    ['en', 'Past midnight something rattles the shutters and a woman laughs outside. Oma is asleep in her armchair.\n1. Open the shutters\n2. Wake Oma', 'ask Oma if she heard the laugh', /Oma blinks, still half asleep\. “No… I've been asleep the whole time\.”/u, /Tell Oma what you heard/u],
    ['vi', 'Nửa đêm có tiếng cười ngoài cửa sổ. Bà nội đang ngủ trong buồng.\n1. Mở cửa sổ\n2. Đánh thức bà', 'hỏi bà nội có nghe tiếng cười không', /Bà nội dụi mắt, vẫn còn ngái ngủ: “Không… bà ngủ suốt từ nãy mà\.”/u, /Kể cho bà nội nghe chuyện vừa rồi/u],
    ['ko', '새벽에 마당에서 누가 웃는 소리가 났다. 할아버지는 사랑방에서 주무시고 있다.\n1. 마당에 나간다\n2. 할아버지를 깨운다', '할아버지께 아까 웃는 소리 들으셨는지 여쭤본다', /할아버지는 잠이 덜 깬 얼굴로 눈을 비빈다\. “아니요… 계속 자고 있었어요\.”/u, /할아버지에게 방금 있었던 일을 말한다/u],
    ['zh', '半夜院子里传来一阵笑声。奶奶在里屋睡着了。\n1. 去院子\n2. 叫醒奶奶', '问奶奶有没有听到笑声', /奶奶揉着眼睛，还没完全睡醒：“没有啊……我一直在睡觉。”/u, /把刚才的事告诉奶奶/u],
  ] as const)('%s: a person the story has asleep slept through it (a no, not a yes)', (language, story, choice, answered, next) => {
    const text = continueWith(language, 'horror', story, choice);
    expect(beat(text)).toMatch(answered);
    expect(options(text)).toMatch(next);
  });

  it('keeps a closed question about a door a yes/no question, never a way out; a Vietnamese "đã có … chưa" whole', () => {
    expect(beat(continueWith('en', 'horror', 'Something thumps against the back of the cottage. Priya stands at the sink, her hands shaking.\n1. Turn off the lights\n2. Call for help', 'ask Priya if she bolted the back door'))).toMatch(/Priya's voice drops low: “Yes\. I bolted the back door\.”/u);
    const vi = beat(continueWith('vi', 'romance', 'Buổi cắm trại của lớp, Vy ngồi cạnh bạn bên đống lửa, nghịch một cành cây khô.\n1. Hát cùng mọi người\n2. Mời Vy đi dạo', 'hỏi Vy đã có người yêu chưa'));
    expect(vi).toMatch(/Vy hơi bất ngờ, rồi cười: “Chưa\. Sao tự nhiên hỏi vậy\?”/u);
    expect(vi).not.toMatch(/Đã người yêu/u);
  });

  it('reads the closed form by grammar, not by topic', () => {
    expect(isClosedQuestion(' if she ever painted the fence', 'en')).toBe(true);
    expect(isClosedQuestion(' what happens if I fail', 'en')).toBe(false);
    expect(isClosedQuestion(' có ai gõ cửa không', 'vi')).toBe(true);
    expect(isClosedQuestion(' ai gõ cửa', 'vi')).toBe(false);
    expect(koreanAsk('약사 아저씨에게 이 약을 누가 사 갔는지 묻는다')?.person).toBe('약사 아저씨');
    expect(koreanAsk('사서 할머니에게 그 책을 마지막으로 빌린 사람이 누군지 묻는다')?.ending).toBe('지');
    expect(isClosedQuestion('누가 사 갔', 'ko', '는지')).toBe(false);
    expect(isClosedQuestion('他是不是在说谎', 'zh')).toBe(true);
    expect(isClosedQuestion('是谁在说谎', 'zh')).toBe(false);
    expect(closedAnswer('有没有看到我的伞', 'zh', { alone: true, light: false, me: 'tôi', polite: true }).said).toBe('有看到你的伞');
    expect(closedAnswer('어제 너도 그 소리 들었', 'ko', { alone: true, light: false, me: 'tôi', polite: false }).said).toBe('어제 나도 그 소리 들었어');
  });

  it('keeps a consequence question with its own answer (no yes/no)', () => {
    const text = continueWith('en', 'fantasy', 'The old ferryman Ansel leans on his pole at the edge of the black river.\n1. Pay him\n2. Swim across', 'ask Ansel what happens if I fall in');
    expect(beat(text)).toMatch(/Then there is no second try/u);
  });
});

describe('adventure (round 14): a who-question the story holds no one for is answered with a name, never a tease', () => {
  it.each([
    ['en', 'mystery', 'The ferry office is shuttered for the night. Behind the grille, Mrs. Odell counts the day\'s tickets twice.\n1. Knock on the grille\n2. Walk to the pier', 'ask Mrs. Odell who bought the last ticket', /Mrs\. Odell thinks for a moment\. “(?:Harlan Reeve|Mara Quill|Otto Brandt|Jonah Pike)\.”/u, /Go and find (?:Harlan Reeve|Mara Quill|Otto Brandt|Jonah Pike)/u],
    ['vi', 'mystery', 'Thư viện sắp đóng cửa. Cô thủ thư đang xếp lại giá sách, trong cuốn sách cũ bạn vừa mở rơi ra một tấm ảnh.\n1. Cất tấm ảnh\n2. Đưa cho cô thủ thư', 'hỏi cô thủ thư ai mượn cuốn sách này lần cuối', /Cô thủ thư nghĩ một lúc rồi nói: “(?:Ông Lâm|Chị Thảo|Anh Khải|Bà Huệ)\.”/u, /Đi tìm (?:ông Lâm|chị Thảo|anh Khải|bà Huệ)/u],
    ['ko', 'mystery', '약국 문을 닫을 무렵, 약사 아저씨가 장부를 보며 고개를 갸웃한다. 수면제 한 통이 비어 있다.\n1. 장부를 본다\n2. 약국을 나선다', '약사 아저씨에게 이 약을 누가 사 갔는지 묻는다', /약사 아저씨는 잠시 생각하더니 말한다\. “[가-힣]+ 씨예요\.”/u, /[가-힣]+ 씨를 찾아간다/u],
    ['ko', 'mystery', "도서관 반납함에서 꺼낸 책 사이에 핏자국이 묻은 쪽지가 끼어 있다. 쪽지에는 '금요일, 시계탑'이라고만 적혀 있다. 사서 할머니가 안경 너머로 너를 보고 있다.\n1. 쪽지를 챙긴다\n2. 할머니에게 쪽지를 보여준다", '사서 할머니에게 그 책을 마지막으로 빌린 사람이 누군지 묻는다', /사서 할머니는 잠시 생각하더니 말씀하신다\. “[가-힣]+ 씨예요\.”/u, /사서 할머니에게 [가-힣]+ 씨[가이] 어디 사는지 묻는다/u],
    ['zh', 'mystery', '一早，门房发现传达室门口多了一个湿漉漉的包裹，上面没写名字。\n1. 拆开包裹\n2. 报警', '问门房是谁把包裹放在门口的', /门房犹豫了一下，说：“(?:周明远|沈秀兰|陆志强|何梅)。”/u, /去找(?:周明远|沈秀兰|陆志强|何梅)/u],
  ] as const)('%s: %s', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(tease);
    expect(options(text)).toMatch(next);
  });

  // Round 15 (adv16): a fantasy story now names someone of its own world (에드윈 경, 로칸), not a "… 씨".
  // Set K: "who stayed in room 7 before me" was answered with the companion snoring upstairs. Held-out: stablehand, loft,
  // Ilka; 마부, 다락, 이나; bác giữ ngựa, gác, Tũn; 马夫, 阁楼, 阿蕾.
  it.each([
    ['en', 'The stablehand forks hay and tells you the loft is yours for the night. Your cousin, Ilka, is already asleep in the cart.\n1. Climb to the loft\n2. Feed the horses', 'ask the stablehand who slept in the loft before us', /Ilka/u, /The stablehand thinks for a moment\. “[A-Z][a-z]+ [A-Z][a-z]+\.”/u],
    ['ko', '마부가 건초를 쌓으며 오늘 밤은 다락을 쓰라고 한다. 사촌 동생 이나는 벌써 마차 안에서 잠들어 있다.\n1. 다락으로 올라간다\n2. 말에게 먹이를 준다', '마부에게 우리 전에 다락에서 누가 잤는지 묻는다', /이나[이가는를]?\./u, /마부는 잠시 생각하더니 말한다\. “(?:[가-힣]+ 씨|[가-힣]+ 경|[가-힣]+)(?:예요|이에요)\.”/u],
    ['vi', 'Bác giữ ngựa vừa xếp rơm vừa bảo tối nay bạn ngủ trên gác. Em Tũn đã ngủ say trong xe ngựa.\n1. Leo lên gác\n2. Cho ngựa ăn', 'hỏi bác giữ ngựa ai ngủ trên gác trước bọn mình', /Tũn\./u, /Bác giữ ngựa nghĩ một lúc rồi nói: “[^”]+\.” Rồi hạ giọng: “Đừng nói là bác kể nhé\.”/u],
    ['zh', '马夫一边码草料一边说今晚阁楼归你们。你的表妹阿蕾已经在马车里睡着了。\n1. 爬上阁楼\n2. 喂马', '问马夫之前是谁睡在阁楼上', /“阿蕾/u, /马夫犹豫了一下，说：“[^”]+。”/u],
  ] as const)('%s: never names the player\'s own company asleep nearby', (language, story, choice, company, named) => {
    const text = beat(continueWith(language, 'fantasy', story, choice));
    expect(text).not.toMatch(company);
    expect(text).toMatch(named);
  });

  it('still lets "who else" be answered with nobody', () => {
    expect(beat(continueWith('en', 'zombie', 'Dee sits on the pharmacy roof, a crowbar across her knees. Smoke rises from the mall across the road.\n1. Climb up\n2. Signal', 'ask Dee who else made it out of the mall'))).toMatch(/“Nobody\. Nobody I can name,” Dee says/u);
  });
});

describe('adventure (round 14): a how-much / how-many question is answered with a number, and the options act on it', () => {
  it.each([
    ['en', 'fantasy', 'Fog lies on the river. The ferryman leans on his pole beside a flat boat, waiting.\n1. Wait for the fog to lift\n2. Walk upstream', 'ask the ferryman how much the crossing costs', /The ferryman doesn't need to think\. “Three silver pieces\. Not a coin less\.”/u, /Pay the price/u],
    ['vi', 'fantasy', 'Sương phủ kín mặt sông. Bác lái đò ngồi hút thuốc trên chiếc đò nan, chờ khách.\n1. Chờ tan sương\n2. Đi dọc bờ sông', 'hỏi bác lái đò qua sông hết bao nhiêu tiền', /Bác lái đò chẳng cần nghĩ: “Ba đồng bạc\. Không bớt được đồng nào\.”/u, /Mặc cả cho rẻ hơn/u],
    ['ko', 'fantasy', '강 위에 안개가 자욱하다. 뱃사공이 나룻배에 기대어 손님을 기다린다. 주머니에는 금화 두 닢이 있다.\n1. 안개가 걷히길 기다린다\n2. 강을 따라 걷는다', '뱃사공에게 강을 건너는 데 얼마냐고 묻는다', /뱃사공은 곧바로 값을 부른다\. “금화 세 닢이에요\. 한 푼도 못 깎아요\.”/u, /그 값을 치른다/u],
    ['zh', 'fantasy', '江面上起了大雾。船夫靠在小船边抽着旱烟，等着客人。\n1. 等雾散\n2. 沿江走', '问船夫过河要多少钱', /船夫想都没想：“三枚银币。一分都不能少。”/u, /跟船夫讲讲价/u],
  ] as const)('%s: %s', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(tease);
    expect(options(text)).toMatch(next);
  });

  it('counts the noun after "mấy" and answers what is left in hours as a share, never a clock hour', () => {
    expect(beat(continueWith('vi', 'zombie', 'Cả nhóm trốn trên mái nhà kho. Bên dưới, lũ xác sống cào cửa cuốn. Chú Tư đang lau cây nỏ.\n1. Chặn cửa\n2. Ra hiệu cầu cứu', 'hỏi chú Tư còn mấy mũi tên'))).toMatch(/“Ba mũi,” chú Tư đáp/u);
    const ko = beat(continueWith('ko', 'space', '탐사선의 전력이 끊겼다. 비상등만 깜빡인다. 항해사가 배터리 팩을 뒤지고 있다.\n1. 전력을 복구한다\n2. 구조 신호를 보낸다', '항해사에게 배터리가 몇 시간 남았는지 묻는다'));
    expect(ko).not.toMatch(/열 시쯤/u);
    expect(ko).toMatch(/남았어요|20분|한 시간/u);
  });

  it('reads a value asked of a noun ("năm bao nhiêu") as no count', () => {
    expect(readQuantity(' năm nay là năm bao nhiêu', 'vi')).toBeNull();
    expect(readQuantity(' còn bao nhiêu nước', 'vi')).toEqual({ kind: 'left' });
    expect(readQuantity(' có bao nhiêu người', 'vi')).toEqual({ kind: 'count', unit: 'người' });
    expect(readQuantity(' how many lanterns are lit', 'en')).toEqual({ kind: 'count', unit: 'lanterns' });
  });
});

// Held-out: night porter, lift; cô bé hàng xóm, gầm giường; 택시 기사, 손님; 老渔夫, 湖底.
describe('adventure (round 14): a what-question the story does not hold is answered with a concrete thing, never a tease', () => {
  it.each([
    ['en', 'mystery', 'The hotel lobby is empty except for the night porter, who keeps glancing at the lift.\n1. Take the stairs\n2. Check the guest book', 'ask the night porter what he saw from his desk', /The night porter swallows\. “Someone in a grey coat\./u, /Ask the night porter which way they went/u],
    ['vi', 'horror', 'Cô bé hàng xóm chạy sang nhà bạn lúc nửa đêm, khóc không thành tiếng.\n1. Dỗ cô bé\n2. Sang nhà bên xem', 'hỏi cô bé đã nhìn thấy gì dưới gầm giường', /Cô bé nuốt khan: “Một người mặc áo khoác xám\. Em chỉ thấy cái lưng/u, /Hỏi cô bé người đó đi hướng nào/u],
    ['ko', 'mystery', '택시 기사가 경찰서 앞에서 담배를 피우고 있다. 어젯밤 마지막 손님이 실종됐다는 뉴스가 나왔다.\n1. 경찰서에 들어간다\n2. 택시 번호를 적는다', '택시 기사에게 그 손님이 뭘 두고 내렸는지 묻는다', /택시 기사는 잠시 망설이다 말한다\. “손수건에 싼 작은 놋쇠 열쇠요\.”/u, /택시 기사에게 열쇠를 보여 달라고 한다/u],
    ['zh', 'fantasy', '湖边的老渔夫说，每到月圆之夜，湖底就会传来钟声。\n1. 借他的船\n2. 等到月圆之夜', '问老渔夫湖底到底有什么', /老渔夫迟疑了一下：“一把用手帕包着的小铜钥匙。”/u, /问老渔夫那把钥匙能打开什么/u],
  ] as const)('%s: %s', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(tease);
    expect(options(text)).toMatch(next);
  });
});

describe('the Chinese yes/no answer in the right persons (lead, round 14)', () => {
  it('turns the person asked into 我 after a time word and 是, and keeps the player 你', () => {
    const text = beat(continueWith('zh', 'mystery', '半夜有人敲了三下你的房门。你打开门，走廊空无一人，只有邻居小梅站在楼梯口。\n1. 追下楼\n2. 问小梅\n3. 关上门', '问小梅刚才是不是她在敲我的门'));
    const said = /“([^”]*)”/u.exec(text)?.[1] ?? '';
    expect(said).toMatch(/刚才是我在敲你的门/u);
    expect(said).not.toMatch(/她|敲我的门/u);
  });
});

describe('singing along is no following (lead, round 14)', () => {
  it('never follows the tune like a person or a trail', () => {
    for (const choice of ['我跟着收音机里的老歌轻轻唱了起来', '我轻轻跟着曲子哼了起来']) {
      const text = beat(continueWith('zh', 'horror', '你在奶奶的老房子里过夜。半夜，楼下的钢琴自己响了起来。\n1. 下楼查看\n2. 躲在被子里', choice));
      expect(text).not.toMatch(/停下脚步|离开视线|痕迹比你想的|闪身进了/u);
    }
  });
});

describe('an English favour with two verbs (lead, round 14)', () => {
  it('puts each verb in the third person', () => {
    expect(enThirdPerson('put her sword away and help me')).toBe('puts her sword away and helps you');
    expect(enThirdPerson('grab the rope and pull me up')).toBe('grabs the rope and pulls you up');
  });
});
