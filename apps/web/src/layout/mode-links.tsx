import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { CurrentUserViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/container-context';

/** Back-office and large-screen links for the user type (SPEC §2.4). */
export const ModeLinks = observer(function ModeLinks() {
  const currentUser = useInjection(CurrentUserViewModel);
  return (
    <HStack gap="3" display={{ base: 'none', lg: 'flex' }} data-testid="mode-links">
      {currentUser.modeLinks.map((link) => (
        <ChakraLink key={link.target} asChild fontSize="sm" color="gray.700" whiteSpace="nowrap" data-kind={link.kind}>
          <Link to={link.target}>{link.label}</Link>
        </ChakraLink>
      ))}
    </HStack>
  );
});
