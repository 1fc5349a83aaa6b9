import type { VideoTourContent } from "./types";
import { nearestTerminal } from "../facts/terminal";
import { locationZh } from "../location/zh";

// The caption quotes the location table's minutes to the nearest terminal.
const terminal = nearestTerminal(locationZh.pointsOfInterest);

export const videoTourZh: VideoTourContent = {
  meta: {
    title: "视频导览",
    description:
      "25 秒带您走遍 SkyHaven Suites：迎宾车道、大堂、空中酒廊、无边泳池、套房，以及俯瞰跑道的景致。",
  },
  eyebrow: "视频导览",
  title: "二十五秒，漫步 SkyHaven",
  intro: "从车道到空中露台，一气呵成。影片仅在您按下播放后才加载，使用移动数据浏览也轻松无负担。",
  posterAlt: "艺术构想图：黄昏时分从迎宾车道望向双子塔楼",
  description:
    "一部无声短片，由多幅缓缓平移的艺术构想图组成：黄昏时从迎宾车道仰望的双子塔楼、接待大堂、住户空中酒廊、空中露台上的无边泳池、单房套房，以及从套房阳台看到的一架正在进近的客机。",
  cues: [
    { start: 0.5, end: 4.5, text: `车辆驶入门廊，距${terminal.name}仅 ${terminal.minutes} 分钟。` },
    { start: 4.5, end: 8.5, text: "宁静的挑高大堂，礼宾服务全天候守候。" },
    { start: 8.5, end: 12.5, text: "住户空中酒廊正对跑道。" },
    { start: 12.5, end: 16.5, text: "空中露台上的无边泳池与棕榈花园。" },
    { start: 16.5, end: 20.5, text: "附家具套房，落地隔音玻璃。" },
    { start: 20.5, end: 24.5, text: "在阳台上，目送夜航归来。" },
  ],
};
