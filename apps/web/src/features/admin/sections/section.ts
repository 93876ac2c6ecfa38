import type { ComponentType } from 'react';
import type { Viewer } from '@/features/admin/lib/user-actions';

/**
 * One panel of the admin area: a tab of `/admin` and its address. Each panel is a `*.section.tsx` file of this
 * folder exporting `section`; the area collects them (`admin-area.tsx`), so a new panel touches no shared file.
 */
export type AdminSection = {
  /** The address: `/admin/<key>`; '' is `/admin` itself (the users). */
  key: string;
  /** The tab's label. */
  label: string;
  /** The tab's place among the others (ascending). */
  order: number;
  /** The staff roles that see the tab (both by default). */
  roles?: readonly Viewer['role'][];
  Component: ComponentType<{ viewer: Viewer }>;
};

/** The panels a viewer sees, in order. */
export function visibleSections(all: readonly AdminSection[], viewer: Viewer): AdminSection[] {
  return all
    .filter((section) => !section.roles || section.roles.includes(viewer.role))
    .sort((a, b) => a.order - b.order);
}
