/** A smooth scroll, or an immediate one for a user who asked their system for less motion (WCAG 2.3.3). */
export function smoothScroll(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
