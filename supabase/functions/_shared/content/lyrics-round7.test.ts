import { describe, expect, it } from 'vitest';
import { generateLyrics, lyricsComposer } from './lyrics-poem.ts';
import { fitsPremise, readLyricsPremise } from './lyrics-premise.ts';
import { cleanTitleSpan, endsCleanly, isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { koreanCutPredicate, withEnglishArticle } from './lyrics-poem.ts';
import { findLyricsPerson } from './lyrics-person.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';

/** Ten seeded songs for one request. */
function songs(language: ContentLanguage, emotion: LyricsEmotion, lyricStyle: LyricsForm, input: string): string[] {
  return Array.from({ length: 10 }, (_, i) => generateLyrics({ input, emotion, lyricStyle }, { language, random: seededRandom(i + 1) }));
}

describe('premise reading (round 7)', () => {
  it('reads a success, and a negated success as a failure, in every language', () => {
    expect(readLyricsPremise('my sister got into nursing school after failing twice', 'en', 'cheering').success).toBe(true);
    expect(readLyricsPremise("I didn't pass the bar exam", 'en', 'sadness')).toMatchObject({ success: false, failure: true });
    expect(readLyricsPremise('grandpa passed away last spring', 'en', 'sadness').success).toBe(false);
    expect(readLyricsPremise('em trai đậu đại học sau một năm ôn thi lại', 'vi', 'joy').success).toBe(true);
    expect(readLyricsPremise('thi không đậu đại học', 'vi', 'sadness')).toMatchObject({ success: false, failure: true });
    expect(readLyricsPremise('세 번 떨어지고 드디어 면허 시험 합격했어', 'ko', 'joy')).toMatchObject({ success: true, failure: false });
    expect(readLyricsPremise('공무원 시험 불합격', 'ko', 'sadness')).toMatchObject({ success: false, failure: true });
    expect(readLyricsPremise('考研终于上岸了', 'zh', 'joy').success).toBe(true);
    expect(readLyricsPremise('今年又没考上', 'zh', 'sadness')).toMatchObject({ success: false, failure: true });
  });

  it('reads night, an event still ahead and a memory in every language', () => {
    expect(readLyricsPremise('walking the dog at 2 a.m.', 'en', 'general')).toMatchObject({ night: true, ahead: false, memory: false });
    expect(readLyricsPremise('my brother is leaving for the army next week', 'en', 'sadness')).toMatchObject({ ahead: true, farAhead: true, memory: false });
    expect(readLyricsPremise('ngồi trên ban công lúc nửa đêm', 'vi', 'sadness').night).toBe(true);
    expect(readLyricsPremise('tháng sau bố mẹ lên thăm', 'vi', 'love')).toMatchObject({ ahead: true, farAhead: true });
    expect(readLyricsPremise('새벽 세 시 편의점 알바', 'ko', 'comfort').night).toBe(true);
    expect(readLyricsPremise('다음 주에 유학 떠나는 친구', 'ko', 'cheering')).toMatchObject({ ahead: true, farAhead: true, memory: false });
    expect(readLyricsPremise('凌晨两点在江边骑车', 'zh', 'sadness').night).toBe(true);
    expect(readLyricsPremise('明天就要去外地上大学了', 'zh', 'longing')).toMatchObject({ ahead: true, farAhead: false });
    expect(readLyricsPremise('小时候外婆家的院子', 'zh', 'joy').memory).toBe(true);
    expect(readLyricsPremise('하루 종일 비', 'ko', 'joy').memory).toBe(false);
  });

  it('drops consolation for a success, sun at night and an emptied room before the move', () => {
    const success = readLyricsPremise('she passed the bar exam', 'en', 'cheering');
    expect(fitsPremise('Not this year, and that is not forever', success, 'en')).toBe(false);
    expect(fitsPremise('The phone keeps buzzing with good news', success, 'en')).toBe(true);
    expect(fitsPremise('只是今年不行，不是永远不行', readLyricsPremise('考研上岸了', 'zh', 'joy'), 'zh')).toBe(false);
    expect(fitsPremise('被太阳晃得眯着眼', readLyricsPremise('昨晚凌晨在楼顶吃火锅', 'zh', 'joy'), 'zh')).toBe(false);
    expect(fitsPremise('햇살 아래 자리 하나 맡아 줘', readLyricsPremise('새벽 세 시 편의점', 'ko', 'joy'), 'ko')).toBe(false);
    expect(fitsPremise('Căn phòng rộng ra khi thùng đồ đã mang đi, căn phòng trống', readLyricsPremise('tuần sau em gái chuyển đi', 'vi', 'sadness'), 'vi')).toBe(false);
    expect(fitsPremise('상자를 다 빼고 나니 텅 빈 방', readLyricsPremise('다음 주에 이사 가', 'ko', 'sadness'), 'ko')).toBe(false);
  });
});

describe('polarity in the song (round 7)', () => {
  const cases: Array<[ContentLanguage, string, RegExp, RegExp]> = [
    ['en', 'my little sister got into nursing school after two fails', /not this year|next spring|try again|fall down|one more page|countdown/iu, /did it|good news|worth|screams|results/iu],
    ['vi', 'Em trai đậu đại học Bách Khoa sau một năm ôn thi lại', /năm nay chưa được|mùa sau|thêm một trang|trời sắp sáng|ngã một lần/iu, /đậu rồi|tin vui|đền đáp|reo vang/iu],
    ['ko', '세 번 떨어지고 드디어 면허 시험 합격했어', /올해가 아니었을 뿐|다음 봄|한 장만 더|디데이|넘어져/u, /합격|축하|소리를 질렀|보상/u],
    ['zh', '考研终于上岸了，给自己写首歌', /明年|摔一次|不是永远|再看一页|撑到天亮|倒计时/u, /过了|祝贺|欢呼|值了/u],
  ];
  for (const [language, input, consoling, celebrating] of cases) {
    it(`celebrates a pass and never consoles it (${language})`, () => {
      for (const text of songs(language, 'joy', 'song', input)) {
        expect(text).not.toMatch(consoling);
        expect(text).toMatch(celebrating);
      }
    });
  }
});

describe('cheering for what is already won (round 7)', () => {
  it('celebrates a finished marathon instead of urging it on (ko, en)', () => {
    expect(readLyricsPremise('마라톤 완주했다 처음으로', 'ko', 'cheering').success).toBe(true);
    for (const text of songs('ko', 'cheering', 'rap', '마라톤 완주했다 처음으로')) expect(text).not.toMatch(/멈추지 마|몇 걸음 안 남았|가서 마라톤을 잡아|포기하지 않아/u);
    for (const text of songs('en', 'cheering', 'song', 'I finished my first marathon today')) expect(text).not.toMatch(/don'?t stop|almost there|Go, .+, go!/iu);
  });
});

describe('time sense in the song (round 7)', () => {
  const nights: Array<[ContentLanguage, string, RegExp]> = [
    ['en', 'rooftop hotpot with my roommates at midnight', /\bsun\b|sunlight|sunshine|squint|this morning|daylight/iu],
    ['vi', 'ngồi một mình trên ban công lúc nửa đêm nghe mưa', /nắng|mặt trời|sáng nay/iu],
    ['ko', '새벽 세 시 편의점 야간 알바', /햇살|햇빛|태양|아침보다|한낮/u],
    ['zh', '昨晚和室友在宿舍楼顶吃火锅到半夜', /太阳|阳光|眯着眼|早上/u],
  ];
  for (const [language, input, day] of nights) {
    it(`puts no sun in a night scene (${language})`, () => {
      for (const style of ['song', 'free_verse', 'haiku'] as const) for (const text of songs(language, 'joy', style, input)) expect(text).not.toMatch(day);
    });
  }

  const departures: Array<[ContentLanguage, string, RegExp, RegExp]> = [
    ['en', 'my best friend is moving abroad next week', /boxes gone|pictures used to hang|left behind|tonight/iu, /suitcase|packing|ticket|list|stay a little longer/iu],
    ['vi', 'tuần sau em gái chuyển đi Đà Nẵng học', /thùng đồ đã mang đi|từng treo ảnh|bỏ quên|đêm nay/iu, /vali|xếp đồ|tấm vé|danh sách|ở lại thêm/iu],
    ['ko', '다음 주에 유학 떠나는 친구한테', /빼고 나니|걸렸던 자리|두고 간|오늘 ?밤/u, /캐리어|짐|표 한 장|목록|더 있어|상자|싸 넣어|안녕이라고/u],
    ['zh', '明天就要去外地上大学了，今晚妈妈一直在帮我收拾行李', /搬走以后|挂过照片|落在椅背|门关上的声音/u, /行李箱|车票|收拾|对了一遍|多待/u],
  ];
  for (const [language, input, gone, packing] of departures) {
    it(`sings a departure still ahead as packing, not as an emptied room (${language})`, () => {
      for (const text of songs(language, 'sadness', 'song', input)) {
        expect(text).not.toMatch(gone);
        expect(text).toMatch(packing);
      }
    });
  }

  it('keeps the emptied room for a departure that already happened (en, zh)', () => {
    for (const text of songs('en', 'sadness', 'song', 'my sister left for college last fall and her room is empty')) expect(text).not.toMatch(/suitcase lies open|keep packing|ticket sits/iu);
    for (const text of songs('zh', 'sadness', 'song', '女儿去年离开家去外地上大学了')) expect(text).not.toMatch(/行李箱摊开|还没走呢|车票放在桌上/u);
  });

  it('awaits a visit next month instead of remembering a kitchen (vi, en)', () => {
    for (const text of songs('vi', 'love', 'ballad', 'tháng sau bố mẹ lên thăm, con háo hức lắm')) {
      expect(text).toMatch(/khoanh tròn|dọn phòng|đếm từng ngày|mau đến|vài ngày nữa|gối thêm|bữa cơm sẽ cùng ăn|câu sẽ nói/iu);
      expect(text).not.toMatch(/về nhà thôi|bếp lửa còn hồng|kể về mẹ$/imu);
    }
    for (const text of songs('en', 'love', 'song', 'my grandparents are coming to visit next month')) expect(text).toMatch(/circled|spare room|count the days|come soon|few more days|pillow|meals/iu);
  });
});

describe('memory frames only for memories (round 7)', () => {
  const present: Array<[ContentLanguage, string, RegExp]> = [
    ['en', 'walking the dog at 2 a.m. when the whole street is asleep', /I remember|Still thinking about|There was/u],
    ['vi', 'ngồi một mình trên ban công lúc nửa đêm nghe mưa', /Ta vẫn nhớ|ở đó từng có/iu],
    ['ko', '새벽 세 시 편의점 야간 알바', /그날이 생각나|거기엔/u],
    ['zh', '凌晨两点在江边一个人骑车', /我还记得|那里曾有/u],
  ];
  for (const [language, input, memory] of present) {
    it(`opens a present scene without "I still remember" (${language})`, () => {
      for (const style of ['song', 'ballad', 'free_verse', 'indie_folk'] as const) for (const text of songs(language, 'general', style, input)) expect(text).not.toMatch(memory);
    });
  }

  it('keeps the remember frame for a theme that looks back', () => {
    const texts = songs('en', 'longing', 'ballad', 'the summer we spent at grandma’s lake house when I was a kid');
    expect(texts.some((text) => /I remember|Still thinking about|There was|I keep going back/u.test(text))).toBe(true);
  });
});

describe('rule A, round 7 spans', () => {
  it('refuses the broken spans of the round-7 requests in every language', () => {
    for (const span of ['two mugs out', 'apart', 'nervous', 'day', "we've already", '2']) expect(isSingableNounPhrase(span, 'en')).toBe(false);
    for (const span of ['năm', 'lần', 'người cũ từng', 'quán quen hay', 'bạn thân sắp cưới']) expect(isSingableNounPhrase(span, 'vi')).toBe(false);
    for (const span of ['드디어 면허', '아직 카페', '내일 첫 출근이라 잠', '월요일 아침 만원', '새벽 네 시']) expect(isSingableNounPhrase(span, 'ko')).toBe(false);
    expect(endsCleanly('내일 첫 출근이라 잠이 안 와', 'ko')).toBe(true);
    expect(endsCleanly('내일 첫 출근이라 잠이 안', 'ko')).toBe(false);
    for (const span of ['won the championship', 'morning', 'steps this morning']) expect(isSingableNounPhrase(span, 'en')).toBe(false);
    for (const span of ['考研终于上岸', '妈妈一直', '江边一个人', '外地上大学', '两点', '外婆种', '自己写首歌', '下个月', '偷偷煮泡面', '半夜饿了偷偷煮泡面', '宿舍楼顶偷偷', '旧自行车修好', '顿好']) expect(isSingableNounPhrase(span, 'zh')).toBe(false);
  });

  it('still accepts the noun phrases next to them', () => {
    for (const span of ['the whole street', 'two mugs', 'the bar exam', 'coffee']) expect(isSingableNounPhrase(span, 'en')).toBe(true);
    expect(isSingableNounPhrase('xe đạp cũ', 'vi')).toBe(true);
    expect(isSingableNounPhrase('면허 시험', 'ko')).toBe(true);
    for (const span of ['桂花', '行李', '品种']) expect(isSingableNounPhrase(span, 'zh')).toBe(true);
  });

  it('reads a sentence-final Korean verb as no noun ("지나" of "못 지나가")', () => {
    expect(koreanCutPredicate('지나', '헤어진 지 벌써 일 년, 아직도 그 카페 앞을 못 지나가')).toBe(true);
    expect(koreanCutPredicate('알바', '새벽 세 시 편의점 야간 알바')).toBe(false);
    expect(lyricsComposer('ko', 'breakup', '헤어진 지 벌써 일 년, 아직도 그 카페 앞을 못 지나가', seededRandom(1)).theme).not.toBe('지나');
  });

  it('sings no deictic where no noun phrase can stand ("Come back, this, come back", "这一切")', () => {
    for (const text of songs('en', 'longing', 'ballad', "we've already been apart for three years and I still set two mugs out")) expect(text).not.toMatch(/\bthis\b,|, this\b|\bof this$|\bthis is rising|(?<!I still set )two mugs out/imu); // round 19: told back as the singer's act is no slot
    for (const text of songs('en', 'hope', 'song', 'first day at a new job tomorrow, nervous')) expect(text).not.toMatch(/\bday is rising|ends in day|for nervous|There was nervous/iu);
    for (const text of songs('zh', 'sadness', 'free_verse', '凌晨两点在江边一个人骑车')) expect(text).not.toMatch(/这一切|江边一个人再|记得两点/u);
    for (const text of songs('zh', 'joy', 'dance_pop', '凌晨两点在江边一个人骑车')) expect(text).not.toMatch(/这一切/u);
  });

  it('never cuts a title inside "2 a.m."', () => {
    expect(endsCleanly('walking the dog at 2', 'en')).toBe(false);
    expect(endsCleanly('My little sister just got', 'en')).toBe(false);
    expect(cleanTitleSpan('My little sister just got into nursing school after failing the entrance exam twice', 'en', 50)).toBe('My little sister just got into nursing school');
    expect(endsCleanly('walking the dog at 2 a.m.', 'en')).toBe(true);
    const title = (songs('en', 'general', 'indie_folk', 'walking the dog at 2 a.m. when the whole street is asleep')[0] ?? '').split('\n')[0] ?? '';
    expect(title).toMatch(/(?:at 2 a\.m\.|Walking the Dog)$/u);
  });
});

describe('outcomes told in the theme (round 7)', () => {
  const cases: Array<[ContentLanguage, string, RegExp, RegExp]> = [
    ['en', 'we lost the championship final in the last minute', /whistle|quiet|bench|still a team|stand up together/iu, /strangers hug|ball hits the net|louder now/iu],
    ['vi', 'thua trận chung kết bóng đá trường ở phút cuối', /còi mãn cuộc|lặng|băng ghế|vẫn là|đứng dậy cùng nhau/iu, /Bóng rung lưới|người lạ ôm nhau|Hô to lên/iu],
    ['ko', '결승에서 마지막 1분에 졌다', /휘슬|조용|벤치|한 팀|같이 일어나/u, /골망|낯선 사람들이 가족처럼/u],
    ['zh', '决赛最后一分钟输了', /哨|安静|长椅|一支队|一起站起来/u, /球进网|陌生人抱得像一家人/u],
  ];
  for (const [language, input, lost, won] of cases) {
    it(`sings a lost match as lost (${language})`, () => {
      for (const text of songs(language, 'sadness', 'song', input)) {
        expect(text).toMatch(lost);
        expect(text).not.toMatch(won);
      }
    });
  }

  it('sings an illness beaten as going home, not as the waiting room (en, zh)', () => {
    for (const text of songs('en', 'joy', 'song', 'my grandpa finally beat cancer, ringing the bell on his last day of chemo')) {
      expect(text).toMatch(/bell|wristband|flowers|own bed|going home|made it through/iu);
      expect(text).not.toMatch(/paper cup I never drink|waiting room|walk out of here together/iu);
    }
    for (const text of songs('zh', 'joy', 'song', '妈妈化疗结束，今天终于出院了')) expect(text).not.toMatch(/等候室|纸杯一直握着/u);
  });

  it('keeps "lớp một" whole in a title and puts "the" before a bare English image', () => {
    expect(endsCleanly('Tuần sau con gái vào lớp một', 'vi')).toBe(true);
    expect(endsCleanly('con gái và một', 'vi')).toBe(false);
    expect(withEnglishArticle('radio')).toBe('the radio');
    expect(withEnglishArticle('my old radio')).toBe('my old radio');
    expect(isSingableNounPhrase('stuck', 'en')).toBe(false);
  });
});

describe('people of round 7', () => {
  it('reads both parents whole and a Vietnamese relation word in lower case', () => {
    expect(findLyricsPerson('tháng sau bố mẹ lên thăm', 'vi')?.about).toBe('bố mẹ');
    expect(findLyricsPerson('Em trai đậu đại học', 'vi')?.about).toBe('em trai');
    expect(findLyricsPerson('爸妈下个月来看我', 'zh')?.address).toBe('爸妈');
  });
});

describe('families of round 7: the world of the premise, not its neighbour', () => {
  const cases: Array<[string, ContentLanguage, LyricsEmotion, string, RegExp, RegExp]> = [
    ['a lost pet is not alive', 'en', 'sadness', 'our dog passed away last night', /leash|food bowl|paws|photo|sleep well/iu, /tail thumps|nose pushes|waiting by the door again/iu],
    ['a lost pet is not alive', 'ko', 'sadness', '강아지가 무지개다리를 건넜어', /목줄|밥그릇|발소리|사진|잘 자|뛰어/u, /꼬리가 바닥을 두드려|코끝이 손을 밀어/u],
    ['a lost pet is not alive', 'vi', 'sadness', 'con mèo của mình đã mất tuần trước', /dây dắt|bát ăn|tiếng chân|ảnh|ngủ ngoan|giữ chỗ|góc sofa|đồ chơi/iu, /vẫy đuôi|dụi/iu],
    ['a lost pet is not alive', 'zh', 'sadness', '养了十年的猫走了', /牵引绳|食盆|脚步|照片|小伙伴|尽情|沙发|玩具/u, /摇尾巴|蹭我的手/u],
    ['a job offer is no overtime', 'vi', 'joy', 'cuối cùng cũng được nhận vào làm ở công ty mơ ước', /mời nhận việc|được nhận|lá đơn|ngày đầu đi làm|tin vui/iu, /chuyến xe cuối|đèn văn phòng tắt|thẻ nhân viên còn đung đưa/iu],
    ['a job offer is no overtime', 'zh', 'joy', '终于拿到了大厂的offer', /录用|简历|第一天上班|等待|电话/u, /末班车|工牌|加班/u],
    ['a surgery is no kitchen memory', 'en', 'comfort', "mom's surgery is tomorrow morning", /waiting room|nurses|machine|paper cup|right here|stay close|walk out/iu, /apron|recipe|good spoons|used to sing/iu],
    ['a surgery is no kitchen memory', 'ko', 'comfort', '내일 엄마 수술이야', /대기실|간호사|기계|종이컵|여기 있어|곁에|병실|힘내/u, /앞치마|된장찌개|부엌/u],
    ['a school named alone is no exam', 'vi', 'cheering', 'lần đầu con tự đi xe đạp đến trường', /./u, /thẻ dự thi|đề cương|lịch đếm ngược|buông bút/iu],
    ['a school named alone is no exam', 'en', 'cheering', 'my son rode his bike to school alone for the first time', /./u, /practice tests|pencils down|countdown on the wall/iu],
    ['a school named alone is no exam', 'ko', 'cheering', '아들이 처음으로 혼자 학교에 걸어갔어', /./u, /수험표|문제집|연필을 내려놔|디데이/u],
    ['a school named alone is no exam', 'zh', 'cheering', '女儿第一次自己走路去学校', /./u, /准考证|放下笔吧|倒计时|复习资料/u],
    ['a hospital shift is work, not a waiting room', 'en', 'general', 'night bus home after my shift at the hospital', /./u, /waiting room|paper cup I never drink|make a room feel like home/iu],
    ['a hospital shift is work, not a waiting room', 'zh', 'general', '在医院上完夜班，坐末班车回家', /./u, /等候室|纸杯一直握着|让病房像家/u],
    ['a first day is not the grind', 'ko', 'hope', '내일 첫 출근이라 잠이 안 와', /알람|자기소개|첫날|새 건물|설렌|당당하게/u, /막차|야근|사원증/u],
    ['a first day is not the grind', 'en', 'hope', 'first day at a new job tomorrow, nervous', /alarm|mirror|first day|new building|belong|folded/iu, /last train|overtime|office lights/iu],
  ];
  for (const [label, language, emotion, input, world, clash] of cases) {
    it(`${label} (${language})`, () => {
      for (const text of songs(language, emotion, 'song', input)) {
        expect(text).toMatch(world);
        expect(text).not.toMatch(clash);
      }
    });
  }
});
