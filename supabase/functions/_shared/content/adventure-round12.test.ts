import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readWrittenThing } from './adventure-reading.ts';
import { heldPeople, keepHeldStates } from './adventure-held-state.ts';
import { readGuideAsk } from './adventure-guide.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 12): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';
const options = (text: string): string => text.split('\n\n').slice(1).join('\n');

/** The stock read beats a thing with words on it used to get. */
const stockRead = /One detail is not|Một chi tiết|Chỉ có một chi tiết|딱 한 군데만|只有一处不对|没有人回答|No one answers|Không ai trả lời|대답하는 사람은 없다/u;

describe('adventure (round 12): a thing read says what it says, in the story’s own words', () => {
  // Held-out words (in no list of the adventure modules): postcard, loft, Edwin; bưu thiếp, chú Bảy; 가계부, 외삼촌, 헛간;
  // 砖窑, 阿峰 (账本 is in one list, the thing is read by its grammar, not by it).
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp, RegExp]>([
    ['en', 'mystery', 'Your uncle Edwin vanished from the mill in March. His ledger is still on the counter, a postcard tucked inside the cover. The footsteps upstairs have not stopped.\n1. Go up to the loft\n2. Read the postcard\n3. Leave', 'read the postcard in Edwin’s ledger', /Edwin's handwriting[^“]*“If you're reading this, I didn't make it back\. When you hear the footsteps, don't answer[^”]*hid in the loft\.”/u, /Go to the loft and look for what was hidden/u],
    ['vi', 'horror', 'Chú Bảy mất tích từ mùa mưa năm ngoái. Trong túi áo chú để lại có một tấm bưu thiếp gấp đôi. Ngoài vườn, tiếng cào cửa cứ vang lên.\n1. Xuống hầm\n2. Đọc bưu thiếp\n3. Khóa cửa', 'đọc tấm bưu thiếp chú Bảy để lại', /nét chữ của chú Bảy[^“]*“Nếu ai đang đọc những dòng này, nghĩa là tôi đã không về được\. Nghe tiếng cào[^”]*giấu ở hầm\.”/u, /Tới hầm tìm thứ được giấu/u],
    ['ko', 'horror', '외삼촌이 남긴 가계부가 책상 위에 있다. 외삼촌은 작년 겨울 산에 들어간 뒤 돌아오지 않았다. 다락에서 발소리가 난다.\n1. 헛간으로 간다\n2. 가계부를 읽는다\n3. 불을 끈다', '외삼촌 가계부 마지막 장을 읽는다', /외삼촌의 글씨다[^“]*“이걸 누가 읽고 있다면, 나는 돌아가지 못한 거다\. 발소리가 들리면[^”]*헛간에 숨겨 뒀다\.”/u, /헛간으로 가서 숨겨 둔 걸 찾는다/u],
    ['zh', 'mystery', '堂叔阿峰三个月前去了砖窑，再也没回来。他床头压着一本账本，门外传来脚步声。\n1. 去砖窑看看\n2. 读账本\n3. 报警', '读一读阿峰留下的账本', /是阿峰的笔迹[^“]*“如果有人在读这些字，说明我没能回来。听见脚步声[^”]*藏在砖窑。”/u, /去砖窑找藏起来的东西/u],
  ])('%s: %s', (language, theme, story, choice, said, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(said);
    expect(options(text)).toMatch(next);
    expect(text).not.toMatch(stockRead);
  });

  it('a screen shows a message and a map a circled spot, in each language', () => {
    expect(beat(continueWith('en', 'space', 'The console in the airlock still has power. Nobody else is aboard.\n1. Leave\n2. Check the console', 'see what the console says'))).toMatch(/The screen holds a single message, blinking: “/u);
    expect(beat(continueWith('vi', 'pirate', 'Trên bàn có một tấm bản đồ cũ.\n1. Ra boong\n2. Xem bản đồ', 'xem tấm bản đồ ghi gì'))).toMatch(/có một chỗ được khoanh đỏ/u);
    expect(beat(continueWith('ko', 'space', '함교 모니터가 깜빡인다.\n1. 나간다\n2. 확인한다', '모니터에 뜬 글자를 읽는다'))).toMatch(/화면에는 메시지 하나가 깜빡이고/u);
    expect(beat(continueWith('zh', 'pirate', '船长室的桌上摊着一张海图。\n1. 上甲板\n2. 看海图', '看看海图上标了什么'))).toMatch(/只有一处被红笔重重圈了出来/u);
  });

  it('a spell read aloud and a present writer are not taken for a last message', () => {
    expect(readWrittenThing('read the spell aloud', 'The book glows.', 'en')).toBeNull();
    expect(readWrittenThing('thần chú đọc to lên', 'Cuốn sách phát sáng.', 'vi')).toBeNull();
    const present = readWrittenThing('read Priya’s note under the desk', 'Priya sits two rows ahead and will not look at you.', 'en');
    expect(present).toMatchObject({ writer: 'Priya', gone: false });
    expect(beat(continueWith('en', 'school', 'Priya sits two rows ahead and will not look at you. A note sticks out from under your desk. The teacher is watching the class.\n1. Go to the library\n2. Read the note', 'read Priya’s note under the desk'))).not.toMatch(/didn't make it back/u);
  });
});

