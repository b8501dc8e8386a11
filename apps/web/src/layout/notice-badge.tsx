import { Badge, Box, Link as ChakraLink } from '@chakra-ui/react';
import { NoticesViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';
import { BellIcon } from '../widgets/bell-icon';

/** Bell with the unread count (SPEC §2.4: the badge counts the unread list). */
export const NoticeBadge = observer(function NoticeBadge() {
  const notices = useInjection(NoticesViewModel);
  return (
    <ChakraLink asChild position="relative" aria-label={messages.noticeBellLabel(notices.badgeCount)} data-testid="notice-badge">
      <Link to="/MessageNotification/MessageNotifications">
        <Box as="span" color="gray.600" display="inline-flex">
          <BellIcon />
        </Box>
        {notices.badgeCount > 0 && (
          <Badge position="absolute" top="-1" right="-3" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid="notice-count">
            {notices.badgeCount}
          </Badge>
        )}
      </Link>
    </ChakraLink>
  );
});
