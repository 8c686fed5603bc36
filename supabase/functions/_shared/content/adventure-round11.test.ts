import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readActShape } from './adventure-act-read.ts';
import { storyCompanion, wholeName } from './adventure-deed.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 11): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';
const options = (text: string): string => text.split('\n\n').slice(1).join('\n');

/** The stock "it is done / nothing moves / what it changes we will see" beats of the blind read. */
const stockDone = /what it changes|It takes longer than you would like, but it is done|nothing moves|longer than you think|그게 무엇을 바꿀지|결국 해낸다\. 이제 어떻게|事情比你想的长|Nó mở ra\. Thứ bên trong đã biến mất/u;

describe('adventure (round 11): open X to see Y shows Y, and a name is named', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'mystery', 'On the bench by the bus stop lies a brown leather wallet. Nobody is around but a sleepy pigeon.\n1. Hand it to the driver\n2. Leave it', 'open the wallet to see the name', /The wallet comes open, and there it is, written plainly: \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+\./u],
    ['vi', 'mystery', 'Trên ghế đá công viên có một chiếc ví da màu nâu. Xung quanh không có ai.\n1. Mang tới đồn công an\n2. Bỏ đi', 'mở chiếc ví ra xem tên chủ', /chiếc ví mở ra, và cái tên nằm ngay đó, viết rõ ràng: \p{Lu}/iu],
    ['ko', 'mystery', '버스 정류장 벤치 위에 갈색 가죽 지갑이 놓여 있다. 주위엔 아무도 없다.\n1. 경찰서에 가져간다\n2. 그냥 간다', '지갑을 열어서 주인 이름을 확인한다', /지갑을 열자, 거기 또렷하게 적힌 이름이 보인다\. [가-힣]{3}\./u],
    ['zh', 'mystery', '公交站的长椅上有一个棕色皮钱包，周围一个人也没有。\n1. 交给警察\n2. 不管它', '打开钱包看看名字', /钱包一打开，名字就在那里，写得清清楚楚：[\p{Script=Han}]{3}。/u],
  ])('%s', (language, theme, story, choice, named) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(named);
    expect(beat(text)).not.toMatch(stockDone);
    expect(beat(text)).not.toMatch(/letters|bức thư|편지 뭉치|信件/u);
  });

  it('something rattling inside is a small hard thing, and "it" is the story\'s own object', () => {
    const text = continueWith('en', 'horror', 'In the attic there is a tin box. Something rattles inside it whenever the floor creaks.\n1. Go downstairs\n2. Shake the box', 'open it to see what is rattling');
    expect(beat(text)).toMatch(/The tin box comes open\. Inside is a small brass key/u);
    expect(readActShape('open it to see what is inside', 'the tin box', 'en')).toEqual({ kind: 'open', thing: 'the tin box', sought: { kind: 'inside' } });
  });
});

describe('adventure (round 11): drawing or writing for the story\'s person gets their reaction, no "use it right away"', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'romance', 'At the diner, Leo doodles a tiny rocket on your napkin and slides it over, grinning.\n1. Laugh\n2. Ask him why a rocket', 'draw something back on the napkin', /Leo looks at the drawing for a long moment/u],
    ['vi', 'romance', 'Trong quán cà phê, Minh vẽ một con mèo nhỏ lên tờ giấy ăn rồi đẩy sang cho bạn.\n1. Cười\n2. Hỏi Minh sao lại là mèo', 'vẽ lại một con chó lên tờ giấy ăn', /Minh nhìn bức vẽ hồi lâu/u],
    ['ko', 'romance', '도서관 창가 자리, 맞은편의 지우가 포스트잇에 웃는 얼굴을 그려 네 책 위에 붙인다.\n1. 웃어 준다\n2. 모른 척한다', '포스트잇에 답장을 적어서 건넨다', /지우가 그것을 받아 든다\.[^]*지우는 그것을 읽더니/u],
    ['zh', 'romance', '自习课上，同桌小周在你的草稿纸上画了一只小猫。\n1. 笑一笑\n2. 假装没看见', '在草稿纸上画一只小狗', /小周盯着那幅画看了好一会儿/u],
  ])('%s', (language, theme, story, choice, reaction) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(reaction);
    expect(beat(text)).not.toMatch(stockDone);
    expect(options(text)).not.toMatch(/use it right away|dùng ngay|바로 써 본다|马上试试/iu);
  });

  it('a note for someone the story calls "she" is taken by her', () => {
    const text = continueWith('en', 'romance', 'The barista draws a tiny cat on your latte every morning. Today she smiles and looks away.\n1. Say thanks\n2. Leave', 'I write my number on the cup sleeve and slide it over to her');
    expect(beat(text)).toMatch(/She picks it up\. She reads it/u);
  });
});