describe('adventure (round 12): the options a read opens are answered when taken', () => {
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'Go to the cellar and look for what was hidden', '1. Go to the cellar and look for what was hidden\n2. Tuck it inside your coat', /In the cellar you search where nobody would think to look, and there it is/u],
    ['vi', 'Tới hầm tìm thứ được giấu', '1. Tới hầm tìm thứ được giấu\n2. Nhét nó vào túi áo', /Ở hầm, bạn lục tìm những chỗ không ai nghĩ tới/u],
    ['ko', '창고로 가서 숨겨 둔 걸 찾는다', '1. 창고로 가서 숨겨 둔 걸 찾는다\n2. 품속에 넣어 둔다', /창고에서 아무도 생각 못 할 곳을 뒤지자/u],
    ['zh', '去矿上找藏起来的东西', '1. 去矿上找藏起来的东西\n2. 把它揣进怀里', /你在矿上专找没人会想到的地方/u],
    ['en', 'Tuck it inside your coat', '1. Go to the cellar and look for what was hidden\n2. Tuck it inside your coat', /so it sits flat against your chest/u],
    ['zh', '照着地图去红圈那儿', '1. 照着地图去红圈那儿\n2. 把它揣进怀里', /你照着地图找到了红圈的位置/u],
  ])('%s: %s', (language, choice, offered, found) => {
    const text = continueWith(language, 'mystery', `A note in a hurried hand.\n\n${offered}`, choice);
    expect(beat(text)).toMatch(found);
    expect(text).not.toMatch(/nothing else around you moves|mọi thứ xung quanh như lặng đi|숨을 죽인 듯|周围的一切都静了下来/u);
  });
});

