import { nearestTerminal } from "../facts/terminal";
import type { LocationCopy } from "./schema";

const places: LocationCopy["pointsOfInterest"] = {
  "klia-terminal-1": { name: "机场第一航站楼", note: "全服务航空公司" },
  "klia-terminal-2": { name: "机场第二航站楼", note: "廉价及区域航空公司" },
  "salak-tinggi-station": {
    name: "沙叻丁宜铁路站",
    note: "机场快铁：约 36 分钟抵达吉隆坡中央车站",
  },
  "klia-expressway": { name: "KLIA 大道（E6）", note: "直通吉隆坡及南北大道网络" },
  "mitsui-outlet-park": { name: "三井 Outlet Park", note: "购物与餐饮" },
  "sepang-circuit": { name: "雪邦国际赛车场", note: "赛车运动与各类活动" },
  putrajaya: { name: "布城", note: "联邦行政中心" },
  "kuala-lumpur": { name: "吉隆坡市中心", note: "双子塔与金三角商圈" },
};

// The title quotes the table's own minutes to the nearest terminal (content/location/facts.ts).
const terminal = nearestTerminal(places);

export const locationZh: LocationCopy = {
  meta: {
    title: `地理位置：距${terminal.name}仅 ${terminal.minutes} 分钟`,
    description:
      "SkyHaven Suites 坐落于雪兰莪州雪邦国际机场旁，数分钟即达两座航站楼、机场快铁及通往吉隆坡与布城的大道。",
  },
  eyebrow: "地理位置",
  title: "毗邻跑道，坐拥区域中心",
  intro:
    "SkyHaven 矗立于机场与大道的交汇处。两座航站楼仅需片刻接驳车程，机场快铁不到一小时直达吉隆坡，前往布城甚至比前往首都许多近郊更近。",
  addressLines: [
    "Lot 2188, Persiaran SkyHaven, Jalan KLIA 1",
    "64000 KLIA, Sepang",
    "马来西亚雪兰莪州",
  ],
  placeName: "SkyHaven Suites",
  pointsOfInterest: places,
};
