import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { koPeer, readContents, shownWound } from './adventure-wh-evidence.ts';
import { readQuantity } from './adventure-wh-closed.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 15): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';
const options = (text: string): string => text.split('\n\n').slice(1).join('\n');

/** The first wave's fixed what-line and its always-yes, always-đồng answers. */
const brassKey = /brass key|chìa khóa đồng|놋쇠 열쇠|铜钥匙/u;

// Held-out words (in no list of the adventure modules): canister, Vex; cái chum, lão Bảy; 항아리, 대장장이; 坛子, 老疤
// (a contents question about a thing of no known kind is answered by the genre's world, not by the noun).
describe('adventure (round 14b): what a thing holds is answered in its kind, or the genre world for an unknown thing', () => {
  it.each([
    ['en', 'cyberpunk', 'Vex sets a dented canister on the bar and keeps her palm on the lid. Sirens wail two blocks away.\n1. Leave\n2. Order a drink', "ask Vex what's in the canister", /Credit sticks/u],
    ['vi', 'pirate', 'Lão Bảy ngồi trên boong, ôm khư khư cái chum sành. Sóng đánh mạn tàu ầm ầm.\n1. Xuống khoang\n2. Leo lên cột buồm', 'hỏi lão Bảy trong cái chum kia có gì', /Đồng vàng/u],
    ['ko', 'fantasy', '대장장이가 모루 옆에 낡은 항아리를 내려놓는다. 화덕 불이 탁탁 튄다.\n1. 검을 맡긴다\n2. 밖으로 나간다', '대장장이한테 그 항아리 안에 뭐가 있는지 물어본다', /은화요/u],
    ['zh', 'zombie', '老疤把一个坛子塞到床底下，回头盯着你。窗外有东西在撞铁栏杆。\n1. 加固窗户\n2. 去楼顶', '问老疤那个坛子里装的是什么', /罐头、绷带/u],
  ] as const)('%s: %s', (language, theme, story, choice, answered) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(brassKey);
  });

  it('reads the kind of a known thing by its head noun: data on a chip, words in a letter (four languages)', () => {
    expect(beat(continueWith('ko', 'cyberpunk', '해커 도윤이 내 칩을 단말기에 꽂는다. 경고창이 뜬다.\n1. 칩을 뽑는다\n2. 숨는다', '해커 도윤에게 이 칩 안에 뭐가 들어 있는지 물어본다'))).toMatch(/이름 목록이랑 좌표/u);
    expect(beat(continueWith('en', 'mystery', 'Mrs. Hale hides an envelope under the ledger when you come in.\n1. Leave\n2. Ask for a room', 'ask Mrs. Hale what is in the envelope'))).toMatch(/A name, a place, and a date/u);
    expect(beat(continueWith('vi', 'horror', 'Bà Năm giấu lá thư vào túi áo khi thấy bạn.\n1. Bỏ đi\n2. Ngồi xuống', 'hỏi bà Năm lá thư đó viết gì'))).toMatch(/Một cái tên, một địa điểm/u);
    expect(readContents('那个U盘里存的是什么', 'zh')).toEqual({ kind: 'data' });
    expect(readContents('what she wants in return, keeping your hand on your stun pistol', 'en')).toBeUndefined();
  });
});

