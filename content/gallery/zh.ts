import { glossaryZh as g } from "../glossary/zh";
import type { GalleryCopy } from "./types";

export const galleryZh: GalleryCopy = {
  meta: {
    title: "图库",
    description:
      "SkyHaven Suites 的十六幅艺术构想图：黄昏中的塔楼、大堂、无边泳池与空中酒廊、各类套房，以及俯瞰跑道的景致。",
  },
  eyebrow: "图库",
  title: "走进 SkyHaven",
  intro:
    "从迎宾车道到空中露台的十六幅艺术构想图。点击图片即可放大查看，每幅图片都有可分享的专属链接。",
  items: {
    arrival: {
      alt: "艺术构想图：黄昏时从迎宾车道望向双子塔楼，车灯光轨延伸至入口门廊",
      caption: "黄昏时分的迎宾车道与门廊",
    },
    "towers-at-dusk": {
      alt: "艺术构想图：两座玻璃塔楼倒映在水池中，地平线上是机场和一架正在爬升的客机",
      caption: "倒影池畔的双子塔楼",
    },
    lobby: {
      alt: "艺术构想图：挑高大堂内的背光接待台、黄铜吊灯与休闲座椅",
      caption: "挑高迎宾大堂与全天候礼宾服务",
    },
    "pool-deck": {
      alt: "艺术构想图：日落时分空中露台上的无边泳池，木质凉棚下摆放着躺椅，四周种有棕榈",
      caption: "空中露台无边泳池",
    },
    "sky-lounge": {
      alt: "艺术构想图：空中酒廊内的沙发与吧台，落地窗外是傍晚的天空",
      caption: "住户专属的空中酒廊与酒吧",
    },
    "sky-terrace": {
      alt: "艺术构想图：空中露台的泳池边缘与棕榈，远眺日落下的机场",
      caption: "空中露台，360° 全景的拍摄点",
    },
    "rooftop-garden": {
      alt: "艺术构想图：屋顶花园小径两侧是灯柱、修剪整齐的绿篱和棕榈",
      caption: "屋顶花园步道",
    },
    "bbq-deck": {
      alt: "艺术构想图：木质平台上的长餐桌、烧烤台与串灯",
      caption: "与亲友共度夜晚的烧烤平台",
    },
    studio: {
      alt: `艺术构想图：配有大床、书桌和落地玻璃窗的${g.categories.studio.one}`,
      caption: `${g.categories.studio.one}（A1–A3 户型）`,
    },
    "single-suite": {
      alt: `艺术构想图：${g.categories.single.one}的客厅，透过开口可见卧室`,
      caption: `客厅独立的${g.categories.single.one}（B1–B5 户型）`,
    },
    "double-suite": {
      alt: `艺术构想图：${g.categories.double.one}的餐厅，两侧各有一扇卧室门`,
      caption: `适合家庭与小团队的${g.categories.double.one}（C1A–C4 户型）`,
    },
    "dual-key-suite": {
      alt: "艺术构想图：私人门厅内的两扇入户门，分别标有 A 和 B",
      caption: `${g.categories.dualKey.one}：一门之内，两个独立居所（D1–D9 户型）`,
    },
    "runway-view": {
      alt: "艺术构想图：从摆放着两张扶手椅的套房阳台望见一架正在进近的客机",
      caption: "在套房阳台目送夜航归来",
    },
    gym: {
      alt: "艺术构想图：健身房内的跑步机面向落地窗，一侧是哑铃架",
      caption: "全天候开放的住户健身房",
    },
    "co-working": {
      alt: "艺术构想图：联合办公层的共享长桌、书墙与机场景观",
      caption: "联合办公层",
    },
    "meeting-room": {
      alt: "艺术构想图：会议室内的胡桃木长桌、藏青色座椅与影音墙",
      caption: "可预订的十二人会议室",
    },
  },
};
