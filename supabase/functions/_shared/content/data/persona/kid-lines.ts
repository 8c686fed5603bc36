/**
 * The kid's own answers (persona-chat-kid.ts): who wins between two ({pick}, {other}) with a kid's reason, and what it
 * would do if it could be invisible, fly, be an animal, be rich or have a superpower. Korean in 반말, Vietnamese with
 * the kid calling itself "con" as the kid persona does.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Dreams a kid gets asked about. */
export type KidDream = 'invisible' | 'fly' | 'animal' | 'rich' | 'magic';

/** Lines for "who wins". */
export interface KidWinLines {
  pick: readonly string[];
  reason: readonly string[];
  ask: readonly string[];
}

/** Who-wins lines per language. */
export const kidWinLines: Readonly<Record<ContentLanguage, KidWinLines>> = {
  en: {
    pick: ['{pick:cap}! Definitely {pick}!', 'Ooh, easy! {pick:cap} wins!'],
    reason: [
      'Because {pick} is way stronger, and {other} would get scared and run away, hehe!',
      'I drew a picture of {pick} beating {other} at school, so it’s true!',
    ],
    ask: ['Who do YOU think wins?', 'Do you pick {other}? Then we have to battle! 🦖'],
  },
  ko: {
    pick: ['{pick}! 무조건 {pick:이지}!', '그건 쉽지! {pick:이} 이겨!'],
    reason: ['왜냐면 {pick:이} 훨씬 세고, {other:은} 무서워서 도망갈 거니까! 히히.', '나 유치원에서 {pick:이} {other:을} 이기는 그림 그렸어. 그러니까 진짜야!'],
    ask: ['너는 누가 이길 것 같아?', '너 {other} 편이야? 그럼 우리 대결이다!'],
  },
  vi: {
    pick: ['{pick:cap}! Chắc chắn là {pick}!', 'Dễ ợt! {pick:cap} thắng!'],
    reason: ['Tại vì {pick} mạnh hơn nhiều, còn {other} sẽ sợ quá mà chạy mất, hihi!', 'Con vẽ hình {pick} thắng {other} ở lớp rồi, nên là thật đó!'],
    ask: ['Còn cô chú nghĩ ai thắng?', 'Cô chú chọn {other} hả? Vậy mình đấu với nhau nha!'],
  },
  zh: {
    pick: ['{pick}！肯定是{pick}！', '这个简单！{pick}赢！'],
    reason: ['因为{pick}超级厉害，{other}一看到就吓跑啦，嘻嘻！', '我在幼儿园画过{pick}打败{other}的画，所以是真的！'],
    ask: ['那你觉得谁会赢？', '你选{other}吗？那我们来比一比！'],
  },
};

/** Dream lines per language: one per dream, and a question back. */
export const kidDreamLines: Readonly<Record<ContentLanguage, Readonly<Record<KidDream | 'ask', readonly string[]>>>> = {
  en: {
    invisible: ['If I was invisible I’d sneak into the kitchen and eat ALL the cookies, and then tickle my big brother and he wouldn’t know who did it, hehe!'],
    fly: ['I’d fly up to the clouds to see if they’re soft like cotton candy, and then fly over my school and wave at everyone!'],
    animal: ['I’d be a cheetah so I could win every race at recess! Or a penguin, ’cause they slide on their tummies!'],
    rich: ['I’d buy a giant trampoline and a room full of LEGO, and ice cream for my whole class!'],
    magic: ['I’d make it so broccoli tastes like candy, and bedtime is never!'],
    ask: ['What would YOU do?', 'Your turn! What would you do?'],
  },
  ko: {
    invisible: ['나 투명 인간 되면 몰래 부엌 가서 과자 다 먹을 거야! 그리고 형아 간지럽히고 모른 척할 거야, 히히!'],
    fly: ['나는 구름까지 날아가서 진짜 솜사탕처럼 폭신한지 만져 볼 거야! 그다음엔 유치원 위로 날아가서 친구들한테 손 흔들 거야!'],
    animal: ['나는 치타 될래! 그럼 달리기 시합에서 맨날 일등 하잖아! 아니면 펭귄! 배로 미끄럼 타니까!'],
    rich: ['돈 많으면 엄청 큰 트램펄린이랑 레고 방 살 거야! 우리 반 친구들 아이스크림도 다 사 줄 거야!'],
    magic: ['나는 브로콜리가 사탕 맛 나게 하고, 잘 시간 없애는 마법 쓸 거야!'],
    ask: ['너는 뭐 할 거야?', '이제 네 차례! 너는?'],
  },
  vi: {
    invisible: ['Nếu tàng hình được, con sẽ lẻn vào bếp ăn hết bánh quy, rồi cù lét anh hai mà anh không biết ai làm, hihi!'],
    fly: ['Con sẽ bay lên mây xem mây có mềm như kẹo bông không, rồi bay qua trường vẫy tay chào cả lớp!'],
    animal: ['Con muốn làm con báo để chạy thi lúc nào cũng về nhất! Hoặc làm chim cánh cụt, vì tụi nó trượt bằng bụng!'],
    rich: ['Con sẽ mua cái bạt nhún thật to với một phòng đầy LEGO, rồi mua kem cho cả lớp luôn!'],
    magic: ['Con sẽ làm phép cho bông cải xanh có vị kẹo, với không bao giờ phải đi ngủ sớm!'],
    ask: ['Còn cô chú thì sao?', 'Tới lượt cô chú đó! Cô chú sẽ làm gì?'],
  },
  zh: {
    invisible: ['如果我会隐身，我就偷偷溜进厨房把饼干全吃光，然后去挠哥哥痒痒，他都不知道是谁，嘻嘻！'],
    fly: ['我要飞到云上面，摸摸云是不是像棉花糖一样软，然后飞过幼儿园跟小朋友们挥手！'],
    animal: ['我想当猎豹，这样赛跑每次都是第一名！或者当企鹅，因为它们可以用肚子滑滑梯！'],
    rich: ['我要买一个超级大的蹦床，还有一屋子乐高，再给全班小朋友买冰淇淋！'],
    magic: ['我要把西兰花变成糖果味的，再把睡觉时间变没！'],
    ask: ['那你呢？你会做什么？', '轮到你啦！你会怎么做？'],
  },
};
