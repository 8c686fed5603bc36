/**
 * Story, seventh engine round (issue 13): the opening's ask drives the middle and the ending, in every language.
 * 1. TIME SENSE / POLARITY: an event still ahead (tomorrow, the night before) is taken in the story — the gift goes
 *    along, the quoted words help, the result comes after; an event already over is not taken again.
 * 2. PREMISE: a note that asks for someone to be found has them searched for and found; a regular who stopped coming
 *    is looked for; a THING that went missing is not read as a person who stopped coming.
 * 3. PREMISE: an address written on the last page is gone to, and the place is named; an address mail is sent to is not.
 * 4. A thing that does its strange work every time is tested; a person's habit ("기사님이 내릴 때마다") is not.
 * 5. A stranger who knows the hero's name is asked; a spot marked on a map is gone to; a relative the opening calls
 *    late ("my late grandfather", "돌아가신 삼촌") is never watched acting as if alive.
 * 6. RULE A: the place and the thing fill slots only as clean noun phrases ("那家的一家茶馆", "cuốn sổ chép công" never).
 */
import { describe, expect, it } from 'vitest';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { findStoryQuest } from './story-quest.ts';
import { findStoryPremise } from './story-premise.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { generateStory } from './story.ts';

const story = (language: ContentLanguage, seed: number, storyStart: string): string =>
  generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);

/** The quest as the story writer reads it: with the premise the premise reader found, when it is a clean noun phrase. */
const quest = (language: ContentLanguage, text: string) => {
  const premise = findStoryPremise(text, language, '');
  const clean = premise !== null && isStoryNounPhrase(premise.the, language) ? premise : null;
  return findStoryQuest(text, language, clean?.the ?? null, clean?.person ?? false);
};

const seeds = [1, 2, 3, 4, 5, 6];

