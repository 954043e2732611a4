import type { PickerNode } from '@kontor/domain/addresses/region-responses';
import {
  type AddressLevel,
  type AddressPath,
  addressPathSchema,
  PATH_KEYS,
  type PathKey,
} from '@kontor/domain/addresses/region-schemas';

/** The key of the picker value that holds a level: 1 province, 2 city, 3 region, 4 street. */
export const keyOfLevel = (level: number): PathKey => PATH_KEYS[level - 1]!;

export interface PathStep {
  name: string;
  id: number;
  code?: string;
}

/** The chosen node of a level, when the path has one. */
export function stepOf(path: AddressPath | undefined, level: number): PathStep | undefined {
  if (!path) return undefined;
  const key = keyOfLevel(level);
  const id = path[`${key}Id`];
  const name = path[key];
  if (id === undefined || name === undefined) return undefined;
  return { id, name, code: path[`${key}Code`] };
}

/** The path after choosing a node at its level: that level set, the deeper ones cleared. */
export function choose(
  path: AddressPath | undefined,
  node: Pick<PickerNode, 'id' | 'name' | 'code' | 'level'>,
): AddressPath {
  const next: AddressPath = {};
  for (let level = 1; level < node.level; level++) {
    const step = stepOf(path, level);
    if (!step) break;
    Object.assign(next, stepFields(level, step));
  }
  return { ...next, ...stepFields(node.level, node) };
}

/** The path with a level and everything below it cleared (the buyer emptied that field). */
export function clearFrom(path: AddressPath | undefined, level: number): AddressPath {
  const next: AddressPath = {};
  for (let l = 1; l < level; l++) {
    const step = stepOf(path, l);
    if (!step) break;
    Object.assign(next, stepFields(l, step));
  }
  return next;
}

function stepFields(level: number, step: PathStep): AddressPath {
  const key = keyOfLevel(level);
  return { [key]: step.name, [`${key}Id`]: step.id, ...(step.code ? { [`${key}Code`]: step.code } : {}) };
}

/**
 * The levels the picker shows: level 1 always, each deeper one once its parent is chosen and has
 * children (not a leaf), up to the country's address level (spec §9: 3, or 4 with streets).
 */
export function visibleLevels(
  path: AddressPath | undefined,
  addressLevel: AddressLevel,
  isLeaf: (level: number, id: number) => boolean,
): number[] {
  const levels = [1];
  for (let level = 1; level < addressLevel; level++) {
    const step = stepOf(path, level);
    if (!step || isLeaf(level, step.id)) break;
    levels.push(level + 1);
  }
  return levels;
}

/** What the remembered-path cookie holds: the country and its chosen path. */
export interface RememberedPath {
  regionId: number;
  path: AddressPath;
}

export function encodeRemembered(remembered: RememberedPath): string {
  return JSON.stringify(remembered);
}

/** The remembered path, when the cookie holds a well-formed one (it is the buyer's browser's to edit). */
export function decodeRemembered(text: string | undefined): RememberedPath | undefined {
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as { regionId?: unknown; path?: unknown };
    const regionId = Number(raw.regionId);
    const path = addressPathSchema.safeParse(raw.path);
    if (!Number.isSafeInteger(regionId) || regionId <= 0 || !path.success) return undefined;
    return { regionId, path: path.data };
  } catch {
    return undefined;
  }
}

/** Whether a path has no level chosen. */
export const isEmptyPath = (path: AddressPath | undefined) => !stepOf(path, 1);
