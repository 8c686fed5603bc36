import { describe, expect, it } from 'vitest';
import { readTextFacts } from './name-finder.ts';

describe('readTextFacts: names by position and pattern', () => {
  it('takes a sentence-initial English word before a verb as a name (Tobias hadn’t…), but not a common noun', () => {
    expect(readTextFacts("Tobias hadn't slept in two days.").names).toEqual(['Tobias']);
    expect(readTextFacts('Rain fell on the roof all night.').names).toEqual([]);
    expect(readTextFacts('Snow covered the village.').names).toEqual([]);
  });

  it('reads “My …” at a sentence start as the first person', () => {
    expect(readTextFacts('My grandmother went missing.').firstPerson).toBe(true);
  });

  it('finds a Korean given name at a sentence start by its particle, and strips the 이 after a final consonant', () => {
    expect(readTextFacts('준호는 퇴근길에 강아지를 발견했다.').names).toEqual(['준호']);
    expect(readTextFacts('도겸이는 이사 온 첫날 밤 잠을 깼다.').names).toEqual(['도겸']);
    expect(readTextFacts("봉투에는 '태현에게'라고 적혀 있었다.").names).toEqual(['태현']);
    expect(readTextFacts('세상은 조용했다.').names).toEqual([]);
  });

  it('finds Vietnamese names before a verb, and “của mình” is not the first person', () => {
    expect(readTextFacts('Khang tìm thấy một lá thư.').names).toEqual(['Khang']);
    expect(readTextFacts('Minh nhận được cuộc gọi từ số điện thoại của mình.').firstPerson).toBe(false);
    expect(readTextFacts('Mình chưa từng thấy con mèo nào biết nói.').firstPerson).toBe(true);
  });

  it('finds Chinese 小/阿 nicknames before more verbs, but not 小说', () => {
    expect(readTextFacts('小雨放学回家，发现奶奶不见了。').names).toEqual(['小雨']);
    // Round 11: a count or an existence before 小 + a character is a noun ("全是小洞": little holes), never a nickname.
    expect(readTextFacts('我蒸的鸡蛋羹表面全是小洞，怎么办？').names).toEqual([]);
    expect(readTextFacts('墙上有个小坑，小雨说是她弄的。').names).toEqual(['小雨']);
    expect(readTextFacts('阿杰的旧手机突然收到一条短信。').names).toEqual(['阿杰']);
    expect(readTextFacts('周末，陈默在旧书店买到一本写满批注的小说。').names).toEqual(['陈默']);
  });
});

describe('owners of a home or a room (issue 13, second read)', () => {
  it('reads a lone possessive after a place preposition as a person, not a place', () => {
    expect(readTextFacts("Every night the old piano in Clara's basement plays a song she wrote as a child.")).toMatchObject({ names: ['Clara'], places: [] });
    expect(readTextFacts('She moved to Paris last spring.').places).toEqual(['Paris']);
  });

  it('reads a Korean and a Chinese home owner as a person, but not a pronoun or a relative', () => {
    expect(readTextFacts('새벽 두 시, 클라라네 지하실의 피아노가 혼자 울린다.').names).toEqual(['클라라']);
    expect(readTextFacts('지한이네 옥상에서 열쇠가 자랐다.').names).toEqual(['지한']);
    expect(readTextFacts('每到半夜，思远家厨房的冰箱就会唱歌。').names).toEqual(['思远']);
    expect(readTextFacts('在雨桐的房间地板下，她找到一个铁盒。').names).toEqual(['雨桐']);
    expect(readTextFacts('그녀의 방에서 소리가 났다.').names).toEqual([]);
    expect(readTextFacts('从奶奶家的院子里传来铃声。').names).toEqual([]);
    expect(readTextFacts('在我们家的厨房里有一只猫。').names).toEqual([]);
  });
});

