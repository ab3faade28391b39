export { OfflineSavePanel } from './components/offline-save-panel';
