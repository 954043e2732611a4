import { b } from './circle-b.ts';

export const a = () => b;
