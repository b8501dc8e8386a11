import { DEVICE_TYPE_NAMES as D } from '@worksite/templates';

/** An item: its text, its answer options, and whether it is checked on a left and a right side (gantry). */
export interface ItemSpec {
  readonly name: string;
  readonly answers?: readonly string[];
  readonly sides?: boolean;
}
/** A question: its category and items (plain text items use the default answers). */
export interface QuestionSpec {
  readonly typeName: string;
  readonly items: readonly (string | ItemSpec)[];
}
/** The four lists of a template, in SPEC order. */
export interface TemplateSpec {
  readonly deviceType: string;
  readonly contentName: string;
  readonly description: string;
  readonly other: readonly QuestionSpec[];
  readonly machinery: readonly QuestionSpec[];
  readonly repair: readonly QuestionSpec[];
  readonly maintain: readonly QuestionSpec[];
}

const OK = ['合格', '不合格'];
const NORMAL = ['正常', '异常'];

/** Operation, repair and maintenance lists shared by a style, with device-specific inspection lists below. */
const operation = (device: string): QuestionSpec[] => [
  { typeName: '作业前', items: ['操作人员持证上岗', `${device}作业区域已设置警戒`, '班前安全技术交底已完成'] },
  { typeName: '作业中', items: ['严禁超负荷作业', '服从指挥信号', '作业时无人员在危险区域停留'] },
];
const repair: QuestionSpec[] = [
  { typeName: '维修过程', items: ['故障原因已查明', '更换配件规格与原件一致', '维修时已断电并挂牌'] },
  { typeName: '维修验收', items: ['维修后试运行正常', '维修记录填写完整'] },
];
const maintain: QuestionSpec[] = [
  { typeName: '清洁', items: ['设备表面及内部清洁无积尘', '散热部位畅通'] },
  { typeName: '润滑与紧固', items: ['各润滑点按规定加注润滑油脂', '连接螺栓无松动'] },
];
const multi = (name: string, answers: string[]): ItemSpec => ({ name, answers });
const sides = (name: string): ItemSpec => ({ name, answers: NORMAL, sides: true });