describe('adventure (round 11): a thing fixed works, and the beat says what it makes possible', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp, RegExp]>([
    ['en', 'space', 'The rover is stuck in a dust storm. The radio on the dashboard is dead and your partner Ines is counting the oxygen.\n1. Walk to the ridge\n2. Wait it out', 'fix the broken radio', /the radio crackles back to life[^]*Now you can call for help\./u, /Call for help on the radio/u],
    ['vi', 'school', 'Phòng học nóng hầm hập, cái quạt trần hỏng từ sáng. Lớp trưởng Vy nhìn bạn cầu cứu.\n1. Mở cửa sổ\n2. Báo thầy giám thị', 'sửa cái quạt trần bị hỏng', /Cái quạt trần kêu lạch cạch vài tiếng rồi quay đều trở lại/u, /Quay lại việc đang làm|Bàn với Vy/u],
    ['ko', 'horror', '정전된 폐병원 복도, 손에 든 손전등이 깜빡이다 꺼졌다.\n1. 벽을 더듬으며 걷는다\n2. 소리쳐 부른다', '고장 난 손전등을 고친다', /손전등이 두어 번 깜빡이더니 환하게 켜진다/u, /불빛 아래 주위를 살핀다/u],
    ['zh', 'space', '飞船迫降在冰原上，通讯全断了。驾驶舱里那台无线电冒着烟。\n1. 出舱找信号\n2. 清点物资', '修好那台坏掉的无线电', /无线电终于“滋滋”地响了起来[^]*现在可以呼救了/u, /用无线电呼救/u],
  ])('%s', (language, theme, story, choice, works, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(works);
    expect(options(text)).toMatch(next);
    expect(options(text)).not.toMatch(/坏掉的|broken radio|bị hỏng|고장 난/u);
  });
});

describe('adventure (round 11): a person asked for a way out names one, in the tone of the danger', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'zombie', 'You and Mrs. Patel, the school librarian, are trapped in the library. The infected are pounding on the front doors.\n1. Barricade the doors\n2. Hide in the stacks', 'ask Mrs. Patel for another way out', /Mrs\. Patel answers at once, low and quick: “There's a back way\. The emergency stairs/u],
    ['vi', 'fantasy', 'Sương mù phủ kín khu rừng, bạn và bác Tám tiều phu lạc đường đã hai tiếng.\n1. Nhóm lửa\n2. Gọi to', 'hỏi bác Tám có đường nào khác để ra khỏi rừng không', /Bác Tám nghĩ một lát, rồi chỉ tay: “Đừng đi lối cũ\./u],
    ['ko', 'zombie', '너와 경비원 박 씨 아저씨는 지하 주차장에 갇혔다. 셔터 밖에서 좀비들이 몰려온다.\n1. 차 안에 숨는다\n2. 셔터를 막는다', '박 씨 아저씨에게 다른 출구가 있는지 묻는다', /바로 낮고 빠르게 말한다\. “뒤쪽 길이 있어\./u],
    ['zh', 'zombie', '你和小区保安王叔被困在地下停车场，卷帘门外全是丧尸。\n1. 躲进车里\n2. 堵住门', '问王叔还有没有别的出口', /王叔立刻压低声音：“有后路。/u],
  ])('%s', (language, theme, story, choice, answer) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answer);
    expect(beat(text)).not.toMatch(stockDone);
  });

  it('the person\'s own role is no danger (a guard is no patrol)', () => {
    const text = continueWith('zh', 'zombie', '你和小区保安王叔被困在地下停车场，卷帘门外全是丧尸。王叔在这里干了十年保安。\n1. 躲进车里', '问王叔还有没有别的出口');
    expect(beat(text)).not.toMatch(/保安还/u);
  });
});

