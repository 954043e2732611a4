export { renderApply } from './api/render-apply.ts';
