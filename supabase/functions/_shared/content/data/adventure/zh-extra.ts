/** Simplified Chinese adventure lines that fit every theme: more scene settings, details, events, hooks and keepers. */
import type { AdventureExtras } from './extend-adventure-pack.ts';

/** Extra Simplified Chinese adventure lines. */
export const adventureZhExtra: AdventureExtras = {
  scene: {
    setting: [
      '[回过神来时，|走了很久之后，|一抬头，]你已经[站在|身处]{place}，[四周安静得出奇。|风里带着陌生的气味。|不知哪里传来钟表的滴答声。]',
      '[今天|不知为何，]{place}[有些不一样，|像是屏住了呼吸，|仿佛一直在等你，][脚下的影子拉得很长。|远处一点微光在闪烁。|空气绷得像一根弦。]',
    ],
    detail: [
      '[指尖碰到了|包的深处放着|外套口袋里还有]{item}，[比记忆中更沉，|还好好地在那儿，|带着一丝奇怪的温度，][却从来没人解释过它为什么在这里。|以后你会知道是谁放进去的。]',
      '{companion}[轻轻清了清嗓子，|皱起眉头，|轻轻拉了拉你的袖子，][环顾四周。|想说什么又停住了。|低声说有点不对劲。]',
    ],
    event: [
      '[就在这时，|就在那一刻，|还没等你喘口气，][空气忽然变得沉重，|所有声音一下子消失了，|你的后背一阵发凉，]你意识到{threat}[比想象中更近了。|不会等任何人。]',
      '[附近某处|就在脚下|头顶上方][响起一个奇怪的声音，|闪过一道微弱的光，]{threat}的[影子|气息][越来越浓。|近得无法躲开。]',
    ],
    hook: [
      '[现在你必须做出选择，|没有时间犹豫了，|一切都取决于下一步，][{companion}只看着你。|{item}在你手中微微颤动。]',
      '[已经没有退路了，|今晚将改变一切，|故事才刚刚开始，][你的心早已知道答案。|下一步由你决定。]',
      '[远处，|就在眼前，][有人在叫你的名字，|一扇门缓缓打开，|一盏灯在向你招手，]没人知道[后面等着什么。|它通向哪里。]',
    ],
  },
  keepers: [
    '{companion}[默默点了点头，|担心地看着你，|耸耸肩笑了，][你握紧了{item}。|幸好{item}还安然无恙。]',
    '[你又确认了一遍{item}，|你深吸一口气，][和{companion}对视了一眼，|朝{companion}走近了一步，][还好你不是一个人。|两个人一定能行。]',
  ],
};
