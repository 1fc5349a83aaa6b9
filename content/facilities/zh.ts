import { glossaryZh as g } from "../glossary/zh";
import type { FacilitiesCopy } from "./types";
import { formatRange } from "../facts/format";
import { headlineFacts } from "../facts/headline-facts";

export const facilitiesZh: FacilitiesCopy = {
  meta: {
    title: "设施",
    description:
      "SkyHaven Suites 的无边泳池、空中酒廊、健身房、联合办公层、屋顶花园、烧烤平台、机场接驳巴士、24 小时礼宾服务、儿童游乐室与安全停车场。",
  },
  eyebrow: "设施",
  title: "航班之间，一应俱全",
  intro: "裙楼与空中露台上的十项共享设施，由大楼自有的物业团队悉心管理，向每位业主与住客开放。",
  mainImageAlt: "艺术构想图：空中露台上棕榈环绕的无边泳池，远眺日落下的机场",
  items: {
    infinityPool: {
      name: g.facilities.infinityPool,
      description: "空中露台上的 25 米泳池，远端与地平线相接，木质凉棚下设有躺椅。",
    },
    skyLounge: {
      name: g.facilities.skyLounge,
      description: "住户专属酒廊与酒吧，落地窗正对跑道。",
    },
    gym: {
      name: g.facilities.gym,
      description: "面向景观的有氧器械、自由重量区与拉伸区，24 小时开放，助您消除时差疲劳。",
    },
    coWorking: {
      name: g.facilities.coWorking,
      description: "共享长桌、静音隔间和可预订的会议室，配备高速 Wi-Fi，航班间隙照常办公。",
    },
    rooftopGarden: {
      name: g.facilities.rooftopGarden,
      description: "灯光点缀的小径穿过棕榈与修剪整齐的绿篱，设有长椅，尽享晚风。",
    },
    bbqDeck: {
      name: g.facilities.bbqDeck,
      description: "串灯下的烧烤台与十二人长餐桌，可向礼宾台预订。",
    },
    airportShuttle: {
      name: g.facilities.airportShuttle,
      description: `全天候往返两座航站楼，单程约 ${formatRange("zh", headlineFacts.terminalMinutes)} 分钟。`,
    },
    concierge: {
      name: g.facilities.concierge,
      description: "大堂团队日夜值守，办理入住、行李、出租车、洗衣及深夜抵达等事宜。",
    },
    kidsRoom: {
      name: g.facilities.kidsRoom,
      description: "明亮且有专人看护的游乐室，铺设软地垫，备有图书和玩具。",
    },
    secureParking: {
      name: g.facilities.secureParking,
      description: "有盖停车场，刷卡进出，配备监控和电动车充电桩，大堂前设落客区。",
    },
  },
};
