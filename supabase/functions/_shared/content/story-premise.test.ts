import { describe, expect, it } from 'vitest';
import { findStoryPremise, findStorySecond } from './story-premise.ts';

describe('findStoryPremise', () => {
  it('finds the central object or person of an English opening, not the hero or a time', () => {
    expect(findStoryPremise("Tobias hadn't slept in two days when the dryer in the basement started spinning by itself.", 'en', 'Tobias')?.the).toBe('the dryer');
    expect(findStoryPremise('My grandmother went missing on her eightieth birthday.', 'en', '')).toEqual({ the: 'my grandmother', a: 'my grandmother', person: true, acts: true });
    expect(findStoryPremise('There was a letter waiting in the vending machine.', 'en', '')?.a).toBe('a letter');
    expect(findStoryPremise('The new kid, Oyelaran, brought a jar of fireflies to class.', 'en', 'Oyelaran')?.the).toBe('the jar of fireflies');
    expect(findStoryPremise('Every night at exactly 9:14, the streetlight blinks three times.', 'en', '')?.the).toBe('the streetlight');
  });

  it('reads Korean nouns by their particles, counters included (건조기 한 대가)', () => {
    expect(findStoryPremise('새벽 세 시, 빨래방에서 건조기 한 대가 저절로 돌아가기 시작했다.', 'ko', '')?.the).toBe('건조기');
    expect(findStoryPremise('준호는 편의점 앞에서 떨고 있는 강아지를 발견했다.', 'ko', '준호')?.the).toBe('강아지');
    expect(findStoryPremise('할머니가 사라진 지 사흘째 되는 날이었다.', 'ko', '')).toEqual({ the: '할머니', a: '할머니', person: true, acts: true });
    // 잠을 is not an object of the story; the sound behind the wall is.
    expect(findStoryPremise('도겸이는 벽 너머에서 들려오는 피아노 소리에 잠을 깼다.', 'ko', '도겸')?.the).toBe('피아노 소리');
  });

  it('reads Vietnamese classifiers (chiếc, lá, con) and a missing relative', () => {
    expect(findStoryPremise('Chiếc máy sấy ở tiệm giặt tự quay suốt đêm.', 'vi', '')?.the).toBe('chiếc máy sấy');
    expect(findStoryPremise('Khang tìm thấy một lá thư trong máy bán hàng tự động.', 'vi', 'Khang')?.the).toBe('lá thư');
    expect(findStoryPremise('Bà nội của Thư biến mất vào buổi sáng hôm đó.', 'vi', 'Thư')).toEqual({ the: 'bà nội', a: 'bà nội', person: true, acts: true });
  });

  it('reads Chinese subjects before a verb and counted objects', () => {
    expect(findStoryPremise('凌晨三点，洗衣房里的烘干机自己转了起来。', 'zh', '')?.the).toBe('烘干机');
    expect(findStoryPremise('林晓在自动售货机里发现了一封写给她的信。', 'zh', '林晓')?.the).toBe('信');
    expect(findStoryPremise('小雨放学回家，发现奶奶不见了。', 'zh', '小雨')).toEqual({ the: '奶奶', a: '奶奶', person: true, acts: true });
  });

  it('returns null when nothing stands out', () => {
    expect(findStoryPremise('Once upon a time.', 'en', '')).toBeNull();
    expect(findStoryPremise('   ', 'ko', '')).toBeNull();
  });
});

