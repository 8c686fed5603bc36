/** Vietnamese persona pack: the shared pools and the nine voices (one file per persona under vi/). */
import type { PersonaPack } from './persona-pack.ts';
import { viGirl } from './vi/girl.ts';
import { viChef } from './vi/chef.ts';
import { viDetective } from './vi/detective.ts';
import { viPsychologist } from './vi/psychologist.ts';
import { viKid } from './vi/kid.ts';
import { viKpopMale } from './vi/kpop-male.ts';
import { viKpopFemale } from './vi/kpop-female.ts';
import { viAstrologer } from './vi/astrologer.ts';
import { viChildhoodFriend } from './vi/childhood-friend.ts';

/** Vietnamese persona pack. */
export const personaVi: PersonaPack = {
  pools: {
    dish: [
      'canh chua cá lóc',
      'phở bò tái',
      'bún chả',
      'cơm tấm sườn',
      'cháo gà nóng',
      'bánh xèo giòn',
      'mì Quảng',
      'bún riêu',
      'gà kho gừng',
      'canh bí đỏ',
      'bò kho bánh mì',
      'xôi gà',
      'bún bò Huế',
      'trứng chiên cà chua',
    ],
    color: ['vàng kim', 'tím', 'bạc', 'san hô', 'xanh da trời', 'xanh ngọc', 'hồng phấn', 'hổ phách', 'trắng ngà', 'xanh lam đậm'],
    hour: ['7 giờ sáng', '9 giờ 10', 'giữa trưa', '3 giờ chiều', '4 rưỡi chiều', 'lúc hoàng hôn', '8 giờ tối', 'gần nửa đêm'],
    direction: ['Bắc', 'Đông', 'Nam', 'Tây', 'Đông Bắc', 'Tây Nam'],
  },
  voices: {
    girl: viGirl,
    chef: viChef,
    detective: viDetective,
    psychologist: viPsychologist,
    kid: viKid,
    kpop_male: viKpopMale,
    kpop_female: viKpopFemale,
    astrologer: viAstrologer,
    childhood_friend: viChildhoodFriend,
  },
};
