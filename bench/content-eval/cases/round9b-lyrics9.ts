/**
 * Round 9b (issue 13): eight fresh lyrics requests (round9b-lyrics9.before.json, 2 per language) whose key term names a
 * stock family only in another sense or in a background clause: a guitar bought with a first paycheck and stolen, a
 * father's letters found while moving, a cat perched ("đậu") on a window sill, a guitar bought with a first salary and
 * broken, a mother's letter found while moving, graduation shoes that gave blisters, a nap on the subway after work, a
 * camera bought with a scholarship and dropped. Facts name the main clause's thing and event, and the failure classes:
 * a family fired from a side clause or another sense (payday, moving in, a pass, graduation), a background noun as the
 * key, a predicate or a count as an image ("물집 잡힘", "五站"), a title cut on a verb.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, inTitle, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('fresh9b-lyrics-en-1', 'en', 'the guitar I bought with my first paycheck got stolen out of my car last night', 'sadness', 'ballad', [
    inBody('the guitar', /\bguitar\b/iu),
    inBody('the theft is sung (took, stranger, the empty space)', /\btook\b|stranger|empty space|should be/iu),
    inBody('no payday song ("Payday, and I made it through", "paid in full")', not(/payday|made it through|paid in full|read the number twice/iu)),
  ]),
  lyrics('fresh9b-lyrics-en-2', 'en', "found my dad's old letters while we were moving his stuff out of the apartment", 'longing', 'free_verse', [
    inBody('the letters', /letters/iu),
    inBody('no moving-in song and no "There was the apartment"', not(/new key|my own place|packing tape|There was the apartment/iu)),
  ]),
  lyrics('fresh9b-lyrics-vi-1', 'vi', 'con mèo nhà mình cứ đậu trên bậu cửa sổ ngắm mưa cả buổi chiều', 'comfort', 'haiku', [
    inBody('con mèo', /mèo/iu),
    inBody('"đậu" là đậu trên bậu cửa, không phải thi đậu', not(/đậu rồi|tin vui|kết quả/iu)),
    inTitle('tựa không dừng ở "cứ đậu"', not(/(?:cứ|đang|vẫn) \S+$/u)),
  ]),
  lyrics('fresh9b-lyrics-vi-2', 'vi', 'cây đàn mua bằng tháng lương đầu tiên bị mượn rồi làm gãy cần', 'anger', 'song', [
    inBody('cây đàn', /cây đàn/iu),
    inBody('không phải bài ngày lương về', not(/ngày lương về|đọc con số|tháng làm lụng|để dành|gửi về nhà/iu)),
    inBody('cây đàn bị hỏng được nhắc đến', /hỏng|sửa|gãy|nứt/iu),
  ]),
  lyrics('fresh9b-lyrics-ko-1', 'ko', '이사하다가 엄마가 예전에 써준 편지를 찾았어', 'longing', 'song', [
    inBody('편지', /편지/u),
    inBody('이사 들어가는 노래도, 부엌도 아님', not(/새 열쇠|이삿짐|앞치마|부엌/u)),
  ]),
  lyrics('fresh9b-lyrics-ko-2', 'ko', '졸업식 때 신으려고 산 구두가 발에 안 맞아서 물집 잡힘', 'general', 'rap', [
    inBody('구두', /구두/u),
    inBody('졸업식 노래가 아님 (학사모, 기숙사, 가운)', not(/학사모|기숙사|가운|강당/u)),
    inBody('"물집 잡힘"이나 "졸업식 때"가 이름처럼 불리지 않음, 구두에 고마워하지 않음', not(/물집 잡힘|졸업식 때[를가는]|구두, 덕분에/u)),
  ]),
  lyrics('fresh9b-lyrics-zh-1', 'zh', '下班的时候在地铁上睡着了，坐过了五站', 'joy', 'free_verse', [
    inBody('地铁', /地铁|车厢|车窗|站/u),
    inBody('"五站" 不是意象', not(/想起五站|五站啊|回到五站/u)),
  ]),
  lyrics('fresh9b-lyrics-zh-2', 'zh', '用奖学金买的相机被我摔坏了', 'sadness', 'ballad', [
    inBody('相机', /相机/u),
    inBody('相机坏了被唱出来', /坏|裂|修不好|碎/u),
  ]),
];
