import { a } from './circle-a.ts';

export const b = () => a;