describe('event ahead (time sense, polarity)', () => {
  const ahead: Readonly<Record<ContentLanguage, { text: string; event: string; thing: string; kin: RegExp; after: RegExp }>> = {
    en: { text: 'The night before my entrance exam, my aunt gave me a wooden pencil and said, "It knows the answers."', event: 'the exam', thing: 'the wooden pencil', kin: /my aunt/u, after: /the result|had gone well/u },
    vi: { text: 'Sáng mai tôi đi phỏng vấn, tối nay bố dúi vào tay tôi một chiếc đồng hồ cũ và bảo: "Đeo vào cho đúng giờ."', event: 'buổi phỏng vấn', thing: 'chiếc đồng hồ cũ', kin: /bố/u, after: /kết quả|suôn sẻ/u },
    ko: { text: '내일이 수능인데, 엄마가 오늘 밤 낡은 손목시계를 건네며 "이거 차고 가"라고 했다.', event: '수능', thing: '손목시계', kin: /엄마/u, after: /결과|잘 됐/u },
    zh: { text: '明天就要面试了，今晚妈妈塞给我一条旧领带，说：“系上它，别紧张。”', event: '面试', thing: '旧领带', kin: /妈妈/u, after: /结果|一切顺利/u },
  };
  it.each(contentLanguages)('(%s) reads the event, the gift and who gave it', (language) => {
    const found = quest(language, ahead[language].text);
    expect(found?.kind).toBe('event');
    expect(found?.event).toBe(ahead[language].event);
    expect(found?.thing).toBe(ahead[language].thing);
    expect(found?.gift).toBe(true);
  });
  it.each(contentLanguages)('(%s) takes the event in the middle, with the gift, and gives the result after it', (language) => {
    for (const seed of seeds) {
      const [, middle, end] = story(language, seed, ahead[language].text).trim().split('\n\n');
      expect(middle).toContain(ahead[language].thing);
      expect(middle).toMatch(ahead[language].after);
      expect(end).toMatch(ahead[language].kin);
    }
  });
  const sameDay: Readonly<Record<ContentLanguage, { text: string; later: RegExp; wrong: RegExp }>> = {
    en: { text: 'My audition is in two hours, and my sister just slipped me a lucky guitar pick.', later: /When it was time/u, wrong: /the night before|In the morning|hardly slept/u },
    vi: { text: 'Chiều nay tôi đi phỏng vấn xin việc đầu tiên, mẹ dúi vào tay tôi một chiếc khăn tay.', later: /Tới giờ/u, wrong: /Đêm trước|Sáng hôm sau|Đêm ấy/u },
    ko: { text: '오늘 오후가 도로주행 시험인데, 할아버지가 아침에 낡은 열쇠고리를 쥐여 주셨다.', later: /시간이 되자/u, wrong: /전날 밤|그날 밤 나는 거의|아침에 나는/u },
    zh: { text: '今天下午就是钢琴比赛，妈妈出门前往我口袋里塞了一颗糖。', later: /时间一到/u, wrong: /前一晚|第二天一早|那一夜/u },
  };
  it.each(contentLanguages)('(%s) keeps an event later the same day on that day (no night before, no next morning)', (language) => {
    const found = quest(language, sameDay[language].text);
    expect(found?.kind).toBe('event');
    expect(found?.today).toBe(true);
    for (const seed of seeds) {
      const added = story(language, seed, sameDay[language].text);
      expect(added).toMatch(sameDay[language].later);
      expect(added).not.toMatch(sameDay[language].wrong);
    }
  });
  const daysAway: Readonly<Record<ContentLanguage, { text: string; wrong: RegExp }>> = {
    en: { text: 'The piano recital is next Saturday, and my teacher lent me her old metronome.', wrong: /that night|In the morning/u },
    vi: { text: 'Tuần sau là trận chung kết cầu lông, ông nội vừa tặng tôi cây vợt cũ.', wrong: /Đêm ấy|Sáng hôm sau/u },
    ko: { text: '다음 주 토요일이 피아노 콩쿠르인데, 선생님이 오래된 메트로놈을 빌려주셨다.', wrong: /그날 밤|아침에 (?:나|선생)/u },
    zh: { text: '下周就是马拉松了，爸爸送了我一双他年轻时穿过的跑鞋。', wrong: /那一夜|第二天一早/u },
  };
  it.each(contentLanguages)('(%s) passes the days before an event days away (no "that night … next morning")', (language) => {
    const found = quest(language, daysAway[language].text);
    expect(found?.kind).toBe('event');
    expect(found?.later).toBe(true);
    for (const seed of seeds) expect(story(language, seed, daysAway[language].text)).not.toMatch(daysAway[language].wrong);
  });
  it('never takes a role the opening honours (선생님) for the hero', () => {
    for (const seed of seeds) expect(story('ko', seed, daysAway.ko.text)).not.toMatch(/선생[은이는]/u);
  });
  it.each(contentLanguages)('(%s) reads tomorrow as not today even when tonight is named too', (language) => {
    expect(quest(language, ahead[language].text)?.today).toBe(false);
  });
  const over: Readonly<Record<ContentLanguage, string>> = {
    en: 'I passed my driving test yesterday, and tomorrow my grandpa wants his pickup back.',
    vi: 'Tôi đã thi xong từ tuần trước, mai mới có kết quả.',
    ko: '어제 면접에 합격했다는 연락을 받았고, 내일 첫 출근이다.',
    zh: '高考考完了，明天出成绩。',
  };
  it.each(contentLanguages)('(%s) never takes an event that is already over again', (language) => {
    expect(quest(language, over[language])?.kind).not.toBe('event');
  });
});

