import { idCardCheckChar } from '@worksite/validators';

/** One generated roster row (demo data and benchmarks). */
export interface RosterRow {
  readonly name: string;
  /** A valid 18-digit ID number (GB 11643 check character); stored hashed, encrypted and masked, never in clear. */
  readonly idCard: string;
  readonly gender: 1 | 2;
  readonly birthYear: number;
  readonly team: string;
  /** SPEC §3 person type code. */
  readonly workType: number;
  readonly bankAccountStatus: 1 | 2 | 3;
  /** Days before today the worker entered the site. */
  readonly enteredDaysAgo: number;
  /** Days before today the worker left, or undefined while on the roster. */
  readonly exitedDaysAgo?: number;
}

/** Small deterministic PRNG (mulberry32), so a project's roster is the same on every seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈';
const GIVEN = ['伟', '芳', '强', '磊', '军', '洋', '勇', '杰', '涛', '明', '超', '华', '平', '刚', '辉', '鹏', '斌', '建国', '志强', '海涛', '俊杰', '永红', '德明', '国庆', '春生', '文博', '小龙', '大勇', '红梅', '秀英', '建华', '金山'];
/** Home regions of the workforce (region codes of the ID number). */
const HOME_REGIONS = ['510121', '430124', '360421', '452123', '411323', '441581', '513922', '362129', '431121', '440305'];

/** Site management and supervision: one each, in this order, before any labour team. */
const CORE: readonly (readonly [number, string])[] = [
  [1005, '项目部'], [1009, '项目部'], [1008, '项目部'], [1007, '项目部'], [1010, '项目部'], [1001, '监理部'], [1006, '项目部'],
  [1011, '项目部'], [1012, '项目部'], [1013, '项目部'], [1014, '项目部'], [1003, '监理部'], [1004, '监理部'], [1009, '项目部'],
  [1008, '项目部'], [1017, '项目部'], [1018, '项目部'], [1019, '项目部'], [1020, '项目部'], [1021, '项目部'], [1022, '建设单位'],
  [1015, '项目部'], [1016, '项目部'], [1002, '监理部'],
];

/**
 * Labour teams: name, work type of its members, weight in the workforce. A team's first member is its leader (1032).
 * SPEC §3's codes name the certified trades (架子工, 电工, 焊工, crane and hoist drivers, 信号司索工, 安拆工); the
 * uncoded trades (钢筋, 木工, 混凝土, 砌筑, 杂工) are 1099 其他, a minority of the labour (docs/decisions/0582).
 */
const TEAMS: readonly (readonly [string, number, number])[] = [
  ['钢筋班', 1099, 10], ['木工班', 1099, 8], ['混凝土班', 1099, 6], ['架子工班', 1030, 16], ['砌筑班', 1099, 4],
  ['电工班', 1028, 12], ['焊工班', 1029, 12], ['塔吊班', 1025, 6], ['信号司索班', 1027, 8], ['升降机班', 1026, 5],
  ['安拆班', 1031, 4], ['杂工班', 1099, 3],
];

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T;
}

function idCard(r: () => number, birthYear: number, gender: 1 | 2): string {
  const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(r() * 28)).padStart(2, '0');
  const seq = Math.floor(r() * 50) * 2 + (gender === 1 ? 1 : 0) + 100;
  const first17 = `${pick(HOME_REGIONS, r)}${birthYear}${month}${day}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** Work type and team of the n-th worker of a roster of `headcount`. */
function roleOf(n: number, headcount: number, r: () => number): [number, string] {
  const core = Math.min(CORE.length, Math.max(2, Math.round(headcount * 0.15)));
  if (n < core) return CORE[n] as [number, string];
  const total = TEAMS.reduce((s, t) => s + t[2], 0);
  let x = r() * total;
  for (const [team, workType, weight] of TEAMS) {
    if ((x -= weight) < 0) return [workType, team];
  }
  return [1099, '杂工班'];
}

/**
 * A plausible roster of `headcount` workers for one project: management first, then labour teams by weight,
 * team leaders (1032) as each team's first member. `seed` makes it repeatable; `allExitedDaysAgo` marks a
 * finished project whose workers all left.
 */
export function generateRoster(seed: number, headcount: number, options: { allExitedDaysAgo?: number; maxTenureDays?: number } = {}): RosterRow[] {
  const r = prng(seed);
  const leaders = new Set<string>();
  const rows: RosterRow[] = [];
  const maxTenure = options.maxTenureDays ?? 360;
  for (let n = 0; n < headcount; n++) {
    let [workType, team] = roleOf(n, headcount, r);
    if (!['项目部', '监理部', '建设单位'].includes(team) && !leaders.has(team)) {
      leaders.add(team);
      workType = 1032;
    }
    const gender: 1 | 2 = team === '项目部' || team === '监理部' ? (r() < 0.25 ? 2 : 1) : r() < 0.08 ? 2 : 1;
    const birthYear = 1966 + Math.floor(r() * 36);
    const entered = 1 + Math.floor(r() * maxTenure);
    let exited: number | undefined = options.allExitedDaysAgo;
    if (exited === undefined && entered > 40 && r() < 0.08) exited = 1 + Math.floor(r() * (entered - 10));
    const entryDays = exited !== undefined ? Math.max(entered, exited + 10) : entered;
    const bank = r();
    rows.push({
      name: `${pick(Array.from(SURNAMES), r)}${pick(GIVEN, r)}`,
      idCard: idCard(r, birthYear, gender),
      gender,
      birthYear,
      team,
      workType,
      bankAccountStatus: bank < 0.9 ? 2 : bank < 0.97 ? 1 : 3,
      enteredDaysAgo: entryDays,
      ...(exited === undefined ? {} : { exitedDaysAgo: exited }),
    });
  }
  return rows;
}
