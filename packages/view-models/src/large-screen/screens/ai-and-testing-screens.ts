import type { PanelDefinition } from '../screen-definition';
import { AI, CAMERAS, SAMPLES, kpi, screen, src } from './screen-parts';

/** Screens of the testing institution (test samples, GetJcjg_yptj) and AI recognition (GetAisb_sjtj beside the player). */

const sampleKpis = (title: string): PanelDefinition => ({ id: 'kpis', title, kind: 'kpis', area: 'k', items: [
  kpi('样品总数', SAMPLES, 'total', '组'), kpi('本月取样', SAMPLES, 'thisMonth', '组'), kpi('待检测', SAMPLES, 'pending', '组'),
  kpi('合格率', SAMPLES, 'passRate', '%'), kpi('见证取样', SAMPLES, 'witnessed', '组'), kpi('见证率', SAMPLES, 'witnessRate', '%'),
] });

const sampleTable = (area: string, title: string): PanelDefinition => ({ id: 'samples', title, kind: 'table', area, source: src(SAMPLES, 'latest'), columns: [
  { key: 'sampleNo', label: '样品编号' }, { key: 'categoryName', label: '类别' }, { key: 'projectName', label: '项目' }, { key: 'witness', label: '见证人' },
  { key: 'samplingTime', label: '取样时间' }, { key: 'resultName', label: '检测结果' },
] });

export const inspection = screen('inspection', '检测机构', 'scope', 'tableBelow', [
  sampleKpis('检测指标'),
  { id: 'byCategory', title: '样品类别', kind: 'ring', area: 'a', source: src(SAMPLES, 'byCategory'), unit: '组' },
  { id: 'sampleTrend', title: '取样与报告（近30日）', kind: 'line', area: 'b', source: src(SAMPLES, 'trend'), unit: '组' },
  { id: 'byInstitution', title: '检测机构分布', kind: 'bar', area: 'c', source: src(SAMPLES, 'byInstitution'), unit: '组' },
  sampleTable('d', '最新样品'),
  { id: 'byResult', title: '检测结果', kind: 'pie', area: 'e', source: src(SAMPLES, 'byResult'), unit: '组' },
]);

export const aiRecognition = screen('aiRecognition', 'AI识别', 'project', 'videoSide', [
  { id: 'kpis', title: 'AI识别指标', kind: 'kpis', area: 'k', items: [
    kpi('AI摄像头', AI, 'cameras', '路'), kpi('今日识别', AI, 'today', '次'), kpi('近7日识别', AI, 'last7Days', '次'), kpi('未处理', AI, 'unhandled', '条'),
  ] },
  { id: 'aiKinds', title: '识别类型（近30日）', kind: 'ring', area: 'a', source: src(AI, 'byKind'), unit: '次' },
  { id: 'aiTrend', title: '识别趋势（近7日）', kind: 'column', area: 'b', source: src(AI, 'trend'), unit: '次' },
  { id: 'video', title: '实时视频', kind: 'video', area: 'v', source: src(CAMERAS, 'cameras') },
  { id: 'aiEvents', title: '最新识别事件', kind: 'table', area: 'c', source: src(AI, 'latest'), columns: [
    { key: 'kindName', label: '类型' }, { key: 'cameraName', label: '摄像头' }, { key: 'projectName', label: '项目' }, { key: 'ts', label: '时间' }, { key: 'handledName', label: '状态' },
  ] },
  { id: 'aiHours', title: '今日识别时段', kind: 'area', area: 'd', source: src(AI, 'byHour'), unit: '次' },
]);