describe('a person to find (premise carried to the end)', () => {
  const asked: Readonly<Record<ContentLanguage, { text: string; who: string }>> = {
    en: { text: 'Inside the library book was a photo, and on the back of the photo someone had written: "Please find her."', who: 'the woman' },
    vi: { text: 'Trong ví cũ của ông có một tấm ảnh, phía sau ghi: "Ai nhặt được xin tìm giùm cô ấy."', who: 'cô ấy' },
    ko: { text: '헌책 사이에 끼어 있던 엽서 뒷면에 "이 사람을 찾아 주세요"라고 적혀 있었다.', who: '그 사람' },
    zh: { text: '旧大衣口袋里有一张照片，背面写着：“请帮我找她。”', who: '她' },
  };
  it.each(contentLanguages)('(%s) sets out to find the one the note asks for, and finds them', (language) => {
    const found = quest(language, asked[language].text);
    expect(found?.kind).toBe('seek');
    expect(found?.who?.name).toBe(asked[language].who);
    expect(found?.absent).toBe(false);
    for (const seed of seeds) {
      const [begin, middle] = story(language, seed, asked[language].text).trim().split('\n\n');
      expect(begin).toContain(asked[language].who);
      expect(middle).toMatch(language === 'en' ? /turned out to live/u : language === 'vi' ? /Hóa ra/u : language === 'ko' ? /살고 있었다/u : /原来/u);
    }
  });
  const stopped: Readonly<Record<ContentLanguage, { text: string; who: string }>> = {
    en: { text: 'The old man who fed the pigeons outside our building every morning has not come for a week.', who: 'the old man' },
    vi: { text: 'Bà bán bánh mì đầu ngõ đã ba hôm không ra, xe bánh vẫn khóa ở góc đường.', who: 'bà cụ' },
    ko: { text: '매일 아침 공원에서 체조하던 할아버지가 일주일째 오지 않았다.', who: '할아버지' },
    zh: { text: '每天傍晚在楼下拉二胡的老大爷，这几天都没来。', who: '老爷爷' },
  };
  it.each(contentLanguages)('(%s) goes to look for a regular who stopped coming', (language) => {
    const found = quest(language, stopped[language].text);
    expect(found?.kind).toBe('seek');
    expect(found?.who?.name).toBe(stopped[language].who);
    expect(found?.absent).toBe(true);
    // Round 13: the turn plot (story-turn13.ts) tells a regular who did not come: the narrator goes to their door, and
    // the ending has them back, named as the opening names them (老大爷, not the quest's 老爷爷).
    const named: Readonly<Record<ContentLanguage, RegExp>> = { en: /the old man/iu, vi: /bà/iu, ko: /할아버지/u, zh: /老大爷/u };
    const visited: Readonly<Record<ContentLanguage, RegExp>> = { en: /door|went/u, vi: /cửa|tìm đến|ghé qua/u, ko: /문을|찾아갔|사 들고 갔/u, zh: /门|找了过去|过去/u };
    for (const seed of seeds) {
      const [, middle, end] = story(language, seed, stopped[language].text).split('\n\n');
      expect(middle).toMatch(visited[language]);
      expect(end).toMatch(named[language]);
    }
  });
  const thingGone: Readonly<Record<ContentLanguage, string>> = {
    en: "Grandpa's bike has not come back from the repair shop, and nobody will say why.",
    vi: 'Chiếc xe đạp của ông nội đã ba hôm không thấy ra khỏi kho.',
    ko: '할아버지의 자전거가 일주일째 오지 않았다.',
    zh: '爷爷那辆老自行车，送去修了一个月也没来。',
  };
  it.each(contentLanguages)('(%s) never reads a thing that did not come back as a person who stopped coming', (language) => {
    expect(quest(language, thingGone[language])?.kind).not.toBe('seek');
  });
});

describe('an address to go to', () => {
  const address: Readonly<Record<ContentLanguage, { text: string; dest: string; full: string }>> = {
    en: { text: 'In my mother\'s recipe box there was one card with no recipe, only the address of a bakery on Harbor Street.', dest: 'the bakery', full: 'the bakery on Harbor Street' },
    vi: { text: 'Trong hộp thư cũ của mẹ có một tấm thiệp chỉ ghi địa chỉ một tiệm may ở phố Hàng Gai.', dest: 'tiệm may', full: 'tiệm may ở phố Hàng Gai' },
    ko: { text: '아버지 지갑 속 쪽지에는 광장시장의 어느 빈대떡집 주소만 적혀 있었다.', dest: '빈대떡집', full: '광장시장의 빈대떡집' },
    zh: { text: '爷爷的日记最后一页写着一个地址：成都宽窄巷子的一家面馆。', dest: '那家面馆', full: '成都宽窄巷子的那家面馆' },
  };
  it.each(contentLanguages)('(%s) goes to the place, names it cleanly and comes back to it', (language) => {
    const found = quest(language, address[language].text);
    expect(found?.kind).toBe('goto');
    expect(found?.dest).toBe(address[language].dest);
    expect(found?.destFull).toBe(address[language].full);
    expect(isStoryNounPhrase(found?.dest?.replace(/^那家/u, '') ?? '', language)).toBe(true);
    for (const seed of seeds) {
      const [begin, middle, end] = story(language, seed, address[language].text).trim().split('\n\n');
      expect(begin).toContain(address[language].full);
      expect(middle).toMatch(new RegExp(address[language].dest.replace(/^the /u, ''), 'iu'));
      expect(end).toMatch(new RegExp(`${address[language].dest.replace(/^the /u, '')}|there|그곳|nơi đó|那里`, 'iu'));
    }
  });
  const mailed: Readonly<Record<ContentLanguage, string>> = {
    en: 'Every Sunday the old keeper mailed a postcard to an address that had been a parking lot since 1974.',
    vi: 'Mỗi tuần ông lại gửi thư tới một địa chỉ đã thành bãi đỗ xe từ lâu.',
    ko: '할아버지는 매주 이미 주차장이 된 주소로 편지를 보냈다.',
    zh: '爷爷每个星期都往一个早就拆掉的地址寄明信片。',
  };
  it.each(contentLanguages)('(%s) never goes to an address that mail is only sent to', (language) => {
    expect(quest(language, mailed[language])?.kind).not.toBe('goto');
  });
});

