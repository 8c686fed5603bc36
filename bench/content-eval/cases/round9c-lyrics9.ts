/**
 * Round 9c (issue 13): eight fresh lyrics requests (round9c-lyrics9.before.json, 2 per language) whose family terms are
 * no head of the main clause: a sister who burned the Christmas cookies with me, a coworker's umbrella that flew off a
 * bridge on the way to the office, a market trip with Mom and a forgotten wallet, a high-school bicycle with a flat on
 * the way to work, kimchi made with Grandma whose tub burst in the post, an earbud dropped on the commute, jasmine
 * planted with Grandma that flowered, a birthday scarf shrunk in the wash. Facts name the main clause's thing and event
 * and the companion, and the failure classes: a family fired from a companion, a modifier or a setting (a holiday away
 * from home, an office, a kitchen, a commute, a grandmother's house, a birthday party) and a cut fragment in a slot.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, inTitle, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('fresh9c-lyrics-en-1', 'en', 'my little sister and I burned the Christmas cookies because we were too busy watching a movie', 'joy', 'dance_pop', [
    inBody('the cookies', /cookies/iu),
    inBody('the burning is sung (burnt, darker, smell, scraped)', /burnt|darker than we meant|smell|scraped/iu),
    inBody('no holiday away from home (empty chair, video call, next year, fireworks of other homes)', not(/chair left empty|video call|away from home|next year for sure|belong to other homes|missing me/iu)),
    inTitle('the title does not stop on "the Christmas"', not(/Christmas$/u)),
  ]),
  lyrics('fresh9c-lyrics-en-2', 'en', 'the umbrella my coworker lent me flew off the bridge on my way to the office', 'general', 'haiku', [
    inBody('the umbrella', /umbrella/iu),
    inBody('no office overtime or last train, no coworker holding me', not(/last train|office lights|coworker holds|holds me close/iu)),
    inTitle('the title does not stop on a verb', not(/\bFlew$/u)),
  ]),
  lyrics('fresh9c-lyrics-vi-1', 'vi', 'đi chợ với mẹ mà quên mang ví, hai mẹ con đứng cười giữa hàng rau', 'love', 'poem', [
    inBody('cái ví bỏ quên', /ví/iu),
    inBody('mẹ ở bên', /mẹ/iu),
    inBody('không phải bài bếp lửa nhà mẹ (khói bếp, tạp dề, mâm cơm)', not(/khói bếp|tạp dề|mâm cơm|nồi cơm|nhóm lửa/iu)),
    inBody('không dán mảnh "mang ví, hai mẹ con"', not(/mang ví, hai/iu)),
  ]),
  lyrics('fresh9c-lyrics-vi-2', 'vi', 'chiếc xe đạp cũ hồi cấp ba bị xẹp lốp giữa đường đi làm', 'anger', 'rap', [
    inBody('chiếc xe đạp', /xe đạp/iu),
    inBody('xẹp lốp được nhắc đến', /xẹp lốp|dắt bộ|nằm im|xì một tiếng/iu),
    inBody('không phải chuyến tàu đi làm (trạm, vai kề vai)', not(/hai trạm|vai kề vai|cùng về trên một chuyến/iu)),
    inBody('không có mảnh "cũ hồi"', not(/cũ hồi(?! cấp)/iu)),
  ]),
  lyrics('fresh9c-lyrics-ko-1', 'ko', '할머니랑 같이 담근 김치를 택배로 받았는데 통이 다 터져 있었다', 'longing', 'indie_folk', [
    inBody('김치', /김치/u),
    inBody('할머니가 곁에 있던 사람으로', /할머니/u),
    inBody('할머니 댁 노래가 아님 (과자 통, 라디오, 목도리, 귤, 벽시계)', not(/과자 통|라디오|목도리|귤껍질|벽시계|돋보기/u)),
    inBody('"터져"가 이름처럼 쓰이지 않음', not(/터져가|터져를|터져로|받았는데 통/u)),
  ]),
  lyrics('fresh9c-lyrics-ko-2', 'ko', '출근길 지하철에서 이어폰 한 쪽을 떨어뜨렸어', 'hope', 'free_verse', [
    inBody('이어폰', /이어폰/u),
    inBody('떨어뜨린 일', /떨어/u),
    inBody('출퇴근 노래가 아님 (두 정거장, 손잡이)', not(/두 정거장|손잡이를 잡은|문이 열리면/u)),
  ]),
  lyrics('fresh9c-lyrics-zh-1', 'zh', '和外婆一起种的茉莉花今年终于开花了', 'comfort', 'song', [
    inBody('茉莉花', /茉莉花/u),
    inBody('开花', /开了|开花/u),
    inBody('外婆在身边', /外婆/u),
    inBody('不是外婆家的老物件（饼干盒、收音机、老花镜、挂钟、橘子）', not(/饼干盒|收音机|老花镜|挂钟|橘子/u)),
    inBody('没有 "茉莉花今年" 或 "外婆一起种" 的碎片', not(/茉莉花今年|外婆一起种/u)),
  ]),
  lyrics('fresh9c-lyrics-zh-2', 'zh', '生日那天收到的围巾被洗衣机洗缩水了', 'sadness', 'ballad', [
    inBody('围巾', /围巾/u),
    inBody('不是生日派对（蜡烛、蛋糕、贺卡、一桌人）', not(/蜡烛|蛋糕|贺卡|一桌人|生日快乐/u)),
    inBody('没有 "洗衣机洗缩" 的碎片', not(/洗衣机洗缩/u)),
  ]),
];
