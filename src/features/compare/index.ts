/** 'Comparar' (issue 65): up to four items of one group side by side. */
export { CompareToggle } from './components/compare-toggle';
export { CompareBarSlot } from './components/compare-bar-slot';
export { ComparePage } from './components/compare-page';