describe('adventure (round 12): the story’s state of a person carries', () => {
  // Held-out names and acts (in no list of the adventure modules): Pettigrew, bail; chú Tám, thùng; 윤서, 양동이; 阿默, 师兄.
  it.each<[ContentLanguage, string, string, string, RegExp, string]>([
    ['en', 'The old purser, Mr. Pettigrew, passed out at the tiller an hour ago and is breathing slowly.', 'bail out the water with the kettle', 'You bail out the water with the kettle. Mr. Pettigrew watches you do it without a word, then gives a small nod.', /Pettigrew watches/u, 'Mr. Pettigrew still hasn\'t stirred.'],
    ['vi', 'Chú Tám say bí tỉ, nằm gục trên bàn, gọi không dậy.', 'lấy thùng chặn cửa', 'Bạn lấy thùng chặn cửa. Chú Tám lặng lẽ nhìn bạn làm, rồi khẽ gật đầu.', /lặng lẽ nhìn bạn/u, 'Chú Tám vẫn nằm im, chưa tỉnh.'],
    ['ko', '윤서는 아까 싸운 뒤로 화가 나서 등을 돌리고 앉아 한마디도 하지 않는다.', '양동이로 물을 퍼낸다', '당신은 양동이로 물을 퍼낸다. 윤서가 말없이 고개를 끄덕인다.', /고개를 끄덕인다/u, '윤서는 여전히 등을 돌린 채다.'],
    ['zh', '师兄阿默中了迷香，昏迷不醒，躺在破庙的草堆上。', '用木桶把门顶住', '你用木桶把门顶住。阿默在你身边点了点头。', /点了点头/u, '阿默还是没有醒。'],
  ])('%s: someone out or turned away does not act in the beat', (language, story, choice, beatText, contradiction, still) => {
    const kept = keepHeldStates(`${beatText}\n\n1. A\n2. B`, story, choice, language);
    expect(beat(kept)).not.toMatch(contradiction);
    expect(beat(kept)).toContain(still);
    expect(kept).toContain('1. A');
  });

  it('someone gone never comes back, and an act aimed at the person lets them answer', () => {
    const gone = keepHeldStates('You light the stove. Grandpa Ned smiles at you from the doorway.', 'Grandpa Ned died last spring, and the farm has been empty since.', 'light the stove', 'en');
    expect(gone).toBe('You light the stove.');
    const aimed = 'You shake Mr. Pettigrew by the shoulder. Mr. Pettigrew groans and opens one eye.';
    expect(keepHeldStates(aimed, 'Mr. Pettigrew passed out at the tiller.', 'shake Mr. Pettigrew awake', 'en')).toBe(aimed);
    // Named only as an owner ("Ines's keycard") the act is on the thing: the person stays held.
    expect(keepHeldStates('You take the lamp. Mr. Pettigrew nods.', 'Mr. Pettigrew passed out at the tiller.', "take Mr. Pettigrew's lamp", 'en')).toBe("You take the lamp. Mr. Pettigrew still hasn't stirred.");
  });

  it('the dead in a crowd, a sound and a place are no held person', () => {
    expect(heldPeople('Your cousin Theo is limping beside you, and the dead are pouring in from the food court.', 'en')).toEqual([]);
    expect(heldPeople('You take the night train to Edinburgh, where your aunt vanished.', 'en')).toEqual([]);
    expect(heldPeople('복도에서 발소리가 난다. 당신은 돌아오지 않았다.', 'ko')).toEqual([]);
  });

  it('a stock companion line never puts a collapsed guard beside you', () => {
    const text = continueWith('en', 'mystery', 'The night train lurches. The old guard, Mr. Pettigrew, collapsed in the aisle a minute ago and is out cold. Somewhere behind you a door slides open.\n1. Call for help\n2. Search him', 'search his coat pockets', 1);
    expect(beat(text)).not.toMatch(/Pettigrew (?:is out of sight|stays close|watches|nods|smiles)/u);
  });
});

describe('adventure (round 12): a person asked to guide answers with the steps, and the task gets done', () => {
  // Held-out words (in no list of the adventure modules): Marisol, bleed, radiator; chú Lành, vá lưới; 옆집 할머니, 장 담그다;
  // 船老大, 收帆.
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'horror', 'The cabin is freezing and the old radiator bangs like a fist. Marisol, the caretaker, is on the phone from town.\n1. Go outside\n2. Light a fire', 'ask Marisol to walk me through how to bleed the radiator', /Marisol answers at once[^“]*“[^”]*Then bleed the radiator, one step at a time[^”]*” You do it Marisol's way, step by step[^.]*, and it works: you bleed the radiator\./u],
    ['vi', 'pirate', 'Lưới rách một mảng lớn, cá cứ lọt ra. Chú Lành ngồi ở mũi thuyền vấn thuốc, ông rành nghề biển hơn ai hết.\n1. Quay vào bờ\n2. Thả lưới lại', 'nhờ chú Lành chỉ cách vá lưới', /Chú Lành nói chậm rãi[^“]*“Nghe chú nói đây\.[^”]*Rồi vá lưới, từ từ thôi[^”]*” Bạn làm đúng từng bước chú Lành chỉ[^.]*và được việc: bạn vá lưới\./u],
    ['ko', 'time_travel', '1970년대 시골 마을에 떨어졌다. 옆집 할머니가 마당에서 메주를 말리고 있다.\n1. 마을을 둘러본다\n2. 집으로 돌아간다', '옆집 할머니한테 장 담그는 법 좀 가르쳐 달라고 한다', /할머니가 또박또박 말한다\. “[^”]*장 담그는 건 순서대로[^”]*” [^.]*할머니가 불러 주는 대로 한 단계씩 따라 하자, 된다\. 장 담그는 데 성공한다\./u],
    ['zh', 'pirate', '风越刮越大，船帆被吹得啪啪响。船老大腿受了伤，坐在舵边动不了。\n1. 抓紧缆绳\n2. 回船舱', '请船老大教我怎么收帆', /船老大一边说一边比划：“[^”]*然后收帆，慢慢来[^”]*”你照着船老大说的，一步一步做下来，成了：你收帆了。/u],
  ])('%s: %s', (language, theme, story, choice, guided) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(guided);
    expect(text).not.toMatch(/change my mind|Được thôi\.”|far voice|잘 들립니다/u);
  });

  it('a person the story never had is no guide', () => {
    expect(readGuideAsk('ask Marisol to walk you through how to bleed the radiator', 'The cabin is freezing.', 'en')).toBeNull();
    expect(readGuideAsk('请船老大教我怎么收帆', '风越刮越大。', 'zh')).toBeNull();
  });
});

