// Deliberate breaks: another feature's internals, and the app shell.
import { router } from '../../../app/router.ts';
import { renderApply } from '../../after-sales/api/render-apply.ts';

export const broken = [renderApply, router];
