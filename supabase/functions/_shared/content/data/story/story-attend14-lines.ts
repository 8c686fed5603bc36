/**
 * Lines of the attended fall-through (story-attend14.ts), per language: an opening no reader gives a plot is
 * continued by going to the person it is about and asking (`person`), or by looking after the thing it is about and
 * asking around (`thing`); a person whose opening also names a thing is asked about that thing (`personThing`: its react and act
 * beats name it); an animal is asked about and looked after (`creature`); a thing the teller lost or broke is done without
 * (`mishap`). Four beats, three lines each, one drawn by the seed. No line brings a cause, a place, a
 * mood or a person the opening did not give. Slots: {I} {me} {my} (the narrator or the opening's named hero), {who}
 * (the person, as the opening names them), {name} (the same, short), {thing} (the opening's thing, a whole noun phrase).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of the attended plot, in order. */
export type AttendBeat = 'react' | 'act' | 'find' | 'end';

/** One language's lines: per mode, per beat. */
export type AttendLines = Readonly<Record<'person' | 'thing' | 'personThing' | 'creature' | 'mishap', Readonly<Record<AttendBeat, readonly string[]>>>>;

const en: AttendLines = {
  mishap: {
    react: [
      '{I:cap} checked every pocket twice, then once more, as if {thing} might have come back.',
      'For a minute {I} only stood there, going over the way {I} had come, and there was no sign of {thing} anywhere on it.',
      '{I:cap} knew before {I} had finished looking: {thing} was gone, and there was no time to go back.',
    ],
    act: [
      'So {I} did the only thing left: went ahead without {thing}, with whatever {I} could remember.',
      'There was no time to fix it properly, so {I} made do, one step at a time, without {thing}.',
      '{I:cap} took a breath and decided to manage without {thing}, the way you do when there is no other choice.',
    ],
    find: [
      'It was not what {I} had planned. It was shorter, and plainer, and somehow more {my} own.',
      'Halfway through, {I} realised nobody was missing {thing} except {me}.',
      'It went wrong in small ways and right in one big one, and the right one was what people remembered.',
    ],
    end: [
      'Afterwards someone asked if {I} had practised. The honest answer was no, and it did not matter.',
      '{thing:cap} never turned up. After a while {I} stopped looking; {I} did not need it any more.',
      'Since then {I} always keep a spare, just in case. But that day went better without it.',
    ],
  },
  creature: {
    react: [
      '{I:cap} stood there looking at {thing} for longer than {I} meant to.',
      '{I:cap} could not stop thinking about {thing}.',
      'For a while {I} only watched {thing}, and {thing} watched {me} back.',
    ],
    act: [
      'So {I} asked around. Nobody knew where {thing} had come from, but a few people had seen it before.',
      'So {I} asked the neighbours about {thing}. Each of them had a small piece of its story.',
      '{I:cap} put out a little water and asked the people nearby whether {thing} belonged to anyone.',
    ],
    find: [
      'Nobody claimed it. Everybody, it turned out, had been meaning to do something about {thing} one day.',
      'What {I} learned was not much, but it was enough to see {thing} differently.',
      'There was no mystery in it, only an animal that had picked someone, and this time it had picked {me}.',
    ],
    end: [
      'From then on there was always a bowl of water by the door, just in case {thing} came by.',
      '{I:cap} decided to look after {thing} from then on. It seemed like the least {I} could do.',
      'After that, {thing} and {I} had a small routine of our own, and neither of us ever missed it.',
    ],
  },
  personThing: {
    react: [
      '{I:cap} could not stop thinking about {thing}, and the longer {I} did, the more {I} wanted to hear about it from {name}.',
      'For a while {I} said nothing about {thing}. Then {I} understood that the only one who could explain it was {name}.',
      '{I:cap} let a day go by. But {thing} stayed on {my} mind, and so did {name}.',
    ],
    act: [
      'So that evening {I} sat down beside {name} and asked about {thing}, as gently as {I} could.',
      'In the end {I} went to {name} and asked about {thing} straight out, without a speech prepared.',
      '{I:cap} waited for a quiet moment with no one else around, and asked {name} about {thing}.',
    ],
    find: [],
    end: [],
  },
  person: {
    react: [
      '{I:cap} could not put it out of {my} mind, and the longer {I} thought about it, the more {I} wanted to hear it from {name}.',
      '{I:cap} let a day go by. But the question stayed, and it had {name} in it.',
      'For a while {I} said nothing. Then {I} understood that the only one who could explain it was {name}.',
    ],
    act: [
      'So that evening {I} sat down beside {name} and asked, as gently as {I} could.',
      'In the end {I} went to {name} and asked straight out, without a speech prepared.',
      '{I:cap} waited for a quiet moment with no one else around, and asked {name} about it.',
    ],
    find: [
      '{name:cap} thought for a moment before answering. The answer was simpler than {I} expected, and it told {me} more about {name} than {I} had known before.',
      '{name:cap} did not answer right away. When the answer came, it was short and plain, and {I} could tell it mattered.',
      '{name:cap} looked at {me} for a moment, then explained in a few plain words, and {I} was glad {I} had asked.',
    ],
    end: [
      '{I:cap} did not make a speech about it. But after that day, it was something {name} and {I} shared.',
      'Nothing big changed after that day. But {I} understood {name} a little better, and {name} knew it.',
      'Some answers do not end a story; they start a kinder one. That one did, for {name} and for {me}.',
    ],
  },
  thing: {
    react: [
      '{I:cap} stood there looking at {thing} for longer than {I} meant to.',
      '{I:cap} went back to {thing} more than once that day, as if it might explain itself.',
      '{I:cap} could not stop thinking about {thing}.',
    ],
    act: [
      'So {I} asked around. Nobody knew the whole story of {thing}, but a few people knew a piece of it.',
      'So {I} asked the people who had been around longer. Each of them remembered {thing} a little differently.',
      '{I:cap} started asking about {thing}, carefully, the way you ask about something that might matter to someone.',
    ],
    find: [
      'Put together, the pieces made a small, ordinary story, and somehow that made {thing} matter more, not less.',
      'What {I} learned was not much, but it was enough to see {thing} differently.',
      'There was no mystery in the end, only a small piece of someone’s life that had been waiting for somebody to notice.',
    ],
    end: [
      '{I:cap} decided to look after {thing} from then on. It seemed like the least {I} could do.',
      '{thing:cap} is still there, and after that {I} checked on it now and then, the way you check on someone you know.',
      'After that, {I} never passed {thing} without a second look.',
    ],
  },
};