/** One template per device type of SPEC §2.9, with realistic Chinese check items. */
export const TEMPLATE_SPECS: readonly TemplateSpec[] = [
  {
    deviceType: D.distributionCabinet, contentName: '配电箱日常巡检表', description: '施工现场一、二级配电箱日常巡检与维保',
    other: [
      { typeName: '箱体与标识', items: ['箱体完好无破损，门锁齐全', '安全警示标识清晰', '箱内无杂物、无积水'] },
      { typeName: '电气元件', items: ['漏电保护器动作灵敏可靠', '接线端子无松动、无烧焦痕迹', 'PE线连接可靠'] },
    ],
    machinery: [
      { typeName: '送电操作', items: ['送电前确认下级开关处于断开位置', '按总配电箱—分配电箱—开关箱顺序送电'] },
      { typeName: '停电操作', items: ['按开关箱—分配电箱—总配电箱顺序停电', '停电检修悬挂“禁止合闸”标识牌'] },
    ],
    repair,
    maintain: [{ typeName: '定期保养', items: ['清扫箱内灰尘', '紧固接线端子', '测试漏电保护器动作电流不大于30mA'] }],
  },
  {
    deviceType: D.crane, contentName: '起重机安全检查表', description: '汽车式及履带式起重机班前安全检查',
    other: [
      { typeName: '结构件', items: ['吊臂、转台无裂纹和变形', '支腿伸缩正常、垫板稳固', '连接螺栓无松动'] },
      { typeName: '安全装置', items: ['起重量限制器有效', '高度限位器有效', '吊钩防脱装置完好'] },
    ],
    machinery: operation('吊装'), repair, maintain,
  },
  {
    deviceType: D.mechanicalEquipment, contentName: '中小型机械检查表', description: '钢筋加工、木工等中小型机械日常检查',
    other: [
      { typeName: '外观与防护', items: ['防护罩齐全有效', '设备基础稳固', '一机一闸一漏一箱'] },
      { typeName: '运行状态', items: ['运转无异响', '仪表及指示灯显示正常'] },
    ],
    machinery: operation('加工'), repair, maintain,
  },
  {
    deviceType: D.excavator, contentName: '挖掘机维保检查表', description: '挖掘机每日例行检查与定期保养',
    other: [
      { typeName: '发动机', items: [multi('机油液位', ['正常', '偏低', '需添加']), multi('冷却液液位', ['正常', '偏低', '需添加'])] },
      { typeName: '行走与回转', items: [multi('履带张紧度', ['正常', '过松', '过紧']), multi('回转支承', ['正常', '有异响'])] },
    ],
    machinery: [{ typeName: '操作检查', items: [multi('液压系统压力', ['正常', '偏高', '偏低']), multi('操纵手柄', ['灵活', '卡滞'])] }],
    repair: [{ typeName: '维修情况', items: [multi('液压油管', ['无渗漏', '轻微渗漏', '已更换']), multi('斗齿', ['完好', '已更换'])] }],
    maintain: [{ typeName: '定期保养', items: [multi('空气滤芯', ['已清洁', '已更换']), multi('黄油加注', ['已完成', '未完成'])] }],
  },
  {
    deviceType: D.mixingStation, contentName: '搅拌站设备维保表', description: '混凝土搅拌站主机、计量与输送系统维保',
    other: [
      { typeName: '搅拌主机', items: [multi('搅拌叶片磨损', ['正常', '轻微磨损', '需更换']), multi('轴端密封', ['良好', '渗漏'])] },
      { typeName: '计量系统', items: [multi('骨料秤', ['准确', '偏差需校准']), multi('水泥秤', ['准确', '偏差需校准'])] },
    ],
    machinery: [{ typeName: '生产操作', items: [multi('开机顺序', ['符合规程', '不符合']), multi('卸料门动作', ['正常', '卡滞'])] }],
    repair: [{ typeName: '维修情况', items: [multi('皮带输送机', ['正常', '跑偏已调整', '已更换皮带']), multi('螺旋输送机', ['正常', '已维修'])] }],
    maintain: [{ typeName: '定期保养', items: [multi('减速机油位', ['正常', '已补充']), multi('除尘器滤袋', ['已清理', '已更换'])] }],
  },
  {
    deviceType: D.walkingEquipment, contentName: '行走设备检查表', description: '装载机、自卸车等行走设备检查',
    other: [
      { typeName: '制动与转向', items: [multi('行车制动', ['有效', '失效']), multi('转向系统', ['灵活', '沉重'])] },
      { typeName: '轮胎与灯光', items: [multi('胎压', ['正常', '偏低', '偏高']), multi('灯光喇叭', ['正常', '损坏'])] },
    ],
    machinery: [{ typeName: '驾驶操作', items: [multi('倒车报警', ['正常', '失效']), multi('场内限速', ['遵守', '超速'])] }],
    repair: [{ typeName: '维修情况', items: [multi('刹车片', ['完好', '已更换']), multi('传动轴', ['正常', '已维修'])] }],
    maintain: [{ typeName: '定期保养', items: [multi('机油机滤', ['已更换', '未到期']), multi('轮胎换位', ['已完成', '未完成'])] }],
  },
  {
    deviceType: D.wireRope, contentName: '钢丝绳检查记录表', description: '起重钢丝绳断丝、磨损及润滑检查',
    other: [
      { typeName: '断丝', items: ['一个捻距内断丝数未超过总丝数的10%', '无整股断裂'] },
      { typeName: '磨损与变形', items: ['直径减小量未超过公称直径的7%', '无扭结、压扁、笼状畸变'] },
      { typeName: '润滑与固定', items: ['润滑良好，无锈蚀', '绳卡数量和间距符合要求'] },
    ],
    machinery: [{ typeName: '使用检查', items: ['钢丝绳在卷筒上排列整齐', '卷筒上至少保留三圈'] }],
    repair: [{ typeName: '更换记录', items: ['更换钢丝绳规格与原设计一致', '更换后空载试运行正常'] }],
    maintain: [{ typeName: '保养', items: ['清除表面油污和杂物', '涂抹钢丝绳专用润滑脂'] }],
  },
  {
    deviceType: D.gantryCrane, contentName: '龙门吊安全检查表', description: '龙门吊轨道、行走机构及安全装置检查',
    other: [
      { typeName: '轨道与行走', items: [sides('大车轨道'), sides('车轮及轮缘'), sides('夹轨器')] },
      { typeName: '安全装置', items: [{ name: '防风锚定装置', answers: NORMAL }, { name: '紧急停止开关', answers: NORMAL }, sides('行走限位器')] },
    ],
    machinery: [{ typeName: '起吊作业', items: [{ name: '起吊前试吊', answers: OK }, sides('支腿垂直度')] }],
    repair: [{ typeName: '维修情况', items: [sides('行走电机'), { name: '主梁焊缝', answers: NORMAL }] }],
    maintain: [{ typeName: '定期保养', items: [sides('车轮轴承润滑'), { name: '电缆卷筒', answers: NORMAL }] }],
  },
];

/** A stored question entry (decision 0032: every scalar is text). */
interface Entry {
  id: string;
  name: string;
  value: string;
  childList: Entry[];
}

const answerEntries = (prefix: string, answers: readonly string[]): Entry[] =>
  answers.map((a, k) => ({ id: `${prefix}-${k + 1}`, name: a, value: String(k + 1), childList: [] }));

/**
 * The JSON text of a question list. `choose(i)` gives the answer index chosen for the i-th item overall
 * (a record), or undefined for a template (no answer chosen).
 */
export function questionListJson(specs: readonly QuestionSpec[], choose?: (i: number) => number): string {
  let n = 0;
  const pick = (answers: readonly string[]) => {
    const i = choose?.(n++);
    return i === undefined ? '' : String(Math.min(i, answers.length - 1) + 1);
  };
  const questions = specs.map((q, qi) => ({
    typeName: q.typeName,
    content: q.items.map((raw, ii): Entry => {
      const item = typeof raw === 'string' ? { name: raw } : raw;
      const id = `${qi + 1}-${ii + 1}`;
      const answers = item.answers ?? OK;
      if (item.sides) {
        const side = (name: string, k: number): Entry => ({ id: `${id}-${k}`, name, value: pick(answers), childList: answerEntries(`${id}-${k}`, answers) });
        return { id, name: item.name, value: '', childList: [side('左侧', 1), side('右侧', 2)] };
      }
      return { id, name: item.name, value: pick(answers), childList: answerEntries(id, answers) };
    }),
  }));
  return JSON.stringify(questions);
}
