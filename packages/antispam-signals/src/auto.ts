import { boot } from '@dropins/core';
import { definitions } from './index';

for (const d of definitions) boot(d);