describe('a thing that works every time', () => {
  const tested: Readonly<Record<ContentLanguage, { text: string; thing: string }>> = {
    en: { text: 'Every time I wind up the music box I bought at the flea market, the neighbour\'s dog starts to sing.', thing: 'the music box' },
    vi: { text: 'Cứ mỗi lần tôi mở cái hộp nhạc mua ở chợ trời, con chó nhà bên lại cất tiếng hát.', thing: 'cái hộp nhạc' },
    ko: { text: '벼룩시장에서 산 오르골을 감을 때마다 옆집 개가 노래를 부른다.', thing: '오르골' },
    zh: { text: '我在旧货市场买的八音盒每次一打开，隔壁的狗就跟着唱歌。', thing: '八音盒' },
  };
  it.each(contentLanguages)('(%s) tests the thing again and keeps count', (language) => {
    const found = quest(language, tested[language].text);
    expect(found?.kind).toBe('test');
    expect(found?.thing).toBe(tested[language].thing);
    for (const seed of seeds) expect(story(language, seed, tested[language].text).split('\n\n')[0]).toContain(tested[language].thing);
  });
  const habit: Readonly<Record<ContentLanguage, string>> = {
    en: 'Every time my teacher walks in, the ceiling fan turns the other way.',
    vi: 'Chiếc quạt trần cứ quay ngược chiều mỗi khi cô Mai bước vào.',
    ko: '출근길 버스 기사님이 내릴 때마다 나에게만 사탕을 하나씩 준다.',
    zh: '每次她一进门，天花板上的风扇就倒着转。',
  };
  it.each(contentLanguages)('(%s) never tests a person\'s habit as a thing', (language) => {
    expect(quest(language, habit[language])?.kind).not.toBe('test');
  });
});

describe('a stranger who knows the hero\'s name, and a spot marked on a map', () => {
  const knows: Readonly<Record<ContentLanguage, { text: string; who: string }>> = {
    en: { text: 'On my first day at the new job, the security guard greeted me by my first name.', who: 'the security guard' },
    vi: { text: 'Mới chuyển tới được hai hôm, bác bảo vệ chung cư đã gọi đúng tên tôi.', who: 'bác bảo vệ' },
    ko: { text: '이사 온 지 이틀 만에 경비 아저씨가 내 이름을 부르며 인사했다.', who: '경비 아저씨' },
    zh: { text: '刚搬来两天，小区门口的保安大爷就叫出了我的名字。', who: '保安大爷' },
  };
  it.each(contentLanguages)('(%s) asks the stranger and hears how they knew', (language) => {
    const found = quest(language, knows[language].text);
    expect(found?.kind).toBe('knows');
    expect(found?.who?.name).toBe(knows[language].who);
    for (const seed of seeds) {
      const [begin, middle] = story(language, seed, knows[language].text).trim().split('\n\n');
      expect(begin).toMatch(/my name|tên tôi|제 이름|我的名字/u);
      expect(middle).toMatch(/said|nói|말했다|说/u);
    }
  });
  const mapped: Readonly<Record<ContentLanguage, string>> = {
    en: 'Inside my late uncle\'s toolbox was a hand-drawn map of the woods with one tree circled in red.',
    vi: 'Trong rương của ông ngoại có một tấm bản đồ vẽ tay, đánh dấu X ở bìa rừng sau làng.',
    ko: '돌아가신 삼촌의 공구함 안에 뒷산 지도가 있었고, 나무 한 그루에 X 표시가 되어 있었다.',
    zh: '外公的旧箱子里有一张手绘地图，后山的一棵树上画着一个叉。',
  };
  it.each(contentLanguages)('(%s) goes to the marked spot and finds what was left there', (language) => {
    expect(quest(language, mapped[language])?.kind).toBe('map');
    for (const seed of seeds) {
      const [begin, middle] = story(language, seed, mapped[language]).trim().split('\n\n');
      expect(begin).toMatch(/the spot marked|đánh dấu|표시된 곳|标出的地方/u);
      expect(middle).toMatch(/letter|lá thư|편지|信/u);
    }
  });
  it('never watches a relative the opening calls late as if alive', () => {
    for (const seed of seeds) {
      const text = story('en', seed, 'My late grandfather\'s radio still sits on the shelf, and this morning it was warm to the touch.');
      expect(text).not.toMatch(/Grandpa (?:said|laughed|smiled|nodded)|watching Grandpa/u);
    }
  });
});

