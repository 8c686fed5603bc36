import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readAct2Shape, koPlainPresent } from './adventure-act2-read.ts';
import { secondPersonChoice } from './adventure-person.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 21): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';

/** The stock beats a wave-2 act used to get. */
const stock = /nothing else around you moves|what it changes|longer than you think|mọi thứ xung quanh như lặng đi|아무것도 움직이지 않는다|事情比你想的长|周围的一切都静了下来|Check whether it changed anything/u;

describe('adventure (round 11b): a purpose clause is achieved in its own words, with the person’s reaction', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'pirate', 'The harbour master blocks the gangplank with his cane, muttering that the tide waits for no one. Your ship leaves at dawn.\n1. Sneak past\n2. Wait', 'I hand the harbour master my compass so he lets me aboard', /The harbour master turns your compass over in one hand[^]*Then the harbour master lets you aboard\./u],
    ['en', 'mystery', 'Aunt Clara’s letter is half burnt. Only the top line survives; below it the ash still shows the shape of her handwriting.\n1. Throw it away\n2. Call the police', 'hold the ash up to the lamp to read what it says', /The words come up, faint but readable: “/u],
    ['vi', 'space', 'Khoang chứa hàng tối om. Cô Lan, kỹ thuật viên, đang lần mò tìm mối hàn bị nứt trên đường ống.\n1. Gọi trung tâm\n2. Quay lại buồng lái', 'Tôi giơ đèn pin rọi cho cô Lan hàn lại đường ống', /Dưới ánh đèn bạn soi, cô Lan hàn lại đường ống[^]*Cô Lan nheo mắt/u],
    ['ko', 'school', '발표 직전, 지우가 목이 쉬어서 말이 잘 안 나온다. 반 아이들이 웅성거린다.\n1. 선생님께 말한다\n2. 대신 발표한다', '지우가 읽을 수 있게 대본을 큰 글씨로 적어 준다', /이제 지우가 읽을 수 있다\./u],
    ['zh', 'fantasy', '山洞外下着大雨。阿青冻得直发抖，说她一点力气也没有了。\n1. 生火\n2. 出去找路', '我把斗篷递给阿青，让她暖和一点', /阿青接过斗篷[^]*接着，阿青暖和一点了。/u],
  ])('%s: %s', (language, theme, story, choice, achieved) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(achieved);
    expect(text).not.toMatch(stock);
  });

  it('a group the thing is shared with takes heart, in Korean and in English', () => {
    const ko = continueWith('ko', 'pirate', '닻줄이 끊어지고 선원들은 갑판에 주저앉아 있다. 섬까지는 하루를 더 저어 가야 한다.\n1. 노를 잡는다\n2. 지도를 본다', '선원들에게 마지막 비스킷을 나눠 주며 힘을 낸다');
    expect(beat(ko)).toMatch(/선원들은 마지막 비스킷을 고맙게 받아 든다[^]*일어선다/u);
    const en = continueWith('en', 'zombie', 'The survivors sit on the roof in silence, staring at the empty cans. The dead are still at the fence.\n1. Check the fence\n2. Sleep', 'share the last chocolate bar with the survivors');
    expect(beat(en)).toMatch(/The survivors take the last chocolate bar gratefully/u);
  });

  it('a thing, a drift or a step of a compound act is no person’s deed: other readers keep them', () => {
    expect(readAct2Shape(secondPersonChoice('把缆绳割断，然后让小船漂走', 'zh').text, '一条小船系在码头。', 'zh')).toBeNull();
    expect(readAct2Shape('give the troll the cheese, then ask it to let you cross', 'A troll guards the bridge.', 'en')).toBeNull();
    const lure = continueWith('en', 'zombie', 'The dead are clawing at the shutters of the pharmacy.\n1. Hide\n2. Run', 'throw a bottle across the street to distract them');
    expect(beat(lure)).not.toMatch(/It works: you distract them/u);
  });

  it('Korean plain present forms from a stem', () => {
    expect(koPlainPresent('보')).toBe('본다');
    expect(koPlainPresent('먹')).toBe('먹는다');
    expect(koPlainPresent('만들')).toBe('만든다');
    expect(koPlainPresent('볼 수 있')).toBe('볼 수 있다');
  });
});

