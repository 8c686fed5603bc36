/**
 * Lines that carry the words a story opening quotes (a luggage tag, a midnight warning, a note on an order, an
 * announcement, an inscription) through the middle (`quoteTurn`) and the ending (`quoteEnd`). Slot {quote} holds the
 * words without closing punctuation; each line puts them in its language's quote marks. Other slots as in the packs.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { TemplatePools } from '../../phrase-grammar.ts';

/**
 * Also the lines that remember a family member the opening names ({kin}: "her late uncle", 외할머니, 外婆) in the
 * middle (`kinTurn`) and the ending (`kinEnd`), worded so that they fit someone absent or gone as well as someone near;
 * `kinTurnNear` / `kinEndNear` for a relative who is on stage in the opening (mum just back from the market), never
 * spoken of as if absent ("she would have liked the ending").
 */

/** Quote and kin pools per language. */
export const quoteLines: Readonly<Record<ContentLanguage, TemplatePools>> = {
  en: {
    kinTurn: [
      '{P} thought of {kin} just then, and of all the things {P} had never thought to ask.',
      'It was exactly the kind of thing {kin} would have understood at once, {P} thought.',
    ],
    kinTurnNear: [
      '{P} looked over at {kin}. [{kin:cap} only smiled, as if this was not the first time.|{kin:cap} said nothing, but did not look surprised either.]',
      'When their eyes met, {kin} [gave a small nod|only shrugged, the way people do when they already know].',
    ],
    kinEndNear: [
      '{kin:cap} and {P} [hardly ever talked about it afterwards|did not say much about it later], but [neither forgot it|both smiled whenever it came up].',
      '[That evening|Later], {kin} looked over at {Pme} and [smiled|laughed softly], and that was answer enough.',
    ],
    kinEnd: [
      'Somehow, {P} felt sure that {kin} would have liked the way it ended.',
      '[Later|That night], {P} thought of {kin} again, and [for once it did not hurt|it felt like being thanked].',
    ],
    quoteTurn: [
      '“{quote}.” {P} [went over|read] the words again, [and they made less sense every time|as if reading them aloud might explain them].',
      'Whoever had written “{quote}” [had known exactly who would find it|had known what was coming], and {P} [could not shake the thought|was more sure of it by the minute].',
      '{P} kept turning the words over: “{quote}.” [They no longer sounded like a joke.|Every time, they sounded more like an instruction.]',
    ],
    quoteEnd: [
      '{P} never found out who first [wrote|said] “{quote},” but the words stayed with {them} [for years|long after that night].',
      'In the end, “{quote}” had meant exactly what it said, [and {P} was glad to have listened|and that was the strangest part of all].',
      '[Even now|Years later], when something strange happens, {P} [remembers|hears] those words again: “{quote}.”',
    ],
  },
  vi: {
    kinTurn: [
      '{P} chợt nghĩ đến {kin}, và những điều chưa kịp hỏi.',
      'Nếu là {kin}, hẳn sẽ hiểu ngay chuyện này, {P} nghĩ thế.',
    ],
    kinTurnNear: [
      '{P} nhìn sang {kin}. [{kin:cap} chỉ mỉm cười, như thể chuyện này không phải lần đầu.|{kin:cap} không nói gì, nhưng cũng chẳng có vẻ gì ngạc nhiên.]',
      'Khi ánh mắt chạm nhau, {kin} [khẽ gật đầu|chỉ nhún vai, như người đã biết từ trước].',
    ],
    kinEndNear: [
      '{P} và {kin} về sau [ít khi nhắc lại chuyện ấy|không nói nhiều về chuyện ấy], nhưng [chẳng ai quên|lần nào nhắc tới cũng cùng bật cười].',
      '[Tối hôm ấy|Về sau], {kin} nhìn {P} [mỉm cười|cười khẽ], và thế là đủ.',
    ],
    kinEnd: [
      'Không hiểu sao, {P} tin rằng {kin} hẳn sẽ thích cái kết này.',
      '[Tối hôm ấy|Về sau], {P} lại nghĩ đến {kin}, và [lần này lòng nhẹ hẳn đi|thấy như mình vừa được cảm ơn].',
    ],
    quoteTurn: [
      'Câu “{quote}” cứ lởn vởn trong đầu {P}, [càng nghĩ càng thấy lạ|như một lời nhắn chỉ dành riêng cho {P}].',
      '{P} [đọc lại|nhẩm lại] câu ấy thêm lần nữa: “{quote}”. [Nghe không còn giống một trò đùa.|Lần này nó giống một lời dặn hơn.]',
      'Người để lại câu “{quote}” hẳn đã biết [ai sẽ là người thấy nó|điều gì sắp xảy ra], và {P} [không sao gạt được ý nghĩ ấy|càng lúc càng tin là vậy].',
    ],
    quoteEnd: [
      '{P} chưa bao giờ biết ai là người đầu tiên [viết|nói] “{quote}”, nhưng [câu ấy ở lại với {P} rất lâu|{P} vẫn nhớ từng chữ].',
      'Hóa ra “{quote}” có nghĩa đúng như những gì nó nói, [và {P} mừng vì đã để tâm|và đó mới là điều lạ lùng nhất].',
      '[Đến tận bây giờ|Nhiều năm sau], mỗi khi gặp chuyện lạ, {P} lại nhớ đến câu ấy: “{quote}”.',
    ],
  },
  ko: {
    kinTurn: [
      '{P:는} 문득 {kin} 생각이 났다. 미처 묻지 못한 것들이 떠올랐다.',
      '{kin:이라}면 단번에 알아들었을 거라고 {P:는} 생각했다.',
    ],
    kinTurnNear: [
      '{P:는} {kin:을} 쳐다보았다. {kin:은} [그저 웃기만 했다. 처음 있는 일이 아니라는 듯이.|아무 말도 하지 않았지만 놀란 얼굴도 아니었다.]',
      '시선이 마주치자 {kin:은} [작게 고개를 끄덕였다|이미 알고 있었다는 듯 어깨를 으쓱했다].',
    ],
    kinEndNear: [
      '그 뒤로 {kin:과} {P:는} 그 일을 [자주 입에 올리지 않았다|별로 이야기하지 않았다]. 그래도 [둘 다 잊지 않았다|이야기가 나올 때마다 같이 웃었다].',
      '[그날 저녁|나중에] {kin:은} {P:을} 보며 [빙긋 웃었다|작게 웃었다]. 그걸로 충분했다.',
    ],
    kinEnd: [
      '왠지 {kin:도} 이 결말을 좋아했을 거라고 {P:는} 생각했다.',
      '[그날 밤|한참 뒤에] {P:는} 다시 {kin} 생각을 했다. [이번에는 마음이 아프지 않았다.|고맙다는 말을 들은 것만 같았다.]',
    ],
    quoteTurn: [
      '{P:는} 그 한 줄을 다시 떠올렸다. ‘{quote}’. [생각할수록 농담 같지 않았다.|누군가 {P}만을 위해 남긴 말 같았다.]',
      '‘{quote}’. 그 말이 [자꾸|계속] 귓가에 맴돌았다. {P:는} [그게 경고인지 초대인지|무슨 뜻인지] 알 수 없었다.',
      '그 말을 처음 [남긴|한] 사람은 [누가 듣게 될지|무슨 일이 일어날지] 알고 있었던 게 분명했다. ‘{quote}’. {P:는} [그 생각을 떨칠 수 없었다|점점 확신이 들었다].',
    ],
    quoteEnd: [
      '{P:는} 끝내 그 말을 누가 처음 [남겼는지|했는지] 알아내지 못했다. 하지만 ‘{quote}’, 그 한 줄만은 [오래도록 잊지 않았다|지금도 또렷이 기억한다].',
      '결국 ‘{quote}’, 그 말은 [적힌 그대로의 뜻이었다|처음부터 진심이었다]. {P:는} 그 말을 [흘려듣지 않은 게 다행이라고 생각했다|오래 곱씹었다].',
      '[지금도|몇 년이 지나도] 이상한 일이 생기면 {P:는} 그 말을 떠올린다. ‘{quote}’.',
    ],
  },
  zh: {
    kinTurn: [
      '{P}忽然想起了{kin}，想起那些还没来得及问的事。',
      '要是{kin}在，一定一下子就明白了，{P}想。',
    ],
    kinTurnNear: [
      '{P}看了{kin}一眼。{kin}[只是笑了笑，好像这不是第一次了|什么也没说，可也没有一点吃惊的样子]。',
      '{kin}发现{P}在看，[轻轻点了点头|只是耸了耸肩，像是早就知道]。',
    ],
    kinEndNear: [
      '后来{P}和{kin}[很少再提这件事|不怎么说起这件事]，可[谁也没有忘|每次提起都会一起笑]。',
      '[那天晚上|后来]，{kin}看着{P}[笑了笑|轻轻笑了]，这就够了。',
    ],
    kinEnd: [
      '不知为什么，{P}觉得{kin}一定会喜欢这个结局。',
      '[那天晚上|后来]，{P}又想起了{kin}，[这一次心里没有那么疼了|像是被轻轻地道了一声谢]。',
    ],
    quoteTurn: [
      '“{quote}”——{P}在心里把这句话又念了一遍，[越念越觉得不对劲|怎么听都不像玩笑]。',
      '留下“{quote}”这句话的人，[好像早就知道会是谁看到|好像早就知道接下来会发生什么]，{P}[怎么也甩不掉这个念头|越想越确定]。',
      '{P}把那句话在心里翻来覆去地想：“{quote}”。[这不像恶作剧，更像一句叮嘱。|它听起来像警告，也像邀请。]',
    ],
    quoteEnd: [
      '{P}始终不知道最早写下“{quote}”的是谁，[可这句话一直留在了心里|可每一个字都记得清清楚楚]。',
      '后来{P}才明白，“{quote}”说的就是字面上的意思，[幸好当时没有当成玩笑|这才是整件事里最奇怪的地方]。',
      '[直到现在|很多年以后]，每当遇到说不清的事，{P}还会想起那句“{quote}”。',
    ],
  },
};