describe('adventure (round 12): a thing given up, a way crossed, a question about one’s own past', () => {
  // Held-out words (in no list of the adventure modules): scarf, Wendell, quarry; áo mưa, bé Tí, đầm lầy; 목도리, 은비,
  // 갈대밭; 雨衣, 小梅, 芦苇荡.
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'Wendell is shivering by the quarry gate.\n1. Wait\n2. Leave', 'lend Wendell my scarf', /Wendell stares at you[^]*Wendell takes your scarf with both hands[^]*For now, the scarf is not yours any more\./u],
    ['vi', 'Mưa như trút. Bé Tí đứng co ro dưới mái hiên.\n1. Chạy về\n2. Chờ tạnh', 'nhường áo mưa cho bé Tí', /Bé Tí sững người nhìn bạn[^]*Rồi nhận lấy áo mưa[^]*Giờ thì áo mưa không còn là của bạn nữa\./u],
    ['ko', '눈보라 속에서 은비가 떨고 있다.\n1. 집에 간다\n2. 기다린다', '은비한테 목도리를 빌려준다', /은비는 믿기지 않는다는 듯[^]*목도리를 두 손으로 받아 든다[^]*이제 목도리는 당신 것이 아니다\./u],
    ['zh', '大雨里，小梅缩在屋檐下发抖。\n1. 回家\n2. 等雨停', '把雨衣让给小梅', /小梅愣住了[^]*接着接过雨衣，连声道谢。现在，雨衣不在你手里了。/u],
  ])('%s: %s is taken by them', (language, story, choice, taken) => {
    expect(beat(continueWith(language, 'romance', story, choice))).toMatch(taken);
  });

  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'A thick hedge of thorns blocks the path; a lantern glows beyond it.\n1. Go back', 'push through the hedge', /you come out on the far side of the hedge\. What you saw from the other side is right in front of you now\./u],
    ['vi', 'Trước mặt là một đầm lầy mênh mông, bên kia có ánh lửa.\n1. Quay lại', 'lội băng qua đầm lầy', /bạn cũng ra được phía bên kia đầm lầy\. Thứ bạn thấy lúc nãy/u],
    ['ko', '갈대밭 너머로 연기가 오른다.\n1. 돌아간다', '갈대밭을 가로지른다', /마침내 갈대밭 반대편으로 빠져나온다\. 아까 건너편에서 보이던 것이/u],
    ['zh', '前面是一大片芦苇荡，对面隐约有灯。\n1. 回去', '穿过芦苇荡', /你总算从芦苇荡另一头钻了出来。刚才在这边隐约看见的/u],
  ])('%s: %s comes out on the far side', (language, story, choice, crossed) => {
    expect(beat(continueWith(language, 'fantasy', story, choice))).toMatch(crossed);
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'wait, do I even remember how I got onto this barge?'],
    ['vi', 'mình có còn nhớ sao mình lại nằm trên cái chõng này không'],
    ['ko', '내가 이 헛간에 어떻게 들어왔는지 기억나나?'],
    ['zh', '我还记得自己是怎么上的这条驳船吗'],
  ])('%s: a question about one’s own past is answered, not left to nobody', (language, choice) => {
    const text = continueWith(language, 'mystery', 'You wake on straw, the smell of river water everywhere.\n1. Get up', choice);
    expect(beat(text)).toMatch(/the last thing you are sure of is waking up here|điều cuối cùng bạn chắc chắn là lúc tỉnh dậy ở đây|확실한 건 여기서 눈을 떴다는 것뿐이다|你唯一确定的，是在这里醒过来/u);
    expect(text).not.toMatch(/No one answers|Không ai trả lời|대답하는 사람은 없다|没有人回答/u);
  });
});
