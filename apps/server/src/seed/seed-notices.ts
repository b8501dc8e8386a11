import type { SeedStep } from '../shared/seed-step';

/**
 * Notices for every demo account: company-wide messages of each company, and per user one read and one
 * unread message (plus an alarm for the project account), so the header badge and the list both have data.
 */
export const seedNotices: SeedStep = async (q, ctx) => {
  const publisher = ctx.users.sysadmin ?? null;
  let age = 60;
  const notice = async (company: string, title: string, content: string, type = 1, target?: string, readBy: string[] = []) => {
    const row = await q.one<{ id: number }>(
      `INSERT INTO notices (company_id, target_user_id, title, content, notice_type, publisher_id, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(hours => $7)) RETURNING id`,
      [ctx.companies[company], target ? ctx.users[target] : null, title, content, type, publisher, (age -= 3)],
    );
    for (const u of readBy) await q.exec('INSERT INTO notice_reads (notice_id, user_id) VALUES ($1, $2)', [row!.id, ctx.users[u]]);
  };
  await notice('group', '集团年度安全生产工作会议通知', '请各单位负责人于下周一上午9点参加集团年度安全生产工作会议。', 3, undefined, ['sysadmin']);
  await notice('subA', '关于开展汛期安全大检查的通知', '各项目部请于本周五前完成汛期安全自查，并上传检查记录。', 1, undefined, ['enterprise_demo']);
  await notice('subA', '塔吊维保计划已更新', '南山科技园综合楼项目塔吊维保计划已更新，请相关人员查看。');
  await notice('subB', '宝安沿江高架桥工程进度周报', '本周完成桥墩浇筑 6 座，整体进度符合计划。');
  await notice('gov', '南山区建设工程质量安全专项巡查安排', '专项巡查将于下月初开展，请监督站做好准备。', 1, undefined, []);
  await notice('other', '天河商业中心项目停工通知', '因设计变更，项目暂停施工，复工时间另行通知。');
  const personal: [string, string][] = [
    ['sysadmin', 'group'],
    ['enterprise_demo', 'subA'],
    ['project_demo', 'subA'],
    ['government_demo', 'gov'],
    ['readonly_demo', 'subA'],
  ];
  for (const [user, company] of personal) {
    await notice(company, '账号安全提醒', '您的账号已启用，请定期修改密码并妥善保管。', 1, user, [user]);
    await notice(company, '待办事项提醒', '您有新的待办事项，请及时处理。', 1, user);
  }
  await notice('subA', '扬尘监测超标报警', '南山科技园综合楼项目 PM10 监测值超过限值，请立即处理。', 2, 'project_demo');
};