// Held-out words: Ines, clinic; chú Tám, kho thóc; 태식이, 철물점; 阿满, 地下室 (the harm and body words are a small closed
// class in adventure-wh-evidence.ts: bitten / hurt, arm / leg; say so in the report).
describe('adventure (round 14b): a yes/no question reads the last scene for evidence', () => {
  it.each([
    ['en', 'zombie', 'We bolt the clinic door. Ines slumps against the wall, pressing her forearm hard against her shirt, sleeve torn. Something scratches at the glass.\n1. Search the cabinets\n2. Block the glass', 'ask Ines if she got bitten', /Ines looks down at the forearm .*“…Yeah\. My forearm\./u],
    ['vi', 'zombie', 'Bạn chèn cửa kho thóc. Chú Tám ngồi phịch xuống, một tay giữ chặt bắp chân đang rỉ máu. Bên ngoài tiếng gào mỗi lúc một gần.\n1. Tìm băng gạc\n2. Chặn cửa', 'hỏi chú Tám có bị cắn không', /Chú Tám cúi nhìn chân mình.*“…Có\. Ở chân\./u],
    ['ko', 'zombie', '철물점 셔터를 내렸다. 태식이가 어깨를 움켜쥔 채 계산대 밑에 주저앉는다. 밖에서 유리 깨지는 소리가 난다.\n1. 셔터를 막는다\n2. 뒷문을 찾는다', '태식이한테 물린 거 아니냐고 묻는다', /태식이는 자기 어깨를 내려다보다가 .*“…응\. 아까 들어오다가\.”/u],
    ['zh', 'zombie', '你们躲进地下室。阿满靠着墙坐下，一只手死死捂着胳膊。头顶传来拖沓的脚步声。\n1. 堵住楼梯口\n2. 找手电筒', '问阿满有没有被咬', /阿满低头看了看自己的胳膊.*“……嗯。胳膊。/u],
  ] as const)('%s: a wound the scene shows is admitted, the part named', (language, theme, story, choice, answered) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(/Yes\. I got bitten|Có\. Chú bị cắn|네\.|“没有|sounds like the truth|Nghe như là thật|거짓말 같지는|听起来是真话/u);
    expect(options(text).split('\n')[1]).toMatch(/wound|vết thương|상처|伤口/u);
  });

  it('a person whose sentence shows unease dodges a yes/no question, never a plain yes (four languages)', () => {
    expect(beat(continueWith('en', 'mystery', 'The garage is cold. Wes is wiping his hands on a rag and avoids your eyes. The red car has a fresh dent.\n1. Look at the car\n2. Leave', 'ask Wes if he drove the red car last night'))).toMatch(/Wes doesn't answer at once.*It isn't a no\./u);
    expect(beat(continueWith('vi', 'mystery', 'Cô Thu đứng sau quầy, tay run run xếp lại mấy tờ hóa đơn.\n1. Ra về\n2. Đợi', 'hỏi cô Thu có mở két tối qua không'))).toMatch(/Cô Thu không trả lời ngay.*Sao lại hỏi cô chuyện đó\?/u);
    expect(beat(continueWith('ko', 'mystery', '관리인 할아버지는 땀을 닦으며 창고 열쇠를 만지작거린다.\n1. 나간다\n2. 기다린다', '관리인 할아버지한테 어젯밤 창고를 열었냐고 묻는다'))).toMatch(/바로 대답하지 않고 시선을 피한다/u);
    expect(beat(continueWith('zh', 'mystery', '门卫老郑手在发抖，烟灰掉了一裤子。\n1. 离开\n2. 等着', '问老郑昨晚有没有开过后门'))).toMatch(/老郑没有马上回答.*这可不是“没有”。/u);
  });

  it('no wound is read when the question asks of no harm, or the scene shows no body', () => {
    expect(shownWound('if she locked the door', 'She holds her arm.', 'en')).toBeNull();
    expect(shownWound('if she got bitten', 'She stares at the door.', 'en')).toBeNull();
    expect(shownWound('다친 데 없', '수아가 피 묻은 다리를 끌며 앉는다.', 'ko')).toBe('다리');
  });
});

// Held-out words: lantern, đèn lồng, 등잔, 灯笼, 斗篷, áo choàng (the question asks a price; no coin in the story).
describe('adventure (round 14b): a price with no coin in the story is given in the genre world', () => {
  it.each([
    ['en', 'pirate', 'The quartermaster polishes a brass lantern on the crate.\n1. Leave\n2. Look around', 'ask the quartermaster how much the lantern costs', /Five gold doubloons/u, /dollars/u],
    ['vi', 'fantasy', 'Bà thợ may đang khâu dở một chiếc áo choàng lông cáo.\n1. Đi tiếp\n2. Ngồi đợi', 'hỏi bà thợ may chiếc áo choàng giá bao nhiêu', /Ba đồng bạc/u, /Ba trăm nghìn/u],
    ['ko', 'space', '정거장 상인이 구식 등잔을 진열대에 올려놓는다.\n1. 떠난다\n2. 구경한다', '상인한테 그 등잔 얼마냐고 묻는다', /300크레딧이에요/u, /삼만 원/u],
    ['zh', 'pirate', '大副把一盏旧灯笼挂在桅杆上。\n1. 回舱\n2. 上甲板', '问大副这盏灯笼多少钱', /五枚金币/u, /三百块/u],
  ] as const)('%s: %s', (language, theme, story, choice, answered, local) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(answered);
    expect(text).not.toMatch(local);
  });
});

