import type { Locale } from "next-intl";

export const featureKeys = [
  "furnished",
  "acousticGlazing",
  "smartLock",
  "kitchenette",
  "kitchen",
  "washerDryer",
  "workDesk",
  "balcony",
  "runwayView",
  "gardenView",
  "cornerWindows",
  "separateLiving",
  "ensuite",
  "walkInWardrobe",
  "dualKey",
  "lettableStudio",
] as const;

export type FeatureKey = (typeof featureKeys)[number];

/** What each feature is called in the list on a unit type's page, per language. */
export const featureLabels: Record<FeatureKey, Record<Locale, string>> = {
  furnished: {
    en: "Fully furnished and fitted",
    zh: "全套家具及精装修",
    ms: "Dilengkapi perabot sepenuhnya",
  },
  acousticGlazing: {
    en: "Acoustic double glazing against aircraft noise",
    zh: "隔音双层玻璃，阻隔飞机噪音",
    ms: "Kaca dua lapis kedap bunyi pesawat",
  },
  smartLock: { en: "Digital door lock", zh: "智能电子门锁", ms: "Kunci pintu digital" },
  kitchenette: {
    en: "Kitchenette with induction hob",
    zh: "配电磁炉的小厨房",
    ms: "Dapur kecil dengan dapur aruhan",
  },
  kitchen: {
    en: "Open kitchen with dining counter",
    zh: "开放式厨房及餐台",
    ms: "Dapur terbuka dengan kaunter makan",
  },
  washerDryer: { en: "Washer-dryer", zh: "洗衣烘干一体机", ms: "Mesin basuh-pengering" },
  workDesk: { en: "Work desk by the window", zh: "临窗工作台", ms: "Meja kerja di tepi tingkap" },
  balcony: { en: "Private balcony", zh: "私人阳台", ms: "Balkoni peribadi" },
  runwayView: {
    en: "Views towards the runway",
    zh: "远眺机场跑道",
    ms: "Pemandangan ke arah landasan",
  },
  gardenView: {
    en: "Views over the landscaped podium",
    zh: "俯瞰园林平台",
    ms: "Pemandangan taman di podium",
  },
  cornerWindows: {
    en: "Corner unit with windows on two sides",
    zh: "转角单位，两面采光",
    ms: "Unit sudut dengan tingkap di dua sisi",
  },
  separateLiving: {
    en: "Living room apart from the bedroom",
    zh: "起居室与卧室分隔",
    ms: "Ruang tamu berasingan daripada bilik tidur",
  },
  ensuite: {
    en: "En-suite master bathroom",
    zh: "主卧独立卫浴",
    ms: "Bilik mandi dalam bilik tidur utama",
  },
  walkInWardrobe: { en: "Walk-in wardrobe", zh: "步入式衣帽间", ms: "Bilik almari pakaian" },
  dualKey: {
    en: "Two lockable units behind one entrance",
    zh: "一扇大门，两套可独立上锁的单位",
    ms: "Dua unit berkunci sendiri di sebalik satu pintu masuk",
  },
  lettableStudio: {
    en: "Studio with its own kitchenette and bathroom, to let separately",
    zh: "单间式套房自带小厨房及浴室，可单独出租",
    ms: "Studio dengan dapur kecil dan bilik mandi sendiri, boleh disewa berasingan",
  },
};
