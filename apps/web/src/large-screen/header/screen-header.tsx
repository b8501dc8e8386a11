import { Box, Flex, Text } from '@chakra-ui/react';
import {
  screenMessages,
  type FullScreenViewModel,
  type LargeScreenHeaderViewModel,
  type PasswordChangeViewModel,
  type ScreenClockViewModel,
} from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { screenTheme } from '../screen-theme';
import { ScreenClock } from './screen-clock';
import { ScreenTabs } from './screen-tabs';
import { ScreenTools } from './screen-tools';

/**
 * The large-screen header (SPEC §2.5): clock and left tab group, the title in the middle, tools and the
 * right tab group. 5.5rem high at every width (the root font scales it).
 */
export const ScreenHeader = observer(function ScreenHeader(props: {
  title: string;
  scope: 'scope' | 'project';
  header: LargeScreenHeaderViewModel;
  clock: ScreenClockViewModel;
  fullScreen: FullScreenViewModel;
  password: PasswordChangeViewModel;
}) {
  const { header, clock, title } = props;
  return (
    <Box as="header" h="5.5rem" flexShrink={0} position="relative" background={screenTheme.headerBackground} data-testid="screen-header">
      <Box position="absolute" left="0" right="0" bottom="0" h="2px" background={`linear-gradient(90deg, transparent 0%, ${screenTheme.accent} 50%, transparent 100%)`} opacity={0.6} />
      <Flex h="100%" px="1.25rem" gap="1.25rem" align="stretch">
        <Flex flex="1" direction="column" justify="space-between" py="0.5rem" minW="0">
          <ScreenClock clock={clock} />
          <ScreenTabs tabs={header.leftTabs} side="left" />
        </Flex>
        <Flex
          w="30rem"
          flexShrink={0}
          direction="column"
          align="center"
          justify="center"
          clipPath="polygon(0 0, 100% 0, 92% 100%, 8% 100%)"
          background="linear-gradient(180deg, rgba(0, 120, 220, 0.35) 0%, rgba(0, 60, 120, 0.15) 100%)"
        >
          <Text
            as="h1"
            fontSize="2rem"
            fontWeight="700"
            letterSpacing="0.2em"
            lineHeight="1.2"
            color="#ffffff"
            textShadow={`0 0 0.75rem ${screenTheme.accent}`}
            data-testid="screen-title"
          >
            {title}
          </Text>
          <Text fontSize="0.8125rem" color={screenTheme.textDim} letterSpacing="0.3em">
            {screenMessages.platformName}
          </Text>
        </Flex>
        <Flex flex="1" direction="column" justify="space-between" py="0.5rem" minW="0">
          <ScreenTools header={header} scope={props.scope} fullScreen={props.fullScreen} password={props.password} />
          <ScreenTabs tabs={header.rightTabs} side="right" />
        </Flex>
      </Flex>
    </Box>
  );
});