describe('findStoryPremise: acting or found', () => {
  it('tells an object that acts on its own from one that is found', () => {
    expect(findStoryPremise('Every night, the streetlight blinks three times.', 'en', '')?.acts).toBe(true);
    expect(findStoryPremise('Tobias was asleep when the dryer in the basement started spinning.', 'en', 'Tobias')?.acts).toBe(true);
    expect(findStoryPremise('There was a letter in the vending machine.', 'en', '')?.acts).toBe(false);
    expect(findStoryPremise('Mina found an old key under the bench.', 'en', 'Mina')?.acts).toBe(false);
    expect(findStoryPremise('건조기 한 대가 저절로 돌아가기 시작했다.', 'ko', '')?.acts).toBe(true);
    expect(findStoryPremise('민지는 오래된 열쇠를 발견했다.', 'ko', '민지')?.acts).toBe(false);
    expect(findStoryPremise('Chiếc máy sấy tự quay suốt đêm.', 'vi', '')?.acts).toBe(true);
    expect(findStoryPremise('Khang tìm thấy một lá thư.', 'vi', 'Khang')?.acts).toBe(false);
    expect(findStoryPremise('洗衣房里的烘干机自己转了起来。', 'zh', '')?.acts).toBe(true);
    expect(findStoryPremise('林晓发现了一封信。', 'zh', '林晓')?.acts).toBe(false);
  });
});

describe('premise of an opening with a setting first (issue 13, second read)', () => {
  it('skips a setting phrase ("at the bakery") for the thing that acts, and drops a "full of" tail', () => {
    expect(findStoryPremise("Nobody at the bakery knew that the oven in Luca's shop only burned the bread when he lied.", 'en', 'Luca')?.the).toBe('the oven');
    expect(findStoryPremise("Under the floorboards of Amara's bedroom, she found a tin box full of old letters.", 'en', 'Amara')?.the).toBe('the tin box');
    expect(findStoryPremise('We found a box of matches at the station.', 'en', '')?.the).toBe('the box of matches');
  });

  it('finds a Chinese thing pointed at with 那/这 and a measure word, without gluing 都 to it', () => {
    expect(findStoryPremise('子轩的面包店里那台烤箱只在他说谎时才会把面包烤焦。', 'zh', '子轩')?.the).toBe('烤箱');
    expect(findStoryPremise('每天凌晨两点，克拉拉家地下室的旧钢琴都会弹起她写的歌。', 'zh', '克拉拉')?.the).toBe('旧钢琴');
  });
});

describe('premises the blind read found misread', () => {
  it('takes what a Korean opening discovers as its premise, wherever it stands', () => {
    expect(findStoryPremise('수능 전날 밤, 편의점 야간 알바를 하던 지호는 유통기한이 2035년으로 찍힌 삼각김밥을 발견했다.', 'ko', '지호')?.the).toBe('삼각김밥');
  });

  it('never takes 누군가 (someone) apart into an object', () => {
    expect(findStoryPremise('그런데 오늘은 누군가 그 자리에 앉았다.', 'ko', '')?.the ?? '').not.toMatch(/^누군$/u);
  });

  it('stops a Vietnamese noun phrase before the verb that follows it', () => {
    expect(findStoryPremise('Bà thấy một cô bé ôm con mèo mun đứng trước hiên.', 'vi', '')?.the ?? '').not.toMatch(/đứng/u);
  });
});

describe('findStoryPremise (second blind read)', () => {
  it('never takes a Korean verb form for the premise', () => {
    const premise = findStoryPremise("지하철 2호선 막차에서 졸다가 깼는데, 객실에 나 말고 아무도 없었다. 그런데 다음 역 안내 방송이 '다음 역은 2009년 신촌입니다'라고 나왔다.", 'ko', '');
    expect(premise?.the).not.toMatch(/졸다/u);
    expect(premise?.the).toMatch(/방송/u);
  });

  it('marks a place premise as a place that does not act (en, ko)', () => {
    const bakery = findStoryPremise("My grandma's old bakery in Ohio closed ten years ago, but the lights were on again.", 'en', '');
    expect(bakery?.the).toMatch(/bakery/u);
    expect(bakery?.place).toBe(true);
    expect(bakery?.acts).toBe(false);
    expect(findStoryPremise('오래된 빵집이 다시 문을 열었다.', 'ko', '')?.place).toBe(true);
  });

  it('takes a titled book and a found thing before its label (zh)', () => {
    expect(findStoryPremise("小雨在旧书店买了一本二手的《百年孤独》，扉页上写着她妈妈的名字。", 'zh', '小雨')?.the).toBe('那本《百年孤独》');
    expect(findStoryPremise('阿明在她的旧收音机里发现了一盘磁带，标签上写着“给阿明”。', 'zh', '阿明')?.the).toBe('磁带');
  });

  it('takes what a named animal brings, and no classifier inside a place name (vi)', () => {
    expect(findStoryPremise("Con mèo mướp nhà tôi tên Bắp biến mất ba ngày, rồi nó về với một cái vòng cổ màu đỏ có khắc chữ 'Đà Lạt'.", 'vi', '')?.the).toBe('cái vòng cổ màu đỏ');
    expect(findStoryPremise('Linh ngồi ở bờ Hồ Con Rùa thì một ông cụ đưa cho cô một chiếc đồng hồ quả quýt cũ.', 'vi', 'Linh')?.the).toMatch(/^chiếc đồng hồ/u);
  });
});

