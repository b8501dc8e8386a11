import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (tokens, semantic tokens, text and layer styles) with only the recipes the web app
 * renders, instead of `defaultSystem` and its ~75 recipes: the back office's initial JavaScript stays under
 * budget (docs/decisions/0092). A page that uses another Chakra component adds its recipe here.
 */
export const appSystem = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss: {
        ...globalCss,
        // Who asks the system for less motion gets none (WCAG 2.3.3): no CSS animations or transitions; charts
        // skip theirs too (reducedMotion in the Highcharts setups). The browser tests run so (docs/decisions/0441).
        '*, *::before, *::after': {
          _motionReduce: {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          badge: badgeRecipe,
          button: buttonRecipe,
          heading: headingRecipe,
          icon: iconRecipe,
          input: inputRecipe,
          link: linkRecipe,
          separator: separatorRecipe,
          spinner: spinnerRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          breadcrumb: breadcrumbSlotRecipe,
          dataList: dataListSlotRecipe,
          dialog: dialogSlotRecipe,
          field: fieldSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          stat: statSlotRecipe,
          table: tableSlotRecipe,
          // An entry's tabs (考勤管理: 考勤记录 / 考勤日报 / 考勤月汇总, docs/decisions/0676).
          tabs: tabsSlotRecipe,
          toast: toastSlotRecipe,
        },
      },
    }),
  ),
);