const vi: AttendLines = {
  mishap: {
    react: [
      '{I} lục hết các túi hai lần, rồi thêm lần nữa, như thể {thing} sẽ tự quay về.',
      'Một lúc {I} chỉ đứng đó, nhớ lại quãng đường vừa đi, và {thing} chẳng nằm ở đâu trên đó cả.',
      '{I} biết trước cả khi tìm xong: {thing} mất rồi, mà không còn thời gian quay lại.',
    ],
    act: [
      'Thế là {I} làm điều duy nhất còn lại: cứ thế mà làm, không có {thing}, với những gì còn nhớ được.',
      'Không còn thời gian sửa cho tử tế, nên {I} xoay xở từng chút một, không có {thing}.',
      '{I} hít một hơi và quyết định làm mà không cần {thing}, như người ta vẫn làm khi chẳng còn cách nào khác.',
    ],
    find: [
      'Nó không giống những gì {I} đã định. Ngắn hơn, giản dị hơn, mà lại là của chính {I} hơn.',
      'Làm được nửa chừng, {I} nhận ra chẳng ai tiếc {thing} ngoài {I}.',
      'Có vài chỗ trục trặc nhỏ, nhưng một điều lớn lại suôn sẻ, và người ta nhớ điều ấy.',
    ],
    end: [
      'Sau đó có người hỏi {I} có tập trước không. Câu trả lời thật là không, và điều đó chẳng sao cả.',
      '{thing} không bao giờ tìm lại được. Một thời gian sau {I} thôi tìm; {I} không cần nó nữa.',
      'Từ đó {I} luôn mang theo một bản dự phòng. Nhưng hôm ấy, không có nó lại hóa hay hơn.',
    ],
  },
  creature: {
    react: [
      '{I} đứng nhìn {thing} lâu hơn mình định.',
      '{I} không sao thôi nghĩ về {thing}.',
      'Một lúc lâu {I} chỉ đứng nhìn {thing}, và {thing} cũng nhìn lại {me}.',
    ],
    act: [
      'Thế là {I} đi hỏi quanh. Chẳng ai biết {thing} từ đâu tới, nhưng vài người đã từng thấy nó.',
      'Thế là {I} hỏi hàng xóm về {thing}. Mỗi người biết một mẩu chuyện của nó.',
      '{I} để ra một bát nước rồi hỏi mấy nhà quanh đó xem {thing} có phải của ai không.',
    ],
    find: [
      'Chẳng ai nhận cả. Hóa ra ai cũng từng định một ngày nào đó sẽ làm gì đó cho {thing}.',
      'Những gì {I} biết được không nhiều, nhưng đủ để {I} nhìn {thing} khác đi.',
      'Chẳng có bí ẩn nào, chỉ là một con vật đã chọn lấy một người, và lần này nó chọn {me}.',
    ],
    end: [
      'Từ đó trước cửa lúc nào cũng có sẵn một bát nước, phòng khi {thing} ghé qua.',
      'Từ đó {I} quyết định chăm lo cho {thing}. Đó là điều ít nhất {I} có thể làm.',
      'Từ hôm ấy, {thing} và {I} có một thói quen nhỏ của riêng mình, chẳng ai bỏ lỡ ngày nào.',
    ],
  },
  personThing: {
    react: [
      '{I} cứ nghĩ mãi về {thing}, và càng nghĩ, {I} càng muốn nghe chính {name} kể.',
      'Một lúc lâu {I} chẳng nhắc gì đến {thing}. Rồi {I} hiểu rằng người duy nhất có thể giải thích là {name}.',
      '{I} để một ngày trôi qua. Nhưng {thing} vẫn nằm trong đầu {I}, cùng với {name}.',
    ],
    act: [
      'Tối hôm đó {I} ngồi xuống cạnh {name} và hỏi về {thing}, nhẹ nhàng hết mức có thể.',
      'Cuối cùng {I} tìm đến {name} và hỏi thẳng về {thing}, chẳng chuẩn bị câu nào.',
      '{I} đợi lúc chỉ còn hai người, yên ắng, rồi mới hỏi {name} về {thing}.',
    ],
    find: [],
    end: [],
  },
  person: {
    react: [
      '{I} cứ nghĩ mãi về chuyện ấy, và càng nghĩ, {I} càng muốn nghe chính {name} nói.',
      '{I} để một ngày trôi qua. Nhưng câu hỏi vẫn còn đó, và trong câu hỏi ấy có {name}.',
      'Một lúc lâu {I} chẳng nói gì. Rồi {I} hiểu rằng người duy nhất có thể giải thích là {name}.',
    ],
    act: [
      'Tối hôm đó {I} ngồi xuống cạnh {name} và hỏi, nhẹ nhàng hết mức có thể.',
      'Cuối cùng {I} tìm đến {name} và hỏi thẳng, chẳng chuẩn bị câu nào.',
      '{I} đợi lúc chỉ còn hai người, yên ắng, rồi mới hỏi {name} về chuyện ấy.',
    ],
    find: [
      '{name} nghĩ một lúc rồi mới trả lời. Câu trả lời giản dị hơn {I} tưởng, và cho {I} biết về {name} nhiều hơn những gì {I} từng biết.',
      '{name} không trả lời ngay. Khi câu trả lời đến, nó ngắn và giản dị, và {I} hiểu rằng điều đó quan trọng.',
      '{name} nhìn {me} một lúc, rồi giải thích bằng vài lời đơn giản, và {I} mừng vì mình đã hỏi.',
    ],
    end: [
      '{I} không nói thêm gì to tát. Nhưng từ hôm ấy, đó là điều {name} và {I} cùng biết.',
      'Sau hôm ấy chẳng có gì thay đổi lớn. Nhưng {I} hiểu {name} hơn một chút, và {name} biết điều đó.',
      'Có những câu trả lời không khép lại một câu chuyện mà mở ra một câu chuyện dịu dàng hơn. Câu trả lời hôm ấy là như thế, với {name} và với {I}.',
    ],
  },
  thing: {
    react: [
      '{I} đứng nhìn {thing} lâu hơn mình định.',
      'Hôm ấy {I} quay lại chỗ {thing} mấy lần, như thể nó sẽ tự giải thích.',
      '{I} không sao thôi nghĩ về {thing}.',
    ],
    act: [
      'Thế là {I} đi hỏi quanh. Chẳng ai biết trọn câu chuyện về {thing}, nhưng vài người biết được một mẩu.',
      'Thế là {I} hỏi những người ở đây lâu hơn. Mỗi người nhớ về {thing} một chút khác nhau.',
      '{I} bắt đầu hỏi về {thing}, cẩn thận, như người ta hỏi về một thứ có thể quan trọng với ai đó.',
    ],
    find: [
      'Ghép lại, các mẩu chuyện thành một câu chuyện nhỏ và bình thường, vậy mà {thing} lại càng có ý nghĩa hơn.',
      'Những gì {I} biết được không nhiều, nhưng đủ để {I} nhìn {thing} khác đi.',
      'Rốt cuộc chẳng có bí ẩn nào, chỉ có một mảnh đời của ai đó đang chờ người để ý.',
    ],
    end: [
      'Từ đó {I} quyết định chăm lo cho {thing}. Đó là điều ít nhất {I} có thể làm.',
      '{thing} vẫn còn đó. Thỉnh thoảng {I} lại ghé nhìn, như người ta ghé thăm một người quen.',
      'Từ hôm ấy, lần nào đi qua {thing}, {I} cũng dừng lại nhìn thêm một chút.',
    ],
  },
};

