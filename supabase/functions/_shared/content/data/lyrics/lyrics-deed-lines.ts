/**
 * Round 15 (issue 13): lines of the singer's own deed (lyrics-deed-read.ts). Slots: {g} the English -ing act, {b} "I'm"
 * or "I was", {h} "Here I am" or "There I was", {x} "I", {m} "me" (English), the Korean time noun the clause heads ("날", "밤", "지금");
 * {a} the Vietnamese or Chinese act or the Korean clause, {c} the act cut after its thing (its core), {s} who does it (Vietnamese "ta", "hai đứa"; Chinese "我",
 * "我和妹妹"), {t} the act's time, {o} the thing acted on. The act is sung as done, whole, with its time; the emotion
 * colours the lines around it, never another act or a noun cut from it. A line whose slot is empty is left out.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The tones a deed is sung in: a parting (breakup), anger, an ache (sadness, longing), a glad act, a calm one. */
export type DeedTone = 'letgo' | 'fire' | 'ache' | 'bright' | 'soft';

/** A deed's lines in one language. */
export interface DeedLines {
  /** The act told, with its time when given (the first is the opening). */
  told: readonly string[];
  /** The whole act told once ({a}, {g}: with its place, purpose and the rest the visitor wrote). */
  whole: readonly string[];
  /** A line of the singer alone, for a deed done alone. */
  alone: readonly string[];
  /** Korean: the act told while it goes on (…는 중); the other languages leave it empty. */
  toldNow: readonly string[];
  /** Verse lines of the act's time alone, in the tone ({t}; Korean {n}, the time noun of an act looked back on). */
  timed: Record<DeedTone, readonly string[]>;
  /** Verse lines of the tone around the act. */
  colour: Record<DeedTone, readonly string[]>;
  /** Chorus lines (the first names the act). */
  hooks: Record<DeedTone, readonly string[]>;
  /** Feelings of no place, weather or prop. */
  feelings: Record<DeedTone, readonly string[]>;
  /** Last lines. */
  closings: Record<DeedTone, readonly string[]>;
}

