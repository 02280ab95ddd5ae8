import { defineWidget, type Cleanup, type WidgetContext } from '@dropins/core';
import type { FamilyContext } from '../../family';
import { CONVERSION_EVENT } from '../../shared/contracts/family-contracts';
import { readSplitConfig, type SplitConfig } from './config';
import { trackGoal } from './goals';
import { logShortcodeConversions, rememberForShortcode } from './shortcode';
import { createStatsLogger, type StatsLogger } from './stats';
import { goalsFor, loadSubject, subjectIdFor } from './subject';

const GOAL_CLASS = /(?:^|\s)et_pb_ab_goal_id-(\d+)(?:\s|$)/;

function startTests(body: HTMLElement, ctx: WidgetContext, config: SplitConfig, logger: StatsLogger): Cleanup {
  const stops: Cleanup[] = [];
  for (const test of config.tests) {
    const subjectId = subjectIdFor(body, test);
    if (!logger.logged('read_page', test, subjectId)) stops.push(ctx.later(config.bounceMs, () => logger.log('read_page', test, subjectId)));
    if (config.shortcodeTracking) rememberForShortcode(test, subjectId, logger);
    for (const goal of goalsFor(body, test)) stops.push(trackGoal(goal, test, subjectId, ctx, logger));
  }
  ctx.listen(body, CONVERSION_EVENT, (event) => {
    const goal = event.target as Element;
    const postId = GOAL_CLASS.exec(goal.getAttribute('class') ?? '')?.[1];
    const test = config.tests.find((t) => t.postId === postId);
    if (test) logger.log('con_goal', test, subjectIdFor(body, test), { beacon: true });
  });
  return () => stops.forEach((stop) => stop());
}

/**
 * Divi's split tests (`et_pb_custom.is_ab_testing_active`): the visitor's subject (fetched when a cache plugin
 * serves placeholders), then read / view / click / conversion goals logged once each through
 * `et_pb_update_stats_table` and remembered in 365-day cookies, and the bounce timer. Never in the builders.
 */
export const family = ({ mode }: FamilyContext) => defineWidget({
  name: 'builder-modules-split-test',
  selector: 'body',
  setup: readSplitConfig,
  mount(body: HTMLElement, ctx) {
    const config = ctx.config;
    if (mode.builder) return;
    const logger = createStatsLogger(config, ctx.signal);
    logShortcodeConversions(body, logger);
    if (!config.active) return;
    let stop: Cleanup = () => undefined;
    const start = () => {
      stop = startTests(body, ctx, config, logger);
    };
    if (config.cachePlugin) void loadSubject(body, ctx, config).then(start);
    else start();
    return () => stop();
  },
});