const ko: AttendLines = {
  mishap: {
    react: [
      '{I:은} 주머니를 두 번, 또 한 번 뒤졌다. {thing:이} 저절로 돌아오기라도 할 것처럼.',
      '한동안 {I:은} 그 자리에 서서 왔던 길을 되짚었지만, 어디에도 {thing:은} 없었다.',
      '다 찾아보기도 전에 알았다. {thing:은} 없어졌고, 되돌아갈 시간도 없었다.',
    ],
    act: [
      '그래서 남은 방법은 하나였다. {thing} 없이, 기억나는 것만 가지고 그냥 해 보는 것.',
      '제대로 되돌릴 시간은 없었다. {I:은} {thing} 없이 하나씩 어떻게든 해 나갔다.',
      '{I:은} 숨을 한 번 쉬고 {thing} 없이 해 보기로 했다. 다른 방법이 없을 때 다들 그러듯이.',
    ],
    find: [
      '계획했던 것과는 달랐다. 더 짧고, 더 소박했는데, 이상하게 더 내 것 같았다.',
      '하는 도중에 알았다. {thing:을} 아쉬워하는 사람은 나밖에 없었다.',
      '작은 데서는 몇 번 삐끗했지만, 큰 데서 하나가 잘됐고, 사람들이 기억한 건 그쪽이었다.',
    ],
    end: [
      '나중에 누가 미리 연습했냐고 물었다. 솔직한 대답은 아니었고, 그래도 상관없었다.',
      '{thing:은} 끝내 나오지 않았다. 얼마 뒤 {I:은} 찾는 걸 그만두었다. 이제 필요 없었으니까.',
      '그 뒤로 {I:은} 늘 여분을 챙긴다. 그래도 그날은 그게 없어서 더 나았다.',
    ],
  },
  creature: {
    react: [
      '{I:은} 생각보다 오래 {thing:을} 바라보고 서 있었다.',
      '{thing} 생각이 좀처럼 떠나지 않았다.',
      '한동안 {I:은} {thing:을} 바라보기만 했고, {thing:도} 나를 마주 보았다.',
    ],
    act: [
      '그래서 {I:은} 주변에 물어보았다. {thing:이} 어디서 왔는지 아는 사람은 없었지만, 본 적 있다는 사람은 몇 있었다.',
      '그래서 {I:은} 이웃들에게 {thing}에 대해 물었다. 다들 {thing}의 이야기를 한 조각씩 알고 있었다.',
      '{I:은} 물 한 그릇을 내놓고, 근처 사람들에게 {thing} 주인이 있는지 물어보았다.',
    ],
    find: [
      '주인은 나타나지 않았다. 알고 보니 다들 언젠가 {thing:을} 위해 뭔가 해 주려고 마음먹고 있었다.',
      '알게 된 건 많지 않았지만, {thing:을} 다르게 보기에는 충분했다.',
      '수수께끼 같은 건 없었다. 동물이 사람을 고를 때가 있는데, 이번에는 나를 고른 것뿐이었다.',
    ],
    end: [
      '그 뒤로 문 앞에는 늘 물 한 그릇이 놓여 있다. {thing:이} 들를지도 모르니까.',
      '그날부터 {I:은} {thing:을} 돌보기로 했다. 그게 할 수 있는 가장 작은 일이었다.',
      '그 뒤로 {thing:과} 나 사이에는 작은 약속 같은 게 생겼고, 우리는 하루도 거르지 않았다.',
    ],
  },
  personThing: {
    react: [
      '{thing} 생각이 머릿속에서 떠나지 않았다. 생각할수록 {name:에게서} 직접 듣고 싶어졌다.',
      '한동안 {I:은} {thing} 얘기를 꺼내지 않았다. 그러다 알았다. 이걸 설명해 줄 수 있는 사람은 {name}뿐이라는 걸.',
      '하루를 그냥 보냈다. 하지만 {thing:도} {name:도} 자꾸 마음에 걸렸다.',
    ],
    act: [
      '그날 저녁 {I:은} {name} 곁에 앉아, 최대한 조심스럽게 {thing}에 대해 물었다.',
      '결국 {I:은} {name:에게} 가서, 준비한 말도 없이 {thing} 얘기를 꺼냈다.',
      '{I:은} 둘만 남는 조용한 때를 기다렸다가 {name:에게} {thing}에 대해 물었다.',
    ],
    find: [],
    end: [],
  },
  person: {
    react: [
      '그 일이 머릿속에서 떠나지 않았다. 생각할수록 {name:에게서} 직접 듣고 싶어졌다.',
      '하루를 그냥 보냈다. 하지만 질문은 그대로 남아 있었고, 그 질문 한가운데에 {name:이} 있었다.',
      '한동안 {I:은} 아무 말도 하지 않았다. 그러다 알았다. 이걸 설명해 줄 수 있는 사람은 {name}뿐이라는 걸.',
    ],
    act: [
      '그날 저녁 {I:은} {name} 곁에 앉아, 최대한 조심스럽게 물었다.',
      '결국 {I:은} {name:에게} 가서, 준비한 말도 없이 그냥 물었다.',
      '{I:은} 둘만 남는 조용한 때를 기다렸다가 {name:에게} 그 일을 물었다.',
    ],
    find: [
      '잠시 생각하더니 대답이 돌아왔다. 생각보다 단순한 대답이었는데, {name}에 대해 그동안 몰랐던 걸 더 많이 알려 주었다.',
      '대답은 바로 오지 않았다. 마침내 들은 말은 짧고 담담했지만, 그게 중요한 이야기라는 건 알 수 있었다.',
      '{name:은} 잠시 {me:을} 바라보더니 몇 마디로 담담하게 설명해 주었다. 묻기를 잘했다 싶었다.',
    ],
    end: [
      '{I:은} 거창한 말을 하지 않았다. 다만 그날 뒤로 그건 {name:과} 둘이 함께 아는 이야기가 되었다.',
      '그날 뒤로 크게 달라진 건 없었다. 다만 {I:은} {name:을} 조금 더 알게 되었고, {name}도 그걸 알았다.',
      '어떤 대답은 이야기를 끝내지 않고, 더 다정한 이야기를 시작한다. 그날의 대답이 그랬다.',
    ],
  },
  thing: {
    react: [
      '{I:은} 생각보다 오래 {thing:을} 바라보고 서 있었다.',
      '그날 {I:은} 몇 번이고 {thing} 앞으로 돌아갔다. 마치 그게 스스로 사정을 말해 주기라도 할 것처럼.',
      '{thing} 생각이 좀처럼 떠나지 않았다.',
    ],
    act: [
      '그래서 {I:은} 주변에 물어보았다. {thing}의 사연을 전부 아는 사람은 없었지만, 몇몇은 한 조각씩 알고 있었다.',
      '그래서 {I:은} 여기 오래 있었던 사람들에게 물었다. 다들 {thing:을} 조금씩 다르게 기억하고 있었다.',
      '{I:은} 누군가에게 소중할지도 모르는 것을 묻듯, 조심스럽게 {thing}에 대해 묻기 시작했다.',
    ],
    find: [
      '조각들을 맞춰 보니 작고 평범한 이야기였다. 그런데 그래서 {thing:이} 더 소중해졌다.',
      '알게 된 건 많지 않았지만, {thing:을} 다르게 보기에는 충분했다.',
      '결국 수수께끼 같은 건 없었다. 누군가의 삶 한 조각이, 알아봐 줄 사람을 기다리고 있었을 뿐이었다.',
    ],
    end: [
      '그날부터 {I:은} {thing:을} 돌보기로 했다. 그게 할 수 있는 가장 작은 일이었다.',
      '{thing:은} 지금도 그 자리에 있다. {I:은} 가끔 들여다본다. 아는 사람 안부를 묻듯이.',
      '그 뒤로 {I:은} {thing} 앞을 지날 때마다 한 번 더 돌아보게 되었다.',
    ],
  },
};