/** Deed lines per language. */
export const deedLines: Record<ContentLanguage, DeedLines> = {
  en: {
    told: ['{T}, {b} {c}', '{H}, {c}', 'I never thought {x} would be {c}'],
    whole: ['That is {m}, {g}'],
    alone: ['No one beside me, only me and the hour'],
    toldNow: [],
    timed: {
      letgo: ['{T}: no sound, and no one to tell', '{T}: nobody else knows what it means'],
      fire: ['{T}: no more waiting, no more excuses', '{T}: I am finished, and it shows'],
      ache: ['{T}: the slow hours, the small sounds', '{T}: every small sound, every heavy hour'],
      bright: ['{T}: the whole world, right here', '{T}: let it last a little longer'],
      soft: ['{T}: no hurry, nothing to fix', '{T}: the air is kind, the hours are slow'],
    },
    colour: {
      letgo: ['My hands are steady; my heart is not', 'I hold {o} a second longer than I should', '{O}, one last time in my hands', 'It takes a minute; it took a year to get here', 'Nobody tells you how quiet it is', 'I keep my face still and my voice even'],
      fire: ['I do it fast, and I do not flinch', 'No speech, no second chance', '{O}, gone, and good riddance', 'Every move says I am done', 'I do not need a reason you would understand'],
      ache: ['My hands know the way; my heart falls behind', 'Some things are heavier than they look', 'I go slowly, the way it used to be done', 'The quiet sits down beside me', '{O}, and the years that come back with it', '{O}, and every year it carries'],
      bright: ['I want to keep this exactly as it is', 'Small as it is, it is the best part of my day', 'Time slows down so I can keep it', 'I am smiling before I know it', '{O}, like something precious', '{O}, and the light falls just right on it'],
      soft: ['No rush; it takes the time it takes', 'I go slow, and that is all right', 'One thing at a time, one breath at a time', 'Gently with {o}, taking my time', '{O}, right where it should be'],
    },
    hooks: {
      letgo: ['{H}, {c}', 'This is what letting go looks like', 'One small thing, and then it is done', 'I do not look back, I do not look back'],
      fire: ['{H}, {c}', 'Done, done, I am done', 'No more, not one more day', 'Watch me do it and walk away'],
      ache: ['{H}, {c}', 'And the quiet answers nothing', 'Some things you do with a heavy heart', 'I keep going, slow and steady'],
      bright: ['{H}, {c}', 'Nothing big, and it is everything', 'Let this stay a little longer', 'This is the good part, right here'],
      soft: ['{H}, {c}', 'Slowly, slowly, it is all right', 'One small thing at a time', 'Take your time; nobody is waiting'],
    },
    feelings: {
      letgo: ['Some endings are only errands', 'The hardest part takes the least time', 'I breathe out slow and let it be', 'It is quieter than I thought an ending would be', 'I do not cry until the door is shut'],
      fire: ['I am done being the quiet one', 'My hands are shaking, and it is anger', 'I owe nobody a smile', 'Say what you want; I am finished'],
      ache: ['Something in me is far away', 'I miss the way things used to be', 'It aches in a place I cannot point to', 'I let it hurt a little, then I go on'],
      bright: ['My heart is full and my hands are busy', 'I would do this a hundred times again', 'Nothing is missing right now', 'I laugh at nothing and mean it'],
      soft: ['It is all right to go slow', 'The day is soft around the edges', 'I let the quiet keep me company', 'Nothing has to be perfect'],
    },
    closings: {
      letgo: ['And then my hands are empty', 'I walk away lighter, and not', 'That is all it was, and all it is'],
      fire: ['And I do not look back', 'Door shut, lights off, done', 'That is the last of it'],
      ache: ['And the ache stays, soft and small', 'I carry it with me, quietly', 'That is how it was, and I remember'],
      bright: ['And I would do it all again', 'Let me keep this one', 'The good part stays with me'],
      soft: ['And that is enough for today', 'Rest now; it is done', 'Slowly, everything settles'],
    },
  },
  vi: {
    told: ['{T}, {s} {c}', '{S} {c}', 'Cứ thế, {s} {c}'],
    whole: ['{S} {a}'],
    alone: ['Chẳng ai bên cạnh, chỉ mình ta thôi'],
    toldNow: [],
    timed: {
      letgo: ['{T} sao mà dài thế', '{T}, chẳng ai biết lòng mình nặng ra sao'],
      fire: ['{T}, không chờ thêm, không cớ gì nữa', '{T}, ta xong thật rồi'],
      ache: ['{T} sao mà dài, mà nặng', '{T}, nghe rõ từng tiếng động nhỏ'],
      bright: ['Ước gì {t} dài thêm chút nữa', '{T}, cả thế giới gói lại ở đây'],
      soft: ['{T}, chẳng có gì phải vội', '{T} dịu dàng với ta'],
    },
    colour: {
      letgo: ['Tay thì làm, còn lòng thì chưa', 'Nào ngờ có ngày {s} {c}', '{S} giữ {o} lâu hơn một chút', 'Nhanh thôi, mà phải lâu lắm mới tới được đây', 'Chẳng ai nói buông tay lại lặng lẽ thế này', 'Giọng thì bình thản, mắt nhìn xuống đất'],
      fire: ['Làm nhanh gọn, chẳng chút chần chừ', 'Không giải thích, không lần sau', '{O} đi cho khuất mắt', 'Từng động tác đều nói: đủ rồi', 'Chẳng cần ai hiểu lý do'],
      ache: ['Tay quen việc, mà lòng thì chậm lại', 'Có những điều nặng hơn vẻ ngoài', 'Làm chậm thôi, như ngày xưa vẫn làm', 'Sự im lặng ngồi xuống cạnh ta', '{O}, bao năm tháng ùa về', '{O}, mang theo bao nhiêu năm tháng'],
      bright: ['Muốn giữ nguyên khoảnh khắc này mãi', 'Nhỏ thôi mà là phần đẹp nhất trong ngày', 'Thời gian chậm lại cho ta giữ lấy', 'Chưa kịp nghĩ đã thấy mình cười', '{S} nâng niu {o} như báu vật', '{O}, nắng rơi vừa đẹp'],
      soft: ['Chẳng vội gì, cứ thong thả', 'Chậm thôi, cũng chẳng sao', 'Từng chút một, hít vào, thở ra', 'Nhẹ tay với {o} thôi', '{O}, nằm đúng chỗ của nó'],
    },
    hooks: {
      letgo: ['{S} {c}', 'Buông tay là thế này đây', 'Một việc nhỏ thôi, rồi hết', 'Đừng ngoảnh lại, đừng ngoảnh lại'],
      fire: ['{S} {c}', 'Đủ rồi, đủ rồi, thật rồi', 'Không thêm một ngày nào nữa', 'Nhìn ta làm rồi quay lưng'],
      ache: ['{S} {c}', 'Và lặng im chẳng trả lời', 'Có những việc làm bằng cả nỗi nhớ', 'Cứ thế, chậm mà bền'],
      bright: ['{S} {c}', 'Chẳng có gì to tát, mà là tất cả', 'Ở lại thêm chút nữa thôi', 'Khoảnh khắc đẹp nhất là đây'],
      soft: ['{S} {c}', 'Chậm thôi, chậm thôi, không sao đâu', 'Từng việc nhỏ một thôi', 'Cứ từ từ, chẳng ai giục'],
    },
    feelings: {
      letgo: ['Có những kết thúc chỉ như một việc vặt', 'Phần khó nhất lại qua nhanh nhất', 'Thở ra thật chậm, để mọi thứ yên', 'Kết thúc lặng lẽ hơn ta tưởng', 'Đóng cửa rồi mới dám khóc'],
      fire: ['Thôi làm người im lặng rồi', 'Tay run, mà là vì giận', 'Chẳng nợ ai một nụ cười', 'Nói gì thì nói, ta xong rồi'],
      ache: ['Lòng ta cứ ở đâu xa lắm', 'Nhớ những ngày mọi thứ còn như cũ', 'Đau ở một chỗ chẳng gọi được tên', 'Để nó đau một chút, rồi đi tiếp'],
      bright: ['Lòng đầy ắp, tay chẳng ngơi', 'Trăm lần nữa vẫn muốn như vậy', 'Lúc này chẳng thiếu điều gì', 'Cười vu vơ mà thật lòng'],
      soft: ['Chậm một chút cũng không sao', 'Ngày hôm nay mềm như gió', 'Để sự yên lặng ngồi cạnh mình', 'Chẳng cần phải hoàn hảo'],
    },
    closings: {
      letgo: ['Rồi đôi tay trống trơn', 'Bước đi nhẹ hơn, mà cũng nặng hơn', 'Chỉ vậy thôi, vậy là xong'],
      fire: ['Và ta chẳng ngoảnh lại', 'Đóng cửa, tắt đèn, hết', 'Vậy là sạch sẽ'],
      ache: ['Nỗi nhớ ở lại, nhỏ và êm', 'Ta mang nó theo, lặng lẽ', 'Ngày ấy là vậy, và ta còn nhớ'],
      bright: ['Trăm lần nữa vẫn sẽ như vậy', 'Giữ lại khoảnh khắc này nhé', 'Phần đẹp nhất ở lại trong lòng'],
      soft: ['Hôm nay vậy là đủ', 'Nghỉ thôi, xong rồi', 'Rồi mọi thứ lắng xuống'],
    },
  },
  ko: {
    told: ['{a} {h}', '{c} {h:이} 자꾸 떠올라', '아직도 {c} {h:을} 기억해'],
    whole: [],
    alone: ['곁에 아무도 없이, 나 혼자'],
    toldNow: ['지금 나는 {a} 중이야', '아무도 모르게, {c} 중', '{c} 중이야'],
    timed: {
      letgo: ['{n:은} 유난히 길었어', '{n}, 아무도 내 마음을 몰랐어'],
      fire: ['{n}, 더는 기다리지 않았어', '{n}, 난 정말 끝냈어'],
      ache: ['{n:은} 유난히 느리고 무거웠어', '{n}, 작은 소리까지 다 들렸어'],
      bright: ['{n:이} 조금만 더 길었으면', '{n}, 세상이 다 거기 있었어'],
      soft: ['{n:은} 서두를 게 없었어', '{n}, 공기마저 다정했어'],
    },
    colour: {
      letgo: ['손은 담담한데 마음은 아니야', '{o:을} 한 번 더 만지작거려', '{o} 하나가 이렇게 무거울 줄 몰랐어', '금방 끝나는데, 여기까지 오는 데 오래 걸렸어', '아무도 모르게 조용히 끝나', '목소리는 담담하게, 눈은 아래로'],
      fire: ['망설임 없이, 빠르게 끝내', '설명도 없고, 다음도 없어', '{o}, 이제 눈앞에서 치워', '손짓 하나하나가 말해, 끝이라고', '이유를 이해받을 필요 없어'],
      ache: ['손은 익숙한데 마음이 한참 뒤처져', '보기보다 무거운 것들이 있어', '예전에 하던 그대로, 천천히', '고요가 내 옆에 가만히 앉아', '{o} 앞에 서면 지난 시간이 같이 와', '{o}, 그 안에 담긴 세월'],
      bright: ['이대로 멈췄으면 좋겠어', '별거 아닌데 하루 중 제일 좋은 순간', '시간이 천천히 가 줬으면', '나도 모르게 웃고 있어', '{o} 하나로도 충분해', '{o} 위로 햇살이 딱 알맞게 내려'],
      soft: ['서두를 것 없어, 천천히', '느려도 괜찮아', '하나씩, 숨 한 번에 하나씩', '{o} 하나에도 마음이 놓여', '{o}, 있어야 할 자리에'],
    },
    hooks: {
      letgo: ['{c} {h}', '놓아준다는 건 이런 거구나', '작은 일 하나, 그걸로 끝', '뒤돌아보지 않을게'],
      fire: ['{c} {h}', '끝, 끝, 진짜 끝', '하루도 더는 안 돼', '보란 듯이 하고 돌아서'],
      ache: ['{c} {h}', '고요는 아무 대답이 없어', '어떤 일은 마음이 무거워도 해야 해', '천천히, 그래도 계속'],
      bright: ['{c} {h}', '별거 아닌데 전부 같아', '조금만 더 이대로', '여기가 제일 좋은 순간이야'],
      soft: ['{c} {h}', '천천히, 천천히, 괜찮아', '작은 것 하나씩', '아무도 재촉하지 않아'],
    },
    feelings: {
      letgo: ['어떤 끝은 그냥 심부름처럼 와', '제일 힘든 건 제일 빨리 지나가', '숨을 천천히 내쉬어', '끝은 생각보다 조용해', '문을 닫고 나서야 울어'],
      fire: ['조용히 참는 건 이제 그만', '손이 떨리는 건 화가 나서야', '누구한테도 웃어 줄 필요 없어', '뭐라 해도 난 끝났어'],
      ache: ['마음이 자꾸 멀리 가 있어', '모든 게 그대로였던 때가 그리워', '어디라고 말할 수 없는 데가 아파', '조금 아파하고, 다시 걸어가'],
      bright: ['마음이 꽉 차올라', '백 번이라도 다시 할래', '지금은 아무것도 부족하지 않아', '괜히 웃음이 나'],
      soft: ['조금 느려도 괜찮아', '오늘은 모서리가 다 둥글어', '고요함이 곁에 있어 줘', '완벽하지 않아도 돼'],
    },
    closings: {
      letgo: ['그리고 내 손은 비어 있어', '가벼워졌는데, 가볍지가 않아', '그게 다였어, 그걸로 됐어'],
      fire: ['그리고 뒤돌아보지 않아', '문 닫고, 불 끄고, 끝', '이걸로 깨끗해'],
      ache: ['그리움은 작고 조용히 남아', '조용히 안고 갈게', '그땐 그랬지, 난 기억해'],
      bright: ['다시 해도 또 이렇게 할래', '이 순간은 꼭 간직할래', '좋은 건 내 안에 남아'],
      soft: ['오늘은 이걸로 충분해', '이제 쉬어도 돼', '천천히 다 가라앉아'],
    },
  },
  zh: {
    told: ['{t}，{s}{c}', '{s}{c}', '就这样，{s}{c}'],
    whole: ['{s}{a}'],
    alone: ['身边没有别人，只有我'],
    toldNow: [],
    timed: {
      letgo: ['{t}，怎么那么长', '{t}，没有人知道我心里多重'],
      fire: ['{t}，不再等，不再找借口', '{t}，我真的结束了'],
      ache: ['{t}，时间又慢又沉', '{t}，每一个小声音都听得见'],
      bright: ['{t}过得太快', '{t}，整个世界都在这里'],
      soft: ['{t}，什么都不用着急', '{t}，连风都很温柔'],
    },
    colour: {
      letgo: ['手很稳，心却没有', '没想到有一天{s}会{c}', '{o}那么轻，手却那么酸', '很快就结束了，走到这一步却用了好久', '没人说过放手会这么安静', '声音平静，眼睛看着地面'],
      fire: ['干脆利落，一点也不犹豫', '不解释，也没有下一次', '{o}，从我眼前消失', '每个动作都在说：够了', '不需要谁理解为什么'],
      ache: ['手认得路，心却慢了半拍', '有些东西比看起来重', '慢慢来，像从前那样', '安静在我身边坐下', '{o}，那些年都回来了', '{o}，装着那么多年'],
      bright: ['真想让这一刻停住', '不大的事，却是一天里最好的时候', '时间慢一点，让我留住它', '不知不觉就笑了', '{s}把{o}当成宝贝', '{o}，光刚好落在上面'],
      soft: ['不着急，慢慢来', '慢一点也没关系', '一件一件，一口气一口气', '{s}轻手轻脚地对待{o}', '{o}，在它该在的地方'],
    },
    hooks: {
      letgo: ['{s}{c}', '原来放手就是这样', '一件小事，然后就结束了', '不回头，不回头'],
      fire: ['{s}{c}', '够了，够了，真的够了', '一天也不再等', '做给你看，然后转身'],
      ache: ['{s}{c}', '安静什么也不回答', '有些事，只能带着心事去做', '慢慢地，一直做下去'],
      bright: ['{s}{c}', '没什么大不了，却是全部', '再多待一会儿吧', '最好的时刻就是现在'],
      soft: ['{s}{c}', '慢慢来，慢慢来，没关系', '一件小事一件小事地来', '没有人催你'],
    },
    feelings: {
      letgo: ['有些结束，只像一件小事', '最难的部分，过得最快', '慢慢呼出一口气', '结束比想象中安静', '关上门以后才哭'],
      fire: ['不再当那个沉默的人', '手在抖，是因为生气', '不欠谁一个笑脸', '随你怎么说，我结束了'],
      ache: ['心总在很远的地方', '想念一切还没变的时候', '疼在一个说不出的地方', '让它疼一会儿，再往前走'],
      bright: ['心里满满的', '再来一百次我也愿意', '此刻什么都不缺', '莫名其妙地笑，却是真心的'],
      soft: ['慢一点也没关系', '今天的一切都软软的', '让安静陪着我', '不必完美'],
    },
    closings: {
      letgo: ['然后我的手空了', '轻了一点，又重了一点', '就这样，就这样吧'],
      fire: ['然后我头也不回', '关门，关灯，结束', '这样就干净了'],
      ache: ['想念留下来，小小的，轻轻的', '我把它悄悄带在身上', '那时候就是那样，我都记得'],
      bright: ['再来一次我还会这样', '把这一刻留下来', '好的都留在心里'],
      soft: ['今天这样就够了', '休息吧，做完了', '一切慢慢安静下来'],
    },
  },
};
