/**
 * A bake or a batter that came out flat, dense, sunk or rubbery (round 11 of issue 13): "my pancakes come out flat and
 * rubbery", "bánh bông lan bị xẹp", "빵이 안 부풀고 떡졌어요", "蛋糕中间塌了". The tough-meat rescue ("slice it thin across
 * the grain") answered pancakes; a bake's flat or rubbery crumb comes from the batter and the leavening, whatever the
 * bake is, so one reading covers every dish of flour and rising: the bake word and the defect word both in the message.
 */
import type { KitchenProblemLines } from './persona-chat-fix-kitchen-lines.ts';

/** Things of flour that rise (a batter, a dough, a bake), in the four languages. */
const bakeWords = String.raw`(?:\b(?:pancakes?|crepes?|waffles?|cakes?|cupcakes?|muffins?|bread|loaf|loaves|brownies?|cookies?|biscuits?|scones?|dough|batter|sponge|souffl[eé]|buns?|focaccia|sourdough|banana bread|cornbread)\b|(?<![\p{L}\p{M}])bánh(?![\p{L}\p{M}])|빵|케이크|팬케이크|핫케이크|머핀|쿠키|반죽|카스텔라|시폰|스콘|식빵|蛋糕|面包|松饼|馒头|包子|面团|发面|戚风|饼干|曲奇|吐司|华夫|发糕)`;

/** What went wrong with the rise or the crumb. */
const riseWords = String.raw`(?:\b(?:flat|dense|heavy|like a (?:brick|rock|doorstop|hockey puck)|sank|sunk|sinks|sink in the middle|collapsed?|caved in|rubbery|chewy|tough|(?:didn't|did not|doesn't|does not|won't|never|don't|do not) (?:rise|puff up|fluff up))\b|(?<![\p{L}\p{M}])(?:xẹp|không nở|không phồng|chai|lún|sụp|bị dai|cứng đơ|nặng trịch)(?![\p{L}\p{M}])|꺼졌|꺼져|안 부풀|부풀지 않|납작|떡졌|떡이 됐|질겨|질기|딱딱|주저앉|塌|没发起来|发不起来|不蓬松|死面|太硬|硬邦邦|发硬|太实|回缩|瘪了)`;

const bakeWord = new RegExp(bakeWords, 'iu');

/** The bake the message names, as written ("pancakes", "식빵"), for a rescue whose dish was not read otherwise. */
export function bakeNamed(text: string): string | null {
  return bakeWord.exec(text)?.[0] ?? null;
}

/** A bake that came out flat, dense, sunk or rubbery: the bake word anywhere and the defect word (read from the start, so it wins over a meat reading). */
export const bakeRiseLines: KitchenProblemLines = {
  match: new RegExp(String.raw`^(?=[\s\S]*${bakeWords})[\s\S]*?${riseWords}`, 'iu'),
  said: { en: 'not rising right', vi: 'không nở như ý', ko: '제대로 안 부풀었다고', zh: '没发好' },
  fix: {
    en: 'stir the batter or knead the dough only as long as the recipe asks (for a batter, stop when the flour disappears; lumps are fine), because overworking it is what makes a crumb flat and rubbery, and test your leavening: baking powder should fizz in hot water, yeast should foam in warm sugared water within ten minutes',
    vi: 'trộn bột vừa đủ thôi (bột lỏng thì thấy hết bột khô là dừng, lợn cợn chút không sao), vì trộn quá tay chính là thứ làm bánh xẹp và dai, rồi thử lại bột nở: bột nở thả vào nước nóng phải sủi, men thả vào nước ấm pha đường phải nổi bọt trong mười phút',
    ko: '반죽은 레시피만큼만 섞기 (묽은 반죽은 날가루가 안 보이면 멈추고, 멍울은 조금 있어도 돼). 너무 오래 섞으면 납작하고 질겨지거든. 그리고 팽창제 확인: 베이킹파우더는 뜨거운 물에 넣으면 거품이 올라와야 하고, 이스트는 설탕 탄 따뜻한 물에서 10분 안에 부풀어야 해',
    zh: '面糊只拌到看不见干粉就停（有点小疙瘩没关系），面团按方子揉够就行，搅过头正是又塌又韧的原因；再试试膨松剂：泡打粉放进热水要冒泡，酵母放进温糖水十分钟内要起泡',
  },
  more: {
    en: 'Let a batter rest ten minutes before it goes in, have the pan or the oven fully hot first, and keep the oven door shut for the first two-thirds of the bake. The batch you have is not wasted: toast it, or make French toast or a bread pudding, where a dense crumb is just right.',
    vi: 'Để bột nghỉ mười phút, làm nóng chảo hay lò thật đủ rồi mới cho vào, và đừng mở cửa lò trong hai phần ba thời gian đầu. Mẻ này đừng bỏ: nướng giòn lại, hoặc làm bánh mì nướng trứng, pudding bánh mì, ruột đặc lại càng hợp.',
    ko: '반죽은 10분 쉬게 하고, 팬이나 오븐은 충분히 달군 다음에 넣고, 굽는 시간의 앞 3분의 2 동안은 오븐 문 열지 마. 이번 건 버리지 말고 토스트로 굽거나, 프렌치토스트나 빵 푸딩으로 만들어. 속이 촘촘한 게 오히려 잘 맞아.',
    zh: '面糊静置十分钟再下锅，锅或烤箱先彻底预热，烤的前三分之二时间别开烤箱门。这一批别扔：切片烤脆，或者做法式吐司、面包布丁，实一点的口感正合适。',
  },
};
