export { useItemActions } from './use-item-actions';