// Held-out words: 태식이, 보람; Marco, blip; Mr. Abernathy, greenhouse.
describe('adventure (round 14b): persons kept: a Korean peer speaks plainly, "we" stays "we", a name is never smiled out', () => {
  it('a Korean peer (a familiar name in -이, a bare name among survivors) answers in plain speech', () => {
    expect(koPeer('태식이', 'horror')).toBe(true);
    expect(koPeer('보람', 'zombie')).toBe(true);
    expect(koPeer('해커 미나', 'zombie')).toBe(false);
    expect(koPeer('보람', 'cyberpunk')).toBe(false);
    expect(beat(continueWith('ko', 'zombie', '옥상 문을 잠갔다. 보람이 난간에 기대 먼 곳을 본다.\n1. 내려간다\n2. 기다린다', '보람한테 아까 무전 들었냐고 물어본다'))).toMatch(/“응\. 아까 무전 들었어\.”/u);
  });

  it('a Korean peer names someone and counts plainly too, and a counter word is read whole (held-out: 민혁이, 폐교, 경호, 까마귀)', () => {
    const named = beat(continueWith('ko', 'horror', '폐교 복도. 민혁이가 손전등을 들고 교실 문 앞에 서 있다. 문이 반쯤 열려 있다.\n1. 교실에 들어간다\n2. 돌아간다', '민혁이한테 누가 문을 열어 놨냐고 물어본다'));
    expect(named).toMatch(/“[^”]+야\.” 그러고는 목소리를 낮춘다\. “내가 말했다고는 하지 마\.”/u);
    expect(named).not.toMatch(/하지 마세요/u);
    expect(readQuantity('까마귀가 몇 마리냐', 'ko')).toEqual({ kind: 'count', unit: '마리' });
  });

  it('an English "we" is told back as "we", never "you"', () => {
    const text = beat(continueWith('en', 'space', 'The shuttle drifts through the asteroid field. Marco watches the rear scanner, frowning. A faint blip appears and vanishes.\n1. Cut the engines\n2. Speed up', 'ask Marco if we are being followed'));
    expect(text).toMatch(/“Yes\. We are being followed\.”/u);
    expect(text).not.toMatch(/You are being followed/u);
  });

  it('a name asked for in a light story is given quietly, never with a smile, and said as the story spells it', () => {
    const en = beat(continueWith('en', 'school', 'Soil is spilled all over the greenhouse floor and the prize orchid is gone. Mr. Abernathy, the gardener, leans on his rake.\n1. Tell the principal\n2. Sweep up', 'ask mr. abernathy who knocked over the pots'));
    expect(en).toMatch(/Mr\. Abernathy glances around, then says quietly: “\p{Lu}/u);
    expect(en).not.toMatch(/smile/u);
    expect(beat(continueWith('zh', 'school', '美术室的石膏像被打碎了。值日生阿凯在擦黑板。\n1. 告诉老师\n2. 扫干净', '问阿凯是谁打碎了石膏像'))).toMatch(/阿凯看了看四周，小声说：“/u);
    expect(beat(continueWith('vi', 'school', 'Chậu xương rồng của lớp bị đập vỡ. Lớp trưởng Duy đang lau bảng.\n1. Báo cô giáo\n2. Dọn dẹp', 'hỏi Duy ai làm vỡ chậu xương rồng'))).toMatch(/Duy liếc quanh một vòng rồi nói nhỏ: “/u);
    expect(beat(continueWith('ko', 'school', '과학실 비커가 깨져 있다. 반장 서진이 칠판을 닦고 있다.\n1. 선생님께 말한다\n2. 치운다', '서진한테 누가 비커 깼냐고 물어본다'))).toMatch(/주위를 한번 둘러보더니 작게 말한다/u);
  });
});