const zh: AttendLines = {
  mishap: {
    react: [
      '{I}把口袋翻了两遍，又翻了一遍，好像{thing}会自己回来似的。',
      '{I}在原地站了一会儿，把来时的路在心里走了一遍，哪儿都没有{thing}。',
      '还没找完{I}就知道了：{thing}没了，也来不及回去找。',
    ],
    act: [
      '于是{I}只剩一个办法：没有{thing}，就凭记得的那些，硬着头皮上。',
      '没时间好好补救了，{I}只好一点一点地应付过去，没有{thing}也得做。',
      '{I}深吸一口气，决定不要{thing}了，就像人在别无选择的时候那样。',
    ],
    find: [
      '跟{I}计划的不一样，更短，更朴素，却不知怎么更像{I}自己的。',
      '做到一半，{I}才发现，除了{I}，没有人在惦记{thing}。',
      '小地方出了几次错，大地方却做对了一件，大家记住的正是那一件。',
    ],
    end: [
      '后来有人问{I}是不是提前练过。老实说没有，可这已经不重要了。',
      '{thing}再也没找到。过了一阵子，{I}也不找了，已经用不着了。',
      '从那以后{I}总会多备一份。可那一天，没有它反而更好。',
    ],
  },
  creature: {
    react: [
      '{I}站在那儿看着{thing}，看了比自己想的还久。',
      '{I}怎么也放不下{thing}。',
      '{I}好一会儿只是看着{thing}，{thing}也看着{me}。',
    ],
    act: [
      '于是{I}四处打听。没人知道{thing}是从哪儿来的，但有几个人以前见过它。',
      '于是{I}去问了邻居们。每个人都知道{thing}的一小段故事。',
      '{I}放了一碗水在门口，又去问附近的人，{thing}是不是谁家的。',
    ],
    find: [
      '没有人来认领。原来大家都想过，哪天要为{thing}做点什么。',
      '{I}知道的不多，但已经够让{I}换个眼光看{thing}了。',
      '说到底没有什么谜，动物有时候会自己挑一个人，这一次它挑了{me}。',
    ],
    end: [
      '从那以后，门口总放着一碗水，说不定{thing}会来。',
      '从那以后，{I}决定好好照看{thing}。这是{I}至少能做的事。',
      '从那以后，{thing}和{I}有了一个小小的约定，谁也没有落下过一天。',
    ],
  },
  personThing: {
    react: [
      '{I}一直放不下{thing}，越想，{I}越想听{name}亲口说说。',
      '{I}好一阵子没提{thing}。后来{I}明白了：能把它说清楚的，只有{name}。',
      '{I}让一天就这么过去了。可{thing}一直在{I}心里，{name}也是。',
    ],
    act: [
      '那天晚上，{I}在{name}身边坐下，尽量轻声地问起了{thing}。',
      '最后{I}还是去找了{name}，什么话也没准备，直接问了{thing}的事。',
      '{I}等到只剩下两个人、安安静静的时候，才问{name}关于{thing}的事。',
    ],
    find: [],
    end: [],
  },
  person: {
    react: [
      '这件事一直在{I}脑子里转，越想，{I}越想听{name}亲口说。',
      '{I}让一天就这么过去了。可那个问题还在，问题里有{name}。',
      '{I}好一阵子什么都没说。后来{I}明白了：能把这件事说清楚的，只有{name}。',
    ],
    act: [
      '那天晚上，{I}在{name}身边坐下，尽量轻声地问了。',
      '最后{I}还是去找了{name}，什么话也没准备，直接问了。',
      '{I}等到只剩下两个人、安安静静的时候，才问{name}这件事。',
    ],
    find: [
      '{name}想了一会儿才回答。回答比{I}想的简单，却让{I}比以前更了解{name}。',
      '{name}没有马上回答。等回答来了，短短几句，很平常，可{I}听得出来，这对{name}很重要。',
      '{name}看了{me}一会儿，用几句平平常常的话解释了，{I}很庆幸自己问了。',
    ],
    end: [
      '{I}没有说什么大道理。只是从那天起，这成了{name}和{I}两个人都知道的事。',
      '那天之后，没有什么大的变化。可{I}更懂{name}了一点，{name}也知道。',
      '有些回答不是故事的结尾，而是一个更温柔的故事的开头。那天的回答就是这样。',
    ],
  },
  thing: {
    react: [
      '{I}站在那儿看着{thing}，看了比自己想的还久。',
      '那天{I}好几次回到{thing}跟前，好像它会自己说出缘由似的。',
      '{I}怎么也放不下{thing}。',
    ],
    act: [
      '于是{I}四处打听。没有人知道{thing}的全部故事，但有几个人各知道一点。',
      '于是{I}去问那些在这儿待得更久的人。每个人记得的{thing}都有点不一样。',
      '{I}开始小心地打听{thing}，就像打听一件可能对某个人很重要的东西。',
    ],
    find: [
      '拼在一起，是一个小小的、平常的故事，可正因为这样，{thing}反而更重要了。',
      '{I}知道的不多，但已经够让{I}换个眼光看{thing}了。',
      '说到底没有什么谜，只是某个人生活里的一小块，一直在等有人注意到。',
    ],
    end: [
      '从那以后，{I}决定好好照看{thing}。这是{I}至少能做的事。',
      '{thing}现在还在那儿。{I}时不时去看一眼，就像去看一个认识的人。',
      '从那以后，每次经过{thing}，{I}都会多看一眼。',
    ],
  },
};

/** The attended plot's lines per language. */
export const attendLines: Readonly<Record<ContentLanguage, AttendLines>> = { en, vi, ko, zh };
