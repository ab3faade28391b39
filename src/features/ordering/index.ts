export { useItemActions, type ActionableItem } from './use-item-actions';
export { orderMessage, orderUrl, type ItemKind } from './order-message';
