import { Box, Grid, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ProjectOverviewViewModel, type ProjectBrief } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useViewModel } from '../../di/use-view-model';
import { messages } from '../../messages';
import type { PageProps } from '../page-props';
import { PROJECT_OVERVIEW_MODULES } from './project-overview-modules';

const ProjectMap = lazy(() => import('../../large-screen/map/project-map'));
const m = messages.projectOverview;

function Figure({ label, value, unit }: { label: string; value: number | string; unit?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="overview-figure">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
        {unit !== undefined && (
          <Text as="span" fontSize="sm" fontWeight="normal" ms="1">
            {unit}
          </Text>
        )}
      </Text>
    </Box>
  );
}

function period(p: ProjectBrief): string {
  return p.startDate === null && p.endDate === null ? '' : `${p.startDate ?? ''} 至 ${p.endDate ?? ''}`;
}

/**
 * 项目概况 (projectManage/taskList; docs/decisions/0366): the scope's projects in figures, by status, on the map and
 * in a list; a chosen project's information with its 施工许可证, 资质信息 and 竣工验收. A page of its own (not the
 * generic record page): it summarises several types and the screen statistics.
 */
const ProjectOverviewPage = observer(function ProjectOverviewPage({ title }: PageProps) {
  const vm = useViewModel(ProjectOverviewViewModel, PROJECT_OVERVIEW_MODULES);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const o = vm.overview;
  const max = Math.max(1, ...(o?.byStatus ?? []).map((s) => s.value));
  const chosen = vm.selected;
  return (
    <Stack bg="white" borderRadius="md" p="4" gap="4" data-testid="project-overview" aria-busy={vm.loading}>
      <Heading as="h1" size="md">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <Figure label={m.total} value={o?.total ?? '—'} unit={m.unitProjects} />
        <Figure label={m.underConstruction} value={o === undefined ? '—' : vm.underConstruction} unit={m.unitProjects} />
        <Figure label={m.contractTotal} value={o?.contractAmountTotal ?? '—'} unit={m.unitAmount} />
        <Figure label={m.startedThisYear} value={o?.startedThisYear ?? '—'} unit={m.unitProjects} />
        <Figure label={m.dueThisYear} value={o?.dueThisYear ?? '—'} unit={m.unitProjects} />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3" data-testid="overview-by-status">
          <Heading as="h2" size="sm" mb="3">
            {m.byStatus}
          </Heading>
          <Stack gap="2">
            {(o?.byStatus ?? []).map((s) => (
              <HStack key={s.name} gap="2">
                <Text w="5em" fontSize="sm">
                  {s.name}
                </Text>
                <Box flex="1" bg="gray.100" borderRadius="sm" h="3">
                  <Box h="3" borderRadius="sm" bg={s.color ?? 'blue.400'} w={`${(s.value / max) * 100}%`} />
                </Box>
                <Text w="2em" textAlign="right" fontSize="sm">
                  {s.value}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" h="300px" position="relative">
          <Heading as="h2" size="sm" position="absolute" zIndex={3} top="2" left="3" color="white">
            {m.map}
          </Heading>
          <Suspense fallback={<Text p="3">{messages.positionMapLoading}</Text>}>
            <ProjectMap markers={vm.markers} center={vm.mapCenter} zoom={10} highlightedId={vm.selectedId} onMarkerClick={(id) => void vm.select(Number(id))} testId="overview-map" />
          </Suspense>
        </Box>
      </Grid>
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3" overflowX="auto">
          <Heading as="h2" size="sm" mb="2">
            {m.list}
          </Heading>
          <Table.Root size="sm" aria-label={m.list} interactive>
            <Table.Header>
              <Table.Row>
                {m.columns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {vm.projects.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={m.columns.length}>{vm.loading ? messages.positionMapLoading : m.none}</Table.Cell>
                </Table.Row>
              )}
              {vm.projects.map((p) => (
                <Table.Row
                  key={p.id}
                  cursor="pointer"
                  aria-selected={p.id === vm.selectedId}
                  bg={p.id === vm.selectedId ? 'blue.50' : undefined}
                  onClick={() => void vm.select(p.id)}
                  data-testid="overview-project-row"
                >
                  <Table.Cell>{p.name}</Table.Cell>
                  <Table.Cell>{p.projectNo}</Table.Cell>
                  <Table.Cell>{p.statusName}</Table.Cell>
                  <Table.Cell>{p.companyName}</Table.Cell>
                  <Table.Cell>{p.address}</Table.Cell>
                  <Table.Cell>{p.startDate ?? ''}</Table.Cell>
                  <Table.Cell>{p.endDate ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Stack borderWidth="1px" borderRadius="md" p="3" gap="3" data-testid="overview-profile" aria-busy={vm.papersLoading}>
          <Heading as="h2" size="sm">
            {chosen?.name ?? m.profile}
          </Heading>
          {chosen !== undefined && (
            <Grid templateColumns="6em 1fr" rowGap="1" fontSize="sm">
              {(
                [
                  [m.labels.projectNo, chosen.projectNo],
                  [m.labels.status, chosen.statusName],
                  [m.labels.company, chosen.companyName],
                  [m.labels.address, chosen.address],
                  [m.labels.period, period(chosen)],
                  [m.labels.amount, chosen.contractAmount === null ? '' : `${chosen.contractAmount} ${m.unitAmount}`],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} display="contents">
                  <Text color="gray.600">{label}</Text>
                  <Text>{value}</Text>
                </Box>
              ))}
            </Grid>
          )}
          {vm.papers.map((paper) => (
            <Box key={paper.key} data-testid={`overview-papers-${paper.key}`}>
              <HStack justify="space-between">
                <Heading as="h3" size="xs">
                  {paper.title}
                </Heading>
                <ChakraLink asChild fontSize="sm" color="blue.600">
                  <Link to={paper.path}>{m.viewAll}</Link>
                </ChakraLink>
              </HStack>
              {paper.lines.length === 0 ? (
                <Text fontSize="sm" color="gray.500">
                  {m.papersNone}
                </Text>
              ) : (
                paper.lines.map((line, i) => (
                  <Text key={i} fontSize="sm">
                    {line}
                  </Text>
                ))
              )}
            </Box>
          ))}
        </Stack>
      </Grid>
    </Stack>
  );
});

export default ProjectOverviewPage;
