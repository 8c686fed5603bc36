/** Small stopword lists for the extractive summarizer (function words that say little about a sentence's topic). */
import type { ContentLanguage } from '../../../contract/content-types.ts';

const en = `a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't could couldn't did didn't do does doesn't doing don't down during each few for from further
had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd
i'll i'm i've if in into is isn't it it's its itself just let's like many may me might more most much must mustn't my myself
no nor not now of off on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should
shouldn't so some such than that that's the their theirs them themselves then there there's these they they'd they'll
they're they've this those though through to too under until up upon us very was wasn't we we'd we'll we're we've were
weren't what what's when when's where where's which while who who's whom why why's will with won't would wouldn't yet you
you'd you'll you're you've your yours yourself yourselves one two also however therefore thus said says say get got make
made even still well really every within without across around among via per three four five six seven eight nine ten
hundred thousand million billion first second third percent`;

const vi = `và là của có cho với các những một này đó được trong khi thì mà cũng đã đang sẽ như để từ về ra vào lại nên nhưng
hay hoặc vì do bởi tại theo trên dưới sau trước rất quá nhiều ít hơn nhất chỉ còn đến nữa thế vậy này kia ấy nào gì ai đâu
bao người chúng tôi ta bạn họ anh chị em nó mình cái chiếc việc sự làm không chưa đều cùng nếu thể rằng thêm mỗi từng luôn
vẫn đây điều khác nhau cả bị lên xuống qua`;

const ko = `그리고 그러나 하지만 그런데 그래서 또한 또 및 등 등등 이 그 저 것 수 때 곳 중 더 덜 매우 정말 아주 너무 좀 잘 못 안
있다 있는 있고 있어 있습니다 있었다 없다 없는 없이 했다 한다 하는 하고 하며 합니다 했습니다 하여 해서 되다 되는 된다 됐다
됩니다 위해 위한 대한 대해 통해 따라 따르면 때문에 위해서 그것 이것 저것 우리 저는 나는 제가 내가 우리는 여러 모든 각 또는
혹은 바로 이미 아직 다시 함께 가장 특히 이런 그런 저런 어떤 무엇 누구 어디 언제 왜 어떻게 라고 이라고 였다 이었다 이다 입니다`;

const zh = `的 了 是 在 和 与 及 或 也 就 都 而 着 过 被 把 让 对 从 到 为 以 之 其 这 那 这个 那个 这些 那些 一个 一些 我 你 他 她
它 我们 你们 他们 她们 它们 自己 有 没有 不 没 很 更 最 还 又 再 但 但是 而且 因为 所以 如果 虽然 可以 能 会 要 将 已经 正在
等 等等 并 并且 于 上 下 中 里 后 前 时 时候 地 得 吗 呢 吧 啊 呀 么 什么 怎么 如何 哪 哪里 谁 每 各 该 此 些 个 们 就是 还是
以及 通过 进行 因此 然而 同时 其中 这样 那样 这种 那种 非常 一样`;

const toSet = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/u).filter((word) => word.length > 0));

/** Stopwords per language, lower case. */
export const stopwords: Record<ContentLanguage, ReadonlySet<string>> = { en: toSet(en), vi: toSet(vi), ko: toSet(ko), zh: toSet(zh) };

/** Korean particles and endings stripped from the end of a word (longest first) before comparing words. */
export const koreanParticles: readonly string[] = [
  '에서는', '으로는', '에게서', '까지는', '이라는', '이라고', '에서도', '으로도', '에게는',
  '에서', '에게', '으로', '로서', '부터', '까지', '처럼', '보다', '이나', '라는', '라고', '하고', '이며', '에는', '와는', '과는', '들이', '들은', '들을', '들의',
  '은', '는', '이', '가', '을', '를', '의', '에', '와', '과', '도', '만', '로', '나', '랑', '들',
];
