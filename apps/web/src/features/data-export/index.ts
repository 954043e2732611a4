// The data-export feature's public surface (decision 015): the panel the account-security page shows.
export { DATA_EXPORT_KEY, dataExportsQuery } from './api/data-exports.ts';
export { DataExportPanel } from './components/data-export-panel.tsx';
