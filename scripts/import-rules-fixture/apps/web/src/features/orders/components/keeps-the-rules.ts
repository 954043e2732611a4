// Allowed: another feature's public surface, and shared/.
import { paths } from '../../../shared/paths.ts';
import { renderApply } from '../../after-sales/index.ts';

export const fine = [renderApply, paths];
