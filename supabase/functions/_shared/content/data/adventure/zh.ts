/** Simplified Chinese adventure texts: retelling, reactions and prompts here, the ten themes in two files. */
import type { AdventurePack } from './adventure-pack.ts';
import { zhThemesFantasyToRomance } from './zh-themes-fantasy-to-romance.ts';
import { zhThemesSchoolToCyberpunk } from './zh-themes-school-to-cyberpunk.ts';

/** Chinese adventure pack. */
export const adventureZh: AdventurePack = {
  themes: { ...zhThemesFantasyToRomance, ...zhThemesSchoolToCyberpunk },
  retell: {
    plain: ['你[决定|选择]{choice}。', '心怦怦直跳，你还是{choice}。', '没有丝毫犹豫，你{choice}。', '深吸一口气，你{choice}。'],
    quoted: ['你做出了选择：“{choice}”。', '“{choice}”——你下定决心，再也没有回头路。'],
  },
  reactions: {
    fight: ['刀锋撞上阴影，{threat}[踉跄后退|嘶吼着撤开]，[但撑不了多久|带着伤和怒火]。', '战斗又快又乱，[你勉强击中一下|你的手臂都震麻了]，但{threat}[让出了一步|停止了进攻]。'],
    flee: ['你一路狂奔，直到[肺像着了火|声音渐渐消失]，[{threat}跟丢了你|却发现自己来到了陌生的地方]。', '你[千钧一发地|胳膊擦破了皮]逃了出来，[把{place}甩在身后|追赶声越来越远]。'],
    hide: ['你[屏住呼吸|紧贴着黑暗]，{threat}[近得几乎能碰到你|悄无声息地]从旁经过。', '很久都没有任何动静；然后[脚步声远去|危险渐渐散开]，你注意到[附近有东西在闪光|一条之前错过的通道]。'],
    talk: ['这番话[比你预想的更有效|在空气中停留了片刻]，[对方露出了笑容|换来一句真心话]。', '对话[揭开了一个秘密|意外地变得坦诚]：[这里没有什么是表面看起来的样子|有人一直在隐瞒真相]。'],
    use: ['{item}[骤然亮起|完全照你期望的那样起了作用]，[照亮了前路|连空气都屏住了呼吸]。', '你用了{item}，[某个东西咔嗒归位|一个隐藏机关做出回应]，[代价比想象的大|一条新路打开了]。'],
    search: ['仔细搜寻后，你发现了[一个被刮花的符号|一个暗格]，[它改变了一切|有人想把它永远埋藏]。', '耐心得到了回报：[一个格格不入的细节|一道淡淡的痕迹]指向[没人想到去找的地方|你意想不到的方向]。'],
    follow: ['痕迹[比想象中延伸得更深|绕过一个你从没注意的拐角]，[止于一扇门前|通向一个隐秘的地方]。', '你继续前进，每走一步，{place}都显得[更加陌生|更加鲜活]，直到[路分成了两条|有什么东西在等着]。'],
    open: ['它[吱呀一声|轻轻咔嗒一声]打开了，露出[一条狭窄的通道|比你预想更多的东西]。', '锁开了，[冷风涌了出来|里面的灯亮了]，[好像它一直在等|好像有人早就料到你会来]。'],
    wait: ['你等待着，沉默[比言语透露得更多|一直延续]，直到[一个声音打破了它|终于有什么动了]。', '耐心让你看清了[危险的规律|一个机会的瞬间]，[虽小却真实|几秒后就会消失]。'],
    other: ['局势[以意想不到的方式|比你想的更快]发生了变化，[形势逆转了|新的可能出现了]。', '这是大胆的一步，[所有人都吃了一惊——包括你自己|整个世界似乎都注意到了]。'],
  },
  keepers: ['{companion}[一直守在你身边|嘟囔着说这是个糟透了的主意]，{item}[比之前更沉了|还稳稳地在你手里]。', '你确认{item}还在，[又看了{companion}一眼|庆幸有{companion}在身边]。'],
  prompts: ['你会怎么做？', '下一步是什么？', '请选择你的路：'],
};