describe('a meeting asked for', () => {
  const meet: Readonly<Record<ContentLanguage, string>> = {
    en: 'The note under my door said only: "Meet me at the old pier at dawn."',
    vi: 'Trong hộp thư có một mẩu giấy không tên: "Chờ em ở bến xe cũ, sáu giờ chiều thứ Bảy."',
    ko: '십 년 만에 온 문자에는 한 줄뿐이었다. "토요일 저녁, 우리 학교 운동장에서 만나자."',
    zh: '旧手机突然收到一条短信：“周六下午三点，老地方见。”',
  };
  it.each(contentLanguages)('(%s) goes to the meeting and finds someone waiting', (language) => {
    expect(quest(language, meet[language])?.kind).toBe('meet');
    for (const seed of seeds) {
      const middle = story(language, seed, meet[language]).trim().split('\n\n')[1] ?? '';
      expect(middle).toMatch(/already waiting|người đứng chờ|기다리고 있었다|有人在等/u);
    }
  });
});

describe('rule A on the quest slots', () => {
  it('never builds a broken place or a cut description', () => {
    const zh = quest('zh', '我在外婆的旧相册最后一页发现了一张纸条，上面只写着一个地址：苏州平江路的一家茶馆。');
    expect(zh?.dest).toBe('那家茶馆');
    expect(zh?.destFull).toBe('苏州平江路的那家茶馆');
    const vi = story('vi', 1, 'Bà ngoại để lại cho tôi một cuốn sổ chép công thức nấu ăn, nhưng trang cuối chỉ ghi địa chỉ một quán phở ở phố Hàng Bạc.');
    expect(vi).not.toMatch(/chép công(?! thức)/u);
    const ko = quest('ko', '내일이 면접인데, 오늘 밤 아빠가 20년 전에 입던 넥타이를 건네며 "이거 매면 떨지 않는다"고 했다.');
    expect(ko?.thing).toBe('넥타이');
  });
  it.each(contentLanguages)('(%s) writes no empty slot, doubled stop or stray brace', (language) => {
    const openings = [
      { en: 'The night before my driving test, my grandpa handed me the keys to his pickup.', vi: 'Mai là ngày thi, mẹ đưa cho tôi một cây bút cũ.', ko: '내일이 시험인데 아빠가 만년필을 건네주었다.', zh: '明天就是考试，爷爷塞给我一支旧钢笔。' }[language],
      { en: 'The note said only: "Find him."', vi: 'Tờ giấy ghi: "Tìm giùm anh ấy."', ko: '쪽지에는 "그 남자를 찾아 줘"라고 적혀 있었다.', zh: '纸条上写着：“去找他。”' }[language],
    ];
    for (const opening of openings) {
      for (const seed of seeds) {
        const text = story(language, seed, opening);
        expect(text).not.toMatch(/[{}]|\.\.(?!\.)|。。|undefined|null/u);
      }
    }
  });
});
