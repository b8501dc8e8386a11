/**
 * Materials of the demo mixing plants and the demo formulas (kg per m³ by strength grade), shared by the demo
 * seed and the simulator. Figures are typical of ready-mixed concrete; `bias` is how far the plant's scales
 * tend to run from the formula (the demo's planned-vs-actual deviation).
 */
export const MATERIALS = [
  { name: '水泥', silo: '1#水泥仓', capacityT: 300, bias: 0.008 },
  { name: '粉煤灰', silo: '2#粉煤灰仓', capacityT: 150, bias: 0.003 },
  { name: '矿粉', silo: '3#矿粉仓', capacityT: 150, bias: -0.004 },
  { name: '砂', silo: '4#砂仓', capacityT: 800, bias: 0.015 },
  { name: '石子', silo: '5#石子仓', capacityT: 1000, bias: -0.006 },
  { name: '外加剂', silo: '6#外加剂罐', capacityT: 20, bias: 0.02 },
  { name: '水', silo: '7#水箱', capacityT: 100, bias: -0.012 },
] as const;

/** Demo formulas: strength grade, slump and kg of each material (in MATERIALS order) per m³. */
export const FORMULAS: readonly { grade: string; slump: string; kg: readonly number[] }[] = [
  { grade: 'C20', slump: '160±20', kg: [230, 70, 50, 800, 1050, 5.5, 180] },
  { grade: 'C25', slump: '180±20', kg: [260, 70, 60, 780, 1050, 6.2, 175] },
  { grade: 'C30', slump: '180±20', kg: [290, 75, 70, 760, 1040, 7.0, 170] },
  { grade: 'C35', slump: '180±20', kg: [320, 75, 80, 740, 1040, 7.8, 165] },
  { grade: 'C40', slump: '200±20', kg: [360, 70, 90, 710, 1030, 8.6, 160] },
  { grade: 'C50', slump: '200±20', kg: [430, 60, 100, 680, 1020, 10.2, 150] },
];

/** Nominal volume of one batch (盘) in m³ (a 3 m³ twin-shaft mixer) and the minutes a plant needs per batch. */
export const BATCH_M3 = 3;
export const BATCH_MINUTES = 6;
/** Batches a tanker car carries per trip (4 × 3 m³ = 12 m³). */
export const BATCHES_PER_TRIP = 4;
