import type { MenuPage } from './menu-page';
import { PAGE, SUBPAGE as S } from './page-keys';
import { subPage } from './sub-page';

/**
 * Enterprise back-office pages added after the project ones (the catalogue is append-only: node ids follow its
 * order). 质量安全 › 报警记录 shows the project back office's alarm record list again for enterprise users, over the
 * projects of their companies, with its handling (确认, 填写处理措施, 关闭 by 编辑; docs/decisions/0610).
 */
export const enterpriseAlarmMenu: readonly MenuPage[] = [
  {
    key: PAGE.enterpriseQuality, title: '质量安全', icon: 'guide', menuFunctionType: 0,
    subPages: [
      {
        ...subPage(S.enterpriseAlarmRecord, '报警记录', 'quality/enterpriseAlarmRecord/index', ['search', 'edit', 'export']),
        sameAs: { page: PAGE.quality, subPage: S.alarmRecord },
      },
    ],
  },
];
