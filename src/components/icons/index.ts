export type { IconProps } from './svg-icon';
export * from './arrows';
export * from './actions';
export * from './status';
export * from './contact';
export * from './social';
export * from './agro';
