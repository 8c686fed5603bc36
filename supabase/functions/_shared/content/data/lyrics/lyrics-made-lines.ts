/**
 * Round 13 (issue 13): lines of a thing with its maker (lyrics-made-read.ts). A dish is made, eaten, smelled and
 * remembered with its maker ({o} the dish, {g} the maker, {w} the whole theme); a thing made by hand adds lines of its
 * making. Neither is ever "used", carried from house to house or saved from a fire.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { PlainSceneLines } from './lyrics-scene-lines.ts';

/** A dish cooked by its maker: opening, verses and chorus. */
export const dishLines: Record<ContentLanguage, PlainSceneLines> = {
  en: {
    opening: ['Let me sing about {w}', 'It all comes back to {w}', 'This one is for {w}'],
    lines: ["{G}'s hands, and {o} warm on the table", 'The whole house smelled of {o}', 'One bite of {o}, and I am small again', 'I can still taste {o}', "{O}, fresh from {g}'s kitchen", 'I never asked {g} how to make {o}', '{G} set {o} down and watched me eat', 'I try to make {o} myself, and it never tastes the same', 'Every bite of {o} tastes a little of {g}', "Nothing tastes like {o} from {g}'s hands", 'The smell of {o} still finds me', 'I asked for seconds just to see {g} smile'],
    hooks: ["{O}, made by {g}'s hands", "Oh, {o}, the taste of {g}'s love", "Warm from {g}'s kitchen, {o}", '{O}, and {g} by the table'],
  },
  vi: {
    opening: ['Kể về {w}', 'Mọi thứ bắt đầu từ {w}', 'Bài này cho {w}'],
    lines: ['Đôi tay {g}, và {o} còn ấm trên bàn', 'Cả gian nhà thơm mùi {o}', 'Ăn {o}, ta lại thấy mình bé như ngày xưa', 'Ta vẫn nhớ vị {o}', 'Chưa từng hỏi {g} cách làm {o}', '{G} dọn {o} ra rồi ngồi nhìn ta ăn', 'Ta thử tự làm {o}, mà chẳng bao giờ ra đúng vị', 'Trong {o} có cả tấm lòng {g}', 'Chẳng đâu ngon bằng {o} từ tay {g}', 'Mùi {o} vẫn tìm về với ta', 'Khói bếp, và {g} lúi húi bên {o}', 'Ta xin thêm một bát chỉ để thấy {g} cười'],
    hooks: ['{O} từ đôi tay {g}', '{O} ơi, vị thương của {g}', 'Ấm từ gian bếp của {g}, {o}', '{O}, và {g} bên mâm cơm'],
  },
  ko: {
    opening: ['{w}', '{w} 이야기를 할게', '모든 건 {w}에서 시작돼'],
    lines: ['{g}의 손, 그리고 식탁 위 따뜻한 {o}', '온 집 안에 {o} 냄새가 퍼져', '{o} 한 입에 다시 어린애가 돼', '아직도 {o} 맛을 기억해', '{g}한테 {o} 만드는 법을 물어본 적이 없어', '{g:은} {o:을} 내려놓고 내가 먹는 걸 바라봤지', '혼자 {o:을} 만들어 봐도 그 맛이 안 나', '{o}에는 {g}의 마음이 담겨 있어', '어디서 먹어도 {g}의 {o} 맛은 안 나', '{o} 냄새가 아직도 나를 찾아와', '부엌에서 들리던 {g}의 도마 소리', '한 그릇 더 달라고 했지, {g} 웃는 얼굴 보려고'],
    hooks: ['{g}의 손맛, {o}', '{o}, {g}의 사랑 맛', '{g}의 부엌에서 온 따뜻한 {o}', '{o}, 그리고 식탁 옆의 {g}'],
  },
  zh: {
    opening: ['说说{w}', '一切都从{w}开始', '这首歌写给{w}'],
    lines: ['{g}的手，和桌上热乎乎的{o}', '满屋子都是{o}的香味', '吃一口{o}，我又变回了小孩', '我还记得{o}的味道', '我从没问过{g}，{o}是怎么做的', '{g}把{o}端上来，看着我吃', '我自己学着做{o}，总做不出那个味道', '{o}里，有{g}的心意', '走到哪里，都吃不到那个味道的{o}', '{o}的香味，还会一路找到我', '厨房里，{g}忙碌的背影', '我多要一碗，只为看{g}笑'],
    hooks: ['{g}的手艺，{o}', '{o}啊，{g}的味道', '从{g}厨房里端来的{o}', '{o}，还有桌边的{g}'],
  },
};

/** Lines of a thing made by hand, sung beside the gift's own (never "every time I use it"). */
export const makingLines: Record<ContentLanguage, readonly string[]> = {
  en: ['I can still see {g} making {o}', '{G} took all the time in the world over {o}', "Every part of {o} was made by {g}'s hands"],
  vi: ['Ta vẫn thấy {g} ngồi làm {o}', 'Từng chút của {o} đều do tay {g} làm', '{G} làm {o} chậm rãi, chẳng vội'],
  ko: ['{o:을} 만들던 {g}의 모습이 아직 보여', '{o} 구석구석에 {g}의 손이 닿아 있어', '{g:은} 서두르지 않고 {o:을} 만들었지'],
  zh: ['我还看得见{g}做{o}的样子', '{o}的每一处，都是{g}亲手做的', '{g}不慌不忙地做着{o}'],
};

/** A gift line that treats the thing as a tool ("every time I use …"): never sung for a thing made by its giver. */
export const usedLine: Record<ContentLanguage, RegExp> = {
  en: /\buse\b|caught fire/iu,
  vi: /dùng|nhà có cháy/iu,
  ko: /쓸 때/u,
  zh: /用到/u,
};
