import { glossaryZh as g } from "../glossary/zh";
import { headlineFacts } from "../facts/headline-facts";
import type { BrochureContent } from "./types";

export const brochureZh: BrochureContent = {
  meta: {
    title: `SkyHaven Suites ${g.eBrochure}`,
    subject: "毗邻国际机场的服务式套房与办公室",
    keywords: "SkyHaven Suites, 服务式套房, 机场, 投资, 双钥匙",
  },
  cover: {
    label: g.eBrochure,
    tagline: "毗邻国际机场的服务式套房与办公室",
  },
  sections: {
    concept: "项目理念",
    sanctuary: "静谧居所",
    investment: "投资价值",
    units: "户型",
    facilities: "设施",
    location: "地理位置",
    developer: "发展商",
  },
  labels: {
    artistImpression: g.artistImpression,
    keyFacts: "项目概览",
    highlights: "亮点",
    developedBy: "发展商",
    layouts: "款户型",
  },
  units: {
    intro: `标准层共有 ${headlineFacts.typeCount} 种户型，从精巧的单间式套房到附设可出租单间式套房的双钥匙尊享套房，均附家具交付。以下按类别逐页列出各户型平面图，并标明每个房间的尺寸（米）。`,
    glance: { title: "双钥匙尊享套房一览", type: "户型", size: "建筑面积" },
  },
  location: { place: "地点", distance: "距离", travel: "交通时间" },
  notice: {
    title: "重要声明",
    paragraphs: [
      "本手册所有资料及图片仅供参考，不构成任何要约或合约的一部分。图片均为艺术构想图，可能与竣工后的建筑有所不同。",
      "所示建筑面积均为约数。每个套房的最终面积以其买卖合约所载为准。",
      "如政府部门或建筑师有所要求，发展商可更改本手册所述的户型、规格及设施。",
      "买家须详阅买卖合约。",
    ],
    source: "本手册根据 {url} 的网站内容生成，最新版本请以网站为准。",
  },
  contact: {
    register: "在线登记：{url}",
    scan: "扫码登记意向",
  },
};
