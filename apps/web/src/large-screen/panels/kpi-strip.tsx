import { Flex, Text } from '@chakra-ui/react';
import type { KpiValue } from '@worksite/view-models';
import { screenTheme } from '../screen-theme';
import { formatNumber } from './number-text';

/** KPI numbers side by side: big digits, label below. */
export function KpiStrip({ values }: { values: readonly KpiValue[] }) {
  return (
    <Flex h="100%" align="stretch" justify="space-around" gap="0.5rem" wrap="wrap">
      {values.map((kpi) => (
        <Flex
          key={kpi.label}
          direction="column"
          align="center"
          justify="center"
          flex="1 1 0"
          minW="6rem"
          px="0.5rem"
          borderRadius="0.25rem"
          background={screenTheme.accentSoft}
          borderWidth="1px"
          borderColor="rgba(0, 216, 255, 0.18)"
          data-testid="kpi"
        >
          <Text fontSize="1.75rem" fontWeight="700" color={screenTheme.number} lineHeight="1.2" fontFamily="'DIN Alternate', 'Roboto Mono', monospace" data-testid="kpi-value">
            {formatNumber(kpi.value)}
            {kpi.unit ? (
              <Text as="span" fontSize="0.875rem" ml="0.25rem" color={screenTheme.textDim} fontWeight="400">
                {kpi.unit}
              </Text>
            ) : null}
          </Text>
          <Text fontSize="0.875rem" color={screenTheme.textDim} mt="0.25rem" textAlign="center" lineClamp={1}>
            {kpi.label}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