describe('adventure (round 11b): a question about a person is answered about themself', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'romance', 'The night bus is nearly empty. Across the aisle, Priya is sketching the passing lights in a notebook, humming to herself.\n1. Look out the window\n2. Sleep', 'ask Priya what she wants to be', /“An artist,” Priya says[^]*“And you\?”/u],
    ['en', 'pirate', 'The cook, old Bram, peels potatoes by the galley fire and watches the waves through the porthole.\n1. Go on deck\n2. Help him', 'ask Bram where he grew up', /“A fishing town down the coast,” Bram says/u],
    ['vi', 'romance', 'Trên chuyến tàu đêm ra Huế, chị Mai ngồi đối diện bạn, tay đan dở chiếc khăn len.\n1. Ngủ một giấc\n2. Ra toa ăn', 'hỏi chị Mai quê ở đâu', /“Xa lắm,” chị Mai đáp[^]*“Còn bạn thì sao\?”/u],
    ['ko', 'school', '방과 후 미술실, 은지가 혼자 남아 물감을 정리하고 있다.\n1. 집에 간다\n2. 도와준다', '은지에게 커서 뭐가 되고 싶냐고 물어본다', /은지는 당연하다는 듯 바로 말한다\. “화가\./u],
    ['zh', 'time_travel', '你回到了1985年的县城。供销社门口，年轻时的爸爸蹲在台阶上修一辆旧自行车。\n1. 上前帮忙\n2. 走开', '我问他长大以后想做什么', /他想都没想：“当老师。[^]*“你呢？”/u],
  ])('%s: %s', (language, theme, story, choice, answered) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(text).not.toMatch(stock);
    expect(beat(text)).not.toMatch(/Through there|I'll show you|Để tôi dẫn|데려갈게|我带你去/u);
  });

  it('a why about the person’s own past echoes the deed (zh), and a why about tonight is left to other readers', () => {
    const past = continueWith('zh', 'mystery', '渡船在雾里停了。老船长叼着烟斗坐在船头。\n1. 去船舱\n2. 等', '问老船长当年为什么要学开船');
    expect(beat(past)).toMatch(/老船长沉默了一会儿：“年轻的时候总觉得，学开船，就能找到答案/u);
    expect(readAct2Shape('问保安为什么每天晚上都站在你家门口', '保安每天晚上都站在你家门口。', 'zh')).toBeNull();
  });
});

describe('adventure (round 11b): a thing slipped back is noticed or not, and the danger moves on it', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'cyberpunk', 'You lifted Officer Kane’s badge to get past the checkpoint. Now he is patting his jacket and frowning, and a patrol drone hums down the alley.\n1. Run\n2. Hide', 'slip the badge back into Kane’s jacket and walk away', /Kane pats the pocket again, finds the badge[^]*Behind you, the drones reach the spot where you stood/u],
    ['vi', 'mystery', 'Ông bảo vệ ngủ gật bên bàn trực. Bạn vừa mượn chùm chìa khóa trong túi áo ông. Tiếng bước chân vang lên ở cuối hành lang.\n1. Chạy\n2. Trốn', 'nhét chùm chìa khóa trở lại túi áo ông bảo vệ rồi lặng lẽ bỏ đi', /vẫn ngủ, không hề động đậy[^]*Sau lưng bạn, tiếng bước chân/u],
    ['ko', 'cyberpunk', '해커 도윤이 의자에서 졸고 있다. 당신은 방금 그의 주머니에서 칩을 꺼내 데이터를 복사했다. 복도 끝에서 드론이 다가온다.\n1. 숨는다\n2. 도망친다', '칩을 도윤 주머니에 다시 넣고 자리를 뜬다', /꿈쩍도 하지 않는다[^]*등 뒤에서 드론이 방금 당신이 서 있던 자리에 닿아/u],
    ['zh', 'cyberpunk', '老K醉倒在吧台上，你刚从他口袋里摸出门禁卡。门口的无人机正一个个扫描客人的脸。\n1. 溜走\n2. 藏起来', '我把门禁卡塞回老K的口袋，转身就走', /老K一动不动[^]*你身后，无人机飘到你刚才站的地方/u],
  ])('%s: %s', (language, theme, story, choice, moved) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(moved);
    expect(text).not.toMatch(stock);
  });
});

describe('adventure (round 11b): wave-1 leftovers', () => {
  it('a container opened after an instrument or unfolded shows what is inside; a door is no container', () => {
    const vi = continueWith('vi', 'fantasy', 'Trong kho có một cái hòm gỗ khóa chặt và một chiếc chìa khóa sắt treo trên tường.\n1. Ra ngoài\n2. Gọi người', 'lấy chìa khóa sắt mở cái hòm gỗ');
    expect(beat(vi)).toMatch(/Cái hòm gỗ mở ra\. Bên trong là/u);
    const en = continueWith('en', 'fantasy', 'A folded map lies on the captain’s table, sealed with wax.\n1. Leave\n2. Call the captain', 'unfold the map');
    expect(beat(en)).toMatch(/The map comes open\. Inside is|The map comes open/u);
    expect(readAct2Shape('open the door', 'A door.', 'en')).toBeNull();
  });

  it('Korean: 난 / 날 inside a phrase stay as written ("고장 난 나침반", "그 날")', () => {
    expect(secondPersonChoice('고장 난 나침반을 버린다', 'ko').text).toBe('고장 난 나침반을 버린다');
    expect(secondPersonChoice('난 그 날 일을 떠올린다', 'ko').text).toBe('그 날 일을 떠올린다');
  });
});