describe('names the blind read found misread', () => {
  it('does not take a brand, an app or a "the" place for a person', () => {
    expect(readTextFacts('Minh chạy Grab ở Sài Gòn. Đơn cuối cùng đêm đó là một hộp bánh bao.').names).toEqual(['Minh']);
    expect(readTextFacts('The night shift at the Denver airport Cinnabon was always quiet.').names).toEqual([]);
  });

  it('keeps a Vietnamese form of address with the name it comes before', () => {
    expect(readTextFacts('Chiều mưa ở Hội An, bà Tư đóng cửa tiệm may sớm.').names[0]).toBe('bà Tư');
  });

  it('reads a Korean name before a kin title', () => {
    expect(readTextFacts('부산 광안리 포장마차 주인 순자 할머니는 매일 밤 소주잔 하나를 채워 둔다.').names[0]).toBe('순자');
  });
});

describe('readTextFacts (second blind read)', () => {
  it('does not take quoted words for people or places, but keeps a common given name in a quote (en)', () => {
    const facts = readTextFacts("Marcus found a wet umbrella. There was a name tag on it that said 'Return to Platform 9, Brighton Station'.");
    expect(facts.names).toEqual(['Marcus']);
    expect(facts.places).toEqual([]);
    expect(readTextFacts("The letter said 'Dear Anna, come home'.").names).toContain('Anna');
  });

  it('reads a lake after bờ as a place, not a person named Rùa (vi)', () => {
    const facts = readTextFacts('Tối thứ sáu, Linh đang ngồi ăn bánh tráng trộn ở bờ Hồ Con Rùa thì có một ông cụ lạ mặt đi tới.');
    expect(facts.names).toEqual(['Linh']);
    expect(facts.places).toContain('Hồ Con Rùa');
    expect(readTextFacts('Sáng nay Hồ Minh Tuấn mở cửa tiệm.').names).toContain('Tuấn');
  });

  it('does not take a verb form before a kin word for a name, and reads "나 말고" as the first person (ko)', () => {
    expect(readTextFacts('민준이는 노란 우비 입은 할머니가 궁금해졌다.').names).toEqual(['민준']);
    expect(readTextFacts('객실에 나 말고 아무도 없었다.').firstPerson).toBe(true);
  });
});

describe('a capitalised Vietnamese title opening a sentence (issue 13, story round 2)', () => {
  it('names "Ông Sáu" and "Bà Tư" at the start of a sentence, title and all', () => {
    expect(readTextFacts('Ông Sáu bán vé số ở chợ Bến Thành suốt ba mươi năm.').names[0]).toBe('ông Sáu');
    expect(readTextFacts('Trời mưa. Bà Tư đóng cửa tiệm sớm.').names[0]).toBe('bà Tư');
    expect(readTextFacts('Ông ấy đi rồi.').names).toEqual([]);
  });
});

describe('a headland or a harbour is a place (issue 13, story round 2)', () => {
  it('reads Skerry Point as a place, not a person', () => {
    const facts = readTextFacts('Every Sunday the lighthouse keeper on Skerry Point mailed a postcard.');
    expect(facts.names).toEqual([]);
    expect(facts.places).toContain('Skerry Point');
  });
});

describe('a common word with its particle, and names in the order told (issue 13, round 13)', () => {
  it('does not take 엄마가 before 할머니 for a name (a common word with its subject particle)', () => {
    expect(readTextFacts('설날, 엄마가 할머니 레시피대로 떡국을 끓였다.').names).not.toContain('엄마가');
    expect(readTextFacts('아침에 동생은 삼촌 차를 탔다.').names).not.toContain('동생은');
    expect(readTextFacts('순자 할머니가 웃으셨다.').names).toContain('순자');
  });
  it('puts a name the sentence starts from before one only introduced by a naming word', () => {
    expect(readTextFacts('Lan dọn tủ đồ của mẹ và tìm thấy một xấp thư tay viết cho một người tên Tuấn.').names[0]).toBe('Lan');
    expect(readTextFacts('Priya kept a diary for a man named Oscar.').names[0]).toBe('Priya');
  });
});

describe('round 13: 라는 걸 says what a thing is', () => {
  it('does not take 편지 of "그게 편지라는 걸 알았다" for a name, but keeps 보리 of "보리라는 강아지"', () => {
    expect(readTextFacts('아빠가 밤마다 뭔가를 쓰신다. 오늘 그게 편지라는 걸 알았다.').names).not.toContain('편지');
    expect(readTextFacts('우리 집에는 보리라는 강아지가 있다.').names).toContain('보리');
  });
});
