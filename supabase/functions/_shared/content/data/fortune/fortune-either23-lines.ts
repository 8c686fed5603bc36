/**
 * Round 19 (helper fort23): a keep-or-change choice leaned by the cost the visitor wrote on one side (see
 * fortune-either23.ts). {pick} is the side leaned to, {other} the other, {cost} the visitor's own words on the side that
 * carries the cost.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

export interface Either23Lines { leanKeepCost: string; leanChangeCost: string }

export const either23Lines: Readonly<Record<ContentLanguage, Either23Lines>> = {
  en: {
    leanKeepCost: 'The cards lean to “{pick}” for now, and the reason is your own: “{cost}”. A change is worth making when what it gives still wins with its cost counted in full; you named that cost yourself and none on the side of staying, so “{other}” has to earn it before you go.',
    leanChangeCost: 'The cards lean to “{pick}”, and the reason is your own: “{cost}”. That is the price of staying as you are, paid every day; a change made for a reason you can name is the one people regret least.',
  },
  vi: {
    leanKeepCost: 'Quẻ nghiêng về “{pick}”, ít nhất là lúc này, và lý do là của chính bạn: “{cost}”. Một thay đổi đáng làm khi cái nó mang lại vẫn hơn sau khi đã tính đủ cái giá; cái giá ấy bạn đã tự gọi tên, còn phía ở lại bạn chưa kể điều gì phải trả, nên “{other}” phải chứng minh nó xứng đáng trước đã.',
    leanChangeCost: 'Quẻ nghiêng về “{pick}”, và lý do là của chính bạn: “{cost}”. Đó là cái giá của việc cứ ở yên như bây giờ, trả mỗi ngày; một thay đổi có lý do gọi được tên là thay đổi người ta ít hối tiếc nhất.',
  },
  ko: {
    leanKeepCost: '카드는 지금은 ‘{pick}’ 쪽으로 기울어요. 이유는 직접 적어 주신 말이에요. ‘{cost}’. 바꾸는 쪽은 그 대가를 다 치르고도 얻는 게 더 클 때 할 만해요. 그 대가는 직접 말씀하셨고 남는 쪽엔 치를 게 없다고 하셨으니, ‘{other}’ 쪽이 먼저 그만한 값을 보여 줘야 해요.',
    leanChangeCost: '카드는 ‘{pick}’ 쪽으로 기울어요. 이유는 직접 적어 주신 말이에요. ‘{cost}’. 그게 지금 그대로 있는 대가이고, 매일 치르게 돼요. 이유를 말할 수 있는 변화는 사람들이 가장 덜 후회하는 변화예요.',
  },
  zh: {
    leanKeepCost: '牌这次偏向“{pick}”，理由是你自己写的：“{cost}”。一个改变值得做，是把代价算足之后得到的仍然更多；这个代价你已经自己说出来了，留下的那一边却没有要付的，所以“{other}”得先证明它值这个价。',
    leanChangeCost: '牌偏向“{pick}”，理由是你自己写的：“{cost}”。这是维持现状的代价，每天都在付；说得出理由的改变，是人最少后悔的改变。',
  },
};