describe('adventure (round 11): standing in for someone is playing their part', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'school', 'The talent show has started. 민서, who was meant to sing the duet, has lost her voice and sits backstage with a scarf around her neck.\n1. Tell the teacher\n2. Cancel the duet', 'stand in on stage for 민서', /You step into 민서's place on stage\.[^]*민서's part/u],
    ['vi', 'school', 'Buổi văn nghệ sắp bắt đầu thì Lan bị đau họng, không hát được. Cô giáo nhìn quanh tìm người.\n1. Xin hoãn tiết mục\n2. Đưa Lan xuống phòng y tế', 'lên sân khấu hát thay Lan', /Bạn đứng vào chỗ của Lan[^]*phần của Lan/u],
    ['ko', 'school', '학예회 날, 무대에 서기로 한 민서가 목이 쉬어 말을 못 한다. 선생님이 다음 순서를 부른다.\n1. 순서를 미뤄 달라고 한다\n2. 민서를 보건실에 데려간다', '민서 대신 무대에 선다', /당신은 민서 자리에 서서[^]*민서가 준비한 내용을/u],
    ['zh', 'school', '元旦晚会上，原本要独唱的小雨突然发烧，被送回了宿舍。主持人已经在报下一个节目。\n1. 请主持人调换顺序\n2. 去宿舍看小雨', '替小雨上台表演', /你站到了小雨的位置上，替小雨上台表演/u],
  ])('%s', (language, theme, story, choice, part) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text).replace(/너는|너 /gu, (m) => (m === '너는' ? '당신은' : '당신 '))).toMatch(part);
    expect(beat(text)).not.toMatch(stockDone);
  });
});

describe('adventure (round 11): following a guide into a place goes there; the story\'s vehicle stays put', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp, RegExp]>([
    ['en', 'pirate', 'Your ship lies at anchor off the island. On the beach, a line of bare footprints leads from the surf into the jungle.\n1. Stay aboard\n2. Row ashore', 'follow the footprints into the jungle', /The jungle closes in around you[^]*The footprints go on ahead of you/u, /Keep following the footprints/u],
    ['vi', 'fantasy', 'Đêm ở phố cổ, một con mèo trắng cứ đi trước bạn vài bước rồi rẽ vào một con hẻm nhỏ.\n1. Về nhà\n2. Gọi con mèo', 'đi theo con mèo trắng vào con hẻm', /Con hẻm hẹp và vắng[^]*Con mèo trắng vẫn đi trước/u, /Tiếp tục theo con mèo trắng/u],
    ['ko', 'fantasy', '숲속 오두막에 머무는 밤, 어디선가 피리 소리가 들려오더니 오래된 우물 쪽으로 멀어진다.\n1. 문을 잠근다\n2. 잠을 청한다', '피리 소리를 따라 숲으로 들어간다', /숲이 사방에서 좁혀 온다[^]*피리 소리가 한 걸음마다 또렷해진다/u, /피리 소리를 계속 따라간다/u],
    ['zh', 'fantasy', '大雪封山，一只白狐在庙门口停了停，回头看你，又钻进了庙后的山洞。\n1. 生火\n2. 睡觉', '跟着白狐进山洞', /山洞里又冷又暗[^]*白狐在前面继续往深处走/u, /继续跟着白狐/u],
  ])('%s', (language, theme, story, choice, there, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(there);
    expect(options(text)).toMatch(next);
    expect(beat(text)).not.toMatch(/ship (?:sails|glides|drifts)|slide across the deck|thuyền trôi|배가 미끄러|船驶/u);
  });
});

describe('adventure (round 11): something handed back is taken by the person who was missing it', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'school', 'After PE you find a blue water bottle on the bleachers. A boy named Tariq is searching under the benches, looking worried.\n1. Leave it\n2. Give it to the coach', 'give the water bottle back to Tariq', /Tariq looks up, sees the water bottle in your hand/u],
    ['vi', 'school', 'Bạn nhặt được một chiếc thẻ học sinh ở căng tin. Gần đó, Ngọc đang lục tung cặp tìm gì đó.\n1. Nộp cho thầy\n2. Bỏ vào túi', 'trả chiếc thẻ học sinh cho Ngọc', /Ngọc ngẩng lên, thấy chiếc thẻ học sinh trong tay bạn/u],
    ['ko', 'school', '하굣길에 운동장 벤치에서 필통을 주웠다. 근처에서 하린이 가방을 뒤지며 뭔가를 찾고 있다.\n1. 교무실에 맡긴다\n2. 그냥 둔다', '하린에게 필통을 돌려준다', /고개를 들어 당신 손에 든 필통을 보더니/u],
    ['zh', 'school', '放学路上，你在操场边捡到一个粉色钱包。不远处有个女生正在草丛里翻找，急得快哭了。\n1. 交给门卫\n2. 装作没看见', '把捡到的钱包还给那个女生', /那个女生抬起头，看见你手里的钱包/u],
  ])('%s', (language, theme, story, choice, taken) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(taken);
  });
});

