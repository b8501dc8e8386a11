/** One line of a kind's standard check list: its text, its standard, the hazard type a failure suggests (SPEC §3). */
export interface StandardItem {
  readonly text: string;
  readonly standard: string;
  readonly hazardType: number | null;
}

/**
 * The standard check lists a new check may start from (按标准检查表生成检查项; docs/decisions/0711): 安全检查 after the
 * JGJ 59 inspection items (SPEC §3's hazard types are named after them), 质量检查 after the main quality points of
 * a building site (GB 50300 and the item codes it refers to). Each line starts 待检查.
 */
export const STANDARD_LISTS: Readonly<Record<'safety' | 'quality', readonly StandardItem[]>> = {
  safety: [
    { text: '安全技术交底', standard: '分部分项工程施工前有书面安全技术交底，交底双方签字', hazardType: 1 },
    { text: '现场围挡与材料堆放', standard: '围挡连续封闭，材料分类堆放整齐并挂牌标识', hazardType: 2 },
    { text: '脚手架连墙件与剪刀撑', standard: '连墙件、剪刀撑按专项方案设置，立杆基础无沉降', hazardType: 3 },
    { text: '施工用电配电箱', standard: '三级配电两级保护，一机一闸一漏一箱', hazardType: 4 },
    { text: '塔式起重机安全装置', standard: '起重量、力矩、高度、幅度限位及保险装置齐全有效', hazardType: 5 },
    { text: '临边与洞口防护', standard: '临边设防护栏杆，洞口加盖或设防护并有警示标志', hazardType: 11 },
  ],
  quality: [
    { text: '钢筋规格与间距', standard: '钢筋品种、规格、数量、间距及保护层厚度符合设计要求', hazardType: null },
    { text: '模板支撑体系', standard: '模板及支架牢固稳定，拼缝严密，标高及截面尺寸准确', hazardType: 9 },
    { text: '混凝土浇筑与养护', standard: '浇筑振捣密实，无蜂窝麻面，按规定时间覆盖养护', hazardType: null },
    { text: '砌体砌筑质量', standard: '灰缝饱满，砂浆饱满度不小于80%，垂直度偏差符合规范', hazardType: null },
    { text: '防水层施工', standard: '防水层无渗漏，阴阳角及管根等细部节点附加层到位', hazardType: null },
  ],
};
