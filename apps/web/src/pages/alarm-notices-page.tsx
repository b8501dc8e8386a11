import { ALARM_NOTICES_VIEW } from '@worksite/view-models';
import { NoticesPage } from './message-notifications-page';
import type { PageProps } from './page-props';

/** /MessageNotification/alarmNotice (报警通知): the alarm notices, under the 报警通知 sub-page's buttons (docs/decisions/0375). */
export default function AlarmNoticesPage(props: PageProps) {
  return <NoticesPage {...props} view={ALARM_NOTICES_VIEW} />;
}
