/** Chinese persona pack: the shared pools and the nine voices (one file per persona under zh/). */
import type { PersonaPack } from './persona-pack.ts';
import { zhGirl } from './zh/girl.ts';
import { zhChef } from './zh/chef.ts';
import { zhDetective } from './zh/detective.ts';
import { zhPsychologist } from './zh/psychologist.ts';
import { zhKid } from './zh/kid.ts';
import { zhKpopMale } from './zh/kpop-male.ts';
import { zhKpopFemale } from './zh/kpop-female.ts';
import { zhAstrologer } from './zh/astrologer.ts';
import { zhChildhoodFriend } from './zh/childhood-friend.ts';

/** Chinese persona pack. */
export const personaZh: PersonaPack = {
  pools: {
    dish: ['番茄炒蛋', '红烧牛肉面', '蘑菇烩饭', '麻婆豆腐', '煎饺', '柠檬黄油三文鱼', '鸡汤面', '凉面', '味噌拉面', '石锅拌饭', '咖喱乌冬', '小米粥', '酸菜鱼', '皮蛋瘦肉粥'],
    color: ['金', '紫', '银', '珊瑚', '天蓝', '翡翠绿', '玫瑰', '琥珀', '象牙白', '深蓝'],
    hour: ['早上7点', '9点10分', '正午', '下午3点', '4点半', '日落时分', '晚上8点', '午夜前'],
    direction: ['北', '东', '南', '西', '东北', '西南'],
  },
  voices: {
    girl: zhGirl,
    chef: zhChef,
    detective: zhDetective,
    psychologist: zhPsychologist,
    kid: zhKid,
    kpop_male: zhKpopMale,
    kpop_female: zhKpopFemale,
    astrologer: zhAstrologer,
    childhood_friend: zhChildhoodFriend,
  },
};