describe('adventure (round 11): a clause that is not the player\'s own act is no shape', () => {
  it.each<[ContentLanguage, string]>([
    ['vi', 'Đi theo địa chỉ ghi trên phong bì'],
    ['zh', '趁老师转身写板书时溜出教室'],
    ['en', 'wait until the teacher writes on the board, then slip out'],
    ['ko', '선생님이 칠판을 보는 사이 교실을 빠져나간다'],
  ])('%s: %s', (language, choice) => {
    expect(readActShape(choice, null, language)).toBeNull();
  });
});

describe('adventure (round 11): a Chinese companion is a whole name, never a pronoun or a name with a function word', () => {
  it('她一起 and 林夏把 are no names', () => {
    expect(wholeName('她一起', 'zh')).toBeNull();
    expect(wholeName('林夏把', 'zh')).toBe('林夏');
    expect(wholeName('林夏', 'zh')).toBe('林夏');
    expect(storyCompanion('雨夜，你和她一起躲在公交站的屋檐下。', 'zh')).toBeNull();
    const text = continueWith('zh', 'romance', '雨夜，你和她一起躲在公交站的屋檐下。\n1. 把伞给她\n2. 聊聊天', '在她的手心里画一颗星星');
    expect(text).not.toMatch(/她一起/u);
  });
});

describe('adventure (round 11): a favour asked of a person in the story is done by them', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'mystery', 'The museum is closing. Mr. Hale, the night guard, jingles his keys by the stairs and yawns.\n1. Leave\n2. Hide in the gallery', 'ask Mr. Hale to unlock the map room', /Mr\. Hale unlocks the map room/u],
    ['vi', 'zombie', 'Bạn và chú Bảy bán cá đang kẹt trong chợ lúc nửa đêm. Đám xác sống đang cào cửa chính.\n1. Trốn vào quầy cá\n2. Gọi cứu hộ', 'nhờ chú Bảy mở cửa kho', /Rồi chú Bảy mở cửa kho, nhanh và không một tiếng động/u],
    ['ko', 'zombie', '너와 편의점 알바생 수아는 계산대 뒤에 숨어 있다. 정문 유리가 깨지고 좀비들이 몰려든다.\n1. 문을 막는다\n2. 뒷문으로 뛴다', '수아에게 창고 문을 열어 달라고 한다', /수아는 두말없이 창고 문을 열어 준다/u],
    ['zh', 'school', '运动会前，体育委员小林抱着一箱号码布站在操场边。\n1. 去热身\n2. 找同学聊天', '请小林帮我找一下我的号码布', /小林点点头：“好。”说着就去找一下你的号码布。/u],
  ])('%s', (language, theme, story, choice, done) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(done);
    expect(beat(text)).not.toMatch(/I know more about it than I let on|Thứ bên trong đã biến mất|里面的东西已经不见了/u);
  });

  it('a loan is left to the lender (round 10), a stranger is asked nothing here', () => {
    expect(readActShape('ask Priya to lend you her calculator', null, 'en')).toBeNull();
    const text = continueWith('en', 'mystery', 'The museum is closing. The lights in the east wing flicker.\n1. Leave', 'ask Mr. Hale to unlock the map room');
    expect(beat(text)).not.toMatch(/Mr\. Hale unlocks/u);
  });
});

describe('adventure (round 11): looking inside a thing shows what is there', () => {
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'Locker 213 has been locked all term. Today it hangs open a crack.\n1. Walk past', 'look inside the locker', /The locker comes open\. Inside is /u],
    ['vi', 'Trên bàn giáo viên có một chiếc hộp gỗ nhỏ không khóa.\n1. Đi ra ngoài', 'nhìn vào trong chiếc hộp gỗ', /Chiếc hộp gỗ mở ra\. Bên trong là /u],
    ['ko', '교탁 위에 잠기지 않은 작은 나무 상자가 있다.\n1. 나간다', '나무 상자 안을 들여다본다', /나무 상자를 열자 안에 든 것이 보인다\./u],
    ['zh', '讲台上放着一个没上锁的小木盒。\n1. 出去', '看看木盒里面有什么', /木盒打开了，里面是/u],
  ])('%s', (language, story, choice, seen) => {
    expect(beat(continueWith(language, 'mystery', story, choice))).toMatch(seen);
  });
});

