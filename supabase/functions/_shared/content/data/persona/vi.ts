/** Vietnamese persona voices: shared pools here, the nine voices in three files. */
import type { PersonaPack } from './persona-pack.ts';
import { viGirlChefDetective } from './vi-girl-chef-detective.ts';
import { viPsychologistKidKpopMale } from './vi-psychologist-kid-kpop-male.ts';
import { viKpopFemaleAstrologerFriend } from './vi-kpop-female-astrologer-friend.ts';
import { viExtraGirlToPsychologist } from './vi-extra-girl-to-psychologist.ts';
import { viExtraKidToFriend } from './vi-extra-kid-to-friend.ts';
import { extendVoices } from './extend-voices.ts';

/** Vietnamese persona pack. */
export const personaVi: PersonaPack = {
  pools: {
    dish: ['canh chua cá lóc', 'phở bò tái', 'bún chả', 'cơm tấm sườn', 'cháo gà nóng', 'bánh xèo giòn', 'mì Quảng', 'bún riêu', 'gà kho gừng', 'canh bí đỏ', 'bò kho bánh mì', 'xôi gà', 'bún bò Huế', 'trứng chiên cà chua'],
    color: ['vàng kim', 'tím', 'bạc', 'san hô', 'xanh da trời', 'xanh ngọc', 'hồng phấn', 'hổ phách', 'trắng ngà', 'xanh lam đậm'],
    hour: ['7 giờ sáng', '9 giờ 10', 'giữa trưa', '3 giờ chiều', '4 rưỡi chiều', 'lúc hoàng hôn', '8 giờ tối', 'gần nửa đêm'],
    direction: ['Bắc', 'Đông', 'Nam', 'Tây', 'Đông Bắc', 'Tây Nam'],
  },
  voices: extendVoices({ ...viGirlChefDetective, ...viPsychologistKidKpopMale, ...viKpopFemaleAstrologerFriend }, viExtraGirlToPsychologist, viExtraKidToFriend),
};
