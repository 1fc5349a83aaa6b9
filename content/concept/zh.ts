import { glossaryZh as g } from "../glossary/zh";
import { formatFigure, formatRange } from "../facts/format";
import { headlineFacts as facts } from "../facts/headline-facts";
import { nearestTerminal } from "../facts/terminal";
import { locationZh } from "../location/zh";
import type { ConceptContent } from "./types";

// Figures come from the unit and location data (content/facts/), never typed here.
const terminal = nearestTerminal(locationZh.pointsOfInterest);

export const conceptZh: ConceptContent = {
  meta: {
    title: "毗邻机场的服务式套房",
    description: `SkyHaven Suites：服务式套房与办公室，距${terminal.name}仅 ${terminal.minutes} 分钟。从单间式套房到双钥匙尊享套房，满足旅客与投资者的不同需求。`,
  },
  hero: {
    eyebrow: `服务式套房 · 距${terminal.name}仅 ${terminal.minutes} 分钟`,
    title: "旅途在此，从容停驻",
    description:
      "两座纤秀的服务式套房与办公大楼，比邻国际机场，既为停留一晚的旅人而设，也为着眼长远的投资者而建。",
    imageAlt: "艺术构想图：黄昏时分的 SkyHaven 双塔，一架飞机正从跑道腾空而起",
  },
  facts: [
    { value: `${terminal.minutes} 分钟`, label: `直达${terminal.name}` },
    { value: formatFigure("zh", facts.typeCount), label: "款套房户型" },
    { value: formatRange("zh", facts.sizeSqft), label: `${g.areaUnit}建筑面积` },
    { value: "24 小时", label: "礼宾及接驳服务" },
  ],
  quote: {
    text: "我们为航班起降之间的时光设计了 SkyHaven：宁静的房间、充沛的光线，旅途所需的一切，只在一趟电梯之遥。",
    attribution: "SkyHaven 设计团队",
  },
  sanctuary: {
    eyebrow: "静谧居所",
    title: "跑道之上，一方宁静",
    paragraphs: [
      "隔音玻璃将跑道的轰鸣隔绝在外，落地窗则将开阔景致尽收眼底。结束长途飞行，步入早已清凉、安静、准备就绪的套房。",
      "空中露台上，无边泳池、空中酒廊与本地棕榈园林俯瞰飞机进场航道。楼下的联合办公层与会议室，让您在航班之间依然从容处理公务。",
    ],
    highlights: [
      "无边泳池与空中花园",
      "全屋隔音双层玻璃",
      "联合办公层与会议室",
      "全天候往返两座航站楼的接驳巴士",
    ],
    imageAlt: "艺术构想图：夜幕下空中露台的空中酒廊与泳池",
  },
  investment: {
    eyebrow: "投资价值",
    title: "四种方式，拥有机场旁的一席之地",
    intro:
      "所有套房均配备家具交付，并可加入大楼统一管理的出租计划，全年服务航空机组人员、转机旅客及商务访客。",
    categories: {
      studio: {
        name: g.categories.studio.many,
        summary: "精巧紧凑、家具齐全的套房，适合短期入住及首次投资者。",
        imageAlt: "艺术构想图：配有大床及工作台的单间式套房",
      },
      single: {
        name: g.categories.single.many,
        summary: "卧室与起居区分隔，适合机组人员及长住宾客。",
        imageAlt: "艺术构想图：设有独立起居区的单房套房",
      },
      double: {
        name: g.categories.double.many,
        summary: "空间宽裕，适合家庭及结伴出行的小型团队。",
        imageAlt: "艺术构想图：客厅连通两间卧室的双房套房",
      },
      dualKey: {
        name: g.categories.dualKey.many,
        summary: "一扇大门，两套独立套房：一套自住，一套出租。",
        imageAlt: "艺术构想图：设有两个独立入口的双钥匙套房",
      },
    },
  },
  closing: {
    title: "抢先甄选您的理想套房",
    body: `立即登记意向，我们的销售团队将为您发送价目表，并诚邀您莅临${g.salesGallery}参加预览。`,
  },
};