describe('adventure (round 11): a question put to a person is answered with what it asks for', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'mystery', 'The manor\'s owner was found in the library this morning. The gardener, Jonah, keeps twisting his cap.\n1. Search the library\n2. Call the police', 'ask Jonah where he was last night', /“In my room, asleep,” Jonah says/u],
    ['vi', 'zombie', 'Bạn và chị Mai cố thủ trên nóc siêu thị. Lũ xác sống đang leo lên cầu thang sắt.\n1. Đẩy cầu thang xuống\n2. Nhảy sang mái bên', 'hỏi chị Mai còn bao nhiêu đạn', /“Bốn,” chị Mai hạ giọng/u],
    ['ko', 'space', '우주정거장에 경보가 울린다. 한 박사가 제어판 앞에서 땀을 흘리고 있다.\n1. 대피 모듈로 간다\n2. 우주복을 입는다', '한 박사에게 산소가 얼마나 남았는지 물어본다', /한 박사는 고개도 들지 않고 말한다\. “20분\./u],
    ['zh', 'school', '运动会上，班长小林拿着秒表站在终点线旁边。\n1. 去热身\n2. 喝水', '问小林什么时候轮到我们班', /“快了。具体时间还没定。”小林说。/u],
  ])('%s', (language, theme, story, choice, answer) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answer);
    expect(beat(text)).not.toMatch(stockDone);
    expect(options(text).split('\n').length).toBeGreaterThanOrEqual(3);
  });
});

describe('adventure (round 11): a thing given back with no one named goes to its owner', () => {
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'On the ferry, a girl in a yellow raincoat drops her scarf as she hurries to the rail. She doesn\'t notice.\n1. Ignore it', 'pick up the scarf and give it back', /She takes the scarf/u],
    ['ko', '캠퍼스 벤치 앞, 다온이 통화를 하며 지나가다 장갑 한 짝을 떨어뜨렸다.\n1. 모른 척한다', '다온이 떨어뜨린 장갑을 주워서 돌려준다', /다온은 장갑을 받아 들고/u],
  ])('%s', (language, story, choice, taken) => {
    expect(beat(continueWith(language, 'romance', story, choice))).toMatch(taken);
  });
});

describe('adventure (round 11): following a guide up or down the stairs arrives there', () => {
  it('zh: 跟着黑猫下楼', () => {
    const text = continueWith('zh', 'horror', '半夜，一只黑猫从窗台跳进来，在门口蹲着看你，然后慢慢走向楼梯。\n1. 关窗\n2. 开灯', '跟着那只黑猫下楼');
    expect(beat(text)).toMatch(/你到了楼下/u);
    expect(options(text)).toMatch(/在楼下四处看看/u);
  });
});

describe('adventure (round 11): a letter opened says something', () => {
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'On the kitchen table is an envelope with your name on it. Upstairs, a door slams.\n1. Go upstairs', 'tear open the envelope and read what it says', /The envelope comes open\. There is a single sheet inside, and it says: “/u],
    ['ko', '할머니 방 서랍에서 네 이름이 적힌 봉투가 나왔다.\n1. 숨는다', '봉투를 열어서 뭐라고 적혀 있는지 읽는다', /봉투를 열자 종이 한 장이 나온다\. 거기엔 이렇게 적혀 있다\. “/u],
  ])('%s', (language, story, choice, says) => {
    expect(beat(continueWith(language, 'horror', story, choice))).toMatch(says);
  });
});

describe('adventure (round 11): a note handed to someone named in the choice is answered by them', () => {
  it('zh: 写下暗号，交给阿杰', () => {
    const text = continueWith('zh', 'mystery', '侦探社的活动室里摊着一张旧城区地图。明天要分头行动，只能靠纸条联系。\n1. 先去踩点', '在地图背面写下我们的暗号，交给阿杰');
    expect(beat(text)).toMatch(/阿杰接了过去。阿杰看完/u);
  });
  it('ko: narration says 당신 (or the story\'s 너), never a bare 너 in a 당신 story', () => {
    const text = continueWith('ko', 'romance', '캠퍼스 벤치 앞, 다온이 통화를 하며 지나가다 장갑 한 짝을 떨어뜨렸다.\n1. 모른 척한다', '다온이 떨어뜨린 장갑을 주워서 돌려준다');
    expect(beat(text)).not.toMatch(/너를|네 손/u);
  });
});