describe('the second element and a person seen (issue 13, story round 2)', () => {
  it('finds what an opening carries beside its premise, in all four languages', () => {
    const en = 'The night shift at the Denver airport Cinnabon was always quiet, until a man in a soaking-wet tuxedo ordered forty-two rolls and paid in gold coins.';
    expect(findStorySecond(en, 'en', findStoryPremise(en, 'en', ''), '')).toBe('the gold coins');
    const vi = 'Chiều mưa ở Hội An, bà Tư đóng cửa tiệm may sớm thì thấy một cô bé ướt sũng ôm con mèo mun đứng trước hiên, tay cầm tấm ảnh cũ in hình chính bà hồi còn trẻ.';
    expect(findStorySecond(vi, 'vi', findStoryPremise(vi, 'vi', 'Tư'), 'Tư')).toBe('tấm ảnh cũ');
    const ko = '수능 전날 밤, 편의점 야간 알바를 하던 지호는 유통기한이 2035년으로 찍힌 삼각김밥을 발견했다.';
    expect(findStorySecond(ko, 'ko', findStoryPremise(ko, 'ko', '지호'), '지호')).toBe('수능');
    const zh = '我在旧货市场买了一台收音机，里面夹着一张火车票。';
    expect(findStorySecond(zh, 'zh', findStoryPremise(zh, 'zh', ''), '')).toBe('火车票');
  });

  it('finds no second element where the opening has only one', () => {
    const en = 'My grandmother left me a key.';
    expect(findStorySecond(en, 'en', findStoryPremise(en, 'en', ''), '')).toBeNull();
  });

  it('takes the counted thing before 하나 as a Korean premise, not the number', () => {
    expect(findStoryPremise('순자 할머니는 매일 밤 빈자리에 소주잔 하나를 채워 둔다.', 'ko', '순자')?.the).toBe('소주잔');
  });

  it('takes someone seen standing as a person seen, not a missing one (zh)', () => {
    const premise = findStoryPremise('重庆轻轨二号线穿过李子坝那栋楼的时候，阿杰看见窗外的阳台上站着十年前的自己。', 'zh', '阿杰');
    expect(premise).toMatchObject({ the: '十年前的自己', person: true, seen: true });
  });
});

describe('a person by trade is no premise (en, issue 13 story round 2)', () => {
  it('takes the postcard, not the lighthouse keeper', () => {
    expect(findStoryPremise('Every Sunday the lighthouse keeper on Skerry Point mailed a postcard to an old address.', 'en', '')?.the).toBe('the postcard');
  });
});

describe('second things counted with 하나와 (ko) or a longer counted noun (zh)', () => {
  it('finds the flowerpot and the old radio', () => {
    const ko = "이사 온 첫날, 서연은 베란다에서 화분 하나와 '물은 목요일에만'이라고 적힌 쪽지를 발견했다.";
    expect(findStorySecond(ko, 'ko', findStoryPremise(ko, 'ko', '서연'), '서연')).toBe('화분');
    const zh = '下雪的除夕夜，小满在老家阁楼里翻出一台旧收音机，里面夹着一张1998年的电影票。';
    expect(findStorySecond(zh, 'zh', findStoryPremise(zh, 'zh', '小满'), '小满')).toBe('旧收音机');
  });
});
