import { boot } from '@dropins/core';
import { definition } from './index';
boot(definition);
